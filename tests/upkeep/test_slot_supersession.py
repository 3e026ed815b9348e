"""Issue 31, as a new user tried it: list-valued facts learned one session at a time stay
live through the real review and consolidation (no "1 superseded" for a second allergy)."""

from __future__ import annotations

import pytest

from reverie.memory.pending.staging import list_pending
from reverie.memory.upkeep.status import due_targets
from reverie.review.consolidate import consolidate_target
from reverie.review.consolidate.measures import has_superseded
from tests.upkeep.support import learn, live

SESSIONS = {
    "allergies": ["Remember that my son Leo is allergic to peanuts.",
                  "Remember that my son Leo is allergic to penicillin."],
    "instruments": ["Remember that I play the violin.", "Remember that I play the piano."],
    "ports": ["Remember that the backup server listens on port 8080 for the web UI.",
              "Remember that the backup server listens on port 2222 for SSH."],
    "tabs": [f"Remember that I prefer tabs over spaces in project-{n}." for n in range(1, 15)],
}


@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_list_members_learned_apart_all_stay_live(settings, clock, name) -> None:
    said = SESSIONS[name]
    for i, text in enumerate(said):
        learn(settings, f"{name}-{i}", text, day=i, clock=clock)
    kept = live(settings, "user") + live(settings, "memory")
    assert len(kept) == len(said), kept
    assert not has_superseded(kept)
    for target in ("user", "memory"):
        result = consolidate_target(settings, target, clock=clock, force=True)
        assert "superseded" not in (result.counts or {}) or result.counts["superseded"] == 0
    for record in list_pending(settings):
        steps = record.extra.get("consolidation", {}).get("steps", [])
        assert all(step["kind"] != "superseded" for step in steps)
    assert sorted(live(settings, "user") + live(settings, "memory")) == sorted(kept)
    assert due_targets(settings, clock=clock) == []
