"""A table's words as a regex alternation, and the order it tries them in (fixscan14, session 24).

Longest first, so a phrase is tried before a shorter term it starts with ("do not" before
"do"); alternatives of the same length in the order of their text. The tables are read into
sets, and a set's order of strings changes with ``PYTHONHASHSEED``: sorted by length alone,
two alternatives of one length could swap between processes, and with them the excerpt a
refusal quotes (or, where both match at one position, what is matched).
"""

from __future__ import annotations

from collections.abc import Iterable

from reverie.config import lazy_re as re  # patterns compiled on first use (a process's start)

from .normalise import fold


def longest_first(alternatives: Iterable[str]) -> list[str]:
    """``alternatives`` longest first, ties in the order of their text (see above)."""
    return sorted(alternatives, key=lambda text: (-len(text), text))


def phrases(words: Iterable[str]) -> str:
    """A table's words as one alternation, longest first: each folded like the text, the
    spaces of a phrase any run of spaces, and a trailing ``*`` a stem ("encod*")."""
    return "|".join(longest_first(r"\s+".join(re.escape(piece).replace(r"\*", r"[^\W_]*")
                                             for piece in fold(word).split())
                                  for word in words))


# scripts written without spaces between words (Thai, kana, Han, Hangul): a word there has
# no word edges
UNSPACED = re.compile("[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def edged_phrases(words: Iterable[str]) -> str:
    """:func:`phrases`, each word of a spaced script standing as a word of its own (no
    letter or digit either side); a word of a script written without spaces (:data:`UNSPACED`)
    matches inside a run of text, as those scripts write words (session 27)."""
    words = list(words)
    spaced = [word for word in words if not UNSPACED.search(word)]
    unspaced = [word for word in words if UNSPACED.search(word)]
    parts = [r"(?<![^\W_])(?:" + phrases(spaced) + r")(?![^\W_])" if spaced else "",
             phrases(unspaced) if unspaced else ""]
    return "|".join(part for part in parts if part)
