"""learn15: three shapes of a thing or an activity said with the speaker in the predicate
(heuristic/disclosure.py, ``_about_the_speaker``) that the topic reader did not read:

* what a thing *holds* for the speaker ("The compass has a lot of meaning for me");
* the past of what an activity led to ("Losing my flat gave me the push to move abroad");
* a demonstrative whose noun the speaker's own relative clause names ("These postcards I
  collected remind me of my travels").

Every sentence here is our own (none is LoCoMo's: ``dev_tools/locomo_overlap.py``)."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "Seeing my cousin was emotional.": ["User has a cousin."],
}


@pytest.mark.parametrize(("said", "kept"), [
    ("The old compass has a lot of meaning for me.",
     "The old compass has a lot of meaning for the user."),
    ("Woodwork has a special place in my heart.",
     "Woodwork has a special place in the user's heart."),
    ("Sea swimming holds a lot of value for me.",
     "Sea swimming holds a lot of value for the user."),
])
def test_what_a_thing_holds_for_the_speaker_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "The flat has a view of my street.",          # no meaning for the speaker
    "The bakery has my favourite rolls.",
    "My bike has a flat tyre.",                   # "my" as the subject is another reading's
])
def test_what_a_thing_has_without_meaning_for_the_speaker_is_not_read_as_such(said: str) -> None:
    assert not any("has" in entry and "for the user" in entry for entry in added_as_news(said))
    assert all("view of the user's street" not in entry for entry in added_as_news(said))
    assert all("favourite rolls" not in entry for entry in added_as_news(said))


@pytest.mark.parametrize(("said", "kept"), [
    # learn23: the owner inside the doing is "their", said before the user it stands for
    ("Losing my flat gave me the push to finally move abroad.",
     "Losing their flat gave the user the push to move abroad."),
    ("Talking with my neighbours made me want to start a garden club.",
     "Talking with their neighbours made the user want to start a garden club."),
])
def test_what_an_activity_led_the_speaker_to_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "The storm gave me a headache.",              # a thing's one effect: the week's news
    "Running with my dog made me so tired.",      # how it felt that once
    "Seeing the harbour made me smile.",          # what seeing did in the moment
    "Hearing the choir brought me to tears.",
])
def test_a_passing_effect_in_the_past_is_not_kept(said: str) -> None:
    # learn107: a pet named in passing is the user's ("User has a dog."); the effect is still not kept
    assert [kept for kept in added_as_news(said) if kept != "User has a dog."] == []


@pytest.mark.parametrize(("said", "kept"), [
    ("These postcards I collected remind me of my travels.",
     "The postcards the user collected remind the user of their travels."),
    ("This scarf I knitted last winter means a lot to me.",
     "The scarf the user knitted means a lot to the user."),
    ("This mug I keep by the kettle is a daily reminder to stay patient.",
     "The mug the user keeps by the kettle is a daily reminder to stay patient."),
    ("These boots I wear every day are my favourites.",
     "The boots the user wears every day are their favourites."),
])
def test_a_thing_the_speakers_own_clause_names_is_no_pointer(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "These shoes I bought are killing me.",          # the moment, not what they are to the user
    "That guy I met told me a secret.",              # someone else's act
    "This book you lent me reminds me of my gran.",  # the listener's thing
    "This one I think is my favourite.",             # no noun the clause names
])
def test_a_demonstrative_without_the_speakers_own_lasting_clause_is_not_kept(said: str) -> None:
    assert added_as_news(said) == []


def test_has_as_another_verbs_auxiliary_is_not_what_a_thing_holds() -> None:
    # "has meant" is a perfect tense; and the speaker inside the subject cannot be written
    assert added_as_news("Finding a place where I'm welcome has meant a lot to me.") == []


def test_people_who_have_become_like_family_are_kept() -> None:
    assert "The volunteers at the library have become like family to the user." in \
        added_as_news("The volunteers at the library have become like family to me.")


# A change of one's life named as an activity with "my" and judged: v9's lasting past acts
# decide a past one, a present one is going on. learn69: a past one is kept as the change
# itself (how it felt then is not), a present one with the user named after the doing.
@pytest.mark.parametrize(("said", "kept"), [
    ("Selling my boat was hard.", "User sold their boat."),
    ("Quitting my band was the best decision.", "User quit their band."),
    ("Opening my own bakery is scary and rewarding.",
     "Opening their own bakery is scary and rewarding for the user."),
    ("Moving to my new flat was a big step.", "User moved to their new flat."),
])
def test_a_judged_change_of_ones_life_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "Missing my flight was so stressful.",        # a one-off: no lasting past act
    "Seeing my cousin was emotional.",            # what seeing did in the moment
    "Losing my keys was a bummer.",               # a mishap, not a change of weight
    "Quitting my band was the best decision I ever made.",   # "I" would stay in the entry
])
def test_a_judged_one_off_is_not_kept(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])
