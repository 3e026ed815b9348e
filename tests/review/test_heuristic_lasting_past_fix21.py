"""A lasting change told around its verb is no single past act (review16 Q7, follow-up to
learn40's 65c191d; issue 31). Where one ended up is where one stayed when it is an employer, a
stage of life led there, a body or a state; care begun and dating last whatever day they began;
a series said before the occasion and an occasion noun that is a modifier are no one occasion.
The single past acts beside them stay dropped. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I threw a party for my sister.": ["User has a sister."],
}


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # an employer, a stage of life led there, a body or a state one is in
        ("I ended up at Amazon after grad school.", ["User ended up at Amazon after grad school."]),
        ("I ended up at a small design agency in Leeds.", ["User ended up at a small design agency in Leeds."]),
        ("We ended up in Halifax after college.", ["User ended up in Halifax after college."]),
        ("I ended up in a choir with my neighbours.", ["User ended up in a choir with their neighbours."]),
        # care begun and dating, whatever the day
        ("I started seeing a counselor on Tuesday.", ["User started seeing a counselor on 7 November 2023."]),
        ("I started dating my neighbour on Friday.", ["User started dating their neighbour on 10 November 2023."]),
        # a series said before the occasion, an occasion noun as a modifier
        ("I organized a monthly call with my cousins.", ["User organized a monthly call with their cousins."]),
        ("I set up a call centre in Leeds.", ["User set up a call centre in Leeds."]),
    ],
)
def test_a_lasting_change_told_around_its_verb_stays(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        "I ended up at the vet with my cat last night.",
        "I ended up at a bar downtown on Friday.",
        "I started cleaning the garage on Sunday.",
        "I started watching a movie last night.",
        "I threw a party for my sister.",
        "I set up a call with the landlord.",
    ],
)
def test_the_single_past_acts_beside_them_stay_dropped(said: str) -> None:
    assert added(said) == HAD_IN_PASSING.get(said, [])
