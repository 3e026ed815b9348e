"""learn113: four answers review50 found read wrong in session 48 (docs/rounds/session48-review50.md),
each mended by its structure: a name in "-is" answered to a hobby question keeps its capital
(:mod:`.pastime`); "bills" and "cleaning" are a duty only as one ("paying the bills",
"cleaning the house"), not inside a pastime; a yes with a bare thing of its own answers with
another object than the friend's (:mod:`.same_here`); how often, said alone to a statement
asked back, says the user does it that often. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.pastime import pastime_restated
from reverie.review.providers.heuristic.same_here import same_said
from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("said", "restated"), [
    ("Memphis.", "I enjoy Memphis"),                 # a name: lowercased before learn113
    ("Cats.", "I enjoy cats"),                       # a plural noun still takes the lower case
])
def test_a_name_in_is_keeps_its_capital(said: str, restated: str) -> None:
    assert pastime_restated("Any hobbies?", said) == restated


@pytest.mark.parametrize(("said", "kept"), [
    # each kept nothing before learn113
    ("Cleaning up vintage radios.", "User enjoys cleaning up vintage radios."),
    ("Cheering on the Bills with my uncle.", "User enjoys cheering on the Bills with their uncle."),
])
def test_a_pastime_with_a_duty_word_inside_is_kept(said: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", "What do you do for fun?"), ("user", said))


@pytest.mark.parametrize("said", [
    "Cleaning.", "Cleaning the house, mostly.", "Cleaning up after the dog.", "Cleaning and ironing.",
    "Paying the bills.", "Bills, mostly.", "paying bills lol",
])
def test_a_duty_still_keeps_nothing(said: str) -> None:
    assert pastime_restated("What do you do for fun?", said) is None


@pytest.mark.parametrize("answer", ["Yes, geography.", "Yeah, night school physics."])
def test_a_yes_with_a_thing_of_its_own_is_no_agreement(answer: str) -> None:
    # "User teaches history." was kept before learn113
    assert same_said("I teach history, what about you?", answer) is None


@pytest.mark.parametrize(("friend", "answer", "kept"), [
    # review51: after a taste a bare thing narrows it to a kind, so the yes agrees
    ("I love soup, do you?", "Yes, lentil.", "I love soup."),
    ("I like biking, do you?", "Yeah, hills.", "I like biking."),
])
def test_a_yes_with_a_kind_of_a_taste_agrees(friend: str, answer: str, kept: str) -> None:
    assert same_said(friend, answer) == kept


def test_how_often_does_not_fit_a_taste() -> None:
    assert same_said("I like rowing. Do you?", "Sometimes.") is None   # review51


@pytest.mark.parametrize("answer", ["Yes, daily.", "Yeah, every weekend!", "Oh yes, often."])
def test_a_yes_before_how_often_still_agrees_with_a_taste(answer: str) -> None:
    # the lead, on d2ff1793: a yes agrees with the taste even where how often does not fit it
    assert same_said("I like to swim, do you?", answer) == "I like to swim."


@pytest.mark.parametrize("answer", ["Yes, history!", "Yes, definitely.", "Yeah, a lot.", "Yes, really."])
def test_a_yes_that_echoes_or_stresses_still_agrees(answer: str) -> None:
    assert same_said("I teach history, what about you?", answer) == "I teach history."


@pytest.mark.parametrize(("friend", "answer", "kept"), [
    # each kept nothing before learn113
    ("I don't ice skate. Do you?", "Every winter!", "I ice skate every winter."),
    ("I never bake bread, do you?", "Twice a week.", "I bake bread twice a week."),
    ("I don't fish. Do you?", "Oh, all the time.", "I fish all the time."),
    ("I jog. Do you?", "Always.", "I always jog."),
])
def test_how_often_answers_the_statement_asked_back(friend: str, answer: str, kept: str) -> None:
    assert same_said(friend, answer) == kept


@pytest.mark.parametrize(("friend", "answer"), [
    ("I jog.", "Every day."),                          # not asked back
    ("What do you do on Sundays?", "Every week."),     # a question of another thing
    ("I don't jog. Do you?", "Sometimes, but not lately."),   # taken back
    ("I don't jog. Do you?", "Never."),                # no frequency of doing
    ("I went jogging. Did you?", "Every day."),        # a past
    ("I don't jog. Do you?", "Every day?"),            # a question
])
def test_how_often_keeps_nothing_else(friend: str, answer: str) -> None:
    assert same_said(friend, answer) is None


def test_how_often_reaches_the_entry() -> None:
    kept = added_in_turns(("assistant", "I don't play chess. Do you?"), ("user", "Every weekend."))
    assert "User plays chess every weekend." in kept
