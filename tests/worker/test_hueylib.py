"""huey imported without redis (``jobs.hueylib``, issue 27: a process's start): a process
serving a SQLite queue never imports redis, and one that uses a Redis queue after that gets
huey's Redis storage as huey's own import makes it. Each probe is a fresh interpreter, so
what was imported first is known."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from .conftest import PrivateRedis

# Every name huey's storage module, and every class it defines, holds from redis.
FROM_REDIS = textwrap.dedent("""
    import inspect, json

    def from_redis(storage):
        held = {}
        places = [("", vars(storage))] + [
            (name + ".", vars(cls)) for name, cls in vars(storage).items()
            if inspect.isclass(cls) and cls.__module__ == storage.__name__]
        for prefix, names in places:
            for name, value in names.items():
                module = getattr(value, "__module__", "") or ""
                if module.split(".")[0] == "redis":
                    held[prefix + name] = module + "." + value.__qualname__
        return held
""")

HUEY_FIRST = FROM_REDIS + textwrap.dedent("""
    import sys
    import redis, huey.storage
    print(json.dumps(from_redis(huey.storage)))
""")

REVERIE_FIRST = FROM_REDIS + textwrap.dedent("""
    import sys
    import reverie.worker.run, reverie.worker.cli.queue_cmd, reverie.jobs.queue
    import huey.storage
    before = {"redis": "redis" in sys.modules, "held": from_redis(huey.storage)}
    from reverie.config import load_settings
    from reverie.jobs.queue import check_reachable, make_huey
    settings = load_settings(sys.argv[1], environ={}, overrides={"reverie": {"queue": {
        "backend": "redis", "redis_url": sys.argv[2], "name": "hueylib"}}})
    h = make_huey(settings)
    check_reachable(h, settings)
    h.storage.enqueue(b"a message")
    taken = h.storage.dequeue()
    print(json.dumps({"before": before, "held": from_redis(huey.storage),
                      "taken": taken.decode(), "blocking": h.storage.blocking}))
""")


def _probe(script: str, *args: str) -> dict:
    done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_sqlite_process_never_imports_redis_and_a_redis_queue_gets_huey_whole(
        tmp_path: Path, private_redis: PrivateRedis) -> None:
    home = tmp_path / "home"
    home.mkdir()
    expected = _probe(HUEY_FIRST)
    got = _probe(REVERIE_FIRST, str(home), private_redis.url)
    # Importing the worker, the CLI's queue commands and the queue left redis out, and
    # huey's storage took its "no redis" branch.
    assert got["before"] == {"redis": False, "held": {}}
    # Once a Redis queue is made, huey's storage holds what its own import gives it,
    # every name (module and class attributes alike) — and the queue works.
    assert {"Redis", "ConnectionPool", "ConnectionError", "TimeoutError",
            "RedisStorage.redis_client"} <= set(expected)
    assert got["held"] == expected
    assert got["taken"] == "a message" and got["blocking"] is True
