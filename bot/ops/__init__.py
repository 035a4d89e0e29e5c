"""Operations: the Discord client, the cluster launcher, settings, the allocator, health
and metrics.  Nothing is imported here, so the service may read ``bot.ops.metrics``
without loading the client."""
