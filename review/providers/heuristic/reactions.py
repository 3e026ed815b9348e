"""The words of a reaction said first, spelled once (fix47, issue 27).

A reply often opens with a reaction before its point ("Oh, I …", "Haha yes, she …", "Wow,
thanks! …"). Several readers skip it, each over its own choice of the words: one that must keep
a denial leaves "no" out (:mod:`.antecedent`), one that reads a bare exclamation as naming
nothing takes every word (:mod:`.answer`). Each reader's pattern was written out with its own
copy of the words; now the words are named here by kind and each pattern is built from them
with :func:`lead`, so a word added to a kind reaches every reader that takes the kind.
"""

from __future__ import annotations

from collections.abc import Iterable

YES = ("yes", "yeah", "yep", "yup")
NO = ("no", "nope", "nah")
#: sounds of surprise, thought or a laugh, said as well as typed
SOUNDS = ("oh", "ooh", "ah", "ha", "haha", "hah", "hmm", "wow")
#: typed only: a laugh and sympathy ("aw+": "aw", "aww", "awww")
TYPED_SOUNDS = ("lol", "aw+")
STANCE = ("well", "actually", "honestly")
CERTAIN = ("totally", "definitely", "absolutely")
THANKS = ("thanks", "thank you")
#: said of the other's question before the answer ("Good question! I …")
OF_THE_QUESTION = ("good question", "great question")

#: every word a reaction is said in: a short exclamation of these alone names no thing
#: ("Wow, nice!"), and a word of them is no name ("Cool, Gina!")
_REACTION_WORDS = """hey hi hello wow whoa oh ooh aw aww yeah yep yes no nope ok okay omg
lol haha hah ha hmm ugh man dude thanks thank cool great awesome nice sweet sure true right
exactly indeed agreed totally definitely absolutely congrats congratulations beautiful lovely
gorgeous wonderful incredible fantastic perfect fun same yum yay ah ahh"""
REACTION = frozenset(_REACTION_WORDS.split())


def lead(words: Iterable[str], *, marks: str = "?", repeat: str = "+") -> str:
    """The source of a run of ``words`` opening a text (matched case-free by the caller): each a
    whole word, with one of ",!." after it or none (``marks="?"``) or any number (``"*"``), then
    its spaces; the run said once or more (``repeat="+"``) or not at all too (``"*"``).

    Each word ends at a word boundary, so no word of the run is read as two ("haha" is never
    "ha" "ha"), and the order of ``words`` changes no match."""
    return r"^(?:(?:" + "|".join(words) + r")\b[,!.]" + marks + r"\s+)" + repeat
