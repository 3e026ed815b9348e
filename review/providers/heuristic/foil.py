"""An experiential perfect that is the foil of a hope, or a tally still running, between people
(learn67, issue 31; judge23's and judge25's G4).

"I've never tried sushi." is a lasting fact about the speaker, and is kept. The same negative
turned at once to a hope of the thing — in its own sentence after "never" ("I've never baked
bread myself, though I'd like to give it a go") or in the short sentence after it ("I've
never learned chess. I'd love to pick it up!") — is said as the foil of that hope: what
the speaker tells is an interest of the moment, not a life without the thing, and "User has
never baked bread." would be kept for weeks after they started. The entry
the negative gave is dropped; the hope is read by the rules that read hopes.

A positive perfect told "so far" ("I've only managed three aqua aerobics sessions so far") is
a tally still running: how many, or which, changes next week. Its entry is dropped too; the practice, when
said as one ("I go every week"), is kept by its own sentence.

Only the entries written from the negative or the tally are dropped: "I've gone sailing
twice but never tried surfing." keeps both, and "I've never been abroad." stands.
"""

from __future__ import annotations

import re

from .words import FOR_A_LONG_SPAN_OR_A_WHILE

_NEVER_DONE = re.compile(r"^User (?:has|had) never\b")
_TALLY_DONE = re.compile(r"^User has (?!never\b|always\b|been\b)[a-z]+\b")
_NEVER_SAID = re.compile(r"\bnever\b", re.I)
_SPAN = re.compile(rf"\bsince\b|\b{FOR_A_LONG_SPAN_OR_A_WHILE}\b", re.I)
_PERFECT_SO_FAR = re.compile(r"\b(?:i|we)(?:'ve| have) (?!been\b)(?:[\w-]+ ){0,6}?so far\b", re.I)
# a hope of the thing just denied: a chance, a wish, an interest, a first time to come
_HOPE = re.compile(
    r"\b(?:might|may|could) (?:well )?(?:be|try|give|do|have)\b|"
    # review23 R11: a modal alone is no hope ("… and I'll stick to that", "I'd rather run"): it
    # must be a wish or a try of the thing
    r"\b(?:i'd|i would|i'll|i will)(?: really| definitely| totally| so| still)? (?:love|like|try|give|have a go|"
    r"be (?:up|keen|game|open) for|be (?:keen|eager|happy) to)\b|"
    r"\b(?:i wanna|i want to|i hope to|i'm hoping to|hoping to|keen to|eager to|"
    r"dying to|itching to)\b(?! never\b| not\b)|"
    r"\bsounds? (?:so |really |super |pretty |kinda |quite )?(?:fun|thrilling|exciting|amazing|cool|awesome|"
    r"interesting|great|tempting|appealing|intriguing|fascinating)\b|"
    r"\b(?:one day|someday|some day|sometime|the first(?: time)?)\b|\bon my (?:bucket )?list\b", re.I)
# the sentence after the negative speaks of the same thing: short, or pointing back at it
_POINTS_BACK = re.compile(r"\b(?:it|that|this|one|them|the first(?: time)?)\b|^\W*\w+(?:\W+\w+){0,5}\W*$", re.I)


def foil_of_a_hope(content: str, sentence: str, next_sentence: str = "") -> bool:
    """Whether ``content``, written from ``sentence``, is a negative experience said as the
    foil of a hope, or a tally told "so far" (module docstring)."""
    if _TALLY_DONE.match(content):   # a span told is no tally (review23 R11: "for ten years so far")
        return bool(_PERFECT_SO_FAR.search(sentence)) and not _SPAN.search(sentence)
    if not _NEVER_DONE.match(content):
        return False
    never = _NEVER_SAID.search(sentence)
    if never is None:
        return False
    if _HOPE.search(sentence[never.end():]):
        return True
    return bool(next_sentence) and bool(_HOPE.search(next_sentence)) and bool(_POINTS_BACK.search(next_sentence))
