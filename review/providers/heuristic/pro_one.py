"""An answer whose "one(s)" stands for the noun of the question it answers (mbprec3, issue 31).

Asked "What kind of films do you like?", a user answers "The old ones, with subtitles";
asked "Which series did you watch?", "The one that came out last spring". The noun the
"one(s)" stands for is in the question, not the answer, so the entry written from the answer
alone ("User likes the old ones, with subtitles.") names nothing. :mod:`.stands_alone`
refuses a "one(s)" that ends the entry; this reads one with words after it.

**Decision (docs/review.md 11): drop, not carry.** Carrying the question's noun into the entry
would keep the fact, but the question often offers more than one noun ("Do you prefer short
stories or long novels?" — "The longer ones"), its noun may be the assistant's guess, and the
written entry could then say what the user did not. A dropped answer costs one fact of recall;
a wrong carried noun costs precision, the figure issue 31 is about.

Refused, on the written entry:

* **plural "ones"** with no plural noun before it in the entry for it to be one of ("User
  prefers the longer ones, with lots of characters."); "User likes dogs, mostly the small
  ones." names what they are and stays, as do a person's "loved ones", "little ones";
* **"the (…) one" with a relative or a preposition after it** and no name after it ("User saw
  the one that came out."), nor a thing before it in the entry ("… a bike, the one with …",
  "User's favourite cafe is the one on …", review32 R17); "… the third one, <a Title>, …" or "… one called <a Title>" names it;
* **"is one" with nothing after but "too" / "themselves"** ("User is one themselves.").
"""

from __future__ import annotations

import re

#: "ones" for people, not a pro-form
_PEOPLE_ONES = re.compile(r"\b(?:loved|little|young|dear|older|younger|elder) ones\b", re.I)
_ONES = re.compile(r"\bones\b(?!-)", re.I)
#: a plural noun before "ones" that it may be one of (not the entry's verb: "User likes …")
_PLURAL_WORD = re.compile(r"\b[a-z][\w'-]*[^s\W']s\b", re.I)
#: "the (first / old / …) one" and a relative or a preposition after it
_THE_ONE = re.compile(r"\bthe (?:[\w-]+ ){0,2}?one (?:that|which|who|where|with|about|from|in|on|at|I|they)\b", re.I)
#: a name said for it after all: ", <A Title>" or "called / named <A Title>"
_NAMED = re.compile(r"\bones?(?:,| called| named| titled)\s+[\"']?[A-Z0-9]")
_IS_ONE = re.compile(r"^User (?:is|was) one (?:themselves|too|as well)?\.?$", re.I)


def leans_on_one(entry: str) -> bool:
    """Whether the written ``entry``'s "one(s)" stands for a noun only the chat said (above)."""
    if _IS_ONE.match(entry):
        return True
    if _NAMED.search(entry):
        return False
    if (ones := _ONES.search(entry)) and not _PEOPLE_ONES.search(entry):
        before = entry[:ones.start()].split(" ", 2)[-1]   # past "User <verb>"
        # an object named before a comma is what they are ("cider, but only the dry ones", "a
        # good jigsaw, the thousand-piece ones …": a restriction or a splice read elsewhere)
        if not _PLURAL_WORD.search(before) and not re.search(r"\w,\s", before):
            return True
    if (one := _THE_ONE.search(entry)) is None:
        return False
    # review32 R17: a thing named before it in the entry, or the subject's kind, is what "the one"
    # is ("… a new bike, the one with the basket", "User's favourite cafe is the one on …")
    return not (_NOUN_BEFORE.search(entry[:one.start()].split(" ", 2)[-1]) or entry.startswith("User's "))


#: a noun phrase with a determiner: "a new bike", "the house on the corner", "their cat"
_NOUN_BEFORE = re.compile(r"\b(?:a|an|the|their|his|her|its|my|some|this|that)\s+[\w'-]+", re.I)
