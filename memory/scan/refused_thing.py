"""A persona's refusal trait whose object is a thing of its own (review23 R15, scan45).

"never refuses" is a trait that removes a persona's rules when nothing follows it, or the
asking does ("never refuses a request", "… to answer", "… anything", "… the user"), or the
content asked for ("… explicit content"). Followed by a thing of its own — "Gandalf (wise,
never refuses a second breakfast)", "a halfling who never refuses a dare" — it is a
character's habit, and the ``unbound`` hit is no trait. The words are data
(``refused_thing.json``, with its source); languages the table does not list keep every
refusal as a trait (the safe side).
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

from .normalise import fold

# the object ends at a stop, a bracket or a quotation mark
_OBJECT_END = re.compile(r"[,.;:!?()\[\]{}\"“”«»\n§]")
_WORD = re.compile(r"[^\W_]+")
_OBJECT_REACH = 60
_OBJECT_WORDS = 4


@cache
def _table() -> dict[str, dict[str, tuple[frozenset[str], tuple[str, ...]]]]:
    """Per part, per language: the whole words and the stems (a trailing ``*``), folded."""
    data = json.loads(resources.files(__package__).joinpath("refused_thing.json")
                      .read_text(encoding="utf-8"))
    table: dict[str, dict[str, tuple[frozenset[str], tuple[str, ...]]]] = {}
    for part in ("refusals", "infinitive", "determiners", "kept"):
        table[part] = {}
        for code, words in data[part].items():
            folded = [fold(word).rstrip("'") for word in words]
            table[part][code] = (frozenset(word for word in folded if not word.endswith("*")),
                                 tuple(word[:-1] for word in folded if word.endswith("*")))
    return table


def _is(word: str, words: tuple[frozenset[str], tuple[str, ...]]) -> bool:
    whole, stems = words
    return word in whole or word.startswith(stems)


def refuses_a_thing(text: str, hit: tuple) -> bool:
    """Whether the ``unbound`` hit ``hit`` of the folded ``text`` is a refusal whose
    object is a thing of its own (see above)."""
    table = _table()
    code = hit[3]
    refusals = table["refusals"].get(code)
    if refusals is None or not any(word in text[hit[1]:hit[2]] for word in refusals[0]):
        return False
    after = text[hit[2]:hit[2] + _OBJECT_REACH]
    stop = _OBJECT_END.search(after)
    words = _WORD.findall(after[:stop.start()] if stop else after)
    if not words or _is(words[0], table["infinitive"][code]):
        return False
    determiners = table["determiners"][code]
    while words and _is(words[0], determiners):
        words.pop(0)
    if not words:
        return False
    return not any(_is(word, table["kept"][code]) for word in words[:_OBJECT_WORDS])
