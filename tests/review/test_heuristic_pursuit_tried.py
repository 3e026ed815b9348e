"""learn20: between people, a pursuit the user is trying or looking into, named by a noun
("I'm trying tai chi", "I'm looking into nursing courses"), is a current part of their life,
as "I'm working on …" already was; the transient filter's "trying"/"looking into" was written
for a developer's session ("I'm trying the new build"), where it stays the task at hand. An
effort of the moment ("trying to stay calm") or a pointer ("trying it") is still not kept.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed
from tests.review.chat_support import added_as_news

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I'm trying the new Thai place with my sister on Saturday.": ["User has a sister."],
}


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "I'm trying tai chi at the community hall.",
            ["User is trying tai chi at the community hall."],
        ),
        (
            "I'm trying out sourdough baking with a rye starter.",
            ["User is trying out sourdough baking with a rye starter."],
        ),
        (
            "I'm looking into nursing courses at the college.",
            ["User is looking into nursing courses at the college."],
        ),
        ("I'm currently looking into beekeeping.", ["User is currently looking into beekeeping."]),
    ],
)
def test_a_pursuit_tried_between_people_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(
    "said",
    [
        "I'm trying to stay calm about the interview.",
        "I'm trying it with the kids this weekend.",
        "I'm trying my best with the move.",
        "I'm looking into it.",
    ],
)
def test_an_effort_or_a_pointer_is_still_not_kept(said: str) -> None:
    assert added_as_news(said) == []


def test_in_a_developers_session_trying_stays_the_task_at_hand() -> None:
    assert disclosed("I'm trying the nightly build of the compiler.") == []
    assert disclosed("I'm looking into the flaky integration test.") == []


# fixlearn11 (review11 H8): a venue tried once ("the new <place>"), clothes tried on, or a
# trying said with a time of one day is the day's plan, not a pursuit.
@pytest.mark.parametrize(
    "said",
    [
        "I'm trying the new sushi bar on Friday.",
        "I'm trying the new ramen place later.",
        "I'm trying on dresses for the wedding.",
        "I'm trying on hiking boots for my trip.",
        "I'm trying the new Thai place with my sister on Saturday.",
    ],
)
def test_a_venue_clothes_or_one_days_trying_is_no_pursuit(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])
