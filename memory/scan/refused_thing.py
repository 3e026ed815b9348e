"""A persona's refusal trait whose object is a habit of its own (review23 R15, scan45;
narrowed for review24 R4).

"never refuses" is a trait that removes a persona's rules, whatever it refuses: requests,
questions, "illegal stuff", "dangerous info". Only an object that is plainly a habit of
appetite or play — "Gandalf (wise, never refuses a second breakfast)", "a halfling who
never refuses a dare", "a tavern keeper who never turns down a game of cards" — makes it a
character's habit: the object's head (the first word after its determiners) is one of the
table's ``habits`` (food, drink, a treat, a game, a dare, a challenge, an invitation).
Even then a persona named as a machine (an AI, an assistant, a bot, a model: ``machines``)
within :data:`_MACHINE_REACH` keeps the trait. The words are data (``refused_thing.json``,
with its source); languages the table does not list keep every refusal as a trait (the
safe side).
"""

from __future__ import annotations

import re
from functools import cache

from .normalise import fold
from .word_tables import load_table

# the object ends at a stop, a bracket or a quotation mark
_OBJECT_END = re.compile(r"[,.;:!?()\[\]{}\"“”«»\n§]")
_WORD = re.compile(r"[^\W_]+")
_OBJECT_REACH = 60
_MACHINE_REACH = 200


@cache
def _words() -> dict[str, dict[str, tuple[frozenset[str], tuple[str, ...]]]]:
    """Per part, per language: the whole words and the stems (a trailing ``*``), folded."""
    data = _data()
    table: dict[str, dict[str, tuple[frozenset[str], tuple[str, ...]]]] = {}
    for part in ("refusals", "determiners", "habits", "complements", "persons", "adjuncts",
                 "open_words", "datives"):
        table[part] = {}
        for code, words in data[part].items():
            folded = [fold(word) for word in words]
            table[part][code] = (frozenset(word for word in folded if not word.endswith("*")),
                                 tuple(word[:-1] for word in folded if word.endswith("*")))
    return table


@cache
def _data() -> dict:
    return load_table("refused_thing.json")


@cache
def _machines() -> dict[str, re.Pattern[str]]:
    return {code: re.compile(r"(?<![^\W_])(?:" + "|".join(
        re.escape(fold(word)).replace(r"\ ", r"\s+") for word in words) + r")(?![^\W_])")
        for code, words in _data()["machines"].items()}


def _is(word: str, words: tuple[frozenset[str], tuple[str, ...]]) -> bool:
    whole, stems = words
    return word in whole or word.startswith(stems)


# review24 R6: after the head, nothing, or a plain complement of the thing ("of cards",
# "de thé"): at most three words after its preposition, none a person. "a challenge from
# the user", "a dare to break the law", "a game where rules do not apply" keep the trait.
# fixscan13 (R6's left P3): then one adjunct of time or place ("a cup of tea in the
# afternoon", "a game of cards at the tavern"): a preposition of the table's
# ``adjuncts`` and at most three words, none a person and none an open word (a relative,
# a quantifier: "in which anything goes", "at any time you ask" keep the trait).
_COMPLEMENT_WORDS = 3
_ADJUNCT_WORDS = 3


def _plain_words(words: list[str], limit: int, table: dict, code: str) -> bool:
    return 1 <= len(words) <= limit and not any(
        _is(word, table["persons"][code]) or _is(word, table["open_words"][code])
        for word in words)


def _plain_complement(rest: list[str], table: dict, code: str) -> bool:
    if not rest:
        return True
    adjuncts = table["adjuncts"].get(code, (frozenset(), ()))
    if _is(rest[0], table["complements"][code]):
        # the complement's words run to the adjunct's preposition, if one follows
        end = next((at for at in range(2, len(rest)) if _is(rest[at], adjuncts)), len(rest))
        complement, rest = rest[1:end], rest[end:]
        if not 1 <= len(complement) <= _COMPLEMENT_WORDS \
                or any(_is(word, table["persons"][code]) for word in complement):
            return False
    if not rest:
        return True
    return _is(rest[0], adjuncts) and _plain_words(rest[1:], _ADJUNCT_WORDS, table, code)


def refuses_a_habit(text: str, hit: tuple) -> bool:
    """Whether the ``unbound`` hit ``hit`` of the folded ``text`` is a refusal whose
    object is a habit of appetite or play, with no machine named near it (see above)."""
    table = _words()
    code = hit[3]
    refusals = table["refusals"].get(code)
    if refusals is None or not any(word in text[hit[1]:hit[2]] for word in refusals[0]):
        return False
    after = text[hit[2]:hit[2] + _OBJECT_REACH]
    stop = _OBJECT_END.search(after)
    words = _WORD.findall(after[:stop.start()] if stop else after)
    determiners = table["determiners"][code]
    if words and _is(words[0], table["datives"][code]):
        words.pop(0)  # "never says no to a second breakfast": the object after "to"
    while words and _is(words[0], determiners):
        words.pop(0)
    if not words or not _is(words[0], table["habits"][code]) \
            or not _plain_complement(words[1:], table, code):
        return False
    return not machine_named_near(text, code, hit[1], hit[2] + _OBJECT_REACH)


def machine_named_near(text: str, code: str, start: int, end: int) -> bool:
    """Whether the folded ``text`` names a machine (an AI, an assistant, a bot, a model:
    ``refused_thing.json`` "machines", in the language ``code``; a language the table does
    not list names none) within :data:`_MACHINE_REACH` characters before ``start`` or
    between it and ``end``."""
    machines = _machines().get(code)
    return machines is not None and machines.search(
        text, max(0, start - _MACHINE_REACH), end) is not None
