"""Issue 29 item 3 (findings 3 and 4): waiting facts are bounded and ranked, and a backlog
clears in at most two approve-and-run rounds.

Findings: one 5,000-turn session left 2,105 facts waiting (every consolidation then read
them all, quadratically), and 269 waiting facts took about 8 rounds of approve-and-run.
"""

from __future__ import annotations

import pytest

from reverie.config import ConfigError
from reverie.memory.pending.staging import approve, list_pending
from reverie.memory.upkeep.archive import Archive
from reverie.memory.upkeep.waiting import WaitingFacts
from reverie.review.consolidate import consolidate_target
from tests.conftest import make_settings
from tests.memory.support import write_entries
from tests.upkeep.support import DAY, T0, live

#: MEMORY.md at about 90% of its 2,200 characters, with entries that never supersede the
#: waiting facts (other subjects).
LIVE = [f"Project note {chr(65 + i)}: the nightly job {i} writes to bucket logs-{i}." for i in
        range(36)]


NEVER_PLACED = "never_placed"     # the archive kind and waiting state past the cap


def fact(n: int) -> str:
    return f"Service-{n} listens on port {7000 + n} in staging."


def seed(settings, n: int) -> None:
    entries = LIVE[:]
    while len("\n§\n".join(entries)) > 0.9 * settings.memory.limit("memory"):
        entries.pop()
    write_entries(settings, "memory", entries)
    with WaitingFacts(settings) as waiting:
        for i in range(n):
            waiting.add("memory", fact(i), evidence={"session_id": f"s{i}", "message_ids": [i],
                                                     "quotes": [fact(i)]},
                        session_id=f"s{i}", said_at=T0 + i * DAY / 24, confidence=0.8)


def test_waiting_facts_past_the_cap_are_archived_as_never_placed(home, clean_env, clock):
    settings = make_settings(home, clean_env)
    seed(settings, 2105)
    cap = settings.garden.waiting_cap_chars(2200)
    assert cap == 1100          # the default: high water minus half of low water, of the limit
    result = consolidate_target(settings, "memory", clock=clock)
    assert result.capped and "never placed" in result.capped and "restore" in result.capped
    with WaitingFacts(settings) as waiting:
        kept = waiting.facts("memory", states=("waiting", "landed", "proposed"))
        gone = waiting.facts("memory", states=(NEVER_PLACED,))
    assert sum(f.size for f in kept) <= cap and len(kept) + len(gone) == 2105
    # ranked: the most recently said were kept
    assert min(f.since for f in kept) > max(f.since for f in gone)
    with Archive(settings) as archive:
        never = [f for f in archive.facts("memory") if f.kind == NEVER_PLACED]
        assert len(never) == len(gone)
        assert all(f.evidence and f.evidence["quotes"] for f in never)
        (hit,) = archive.search("service-7 7007")       # searchable
        assert hit.kind == NEVER_PLACED
        write_entries(settings, "memory", LIVE[:3])      # room: restorable
        assert archive.restore(hit.id, who="op")["success"]
    assert fact(7) in live(settings)


def test_a_backlog_of_269_facts_clears_in_two_approve_and_run_rounds(home, clean_env, clock):
    settings = make_settings(home, clean_env)
    seed(settings, 269)
    rounds = 0
    with WaitingFacts(settings) as waiting:
        while waiting.facts("memory"):
            result = consolidate_target(settings, "memory", clock=clock)   # the run
            if not waiting.facts("memory"):
                break
            assert result.status == "staged", result.message
            rounds += 1
            assert rounds <= 2, f"{len(waiting.facts('memory'))} still wait after 2 rounds"
            assert approve(settings, result.record_id, who="op", clock=clock)[0].ok
            clock.advance(3600)
    assert list_pending(settings) == [] or all(r.action == "batch" for r in list_pending(settings))
    entries = live(settings)
    with Archive(settings) as archive:
        archive.settle()
        texts = [f.text for f in archive.facts("memory")]
    for i in range(269):                        # none lost, none twice
        assert (fact(i) in entries) + texts.count(fact(i)) == 1, fact(i)
    assert len("\n§\n".join(entries)) <= settings.memory.limit("memory")


@pytest.mark.parametrize("value", ["lots", 0, 0.01, 11, True])
def test_a_bad_waiting_cap_is_one_line_naming_the_key(home, clean_env, value):
    with pytest.raises(ConfigError, match="reverie.garden.waiting_cap"):
        make_settings(home, clean_env, reverie={"garden": {"waiting_cap": value}})


def test_a_configured_waiting_cap_is_a_share_of_the_limit(home, clean_env):
    settings = make_settings(home, clean_env, reverie={"garden": {"waiting_cap": 0.25}})
    assert settings.garden.waiting_cap_chars(2200) == 550


def test_two_cappers_at_once_archive_each_fact_once(home, clean_env, monkeypatch):
    # session 28 (a worker killed mid-review, run again with two threads): both cappers read
    # the waiting facts, each archived the one past the cap. Forced: the other capper, on a
    # connection of its own, runs to its end between this one's read and its write.
    from reverie.memory.upkeep import waiting as waiting_module

    settings = make_settings(home, clean_env)
    seed(settings, 300)
    ranked = waiting_module.over_cap
    calls = []

    def the_other_capper_first(facts, cap_chars):
        gone = ranked(facts, cap_chars)
        if not calls:
            calls.append(len(gone))
            with WaitingFacts(settings) as other, Archive(settings, db=other.db) as archive:
                waiting_module.cap_waiting(settings, "memory", waiting=other, archive=archive)
        return gone

    monkeypatch.setattr(waiting_module, "over_cap", the_other_capper_first)
    with WaitingFacts(settings) as waiting, Archive(settings, db=waiting.db) as archive:
        waiting_module.cap_waiting(settings, "memory", waiting=waiting, archive=archive)
    with Archive(settings) as archive:
        texts = [f.text for f in archive.facts("memory") if f.kind == NEVER_PLACED]
    assert calls and calls[0] > 0 and len(texts) == calls[0] == len(set(texts))
