"""A word's stem, enough to meet two forms of one word ("hiking" and "hike", "joins" and
"join", "adopted" and "adopt").

One home for the ending taken off before words are compared: a model's entry against the
words it came from (:mod:`.model_rules`), a plan taken back against the live plan
(:mod:`.providers.heuristic.withdrawn`), a doing stopped against the live doing
(:mod:`.providers.heuristic.ceased`, which reads a verb's forms further on top of it).
"""

from __future__ import annotations

#: Tried in this order; the first the word ends with is taken off, when three letters stay.
ENDINGS = ("ing", "ed", "es", "s", "e")


def strip_ending(word: str) -> str:
    """``word`` less the first of :data:`ENDINGS` it ends with, when at least three letters
    are left ("moving" → "mov", "move" → "mov", "is" → "is"); else ``word`` as it is."""
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[:-len(ending)]
    return word
