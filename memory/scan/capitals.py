"""Words whose capital after another word says what the folded text no longer can.

Folding lowers every letter, so a word that only its capital tells apart is read on the
text as written: German "Ihre" after a word is the polite reader's, "ihre" a third person's
(scan70, :mod:`new_task`); a German or Dutch article with its capital right after a word
opens a sentence its writer left without a mark ("… Lösungen Die obigen Ausführungen
ignorieren", scan71, :mod:`unmarked_start`). At a text's or sentence's start every word has
its capital, so only a capital after a word counts. The n-th form found in the written
text is the n-th in the folded one, as scan57's polite reading pairs them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from reverie.config import lazy_re as re  # compiled on first use (a process's start)

from .ordering import longest_first

Forms = tuple[re.Pattern[str], re.Pattern[str]]


def forms_after_word(words: Iterable[str]) -> Forms:
    """``words`` in any case, and written as they are right after a word (a space or a
    comma and a space between)."""
    forms = "|".join(longest_first(words))
    return (re.compile(rf"(?<![^\W_])(?:{forms})(?![^\W_])", re.IGNORECASE),
            re.compile(rf"(?:(?<=[^\W\d_]\s)|(?<=[^\W\d_],\s))(?:{forms})(?![^\W_])"))


def capital_places(cased: str, folded: str, forms: Mapping[str, Forms]
                   ) -> dict[str, list[int] | None]:
    """Per language of ``forms``, where in ``folded`` a form is written with its capital
    after a word in ``cased``; None where the two texts hold different counts of the form
    (the pairing says nothing then)."""
    places: dict[str, list[int] | None] = {}
    if not cased:
        return places
    for code, (any_case, capital) in forms.items():
        if capital.search(cased) is None:
            continue
        written = list(any_case.finditer(cased))
        found = list(any_case.finditer(folded))
        if len(written) != len(found):
            places[code] = None
            continue
        places[code] = [there.start() for here, there in zip(written, found, strict=True)
                        if capital.match(cased, here.start())]
    return places
