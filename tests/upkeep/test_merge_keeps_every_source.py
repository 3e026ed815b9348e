"""A merge keeps the strongest source of every entry merged into it (fixlearn21, learn84's
Left): two members of one list merged into a new text ("… allergic to peanuts and
penicillin") kept only the source of the entry its replace rewrote, so a member the user
asked to keep, merged into a learned one, ranked as learned from then on. Sentences of our own.
"""

from __future__ import annotations

from reverie.memory.journal import Journal
from reverie.memory.pending.staging import approve
from reverie.review.consolidate import consolidate_target
from tests.conftest import make_settings
from tests.upkeep.support import learn, live

LEARNED = "My son Milo is allergic to penicillin."
ASKED = "Please remember that my son Milo is allergic to peanuts."


def _sources(settings) -> dict[str, str | None]:
    with Journal(settings) as journal:
        return {op.after: op.source for op in journal.log(None) if op.after and op.is_change}


def test_a_list_merged_into_a_new_text_keeps_the_asked_source(home, clean_env, clock) -> None:
    settings = make_settings(home, clean_env, memory={"user_char_limit": 120})
    learn(settings, "s1", LEARNED, day=1, clock=clock)
    learn(settings, "s2", ASKED, day=2, clock=clock)
    before = live(settings, "user")
    assert len(before) == 2, before
    result = consolidate_target(settings, "user", clock=clock)
    assert result.status == "staged", result
    (decision,) = approve(settings, result.record_id, who="op")
    assert decision.ok
    (merged,) = live(settings, "user")
    assert "peanuts" in merged and "penicillin" in merged
    assert _sources(settings)[merged] == "asked"
