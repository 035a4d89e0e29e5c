"""The fronts: Discord (``cog``) and the terminal (``console``), both thin, both asking the
service (bot/service.py); ``render`` turns replies into embeds or text."""
