"""huey, imported without redis until a Redis queue is used (issue 27: a process's start).

huey's storage module imports redis whenever it is installed (``from redis import Redis``
…), for every backend: ~80 ms of CPU at the start of every worker and CLI process, most
of them serving a SQLite queue (the default). Importing huey through this module hides
redis from that one import, so huey's storage takes its own "redis is not installed"
branch (those names None); :func:`redis_backend` imports redis and gives huey's storage
the names that branch left out, before the first Redis queue or pool is made. A process
that has imported redis already (or huey itself) imports huey as huey does.

Every Reverie module imports huey from here, never directly, so the first import of huey
in a process is this one. ``tests/jobs/test_hueylib.py`` holds :func:`redis_backend` to
huey's own import: every name huey's storage takes from redis, in the module and on its
classes, is the same object afterwards.
"""

from __future__ import annotations

import importlib
import sys
import threading
from types import ModuleType

if "huey" not in sys.modules and "redis" not in sys.modules:
    # None in sys.modules makes ``import redis`` raise ImportError: huey.storage's guarded
    # import takes its fallback. Only huey's own import runs in between.
    sys.modules["redis"] = None  # type: ignore[assignment]
    try:
        import huey  # noqa: F401
    finally:
        del sys.modules["redis"]

import huey  # noqa: E402
import huey.storage  # noqa: E402
from huey import RedisHuey, SqliteHuey, signals  # noqa: E402
from huey.constants import EmptyData  # noqa: E402
from huey.exceptions import RetryTask  # noqa: E402
from huey.serializer import Serializer  # noqa: E402
from huey.storage import SqliteStorage  # noqa: E402

__all__ = ["EmptyData", "RedisHuey", "RetryTask", "Serializer", "SqliteHuey", "SqliteStorage",
           "huey", "redis_backend", "signals"]

#: What huey's storage imports from redis (huey 3.x, storage.py), by the name it binds.
_FROM_REDIS = {"ConnectionPool": ("redis", "ConnectionPool"), "Redis": ("redis", "Redis"),
               "ConnectionError": ("redis.exceptions", "ConnectionError"),
               "TimeoutError": ("redis.exceptions", "TimeoutError")}
_LOCK = threading.Lock()


def redis_backend() -> ModuleType:
    """The redis module, with huey's storage holding what it imports from it (as if redis
    had been imported with huey): called before a Redis queue, pool or client is made."""
    redis = importlib.import_module("redis")
    storage = huey.storage
    with _LOCK:
        if storage.Redis is None:
            for name, (module, attr) in _FROM_REDIS.items():
                setattr(storage, name, getattr(importlib.import_module(module), attr))
            # A class attribute huey's RedisStorage set from the name when it was made.
            storage.RedisStorage.redis_client = storage.Redis
    return redis
