"""Fixtures for the console tests: a seeded home, an in-process app, a real server."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from reverie.worker.web.app import create_app
from reverie.worker.web.security import Access
from tests.web.support import Seeded, seed
from tests.worker.conftest import Proc, child_env, spawn, wait_for  # noqa: F401 (fixture)

PORT = 9120
BASE = f"http://127.0.0.1:{PORT}"


@pytest.fixture
def seeded(home: Path, clean_env: dict[str, str]) -> Seeded:
    return seed(home)


@pytest.fixture
def access() -> Access:
    return Access(bind_host="127.0.0.1", port=PORT)


@pytest.fixture
def client(seeded: Seeded, access: Access) -> Iterator[TestClient]:
    """The app in process, signed in with the bearer token (cookies are not kept)."""
    app = create_app(seeded.settings, access)
    with TestClient(app, base_url=BASE, follow_redirects=False,
                    headers={"authorization": f"Bearer {access.token}"}) as c:
        yield c


@pytest.fixture
def anonymous(seeded: Seeded, access: Access) -> Iterator[TestClient]:
    app = create_app(seeded.settings, access)
    with TestClient(app, base_url=BASE, follow_redirects=False) as c:
        yield c


URL_LINE = re.compile(r"Reverie console on (http://\S+)")


def start_console(start: Callable[..., Proc], home: Path, *args: str,
                  env: dict[str, str] | None = None) -> tuple[Proc, str]:
    """`reverie serve --port 0` as a real process; returns it and the URL it printed."""
    proc = start(["serve", "--port", "0", *args], home, env or child_env())
    match = wait_for(lambda: URL_LINE.search(proc.output()) or proc.popen.poll() is not None,
                     timeout=30, message="the console's URL")
    if not isinstance(match, re.Match):
        raise AssertionError(f"reverie serve exited: {proc.output()}")
    return proc, match.group(1)
