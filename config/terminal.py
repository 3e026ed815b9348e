"""The one sanitiser for text Reverie shows on a terminal (issue 14).

Message text, session ids, ``source``, titles, entries and record fields come from agents,
models and hand edits. Printed raw, an ``ESC ] 0 ; … BEL`` retitles the terminal, an
``ESC [ … `` sequence rewrites what the screen shows, a C1 control (U+009B is a one-byte
CSI on many terminals) does the same, and a bidi override (U+202E) makes ``txt.exe``
read as ``exe.txt``. Every human-readable output goes through :func:`terminal_safe`:

- C0 controls except tab and newline, DEL, and C1 controls become ``\\xNN``;
- bidi embedding/override/isolate marks and the line/paragraph separators become
  ``\\uNNNN``, so they are visible instead of acting.

JSON output keeps the values exact instead: :func:`json_safe` turns the same characters
into JSON ``\\uNNNN`` escapes (still valid JSON, the same string once parsed).

Ids a caller supplies (session ids from an agent or a state.db, record ids, job ids, file
names) go into log lines and messages through :func:`safe_id` (issue 19): a ``\\n`` in a
session id forged a second log line, and a 10 MB id wrote a 20 MB one. It escapes *every*
control character, newline and tab included, and cuts the id to :data:`ID_CHARS`
characters with an ellipsis and the full length.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
#: LRM/RLM, ALM, LRE/RLE/PDF/LRO/RLO, LRI/RLI/FSI/PDI, line and paragraph separators.
_BIDI = re.compile("[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u2028\u2029]")
_ANY_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def terminal_safe(text: object) -> str:
    """``text`` with every character that could drive a terminal shown as an escape."""
    value = text if isinstance(text, str) else str(text)
    value = _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", value)
    return _BIDI.sub(lambda m: f"\\u{ord(m.group()):04x}", value)


#: How much of an id a log line or message shows.
ID_CHARS = 80


def safe_id(value: object, *, limit: int = ID_CHARS) -> str:
    """``value`` for one log line or message: every control character (newline and tab
    too) as ``\\xNN``, bidi marks as ``\\uNNNN``, and when it is longer than ``limit``
    characters, its first ``limit`` then ``…(N chars)``."""
    text = value if isinstance(value, str) else str(value)
    cut = len(text) > limit
    head = text[:limit] if cut else text
    head = _ANY_CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", head)
    head = _BIDI.sub(lambda m: f"\\u{ord(m.group()):04x}", head)
    return f"{head}…({len(text):,} chars)" if cut else head


def quoted_id(value: object) -> str:
    """An id a user typed, as an error line names it: quoted, through :func:`safe_id` (one
    line, cut at :data:`ID_CHARS`). ``{id!r}`` kept a 40,000-character id whole: a 40 KB
    "error line" from `memory approve`, `queue drop` or the console's API."""
    return f"'{safe_id(value)}'"


#: A value a user gave is echoed whole up to this length: a real path is often longer than
#: an id (a home under /tmp/pytest-of-…/ is 90 characters), and one past 1 KB is no path a
#: person typed (cut_echoes).
ECHO_CHARS = 1024


def cut_echoes(message: str, given: Iterable[object]) -> str:
    """``message`` with each value of ``given`` (what a user typed: a command line's
    arguments, a request's path and query values) longer than :data:`ECHO_CHARS` that it
    echoes, quoted as ``repr`` quotes it or as typed, cut as :func:`quoted_id` and
    :func:`safe_id` cut it. A setting's value, a profile, a file name or a console filter
    of 40,000 characters made a 40 KB error line; only the error's own words are kept
    whole. Longest first, so a value inside a longer one is not cut out of it."""
    long = {g for g in given if isinstance(g, str) and len(g) > ECHO_CHARS}
    for value in sorted(long, key=len, reverse=True):
        message = message.replace(repr(value), quoted_id(value)).replace(value, safe_id(value))
    return message


def json_safe(json_text: str) -> str:
    """JSON text with DEL, C1 and bidi characters written as ``\\uNNNN`` escapes.

    ``json.dumps(..., ensure_ascii=False)`` escapes C0 controls but leaves these raw; they
    can only occur inside JSON strings, where the escape means the same character.
    """
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json_text)


# --- terminal codes in text a user pasted ---------------------------------------------------
# Coloured output pasted from a terminal (``ls --color``, a test runner, a prompt) carries
# escape sequences a reader never sees. Before a review reads a message they are taken out
# and the words kept (issue: the scanner withheld the whole message as control characters,
# so a fact said in colour was lost). Nothing a sequence *carries* is dropped: a link's
# address and a title's text stay in the text, where the scanner reads them like any other
# words; concealed text (SGR 8) was always plain text between two codes and stays.
# Only sequences whose shape is known are taken out; any other ESC is left for the scanner
# to withhold, as before.

#: OSC 8 hyperlink: opener with a URI, the label, closer (BEL or ESC \ ends each part).
#: The label holds no ESC (CSI codes are taken out first, so a coloured label still
#: matches): every part stops at the next ESC, so the search is linear. A lazy ``.*?`` label
#: ran to the end of the text from every opener with no closer (review24 R1: 128 KB of
#: unclosed openers held a review 45 s).
_LINK = re.compile(r"\x1b\]8;[^;\x07\x1b]*;([^\x07\x1b]+)(?:\x07|\x1b\\)([^\x1b]*)"
                   r"\x1b\]8;[^;\x07\x1b]*;(?:\x07|\x1b\\)")
#: OSC, DCS, SOS, PM, APC strings: ESC, the introducer, a payload, BEL or ESC \.
_STRING = re.compile(r"\x1b[\]PX^_]([^\x07\x1b]*)(?:\x07|\x1b\\)")
#: CSI (ESC [ parameters, intermediates, final byte): colours, cursor moves, erases. Its
#: bytes are parameters only: it carries no text.
_CSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]")
#: Character set designations (``tput sgr0`` writes ESC ( B), cursor save/restore, keypad.
_SHORT = re.compile(r"\x1b(?:[()*+][0-9A-Za-z]|[78=>])")


def without_terminal_codes(text: str) -> str:
    """``text`` with the terminal escape sequences of known shape taken out and what they
    carry kept as words: a link as ``label (address)``, a title or other string payload in
    place. ``text`` itself when it holds no ESC (the common case costs one ``in``)."""
    if "\x1b" not in text:
        return text
    text = _CSI.sub("", text)
    text = _LINK.sub(lambda m: f"{m.group(2)} ({m.group(1)})", text)
    text = _STRING.sub(_payload, text)
    return _SHORT.sub("", text)


def _payload(match: re.Match[str]) -> str:
    """A string sequence's text: an OSC's after its number (``0;title``, a bare link
    opener ``8;;uri``), any other's whole; nothing for an empty one (a link's closer)."""
    payload = match.group(1)
    if match.group(0)[1] == "]":
        number, _, payload = payload.partition(";")
        if number == "8":
            payload = payload.partition(";")[2]
    return f"{payload} " if payload.strip() else ""
