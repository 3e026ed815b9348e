"""Numbers a client types into the console: offsets, limits, a Content-Length. Whatever the
text, a page (or the body-size refusal), never a 500. ``str.isdigit`` accepts "²" and
"٣"-like digits ``int`` refuses or reads, and ``int`` refuses 4,300 digits and more."""

from __future__ import annotations

import anyio
import pytest
from hypothesis import HealthCheck, example, given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from reverie.worker.web.app import create_app
from reverie.worker.web.security import Access
from tests.web.support import Seeded

NUMBERS = ["²", "9" * 5000, "0" * 40 + "2", "99999999999999999999999", "-1", "1e3", ""]


@pytest.mark.parametrize("number", NUMBERS)
@pytest.mark.parametrize("path", ["/api/sessions?q=podman&offset={}",
                                  "/api/pending?offset={}", "/api/pending?limit={}"])
def test_an_offset_or_limit_that_is_no_number_still_serves_the_page(
        bearer: TestClient, path: str, number: str) -> None:
    r = bearer.get(path.format(number))
    assert r.status_code == 200, r.text


def test_a_far_offset_is_an_empty_page_and_a_huge_limit_the_largest(bearer: TestClient) -> None:
    """Guard of the readings kept (passes on the parent for the short numbers)."""
    assert bearer.get("/api/sessions?q=podman&offset=" + "9" * 30).json()["hits"] == []
    assert bearer.get("/api/sessions?q=podman&offset=0").json()["hits"]
    assert bearer.get("/api/pending?limit=" + "9" * 30).json()["limit"] == 1000


@hyp_settings(max_examples=60, deadline=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(offset=st.text(max_size=30), limit=st.text(max_size=30))
@example(offset="²", limit="³")
def test_any_offset_and_limit_text_is_never_a_server_error(bearer: TestClient, offset: str,
                                                          limit: str) -> None:
    for path in ("/api/pending", "/api/sessions"):
        r = bearer.get(path, params={"offset": offset, "limit": limit, "q": "podman"})
        assert r.status_code == 200, (offset, limit, r.text)


@pytest.mark.parametrize("length", [b"\xb2", b"9" * 5000])
def test_a_content_length_that_is_no_number_is_refused_as_too_large(
        seeded: Seeded, access: Access, length: bytes) -> None:
    """Sent raw (a client library would not): "²" is a digit to ``isdigit``, a latin-1
    header byte, and no number to ``int``."""
    app = create_app(seeded.settings, access)
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
             "method": "POST", "scheme": "http", "path": "/api/pending/all/reject",
             "raw_path": b"/api/pending/all/reject", "query_string": b"", "root_path": "",
             "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", access.port),
             "headers": [(b"host", f"127.0.0.1:{access.port}".encode()),
                         (b"authorization", f"Bearer {access.token}".encode()),
                         (b"content-type", b"application/json"),
                         (b"content-length", length)]}
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b"{}", "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    anyio.run(app, scope, receive, send)
    start = next(m for m in sent if m["type"] == "http.response.start")
    assert start["status"] == 413
