"""A short Chinese fact matched by its characters (issue 31): MemoryBank's Chinese file
lists each user's hobbies as a few characters ("绘画，弹钢琴"), and no word splits a Chinese
sentence, so the word matcher (``spc.fact_words``) finds none of them.

**How it matches.** A fact is cut into its character pairs (bigrams: "弹钢琴" → 弹钢, 钢琴; a
one-character fact is its character). A text holds the fact when at least half of those pairs
occur in it, and at least one: "看电影" is held by "喜欢电影" (电影), "军事史研究" by "在读军事史"
(军事, 事史), "阅读" not by "读书" (no pair shared; a synonym is no match, as in English).
Only the text's clauses that are not negated count ("我不喜欢跑步" holds no 跑步): a clause
is cut at any Chinese or ASCII stop, comma or list mark, and negated when it holds a negation
of liking or doing (不喜欢, 不爱, 讨厌, 没有, 从不, 不会, 不再).

**Statements.** A turn's sentences end at 。！？!? (and ASCII stops); a sentence ending in a
question mark asks, and says nothing of the user.
"""

from __future__ import annotations

import re

_HAN = re.compile(r"[\u3400-\u9fff]")
#: where a list of facts is cut: both commas, the enumeration comma, semicolons
LIST_SEPARATORS = re.compile(r"[,，、;；]")
_SENTENCE = re.compile(r"(?<=[。！？!?])|(?<=\.)\s+")
_CLAUSE = re.compile(r"[。！？!?，,、；;：:.\s]+")
_NEGATED = re.compile(r"不喜欢|不爱|讨厌|没有|从不|不会|不再")


def is_han(text: str) -> bool:
    """Whether ``text`` is written in Chinese (holds a Han character)."""
    return bool(_HAN.search(text))


def statements(turn: str) -> list[str]:
    """A Chinese turn's sentences that are not questions."""
    return [s.strip() for s in _SENTENCE.split(turn.strip())
            if s.strip() and not s.strip().endswith(("？", "?"))]


def _pairs(text: str) -> set[str]:
    chars = "".join(_HAN.findall(text))
    return {chars} if len(chars) == 1 else {chars[i:i + 2] for i in range(len(chars) - 1)}


def holds(fact: str, text: str) -> bool:
    """``text`` holds the short Chinese ``fact`` (module docstring)."""
    wanted = _pairs(fact)
    if not wanted:
        return False
    said = "\n".join(c for c in _CLAUSE.split(text) if c and not _NEGATED.search(c))
    shared = sum(1 for p in wanted if p in said)
    return shared >= 1 and 2 * shared >= len(wanted)
