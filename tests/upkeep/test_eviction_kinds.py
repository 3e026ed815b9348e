"""Which entries a full file keeps when a consolidation must make room (learn83): by what an
entry is — who the user is, their ties and needs, lasting tastes, then what a date bounds —
and within that by recency, as before. Entries here are our own sentences."""

from __future__ import annotations

import pytest

from reverie.memory.entries import DELIMITER
from reverie.memory.store import MemoryStore
from reverie.memory.upkeep.protection import protect
from reverie.review.consolidate import consolidate_target
from reverie.review.consolidate.kinds import LASTING, PASSING, TIES, WHO, kind, tier
from reverie.review.consolidate.plan import EVICTED, KEPT, Entry, deterministic
from tests.conftest import make_settings

DAY = 86400.0


@pytest.mark.parametrize("text,expected", [
    ("User's name is Tomasz.", "identity"),
    ("User lives in Gdansk.", "location"),
    ("User works at Northgate Shipyard.", "work"),
    ("User's daughter Ines is in her second year at school.", "family"),
    ("User has two sons and a stepdaughter.", "family"),
    ("User and their wife renovated an old mill.", "family"),
    ("User has been married for twelve years.", "family"),
    ("User has a three-year-old named Pip.", "family"),
    ("User welcomed a baby boy, the newest member of their family.", "family"),
    ("User has a one-eyed cat named Pirate.", "pets"),
    ("User adopted a rescue pup on 4 March 2024.", "pets"),      # a tie outranks its date
    ("User's tortoise sleeps through the winter.", "pets"),
    ("User is allergic to shellfish.", "health"),
    ("User is lactose intolerant.", "health"),
    ("User has been vegetarian since university.", "health"),
    ("User joined a rowing club on 2 May 2024.", "episode"),
    ("User finished a quilt around 14 January 2024.", "episode"),
    ("User is going to repaint the shed next weekend.", "plan"),
    ("User plans to adopt a dog.", "aim"),                          # not a tie yet
    ("User wants to open a small bakery.", "aim"),
    ("User loves slow jazz on Sunday mornings.", "preference"),
    ("User plays the cello.", "hobby"),
    ("Gardening helps the user unwind.", "other"),
    ("User has lots of kids' puzzles in the attic.", "other"),       # a thing, not a kin
    ("User's choir is like the user's second family.", "other"),     # a likeness
    # review34 R4: a move to a named place is the home the learner keeps, dated or not; a
    # state said "since" a date goes on; the who shapes in Chinese
    ("User moved to Leeds on 10 March 2024.", "location"),
    ("User moved from Dundee to Leeds.", "location"),
    ("User moved to a flat last month.", "other"),                  # no place named
    ("User lived in Dundee on 2 May 2023.", "episode"),             # a dated stay, no move
    ("User has worked at Northgate since March 2019.", "other"),
    ("User has played the cello since January 2010.", "other"),
    ("用户在2024年2月搬到了北京。", "location"),
    ("用户住在北京。", "location"),
    ("用户是一名护士。", "work"),
    ("用户在银行工作。", "work"),
    ("用户的名字叫小明。", "identity"),
    ("用户今年30岁。", "identity"),
    ("用户是个乐观的人。", "other"),
    ("用户的女儿在上小学。", "family"),
    ("用户对花生过敏。", "health"),
    ("用户打算下周去杭州出差。", "plan"),
])
def test_kind_reads_what_an_entry_is_by_its_shape(text: str, expected: str) -> None:
    assert kind(text) == expected


def test_tiers_order_who_then_ties_then_lasting_then_passing() -> None:
    assert tier("User's name is Tomasz.") == WHO
    assert tier("User has a one-eyed cat named Pirate.") == TIES
    assert tier("User plays the cello.") == LASTING == tier("User wants to open a small bakery.")
    assert tier("User joined a rowing club on 2 May 2024.") == PASSING
    assert WHO > TIES > LASTING > PASSING


def _plan(entries: list[Entry], limit: int):
    return deterministic("user", entries, limit=limit, low_water=0.6)


def test_a_tie_said_long_ago_stays_while_newer_tastes_leave() -> None:
    """Before learn83 the daughter, the dog and the allergy, said in the first week, were
    the least recently relevant and left first; a taste of last week stayed."""
    ties = ["User's daughter Ines is in her second year at school.",
            "User has a one-eyed cat named Pirate.", "User is allergic to shellfish."]
    tastes = ["User loves slow jazz on Sunday mornings.", "User plays the cello.",
              "Gardening helps the user unwind."]
    es = ([Entry(t, learned_at=DAY * (1 + i)) for i, t in enumerate(ties)]
          + [Entry(t, learned_at=DAY * (30 + i)) for i, t in enumerate(tastes)])
    plan = _plan(es, limit=260)                   # goal 156: the three ties fit, no more
    assert [plan.fates[t].kind for t in ties] == [KEPT] * 3
    assert [plan.fates[t].kind for t in tastes] == [EVICTED] * 3
    assert "a lasting taste" in plan.fates[tastes[0]].why


def test_a_dated_act_leaves_before_an_older_lasting_fact() -> None:
    older = Entry("User plays the cello.", learned_at=DAY)
    dated = Entry("User joined a rowing club on 2 May 2024.", learned_at=40 * DAY)
    soon = Entry("User is going to repaint the shed next weekend.", learned_at=41 * DAY)
    plan = _plan([older, dated, soon], limit=80)     # goal 48: one stays
    assert plan.fates[older.text].kind == KEPT
    assert plan.fates[dated.text].kind == plan.fates[soon.text].kind == EVICTED
    assert "what a date bounds" in plan.fates[dated.text].why


def test_within_a_tier_the_least_recently_relevant_goes_first_as_before() -> None:
    a = Entry("User plays the cello.", learned_at=DAY)
    b = Entry("User loves slow jazz.", learned_at=2 * DAY)
    c = Entry("User wants to open a small bakery.", learned_at=3 * DAY, last_seen=50 * DAY)
    plan = _plan([a, b, c], limit=100)               # goal 60: two stay
    assert plan.fates[a.text].kind == EVICTED
    assert plan.fates[b.text].kind == plan.fates[c.text].kind == KEPT


def test_who_the_user_is_still_goes_after_every_tie() -> None:
    name = Entry("User's name is Tomasz.", learned_at=DAY)
    cat = Entry("User has a one-eyed cat named Pirate.", learned_at=30 * DAY)
    plan = _plan([name, cat], limit=50)              # goal 30: one stays
    assert plan.fates[name.text].kind == KEPT and plan.fates[cat.text].kind == EVICTED


@pytest.fixture
def small_user(home, clean_env):
    return make_settings(home, clean_env, memory={"user_char_limit": 300})


def test_a_full_user_file_keeps_the_name_city_and_daughter_over_passing_mentions(small_user, clock):
    """End to end on a real home: a USER.md written before Reverie (every entry equally old)
    whose longest entry is the user's daughter. Before learn83 the longest went first."""
    keep = ["User's name is Tomasz.", "User lives in Gdansk.",
            "User's daughter Ines is in her second year at the village school by the river."]
    go = ["User joined a rowing club on 2 May 2024.", "User tried a new ramen place.",
          "User is going to repaint the shed next weekend."]
    path = small_user.memory_file("user")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(DELIMITER.join(keep + go), encoding="utf-8")
    protect(small_user, "user", "ramen", clock=clock)      # an operator's word still holds
    result = consolidate_target(small_user, "user", clock=clock)
    assert result.status == "staged"
    from reverie.memory.pending.staging import approve
    (decision,) = approve(small_user, result.record_id, who="op")
    assert decision.ok
    now = MemoryStore(small_user).entries("user")
    assert set(keep) <= set(now)
    assert "User tried a new ramen place." in now           # protected: never moved
    assert not {go[0], go[2]} & set(now)


@pytest.mark.parametrize("home", ["User moved to Leeds on 10 March 2024.", "用户在2024年2月搬到了北京。"])
def test_a_dated_move_is_the_users_home_and_outlasts_tastes(home: str) -> None:
    """review34 R4: the learner writes a move said with its day as a dated entry in place of
    the home it replaces; read as a dated act it left before every taste."""
    es = [Entry(home, learned_at=40 * DAY), Entry("User loves slow jazz.", learned_at=2 * DAY),
          Entry("User plays the cello.", learned_at=3 * DAY),
          Entry("User tried a new ramen place.", learned_at=5 * DAY)]
    plan = _plan(es, limit=int(sum(len(e.text) + 3 for e in es) / 0.75 * 0.6))
    assert plan.fates[home].kind == KEPT
    assert plan.fates["User loves slow jazz."].kind == EVICTED


def test_a_chinese_name_and_city_outlast_a_chinese_tie() -> None:
    name, city = Entry("用户叫小明。", learned_at=DAY), Entry("用户住在杭州。", learned_at=2 * DAY)
    tie = Entry("用户的女儿在上小学。", learned_at=30 * DAY)
    plan = _plan([name, city, tie], limit=30)
    assert plan.fates[tie.text].kind == EVICTED
    assert plan.fates[name.text].kind == plan.fates[city.text].kind == KEPT
