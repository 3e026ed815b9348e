"""review9 F1: a reason clause that is the sentence's *subject* ("The reason I love X is Y",
"Why I love X is simple") was cut like a complement ("… is why I love X"), and the main
verb stayed glued to the taste: "User loves X is Y". The taste said as a given is read
alone; the complement shapes keep working. Our own sentences, full heuristic review."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("The reason I love Lisbon is the light.", ["User loves Lisbon."]),
    ("The main reason I enjoy rowing is the early mornings on the river.", ["User enjoys rowing."]),
    ("Part of the reason I enjoy coaching is seeing the kids improve.", ["User enjoys coaching."]),
    ("Why I love birdwatching is easy: the patience it teaches.", ["User loves birdwatching."]),
    ("The reasons I like Glasgow are the music and the people.", ["User likes Glasgow."]),
    ("One of the biggest reasons I love my street is the bakery on the corner.",
     ["User loves their street."]),
    ("The reason I adore jazz has always been the surprise in it.", ["User adores jazz."]),
    ("A big part of why I like cycling to work is the fresh air.", ["User likes cycling to work."]),
    ("The reason I love Lisbon, honestly, is the light.", ["User loves Lisbon."]),
])
def test_a_reason_said_as_the_subject_gives_the_taste_alone(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("said", [
    # words of the speaker's own before the subject: left as it was, nothing kept
    "Everybody says the reason I love Lisbon is the light.",
    # the taste itself points back: nothing, as before
    "The reason I love it is the light.",
])
def test_no_garbled_entry_when_the_reason_is_a_subject(said: str) -> None:
    added = added_as_news(said)
    assert not any(" is the " in entry or " are the " in entry for entry in added), added
    assert added == []


@pytest.mark.parametrize(("said", "kept"), [
    # the complement shapes learn18 read stay read
    ("Days like that remind me why I love the mountains.", ["User loves the mountains."]),
    ("That sort of kindness is why I love my neighbourhood.", ["User loves their neighbourhood."]),
    ("It's one of the main reasons I enjoy baking bread.", ["User enjoys baking bread."]),
    # a "be" inside the object after a clause's own subject is not the sentence's verb
    ("That's why I love beaches where the water is warm.",
     ["User loves beaches where the water is warm."]),
    ("Trips like that remind me why I love villages that are quiet.",
     ["User loves villages that are quiet."]),
])
def test_a_reason_said_as_a_complement_still_gives_the_taste(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


# review9 F1, not fully fixed (fixdeny2): the main verb after a reason said as the subject
# is any finite verb, not only "be" — "depends", "varies", "has to do with", a past
@pytest.mark.parametrize(("said", "kept"), [
    ("How much I enjoy my commute depends on the weather.", ["User enjoys their commute."]),
    ("How much I like crowded gigs varies from week to week.", ["User likes crowded gigs."]),
    ("Why I love sea swimming has to do with my grandad.", ["User loves sea swimming."]),
    ("The reason I love Naples changed over the years.", ["User loves Naples."]),
    ("How much I like my neighbours grew stronger every winter.", ["User likes their neighbours."]),
    ("Why I adore ferries comes down to the slowness.", ["User adores ferries."]),
])
def test_any_finite_verb_after_the_reason_subject_is_the_main_verb(said: str,
                                                                   kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # a noun in -s inside the object is not the main verb; a complement is read whole
    ("How much I love old maps depends on the day.", ["User loves old maps."]),
    ("How much I love Madrid in autumn depends on the rain.", ["User loves Madrid in autumn."]),
    ("Evenings like that remind me how much I love my cousins.", ["User loves their cousins."]),
])
def test_the_objects_own_words_stay_with_the_taste(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept



# review10 G6: the main verb negated through a contraction ("isn't", "wasn't", "hasn't
# been", "doesn't") was not seen as the main verb, and the taste was glued to it ("User
# loves Paris isn't the food"). The negation denies the reason, never the taste.
@pytest.mark.parametrize(("said", "kept"), [
    ("The reason I love Marseille isn't the beaches.", ["User loves Marseille."]),
    ("The reason I enjoy pottery wasn't the teacher at first.", ["User enjoys pottery."]),
    ("The reasons I like Leeds aren't obvious to visitors.", ["User likes Leeds."]),
    ("Why I love trail running isn't easy to put into words.", ["User loves trail running."]),
    ("The reason I enjoy nursing hasn't ever been the money.", ["User enjoys nursing."]),
    ("How much I love my allotment doesn't depend on the harvest.", ["User loves their allotment."]),
    ("Why I like chess didn't change after the tournament.", ["User likes chess."]),
    ("The reason I love Lagos can't be the traffic.", ["User loves Lagos."]),
    # the spelt-out negation, read as before
    ("The reason I love Marseille is not the beaches.", ["User loves Marseille."]),
])
def test_a_negated_main_verb_after_the_reason_subject_gives_the_taste_alone(
        said: str, kept: list[str]) -> None:
    added = added_as_news(said)
    assert not any("n't" in entry for entry in added), added
    assert added == kept
