"""The room above high water is the agent's (the lead's decision after tester26: Hermes'
own memory tool was refused on 21 of 42 days while Reverie's background adds kept the file
at 99-100% and a consolidation waited for the operator).

A learned add that would take a target past ``reverie.garden.high_water`` waits as a
waiting fact; one the user asked for in so many words may use the room up to the limit;
a waiting fact proposed again lands only up to high water too (unless asked); the agent's
own write is never held by it."""

from __future__ import annotations

import pytest

from reverie.memory.journal import Journal
from reverie.memory.pending.staging import StageRequest, stage
from reverie.memory.store import MemoryStore
from reverie.memory.upkeep.archive import Archive
from reverie.memory.upkeep.status import attention, target_status
from reverie.memory.upkeep.waiting import WaitingFacts
from reverie.review.consolidate import consolidate_target
from reverie.review.consolidate.repropose import repropose
from reverie.review.validate import validate
from tests.conftest import make_settings
from tests.upkeep.support import learn, live, waiting

CITIES = ["Oslo", "Lyon", "Porto", "Gdansk", "Turin", "Ghent", "Bergen", "Leipzig", "Malmo",
          "Tartu", "Split"]
LIMIT = 600


def said(i: int) -> str:
    # our own sentence: a fact about the user's world, said in passing (source learned)
    return f"My colleague number {i} works from the {CITIES[i]} office on Mondays."


def size(entries: list[str]) -> int:
    return sum(len(e) + 3 for e in entries) - 3 if entries else 0


@pytest.fixture
def small(home, clean_env):
    return make_settings(home, clean_env, memory={"user_char_limit": LIMIT})


def fill(settings, clock, n: int = 9) -> None:
    for i in range(n):
        learn(settings, f"s{i:03d}", said(i), day=i, clock=clock)


def test_learned_adds_stop_at_high_water_and_the_rest_wait(small, clock):
    fill(small, clock)
    entries = live(small, "user")
    # 7 facts of ~66 characters are 473 of 600 (79%); an 8th would be 542 (90%): it waits.
    assert size(entries) <= 0.80 * LIMIT and len(entries) == 7
    assert len(waiting(small, "user")) == 2
    # The agent's own tool still has the room above (a foreground write is never held).
    own = stage(small, StageRequest({"action": "add", "target": "user",
                                     "content": "User's desk is by the north window of the loft."},
                                    origin="foreground"))
    assert own.status == "applied", own.message
    assert size(live(small, "user")) > 0.80 * LIMIT


def test_the_line_says_the_room_above_high_water_is_the_agents(small, clock):
    fill(small, clock)
    stage(small, StageRequest({"action": "add", "target": "user",
                               "content": "User's desk is by the north window of the loft."},
                              origin="foreground"))
    result = consolidate_target(small, "user", clock=clock)
    assert result.status == "staged"
    line = attention("user", target_status(small, clock=clock)["user"])
    assert line is not None and line.startswith(
        "2 fact(s) wait for room in user (USER.md is above high water (87%; high water 80%), "
        "the room above is the agent's); consolidation "), line


def test_an_add_the_user_asked_for_may_use_the_room(small, clock):
    fill(small, clock)
    result = learn(small, "s100", "Please remember that my locker at the gym is number 4471.",
                   day=100, clock=clock)
    assert [o.status for o in result.outcomes] == ["applied"], result.to_dict()
    assert size(live(small, "user")) > 0.80 * LIMIT


def test_validate_holds_a_learned_add_at_its_ceiling_and_not_an_asked_one():
    live_entries = {"memory": ["a" * 70] * 6, "user": []}      # 435 of 600
    op = {"action": "add", "target": "memory", "content": "Deploys go out from the blue runner.",
          "evidence": [1], "reason": "said", "confidence": 0.9}
    common = {"live": live_entries, "limits": {"memory": LIMIT, "user": LIMIT},
              "scan": lambda _text: None, "ceilings": {"memory": 0.75 * LIMIT, "user": 0.75 * LIMIT}}
    plan = validate([op], **common)
    assert plan.singles == [] and plan.dropped[0].room
    assert "past high water (75%)" in plan.dropped[0].reason
    plan = validate([op], **common, is_asked=lambda c: True)
    assert [c.content for c in plan.singles] == [op["content"]]
    # without ceilings (upkeep off) the limit alone decides, as before
    plan = validate([op], **{**common, "ceilings": None})
    assert [c.content for c in plan.singles] == [op["content"]]


def test_a_waiting_learned_fact_lands_only_up_to_high_water(small, clock, home, clean_env):
    fill(small, clock)
    # The operator lowers high water to 70% (420) and removes one entry: the first waiting
    # fact would take the file from 404 to 473, below the limit but past high water.
    lower = make_settings(home, clean_env, memory={"user_char_limit": LIMIT},
                          reverie={"garden": {"high_water": 0.70, "low_water": 0.5}})
    MemoryStore(lower).remove("user", live(lower, "user")[0])
    with WaitingFacts(lower, clock=clock) as facts, Archive(lower, clock=clock) as archive, \
            Journal(lower, clock=clock) as journal:
        out = repropose(lower, "user", waiting=facts, archive=archive, journal=journal,
                        exclusions=(), learned={}, clock=clock, lock_timeout=5)
    assert {r.state for r in out} == {"waiting"}, [r.to_dict() for r in out]
    assert size(live(lower, "user")) <= 0.70 * LIMIT


def test_a_write_between_validation_and_the_add_keeps_the_add_below_high_water(
        small, clock, monkeypatch):
    """The review validates against the file as it read it; another writer (here the
    agent's own tool) may add between that read and the review's write. The learned add is
    checked against high water again where it is written, under the store's lock, and
    waits (before: it landed, the file at 84%)."""
    from reverie.review import engine

    fill(small, clock, n=6)                                  # 405 of 600
    real = engine.stage

    def another_writer_first(*args, **kwargs):
        monkeypatch.setattr(engine, "stage", real)           # once
        own = real(small, StageRequest({"action": "add", "target": "user",
                                        "content": "User's desk faces the garden."},
                                       origin="foreground"))
        assert own.status == "applied", own.message
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "stage", another_writer_first)
    result = learn(small, "s050", said(6), day=50, clock=clock)
    assert [w["content"] for w in result.waiting] == [
        "User's colleague number 6 works from the Bergen office on Mondays."], result.to_dict()
    assert size(live(small, "user")) <= 0.80 * LIMIT
