"""Whether the capital on a sentence's first word is the word's own (a name) or only the
sentence's — for an entry that moves the word away from the start.

"French is my favourite language" and "Pizza is my favourite food" look alike at the start
of a sentence; turned round ("User's favourite … is …") the word is no longer first and must
be written as the word is: "French", "pizza". v11a kept the capital only for a listed kind
(book, city, band …), so languages, holidays, dishes and cuisines lost it, and the list grew
one failing sentence at a time (review9 F8). Here the word decides, from what is known of it:

- the review writes it with a capital after a sentence's first word: a name, kept;
- the review writes it lowercased after a sentence's first word (and never capitalised
  there): a common word ("… I dance every week" makes "Dance is my passion" "dance");
- a closed-class word the code already knows is no name (:data:`.answer.NOT_A_NAME`:
  "The", "My", "Our" …), or a gerund (an "-ing" word, read as an activity everywhere in the
  shape layer: "Gaming", "Painting"): a common word;
- otherwise the speaker's capital is kept. A name lowercased is a wrong fact's spelling
  ("christmas"); a common noun left capitalised ("Pizza") is only untidy, and the review's
  own words settle most of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cached_property

from .answer import NOT_A_NAME
from .text import sentences
from .words import DEMONYMS

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
# a quotation or a bracket starts its own sentence inside one ('she said "Pizza is …"')
_OPENS = re.compile(r"[\"(\[]\s*")
_CLOSED_CLASS = frozenset(w.lower() for w in NOT_A_NAME)
_GERUND = re.compile(r"[a-z]{2,}ing", re.I)
# learn60 (judge21 G2, review20 R3): a name written in a phrase capitalises the phrase's words
# ("Iron Man", "Lord of the Rings", "Star Wars"); a first capital followed by a word of the same
# phrase in lower case ("Epic adventures", "Spicy noodles", "Board games") is the sentence's,
# unless the first word is a people's or a language's adjective ("Greek salad", "Korean
# thrillers": :data:`.words.DEMONYMS`). The small words of a title ("of", "the", "and") say
# nothing, and a name the review writes capitalised inside a sentence stays a name.
_LOWER_NEXT = re.compile(r"^[A-Z][\w'’-]*\s+(?!(?:of|the|and|a|an|in|on|to|for|de|la|le|von|van|or|&)\b)"
                         r"[a-z][a-z'’-]+\b")


class Capitals:
    """The words a review's messages write, read for how each is capitalised where the
    sentence gives it no capital (after its first word). Read lazily: most reviews never
    ask."""

    def __init__(self, texts: Iterable[str]) -> None:
        self._texts = tuple(t for t in texts if t)

    @cached_property
    def _inside(self) -> tuple[frozenset[str], frozenset[str]]:
        """(written lowercased, written capitalised), of words not first in a sentence."""
        lower: set[str] = set()
        capital: set[str] = set()
        for text in self._texts:
            for sentence in sentences(text):
                for piece in _OPENS.split(sentence):
                    for word in _WORD.findall(piece)[1:]:
                        (capital if word[0].isupper() else lower).add(word.lower().removesuffix("'s"))
        return frozenset(lower), frozenset(capital)

    def written_as_name(self, word: str) -> bool:
        """Whether the review writes ``word`` with a capital after a sentence's first word
        somewhere: the one sure sign that a capital is a name's (:mod:`.referents` asks, where
        a common word taken for a name would cost a true entry)."""
        return word.lower().removesuffix("'s") in self._inside[1]

    def own(self, word: str, phrase: str = "") -> bool:
        """Whether ``word``'s first capital, said first in a sentence, is the word's own.
        ``phrase``, when given, is the noun phrase ``word`` begins (below)."""
        bare = word.lower().removesuffix("'s")
        lower, capital = self._inside
        if bare in capital:
            return True
        if phrase and _LOWER_NEXT.match(phrase) and word not in DEMONYMS:
            return False
        return not (bare in lower or bare in _CLOSED_CLASS or _GERUND.fullmatch(bare))
