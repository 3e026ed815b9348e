"""learn67 (issue 31; judge25's G4, judge27's F and G): between people,

* a negative experience turned at once to a hope of the same thing (a wish to try it, in
  the same sentence or a short one after it) is the foil of that hope, and keeps nothing;
  said alone, or with no hope of it, it stands;
* a perfect told "so far" is a tally still running;
* two pasts joined by "and" whose second is a one-off are one story, unless the first is a
  change of a life.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answering(question: str, said: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", said))


@pytest.mark.parametrize(("question", "said", "kept"), [
    ("Do you play chess?",
     "I've played a bit of draughts, but I've never learned chess. I'd love to pick it up!",
     ["User has played a bit of draughts."]),
    ("Do you bake?", "I've never baked bread myself, though I'd like to give it a go.", []),
    ("What have you tried at the leisure centre?",
     "I've only managed three aqua aerobics sessions so far, and I ache.", []),
    ("How are you?", "I lost my wallet and spent the evening at the police station.", []),
])
def test_a_foil_a_tally_or_a_one_off_story_keeps_nothing_of_itself(question: str, said: str,
                                                                   kept: list[str]) -> None:
    assert _answering(question, said) == kept


@pytest.mark.parametrize(("question", "said", "kept"), [
    # guards (pass on the parent too): a negative said alone, or with no hope of the thing; a
    # change of a life before its next act; a past with its span
    ("Do you like Japanese food?", "I've never tried sushi.", ["User has never tried sushi."]),
    ("Do you bake?", "I've never baked bread, and I never will.", ["User has never baked bread."]),
    ("Do you bake?", "I've never baked bread. My sister bakes every week though.",
     ["User has never baked bread.", "User's sister bakes every week."]),
    ("How are you?", "I adopted a lurcher and named him Biscuit.", ["User adopted a lurcher."]),
    ("What did you do before teaching?", "I studied law and worked as a barrister for years.",
     ["User studied law and worked as a barrister for years."]),
])
def test_a_lasting_negative_or_past_stands(question: str, said: str, kept: list[str]) -> None:
    assert _answering(question, said) == kept


@pytest.mark.parametrize(("question", "said", "kept"), [
    # review23 R11 (its own lines): a modal that is no wish or try, a span told "so far", and a
    # first act of a life's learning are no foil, tally or one-off story
    ("Do you eat meat?", "I've never eaten meat and I'll stick to that.", ["User has never eaten meat."]),
    ("Do you go to the gym?", "I've never been to a gym, I'd rather run outside.",
     ["User has never been to a gym."]),
    ("Do you have pets?", "I've never had a pet, I'd be too worried about leaving it alone.",
     ["User has never had a pet."]),
    ("Do you drive?", "I've never learned to drive and I'll keep cycling everywhere.",
     ["User has never learned to drive."]),
    ("How long have you lived there?", "I've lived in Leeds for ten years so far.",
     ["User has lived in Leeds for ten years."]),
    ("How are you?", "I learned Spanish and spent a year in Mexico.",
     ["User learned Spanish and spent a year in Mexico."]),
])
def test_a_refusal_a_span_or_a_life_learned_is_no_foil_tally_or_story(question: str, said: str,
                                                                       kept: list[str]) -> None:
    assert _answering(question, said) == kept
