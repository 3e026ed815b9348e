"""learn36 (review14 N21): the test of a single past act read a short list of irregular pasts
of its own, so a past only the well-formedness check knew ("rang", "rode", "ate", "forgot",
"wore" …) was no act at all, and one afternoon's act was kept between friends as if it lasted
("User rang their mom."). The act test now reads that list too. A lasting taste begun ("fell
in love with …") and a thing understood ("saw how …") are no single act. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I wove a little basket for my aunt.": ["User has an aunt."],
}


@pytest.mark.parametrize("said", [
    "I rang my mom.",
    "I wove a little basket for my aunt.",
    "I forgot my umbrella at the bakery.",
    "I sank three long putts at the golf course.",
    "I shook hands with the mayor at the fair.",
])
def test_one_afternoons_act_with_an_irregular_past_is_not_kept(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "start"), [
    ("I fell in love with pottery.", "User fell in love with pottery"),
    ("I fell head over heels in love with jazz.", "User fell head over heels in love with jazz"),
    ("I saw how much my garden helped me.", "User saw how much their garden helped them"),
    ("I grew up in a small fishing town.", "User grew up in a small fishing town"),
])
def test_a_taste_begun_or_a_thing_understood_stays(said: str, start: str) -> None:
    assert any(e.startswith(start) for e in added_as_news(said)), added_as_news(said)
