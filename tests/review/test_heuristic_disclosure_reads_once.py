"""The shape layer reads a clause only where the reading can count (issue 27, the review's
CPU): each cut here is held to the reading it skips. Every sentence is our own."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from reverie.review.providers.heuristic.disclosure import disclosed, steps
from reverie.review.providers.heuristic.writing import third_person, undecided_pair

_CLAUSE_WORDS = ["I", "i", "I'm", "I've", "me", "my", "we", "our", "you", "run", "runs", "shut",
                 "the", "door", "cry", "put", "salt", "pepper", "on", "everything", "band", "hand",
                 "stand", "sell", "eggs", "a", "small", "farm", "quit", "job", "travel", "now",
                 "always", "really", "or", "but", "with", "AND", "And", ",", "'s", "me-time", '"']


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_CLAUSE_WORDS), min_size=1, max_size=12).map(" ".join))
@example("I shut the door and cry")
@example("I run a small farm and sell eggs")
@example("I put salt on everything")
def test_a_clause_without_and_has_no_undecided_pair(clause: str) -> None:
    """disclosure's _before_undecided_pair returns a clause without "and" as it is, unread:
    the writer adds no "and", so its third person has no pair for undecided_pair to find."""
    if "and" not in clause.lower():
        assert undecided_pair(third_person(clause)) is None
        assert steps._before_undecided_pair(clause) == clause


def test_a_clause_without_and_is_not_written_in_the_third_person_for_the_pair_test(monkeypatch) -> None:
    asked: list[str] = []

    def counted(text: str) -> str:
        asked.append(text)
        return third_person(text)

    monkeypatch.setattr(steps, "third_person", counted)
    assert steps._before_undecided_pair("I run a small farm on the coast") == "I run a small farm on the coast"
    assert asked == []
    assert steps._before_undecided_pair("I shut the door and cry") is None
    assert asked == ["I shut the door and cry"]
    assert disclosed("I volunteer at the animal shelter on weekends.", between_people=True)
