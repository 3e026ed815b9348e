"""Epoch timestamps: what Reverie accepts, and how any stored value is read back safely.

Reverie stores times as seconds since the Unix epoch (UTC). Two rules (issue 14):

- **Accepting** (``reverie ingest``): :func:`seconds_from_number` takes seconds, and
  recognises milliseconds, microseconds and nanoseconds by magnitude (JavaScript's
  ``Date.now()`` and many loggers write milliseconds); the result must fall between
  1970-01-01 and 2200-01-01, or the value is refused. The unit ranges do not overlap:
  seconds up to 7.26e9, milliseconds up to 7.26e12, and so on, so the detection is exact
  for every date in range.
- **Reading back**: a state.db may also hold rows Hermes (or anything else) wrote, so a
  reader must survive any value, a string, NULL, 1e308, NaN. :func:`as_epoch` gives the
  seconds or None; :func:`format_epoch` never raises.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

MIN_EPOCH = 0.0                                                  # 1970-01-01T00:00:00Z
MAX_EPOCH = datetime(2200, 1, 1, tzinfo=UTC).timestamp()        # 2200-01-01T00:00:00Z
#: (unit name, divisor), smallest first; see the module docstring.
UNITS = (("seconds", 1), ("milliseconds", 10**3), ("microseconds", 10**6),
         ("nanoseconds", 10**9))
UNKNOWN_TIME = "?"


class EpochError(ValueError):
    """A number that is not a time Reverie accepts (the message says why)."""


def seconds_from_number(value: float | int) -> tuple[float, str]:
    """(epoch seconds, the unit the value was written in); :class:`EpochError` if none fits."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise EpochError("timestamp must be epoch seconds (a number) or an ISO-8601 string")
    if isinstance(value, float) and not math.isfinite(value):
        raise EpochError("timestamp must be a finite number")
    if value < 0:
        raise EpochError(f"timestamp {value} is before 1970")
    for unit, divisor in UNITS:
        try:
            seconds = value / divisor
        except OverflowError:  # an integer of hundreds of digits
            continue
        if seconds <= MAX_EPOCH:
            return seconds, unit
    raise EpochError(f"timestamp {_short(value)} is after 2200 even read as nanoseconds")


def check_range(seconds: float) -> float:
    """``seconds`` if it is between 1970 and 2200, else :class:`EpochError`."""
    if not (MIN_EPOCH <= seconds <= MAX_EPOCH):
        raise EpochError(f"timestamp {_short(seconds)} is outside 1970-2200")
    return seconds


def as_epoch(value: Any) -> float | None:
    """Seconds for a stored value that is a usable time (1970-2200), else None. Never raises."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        seconds = float(value)
    except OverflowError:  # an int too big for a float
        return None
    if not math.isfinite(seconds) or not (MIN_EPOCH <= seconds <= MAX_EPOCH):
        return None
    return seconds


def format_epoch(value: Any, pattern: str = "%Y-%m-%dT%H:%M:%SZ", *,
                 unknown: str = UNKNOWN_TIME) -> str:
    """``value`` formatted in UTC, or ``unknown`` when it is not a usable time."""
    seconds = as_epoch(value)
    if seconds is None:
        return unknown
    return datetime.fromtimestamp(seconds, UTC).strftime(pattern)


def brief(value: Any) -> str:
    """A short repr for an error message (an int of 5,000 digits cannot even be repr'd)."""
    try:
        text = repr(value)
    except ValueError:
        return "a number of thousands of digits"
    return text if len(text) <= 24 else text[:20] + "…"


_short = brief
