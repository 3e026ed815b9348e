"""The deterministic consolidation: measures, planner and its invariants (issue 20)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory.store import apply_operations
from reverie.review.consolidate.measures import contained, supersedes
from reverie.review.consolidate.plan import (
    EVICTED,
    KEPT,
    MERGED,
    SHORTENED,
    SUPERSEDED,
    Entry,
    Waiting,
    deterministic,
    goal_for,
    shorten,
)
from reverie.review.consolidate.text import read

DAY = 86400.0


@pytest.mark.parametrize("newer,older", [
    ("The svc-002 service now listens on port 10026 in staging, not 9015.",
     "The svc-002 service listens on port 9015 in staging."),
    ("User lives in Berlin.", "User lives in Lisbon."),
    ("User's laptop runs Arch Linux.", "User's laptop runs Fedora 40."),
    ("The project's test runner is tox.", "The project's test runner is pytest."),
    ("svc-002 服务现在在 staging 监听 10026 端口。", "svc-002 服务在 staging 监听 9015 端口。"),
    ("用户的编辑器是 Emacs。", "用户的编辑器是 Vim。"),
    ("Build server 3 listens on port 8081.", "Build server 3 listens on port 8080."),
])
def test_supersession_same_subject_other_value(newer: str, older: str) -> None:
    assert supersedes(newer, older)


@pytest.mark.parametrize("a,b", [
    ("User likes Go.", "User likes Python."),                   # two facts, not an update
    ("User has a dog named Tom.", "User has a cat named Tom."),   # the difference is not the end
    ("Service-27 listens on port 7027 in staging.", "Service-28 listens on port 7028 in staging."),
    ("User does not use Vim.", "User uses Vim."),
    ("Build server 4 listens on port 8080.", "Build server 3 listens on port 8080."),  # two servers
    ("User's build server 1 is host-1.example.org.", "User's build server 0 is host-0.example.org."),
    ("User lives in Lisbon, Portugal.", "User lives in Lisbon."),  # a refinement, not a change
    ("用户喜欢猫。", "用户喜欢狗。"),
])
def test_not_supersession(a: str, b: str) -> None:
    assert not supersedes(a, b) and not supersedes(b, a)


def test_containment_is_the_duplicate_measure() -> None:
    assert contained("User prefers tabs.", "User prefers tabs over spaces in Python files.")
    assert contained("user prefers TABS", "User prefers tabs.")         # normalised
    assert not contained("Service A calls service B.", "Service B calls service A.")  # order
    assert not contained("The svc-002 service listens on port 9015.",
                         "The svc-002 service listens on port 10026.")   # a value differs
    assert not contained("User prefers tabs over spaces.", "User prefers tabs.")  # adds a fact


@given(st.text(max_size=200))
@settings(max_examples=300, deadline=None)
def test_shortening_only_removes_words(text: str) -> None:
    short = shorten(text)
    if short is not None:
        assert read(short).significant <= read(text).significant
        assert read(short).values <= read(text).values
        assert len(short) < len(text.strip()) or short != text.strip()


def test_shortening_cuts_filler_not_facts() -> None:
    assert shorten("Please note that the CI runs on GitHub Actions, as discussed.") == \
        "The CI runs on GitHub Actions."
    assert shorten("Remember that svc-002 uses port 1.") == "svc-002 uses port 1."  # case kept
    assert shorten("请记住：用户喜欢深色主题。") == "用户喜欢深色主题。"
    assert shorten("User prefers tabs.") is None


def entries(*texts: str, start: float = 0.0) -> list[Entry]:
    return [Entry(t, learned_at=start + i * DAY) for i, t in enumerate(texts)]


def test_newer_evidence_wins_whatever_the_file_order() -> None:
    old, new = "User lives in Lisbon.", "User lives in Berlin."
    plan = deterministic("user", [Entry(new, learned_at=5 * DAY), Entry(old, learned_at=DAY)],
                         limit=1000, low_water=0.6)
    assert plan.fates[old].kind == SUPERSEDED and plan.fates[old].result == new
    assert plan.after == [new]
    (step,) = plan.steps()
    assert step.op == {"action": "remove", "old_text": old} and "Berlin" in step.reason
    assert step.entries == (old, new)


def test_a_newer_waiting_fact_supersedes_the_live_entry() -> None:
    old = "The svc-002 service listens on port 9015 in staging."
    new = "The svc-002 service listens on port 10026 in staging."
    plan = deterministic("memory", [Entry(old, learned_at=DAY)], limit=1000, low_water=0.6,
                         waiting=[Waiting(1, new, 3 * DAY)])
    assert plan.fates[old].kind == SUPERSEDED and plan.fates[old].result == new
    # ...but the last entry of a file is never removed by a batch (the store refuses that)
    plan = deterministic("memory", [Entry(old, learned_at=DAY), Entry("x" * 30, learned_at=0)],
                         limit=1000, low_water=0.6, waiting=[Waiting(1, new, 3 * DAY)])
    assert plan.after == ["x" * 30]


def test_merge_keeps_the_fullest_entry() -> None:
    short, full = "User prefers tabs.", "User prefers tabs over spaces in Python files."
    plan = deterministic("user", entries(full, short), limit=1000, low_water=0.6)
    assert plan.fates[short].kind == MERGED and plan.fates[short].result == full
    assert plan.after == [full]


def test_shorten_and_evict_only_while_room_is_needed() -> None:
    texts = ["Please note that the CI runs on GitHub Actions, as discussed.",
             "The build uses make.", "User prefers dark mode."]
    roomy = deterministic("memory", entries(*texts), limit=1000, low_water=0.6)
    assert not roomy.changed and roomy.steps() == []
    tight = deterministic("memory", entries(*texts), limit=140, low_water=0.6)
    assert tight.fates[texts[0]].kind == SHORTENED          # 112 → 79 chars: enough
    assert [f.kind for f in tight.fates.values()].count(EVICTED) == 0
    assert tight.size_after <= tight.goal == 84
    tighter = deterministic("memory", entries(*texts), limit=100, low_water=0.6)
    # still too long: the oldest goes, shortened or not (its original is what is archived)
    assert tighter.fates[texts[0]].kind == EVICTED and tighter.size_after <= 60


def test_eviction_order_least_recently_relevant_first() -> None:
    es = [Entry("Alpha fact number one is here.", learned_at=10 * DAY),
          Entry("Beta fact number two is here.", learned_at=1 * DAY, last_seen=20 * DAY,
                mentions=3),
          Entry("Gamma fact number three is here.", learned_at=5 * DAY),
          Entry("Delta fact number four is here.", learned_at=None)]  # before Reverie
    plan = deterministic("memory", es, limit=110, low_water=0.6)   # goal 66: two of 30 stay
    evicted = {e.text for e in es if plan.fates[e.text].kind == EVICTED}
    assert evicted == {"Delta fact number four is here.", "Gamma fact number three is here."}
    assert plan.fates["Beta fact number two is here."].kind == KEPT  # mentioned last
    assert plan.size_after <= plan.goal
    assert "not mentioned since" in plan.fates["Gamma fact number three is here."].why


def test_protected_and_busy_entries_are_never_touched() -> None:
    es = [Entry("User lives in Lisbon.", learned_at=DAY, protected=True),
          Entry("User lives in Berlin.", learned_at=2 * DAY),
          Entry("A" * 50, learned_at=0, busy=True), Entry("B" * 50, learned_at=0)]
    plan = deterministic("user", es, limit=100, low_water=0.6)
    assert plan.fates["User lives in Lisbon."].kind == KEPT
    assert plan.fates["A" * 50].kind == KEPT and plan.fates["B" * 50].kind == EVICTED


def test_goal_makes_room_for_waiting_facts_but_not_below_half_low_water() -> None:
    assert goal_for(2200, 0.6, []) == 1320
    # once the waiting facts land the file is at most at high water (80%: 1,760)
    assert goal_for(2200, 0.6, [Waiting(1, "x" * 597, 0)]) == 1160
    assert goal_for(2200, 0.6, [Waiting(i, "x" * 197, 0) for i in range(53)]) == 660


_WORDS = st.sampled_from(["alpha", "beta", "gamma", "port", "9015", "10026", "user", "lives",
                          "in", "Lisbon", "Berlin", "svc-002", "listens", "on", "the",
                          "Please", "note", "that", "tabs", "用户", "端口"])
_TEXTS = st.lists(_WORDS, min_size=1, max_size=12).map(lambda ws: " ".join(ws) + ".")


@given(st.lists(st.tuples(_TEXTS, st.floats(0, 100), st.booleans()), min_size=1, max_size=25,
                unique_by=lambda t: t[0]),
       st.integers(40, 600), st.lists(_TEXTS, max_size=3))
@settings(max_examples=200, deadline=None)
def test_plan_invariants(raw, limit, waiting_texts) -> None:
    """Whatever the entries: the batch applies to exactly the planned result, every entry
    that leaves is archived, nothing protected moves, no text states a new word, the file
    is never emptied, and the goal is met unless only fixed entries are left."""
    es = [Entry(t, learned_at=at * DAY, protected=p) for t, at, p in raw]
    waiting = [Waiting(i, t, 200 * DAY) for i, t in enumerate(waiting_texts)]
    plan = deterministic("memory", es, limit=limit, low_water=0.6, waiting=waiting)
    before = [e.text for e in es]
    if plan.changed:   # the store's own apply step, pinned as approval pins
        ops = [{k: v for k, v in op.items() if k != "matched_entry"} | {"pinned": op["matched_entry"]}
               for op in plan.payload()["operations"]]
        assert apply_operations("memory", before, ops).after == plan.after
    assert {i.text for i in plan.archive_items()} == {e.text for e in plan.changed}
    assert all(plan.fates[e.text].kind == KEPT for e in es if e.protected)
    words = set().union(*(read(t).significant for t in before))
    assert all(read(t).significant <= words for t in plan.after)
    assert plan.after
    protected = {e.text for e in es if e.protected}
    left_movable = [t for t in plan.after if t not in protected]
    assert plan.size_after <= plan.goal or not left_movable or len(plan.after) == 1


def test_a_reviews_follow_up_compares_only_entries_sharing_a_slot(monkeypatch) -> None:
    """jobs.kinds._updates_live (issue 27 CPU) finds the same updates as comparing every
    pair, and measures only pairs sharing a slot key."""
    import reverie.review.consolidate.measures as measures
    from reverie.jobs.kinds import _updates_live

    live = ["User lives in Lisbon.", "User likes Go.", "Build server 3 listens on port 8080.",
            "The project's test runner is pytest.", "Remember the milk on Friday."]
    cases = [("User lives in Berlin.", True), ("The project's test runner is tox.", True),
             ("User likes Python.", False), ("User has a cat named Tom.", False),
             ("Build server 4 listens on port 8080.", False), ("Hello there.", False)]
    for new, updates in cases:
        every_pair = any(supersedes(new, b) or supersedes(b, new) for b in live)
        assert _updates_live([new], live) is every_pair is updates, new
    measured: list[tuple[str, str]] = []
    real = measures.supersedes
    monkeypatch.setattr(measures, "supersedes",
                        lambda a, b: measured.append((a, b)) or real(a, b))
    _updates_live(["User likes Python."], live)
    assert measured and all(not measures.slot_keys(a).isdisjoint(measures.slot_keys(b))
                            for a, b in measured)
    assert len(measured) < 2 * len(live)


def test_the_consolidation_check_measures_only_entries_sharing_a_slot(monkeypatch) -> None:
    """measures.has_superseded (the scan's "is a consolidation due" check, issue 27 CPU)
    answers as comparing every pair does, and measures only pairs sharing a slot key."""
    import reverie.review.consolidate.measures as measures

    live = ["User lives in Lisbon.", "User likes Go.", "Build server 3 listens on port 8080.",
            "The project's test runner is pytest.", "Remember the milk on Friday.",
            "User has a cat named Tom.", "Hello there."]
    later = ["User lives in Berlin.", "The project's test runner is tox.", "User likes Python.",
             "Build server 4 listens on port 8080.", "User lives in Lisbon."]
    for extra in [[], *([e] for e in later), later]:
        for entries in (live + extra, extra + live):
            every_pair = any(supersedes(a, b) or supersedes(b, a)
                             for i, a in enumerate(entries) for b in entries[i + 1:])
            assert measures.has_superseded(entries) is every_pair, extra
    assert measures.has_superseded([*live, "User lives in Berlin."])
    assert not measures.has_superseded([*live, "User likes Python."])
    measured: list[tuple[str, str]] = []
    real = measures.supersedes
    monkeypatch.setattr(measures, "supersedes",
                        lambda a, b: measured.append((a, b)) or real(a, b))
    assert not measures.has_superseded(live)
    assert all(not measures.slot_keys(a).isdisjoint(measures.slot_keys(b)) for a, b in measured)
    assert len(measured) < len(live)    # every pair would be 2 x 21


def test_who_the_user_is_moves_out_only_after_every_other_entry() -> None:
    """A name, an age, a home, a role: said once, early, and seldom mentioned again, so the
    least recently relevant entry is often the user's name while a worry of last week stays.
    Such an entry goes last; among the others the order is unchanged."""
    who = ["User's name is Priya.", "User lives in Dundee.", "User is a teacher."]
    others = ["User is nervous about a talk on Friday.", "User is repainting the hallway."]
    es = ([Entry(t, learned_at=DAY) for t in who]
          + [Entry(t, learned_at=(30 + i) * DAY, last_seen=(40 + i) * DAY, mentions=2)
             for i, t in enumerate(others)])
    plan = deterministic("user", es, limit=150, low_water=0.6)     # goal 90: three stay
    assert {t for t in others if plan.fates[t].kind == EVICTED} == set(others)
    assert [plan.fates[t].kind for t in who] == [KEPT] * 3
    # when even those must go, the least recently relevant of them goes first
    tighter = deterministic("user", [*es[:3], Entry("User's age is 41.", learned_at=0.5 * DAY)],
                            limit=80, low_water=0.6)
    assert tighter.fates["User's age is 41."].kind == EVICTED
    assert tighter.fates["User is a teacher."].kind == KEPT


@pytest.mark.parametrize("text,who", [
    ("User's name is Priya.", True), ("User is 41 years old.", True),
    ("User lives in Dundee.", True), ("User is a teacher.", True),
    ("User loves to read.", False),                  # a taste: a list of many
    ("User's cork board is their corner of calm.", False),   # a thing of theirs, no identity
    ("User is allergic to walnuts.", False),         # an allergy: a list of many
    ("Priya's brother lives in Oslo.", False),       # someone else's home
    ("User is nervous about a talk on Friday.", False),
    ("User works at Acme Robotics.", True), ("User works as a teacher.", True),
    ("User's job is stable but dull.", False),          # a job described, not named
    # a join or a move is an event the slot model reads as an employer or a home (review31 R3)
    ("User joined a rowing club.", False), ("User joined a new book group on 4 March 2024.", False),
    ("User moved from their home country.", False), ("User moved to a flat last month.", False),
    ("User lived in Dundee on 2 May 2023.", False),     # a dated entry is an act
])
def test_says_who_reads_the_users_own_single_valued_slots(text: str, who: bool) -> None:
    from reverie.review.consolidate.plan import says_who
    assert says_who(text) is who
