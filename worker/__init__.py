"""The always-on part: huey instance and backends, consumer, scheduler, monitoring, CLI."""
