"""Operations: the composition root (the Discord client) and the process's concerns: the
cluster launcher, settings, the allocator, health, stopping.  Logs and metrics sit below
the service, in bot/support/, where everything may use them."""
