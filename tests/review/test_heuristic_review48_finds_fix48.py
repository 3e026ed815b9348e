"""fix48 (session 47): the learner finds review48 left (docs/rounds/session46-review48.md).
Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_a_developer_session, added_in_turns

# --- "'s" before a participle after one of the user's people or things is "has" ------------


@pytest.mark.parametrize(("said", "kept"), [
    ("My nephew's always wanted to be a beekeeper.", "User's nephew has always wanted to be a beekeeper."),
    ("My aunt's visited Peru three times.", "User's aunt has visited Peru three times."),
    ("My brother's never liked olives.", "User's brother has never liked olives."),
    ("My cousin's always been shy.", "User's cousin has always been shy."),
    ("My grandpa's sold his old van.", "User's grandpa has sold his old van."),
])
def test_a_noun_subjects_s_before_a_participle_is_has(said: str, kept: str) -> None:
    added = added_in_turns(("user", said))
    assert kept in added, added
    assert not any("'s visited" in e or " is always" in e or " is never" in e for e in added), added


@pytest.mark.parametrize(("said", "kept"), [
    ("My nephew's a pilot.", "User's nephew is a pilot."),           # what one is: "is"
    ("My aunt's really into pottery.", "User's aunt is into pottery."),
])
def test_a_noun_subjects_s_before_what_it_is_stays_is(said: str, kept: str) -> None:
    assert kept in added_in_turns(("user", said))


def test_a_participle_before_a_bare_noun_is_a_possessive_left_as_said() -> None:
    # "my cousin's lost phone" is the cousin's phone: no "has" is written into it
    added = added_in_turns(("user", "My cousin's lost phone turned up in the car."))
    assert not any("cousin has" in e for e in added), added


# --- "Never <plural> in your replies": an order to the assistant with its verb left off --------


@pytest.mark.parametrize(("said", "kept"), [
    ("Never hashtags in your replies.", "User wants no hashtags in the assistant's replies."),
    ("Always sources when you quote a figure.", "User wants sources when the assistant quotes a figure."),
    ("Never footnotes when you summarize.", "User wants no footnotes when the assistant summarizes."),
])
def test_a_plural_the_replies_hold_or_leave_out_is_a_standing_order(said: str, kept: str) -> None:
    added = added_in_a_developer_session(said)
    assert kept in added, added


@pytest.mark.parametrize("said", [
    "Never hurts to double-check.",              # a verb agreed with "it" left off (b67d585e)
    "Always helps when you sleep on it.",        # the same, before "when you" not writing
    "Always works out in the end.",
])
def test_a_verb_in_s_with_its_subject_left_off_is_still_no_order(said: str) -> None:
    assert added_in_a_developer_session(said) == []


# --- a short illness said with where it keeps one passes with it -------------------------------


@pytest.mark.parametrize("said", [
    "My niece is at home with a cold.",
    "My husband's in bed with the flu.",
    "My daughter is off school with a nasty cough.",
])
def test_a_short_illness_said_with_a_whereabouts_is_not_kept(said: str) -> None:
    added = added_in_turns(("user", said))
    assert not any(w in e for e in added for w in ("cold", "flu", "cough")), added


@pytest.mark.parametrize(("said", "word"), [
    ("My niece is in bed with the flu every winter.", "flu"),      # a habit lasts
    ("My husband is at home with asthma most days.", "asthma"),    # no short illness
])
def test_an_illness_said_as_a_habit_or_a_lasting_one_stays(said: str, word: str) -> None:
    assert any(word in e for e in added_in_turns(("user", said)))
