"""A JSON body nested thousands deep is a 400 with one line, not a 500 and a traceback.

A real `reverie serve` process, an API client with the startup token. Before, Python's
``json.loads`` raised RecursionError on ``{"content": [[[[…]]]]}`` (50,000 deep, 100 KB:
well under the 1 MiB body cap) and the console answered "500 Internal Server Error" for an
approval, an edit or any other action that reads a JSON body, and logged a 40-line
traceback; the tool and ingest paths already said "nested too deeply". The record and the
entry are left as they were either way (nothing is lost); a guard row checks a valid body
still acts.
"""

from __future__ import annotations

import httpx

from tests.web.conftest import HTTP_TIMEOUT, start_console
from tests.web.support import seed

DEEP = ('{"content": ' + "[" * 50_000 + "]" * 50_000 + "}").encode()


def test_a_deeply_nested_json_body_is_one_400_line(home, spawn) -> None:
    seeded = seed(home)
    before = seeded.settings.memory_file("memory").read_bytes()
    proc, url = start_console(spawn, home)
    base, token = url.split("/?token=")
    with httpx.Client(base_url=base, timeout=HTTP_TIMEOUT,
                      headers={"authorization": f"Bearer {token}",
                               "content-type": "application/json"}) as http:
        node = http.get("/api/memory").json()["targets"]["memory"]["entries"][0]["node"]
        for path in (f"/api/pending/{seeded.add_memory}/approve", f"/api/memory/{node}/edit"):
            r = http.post(path, content=DEEP)
            assert r.status_code == 400, (path, r.status_code, r.text)
            assert r.json()["error"] == "The request body is nested too deeply to be JSON the" \
                                        " console takes.", r.text
        assert seeded.settings.memory_file("memory").read_bytes() == before
        pending = http.get("/api/pending").json()["pending"]
        assert seeded.add_memory in {p["id"] for p in pending}
        # Guard (passes on the parent): a valid body still acts.
        r = http.post(f"/api/pending/{seeded.add_memory}/reject",
                      json={"version": next(p["version"] for p in pending
                                            if p["id"] == seeded.add_memory)})
        assert r.status_code == 200, r.text
    assert "Traceback" not in proc.output() and "RecursionError" not in proc.output()
