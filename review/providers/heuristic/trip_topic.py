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
_NOT_A_PLACE_WORDS = """Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February
    March April May June July August September October November December The A My Our This That"""
_NOT_A_PLACE = frozenset(_NOT_A_PLACE_WORDS.split())


#: review34 R10: the trip is the user's own only when its clause opens with I / we / my / our
#: ("My sister is going to Portugal", "Are you going to …" carry nothing)
_OWN_CLAUSE = re.compile(r"(?:^|[.!?;,]\s*|\b(?:and|but|so)\s+)(?:i|we|my|our)\b(?!\s+(?:sister|brother|mom|mum|dad|"
                         r"mother|father|friend|friends|parents|wife|husband|partner|son|daughter|kids|boss|"
                         r"cousin|aunt|uncle|colleague|neighbou?r)\b)[^.!?;,]*$", re.I)


def _trip_named(said: str) -> set[str]:
    return {m["p"] for m in _TRIP_TO.finditer(said) if m["p"].split()[0] not in _NOT_A_PLACE
            and _OWN_CLAUSE.search(said[:m.start()])}


def for_the_trip(content: str, told: Sequence[str]) -> str | None:
    """``content`` with the trip it is a part of carried in front, when the user named that trip
    in ``told`` (their words so far, the nearest last: the message itself, then the turns
    before); ``content`` unchanged when it names no part of a trip or a place of its own;
    None when it is a part of a trip named nowhere, or of two (which one is a guess)."""
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
