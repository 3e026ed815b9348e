"""The memory scanner written the slow, obvious way: the oracle its fast paths are held to.

``memory.scan.scanner`` skips work that cannot change a verdict (required-literal prefilter,
trigram sets, single-class fast paths, lazily built classes, the verdict cache). This
module gives the verdict those shortcuts must reproduce: the same pattern table
(``PATTERNS``, including each pattern's validator), every regex run in table order on
text normalised step by step, character by character, with ``unicodedata`` and the same
look-alike data; then the same intent rule; then the same decoded views, each scanned the
same way. ``tests/memory/test_scanner_differential.py`` wants the same pattern id, message
and folded text from both for every input.

The pattern table, the intent rule, the look-alike data and the decoders are shared on
purpose: what they should catch is the job of ``test_scanner*.py`` and the corpora; this
oracle checks only that the scanner runs them faithfully.
"""

from __future__ import annotations

import re
import unicodedata

from reverie.memory.scan import (
    capability,
    decode,
    intent,
    joiners,
    normalise,
    scanner,
    secret_context,
)
from reverie.memory.scan.patterns import INVISIBLE_GROUPS, PATTERNS, VARIATION_SELECTOR_RUN

_CJK = normalise.CJK


def strip_marks(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    kept = "".join(char for char in decomposed
                   if unicodedata.category(char) not in normalise.STRIPPED_CATEGORIES)
    return unicodedata.normalize("NFC", kept)


def fold(text: str) -> str:
    text = strip_marks(unicodedata.normalize("NFKC", text))
    text = strip_marks(unicodedata.normalize("NFKC", text.casefold()))
    table = normalise.look_alikes().folded
    text = "".join(table.get(ord(char), char) for char in text)
    text = re.sub(f"([{_CJK}])(?=[a-z0-9])", r"\1 ", text)
    text = re.sub(f"([a-z0-9])(?=[{_CJK}])", r"\1 ", text)
    return re.sub(r"\s+", " ", text)


def cased(text: str) -> str:
    table = normalise.look_alikes().cased
    text = strip_marks(unicodedata.normalize("NFKC", text))
    return re.sub(r"\s+", " ", "".join(table.get(ord(char), char) for char in text))


def _invisible(text: str, via: str = "") -> scanner.Threat | None:
    for position, char in enumerate(text):
        # which joiners spell is a rule shared like the table (memory.scan.joiners)
        if joiners.is_spelling_joiner(text, position):
            continue
        for pattern_id, _description, ranges in INVISIBLE_GROUPS:
            if any(first <= ord(char) <= last for first, last in ranges):
                return _invisible_threat(char, position, pattern_id, via)
    run = re.search(f"[\ufe00-\ufe0f]{{{VARIATION_SELECTOR_RUN}}}", text)
    if run:
        return _invisible_threat(run.group()[0], run.start(),
                                 "invisible_unicode.variation_selector_run", via)
    return None


def _invisible_threat(char: str, position: int, pattern_id: str,
                      via: str) -> scanner.Threat:
    decoded = f" once decoded ({via})" if via else ""
    message = (f"Blocked: invisible unicode U+{ord(char):04X} "
               f"({scanner._code_point_name(char)}) at position {position} (pattern "
               f"'{pattern_id}'){decoded}. {scanner._WHY_INVISIBLE}")
    return scanner.Threat(pattern_id, "invisible_unicode", message, via)


def _matching(folded: str, cased_text: str) -> list[str]:
    haystacks = {False: folded, True: cased_text}
    found = []
    for pattern in PATTERNS:
        matches = pattern.regex.finditer(haystacks[pattern.case_sensitive])
        if any(pattern.accepts(m, haystacks[pattern.case_sensitive]) for m in matches):
            found.append(pattern.pattern_id)
    return found


def matching_patterns(text: str) -> list[str]:
    """Every pattern id whose regex (and validator) matches the text, in table order."""
    return _matching(fold(text), cased(text))


def _detect(folded: str, cased_text: str, via: str = "") -> scanner.Threat | None:
    found = _matching(folded, cased_text)
    if found:
        pattern = next(p for p in PATTERNS if p.pattern_id == found[0])
        return scanner._pattern_threat(pattern, via)
    secret = secret_context.find_secret(cased_text)
    if secret is not None:
        return scanner._secret_threat(secret, via)
    match = intent.find_intent(folded) or capability.find_capability(folded, cased_text)
    return None if match is None else scanner._intent_threat(match, via)


def find_threat(text: str) -> scanner.Threat | None:
    if len(text) > scanner.MAX_SCAN_CHARS:
        return scanner._too_long(len(text))
    invisible = _invisible(text)
    if invisible is not None:
        return invisible
    length = max(len(fold(text)), len(cased(text)))
    if length > scanner.MAX_SCAN_CHARS:
        return scanner._too_long(len(text), f"{length:,} after Unicode normalisation")
    found = _detect(fold(text), cased(text))
    if found is not None:
        return found
    for view in decode.decoded_views(text, scanner.vocabulary(), scanner._prepare):
        invisible = _invisible(view.text, view.via)
        if invisible is not None:
            return invisible
        if max(len(fold(view.text)), len(cased(view.text))) > scanner.MAX_SCAN_CHARS:
            continue
        found = _detect(fold(view.text), cased(view.text), view.via)
        if found is not None:
            return found
        found = scanner._concealed_verdict_threat(fold(text), fold(view.text), view.via)
        if found is not None:
            return found
    return None
