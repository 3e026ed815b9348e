"""The user's "forget …" seen from the real Hermes (each anchor; session 27, tester20): an
archived past event and an entry a consolidation moved out are in Hermes' own session_search
through the archive's mirror in state.db; after the user asks to forget them, Hermes' search
finds neither in the archive any more (the user's own words stay in the transcript, which is
Hermes'), and the mirror's deletes leave every FTS index of that Hermes clean. Our own
sentences."""

from __future__ import annotations

import json
from pathlib import Path

from reverie.memory.upkeep.archive import Archive, ArchiveItem
from tests.conftest import make_settings
from tests.hermes.test_archive_interop import HERMES_SEARCH
from tests.hermes.test_spoken_interop import integrity
from tests.review.test_episodes_learn76 import MONDAY, _chat, _review


def _archive_hits(hermes, home: Path, queries: list[str]) -> list[list[str]]:
    replies = hermes.run_json(f"QUERIES = {json.dumps(json.dumps(queries))}\n" + HERMES_SEARCH,
                              home)
    out = []
    for reply in replies[:-1]:
        assert reply["success"], reply
        out.append([m["content"] for r in reply["results"] if r["source"] == "reverie_archive"
                    for m in r["messages"] if m.get("anchor")])
    return out


def test_what_the_user_forgets_leaves_hermes_session_search(hermes, home: Path, clock) -> None:
    settings = make_settings(home, environ={"HOME": str(home.parent)})
    with Archive(settings, clock=clock) as archive:
        archive.archive_now("user", [ArchiveItem("User keeps bees on the roof.", "evicted",
                                                 "moved out for room")])
    _chat(settings, "s1", "Hi Priya! Yesterday I rowed a charity regatta on the lake.",
          "Great, Jonas!", at=MONDAY)
    assert [e["content"] for e in _review(settings, "s1", clock).episodes] == \
        ["User rowed a charity regatta on the lake on 10 March 2024."]
    regatta, bees = _archive_hits(hermes, home, ["regatta", "bees"])
    assert regatta and "past event" in regatta[0] and bees and "USER.md" in bees[0]

    _chat(settings, "s2", "Please forget that I rowed the charity regatta.", "Done.",
          "Please forget that I keep bees.", "Done.", at=MONDAY + 3600)
    assert len(_review(settings, "s2", clock).archive_deleted) == 2
    assert _archive_hits(hermes, home, ["regatta", "bees"]) == [[], []]
    checks = integrity(home / "state.db")
    assert set(checks.values()) == {"ok"} and "messages_fts" in checks, checks
