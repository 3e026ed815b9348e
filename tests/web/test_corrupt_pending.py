"""Issue 19 item 6 through the console's HTTP API: a pending record whose created_at is no
time (NaN, Infinity, "inf", 10**400) is listed as a problem, and the other records are
shown, approved and rejected as usual (before: every page and action answered 500)."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from reverie.memory.pending.staging import list_pending
from tests.memory.support import IMPOSSIBLE_TIMES, write_record_with_time
from tests.web.support import Seeded, version_of, versions_of

BAD_ID = "badbad01"


def csrf(client: TestClient) -> dict[str, str]:
    return {"x-csrf-token": client.csrf_token}


@pytest.mark.parametrize("created_at", IMPOSSIBLE_TIMES.values(), ids=IMPOSSIBLE_TIMES.keys())
def test_the_console_lists_and_approves_beside_a_record_with_an_impossible_time(
        client: TestClient, seeded: Seeded, created_at: str) -> None:
    write_record_with_time(seeded.settings, BAD_ID, created_at)
    for page in ("/pending", "/api/pending", "/journal", "/"):
        assert client.get(page).status_code in (200, 303), page
    data = client.get("/api/pending").json()
    listed = {item["id"] for item in data["pending"]}
    assert {seeded.add_memory, seeded.add_user} <= listed and BAD_ID not in listed
    assert any(BAD_ID in problem for problem in data["problems"])
    assert BAD_ID in client.get("/pending").text

    r = client.post(f"/api/pending/{seeded.add_user}/reject", headers=csrf(client),
                    json={"version": version_of(seeded.settings, seeded.add_user)})
    assert r.status_code == 200 and r.json()["results"][0]["status"] == "rejected"
    # "Approve all" as the page sends it: the versions of the records it showed
    r = client.post("/api/pending/all/approve", headers=csrf(client),
                    json={"versions": versions_of(seeded.settings)})
    assert r.status_code in (200, 409), r.text
    results = {item["record_id"]: item for item in r.json()["results"]}
    assert results[seeded.add_memory]["status"] == "approved"
    assert results.get(BAD_ID, {}).get("status") in (None, "refused")  # never applied
    assert {rec.id for rec in list_pending(seeded.settings)} <= {seeded.replace_memory}
    assert (seeded.settings.pending_dir / f"{BAD_ID}.json").exists()
    assert any(BAD_ID in p for p in client.get("/api/pending").json()["problems"])
