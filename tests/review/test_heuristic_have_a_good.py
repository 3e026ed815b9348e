"""learnfix: "have a great/good <noun>" was read as how a time went whatever the noun, so
"I have a great wife" or "I have a good job at the harbour" gave nothing. The present
"have" before a noun of a person, a pet, a thing owned, a job or a home is a lasting fact;
a time, a day, a chat and the past "had" still pass. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed
from tests.review.chat_support import added_as_news

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I have a great time with my cousins.": ["User has cousins."],
}


@pytest.mark.parametrize(("said", "kept"), [
    ("I have a great wife who cheers me on.", ["User has a great wife."]),
    ("I have a good job at the harbour.", ["User has a good job at the harbour."]),
    ("I have a lovely flat near the river.", ["User has a lovely flat near the river."]),
    ("I have a wonderful little puppy named Pip.", ["User has a wonderful little puppy named Pip."]),
    # "such" is how it was said to a friend, not part of the fact
    ("I have such a loving family.", ["User has a loving family."]),
    ("I'm lucky to have such a good support network around me.",
     ["User has a good support network around them."]),
])
def test_a_person_pet_home_or_job_one_has_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("said", [
    "I have a great time with my cousins.",   # how the time goes, though "cousins" follows
    "I have a great day planned.",
    "I had a great week at the lake.",
    "I had a great dog growing up.",          # the past: the dog may be gone
    "We had a good chat about the garden.",
    "Have a great weekend!",
])
def test_a_time_a_day_or_the_past_still_passes(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


def test_the_noun_decides_not_the_adjective() -> None:
    # the same adjective before a passing and a lasting noun
    assert disclosed("I have a lovely evening with friends.", between_people=True) == []
    assert [c.content for c in disclosed("I have a lovely neighbour upstairs.", between_people=True)] == \
        ["User has a lovely neighbour upstairs."]
