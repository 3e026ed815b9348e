"""The console's memory page marks an entry learned from text the user did not type (the
entries doctor's ``untyped_evidence`` names, session 25), beside its Delete button: the
operator meets it where they read and edit the files, not only in ``reverie doctor``."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from reverie.worker.web.app import create_app
from tests.web.conftest import BASE, sign_in
from tests.worker.test_doctor_untyped import NOTICE, evidence, learned

MARK = "from text the user did not type"


def test_the_memory_page_marks_an_entry_from_a_notice(home: Path, clean_env, access) -> None:
    settings = learned(home, [NOTICE, "I moved to Bergen-typed last spring."], [
        ("User lives in Tromso-output.", evidence(1)),
        ("User moved to Bergen-typed.", evidence(2)),
    ])
    with TestClient(create_app(settings, access), base_url=BASE, follow_redirects=False) as c:
        sign_in(c, access.token)
        page = c.get("/memory", headers={"accept": "text/html"}).text
        data = c.get("/api/memory").json()
    assert page.count(MARK) == 1, page
    marked = page.index(MARK)
    assert page.rfind("Tromso-output", 0, marked) > page.rfind("Bergen-typed", 0, marked), page
    entries = {e["text"]: e["untyped"] for e in data["targets"]["user"]["entries"]}
    assert entries == {"User lives in Tromso-output.": True, "User moved to Bergen-typed.": False}
