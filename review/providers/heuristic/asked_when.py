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

fixlearn18 (issue 31, the condition in the turn before): the condition said after the question's
verb, "What do you (usually) do when you can't sleep?", "What do you do if you feel low?", "How
do you unwind after a long shift?", was lost the same way ("User reads a book." for all nights).
It is carried to the entry's end in the user's person ("User usually reads a book when they
can't sleep."); the answer to "What do you do …?" is any present habit ("do" names no verb of
its own), to any other verb a habit of that verb. An entry that says a condition of its own
("… when I'm tired") keeps its own.
"""

from __future__ import annotations

import re

_ASKED = re.compile(
    r"(?:^|[.!?]\s+)(?P<cond>(?:When|While|Before|After) [a-z]+ing\b[^,?.!]*),\s*(?:what|which|how|where|who)\b"
    r"[^?.!]*?\byou (?:(?:usually|normally|typically|often|always|generally|mostly) )?(?P<v>[a-z]+)\b[^?.!]*\?",
    re.I)
_HABIT = re.compile(r"^User (?P<adv>(?:(?:usually|normally|typically|often|always|generally|mostly|also) )*)"
                    r"(?P<v>[a-z]+)(?P<rest> .+)$")


_ASKED_AFTER = re.compile(
    r"(?:^|[.!?,]\s+)(?:so |and |then )?(?P<q>what|how)\b[^?.!]*?\byou (?:(?:usually|normally|typically|often|always|"
    r"generally|mostly|tend to) )?(?P<v>(?!(?:think|feel|mean|say|know|like|want|need|have|prefer)\b)[a-z]+)\b"
    r"(?P<obj>[^?.!]*?)\s(?P<cond>(?:when|whenever|if|after|before|while) (?:you(?:'re|'ve)?|your|it)\b[^?.!,]*|"
    r"(?:after|before) (?:work|school|class|dinner|lunch|breakfast|bed|a (?:long|busy|hard|tough|rough) "
    r"(?:day|week|shift)|a long shift|(?:a|your) workout))\s*\?", re.I)
#: an entry that says its own condition keeps it
_OWN_CONDITION = re.compile(r"\b(?:when|whenever|if|after|before|while|unless)\b", re.I)


def asked_condition(question: str | None) -> tuple[str, str] | tuple[str, str, str] | None:
    """The condition and the verb of the assistant's question ("When buying shoes", "look"), or
    with "after" when the condition is said after the verb ("when you can't sleep", "do",
    "after"), or None."""
    if not question:
        return None
    asked = [m for m in _ASKED.finditer(question)]
    if asked:
        return asked[-1]["cond"], asked[-1]["v"].lower()
    after = [m for m in _ASKED_AFTER.finditer(question)]
    if not after:
        return None
    # asked how, the means is for the verb and what it takes ("get to work"), said before the condition
    return after[-1]["cond"], after[-1]["v"].lower(), after[-1]["q"].lower(), after[-1]["obj"]


def under_condition(entry: str, asked: tuple[str, ...]) -> str | None:
    """``entry`` under the question's condition when its verb is the question's, else None."""
    condition, verb = asked[0], asked[1]
    habit = _HABIT.match(entry)
    if len(asked) > 2:
        return _condition_after(entry, habit, condition, verb, how=asked[2] == "how", takes=asked[3])
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
# (not the 时 of a word: 平时, 有时, 同时, 小时, 及时, 按时, 准时, 临时, 当时)
_ASKED_ZH = re.compile(r"(?P<cond>[^，,。？！?!；;]{2,14}?(?:(?<![平有同小及按准临当])时|的时候))[，,]?\s*你(?:通常|一般|平时|经常|都|会)*"
                       r"(?P<v>怎么|如何|做什么|干什么|[\u4e00-\u9fff]{2})[^。！？!?]*[？?]")
_ANY_DOING = ("怎么", "如何", "做什么", "干什么")
_ASKED_FOR_ZH = re.compile(r"你(?:通常|一般|平时|经常|都|会)*(?:做些?什么|做点什么|怎么做|干什么|怎么办)"
                           r"(?:来|去|以)(?P<p>[^，,。？！?!]{2,14})[？?]")
_HABIT_ZH = re.compile(r"^用户(?P<adv>(?:通常|一般|平时|经常|常常|都|也|总是)*)(?P<will>会)?(?P<rest>.+)$")
_POINTER_ZH = re.compile(r"[这那它此]")


# zhlearn3 (judge40's lost condition: the city a favourite spot is in): asked which one of a
# set the chat bounds is the favourite ("城里有好几座桥，哪座是你最喜欢的", "这几部里你最喜欢
# 哪一部"), the user picks among what the chat named (one trip's spots, one street's shops),
# so "用户最喜欢<X>" would read as a favourite of all: dropped. Asked of a whole kind ("你最
# 喜欢哪个季节", "哪种水果"), the pick is a taste that holds alone, and is kept (review34 R3:
# the first version dropped every "哪个" favourite). The bound is said in the question's own
# sentence, before the pick: a set counted or gathered (很多, 好几, 这些, 其中, 里), or a
# named one's things ("那座城市的…").
_WHICH_ONE = r"哪(?:一)?(?:个|家|座|处|位|部|本|首|条|次|些|里|儿)"
_ASKED_WHICH_ONE = re.compile(rf"{_WHICH_ONE}[^。！？!?，,]*?最(?:喜欢|爱|满意)|最(?:喜欢|爱|满意)[^。！？!?，,]*?{_WHICH_ONE}")
_A_SET = re.compile(r"很多|许多|不少|好几|几[个家座处部本首条位]|这么多|[这那](?:几|些)|其中|之中|当中|"
                    r"[^，,。！？!?]里|[这那][座个家条][^，,。？?]{1,6}?的")
_FAVOURITE_ZH = re.compile(r"^用户(?:最喜欢|最爱)")


def _a_pick_among_named(question: str) -> bool:
    """Whether ``question`` asks for a favourite among a set it bounds (above)."""
    asked = _ASKED_WHICH_ONE.search(question)
    if asked is None:
        return False
    opens = max(question.rfind(stop, 0, asked.start()) for stop in "。！？!?") + 1
    return bool(_A_SET.search(question[opens:asked.end()]))


def answered_zh(entry: str, question: str | None) -> str | None:
    """``entry`` (a Chinese habit of the user's answering ``question``) under the question's
    condition or purpose; None when that purpose points back into the chat (above), or when
    the entry is a favourite picked among the ones the question names; the entry as it is
    when the question has neither shape or the entry is no habit."""
    if question and _FAVOURITE_ZH.match(entry) and _a_pick_among_named(question):
        return None
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


_NO_HABIT = frozenset({"is", "was", "has", "does", "likes", "loves", "enjoys", "prefers", "hates", "adores",
                       "wants", "needs", "hopes", "wishes"})
_YOU_AS_THEY = {"you": "they", "you're": "they're", "you've": "they've", "your": "their",
                "yourself": "themselves", "yours": "theirs"}
_SECOND_PERSON_AFTER = re.compile(r"\b(?:yourself|yours|your|you're|you've|you)\b", re.I)


def _condition_after(entry: str, habit: re.Match[str] | None, condition: str, verb: str, *,
                     how: bool, takes: str) -> str | None:
    """``entry`` with a condition said after the question's verb written at its end (module
    docstring), or None when the entry is no habit of that verb or says a condition of its own.
    Asked how ("How do you unwind after a long shift?"), a present habit of another verb is the
    means: "User usually takes a long bath to unwind after a long shift."."""
    if habit is None or _OWN_CONDITION.search(entry):
        return None
    said = habit["v"].lower()
    # a taste ("likes to read") holds whatever the question's frame, and the frame a playful
    # question gives (a frame of a playful pastime, "when you're not <doing it>") would narrow it to nonsense
    present = said.endswith("s") and said not in _NO_HABIT
    means = ""
    if verb == "do":
        if not present:
            return None   # the answer to "What do you do …?" is a present habit
    elif said not in (verb + "s", verb + "es", verb[:-1] + "ies"):
        if not (how and present):
            return None
        means = f"to {verb}{takes} "
    theirs = _SECOND_PERSON_AFTER.sub(lambda m: _YOU_AS_THEY[m[0].lower()], f"{means}{condition.strip()}")
    return f"{entry.rstrip('.')} {theirs}."
