"""The console's access rules over HTTP (in process) and on their own: the one-time token,
sessions and sign-out, CSRF tokens tied to a session, the exact Origin (Referer fallback),
the Host header, the sign-in throttle (on a fake clock) and the body cap."""

from __future__ import annotations

import json
import threading

import anyio
import pytest
from starlette.routing import Route
from starlette.testclient import TestClient

from reverie.config import ConfigError, FakeClock, load_settings
from reverie.memory.pending.staging import list_pending
from reverie.worker.web.app import create_app
from reverie.worker.web.middleware import MAX_BODY_BYTES
from reverie.worker.web.security import SESSION_COOKIE, Access
from reverie.worker.web.throttle import (
    FREE_OVERALL,
    FREE_PER_CLIENT,
    MAX_DELAY,
    Backoff,
)
from tests.web.conftest import BASE, CSRF_META, PORT, sign_in
from tests.web.support import FAILED_JOB, Seeded, version_of

PAGES = ["/pending", "/memory", "/journal", "/queue", "/sessions?q=podman"]
PASSWORD = "correct horse battery"


@pytest.fixture
def guarded(seeded: Seeded, clock: FakeClock) -> Access:
    """A console with a password as well as the token."""
    return Access(bind_host="127.0.0.1", port=PORT, password=PASSWORD, clock=clock)


def browser(seeded: Seeded, access: Access) -> TestClient:
    return TestClient(create_app(seeded.settings, access), base_url=BASE,
                      follow_redirects=False)


def password_sign_in(c: TestClient) -> str:
    """Sign in through the form; returns the session's CSRF token."""
    r = c.post("/login", data={"password": PASSWORD}, headers={"origin": BASE})
    assert r.status_code == 303, r.text
    c.headers["origin"] = BASE
    return CSRF_META.search(c.get("/pending", headers={"accept": "text/html"}).text).group(1)


# --- signing in ----------------------------------------------------------------------------

def test_without_credentials_nothing_is_served(anonymous: TestClient) -> None:
    for path in PAGES + ["/api/pending", "/api/queue", "/metrics"]:
        r = anonymous.get(path, headers={"accept": "application/json"})
        assert r.status_code == 401, path
        assert "PostgreSQL" not in r.text
    r = anonymous.get("/pending", headers={"accept": "text/html"})
    assert r.status_code == 303 and r.headers["location"] == "/login"
    assert anonymous.get("/api/pending", headers={"authorization": "Bearer wrong"}).status_code == 401
    r = anonymous.post("/api/pending/all/approve", headers={"origin": BASE})
    assert r.status_code == 401
    assert anonymous.get("/login").status_code == 200  # the sign-in page itself is public


def test_no_page_an_unauthenticated_client_fetches_carries_a_csrf_token(
        anonymous: TestClient, access: Access) -> None:
    fetched = [anonymous.get("/login"), anonymous.get("/login", headers={"accept": "text/html"}),
               anonymous.get("/pending", headers={"accept": "text/html"}),
               anonymous.get("/api/pending"), anonymous.get("/queue?token=wrong"),
               anonymous.post("/login", data={"password": "wrong"})]
    for r in fetched:
        assert 'name="csrf-token"' not in r.text and 'name="csrf_token"' not in r.text, r.text
    # Signing in makes a token, and no public page shows it afterwards either.
    csrf = sign_in(anonymous, access.token)
    assert csrf not in anonymous.get("/login").text


def test_the_printed_token_signs_in_once_and_then_dies(seeded: Seeded, access: Access) -> None:
    first, second = browser(seeded, access), browser(seeded, access)
    assert first.head(f"/queue?token={access.token}").status_code == 401  # a HEAD spends nothing
    assert access.token_live
    r = first.get(f"/queue?token={access.token}")
    assert r.status_code == 303 and r.headers["location"] == "/queue"  # gone from the URL
    set_cookie = r.headers["set-cookie"].lower()
    assert "httponly" in set_cookie and "samesite=strict" in set_cookie and "max-age=" in set_cookie
    assert first.get("/api/queue").status_code == 200
    # The same link again (another browser, the form, a script's Bearer): dead.
    r = second.get(f"/queue?token={access.token}")
    assert r.status_code == 401 and "signs in once" in r.text
    assert second.post("/login", data={"password": access.token}).status_code == 401
    assert second.get("/api/queue", headers={
        "authorization": f"Bearer {access.token}"}).status_code == 401
    # The browser that holds the session may open the link again: it just drops the token.
    r = first.get(f"/memory?token={access.token}")
    assert r.status_code == 303 and r.headers["location"] == "/memory"


def test_the_token_is_exchanged_once_even_by_requests_at_the_same_moment() -> None:
    access = Access(bind_host="127.0.0.1", port=PORT)
    start = threading.Barrier(8)
    verdicts = []

    def exchange() -> None:
        start.wait()
        verdicts.append(access.verify(access.token, "127.0.0.1", exchange=True).ok)

    threads = [threading.Thread(target=exchange) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(verdicts) == [False] * 7 + [True]


def test_an_unexchanged_token_serves_bearer_clients(bearer: TestClient, access: Access) -> None:
    assert bearer.get("/api/pending").status_code == 200
    assert bearer.get("/api/queue").status_code == 200  # not used up by bearer requests
    assert access.token_live


def test_each_sign_in_is_its_own_session_and_sign_out_ends_only_that_one(
        seeded: Seeded, guarded: Access) -> None:
    a, b = browser(seeded, guarded), browser(seeded, guarded)
    csrf_a, csrf_b = password_sign_in(a), password_sign_in(b)
    cookie_a, cookie_b = a.cookies[SESSION_COOKIE], b.cookies[SESSION_COOKIE]
    assert cookie_a != cookie_b and csrf_a != csrf_b
    assert len(guarded.sessions) == 2
    r = a.post("/logout", data={"csrf_token": csrf_a})
    assert r.status_code == 303 and r.headers["location"] == "/login"
    assert f'{SESSION_COOKIE}=""' in r.headers["set-cookie"] or "max-age=0" in \
        r.headers["set-cookie"].lower()
    outsider = browser(seeded, guarded)
    r = outsider.get("/api/pending", headers={"cookie": f"{SESSION_COOKIE}={cookie_a}"})
    assert r.status_code == 401  # the signed-out cookie is dead, even replayed
    assert b.get("/api/pending").status_code == 200  # the other session lives on
    assert len(guarded.sessions) == 1
    # A sign-out needs the session's own CSRF token, like every other change.
    assert b.post("/logout", data={"csrf_token": csrf_a}).status_code == 403
    assert b.get("/api/pending").status_code == 200


def test_a_forged_or_expired_session_cookie_is_no_credential(
        seeded: Seeded, access: Access, clock: FakeClock) -> None:
    c = browser(seeded, access)
    sign_in(c, access.token)
    assert c.get("/api/pending").status_code == 200
    other = browser(seeded, access)
    assert other.get("/api/pending", headers={
        "cookie": f"{SESSION_COOKIE}=forged"}).status_code == 401
    clock.advance(access.sessions.idle - 1)
    assert c.get("/api/pending").status_code == 200  # a request keeps it alive...
    clock.advance(access.sessions.idle + 1)
    assert c.get("/api/pending").status_code == 401  # ...silence past the idle limit ends it


def test_a_session_ends_at_its_lifetime_however_busy(seeded: Seeded, access: Access,
                                                     clock: FakeClock) -> None:
    c = browser(seeded, access)
    sign_in(c, access.token)
    step = access.sessions.idle / 2
    while clock.monotonic() + step < access.sessions.lifetime:
        clock.advance(step)
        assert c.get("/api/pending").status_code == 200
    clock.advance(access.sessions.lifetime + 1 - clock.monotonic())
    assert c.get("/api/pending").status_code == 401


def test_live_sessions_are_capped(clock: FakeClock) -> None:
    access = Access(bind_host="127.0.0.1", port=PORT, password=PASSWORD, clock=clock)
    ids = [access.sessions.start()[0] for _ in range(access.sessions.limit + 5)]
    assert len(access.sessions) == access.sessions.limit
    assert access.session(ids[0]) is None and access.session(ids[-1]) is not None


def test_password_sign_in(seeded: Seeded, guarded: Access) -> None:
    c = browser(seeded, guarded)
    assert c.post("/login", data={"password": "wrong"}).status_code == 401
    r = c.post("/login", data={"password": PASSWORD})
    assert r.status_code == 303 and r.cookies.get(SESSION_COOKIE)
    assert c.get("/api/pending", headers={"authorization": f"Bearer {PASSWORD}"}).status_code == 200
    r = c.post("/login", data={"password": PASSWORD}, headers={"origin": "http://evil.example"})
    assert r.status_code == 403


def test_the_password_setting_is_validated_and_redacted(home, clean_env) -> None:
    (home / "config.yaml").write_text("reverie:\n  web:\n    password: short\n")
    with pytest.raises(ConfigError) as err:
        load_settings(home, environ=clean_env)
    assert "at least 12 characters" in str(err.value) and "short" not in str(err.value)
    (home / "config.yaml").write_text("reverie:\n  web:\n    password: a-long-enough-secret\n")
    settings = load_settings(home, environ=clean_env)
    assert settings.web_password == "a-long-enough-secret"
    assert "a-long-enough-secret" not in repr(settings)
    from reverie.config import effective_config
    assert effective_config(settings)["reverie"]["web"]["password"] == "***"
    env = clean_env | {"REVERIE_WEB_PASSWORD": "from-the-environment"}
    assert load_settings(home, environ=env).web_password == "from-the-environment"
    assert "from-the-environment" not in json.dumps(effective_config(load_settings(home, environ=env)))
    (home / "config.yaml").write_text("")
    no_password = load_settings(home, environ=clean_env)
    with pytest.raises(ConfigError, match="without a password"):
        Access.for_bind(no_password, "0.0.0.0", PORT)
    assert Access.for_bind(no_password, "127.0.0.1", PORT).password == ""
    assert Access.for_bind(settings, "0.0.0.0", PORT).password == "a-long-enough-secret"


# --- the sign-in throttle ------------------------------------------------------------------

def test_a_storm_of_wrong_passwords_is_not_answered(seeded: Seeded, guarded: Access,
                                                    clock: FakeClock) -> None:
    c = browser(seeded, guarded)
    statuses = [c.post("/login", data={"password": f"guess {i}"}).status_code
                for i in range(100)]
    assert statuses[:FREE_PER_CLIENT] == [401] * FREE_PER_CLIENT
    assert set(statuses[FREE_PER_CLIENT:]) == {429}
    r = c.post("/login", data={"password": PASSWORD})  # not even the right one is checked
    assert r.status_code == 429 and r.headers["retry-after"] == "1"
    assert "Too many failed sign-ins" in r.text
    clock.advance(1)
    assert c.post("/login", data={"password": "guess again"}).status_code == 401
    r = c.post("/login", data={"password": PASSWORD})
    assert r.status_code == 429 and r.headers["retry-after"] == "2"  # doubled
    clock.advance(2)
    assert c.post("/login", data={"password": PASSWORD}).status_code == 303
    # A success clears the client's count: a typo right after costs no wait.
    assert c.post("/login", data={"password": "typo"}).status_code == 401


def test_the_throttle_covers_the_link_and_bearer_but_not_signed_in_sessions(
        seeded: Seeded, access: Access, clock: FakeClock) -> None:
    signed = browser(seeded, access)
    sign_in(signed, access.token)
    guesser = browser(seeded, access)
    for i in range(FREE_PER_CLIENT):
        assert guesser.get(f"/pending?token=guess{i}").status_code == 401
    assert guesser.get("/pending?token=guess").status_code == 429
    r = guesser.get("/api/pending", headers={"authorization": "Bearer guess"})
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
    assert signed.get("/api/pending").status_code == 200  # the signed-in browser is untouched


def test_failures_are_limited_over_all_clients_too(clock: FakeClock) -> None:
    access = Access(bind_host="0.0.0.0", port=PORT, password=PASSWORD, clock=clock)
    for i in range(FREE_OVERALL):
        assert not access.verify("guess", f"192.0.2.{i}", exchange=True).ok
    verdict = access.verify(PASSWORD, "198.51.100.1", exchange=True)  # a client never seen
    assert not verdict.ok and verdict.retry_after == 1
    clock.advance(1)
    assert access.verify(PASSWORD, "198.51.100.1", exchange=True).ok


def test_the_backoff_doubles_up_to_a_cap_and_is_forgotten_after_an_hour() -> None:
    backoff = Backoff(free=2)
    delays = []
    now = 0.0
    for _ in range(14):
        backoff.failed(now)
        delays.append(backoff.delay())
        now += backoff.delay()
    assert delays[:6] == [0, 1, 2, 4, 8, 16] and delays[-1] == MAX_DELAY
    assert backoff.wait(now - 1) == 1  # one second before the wait ends
    assert backoff.wait(now + 3601) == 0  # an hour of quiet: forgotten
    backoff.failed(now + 3601)
    assert backoff.failures == 1 and backoff.delay() == 0


# --- CSRF -----------------------------------------------------------------------------------

def test_every_state_changing_route_needs_the_sessions_csrf_token(client: TestClient,
                                                                  seeded: Seeded) -> None:
    posts = [r for r in client.app.routes if isinstance(r, Route) and "POST" in r.methods
             and r.path != "/login"]
    # 15, memory upkeep's six (issue 20): archive restore, memory protect/unprotect, and
    # archive delete's two (session 26).
    assert len(posts) == 23
    for route in posts:
        path = (route.path.replace("{record_id}", seeded.add_memory)
                .replace("{node}", "abcd").replace("{op_id:int}", "1")
                .replace("{job_id}", FAILED_JOB).replace("{fact_id:int}", "1"))
        assert client.post(path).status_code == 403, path
        assert client.post(path, headers={"x-csrf-token": "wrong"}).status_code == 403, path
        assert client.post(path, data={"csrf_token": "wrong"}).status_code == 403, path
    assert len(list_pending(seeded.settings)) == 3
    assert client.get("/api/queue").json()["failed"][0]["id"] == FAILED_JOB
    # The page carries the token it needs.
    page = client.get("/pending").text
    assert f'<meta name="csrf-token" content="{client.csrf_token}">' in page
    assert f'name="csrf_token" value="{client.csrf_token}"' in page


def test_a_csrf_token_works_only_with_its_own_session(seeded: Seeded, guarded: Access) -> None:
    a, b = browser(seeded, guarded), browser(seeded, guarded)
    csrf_a, csrf_b = password_sign_in(a), password_sign_in(b)
    rid = seeded.add_memory
    assert b.post(f"/api/pending/{rid}/reject", headers={"x-csrf-token": csrf_a}).status_code == 403
    assert a.post(f"/api/pending/{rid}/reject", headers={"x-csrf-token": csrf_b}).status_code == 403
    assert rid in {r.id for r in list_pending(seeded.settings)}
    assert b.post(f"/api/pending/{rid}/reject", headers={"x-csrf-token": csrf_b},
                  json={"version": version_of(seeded.settings, rid)}).status_code == 200


def test_bearer_requests_need_no_csrf_token(bearer: TestClient, seeded: Seeded) -> None:
    # A script with a bearer secret sends no Origin, Referer or CSRF token: no browser sends
    # Authorization by itself, so no other site can forge this request.
    r = bearer.post(f"/api/pending/{seeded.add_memory}/reject",
                    json={"version": version_of(seeded.settings, seeded.add_memory)})
    assert r.status_code == 200, r.text
    assert seeded.add_memory not in {rec.id for rec in list_pending(seeded.settings)}


# --- Origin and Referer ----------------------------------------------------------------------

FOREIGN_ORIGINS = [
    "http://localhost", "http://127.0.0.1", "http://127.0.0.1:80", "http://localhost:9120",
    "https://127.0.0.1:9120", "http://127.0.0.1:9121", "http://127.0.0.1:9120.evil.example",
    "http://user@127.0.0.1:9120", "http://evil.example", "null", "127.0.0.1:9120",
    "http://[::1]:9120",
]


def test_an_origin_other_than_the_consoles_own_is_refused(client: TestClient,
                                                          seeded: Seeded) -> None:
    # One seeded home for all of them (each would cost a second to seed).
    for origin in FOREIGN_ORIGINS:
        r = client.post(f"/api/pending/{seeded.add_memory}/reject",
                        headers={"x-csrf-token": client.csrf_token, "origin": origin})
        assert r.status_code == 403, origin
    assert len(list_pending(seeded.settings)) == 3


def test_the_consoles_own_origin_is_accepted(client: TestClient, seeded: Seeded) -> None:
    r = client.post(f"/api/pending/{seeded.add_memory}/reject",
                    headers={"x-csrf-token": client.csrf_token, "origin": BASE},
                    json={"version": version_of(seeded.settings, seeded.add_memory)})
    assert r.status_code == 200


def test_origin_matching_by_host_and_port() -> None:
    access = Access(bind_host="127.0.0.1", port=PORT)
    assert access.origin_matches("http://localhost:9120", "localhost:9120")
    assert access.origin_matches("http://[::1]:9120", "[::1]:9120")
    assert access.origin_matches("HTTP://LOCALHOST:9120", "localhost:9120")
    assert not access.origin_matches("http://localhost:9120", "127.0.0.1:9120")  # another host
    assert not access.origin_matches("http://localhost:9120", "evil.example:9120")
    on_80 = Access(bind_host="127.0.0.1", port=80)
    assert on_80.origin_matches("http://localhost", "localhost")  # browsers leave 80 out
    assert not on_80.origin_matches("http://localhost:9120", "localhost")


def test_the_referer_stands_in_for_a_missing_origin(client: TestClient, seeded: Seeded) -> None:
    del client.headers["origin"]
    csrf = {"x-csrf-token": client.csrf_token}
    rid = seeded.add_memory
    r = client.post(f"/api/pending/{rid}/reject", headers=csrf | {"referer": "http://localhost/x"})
    assert r.status_code == 403
    r = client.post(f"/api/pending/{rid}/reject", headers=csrf)  # neither: refused for a cookie
    assert r.status_code == 403 and "no Origin" in r.text
    assert len(list_pending(seeded.settings)) == 3
    r = client.post(f"/api/pending/{rid}/reject", headers=csrf | {"referer": f"{BASE}/pending?x=1"},
                    json={"version": version_of(seeded.settings, rid)})
    assert r.status_code == 200


# --- Host -----------------------------------------------------------------------------------

def test_an_unknown_host_header_is_refused(client: TestClient) -> None:
    for host in ("evil.example", "evil.example:9120", "127.0.0.1:9999",
                 "localhost.evil.example:9120", ""):
        r = client.get("/api/pending", headers={"host": host})
        assert r.status_code in (400, 421) and "PostgreSQL" not in r.text, host


def test_host_names_a_loopback_console_accepts() -> None:
    access = Access(bind_host="127.0.0.1", port=PORT)
    for ok in ("127.0.0.1:9120", "localhost:9120", "[::1]:9120", "LOCALHOST:9120", "localhost"):
        assert access.host_allowed(ok), ok
    for bad in ("[::1]:80", "127.0.0.2:9120", "example.com:9120", None):
        assert not access.host_allowed(bad), bad
    public = Access(bind_host="192.0.2.7", port=PORT, password="x" * 16,
                    extra_hosts=("console.example",))
    assert public.host_allowed("192.0.2.7:9120") and public.host_allowed("console.example:9120")


# --- the body cap ---------------------------------------------------------------------------

def test_a_body_over_the_cap_is_refused_with_413(client: TestClient, seeded: Seeded) -> None:
    node = client.get("/api/memory").json()["targets"]["memory"]["entries"][0]["node"]
    before = seeded.settings.memory_file("memory").read_text(encoding="utf-8")
    big = json.dumps({"text": "x" * MAX_BODY_BYTES})
    r = client.post(f"/api/memory/{node}/edit", content=big,
                    headers={"x-csrf-token": client.csrf_token,
                             "content-type": "application/json"})
    assert r.status_code == 413 and "KiB" in r.json()["error"]
    # Without a Content-Length (chunked), the count stops it while it is read.
    r = client.post(f"/api/memory/{node}/edit", content=iter([big.encode()[:65536]] * 20),
                    headers={"x-csrf-token": client.csrf_token,
                             "content-type": "application/json"})
    assert r.status_code == 413
    assert seeded.settings.memory_file("memory").read_text(encoding="utf-8") == before
    # The sign-in form, which anyone may post to, is capped the same way.
    r = client.post("/login", content=b"password=" + b"x" * MAX_BODY_BYTES,
                    headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413


def test_reading_stops_at_the_cap(seeded: Seeded, access: Access) -> None:
    """A 200 MB body streamed at the app: it stops pulling chunks just past the cap and
    answers 413, so the process never holds more than the cap."""
    app = create_app(seeded.settings, access)
    session_id, session = access.sessions.start()
    chunk = b"x" * 65536
    pulled = 0
    sent: list[dict] = []

    async def receive() -> dict:
        nonlocal pulled
        pulled += 1
        return {"type": "http.request", "body": chunk, "more_body": pulled < 3200}

    async def send(message: dict) -> None:
        sent.append(message)

    node = "abcd"
    scope = {"type": "http", "method": "POST", "path": f"/api/memory/{node}/edit",
             "raw_path": f"/api/memory/{node}/edit".encode(), "query_string": b"",
             "root_path": "", "scheme": "http", "http_version": "1.1", "server": ("127.0.0.1", PORT),
             "client": ("127.0.0.1", 50000),
             "headers": [(b"host", f"127.0.0.1:{PORT}".encode()), (b"origin", BASE.encode()),
                         (b"cookie", f"{SESSION_COOKIE}={session_id}".encode()),
                         (b"x-csrf-token", session.csrf.encode()),
                         (b"content-type", b"application/json"),
                         (b"transfer-encoding", b"chunked")]}
    anyio.run(app, scope, receive, send)
    assert sent[0]["type"] == "http.response.start" and sent[0]["status"] == 413
    assert pulled == MAX_BODY_BYTES // len(chunk) + 1


def test_a_body_under_the_cap_is_read(client: TestClient, seeded: Seeded) -> None:
    node = client.get("/api/memory").json()["targets"]["memory"]["entries"][0]["node"]
    # Long but not one unit repeated (a word said 24+ times running is refused as a flood).
    text = "The build farm has " + " ".join(f"rack {i} with {i + 8} hosts," for i in range(40)) + " all up."
    r = client.post(f"/api/memory/{node}/edit", json={"text": text},
                    headers={"x-csrf-token": client.csrf_token})
    assert r.status_code == 200, r.text
    assert text in seeded.settings.memory_file("memory").read_text(encoding="utf-8")
    r = client.post(f"/api/memory/{node}/edit", content=b"{not json",
                    headers={"x-csrf-token": client.csrf_token, "content-type": "application/json"})
    assert r.status_code == 400 and "not valid JSON" in r.json()["error"]
