"""Scan memory content before it can reach a system prompt (spec section 5, "Scan").

Memory is injected verbatim into every system prompt, so the store calls
:func:`scan_content` before ``add`` and ``replace`` and on every entry of a snapshot. The
scan is deterministic (regexes, no model) and refuses, in this order:

1. content longer than :data:`MAX_SCAN_CHARS`, as given or once NFKC has expanded it — it is
   refused whole rather than having only its head scanned, because an unscanned tail would
   reach the prompt (the store's limits are a few thousand characters, so nothing
   legitimate is that long);
2. invisible or bidirectional control characters (checked on the raw text, before any
   normalisation could remove or hide them);
3. the threat patterns of :mod:`memory.patterns`, on folded text (see :func:`fold`).

This module must not import :mod:`memory.store`: the store imports it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from .patterns import (
    INVISIBLE_GROUPS,
    INVISIBLE_NAMES,
    PATTERNS,
    VARIATION_SELECTOR_RUN,
    ThreatPattern,
)
from .prefilter import RequiredLiterals, lower_for_literals, trigrams

__all__ = [
    "MAX_SCAN_CHARS",
    "PATTERNS",
    "Threat",
    "ThreatPattern",
    "find_threat",
    "fold",
    "scan_content",
    "strip_marks",
    "withhold",
    "withhold_all",
]

#: The scanner reads at most this many characters; longer content is refused unread.
MAX_SCAN_CHARS = 64 * 1024
# From this length on, a trigram set of the folded text pays for itself (bench_scanner).
_TRIGRAMS_FROM = 256

_WHY_INSTRUCTIONS = ("Memory is injected into the system prompt, so it must not contain "
                     "instructions.")
_WHY_SECRETS = ("Memory is injected into the system prompt, so it must not contain secrets; "
                "keep them in environment variables or a secret manager.")
_WHY_PII = ("Memory is injected into the system prompt, so it must not contain personal "
            "identifiers (card, ID, bank account or social security numbers); describe the "
            "fact without the number.")
_WHY_INVISIBLE = ("Memory is injected into the system prompt, so it must not contain "
                  "characters that hide or reorder text; remove them and retry.")


@dataclass(frozen=True)
class Threat:
    """Why content was refused: the pattern id, its category, and the full ``Blocked:`` text."""

    pattern_id: str
    category: str
    message: str


# --- invisible characters ------------------------------------------------------------------

def _char_class(ranges: tuple[tuple[int, int], ...]) -> str:
    parts = []
    for first, last in ranges:
        parts.append(re.escape(chr(first)) if first == last
                     else f"{re.escape(chr(first))}-{re.escape(chr(last))}")
    return "[" + "".join(parts) + "]"


# One character class for every invisible group: a single-class search is a fast scan,
# where an alternation of eight classes tries each of them at every position. The groups
# are disjoint (a test checks), so the first offending character names exactly one group.
_INVISIBLE = re.compile(_char_class(
    tuple(span for _, _, ranges in INVISIBLE_GROUPS for span in ranges)))
_VARIATION_RUN = re.compile(f"[\ufe00-\ufe0f]{{{VARIATION_SELECTOR_RUN}}}")
# The same class cut to ASCII (the C0 controls and DEL): an ASCII text can hold nothing
# else of it, and a small class is a much faster scan than one reaching U+E01EF.
_INVISIBLE_ASCII = re.compile(_char_class(tuple(
    (first, min(last, 0x7F)) for _, _, ranges in INVISIBLE_GROUPS
    for first, last in ranges if first <= 0x7F)))


def _invisible_group(code: int) -> str:
    for pattern_id, _description, ranges in INVISIBLE_GROUPS:
        if any(first <= code <= last for first, last in ranges):
            return pattern_id
    raise AssertionError(f"U+{code:04X} matched the invisible class but no group")


def _code_point_name(char: str) -> str:
    code = ord(char)
    if code in INVISIBLE_NAMES:
        return INVISIBLE_NAMES[code]
    if 0xD800 <= code <= 0xDFFF:
        return "unpaired surrogate: bytes that are not UTF-8?"
    try:
        return unicodedata.name(char).lower()
    except ValueError:  # control characters have no name in unicodedata
        return "control character"


def _invisible_threat(text: str) -> Threat | None:
    # Every BOM is refused: the scanner sees entries, never whole files (the parser drops
    # a file's leading BOM, and the store strips one from pasted content before scanning),
    # so a BOM that reaches us sits inside an entry, e.g. one hand-edited mid-file.
    if text.isascii():  # no variation selectors either
        match = _INVISIBLE_ASCII.search(text)
        if match is None:
            return None
    else:
        match = _INVISIBLE.search(text)
    if match is None:
        run = _VARIATION_RUN.search(text)
        if run is None:
            return None
        char, position = run.group()[0], run.start()
        pattern_id = "invisible_unicode.variation_selector_run"
    else:
        char, position = match.group(), match.start()
        pattern_id = _invisible_group(ord(char))
    message = (f"Blocked: invisible unicode U+{ord(char):04X} ({_code_point_name(char)}) at "
               f"position {position} (pattern '{pattern_id}'). {_WHY_INVISIBLE}")
    return Threat(pattern_id, "invisible_unicode", message)


# --- folding -------------------------------------------------------------------------------

# Look-alike letters NFKC leaves alone (Cyrillic and Greek, after casefold) and typographic
# punctuation, mapped to the ASCII the patterns are written in.
_CONFUSABLES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i",
    "ј": "j", "ѕ": "s", "ԁ": "d", "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w", "к": "k",
    "ο": "o", "α": "a", "ι": "i", "κ": "k", "ν": "v", "ρ": "p", "τ": "t", "υ": "u",
    "ε": "e", "ı": "i", "ɑ": "a", "ɡ": "g",
    "‘": "'", "’": "'", "‚": "'", "‛": "'", "′": "'", "`": "'",
    "“": '"', "”": '"', "„": '"', "‟": '"', "″": '"',
    "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "―": "-", "−": "-",
})
_CONFUSABLE = re.compile("[" + "".join(map(re.escape, map(chr, _CONFUSABLES))) + "]")
_CONFUSABLE_CHARS = {chr(code): ascii_text for code, ascii_text in _CONFUSABLES.items()}
# CJK next to Latin letters is one \w run to the regex engine, so "请ignore previous ..."
# would have no word boundary before "ignore"; a space between scripts restores it. Two
# passes that each start with one character class (fast to scan for) insert the same
# spaces as one lookaround alternation: a seam is either CJK|Latin or Latin|CJK, never both.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_HAS_CJK = re.compile(f"[{_CJK}]")
_CJK_THEN_LATIN = re.compile(f"[{_CJK}](?=[a-z0-9])")
_LATIN_THEN_CJK = re.compile(f"[a-z0-9](?=[{_CJK}])")


def fold(text: str) -> str:
    """The text the folded patterns see: NFKC, marks stripped, casefolded, look-alikes
    mapped, one space."""
    return _fold_normalised(strip_marks(unicodedata.normalize("NFKC", text)))


_ASTRAL = re.compile("[\U00010000-\U0010ffff]")  # one range: a fast scan


@cache
def _marks() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Classes of every combining mark (Mn, Me; variation selectors are Mn): (BMP, astral).

    Built on the first non-ASCII text (a pass over the planes that hold marks costs
    ~50 ms), so a process that only ever scans ASCII never pays for it. Two classes, not
    one: ``re`` compiles a class of BMP characters into a lookup table, but one reaching
    past U+FFFF into a list of ranges tried one by one (~30x slower per character), and
    astral marks are rare enough to look for only when the text has astral characters.
    A test checks the classes against every code point.
    """
    category = unicodedata.category
    codes = [code for code in (*range(0x300, 0x30000), *range(0xE0100, 0xE01F0))
             if category(chr(code)) in ("Mn", "Me")]
    ranges: list[tuple[int, int]] = []
    for code in codes:
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    bmp = tuple(span for span in ranges if span[1] <= 0xFFFF)
    astral = tuple(span for span in ranges if span[0] > 0xFFFF)
    assert len(bmp) + len(astral) == len(ranges)  # no range straddles U+FFFF
    return re.compile(_char_class(bmp)), re.compile(_char_class(astral))


def strip_marks(text: str) -> str:
    """``text`` without combining marks or variation selectors, recomposed (NFC).

    "revèal", "re\\u0300veal", "ig\\ufe0fnore" and "İgnore" all become plain letters:
    one accent or selector inside a keyword must not hide it from the patterns. Only the
    text the patterns read changes, never what is stored.
    """
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFD", text)
    bmp, astral = _marks()
    has_astral = _ASTRAL.search(decomposed) is not None
    if not bmp.search(decomposed) and not (has_astral and astral.search(decomposed)):
        return text
    stripped = bmp.sub("", decomposed)
    if has_astral:
        stripped = astral.sub("", stripped)
    return unicodedata.normalize("NFC", stripped)


def _fold_normalised(nfkc: str) -> str:
    """Fold NFKC text whose marks are already stripped (see :func:`fold`)."""
    # Each pass runs only when the text has something for it to change: a single-class
    # search is a fast scan, while translate() and a lookbehind sub cost ~50 ns a character.
    # Casefolding can bring marks back ("İ" -> "i" + U+0307), so they are stripped again.
    folded = strip_marks(unicodedata.normalize("NFKC", nfkc.casefold()))
    confusables = len(_CONFUSABLE.findall(folded))
    if confusables * 8 > len(folded):  # Cyrillic or Greek prose: translate is cheaper
        folded = folded.translate(_CONFUSABLES)
    elif confusables:  # a few quotes or dashes: replace just those
        folded = _CONFUSABLE.sub(_map_confusable, folded)
    if not folded.isascii() and _HAS_CJK.search(folded):
        folded = _CJK_THEN_LATIN.sub(r"\g<0> ", folded)
        folded = _LATIN_THEN_CJK.sub(r"\g<0> ", folded)
    return _one_space(folded)


def _map_confusable(match: re.Match[str]) -> str:
    return _CONFUSABLE_CHARS[match.group()]


def _one_space(text: str) -> str:
    """Every run of whitespace as one space: what ``re.sub(r"\\s+", " ", text)`` gives.

    str.split() splits on exactly the characters ``\\s`` matches (both use Unicode's
    White_Space property; a test checks every code point) and is ~5x faster than the sub.
    """
    words = text.split()
    if not words:
        return " " if text else ""
    joined = " ".join(words)
    if text[0].isspace():
        joined = " " + joined
    if text[-1].isspace():
        joined += " "
    return joined


# --- the scan ------------------------------------------------------------------------------

def _pattern_threat(pattern: ThreatPattern) -> Threat:
    why = {"secret": _WHY_SECRETS, "secret.pii": _WHY_PII}.get(pattern.category,
                                                               _WHY_INSTRUCTIONS)
    message = (f"Blocked: content matches threat pattern '{pattern.pattern_id}' "
               f"({pattern.description}). {why}")
    return Threat(pattern.pattern_id, pattern.category, message)


def _too_long(length: int, normalised: str | None = None) -> Threat:
    size = f"{length:,} characters" + (f" ({normalised})" if normalised else "")
    message = (f"Blocked: content is {size}, more than the {MAX_SCAN_CHARS:,} the scanner "
               "reads (pattern 'size.too_long'). Memory entries are short notes; shorten or "
               "split it.")
    return Threat("size.too_long", "size", message)


def find_threat(text: str) -> Threat | None:
    """The first reason to refuse ``text``, or None when it may go into a system prompt.

    Raises ``TypeError`` for anything but ``str``: that is a caller's bug, not content.
    """
    if not isinstance(text, str):
        raise TypeError(f"scan_content expects str, got {type(text).__name__}")
    if len(text) > MAX_SCAN_CHARS:
        return _too_long(len(text))
    invisible = _invisible_threat(text)
    if invisible is not None:
        return invisible
    nfkc = strip_marks(unicodedata.normalize("NFKC", text))
    # Folded text for most patterns; NFKC with whitespace collapsed and case kept for the
    # secret shapes ("AKIA…"), where folding case would match ordinary words. Both without
    # combining marks: an accent inside a key or a keyword must not hide it.
    folded, cased = _fold_normalised(nfkc), _one_space(nfkc)
    normalised_length = max(len(folded), len(cased))
    if normalised_length > MAX_SCAN_CHARS:
        # NFKC can expand a character up to 18-fold (U+FDFA); the bound holds for what the
        # patterns actually read, or a 4 Ki-character entry could cost a 72 Ki scan.
        return _too_long(len(text), f"{normalised_length:,} after Unicode normalisation")
    lowered: dict[bool, str] = {}
    # Most patterns' literals are tested on the folded text; past a few hundred characters
    # a trigram set answers most of those ~450 tests without scanning the text each time.
    folded_trigrams = set(trigrams(folded)) if len(folded) >= _TRIGRAMS_FROM else None
    digits = -1  # ASCII digits in the folded text, counted when a pattern first asks
    for pattern in PATTERNS:
        if pattern.min_digits:
            if digits < 0:
                digits = ascii_digits(folded)
            if digits < pattern.min_digits:
                continue
        required = pattern.required
        if pattern.case_sensitive:
            haystack, haystack_trigrams = cased, None
        else:
            haystack, haystack_trigrams = folded, folded_trigrams
        if required.groups and (
                _ruled_out_lowered(required, haystack, pattern.case_sensitive, lowered)
                if required.lowered else not required.may_match(haystack, haystack_trigrams)):
            continue
        if _matches(pattern, haystack):
            return _pattern_threat(pattern)
    return None


def _matches(pattern: ThreatPattern, haystack: str) -> bool:
    """Whether the pattern matches; with a validator, whether some match passes it."""
    if pattern.validate is None:
        return pattern.regex.search(haystack) is not None
    return any(pattern.validate(match.group()) for match in pattern.regex.finditer(haystack))


def ascii_digits(text: str) -> int:
    """How many of ``text``'s characters are 0-9 (bytes.translate: one C pass, no loop)."""
    encoded = text.encode("utf-8", "surrogatepass")
    return len(encoded) - len(encoded.translate(None, b"0123456789"))


def _ruled_out_lowered(required: RequiredLiterals, haystack: str, case_sensitive: bool,
                       lowered: dict[bool, str]) -> bool:
    """Whether lowercased literals (from case-insensitive groups) rule the pattern out.

    They are tested on ``lower_for_literals(haystack)``, which ``lowered`` caches.
    """
    if case_sensitive not in lowered:
        lowered[case_sensitive] = lower_for_literals(haystack)
    return not required.may_match(lowered[case_sensitive])


def scan_content(text: str) -> str | None:
    """None when ``text`` is clean; otherwise the ``Blocked: …`` error naming the pattern id."""
    threat = find_threat(text)
    return None if threat is None else threat.message



def withhold(text: str) -> str:
    """``text`` when it passes the scan, else ``[withheld: <pattern id>]``.

    For what Reverie stores or shows *about* memory operations (journal rows, pending
    records, dropped proposals, command output): a secret or an injection the store refused
    must not live on, or be printed, in those instead. Any blocked category is withheld,
    not just secrets: one rule, and the pattern id still says why.
    """
    if not isinstance(text, str):
        return text
    threat = find_threat(text)
    return text if threat is None else f"[withheld: {threat.pattern_id}]"


def withhold_all(value: object) -> object:
    """:func:`withhold` applied to every string inside dicts, lists and tuples."""
    if isinstance(value, str):
        return withhold(value)
    if isinstance(value, dict):
        return {key: withhold_all(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [withhold_all(item) for item in value]
    return value


def is_withheld(text: object) -> bool:
    """Whether ``text`` is a placeholder :func:`withhold` left instead of blocked text."""
    return isinstance(text, str) and text.startswith("[withheld: ") and text.endswith("]")
