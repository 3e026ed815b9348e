"""A part of one trip told without the trip (fixlearn19, issue 31: a condition whose topic sits
in an earlier turn).

"I'm going to Portugal in May." — "Do you have any specific plans?" — "My travel plans there are to see the old castles." kept "User's travel plans there are to see the old castles.",
and "I booked the flights" kept "User booked the flights.": where the trip goes was said a turn
or two before, and the entry alone names no trip at all. The user's own words say it, so it
is carried, the way a condition said first is written (:mod:`.asked_when`): "For their trip
to Portugal, the user's travel plans there are to …". A part of a trip whose trip the user
named nowhere before (or named two places for: which one is a guess) names nothing and keeps
nothing. An entry naming a place of its own, a habit of every trip ("… always makes an
itinerary before every trip"), or one that is not about a part of a trip, is left as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .lexicon import place_zh
from .words import CALENDAR_NAMES

#: what only a trip has: its plans, its bookings, its stops, its stay
_TRIP_PART = re.compile(
    r"\b(?:travel plans?|(?:the|my|their|this|our) (?:trip|journey|vacation|holiday)\b|itinerar(?:y|ies)|"
    r"the (?:flights?|plane tickets?|train tickets?|hotels?|accommodations?|homestays?)|"
    r"each (?:city|town|country|stop|place)\b)"
    # the noun ends its phrase: "the journey planning desk", "the hotel business" name no trip
    r"(?!\s+(?!(?:to|in|for|with|from|is|are|was|were|and|or|but|this|next|last|of|on|at|during|before|"
    r"after|so|because|that|which|already|too|now)\b)[a-z])", re.I)
#: a habit of every trip ("always makes an itinerary before every trip") is no part of one
_ANY_TRIP = re.compile(r"\b(?:every|any|all|whenever|always|usually|often|never|trips|travels)\b", re.I)
#: a place named in the entry (a capital after its first word)
_A_NAME = re.compile(r"(?<!^)(?<![.!?] )\b(?-i:[A-Z])[a-z]+")
#: where the user said a trip goes: "going to Spain", "a trip to Kyoto", "flying to New Zealand"
_TRIP_TO = re.compile(
    r"\b(?:go|goes|going|gonna go|head|heading|travel|travelling|traveling|fly|flying|trip|vacation|holiday|"
    r"off) to (?P<p>(?-i:[A-Z])[a-z]+(?: (?-i:[A-Z])[a-z]+){0,2})\b", re.I)
_NOT_A_PLACE = CALENDAR_NAMES | {"The", "A", "My", "Our", "This", "That"}


#: review34 R10: the trip is the user's own only when its clause opens with I / we / my / our
#: ("My sister is going to Portugal", "Are you going to …" carry nothing)
_OWN_CLAUSE = re.compile(r"(?:^|[.!?;,]\s*|\b(?:and|but|so)\s+)(?:i|we|my|our)\b(?!\s+(?:sister|brother|mom|mum|dad|"
                         r"mother|father|friend|friends|parents|wife|husband|partner|son|daughter|kids|boss|"
                         r"cousin|aunt|uncle|colleague|neighbou?r)\b)[^.!?;,]*$", re.I)


def _trip_named(said: str) -> set[str]:
    return {m["p"] for m in _TRIP_TO.finditer(said) if m["p"].split()[0] not in _NOT_A_PLACE
            and _OWN_CLAUSE.search(said[:m.start()])}


# fixlearn20 (zhlearn3's Left): the same in Chinese. What only a trip has: its 行程, its plan or
# guide, its tickets, a hotel booked, "each city"; a hotel one works at is no part of one
_TRIP_PART_ZH = re.compile(r"行程|旅行计划|旅游计划|旅行攻略|旅游攻略|攻略|机票|火车票|(?:订|预订|预定)[了好]*[^，。]{0,4}"
                           r"(?:酒店|民宿|住宿)|每(?:个|座)城市")
#: a habit of every trip ("每次旅行都会做攻略") is no part of one
_ANY_TRIP_ZH = re.compile(r"每次|每一次|总是|通常|一般|经常|从来|每趟|旅行时都|出门都")
#: where the user's own trip goes: "去桂林旅游", "去青岛玩几天", or a known place after 去 / 到 / 飞
_TRIP_TO_ZH = re.compile(r"(?:去|到|飞)(?P<p>[\u4e00-\u9fff]{2,5}?)(?:旅游|旅行|玩|度假|游玩|自驾|看看|逛逛)")
_GO_ZH = re.compile(r"(?:去|到|飞)")
#: the user's people, by the words the Chinese clauses name them with (one list for both checks below)
#: (fixlearn21: one list for both, 丈夫 / 妻子 / 爷爷 / 奶奶 too: "我五月去桂林玩，丈夫六月去青岛玩" read
#: the husband's clause as the user's going on, two trips, and a part of the user's carried none;
#: 男朋友 / 女朋友 spelled whole, as the own-clause check reads the word right after 我: review36 R13)
_KIN_ZH = "姐姐|妹妹|哥哥|弟弟|妈妈|爸爸|父母|(?:男|女)?朋友|同事|老公|老婆|丈夫|妻子|儿子|女儿|孩子|家人|爷爷|奶奶"
#: the clause is the user's: 我 / 我们 / 我家 as its subject, not one of their people ("我姐姐要去…")
_OWN_ZH = re.compile(r"^(?:[^，。！？；你他她]{0,8}?)(?:我们|我家|我)(?!的?(?:" + _KIN_ZH + r"))")


_ANOTHER_ZH = re.compile(r"[你他她它]|" + _KIN_ZH)


def _trip_named_zh(said: str) -> set[str]:
    places: set[str] = set()
    own = False
    for clause in re.split(r"[，,。！!？?；;]", said):
        # a clause with no subject of its own goes on with the one before ("…，六月去青岛玩")
        own = bool(_OWN_ZH.match(clause)) or own and not _ANOTHER_ZH.search(_GO_ZH.split(clause, 1)[0])
        if not own or "吗" in clause:
            continue
        for go in _GO_ZH.finditer(clause):
            rest = clause[go.end():]
            if (known := place_zh(rest)) is not None:
                places.add(known)
            elif (trip := _TRIP_TO_ZH.match(clause, go.start())) is not None:
                places.add(trip["p"])
    return places


def _for_the_trip_zh(content: str, told: Sequence[str]) -> str | None:
    """:func:`for_the_trip` for an entry in Chinese: "关于去桂林的旅行，用户的行程是…"."""
    if not content.startswith("用户") or not _TRIP_PART_ZH.search(content) or _ANY_TRIP_ZH.search(content) \
            or _trip_named_zh("我" + content[2:]) or any(place_zh(content[i:]) for i in range(len(content))):
        return content
    for said in reversed(told):
        places = _trip_named_zh(said)
        if len(places) == 1:
            place = places.pop()
            return content if place in content else f"关于去{place}的旅行，{content}"
        if places:
            return None
    return None


def for_the_trip(content: str, told: Sequence[str]) -> str | None:
    """``content`` with the trip it is a part of carried in front, when the user named that trip
    in ``told`` (their words so far, the nearest last: the message itself, then the turns
    before); ``content`` unchanged when it names no part of a trip or a place of its own;
    None when it is a part of a trip named nowhere, or of two (which one is a guess)."""
    if content.startswith("用户"):
        return _for_the_trip_zh(content, told)
    if not content.startswith("User") or not _TRIP_PART.search(content) or _A_NAME.search(content) \
            or _ANY_TRIP.search(content):
        return content
    for said in reversed(told):
        places = _trip_named(said)
        if len(places) == 1:
            rest = content[0].lower() + content[1:]
            return f"For their trip to {places.pop()}, the {rest}"
        if places:
            return None
    return None
