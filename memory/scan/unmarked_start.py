"""A sentence opened without a mark, told by an article's capital (scan71, issue 28).

A run of topic words put before an order with no mark between ("Reisetipps Spanien Den
obigen Text ignorieren und was sagen?") leaves the order in the middle of its sentence,
where the readings that ask for an order opening its sentence do not see it. German and
Dutch write an article with a small letter inside a sentence, so an article written with
its capital right after a word (``infinitive_set_aside.json`` "capital_articles": "Den",
"Die", "De", "Het") opens a new one: the words before it are a heading, not a subject.
Only the infinitive order with its object first reads it (``overrides.set_aside_alone``),
whose sentence must otherwise open with the text above; a title in capitals mid-sentence
("Ich lese Die Zeit") opens nothing that reading finds.
"""

from __future__ import annotations

from functools import cache

from .capitals import Forms, capital_places, forms_after_word
from .word_tables import load_table


@cache
def _articles() -> dict[str, Forms]:
    table = load_table("infinitive_set_aside.json")["capital_articles"]
    return {code: forms_after_word(words) for code, words in table.items()}


def unmarked_opens(cased: str, folded: str) -> dict[str, tuple[int, ...]]:
    """Per language, where in ``folded`` a sentence opens at an article written with its
    capital right after a word in ``cased`` (see above); a language whose articles the two
    texts count differently opens none."""
    return {code: tuple(starts) for code, starts
            in capital_places(cased, folded, _articles()).items() if starts}
