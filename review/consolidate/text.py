"""How consolidation reads an entry: tokens, values, subject keys and shingles.

All three measures work on the same normalised tokens:

- text is NFKC-normalised and case-folded; a Latin token is a run of letters and digits
  that may hold ``- _ . : / + #`` inside (``svc-002``, ``python3.11``, ``10.0.0.1``,
  ``~/.ssh``); each CJK character is a token of its own (Chinese has no spaces, and the
  same fact is written with the same characters);
- a **value** is a token that is a number, a version, a date, a time or a size
  (``9015``, ``3.11``, ``v2.1``, ``2026-01-05``, ``14:30``, ``16gb``): what changes when a
  fact is updated. A token mixing letters and digits that is not one of those
  (``svc-002``, ``service-27``, ``ipv6``) names a thing and is part of the subject;
- **filler** (articles, "now", "currently", "still", 现在, 目前, 已经, …) is dropped from
  subject keys and from the significant tokens: "The svc-002 service now listens on port
  10026" is about the same subject as "svc-002 service listens on port 9015".

See docs/memory-upkeep.md for why these measures and thresholds.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from reverie.config import lazy_re as re

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af"
_TOKEN = re.compile(rf"[{_CJK}]|[^\W_](?:[\w.:/+#~'’-]*[^\W_])?", re.UNICODE)
_CJK_RUN = re.compile(rf"([{_CJK}])")
_VALUE = re.compile(
    r"v?\d+(?:[.,:]\d+)*(?:%|ms|s|m|h|d|k|kb|mb|gb|tb|x|px|am|pm|°c|°f)?"   # 9015, 3.11, 14:30, 16gb
    r"|\d{4}-\d{2}-\d{2}(?:t[\d:]+z?)?"                            # 2026-01-05
    r"|\d+(?:st|nd|rd|th)")
_CJK_CHAR = re.compile(rf"[{_CJK}]")



def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words that carry no fact of their own (English), dropped from subject keys and from the
#: significant tokens a merge must keep.
FILLER = _words("""
a an the now currently still also actually really today anymore any more just
please note that remember so very
""")
#: Chinese filler, removed as substrings before tokens are taken.
FILLER_ZH = ("现在", "目前", "已经", "如今", "还是", "了", "的话")
#: Words that make a sentence say the opposite; a tail holding one is never a plain value.
NEGATIONS = frozenset({"not", "no", "never", "n't", "without", "不", "没", "无", "别", "非"})
#: Function words: kept in subject keys (they shape the frame) but not significant facts.
FUNCTION = _words("""
is are was were be been being am has have had do does did of in on at to for from by with
and or as it its this that these those there their they them he she his her we our you
your i my me user's user users the a an into onto over under than then which who whom
whose what when where while about after before during per via
""")


@dataclass(frozen=True)
class Reading:
    """One entry as consolidation sees it."""

    tokens: tuple[str, ...]          # normalised, filler dropped
    values: frozenset[str]           # value tokens
    significant: frozenset[str]      # tokens a merged entry must keep
    shingles: frozenset[tuple[str, ...]]
    cjk: bool                        # mostly Chinese/Japanese/Korean characters


def normalise(text: str) -> str:
    return unicodedata.normalize("NFKC", text or "").casefold()


def is_value(token: str) -> bool:
    return _VALUE.fullmatch(token) is not None


@lru_cache(maxsize=4096)
def read(text: str) -> Reading:
    norm = normalise(text)
    for word in FILLER_ZH:
        norm = norm.replace(word, " ")
    # CJK characters stand apart, so a Latin token never swallows the Chinese around it.
    norm = _CJK_RUN.sub(r" \1 ", norm).replace("\u2019", "'")
    raw = [t.rstrip(".:") for t in _TOKEN.findall(norm)]
    tokens = tuple(t for t in raw if t and t not in FILLER)
    values = frozenset(t for t in tokens if is_value(t))
    significant = frozenset(t for t in tokens if t not in FUNCTION)
    cjk_chars = len(_CJK_CHAR.findall(norm))
    return Reading(tokens=tokens, values=values, significant=significant,
                   shingles=shingles(tokens), cjk=cjk_chars * 2 > len(tokens))


def shingles(tokens: tuple[str, ...], sizes: tuple[int, ...] = (1, 2, 3)) -> frozenset[tuple[str, ...]]:
    """Every run of 1, 2 and 3 consecutive tokens (word order counts from 2 on)."""
    out: set[tuple[str, ...]] = set()
    for k in sizes:
        out.update(tokens[i:i + k] for i in range(len(tokens) - k + 1))
    return frozenset(out)


def frame(reading: Reading) -> tuple[str, ...]:
    """The subject key: the tokens with every value replaced by ``#``."""
    return tuple("#" if t in reading.values else t for t in reading.tokens)
