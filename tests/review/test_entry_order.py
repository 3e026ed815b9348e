"""Issue 30: MEMORY.md keeps the order in which the user said things, not the order in which
reviews finished. Reviews of several sessions run on several threads and finish in any
order; an added entry goes before the trailing entries whose evidence the user said later
(the evidence's ``said_at``, kept in the journal). Entries with no known time (written by
hand, in the foreground, before Reverie) are never passed over.
"""

from __future__ import annotations

from reverie.memory.entries import DELIMITER
from reverie.memory.journaled import journaling_store
from reverie.review.engine import review_session
from reverie.review.providers.heuristic import HeuristicProvider
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.fakes.helpers import provider_settings
from tests.review.engine_support import memory_text

SAID = {  # session -> (when the user said it, what)
    "s1": (1_000.0, "Remember that Service-1 runs on port 8001."),
    "s2": (2_000.0, "Remember that Service-2 runs on port 8002."),
    "s3": (3_000.0, "Remember that Service-3 runs on port 8003."),
}


def _entries(settings) -> list[str]:
    text = memory_text(settings)
    return [e.strip() for e in text.split("§")] if text.strip() else []


def test_entries_keep_the_order_the_user_said_them_whichever_review_finishes_first(
        home, clean_env, clock) -> None:
    settings = make_settings(home, clean_env)
    settings.memory_file("memory").parent.mkdir(parents=True, exist_ok=True)
    settings.memory_file("memory").write_text("Written by hand before Reverie")
    with SessionStore.open(settings) as store:
        for sid, (at, text) in SAID.items():
            store.append_message(sid, "user", text, at, source="cli")
            store.append_message(sid, "assistant", "Noted.", at + 1)
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    for sid in ("s3", "s1", "s2"):                      # the order the reviews finished
        result = review_session(settings, sid, provider=provider, clock=clock,
                                echo=lambda _: None)
        assert result.count("applied") == 1, (sid, result.outcomes)
    entries = _entries(settings)
    assert entries[0] == "Written by hand before Reverie"
    ports = [next(p for p in ("8001", "8002", "8003") if p in e) for e in entries[1:]]
    assert ports == ["8001", "8002", "8003"], entries

    # A foreground write has no time the user said it: it goes at the end, and a later
    # review of something said before it does not pass over it.
    assert journaling_store(settings, clock=clock).add("memory",
                                                       "Deploys go out on Fridays")["success"]
    with SessionStore.open(settings) as store:
        store.append_message("s0", "user", "Remember that Service-0 runs on port 8000.", 500.0,
                             source="cli")
    assert review_session(settings, "s0", provider=provider, clock=clock,
                          echo=lambda _: None).count("applied") == 1
    entries = _entries(settings)
    assert entries[-2:] == ["Deploys go out on Fridays", entries[-1]] and "8000" in entries[-1]
    assert DELIMITER.strip() not in "".join(entries)
