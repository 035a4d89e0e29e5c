"""wordle-huddle's Discord side: reading chat, channel sessions, replies and commands."""
