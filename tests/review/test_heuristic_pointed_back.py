"""learn49 (issue 31, naming nothing): a demonstrative before a bare noun points back at what
the chat named — the friend's turn, a photo, an earlier sentence. A story's "this" is written
"a", so the entry stood for nothing ("User has known some pals for 6 years", "User has their
partner on an adventure with them"); a thing pointed at as what reminds the user was written
"The poster reminds the user to …", a thing only the photo named. Every sentence here is our
own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "True. My partner shares this adventure with me.": ["User has a partner."],
    "My wife stays on this ride with me.": ["User has a wife."],
}


def _answer(friend: str, user: str) -> list[str]:
    return added_in_turns(("assistant", friend), ("user", user))


@pytest.mark.parametrize(("friend", "user"), [
    ("Your crew looks fun! How long have you known them?",
     "Glad they're around. I've known these lads for ages, since school."),
    ("What a crowd! Who are they?", "I've known these classmates for ten years."),
    ("Family matters so much on the road.",
     "True. My partner shares this adventure with me."),
    ("Belief in yourself is half of it.", "My friends walk this journey with me."),
    ("Belief in yourself is half of it.", "My wife stays on this ride with me."),
])
def test_a_demonstrative_before_a_bare_noun_names_nothing(friend: str, user: str) -> None:
    assert _answer(friend, user) == HAD_IN_PASSING.get(user, [])


@pytest.mark.parametrize(("user", "entry"), [
    ("Thanks! This poster reminds me to keep going, no matter what.",
     "User has a poster that reminds them to keep going, no matter what."),
    ("That little bell always reminds me to breathe.",
     "User has a little bell that always reminds them to breathe."),
])
def test_a_pointed_reminder_is_the_users_own_thing(user: str, entry: str) -> None:
    assert _answer("Keep at it!", user) == [entry]


@pytest.mark.parametrize(("user", "entry"), [
    # guards: a place, a kind or a name after the noun tells the thing apart
    ("I've known these neighbours from my old street for ten years.",
     "User has known some neighbours from their old street for ten years."),
    ("My sister joins me on this trip to Peru.", "User's sister joins the user on a trip to Peru."),
    ("I adopted this fluffy kitten from a shelter and she sleeps on my bed every night.",
     "User adopted a fluffy kitten from a shelter."),
    # a story's "this" before a thing (not a course of life) still introduces it
    ("I've had this bike for 6 years.", "User has had a bike for 6 years."),
    # a device told apart by a word of its own is written as before
    ("My old brass ring reminds me to be patient.",
     "User's old brass ring reminds the user to be patient."),
])
def test_a_thing_told_apart_stays(user: str, entry: str) -> None:
    assert _answer("Nice!", user) == [entry]


# review17 Q26: after a doing of a pursuit the plural names its kind, and the demonstrative
# only the ones shown: the pursuit is kept, the kind written bare.
@pytest.mark.parametrize(("user", "entry"), [
    ("I've been collecting these stamps for years.", "User has been collecting stamps for years."),
    ("I've been carving these spoons since 2019.", "User has been carving spoons since 2019."),
    ("I've been growing these orchids for a decade.", "User has been growing orchids for a decade."),
])
def test_a_pursuit_of_the_things_shown_keeps_its_kind(user: str, entry: str) -> None:
    assert _answer("Nice!", user) == [entry]


# a habit's recurrence after "these <plural>": the doing comes back with things of that kind,
# so the kind is the fact, written bare; people and animals seen on a round are the ones shown
@pytest.mark.parametrize(("user", "entry"), [
    ("I knit these scarves every winter.", "User knits scarves every winter."),
    ("I sew these quilts each spring.", "User sews quilts each spring."),
    ("I brew these ales most autumns.", "User brews ales most autumns."),
])
def test_a_habits_things_shown_keep_their_kind(user: str, entry: str) -> None:
    assert _answer("Lovely work!", user) == [entry]


# review18 R1: the kind is written as its bare form is (a taste row's verb too), and people
# are read alike whatever their word: served by a verb of serving they are a job's kind
@pytest.mark.parametrize(("user", "entry"), [
    ("I hate these errands every Saturday.", "User dislikes errands every Saturday."),
    ("I tutor these students every Tuesday.", "User tutors students every Tuesday."),
])
def test_a_recurring_kind_is_read_as_its_bare_form(user: str, entry: str) -> None:
    assert _answer("Lovely!", user) == [entry]


@pytest.mark.parametrize("user", [
    "I see these guys every week.",
    "I visit these folks every Sunday.",
    "I groom these horses every week.",
    "I visit these patients every Friday.",
    "I chat with these customers every week.",
])
def test_people_and_animals_on_a_round_still_name_nothing(user: str) -> None:
    assert _answer("Lovely!", user) == []
