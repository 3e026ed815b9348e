"""learn27 (issue 31 precision, "single past events kept as if lasting"): an act on one of a
series ("another", "my second", "the next") told with no time of its own is one instance of a
pastime, not a lasting fact; "ended up with" is read as the "got" it reports. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I sent my cousin a birthday card.": ["User has a cousin."],
    "I sat with my grandma all afternoon.": ["User has a grandma."],
}


@pytest.mark.parametrize(
    "said",
    [
        "I finished another knitting project.",
        "I wrapped up my second novel.",
        "I worked hard on another painting.",
        "We ended up with some great sponsors.",
    ],
)
def test_one_instance_of_a_pastime_is_not_kept(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # a thing or someone gained, a change of a life, a first time: they last
        ("I got another dog.", ["User got another dog."]),
        ("I adopted a second cat.", ["User adopted a second cat."]),
        ("I started another degree.", ["User started another degree."]),
        ("I joined another choir.", ["User joined another choir."]),
        ("I finished my first marathon.", ["User finished their first marathon."]),
    ],
)
def test_what_lasts_is_kept(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_told_with_its_time_it_is_a_dated_event() -> None:
    kept = added("I renovated another bathroom last week.")
    assert len(kept) == 1 and kept[0].startswith("User renovated another bathroom around ")


def test_a_thing_finished_once_with_its_time_leaves_nothing() -> None:
    # learn56: "finished" is kept for what it leaves (a degree, a work of one's own), and one
    # knitting project finished leaves nothing: the strict readings count a dated one false
    assert added("I finished another knitting project last week.") == []


@pytest.mark.parametrize(
    "said",
    [
        "I chose a sofa that looks great and is comfy.",
        "I sent my cousin a birthday card.",
        "I slept in a tent by the lake.",
        "I sat with my grandma all afternoon.",
    ],
)
def test_an_irregular_past_is_a_past_act(said: str) -> None:
    assert added(said) == HAD_IN_PASSING.get(said, [])


def test_chose_to_is_a_decision() -> None:
    assert added("I chose to study law.") == ["User chose to study law."]
