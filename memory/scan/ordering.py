"""A table's words as a regex alternation, and the order it tries them in (fixscan14, session 24).

Longest first, so a phrase is tried before a shorter term it starts with ("do not" before
"do"); alternatives of the same length in the order of their text. The tables are read into
sets, and a set's order of strings changes with ``PYTHONHASHSEED``: sorted by length alone,
two alternatives of one length could swap between processes, and with them the excerpt a
refusal quotes (or, where both match at one position, what is matched).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

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
