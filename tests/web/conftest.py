"""Fixtures for the console tests: a seeded home, an in-process app, a real server."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from reverie.config import FakeClock
from reverie.worker.web.app import create_app
from reverie.worker.web.security import Access
from tests.web.support import Seeded, seed
from tests.worker.conftest import Proc, child_env, spawn, wait_for  # noqa: F401 (fixture)

PORT = 9120
BASE = f"http://127.0.0.1:{PORT}"
# A request to a console process: these tests check what it answers, never how fast, and on a
# loaded 2-core machine a scrape can take longer than httpx's default 5 s.
HTTP_TIMEOUT = 60.0


@pytest.fixture
def seeded(home: Path, clean_env: dict[str, str]) -> Seeded:
    return seed(home)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def access(clock: FakeClock) -> Access:
    return Access(bind_host="127.0.0.1", port=PORT, clock=clock)


CSRF_META = re.compile(r'<meta name="csrf-token" content="([^"]+)">')


def sign_in(c: TestClient, token: str, path: str = "/pending") -> str:
    """Sign ``c`` in as a browser does (the printed link), keep its cookie and send its
    Origin from now on; returns the session's CSRF token, read from the page."""
    r = c.get(f"{path}?token={token}")
    assert r.status_code == 303, r.text
    c.headers["origin"] = BASE
    page = c.get(path, headers={"accept": "text/html"})
    match = CSRF_META.search(page.text)
    assert match, page.text[:500]
    return match.group(1)


@pytest.fixture
def client(seeded: Seeded, access: Access) -> Iterator[TestClient]:
    """The app in process, signed in as a browser (session cookie, its Origin); the
    session's CSRF token is ``client.csrf_token``."""
    app = create_app(seeded.settings, access)
    with TestClient(app, base_url=BASE, follow_redirects=False) as c:
        c.csrf_token = sign_in(c, access.token)
        yield c


@pytest.fixture
def bearer(seeded: Seeded, access: Access) -> Iterator[TestClient]:
    """The app in process for an API client: ``Authorization: Bearer`` with the token."""
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
