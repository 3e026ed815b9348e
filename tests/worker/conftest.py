"""Fixtures for the worker tests: homes with fast queue settings, a private Redis, processes."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from reverie.config import Settings, load_settings
from tests.conftest import free_port
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import heuristic_responder

REPO = Path(__file__).resolve().parents[2]


def write_config(home: Path, **sections: Any) -> None:
    """Write ``config.yaml`` for ``home``: fast intervals and retries, plus ``sections``."""
    base: dict[str, Any] = {
        "reverie": {
            "queue": {"backend": "sqlite", "workers": 4, "retries": 2, "retry_delay": 0.2,
                      "lease_seconds": 5, "shutdown_timeout": 5, "leader_ttl": 3,
                      "name": f"t{os.getpid()}{abs(hash(str(home))) % 10**8}"},
            "schedule": {"scan_seconds": 0.3, "reconcile_seconds": 1.0,
                         "idle_summary_minutes": 30, "nudge_interval": 1},
        },
        "auxiliary": {"background_review": {"provider": "heuristic"},
                      "session_search": {"provider": "heuristic"}},
    }
    merged = _merge(base, sections)
    (home / "config.yaml").write_text(yaml.safe_dump(merged), encoding="utf-8")


def _merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    out = dict(a)
    for k, v in b.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


@contextlib.contextmanager
def heuristic_gemini(*, latency: float) -> Iterator[FakeGeminiServer]:
    """A running fake Gemini server that answers like a model (the offline heuristic's
    operations and summaries), each reply ``latency`` seconds late."""
    server = FakeGeminiServer(latency=latency)
    server.responder = heuristic_responder(server.request_text)
    with server:
        yield server


@contextlib.contextmanager
def held_replies(server: FakeGeminiServer) -> Iterator[threading.Event]:
    """Every reply of ``server`` waits until the yielded event is set: a test holds a
    review in flight for as long as its next step needs (a signal handled, a second
    caller refused), a handshake instead of a latency long enough on a quiet machine.
    Set on exit, so no handler thread is left waiting."""
    release = threading.Event()
    answer = server.responder

    def held(request: Any) -> Any:
        release.wait(120)
        return answer(request)

    server.responder = held
    try:
        yield release
    finally:
        release.set()
        server.responder = answer


def main_here(env: dict[str, str], *args: str) -> tuple[int, str, str]:
    """``reverie ARGS`` through the CLI's own entry point in this process, in exactly the
    children's environment ``env``: (exit code, stdout, stderr). For a command a process
    test runs only to read or write a home's files (``queue``, ``doctor``, ``config set``),
    where another interpreter start (~2 s of CPU) would prove nothing more; the worker,
    scheduler and run processes under test stay real processes."""
    from unittest import mock

    from click.testing import CliRunner

    from reverie.worker.cli import main

    with mock.patch.dict(os.environ, env, clear=True), \
            CliRunner().isolation() as (out, err, _):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        return code, out.getvalue().decode(), err.getvalue().decode()


def settings_for(home: Path, env: dict[str, str] | None = None) -> Settings:
    return load_settings(home, environ=env if env is not None else child_env())


def child_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("GEMINI_API_KEY", "GOOGLE_API_KEY", "OPENAI_API_KEY", "REVERIE_HOME",
                        "HERMES_HOME", "REVERIE_PROFILE")}
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra)
    return env


class Proc:
    """A `reverie …` subprocess with its output captured to a file."""

    def __init__(self, args: list[str], home: Path | None, env: dict[str, str], log: Path) -> None:
        self.args = args
        self.log = log
        self._fh = open(log, "wb")  # noqa: SIM115 (closed in wait/kill)
        where = ["--home", str(home)] if home is not None else []  # a pool names its --homes
        self.popen = subprocess.Popen(
            [sys.executable, "-c", "from reverie.worker.cli import main; main()", *where,
             *args], stdout=self._fh, stderr=subprocess.STDOUT, env=env, cwd=REPO)

    @property
    def pid(self) -> int:
        return self.popen.pid

    def signal(self, signum: int) -> None:
        with contextlib.suppress(ProcessLookupError):
            self.popen.send_signal(signum)

    def wait(self, timeout: float = 30) -> int:
        try:
            return self.popen.wait(timeout)
        finally:
            self._fh.close()

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def stop(self) -> None:
        if self.popen.poll() is None:
            self.signal(signal.SIGKILL)
        self.wait(10)


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Callable[..., Proc]]:
    procs: list[Proc] = []

    def start(args: list[str], home: Path | None, env: dict[str, str] | None = None) -> Proc:
        log = tmp_path / f"proc-{len(procs)}-{args[0]}.log"
        p = Proc(args, home, env or child_env(), log)
        procs.append(p)
        return p

    yield start
    for p in procs:
        p.stop()


def wait_for(predicate: Callable[[], Any], timeout: float = 20.0, interval: float = 0.05,
             message: str = "condition") -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout}s waiting for {message}")


class PrivateRedis:
    """A redis-server of our own on a free port (so a test may stop and restart it)."""

    def __init__(self, workdir: Path) -> None:
        self.port = free_port()
        self.workdir = workdir
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        import redis

        self.proc = subprocess.Popen(
            [shutil.which("redis-server") or "redis-server", "--bind", "127.0.0.1",
             "--port", str(self.port), "--save", "", "--appendonly", "no",
             "--dir", str(self.workdir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis.from_url(self.url, socket_connect_timeout=0.2)
        wait_for(lambda: _ping(client), timeout=10, message="redis-server to start")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)
        self.proc = None


def _ping(client: Any) -> bool:
    try:
        return bool(client.ping())
    except Exception:
        return False


@pytest.fixture
def private_redis(tmp_path: Path) -> Iterator[PrivateRedis]:
    if not shutil.which("redis-server"):
        pytest.fail("redis-server is not installed (the Redis tests need it)")
    server = PrivateRedis(tmp_path)
    server.start()
    yield server
    server.stop()


def quiet_sessions_home(tmp_path: Path, review: dict[str, Any],
                        summary: dict[str, Any] | None = None, *,
                        sessions: int) -> tuple[Path, dict[str, int]]:
    """A home whose ``sessions`` sessions s0.. each ask to remember a fact, said a day ago
    (quiet, so a summary is due too), with these model settings; (home, each session's
    last message id). For the model-setup tests (a worker's and `run --once`'s)."""
    from reverie.search_index import SessionStore

    home = tmp_path / "home"
    home.mkdir()
    write_config(home, auxiliary={"background_review": review,
                                  **({"session_search": summary} if summary else {})})
    last = {}
    said = time.time() - 86_400
    with SessionStore.open(settings_for(home)) as store:
        for i in range(sessions):
            store.append_message(f"s{i}", "user", f"Remember that the lab printer {i} is "
                                                  f"on floor {i + 2}.", timestamp=said)
            last[f"s{i}"] = store.append_message(f"s{i}", "assistant", "Noted.",
                                                 timestamp=said + 1)
    return home, last
