"""A favourite named after a taste for many of a kind (learn77, issue 31).

People say a broad taste, then pick one: "I like all kinds of food, but my favourite is
dumplings", "I listen to a lot of different genres, but jazz is my favourite", "I cook lots
of different things, but my favourite is probably curry". Read alone, "my favourite is
dumplings" is a favourite of nothing (:func:`.disclosure.unresolved` drops it), so the pick
was lost and only the broad taste kept ("User likes all kinds of food.").

The kind is the noun the clause just before takes many of: "all / many kinds (sorts, types)
of <noun>", "a lot of / lots of / many / a variety of / a bunch of (different) <noun>". With a
noun that names no kind ("things", "stuff"), the verb before it gives one: "I cook lots of
different things" -> "thing to cook"; a bare taste of "things" gives none. The pick is the
clause right after, of the speaker's favourite said bare: "my favourite is X", "X is my
favourite", "one of my favourites is X" (-> "my favourite <kinds> include X"); a pick said
in the plural ("my favourites are chess and go") is written "my favourite <kinds> are …". A pick
that points ("the one you lent me") or tells one time ("the time I went to Rome") is left
alone. A word
that stresses the pick ("definitely", "easily") goes; a hedge on it ("probably", "maybe")
stays, "my favourite thing to cook is probably curry" (fixlearn13: cut, the entry claimed a
certainty the user did not say; recorded in docs/review.md 5.6, beside the hedges kept). The entry spells "favourite", as the rows write it. Anything else is left as the shape layer reads it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_MANY = (r"(?:all|many|different|various) (?:kinds|sorts|types) of|"
         r"(?:a (?:whole |great )?lot of|lots of|many|a (?:wide |big |huge )?variety of|a bunch of|plenty of|"
         r"all sorts of|all kinds of|all types of)(?: different)?(?: (?:kinds|sorts|types) of)?")
# the speaker, a verb phrase of up to four words, then many of a kind (one or two words)
_TASTE_OF_MANY = re.compile(
    rf"^(?:(?:and|but|so|oh|well|yeah)[,!]?\s+)*i (?:(?:really|also|just|still) )*(?P<verb>(?:\w+ ){{0,3}}?)"
    rf"(?:{_MANY}) (?P<kind>[a-z][a-z-]*(?: [a-z][a-z-]*)?)$", re.I)
_NO_KIND = frozenset({"things", "stuff", "them", "it", "ones", "people", "places", "time"})
_TASTE_VERB = frozenset({"like", "love", "enjoy", "adore", "do", "have", "try", "tried", "am into"})
# a word that only stresses the pick goes; a hedge on it stays (fixlearn13, module docstring)
_SOFTENER = r"(?:(?:definitely|easily|honestly|actually|still|always|really) )?(?P<hedge>(?:probably|maybe|perhaps|possibly) )?"
_PICK = re.compile(
    rf"^(?:(?:but|and|so|though|oh|well)[,!]?\s+)*(?:"
    rf"(?P<one>one of )?my (?P<word>(?:all-time |absolute )?fav(?:ou?rite)?)(?P<pl>s)? (?:is|are|would be|has to be) {_SOFTENER}(?P<x>.+?)|"
    rf"(?P<y>[A-Za-z\"'][^,;]*?) (?:is|are) {_SOFTENER.replace('hedge', 'hedge2')}my (?P<word2>(?:all-time |absolute )?fav(?:ou?rite)?)(?P<pl2>s)?"
    rf")\s*[.!]*$", re.I)


# a pick that points ("the one you …", "that"), or one time told ("the time I went to …")
_NAMES_NO_PICK = re.compile(r"(?:my|the one|one|this|that|it|the time|when|whenever)\b", re.I)
# what a kind is, not which: "a lot of great memories" is of memories
_EVALUATIVE = re.compile(r"^(?:(?:great|good|fun|cool|nice|amazing|wonderful|awesome|interesting|"
                         r"different|new|old|favou?rite|fave)\s+)+", re.I)


def kind_of_many(clause: str, singular: Callable[[str], str]) -> str | None:
    """The kind ``clause`` says the speaker takes many of ("genre"; "thing to cook"), or None;
    ``singular`` gives a plural noun's singular (``disclosure.singular``)."""
    taste = _TASTE_OF_MANY.match(clause.strip().rstrip(".!"))
    if taste is None:
        return None
    kind, verb = taste["kind"].lower(), taste["verb"].strip().lower()
    kind = _EVALUATIVE.sub("", kind) or kind
    verb = re.sub(r"^(?:like|love|enjoy) to ", "", verb)
    if kind.split()[0] in _NO_KIND:
        if kind != "things" or not re.fullmatch(r"[a-z]+", verb) or verb in _TASTE_VERB:
            return None
        return f"thing to {verb}"
    *head, last = kind.split()
    return " ".join([*head, singular(last)])


def favourite_of_kind(clause: str, kind: str) -> str | None:
    """``clause`` as "my favourite <kind> is X" when it names the speaker's pick bare (module
    docstring), else None."""
    pick = _PICK.match(clause.strip())
    if pick is None:
        return None
    # one spelling in the store, the rows' ("User's favourite editor is Helix.")
    word = re.sub(r"fav(?:ou?rite)?$", "favourite", (pick["word"] or pick["word2"]).lower())
    what = (pick["x"] or pick["y"]).strip()
    if _NAMES_NO_PICK.match(what):
        return None
    what = (pick["hedge"] or pick["hedge2"] or "").lower() + what
    if pick["one"]:
        return f"my {word} {_plural(kind)} include {what}"
    if pick["pl"] or pick["pl2"]:             # "my favourites are chess, go and poker"
        return f"my {word} {_plural(kind)} are {what}"
    return f"my {word} {kind} is {what}"


def _plural(kind: str) -> str:
    """"genre" -> "genres", "comedy" -> "comedies", "dish" -> "dishes", "thing to cook" ->
    "things to cook"."""
    if kind.startswith("thing to "):
        return "things" + kind[5:]
    if re.search(r"[^aeiou]y$", kind):
        return kind[:-1] + "ies"
    return kind + ("es" if re.search(r"(?:s|sh|ch|x|z)$", kind) else "s")
