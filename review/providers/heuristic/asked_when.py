"""The condition of the question a habit answers, carried into the entry (mbprec3, issue 31).

Asked "When buying shoes, what do you usually look at?" or "When packing for a trip, what do
you always bring?", a user answers with the habit alone: "I usually look at the sole and the
stitching". Written "User usually looks at the sole and the stitching." it holds everywhere,
and the condition it holds under is lost (judge40's lost condition). Here the question's own
words say the condition exactly, so it is carried, not dropped: "When buying shoes, the user
usually looks at the sole and the stitching." (docs/review.md 11: a noun the answer's "one(s)"
stands for is dropped instead, :mod:`.pro_one`, because there the noun may be a guess).

Only the question shape "When/While/Before/After <doing …>, what/which/how … you (usually)
<verb> …?" and an entry whose verb is that verb ("considers" for "consider"): the answer is
then that question's answer, not a new fact said beside it. "When you buy …" (no doing) is not read.
"""

from __future__ import annotations

import re

_ASKED = re.compile(
    r"(?:^|[.!?]\s+)(?P<cond>(?:When|While|Before|After) [a-z]+ing\b[^,?.!]*),\s*(?:what|which|how|where|who)\b"
    r"[^?.!]*?\byou (?:(?:usually|normally|typically|often|always|generally|mostly) )?(?P<v>[a-z]+)\b[^?.!]*\?",
    re.I)
_HABIT = re.compile(r"^User (?P<adv>(?:(?:usually|normally|typically|often|always|generally|mostly|also) )*)"
                    r"(?P<v>[a-z]+)(?P<rest> .+)$")


def asked_condition(question: str | None) -> tuple[str, str] | None:
    """The condition and the verb of the assistant's question ("When buying shoes", "look"), or None."""
    if not question:
        return None
    asked = [m for m in _ASKED.finditer(question)]
    return (asked[-1]["cond"], asked[-1]["v"].lower()) if asked else None


def under_condition(entry: str, asked: tuple[str, str]) -> str | None:
    """``entry`` under the question's condition when its verb is the question's, else None."""
    condition, verb = asked
    habit = _HABIT.match(entry)
    if habit is None or habit["v"].lower() not in (verb + "s", verb + "es", verb[:-1] + "ies"):
        return None
    # review32 R20: the condition is the assistant's words, said to the user: "your" is theirs
    condition = _SECOND_PERSON.sub(lambda m: _THIRD[m[0].lower()], condition)
    return f"{condition[0].upper()}{condition[1:]}, the user {habit['adv']}{habit['v']}{habit['rest']}"


_SECOND_PERSON = re.compile(r"\b(?:yourself|yours|your|you)\b", re.I)
_THIRD = {"yourself": "themselves", "yours": "theirs", "your": "their", "you": "them"}
