"""learn22: a thing or an activity as the subject, the speaker in the predicate
(heuristic/disclosure.py, ``_about_the_speaker``), in shapes the topic reader did not read:

* the subject's "is"/"has" said short ("Family's super important to me", "Art's helped me
  heal"), read only when the possessive reading gives no predicate of its own;
* "has allowed/let me …", an effect rather than what the thing holds;
* a work named by its title in quotes ("\"Blue Train\" by John Coltrane …");
* what a thing stirs in the speaker ("fills me with", "warms my heart", "puts me in a good
  mood", "fires up my …"), not for a particular thing of the moment or a scene one saw;

and two holes of the same reader closed on the way: an act going on after "is" ("Sam is
coming over to my place") and an event to come ("… visiting me next week") are not what a
thing is to the speaker.

Every sentence here is our own (none is LoCoMo's: ``dev_tools/locomo_overlap.py``)."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Gardening's super important to me.", "Gardening is important to the user."),
        (
            "Sculpture's helped me heal after the accident.",
            "Sculpture has helped the user heal after the accident.",
        ),
        ("Birdwatching's kept me sane.", "Birdwatching has kept the user sane."),
    ],
)
def test_the_subjects_verb_said_short_is_read(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize(
    "said",
    [
        "Grandad's garden means a lot to me.",  # a possessive with its noun: its own reading
        "Nina's coming over to my flat.",  # an act going on, not what Nina is to the user
        "Theo's visiting me next month.",
    ],
)
def test_a_possessive_or_a_passing_act_is_not_read_as_is(said: str) -> None:
    added = added_as_news(said)
    assert not any(entry.startswith(("Grandad is", "Nina is", "Theo is")) for entry in added)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Woodwork has allowed me to switch off from my job.",
            "Woodwork has allowed the user to switch off from their job.",
        ),
        (
            "Climbing's let me face my fear of heights.",
            "Climbing has let the user face their fear of heights.",
        ),
    ],
)
def test_what_a_thing_allowed_the_speaker_is_an_effect(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            '"Blue Train" by John Coltrane is special to me.',
            '"Blue Train" by John Coltrane is special to the user.',
        ),
        (
            '"The Salt Road" has a lot of meaning for me.',
            '"The Salt Road" has a lot of meaning for the user.',
        ),
    ],
)
def test_a_title_in_quotes_is_a_subject(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


def test_someones_words_in_quotes_are_still_not_a_subject() -> None:
    assert not any(
        "keep going" in entry for entry in added_as_news('"keep going" is what my coach tells me.')
    )


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Sea swimming fills me with calm.", "Sea swimming fills the user with calm."),
        ("Choir practice warms my heart.", "Choir practice warms the user's heart."),
        ("Jazz puts me in a good mood.", "Jazz puts the user in a good mood."),
        (
            "Old steam trains fire up my imagination.",
            "Old steam trains fire up the user's imagination.",
        ),
    ],
)
def test_what_a_thing_stirs_in_the_speaker_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize(
    "said",
    [
        "The news fills me with dread.",  # a particular thing of the moment
        "Watching the twins hug warms my heart.",  # a scene the speaker saw
        "The office puts me in a bad mood.",  # not "a good mood": no verb of effect here
    ],
)
def test_a_passing_stir_is_not_kept(said: str) -> None:
    added = added_as_news(said)
    assert not any(word in entry for entry in added for word in ("dread", "twins", "bad mood"))


@pytest.mark.parametrize(
    "said",
    [
        "Sam is coming over to my place.",
        "Mum is visiting me next week.",
        "Work is killing me.",
    ],
)
def test_an_act_going_on_or_to_come_is_not_what_a_thing_is_to_the_speaker(said: str) -> None:
    added = added_as_news(said)
    assert not any(
        word in entry for entry in added for word in ("coming over", "visiting", "killing")
    )


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Tai chi is helping me sleep better.", "Tai chi is helping the user sleep better."),
        ("Knitting is so relaxing for me.", "Knitting is relaxing for the user."),
        (
            "Daily stretching is having a real effect on my back.",
            "Daily stretching is having a real effect on the user's back.",
        ),
    ],
)
def test_an_effect_still_at_work_after_is_stays(said: str, kept: str) -> None:
    assert kept in added_as_news(said)
