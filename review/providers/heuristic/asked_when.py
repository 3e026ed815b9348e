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


# zhlearn2: the same in Chinese, on MemoryBank's Chinese dev users (judge40's lost conditions
# whose topic is in the question). "在<doing>时，你通常会<verb>…？" answered "我通常会<verb>…":
# the condition is carried ("在买鞋时，用户通常会看…"). "你通常会做些什么来<purpose>？" answered
# with a habit: the purpose is carried ("为了<purpose>，用户通常会…"), unless it points back
# into the chat ("来缓解这种感觉": which feeling is the chat's), when the habit is dropped, as
# it would hold everywhere.
# (the question's verb, or how / what: "…的时候你一般会怎么放松？" is answered by any doing)
_ASKED_ZH = re.compile(r"(?P<cond>[^，,。？！?!；;]{2,14}?(?:时|的时候))[，,]?\s*你(?:通常|一般|平时|经常|都|会)*"
                       r"(?P<v>怎么|如何|做什么|干什么|[\u4e00-\u9fff]{2})[^。！？!?]*[？?]")
_ANY_DOING = ("怎么", "如何", "做什么", "干什么")
_ASKED_FOR_ZH = re.compile(r"你(?:通常|一般|平时|经常|都|会)*(?:做些?什么|做点什么|怎么做|干什么|怎么办)"
                           r"(?:来|去|以)(?P<p>[^，,。？！?!]{2,14})[？?]")
_HABIT_ZH = re.compile(r"^用户(?P<adv>(?:通常|一般|平时|经常|常常|都|也|总是)*)(?P<will>会)?(?P<rest>.+)$")
_POINTER_ZH = re.compile(r"[这那它此]")


def answered_zh(entry: str, question: str | None) -> str | None:
    """``entry`` (a Chinese habit of the user's answering ``question``) under the question's
    condition or purpose; None when that purpose points back into the chat (above); the
    entry as it is when the question has neither shape or the entry is no habit."""
    if not question or (habit := _HABIT_ZH.match(entry)) is None or not (habit["adv"] or habit["will"]) \
            or "平时" in habit["adv"]:
        return entry   # (平时, "ordinarily", says the habit holds beyond what was asked)
    asked = list(_ASKED_ZH.finditer(question))
    if asked and (asked[-1]["v"] in _ANY_DOING or habit["rest"].startswith(asked[-1]["v"])):
        condition = asked[-1]["cond"].strip().replace("你", "用户")
        return f"{condition}，{entry}"
    if purpose := _ASKED_FOR_ZH.search(question):
        if _POINTER_ZH.search(purpose["p"]):
            return None
        return f"为了{purpose['p'].replace('你', '用户')}，{entry}"
    return entry
