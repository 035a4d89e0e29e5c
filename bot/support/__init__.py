"""What every part of the bot may use, below the service and the store: logs, metrics and
the redaction of credentials.  Nothing here imports another bot package, so nothing
reaches up into the composition root (bot/ops/) or into a feature's private modules."""
