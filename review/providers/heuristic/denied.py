"""A "no" to a question of the user's life, said back as the user's sentence (learn106, issue
31: recall).

:func:`.asked.restated` joins a short answer to the question it answers, and refuses every
negated one: "No, never" to "Did you join in?" says nothing. Two questions make a bare no a
lasting fact of the user's, as much as a yes:

* **"Have you ever <done> X?"** (or "… X before?"): the no is "I have never <done> X" —
  "Have you ever been to Oslo?" — "Nope!" → "I have never been to Oslo"; "Have you ever
  owned a boat?" — "No, I haven't, but I'd love to." → "I have never owned a boat". The
  question says "ever": the whole of the user's life, not the moment ("Have you eaten?").
* **"Do you have any <kind of a life>?"** (kids, siblings, pets, … :data:`.asked._COUNTED_OF_A_LIFE`):
  the no is "I have no <kind>" — "Do you have any pets?" — "No, I don't." → "I have no pets"
  (:func:`.asked.restated` already reads "No pets.", the kind said again); "Do you own a
  car?" — "Nope." → "I don't have a car".

The answer's first clause must be the denial alone ("No", "Nope", "Nah", "Never", "No, I
haven't", "I have not", "Sadly no"); what follows a comma or a stop may be anything but a
qualifier of the no ("No, not with a board", "Nope, only once", "No, just the one time",
"Not directly": a part done, no "never") or a correction, the user's tie to the thing said
next in the first person ("No, I live there.", "Nope, I was born there!", "No, I rent one
every summer": the no denies the friend's guess of a visit, not the tie; review48).
Refused: a question whose thing is a pointer ("Have
you ever been there?", "… tried one?", "… done that?"), one with "or" (which of them?), the
friend's own ("Have you ever met my brother?"), a question of a thought or a wish ("Have you
ever thought about …?", "… wanted to …?"), and, said to the assistant, a question of the work.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .asked import (
    _COUNTED_OF_A_LIFE,
    _FRIENDS_OWN,
    _HAVE_ONES_OWN,
    _VAGUE,
    _yours_mine,
    last_question,
)
from .text import ASSISTANT_OR_WORK

_EVER = re.compile(r"^have you (?P<ever>ever )?(?P<pp>[a-z]+) (?P<rest>[\w' -]+?)(?P<before> before)?\s*\?$", re.I)
# "Do you have a car?", "Do you own a pet?": one of a kind counted of a life
_HAVE_ONE = re.compile(r"^(?:do you have|do you own|have you got) (?P<a>an?) (?P<x>[a-z]+)\s*\?$", re.I)
# verbs of a thought, a wish, a need or a feeling: a no to them is no fact of a life
_NOT_A_DOING = re.compile(r"^(?:thought|wanted|wished|considered|felt|wondered|imagined|dreamed|dreamt|"
                          r"noticed|realized|realised|needed|had to|got to|gotten to|heard|seen anyone|"
                          r"asked|told|said|meant|tried to)$", re.I)
# the denial alone, as the answer's first clause
_DENIAL = re.compile(r"^\W*(?:(?:oh|well|sadly|unfortunately|honestly|actually|haha+|lol|um+|hmm+)\W+)*"
                     r"(?:(?:no+|nope|nah|never)(?:[\s,]+(?:i (?:have not|haven['’]?t|never have|do not|"
                     r"don['’]?t)|i['’]?ve never|never|not ever|sadly|unfortunately))?|"
                     r"i (?:have not|haven['’]?t|never have)|sadly (?:no|not)|not (?:ever|once))"
                     r"(?P<end>\s*(?:[.!,;…]+|$)|\s+(?=(?:but|though|sadly|unfortunately)\b))", re.I)
# a qualifier of the no right after it: a part done, no "never"
_QUALIFIED = re.compile(r"^\s*(?:not\b|only\b|just\b|except\b|apart\b|other than\b|once\b|twice\b|"
                        r"a few\b|a couple\b|maybe\b|kind of\b|sort of\b|well,? (?:once|actually)\b|"
                        r"yes\b|yeah\b|actually\b|but (?:i|we) (?:have|did|do|had)\b)", re.I)


# a correction after the no: the user's tie to the thing itself (living, being born, working,
# owning, renting, using, going) said in the first person and pointing back at it
_CORRECTED = re.compile(r"^\W*(?:but |actually |well |though )?i(?:['’]m| am| was| have| had| do| did|"
                        r"['’]ve)? (?:(?:always |already |actually |even |just |still )?(?:live|lived|"
                        r"grew up|was born|were born|born|work|worked|own|owned|rent|rented|use|used|"
                        r"go|went|been|stay|stayed|visit|visited|come from|came from|from)\b)"
                        r"[^.!?;]*\b(?:there|here|it|one|them|that)\b", re.I)


def _denied(answer: str) -> bool:
    found = _DENIAL.match(answer.strip())
    if found is None:
        return False
    after = answer.strip()[found.end():]
    return not _QUALIFIED.match(after) and not _CORRECTED.match(after)


def denied_restated(friend_turn: str | None, answer: str, *, to_the_assistant: bool = False) -> str | None:
    """The no of ``answer`` to the friend's last question said as the user's sentence ("I have
    never been to Oslo", "I have no pets"), or None (module docstring)."""
    question = last_question(friend_turn) if friend_turn else None
    if question is None or not _denied(answer) or _FRIENDS_OWN.search(question):
        return None
    if to_the_assistant and ASSISTANT_OR_WORK.search(question):
        return None
    if (own := _HAVE_ONES_OWN.match(question)) and _COUNTED_OF_A_LIFE.match(own["x"]):
        return f"I have no {own['x'].lower()}"
    if (one := _HAVE_ONE.match(question)) and _COUNTED_OF_A_LIFE.match(one["x"] + "s"):
        return f"I don't have {one['a'].lower()} {one['x'].lower()}"   # "Do you own a pet?" — "Nah, I don't."
    ever = _EVER.match(question)
    if ever is None or not (ever["ever"] or ever["before"]):
        return None
    rest = ever["rest"].strip()
    if _NOT_A_DOING.match(ever["pp"]) or _NOT_A_DOING.match(f"{ever['pp']} {rest.split()[0]}") \
            or _VAGUE.search(rest) or re.search(r"\bor\b", rest, re.I):
        return None
    return f"I have never {ever['pp'].lower()} {_yours_mine(rest)}"
