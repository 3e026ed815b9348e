"""learn18: a milestone told with what came next ("I joined a chess club and met some nice
people", "I adopted a cat and named her Mo") gave nothing: the next act's pointer ("some
people", "her") or its praise ("had a great first week") refused the whole clause, and the
milestone with it. The clause is cut after the milestone; the next act is read on its own
(and dropped when it is the week's news). Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed
from tests.review.chat_support import added_at_said_time as added


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    ("I joined a chess club and met some nice people.", ["User joined a chess club."]),
    ("I adopted a cat and named her Mo.", ["User adopted a cat."]),
    ("I started a new job at the library and had a great first week.",
     ["User started a new job at the library."]),
    ("Last night I joined a ceramics studio and had a long chat with the owner.",
     ["User joined a ceramics studio."]),
])
def test_the_milestone_is_kept_without_what_came_next(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "I baked a pie and shared it with my neighbours.",   # no milestone: a single past act
    "I went to a gig and met some nice people.",
    "I joined them and had a great time.",                # the milestone itself points back
])
def test_a_single_act_or_a_pointer_still_gives_nothing(said: str) -> None:
    assert _kept(said) == []


# review9 F17: a next act that turns back to the milestone's own object undoes it; cut off,
# the milestone alone was a false lasting fact ("User joined a rowing club.")
@pytest.mark.parametrize(("said", "kept"), [
    ("I joined a rowing club and cancelled the membership in May.", []),
    ("I adopted a rabbit and took her back to the rescue a week later.", []),
    ("I signed up for a salsa course and dropped out after the first lesson.",
     ["User signed up for a salsa course and dropped out after the first lesson."]),
    ("I joined a book club and left it after a year.", ["User joined a book club and left it after a year."]),
])
def test_a_next_act_that_undoes_the_milestone_is_not_cut_off(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


def test_a_next_act_on_the_milestones_object_that_keeps_it_is_still_cut() -> None:
    assert _kept("I started a podcast and named it Quiet Hours.") == ["User started a podcast."]


@pytest.mark.parametrize(("said", "kept"), [
    # "again" after a start names the resumption: without it the user only "started"
    ("I quit coffee and started again in the summer.", ["User quit coffee and started again in the summer."]),
    # elsewhere "again" only repeats, and is not written
    ("I'm playing the cello again.", ["User is playing the cello."]),
])
def test_again_is_kept_only_where_it_says_a_resumption(said: str, kept: list[str]) -> None:
    assert added(said) == kept
