"""Every console route over HTTP (in process, through Starlette's test client), and the
access rules: token, cookie, password, CSRF, Origin, Host."""

from __future__ import annotations

import json
import re

import pytest
from starlette.routing import Route
from starlette.testclient import TestClient

from reverie.config import ConfigError, load_settings
from reverie.memory.journal import Journal
from reverie.memory.staging import list_pending
from reverie.memory.store import open_store
from reverie.worker.web.app import create_app
from reverie.worker.web.diffview import side_by_side
from reverie.worker.web.security import Access
from tests.web.conftest import BASE, PORT
from tests.web.support import FAILED_JOB, HOSTILE, SECRET, SESSION, Seeded

PAGES = ["/pending", "/memory", "/journal", "/queue", "/sessions?q=podman",
         f"/sessions/{SESSION}"]


def csrf(access: Access) -> dict[str, str]:
    return {"x-csrf-token": access.csrf}


def memory_file(seeded: Seeded, target: str = "memory") -> str:
    return seeded.settings.memory_file(target).read_text(encoding="utf-8")


# --- pages and their JSON twins ------------------------------------------------------------

def test_every_page_renders_escaped_and_without_secrets(client: TestClient, seeded: Seeded) -> None:
    for path in PAGES:
        r = client.get(path)
        assert r.status_code == 200, path
        assert r.headers["content-type"].startswith("text/html")
        assert SECRET not in r.text, path
        assert "<script>window.pwned" not in r.text and "<img src=x" not in r.text, path
        assert "content-security-policy" in r.headers and r.headers["x-frame-options"] == "DENY"
        # Only our own stylesheet and script: nothing from a CDN (it works offline).
        assert not re.search(r'(?:src|href)="(?:https?:)?//', r.text), path
        assert '<script src="/static/console.js"' in r.text
    session = client.get(f"/sessions/{SESSION}").text
    assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in session
    assert "[withheld: secret.github_token]" in session
    pending = client.get("/pending").text
    assert "&lt;b&gt;always&lt;/b&gt;" in pending  # a proposal's own HTML is text too


def test_pending_page_and_api_show_records_with_diffs(client: TestClient, seeded: Seeded) -> None:
    page = client.get("/pending").text
    for rid in (seeded.add_memory, seeded.add_user, seeded.replace_memory):
        assert f'data-record="{rid}"' in page
    assert "The project uses PostgreSQL 17." in page and "The project uses PostgreSQL 16." in page
    assert f'href="/sessions/{SESSION}#m{seeded.message_ids[0]}"' in page
    data = client.get("/api/pending").json()
    by_id = {item["id"]: item for item in data["pending"]}
    item = by_id[seeded.replace_memory]
    assert item["reason"] == "The database was upgraded." and item["confidence"] == 0.7
    assert item["auto"] is True and item["age"].endswith("s")
    assert "-The project uses PostgreSQL 16." in item["diff"]["diff"]
    assert "+The project uses PostgreSQL 17." in item["diff"]["diff"]
    assert {"left": "The project uses PostgreSQL 16.", "right": "The project uses PostgreSQL 17.",
            "kind": "change"} in item["diff"]["rows"]
    assert item["evidence"]["quotes"][0]["message_id"] == seeded.message_ids[0]


def test_memory_page_and_api(client: TestClient, seeded: Seeded) -> None:
    data = client.get("/api/memory").json()["targets"]
    assert [e["text"] for e in data["memory"]["entries"]] == [
        "The project uses PostgreSQL 16.", "Deploys go through GitHub Actions."]
    assert data["memory"]["limit"] == 2200 and data["memory"]["chars"] > 0
    assert data["memory"]["snapshot"].count("PostgreSQL 16") == 1
    page = client.get("/memory").text
    assert '<progress class="bar' in page and "Frozen snapshot" in page


def test_queue_page_and_api(client: TestClient, seeded: Seeded) -> None:
    data = client.get("/api/queue").json()
    assert [j["id"] for j in data["failed"]] == [FAILED_JOB]
    workers = {w["owner"]: w for w in data["status"]["workers"]}
    assert workers[seeded.dead_worker]["liveness"] == "dead"
    assert data["status"]["cost"]["by_purpose"]["review"]["input_tokens"] == 1200
    page = client.get("/queue").text
    assert FAILED_JOB in page and "live-dead" in page and "no scheduler is running" in page


def test_sessions_search_and_transcript(client: TestClient, seeded: Seeded) -> None:
    hits = client.get("/api/sessions", params={"q": "podman"}).json()["hits"]
    assert hits and hits[0]["session_id"] == SESSION
    assert ">>>" in hits[0]["matches"][0]["snippet"]
    assert "<mark>" in client.get("/sessions", params={"q": "podman"}).text
    transcript = client.get(f"/api/sessions/{SESSION}").json()
    contents = [m["content"] for m in transcript["messages"]]
    assert contents[2] == HOSTILE  # JSON carries the text; the page escapes it
    assert contents[3] == "[withheld: secret.github_token]"
    assert client.get("/api/sessions/no-such-session").status_code == 404
    assert client.get("/sessions/no-such-session").status_code == 404
    assert client.get("/api/sessions", params={"q": ""}).json()["hits"] == []


def test_journal_and_metrics_and_index(client: TestClient) -> None:
    ops = client.get("/api/journal").json()["operations"]
    assert {op["event"] for op in ops} == {"staged"}
    assert client.get("/journal").status_code == 200
    r = client.get("/metrics")
    assert r.status_code == 200 and "reverie_pending_records 3.0" in r.text
    assert client.get("/").headers["location"] == "/pending"
    assert client.get("/static/console.css").status_code == 200


# --- actions -------------------------------------------------------------------------------

def test_approve_writes_through_the_store_and_journal(client: TestClient, access: Access,
                                                      seeded: Seeded) -> None:
    r = client.post(f"/api/pending/{seeded.add_memory}/approve", headers=csrf(access))
    assert r.status_code == 200, r.text
    assert r.json()["results"][0]["message"].startswith(f"Approved {seeded.add_memory}:")
    assert "CI runners use Podman, not Docker." in memory_file(seeded)
    with Journal(seeded.settings) as j:
        approved = [op for op in j.log(10) if op.event == "approved"]
    assert approved[0].record_id == seeded.add_memory
    assert approved[0].after == "CI runners use Podman, not Docker."


def test_form_actions_redirect_with_the_cli_wording(client: TestClient, access: Access,
                                                    seeded: Seeded) -> None:
    r = client.post(f"/pending/{seeded.add_user}/reject", data={"csrf_token": access.csrf})
    assert r.status_code == 303 and r.headers["location"].startswith("/pending?n=")
    page = client.get(r.headers["location"]).text
    assert f"Rejected {seeded.add_user}:" in page
    assert seeded.add_user not in {rec.id for rec in list_pending(seeded.settings)}
    # The notice is shown once.
    assert f"Rejected {seeded.add_user}:" not in client.get(r.headers["location"]).text
    # An off-site "back" is ignored.
    r = client.post(f"/pending/{seeded.add_memory}/approve?back=//evil.example/",
                    data={"csrf_token": access.csrf})
    assert r.headers["location"].startswith("/pending?n=")


def test_a_refused_approval_says_what_the_cli_says_and_stays_pending(
        client: TestClient, access: Access, seeded: Seeded) -> None:
    # The entry the replace is pinned to changes under it.
    store = open_store(seeded.settings)
    assert store.replace("memory", "PostgreSQL 16", "The project uses MySQL 8.")["success"]
    r = client.post(f"/api/pending/{seeded.replace_memory}/approve", headers=csrf(access))
    assert r.status_code == 409
    message = r.json()["results"][0]["message"]
    assert message.startswith(f"{seeded.replace_memory} not applied (it stays pending):")
    assert seeded.replace_memory in {rec.id for rec in list_pending(seeded.settings)}
    page = client.get("/pending").text  # the diff cannot be computed: the reason is shown
    assert f"Record {seeded.replace_memory} cannot apply to the current file" in page


def test_approve_all_and_reject_all(client: TestClient, access: Access, seeded: Seeded) -> None:
    r = client.post("/api/pending/all/reject", headers=csrf(access))
    assert r.status_code == 200 and len(r.json()["results"]) == 3
    assert list_pending(seeded.settings) == []
    r = client.post("/api/pending/all/approve", headers=csrf(access))
    assert r.json() == {"results": []}
    r = client.post("/api/pending/not-an-id/approve", headers=csrf(access))
    assert r.status_code == 400 and "not-an-id" in r.json()["error"]


def test_edit_delete_and_undo_entries(client: TestClient, access: Access, seeded: Seeded) -> None:
    entries = client.get("/api/memory").json()["targets"]["memory"]["entries"]
    node = entries[1]["node"]
    r = client.post(f"/api/memory/{node}/edit", headers=csrf(access),
                    json={"text": "Deploys go through GitHub Actions on ubuntu-24.04."})
    assert r.status_code == 200 and r.json()["success"], r.text
    assert "ubuntu-24.04" in memory_file(seeded)
    # The store's scanner applies to console edits too.
    node = client.get("/api/memory").json()["targets"]["memory"]["entries"][1]["node"]
    r = client.post(f"/memory/{node}/edit", data={"csrf_token": access.csrf,
                                                  "text": f"token {SECRET}"})
    assert r.status_code == 303
    assert "Blocked" in client.get(r.headers["location"]).text
    assert SECRET not in memory_file(seeded)
    first = client.get("/api/memory").json()["targets"]["memory"]["entries"][0]["node"]
    r = client.post(f"/api/memory/{first}/delete", headers=csrf(access))
    assert r.json()["success"] and "PostgreSQL 16" not in memory_file(seeded)
    ops = client.get("/api/journal").json()["operations"]
    assert ops[0]["event"] == "applied" and ops[0]["via"] == "console" and ops[0]["undoable"]
    r = client.post(f"/api/journal/{ops[0]['op_id']}/undo", headers=csrf(access))
    assert r.json()["success"], r.text
    assert "The project uses PostgreSQL 16." in memory_file(seeded)
    r = client.post(f"/api/journal/{ops[0]['op_id']}/undo", headers=csrf(access))
    assert r.status_code == 409 and "already undone" in r.json()["error"]


def test_retry_and_drop_failed_jobs(client: TestClient, access: Access, seeded: Seeded) -> None:
    r = client.post(f"/api/queue/{FAILED_JOB}/retry", headers=csrf(access))
    assert r.status_code == 200 and r.json()["action"] == "retried"
    assert client.get("/api/queue").json()["failed"] == []
    assert client.get("/api/queue").json()["status"]["pending"] == 1
    r = client.post(f"/api/queue/{FAILED_JOB}/drop", headers=csrf(access))
    assert r.status_code == 400 and "not a failed job" in r.json()["error"]


# --- access rules --------------------------------------------------------------------------

def test_without_credentials_nothing_is_served(anonymous: TestClient, access: Access) -> None:
    for path in PAGES + ["/api/pending", "/api/queue", "/metrics"]:
        r = anonymous.get(path, headers={"accept": "application/json"})
        assert r.status_code == 401, path
        assert "PostgreSQL" not in r.text
    r = anonymous.get("/pending", headers={"accept": "text/html"})
    assert r.status_code == 303 and r.headers["location"] == "/login"
    assert anonymous.get("/api/pending", headers={"authorization": "Bearer wrong"}).status_code == 401
    r = anonymous.post("/api/pending/all/approve", headers=csrf(access))
    assert r.status_code == 401
    assert anonymous.get("/login").status_code == 200  # the sign-in page itself is public


def test_the_token_in_the_url_becomes_a_cookie(anonymous: TestClient, access: Access) -> None:
    r = anonymous.get(f"/queue?token={access.token}")
    assert r.status_code == 303 and r.headers["location"] == "/queue"  # token gone from the URL
    cookie = r.cookies.get("reverie_console")
    assert cookie == access.session and "httponly" in r.headers["set-cookie"].lower()
    assert "samesite=strict" in r.headers["set-cookie"].lower()
    assert anonymous.get("/api/queue").status_code == 200  # the client kept the cookie
    anonymous.cookies.clear()
    assert anonymous.get("/api/queue").status_code == 401
    assert anonymous.get("/queue?token=nope").status_code == 401
    assert anonymous.get("/api/queue", headers={"cookie": "reverie_console=forged"}).status_code == 401
    assert anonymous.get("/api/queue", headers={"cookie": f"reverie_console={cookie}"}).status_code == 200


def test_every_state_changing_route_needs_the_csrf_token(client: TestClient, access: Access,
                                                         seeded: Seeded) -> None:
    posts = [r for r in client.app.routes if isinstance(r, Route) and "POST" in r.methods
             and r.path != "/login"]
    assert len(posts) == 14
    for route in posts:
        path = (route.path.replace("{record_id}", seeded.add_memory)
                .replace("{node}", "abcd").replace("{op_id:int}", "1")
                .replace("{job_id}", FAILED_JOB))
        assert client.post(path).status_code == 403, path
        assert client.post(path, headers={"x-csrf-token": "wrong"}).status_code == 403, path
        assert client.post(path, data={"csrf_token": "wrong"}).status_code == 403, path
    assert len(list_pending(seeded.settings)) == 3
    assert client.get("/api/queue").json()["failed"][0]["id"] == FAILED_JOB
    # The page carries the token it needs.
    page = client.get("/pending").text
    assert f'<meta name="csrf-token" content="{access.csrf}">' in page
    assert f'name="csrf_token" value="{access.csrf}"' in page


def test_cross_site_origin_is_refused_even_with_the_csrf_token(client: TestClient,
                                                               access: Access,
                                                               seeded: Seeded) -> None:
    r = client.post(f"/api/pending/{seeded.add_memory}/approve",
                    headers=csrf(access) | {"origin": "http://evil.example"})
    assert r.status_code == 403
    r = client.post(f"/api/pending/{seeded.add_memory}/approve",
                    headers=csrf(access) | {"origin": BASE})
    assert r.status_code == 200


@pytest.mark.parametrize("host", ["evil.example", "evil.example:9120", "127.0.0.1:9999",
                                  "localhost.evil.example:9120", ""])
def test_an_unknown_host_header_is_refused(client: TestClient, host: str) -> None:
    r = client.get("/api/pending", headers={"host": host})
    assert r.status_code in (400, 421) and "PostgreSQL" not in r.text


def test_host_names_a_loopback_console_accepts() -> None:
    access = Access(bind_host="127.0.0.1", port=PORT)
    for ok in ("127.0.0.1:9120", "localhost:9120", "[::1]:9120", "LOCALHOST:9120", "localhost"):
        assert access.host_allowed(ok), ok
    for bad in ("[::1]:80", "127.0.0.2:9120", "example.com:9120", None):
        assert not access.host_allowed(bad), bad
    public = Access(bind_host="192.0.2.7", port=PORT, password="x" * 16,
                    extra_hosts=("console.example",))
    assert public.host_allowed("192.0.2.7:9120") and public.host_allowed("console.example:9120")


def test_password_sign_in(seeded: Seeded) -> None:
    access = Access(bind_host="127.0.0.1", port=PORT, password="correct horse battery")
    with TestClient(create_app(seeded.settings, access), base_url=BASE,
                    follow_redirects=False) as c:
        assert c.post("/login", data={"password": "wrong"}).status_code == 401
        r = c.post("/login", data={"password": "correct horse battery"})
        assert r.status_code == 303 and r.cookies.get("reverie_console") == access.session
        assert c.get("/api/pending", headers={
            "authorization": "Bearer correct horse battery"}).status_code == 200
        r = c.post("/login", data={"password": "correct horse battery"},
                   headers={"origin": "http://evil.example"})
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


def test_side_by_side_pairs_removed_and_added_lines() -> None:
    unified = "--- a/M\n+++ b/M\n@@ -1,3 +1,3 @@\n same\n-old\n+new\n+extra\n-gone\n"
    assert side_by_side(unified) == [
        {"left": "@@ -1,3 +1,3 @@", "right": "@@ -1,3 +1,3 @@", "kind": "hunk"},
        {"left": "same", "right": "same", "kind": "same"},
        {"left": "old", "right": "new", "kind": "change"},
        {"left": None, "right": "extra", "kind": "add"},
        {"left": "gone", "right": None, "kind": "del"},
    ]


def test_hand_edited_secrets_and_broken_records_are_shown_safely(client: TestClient,
                                                                 seeded: Seeded) -> None:
    # Someone pasted a token into MEMORY.md by hand, and left a broken record behind.
    path = seeded.settings.memory_file("memory")
    path.write_text(path.read_text(encoding="utf-8") + f"\n§\ndeploy token {SECRET}",
                    encoding="utf-8")
    (seeded.settings.pending_dir / "0badc0de.json").write_text("{not json", encoding="utf-8")
    for page in ("/pending", "/memory", "/api/pending", "/api/memory"):
        r = client.get(page)
        assert r.status_code == 200, page
        assert SECRET not in r.text and "[withheld: secret.github_token]" in r.text, page
    data = client.get("/api/pending").json()
    assert any("0badc0de" in p for p in data["problems"])
    assert "0badc0de" in client.get("/pending").text
    entry = client.get("/api/memory").json()["targets"]["memory"]["entries"][-1]
    assert entry["withheld"] is True
