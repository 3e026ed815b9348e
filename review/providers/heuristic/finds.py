"""How doing something is for the speaker, said without "I": "It's so rewarding to coach the
juniors.", "It's freeing to paint without a plan." (learn25, developed on LoCoMo's dev half).

The frame "it's <effect> to <do>" names what the speaker finds in a doing — a lasting taste
— and is written "User finds it rewarding to coach the juniors.". Two things keep it from
being a courtesy to the friend, which the same frame most often is between people ("It's
great to see you so happy", "It's so cool to see your work"):

* only words of a lasting effect on the one who does it (rewarding, fulfilling, empowering,
  freeing, relaxing, calming, therapeutic, refreshing, energising, satisfying, meaningful);
  "great", "nice", "awesome", "cool" are left out, and so are doings of watching or knowing
  ("to see", "to hear", "to know", "to have"), which are reactions to news;
* the sentence before it in the same turn is the speaker's own ("I still coach on
  Saturdays. It's so rewarding to help kids grow."): after a reaction to the friend's news
  ("Wow, the lake trip sounds great! It's refreshing to swim in cold water.") or with no sentence
  before it, the doing may be the friend's, and nothing is read.

The doing is written as :func:`.views._own` writes a view's X: nothing of the listener, the
pair or a pointer, no other person, nothing of the moment, "my" made "their".
"""

from __future__ import annotations

import re

from .views import _DEGREE, _own

_FINDS_IT = re.compile(rf"^(?:(?:and|but|plus|so|yeah|yes|honestly),? )?it(?:'s| is) {_DEGREE}"
                       r"(?P<how>rewarding|fulfilling|empowering|freeing|liberating|relaxing|calming|"
                       r"soothing|therapeutic|refreshing|energi[sz]ing|satisfying|meaningful) to "
                       r"(?P<x>(?!(?:see|hear|know|be|have|say|think|watch|witness)\b)[a-z].+)$", re.I)
_OWN_BEFORE = re.compile(r"\b(?:i|i'm|i've|i'd|my|me)\b", re.I)
_TO_THE_LISTENER = re.compile(r"\b(?:you|your|you're|yours|sounds?|looks?)\b", re.I)


def found_in_doing(sentence: str, before: str) -> str | None:
    """"User finds it <effect> to <do>." for the frame above, or None; ``before``: the
    sentence before it in the same turn ("" when it opens the turn)."""
    found = _FINDS_IT.match(sentence.strip().rstrip("!.… "))
    if found is None or not _OWN_BEFORE.search(before) or _TO_THE_LISTENER.search(before):
        return None
    x = _own(found["x"])
    return x and f"User finds it {found['how'].lower()} to {x}."
