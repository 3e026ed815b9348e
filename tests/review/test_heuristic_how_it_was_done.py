"""learn66 (issue 31, a lost condition): the friend asks how the user did a thing and the answer
tells what the user did for it, in the past: the means of one thing done. Kept alone it lost
what it was for and read as if it lasted ("User sold their old camera."). An
answer that takes up a practice ("I started …"), one in the present (how it is always done)
and one that says the question's own verb again are read as before. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "Thanks! I asked my nieces to vote on a shortlist.": ["User has nieces."],
}


@pytest.mark.parametrize(("friend", "user"), [
    ("How did you pay for the trip?", "I sold my old camera and picked up extra shifts at the cafe."),
    ("How did you train for the marathon?", "I followed a plan from a running club and cut out sugar."),
    ("How did you pick the name for the shop?", "Thanks! I asked my nieces to vote on a shortlist."),
])
def test_a_past_means_answering_how_gives_nothing(friend: str, user: str) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == HAD_IN_PASSING.get(user, [])


# guards (pass on the parent too)
@pytest.mark.parametrize(("friend", "user", "entry"), [
    ("How did you find the time?", "Thanks! It was hard but I started waking up at five.",
     "User started waking up at five."),
    ("How did you get so fit?", "I swim forty lengths every morning.",
     "User swims forty lengths every morning."),
])
def test_a_practice_or_a_present_answering_how_is_read_as_before(friend: str, user: str, entry: str) -> None:
    assert entry in added_in_turns(("assistant", friend), ("user", user))


# review23 R8 (its own lines): a means that is a stretch of a life, a home, study or work or a
# span said with it, is a fact of its own and is kept as it was before e00e403
@pytest.mark.parametrize(("friend", "user", "entry"), [
    ("How did you learn Spanish?", "I lived in Madrid for three years.", "User lived in Madrid for three years."),
    ("How did you become a vet?", "I studied veterinary medicine at Edinburgh.",
     "User studied veterinary medicine at Edinburgh."),
    ("How did you get into nursing?", "I trained at King's College Hospital after school.",
     "User trained at King's College Hospital after school."),
    ("How did you get into climbing?", "I grew up near the Peak District.", "User grew up near the Peak District."),
    ("How did you learn to cook?", "I worked in my uncle's restaurant for five years.",
     "User worked in their uncle's restaurant for five years."),
    ("How did you get into teaching?", "I volunteered at a youth club for years.",
     "User volunteered at a youth club for years."),
])
def test_a_life_told_as_the_means_is_kept(friend: str, user: str, entry: str) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == [entry]
