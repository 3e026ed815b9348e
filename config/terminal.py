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


def json_safe(json_text: str) -> str:
    """JSON text with DEL, C1 and bidi characters written as ``\\uNNNN`` escapes.

    ``json.dumps(..., ensure_ascii=False)`` escapes C0 controls but leaves these raw; they
    can only occur inside JSON strings, where the escape means the same character.
    """
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json_text)
