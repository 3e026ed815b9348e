"""learn36: an adverb of manner before a past act ("slowly", "happily", "carefully") hid the
simple past from the single-act test, so one afternoon's act was kept between friends as if it
lasted ("User happily spent the afternoon at the pier."). Any "-ly" adverb is now read past as
"just" and "finally" were; a lasting act keeps what it kept ("gradually built a client base",
"quickly joined a club"), and a habit ("usually") is still a habit. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I carefully packed my grandmother's china.": ["User has a grandmother."],
}


@pytest.mark.parametrize("said", [
    "I quietly repainted the porch railing.",
    "I happily spent the afternoon at the pier.",
    "I patiently painted the garden fence.",
    "I carefully packed my grandmother's china.",
])
def test_one_act_after_an_adverb_of_manner_is_not_kept(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "entry"), [
    ("I gradually built a client base for my bakery.", "User gradually built a client base for their bakery."),
    ("I quickly joined a running club.", "User quickly joined a running club."),
    ("I usually walked to school.", "User usually walked to school."),
])
def test_a_lasting_act_or_a_habit_after_the_adverb_stays(said: str, entry: str) -> None:
    assert entry in added_as_news(said), added_as_news(said)


# fix17 (review15 O8): an adverb of how often is no manner: the past act it goes with was a habit,
# kept as "usually" keeps it; a service in the forces is years of a life, whatever the adverb
@pytest.mark.parametrize(("said", "entry"), [
    ("I regularly visited my uncle at the hospice.", "User regularly visited their uncle at the hospice."),
    ("I frequently flew to Lisbon for work.", "User frequently flew to Lisbon for work."),
    ("I occasionally sketched birds at university.", "User occasionally sketched birds at university."),
    ("I typically baked for the whole street.", "User typically baked for the whole street."),
    ("I normally cycled to the office.", "User normally cycled to the office."),
    ("I generally skipped dessert.", "User generally skipped dessert."),
    ("I routinely checked on my neighbours.", "User routinely checked on their neighbours."),
    ("I proudly served in the air force.", "User proudly served in the air force."),
    ("I served with the marines for six years.", "User served with the marines for six years."),
])
def test_a_past_habit_told_with_an_adverb_of_how_often_stays(said: str, entry: str) -> None:
    assert entry in added_as_news(said), added_as_news(said)
