"""learn47 (issue 31): a long clause's purpose is cut at the "and" of its second verb phrase
when the noun before that "and" stands under a preposition. fix26 kept a noun under a
possessive or "the" from being cut there, for a pair of people before a second object ("to buy
my gran and grandad a new sofa"); a noun after a preposition is the preposition's and takes no
second object, so "… some good in the town and cheer others up" lost its whole purpose, and
the head alone ("User hopes to use their blog.") was dropped. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news as added


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm hoping to use my blog to do some good in the town and cheer others up.",
     "User hopes to use their blog to do some good in the town."),
    ("I'm hoping to use my radio show to have a real effect in the valley and encourage others "
     "too.", "User hopes to use their radio show to have a real effect in the valley."),
    ("I'm hoping to use my garden to grow food for the pantry and teach others about plants.",
     "User hopes to use their garden to grow food for the pantry."),
])
def test_a_noun_under_a_preposition_does_not_keep_the_purpose_uncut(said: str, kept: str) -> None:
    assert added(said) == [kept]


@pytest.mark.parametrize(("said", "half"), [
    # a pair under a preposition before a determiner is still a pair, not a second verb phrase
    ("I've been working two jobs since spring to care for my mom and dad the way they cared for "
     "me.", "their mom"),
    # fix26's pair right after the verb stays uncut
    ("I've been saving up from every paycheck this year to buy my gran and grandad a new sofa.",
     "their gran"),
])
def test_a_pair_of_people_is_still_not_cut_in_two(said: str, half: str) -> None:
    entries = added(said)
    assert not any(e.rstrip(".").endswith(half) for e in entries), entries


# review17 Q2: a particle or an adverb after a pair under a preposition follows the pair's
# second noun, not a verb, so the pair is not cut in two. Our own sentences.
@pytest.mark.parametrize(("said", "half"), [
    ("I've been putting money aside every month to travel with my brother and sister over the "
     "summer.", "their brother"),
    ("I've been baking extra loaves every Sunday to share with my niece and nephew down the "
     "street.", "their niece"),
    ("I've been taking the train every weekend to stay with my gran and grandad out by the "
     "coast.", "their gran"),
    ("I've been studying first aid this year to volunteer at the school and library more often.",
     "the school"),
    ("I've been learning sign language since spring to talk with my cousin and aunt back home.",
     "their cousin"),
])
def test_a_pair_under_a_preposition_before_a_particle_is_not_cut(said: str, half: str) -> None:
    entries = added(said)
    assert not any(e.rstrip(".").endswith(half) for e in entries), entries
