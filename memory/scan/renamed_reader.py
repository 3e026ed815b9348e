"""The reader made a thing and renamed (scan73, session 49, issue 28).

"You are the pocket almanac, known as SATL." and "You are the night oracle: a guide for
travellers. From now on known as NOX.": no word of the ``rename`` slot ("you are now",
"your new name is") is said, yet the reader is set up as a thing and given a name, which
:func:`framing.identity.new_identity` reads as an identity handed over when the name is
written as one and used again (or a habit imposed after it). The rename is read only
after a set-up that opens its sentence and addresses the reader with an article ("you are
the", "du bist der", "tu es le"), right after the thing's words or opening the next
sentence with only words of time before it. A rename of something else is a note: "The
staging box, from now on known as Blue, …" addresses no one, and "You are the owner of the
staging box, known as Blue" renames the box (a word of ``links`` inside the thing's words).
The words are data (``renamed_reader.json``).
"""

from __future__ import annotations

import re
from functools import cache

# where a sentence opens, as the set-up by a name and an apposition reads it
from .named_persona import _OPENING
from .ordering import phrases
from .word_tables import every_language, load_table

# the thing: one to four words right after the set-up's article
_THING = r"((?:[^\W\d_][\w'-]*\s+){0,3}?[^\W\d_][\w'-]*)(?![\w'-])"
# what may end the set-up's sentence after the thing: a colon or a comma and a few words
# (a title, a gloss), then its stop and a closing quote
_REST = r"(?:\s*[:,][^.!?;]{0,120})?[.!?;][\"'”»]?\s+"


@cache
def _table() -> dict:
    return load_table("renamed_reader.json")


@cache
def _set_up_renamed() -> re.Pattern[str]:
    """A set-up, the thing, then the rename: after the thing in its sentence ("…, known
    as"), or opening the next sentence ("…. From now on known as")."""
    table = _table()
    set_ups = phrases(every_language(table["set_ups"]))
    known = phrases(every_language(table["known"]))
    times = phrases(every_language(table["times"]))
    return re.compile(
        rf"(?:{set_ups})(?:\s+|(?<=')){_THING}"
        rf"(?:\s*[,(]?\s*|{_REST})(?:(?:{times}),?\s+)?(?P<known>{known})(?![^\W_])")


@cache
def _links() -> frozenset[str]:
    return frozenset(every_language(_table()["links"]))


@cache
def _known_anywhere() -> re.Pattern[str]:
    return re.compile(phrases(every_language(_table()["known"])))


def may_rename(folded: str) -> bool:
    """Whether ``folded`` holds a word of the rename at all (the reading's gate)."""
    return _known_anywhere().search(folded) is not None


def _a_thing(words: str) -> bool:
    """The thing's words name one thing: no word of ``links`` (a preposition, a relative,
    a conjunction, an elided "d'") among them."""
    links = _links()
    return not any(word in links or word.split("'")[0] + "'" in links
                   for word in words.split())


def renames(folded: str) -> list[tuple[str, int, int, str]]:
    """Each rename of the reader in ``folded`` (see above), as a ``rename`` hit on the
    words of the rename, for :func:`framing.identity.new_identity`."""
    if not may_rename(folded):
        return []
    found = []
    pattern = _set_up_renamed()
    for opening in _OPENING.finditer(folded):
        renamed = pattern.match(folded, opening.end())
        if renamed is not None and _a_thing(renamed.group(1)):
            found.append(("rename", renamed.start("known"), renamed.end("known"), "any"))
    return found
