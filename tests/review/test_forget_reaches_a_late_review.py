"""A "forget …" carries no time: a fact said before the request and reviewed after it (a
backlog reviewed out of order, an operator's `reverie review OLD` after the backlog) is
vetoed, not added live (issue 27, order3 item 2; tester22 saw the fact go live when the
match missed the verb said of the user). Reviewed in order, the same fact goes live first
and the request stages its removal, whether it says "forget" or "don't remember" (fixlearn21).
The offline reviewer; sentences of our own.
"""

from __future__ import annotations

import pytest

from reverie.config import FakeClock
from reverie.memory.store import MemoryStore
from reverie.review.engine import review_session
from reverie.review.providers.heuristic import HeuristicProvider
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.fakes.helpers import provider_settings

DAY = 86_400.0
SAID = 1_700_000_000.0


@pytest.mark.parametrize(("fact", "forget"), [
    ("I have a cat named Pixel.", "Please forget that I have a cat."),
    ("I use Vim for everything.", "Forget that I use Vim."),
    ("I live in Bergen these days.", "Please forget that I live in Bergen."),
    ("I work as a welder at the shipyard.", "Please forget that I work as a welder."),
    ("我住在苏州。", "别记住我住在苏州。"),
    # fixlearn21: "don't remember" said after the fact went live, offline, stages its removal too
    ("I keep bees in the garden.", "Don't remember that I keep bees."),
    ("I drive a red van.", "Please don't remember that I drive a van."),
    ("我养了一只猫。", "不要记我养了一只猫。"),
    ("我养了一只猫。", "别记我养猫的事。"),       # the verb and its object said together
    ("我养了一只猫。", "我养猫这件事别记。"),
])
@pytest.mark.parametrize("late", [True, False])
def test_a_fact_said_before_a_forget_never_stays_live(home, clean_env, fact: str,
                                                      forget: str, late: bool) -> None:
    settings = make_settings(home, clean_env)
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", fact, SAID, source="cli")
        store.append_message("s1", "assistant", "Noted.", SAID + 1)
        store.append_message("s2", "user", forget, SAID + DAY, source="cli")
        store.append_message("s2", "assistant", "Done.", SAID + DAY + 1)
    clock = FakeClock(SAID + 2 * DAY)
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    results = {sid: review_session(settings, sid, provider=provider, clock=clock,
                                   echo=lambda _: None)
               for sid in (("s2", "s1") if late else ("s1", "s2"))}
    statuses = [o.status for o in results["s1"].outcomes]
    if late:   # vetoed: nothing of it is written or staged
        assert statuses == [], results["s1"].outcomes
        assert MemoryStore(settings, clock=clock).entries("user") == []
    else:      # live first, then the request stages its removal
        assert statuses == ["applied"]
        # (a "don't remember …" too, in English or Chinese: fixlearn21; at the parent only
        # "forget …" staged it offline, docs/rounds/session33-order3.md)
        staged = [o for o in results["s2"].outcomes if o.status == "staged"]
        assert len(staged) == 1, results["s2"].outcomes


@pytest.mark.parametrize(("facts", "forget", "gone"), [
    (("I live in Bergen.", "My mum lives in Bergen."), "Don't remember that I live in Bergen.",
     "User lives in Bergen."),
    (("I live in Bergen.", "My mum lives in Bergen."), "Forget that I live in Bergen.", "User lives in Bergen."),
    (("我住在苏州。", "我妈妈住在苏州。"), "别记我住在苏州。", "用户住在苏州。"),
])
def test_a_request_about_the_user_leaves_their_relatives_entry(home, clean_env, facts, forget, gone) -> None:
    # review36 R2: the request matcher staged the removal of the mum's entry too (fixlearn21)
    settings = make_settings(home, clean_env)
    with SessionStore.open(settings) as store:
        for i, fact in enumerate(facts):
            store.append_message("s1", "user", fact, SAID + i * 10, source="cli")
            store.append_message("s1", "assistant", "Noted.", SAID + i * 10 + 1)
        store.append_message("s2", "user", forget, SAID + DAY, source="cli")
        store.append_message("s2", "assistant", "Done.", SAID + DAY + 1)
    clock = FakeClock(SAID + 2 * DAY)
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    review_session(settings, "s1", provider=provider, clock=clock, echo=lambda _: None)
    live = MemoryStore(settings, clock=clock).entries("user")
    assert gone in live and len(live) == 2, live
    result = review_session(settings, "s2", provider=provider, clock=clock, echo=lambda _: None)
    staged = [o for o in result.outcomes if o.status == "staged"]
    assert len(staged) == 1, result.outcomes
    assert gone in str(staged[0].response) or gone in str(staged[0]), staged[0]
