"""learn35: what the speaker's people or animals do for the speaker, the speaker the object
right after the verb ("My cat makes me happy", "My teammates push me to do better"). A "my"
clause was read only with a verb from a short list (is, has, loves, works, a past …), so
these present effects gave nothing, where the same said of a thing ("Running keeps me sane")
was kept. Only a person or an animal as the subject: a place or a thing of the speaker's
carried from a photo names nothing. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("My grandparents motivate me to study harder.",
     ["User's grandparents motivate the user to study harder."]),
    ("My rabbits always cheer me up.", ["User's rabbits always cheer the user up."]),
    ("My teammates push me to do better.", ["User's teammates push the user to do better."]),
    ("My cat makes me happy.", ["User's cat makes the user happy."]),
    # a clause after "but", and a listed subject (the first commit's)
    ("Exams stress me out, but my dogs always calm me.", ["User's dogs always calm the user."]),
    ("My aunt, uncle and cousins keep me grounded.",
     ["User's aunt, uncle and cousins keep the user grounded."]),
])
def test_what_the_speakers_people_do_for_them_is_kept(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize("said", [
    "My favourite spot helps me focus.",       # a place: which one is in a photo
    "My job keeps me busy.",                   # no person or animal
    "My mum keeps asking about you.",          # not "me" after the verb: the chat's
    "My neighbour reminds me of you.",         # the listener
    "My friend helps me move tomorrow.",       # the moment's errand
])
def test_a_thing_the_chat_or_the_moment_gives_nothing(said: str) -> None:
    assert added(said) == []
