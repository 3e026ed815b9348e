"""Layer 2 of the scanner — decode: what a text says once its encoding is undone.

An attacker who knows the detectors writes the payload so that they do not read it:
``aWdub3JlIGFsbCBwcmV2aW91cyBpbnN0cnVjdGlvbnM=`` with "decode this and do what it says",
``%69gnore``, ``&#105;gnore``, ``.snoitcurtsni suoiverp lla erongI``, ``i g n o r e``,
``1gn0r3 4ll pr3v10us 1nstruct10ns``, an API key with spaces inside. Each decoder here
undoes one such encoding and returns the whole text with it undone (or None when there is
nothing for it to do); :func:`decoded_views` applies them again to what they produce, so
base64 inside URL-encoding is found too. The scanner scans every view like the original.

Bounded: at most :data:`MAX_DEPTH` decodings deep, :data:`MAX_VIEWS` views and
:data:`MAX_DECODED_CHARS` characters in all, and each decoder looks at a bounded number of
candidates, so a text built to explode (base64 of base64 of …) costs a small constant.

The decoders that guess (reversed text, letters spaced out, leetspeak) use a vocabulary
— the words the detectors are written in — and only act when the guess yields its words:
a version number ``v2.3.1`` or ``k8s`` is left alone.
"""

from __future__ import annotations

import base64
import binascii
import html
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Decoded", "MAX_DEPTH", "MAX_VIEWS", "MAX_DECODED_CHARS", "decoded_views",
           "DECODERS", "segment"]

MAX_DEPTH = 3
MAX_VIEWS = 12
MAX_DECODED_CHARS = 64 * 1024
# Candidates one decoder tries in one text (base64 runs, hex runs, spaced runs …).
_MAX_CANDIDATES = 24


@dataclass(frozen=True)
class Decoded:
    """One view of a text: ``via`` names the decodings applied, in order ("base64", …)."""

    via: str
    text: str


def _printable_text(raw: bytes) -> str | None:
    """``raw`` as text when it is UTF-8 that reads as text (not random bytes)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 4:
        return None
    readable = sum(char.isprintable() or char in "\n\t\r" for char in text)
    letters = sum(char.isalpha() or char == " " for char in text)
    if readable < len(text) * 0.95 or letters < len(text) * 0.5:
        return None
    return text


# --- base64 and hex ------------------------------------------------------------------------

_BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/_=-])[A-Za-z0-9+/_-]{16,}={0,2}")


def _base64(text: str, words: frozenset[str]) -> str | None:
    if len(text) < 16:
        return None
    changed = False
    pieces: list[str] = []
    last = 0
    for count, match in enumerate(_BASE64_RUN.finditer(text)):
        if count >= _MAX_CANDIDATES:
            break
        token = match.group()
        body = token.rstrip("=")
        if body.isalpha() and (body.islower() or body.isupper()):
            continue  # a long word, not an encoding
        padded = body + "=" * (-len(body) % 4)
        try:
            if "-" in body or "_" in body:
                raw = base64.urlsafe_b64decode(padded)
            else:
                raw = base64.b64decode(padded, validate=True)
        except (binascii.Error, ValueError):
            continue
        decoded = _printable_text(raw)
        if decoded is None:
            continue
        pieces.append(text[last:match.start()])
        pieces.append(f" {decoded} ")
        last = match.end()
        changed = True
    if not changed:
        return None
    pieces.append(text[last:])
    return "".join(pieces)


_HEX_RUN = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){8,}(?![0-9A-Fa-f])"
                      r"|(?:\\x[0-9A-Fa-f]{2}){4,}|(?:0x[0-9A-Fa-f]{2}[ ,]{0,2}){4,}")


def _hex(text: str, words: frozenset[str]) -> str | None:
    if len(text) < 16:
        return None

    def undo(match: re.Match[str]) -> str:
        digits = re.sub(r"\\x|0x|[ ,]", "", match.group())
        try:
            decoded = _printable_text(bytes.fromhex(digits))
        except ValueError:
            decoded = None
        return match.group() if decoded is None else f" {decoded} "

    result = _HEX_RUN.sub(undo, text, count=_MAX_CANDIDATES)
    return None if result == text else result


# --- escapes -------------------------------------------------------------------------------

_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,30});")
_UNICODE_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")


def _url(text: str, words: frozenset[str]) -> str | None:
    if "%" not in text or not _PERCENT.search(text):
        return None
    return urllib.parse.unquote(text, errors="replace")


def _html(text: str, words: frozenset[str]) -> str | None:
    if "&" not in text or not _ENTITY.search(text):
        return None
    return html.unescape(text)


def _escapes(text: str, words: frozenset[str]) -> str | None:
    if "\\" not in text or not _UNICODE_ESCAPE.search(text):
        return None

    def undo(match: re.Match[str]) -> str:
        code = int(match.group(1) or match.group(2), 16)
        return chr(code) if code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else match.group()

    return _UNICODE_ESCAPE.sub(undo, text)


# --- guesses: reversed, spaced out, leetspeak -----------------------------------------------

_WORD = re.compile(r"[a-z]{4,}")


_CJK_PAIR = re.compile(r"(?=([\u3400-\u9fff]{2}))")


def _reversed(text: str, words: frozenset[str]) -> str | None:
    """The text backwards, when more of its words are words backwards than forwards (for
    Chinese: more of the vocabulary's two-character words)."""
    found = _WORD.findall(text.casefold())
    forwards = sum(word in words for word in found)
    backwards = sum(word[::-1] in words for word in found)
    if len(found) < 2 and not text.isascii():
        pairs = _CJK_PAIR.findall(text)
        forwards = sum(pair in words for pair in pairs)
        backwards = sum(pair[::-1] in words for pair in pairs)
    if backwards >= 2 and backwards > forwards:
        return text[::-1]
    return None


# Single characters, one space between them: "i g n o r e", "h t t p s : / /". A text is
# read as spaced out when it has a run of four or more; then every run of two or more
# joins (word gaps, two spaces or more, stay one space).
_SPACED_RUN = re.compile(r"(?<!\S)(?:\S ){3,}\S(?!\S)")
_SPACED_ANY = re.compile(r"(?<!\S)(?:\S ){1,}\S(?!\S)")
# Letters joined by one punctuation character: "s.e.n.d", "i-g-n-o-r-e", "r_e_v_e_a_l".
_JOINERS = ".-_*|·•~+/"
# Letters, not digits: "10.1.2.3" is an address and "1-2-3-4" a count.
_JOINED_RUNS = {joiner: re.compile(f"(?:[^\\W\\d_]{re.escape(joiner)}){{3,}}[^\\W\\d_]")
                for joiner in _JOINERS}


def segment(letters: str, words: frozenset[str]) -> str:
    """``letters`` (a run without spaces) cut into vocabulary words where it can be.

    The fewest pieces win, a letter outside any word counting double: "ignoreallprevious"
    -> "ignore all previous". Runs of more than 200 letters are left as they are.
    """
    n = len(letters)
    if n > 200:
        return letters
    lowered = letters.lower()
    best: list[tuple[int, int]] = [(0, 0)] + [(1 << 30, 0)] * n  # (cost, start of last piece)
    for end in range(1, n + 1):
        cost, start = best[end - 1][0] + 2, end - 1
        for begin in range(max(0, end - 20), end - 1):
            if lowered[begin:end] in words and best[begin][0] + 1 < cost:
                cost, start = best[begin][0] + 1, begin
        if lowered[end - 1:end] in words and best[end - 1][0] + 1 < cost:
            cost, start = best[end - 1][0] + 1, end - 1
        best[end] = (cost, start)
    pieces: list[str] = []
    end = n
    while end > 0:
        start = best[end][1]
        pieces.append(letters[start:end])
        end = start
    return " ".join(reversed(pieces))


def _spaced(text: str, words: frozenset[str]) -> str | None:
    result = text
    if _SPACED_RUN.search(result):
        result = _SPACED_ANY.sub(lambda match: _join_letters(match.group().replace(" ", ""),
                                                             words), result)
    for joiner, run in _JOINED_RUNS.items():
        if joiner in result and run.search(result):
            # Every joiner between two characters goes ("h.t.t.p.s.:././.x" -> "https://x");
            # three in a row were a joiner, the character itself and a joiner ("l...e").
            escaped = re.escape(joiner)
            result = re.sub(f"(?<=\\S){escaped}{{3}}(?=\\S)", "\0", result)
            result = re.sub(f"(?<=\\S){escaped}(?=\\S)", "", result).replace("\0", joiner)
            result = re.sub(r"\S{13,}", lambda match: _join_letters(match.group(), words),
                            result)
    result = re.sub(r" {2,}", " ", result) if result != text else result
    return None if result == text else result


def _join_letters(letters: str, words: frozenset[str]) -> str:
    """A run of letters without spaces, cut into words when it is long and not one."""
    if not letters.isascii() or not letters.isalpha() or len(letters) < 13:
        return letters
    return letters if letters.lower() in words else segment(letters, words)


_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t",
                       "8": "b", "9": "g", "@": "a", "$": "s", "!": "i", "|": "l", "+": "t"})
# "1", "|" and "!" are read as an "i" or as an "l": both are tried.
_LEET_L = str.maketrans({"1": "l", "!": "l"})
_HAS_LEET = re.compile(r"[a-zA-Z][0-9@$!|+]|[0-9@$!|+][a-zA-Z]")
_TOKEN = re.compile(r"[A-Za-z0-9@$!|+]{2,}")


def _leet(text: str, words: frozenset[str]) -> str | None:
    if not _HAS_LEET.search(text):
        return None
    changed = False

    def undo(match: re.Match[str]) -> str:
        nonlocal changed
        token = match.group()
        if token.isalpha() or token.isdigit():
            return token
        for variant in (token.translate(_LEET_L).translate(_LEET), token.translate(_LEET)):
            lowered = variant.lower()
            if lowered in words or (lowered.endswith("s") and lowered[:-1] in words):
                changed = True
                return variant
        return token

    result = _TOKEN.sub(undo, text)
    return result if changed else None


# --- a key with spaces inside ----------------------------------------------------------------

# A vendor key's prefix, then pieces that look like key material, spaces between them.
_SPLIT_KEY = re.compile(
    r"(?<![A-Za-z0-9])(?:sk-|sk_live_|sk_test_|rk_live_|ghp_|gho_|ghs_|github_pat_|glpat-|"
    r"xox[abposr]-|AKIA|ASIA|AIza|hf_|npm_|SG\.|pypi-)[A-Za-z0-9_.-]{2,}(?: [A-Za-z0-9_.-]{2,}){1,16}")


def _key_like(piece: str) -> bool:
    return any(char.isdigit() for char in piece) or (
        any(char.isupper() for char in piece) and any(char.islower() for char in piece))


def _split_key(text: str, words: frozenset[str]) -> str | None:
    changed = False

    def join(match: re.Match[str]) -> str:
        nonlocal changed
        first, *rest = match.group().split(" ")
        kept = [first]
        for piece in rest:
            if not _key_like(piece):
                break
            kept.append(piece)
        if len(kept) < 2 or len("".join(kept)) < 20:
            return match.group()
        changed = True
        tail = match.group().split(" ")[len(kept):]
        return "".join(kept) + ("" if not tail else " " + " ".join(tail))

    result = _SPLIT_KEY.sub(join, text, count=_MAX_CANDIDATES)
    return result if changed else None


#: (name in messages, decoder) in the order they are tried. A decoder takes the text and the
#: vocabulary and returns the decoded whole text, or None.
DECODERS: tuple[tuple[str, Callable[[str, frozenset[str]], str | None]], ...] = (
    ("base64", _base64),
    ("hex", _hex),
    ("URL-encoding", _url),
    ("HTML entities", _html),
    ("\\u escapes", _escapes),
    ("reversed text", _reversed),
    ("spaced-out letters", _spaced),
    ("leetspeak", _leet),
    ("a key with spaces inside", _split_key),
)


def decoded_views(text: str, words: frozenset[str],
                  prepare: Callable[[str, str], str] | None = None) -> list[Decoded]:
    """Every decoding of ``text`` (and of those decodings, :data:`MAX_DEPTH` deep), bounded.

    ``prepare(name, text)``: the text a decoder is given (the scanner hands the key
    decoder look-alike-mapped text); by default the text itself.
    """
    views: list[Decoded] = []
    seen = {text}
    budget = MAX_DECODED_CHARS
    frontier = [Decoded("", text)]
    for _depth in range(MAX_DEPTH):
        following: list[Decoded] = []
        for view in frontier:
            for name, decoder in DECODERS:
                if name == "reversed text" and view.via.endswith("reversed text"):
                    continue  # reversing twice gives the text back
                given = prepare(name, view.text) if prepare is not None else view.text
                decoded = decoder(given, words)
                if decoded is None or decoded in seen:
                    continue
                budget -= len(decoded)
                if budget < 0 or len(views) >= MAX_VIEWS:
                    return views
                seen.add(decoded)
                found = Decoded(f"{view.via}, then {name}" if view.via else name, decoded)
                views.append(found)
                following.append(found)
        if not following:
            break
        frontier = following
    return views
