"""The memory scanner written the slow, obvious way: the oracle its fast paths are held to.

``memory.scanner`` skips work that cannot change a verdict (required-literal prefilter,
trigram sets, single-class fast paths, a lazily built mark class). This module gives the
verdict those shortcuts must reproduce: the same pattern table (``PATTERNS``, including
each pattern's validator), every regex run in table order on text normalised step by step
with ``unicodedata`` per character. ``tests/memory/test_scanner_differential.py`` wants
the same pattern id, message and folded text from both for every input.

The pattern table itself is shared on purpose: what a pattern should catch is the job of
``test_scanner.py`` and the Hermes differential test; this oracle checks only that the
scanner runs the table faithfully.
"""

from __future__ import annotations

import re
import unicodedata

from reverie.memory import scanner
from reverie.memory.patterns import INVISIBLE_GROUPS, PATTERNS, VARIATION_SELECTOR_RUN

_CJK = scanner._CJK


def strip_marks(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    kept = "".join(char for char in decomposed
                   if unicodedata.category(char) not in ("Mn", "Me"))
    return unicodedata.normalize("NFC", kept)


def fold(text: str) -> str:
    text = strip_marks(unicodedata.normalize("NFKC", text))
    text = strip_marks(unicodedata.normalize("NFKC", text.casefold()))
    text = text.translate(scanner._CONFUSABLES)
    text = re.sub(f"([{_CJK}])(?=[a-z0-9])", r"\1 ", text)
    text = re.sub(f"([a-z0-9])(?=[{_CJK}])", r"\1 ", text)
    return re.sub(r"\s+", " ", text)


def cased(text: str) -> str:
    return re.sub(r"\s+", " ", strip_marks(unicodedata.normalize("NFKC", text)))


def _invisible(text: str) -> scanner.Threat | None:
    for position, char in enumerate(text):
        for pattern_id, _description, ranges in INVISIBLE_GROUPS:
            if any(first <= ord(char) <= last for first, last in ranges):
                return _invisible_threat(char, position, pattern_id)
    run = re.search(f"[\ufe00-\ufe0f]{{{VARIATION_SELECTOR_RUN}}}", text)
    if run:
        return _invisible_threat(run.group()[0], run.start(),
                                 "invisible_unicode.variation_selector_run")
    return None


def _invisible_threat(char: str, position: int, pattern_id: str) -> scanner.Threat:
    message = (f"Blocked: invisible unicode U+{ord(char):04X} "
               f"({scanner._code_point_name(char)}) at position {position} (pattern "
               f"'{pattern_id}'). {scanner._WHY_INVISIBLE}")
    return scanner.Threat(pattern_id, "invisible_unicode", message)


def matching_patterns(text: str) -> list[str]:
    """Every pattern id whose regex (and validator) matches, in table order."""
    haystacks = {False: fold(text), True: cased(text)}
    found = []
    for pattern in PATTERNS:
        matches = pattern.regex.finditer(haystacks[pattern.case_sensitive])
        if any(pattern.validate is None or pattern.validate(m.group()) for m in matches):
            found.append(pattern.pattern_id)
    return found


def find_threat(text: str) -> scanner.Threat | None:
    if len(text) > scanner.MAX_SCAN_CHARS:
        return scanner._too_long(len(text))
    invisible = _invisible(text)
    if invisible is not None:
        return invisible
    length = max(len(fold(text)), len(cased(text)))
    if length > scanner.MAX_SCAN_CHARS:
        return scanner._too_long(len(text), f"{length:,} after Unicode normalisation")
    found = matching_patterns(text)
    if not found:
        return None
    pattern = next(p for p in PATTERNS if p.pattern_id == found[0])
    return scanner._pattern_threat(pattern)
