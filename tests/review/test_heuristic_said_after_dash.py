"""learn32: a taste said of a thing in two clauses joined by a dash ("Folk music is so honest
- it really speaks to me"), and the verbs of appeal whose object is the speaker ("speaks to
me", "resonates with me", "appeals to me"). The clause after the dash opens with "it"/"they",
which goes on with the thing the clause before named as its subject, as across two
sentences (:mod:`heuristic.carried`); it was dropped as a pointer. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "kept"), [
    ("Old churches really speak to me.", ["Old churches speak to the user."]),
    ("Slow cinema resonates with me.", ["Slow cinema resonates with the user."]),
    ("Folk music appeals to me.", ["Folk music appeals to the user."]),
])
def test_what_appeals_to_the_speaker_is_a_taste(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("The song really speaks to me.", []),          # which song: the chat's
    ("Your words really speak to me.", []),         # the listener's
    ("That speaks to me.", []),                     # a pointer
    ("Watching them play speaks to me.", []),       # a scene, and who they are is lost
])
def test_appeal_of_a_thing_of_the_chat_gives_nothing(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("Folk music is so honest and raw - it really speaks to me.",
     ["Folk music speaks to the user."]),
    ("Woodcarving is a big part of my week, not just a pastime - it helps me unwind.",
     ["Woodcarving is a big part of the user's week, not only a pastime.",
      "Woodcarving helps the user unwind."]),
    ("Rowing is tough on the hands - it's my passion though.", ["User's passion is rowing."]),
])
def test_the_pronoun_after_the_dash_is_the_thing_before_it(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # the clause after the dash says nothing of the speaker: a remark on the chat's event
    ("Street art is so cool - it must have been amazing to see.", []),
    ("The harbour was lovely - it was really special.", []),
    # "us" is not the speaker alone
    ("Forests are really awesome - they make us feel tiny.", []),
    # no thing named before the dash
    ("I was there - it helped me a lot.", []),
])
def test_no_thing_or_no_speaker_leaves_the_sentence_as_it_was(said: str, kept: list[str]) -> None:
    assert added(said) == kept


# review14 N5: speech or venting, not a taste — no thing as the subject, or a place, a
# language or a manner after "to me".
@pytest.mark.parametrize("said", [
    "Nobody speaks to me at the office.",
    "Nobody appeals to me at the speed-dating night.",
    "Marta speaks to me in Portuguese.",
    "Alexa speaks to me in a cheerful voice.",
])
def test_speech_to_the_speaker_is_no_taste(said: str) -> None:
    assert added(said) == []

