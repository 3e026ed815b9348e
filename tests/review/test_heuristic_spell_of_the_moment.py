"""learn56 (issue 31, passing states): a doing in the progressive marked as the moment's
("lately", "these days", "right now", "at the moment") is a spell of the present, read before
the dating step cuts those words; after "since we last talked" a stage of a thing already going
("still", "working on", "looking into") is one too, while a practice begun since is news.

It lasts when it says how often or how long, or when the doing is a standing or a practice
taken up: work, study, a role taken "as" something, a class, lessons or a course, a skill being
learned, a change of a life sought.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "These days I'm knitting a scarf for my niece.": ["User has a niece."],
}


@pytest.mark.parametrize("said", [
    "These days I'm knitting a scarf for my niece.",
    "I'm rereading old spy paperbacks on the bus lately.",
    "Been rehearsing monologues for the spring play lately.",
    "I'm trying out different diets lately.",
    "Since we last spoke I'm still sorting out the loft.",
    "Things have been quiet since we last spoke - I'm still repainting the porch.",
])
def test_a_spell_of_now_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == HAD_IN_PASSING.get(said, [])


# guards (pass on the parent too): the lasting neighbours the change must not cost
@pytest.mark.parametrize(("said", "entry"), [
    ("I've been learning the cello lately.", "User has been learning the cello."),
    # "since we last talked" dates a start: a practice begun since is news, a stage is not
    ("Since we last spoke I've been writing a column about birdwatching.",
     "User has been writing a column about birdwatching."),
    ("Lately I've been taking a pottery class.", "User has been taking a pottery class."),
    ("These days I'm working as a night porter at a hotel.", "User is working as a night porter at a hotel."),
    ("I've been swimming every morning lately.", "User has been swimming every morning."),
    ("These days I'm studying for the bar exam.", "User is studying for the bar exam."),
])
def test_a_standing_a_practice_or_how_often_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)
