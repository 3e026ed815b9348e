"""A teacher named by the relation alone, told a turn after the course (fixlearn20, issue 31: a
condition whose topic sits in an earlier turn; fixlearn19's and zhlearn3's "Left").

"I joined an evening woodwork course." — "How's it going?" — "My teacher is a retired
carpenter." kept "User's teacher is a retired carpenter.": whose teacher, of what, was said a
turn before, and the entry alone reads as a school's or a life's teacher. In Chinese the same
sentence ("我的老师是…") kept nothing (zhlearn3: a teacher named by the relation alone is the
teacher of a course the chat named elsewhere). The user's own words name the course, so the
sentence is read as if the relation had been said with it ("My woodwork teacher is …",
"我的木工老师是…"), which both readings already keep as the user's. Only when the user's nearest
turn naming a course of theirs names one (two make which one a guess); the sentence is read as
before otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lazy_re as re  # patterns compiled on first use (a process's start)

#: "my teacher", "My coach": the relation alone, first in the sentence (after a short reaction)
_BARE_RELATION = re.compile(r"^(?P<lead>(?:\W*\w+[,!.]\s+)?)(?P<my>my) (?P<rel>teacher|tutor|instructor|coach|trainer)\b",
                            re.I)
#: the user's own course, class, lessons, club or team: "joined an evening woodwork course",
#: "I've started taking Spanish lessons", "signed up for a pottery class"
_COURSE = re.compile(
    r"\b(?:i|i've|i'm|we|we've)\b[^.!?;,]{0,30}?\b(?:joined|signed up for|enrolled in|enrolled on|registered for|"
    r"taking|take|started|doing|attending|attend|booked)\s+(?:(?:a|an|the|some|my|our|in|on|up)\s+)*"
    r"(?P<words>(?:[A-Za-z-]+ ){1,3}?)(?P<kind>course|courses|class|classes|lessons|club|team)\b", re.I)
_NOT_THE_SUBJECT_WORDS = """new evening night online weekly daily local free beginner beginners intro
introductory short long great fun adult adults kids private group first second another extra
few couple"""
_NOT_THE_SUBJECT = frozenset(_NOT_THE_SUBJECT_WORDS.split())
#: every course said (a second one makes which teacher a guess): "a rowing club and a choir class"
_ANY_COURSE = re.compile(r"\b(?:a|an|the|some|my|our|taking|doing)\s+(?:[A-Za-z-]+ ){0,2}?(?P<w>[A-Za-z-]+) "
                         r"(?:course|courses|class|classes|lessons|club|team)\b", re.I)
#: the same in Chinese: "报了一个木工课", "在上游泳课", "参加了一个合唱团"
_BARE_RELATION_ZH = re.compile(r"^(?P<lead>[^，。！？]{0,6}?)(?P<my>我们?的)(?P<rel>老师|教练|导师)")
_COURSE_ZH = re.compile(r"(?:报了|报名了|参加了|在上|上了|开始上|在学|学了|开始学)(?:一个|一门|一期|个|门)?"
                        r"(?P<c>[\u4e00-\u9fff]{1,5}?)(?:课程|课|培训班|班|社团)")


def _course_named(said: str) -> set[str]:
    """The subject word of every course ``said`` names, once the user said they take one."""
    if not _COURSE.search(said):
        return set()
    found = set()
    for m in _ANY_COURSE.finditer(said):
        word = m["w"].strip("-")
        if word.lower() not in _NOT_THE_SUBJECT:
            found.add(word)
    return found


def _course_named_zh(said: str) -> set[str]:
    return {m["c"] for m in _COURSE_ZH.finditer(said) if "你" not in said[max(0, m.start() - 6):m.start()]}


def with_course(sentence: str, told: Sequence[str]) -> str:
    """``sentence`` with the course the user named before said with its bare relation ("My
    teacher is …" → "My woodwork teacher is …"), when ``told`` (the user's words so far, the
    nearest last) names one course of theirs in its nearest turn naming any; else as it is."""
    zh = _BARE_RELATION_ZH.match(sentence)
    bare = zh or _BARE_RELATION.match(sentence)
    if bare is None:
        return sentence
    for said in reversed(told):
        courses = _course_named_zh(said) if zh else _course_named(said)
        if len(courses) == 1:
            course = courses.pop()
            said_with = f"{course}{bare['rel']}" if zh else f" {course} {bare['rel']}"
            return sentence[:bare.end("my")] + said_with + sentence[bare.end("rel"):]
        if courses:
            return sentence
    return sentence
