"""Occasions: the nouns that name one event held on a day (learn80, issue 31).

"I had a game on Saturday", "I've got a swim meet next month": whether such a clause tells an
event of the user's is read from its noun, classed by what the user does in the event, not
from the sentences it was seen in. A contest is entered, a showing given, an assessment
sat, a gathering held or attended; a mishap befalls one. Each has a day, so said with a time
it is the user's dated history (an episode) or dated intent (planned for a month ahead); a
thing had ("a dog"), a time had ("a blast", "a rough day"), a meal or the day's talk ("a good
talk", "a call") names no such event and stays out.
"""

from __future__ import annotations

from . import lazy_re as re

#: what the user enters and plays or runs in: a contest
CONTESTS = ("match", "game", "race", "meet", "tournament", "competition", "contest", "bout", "final",
            "tryout", "trial", "playoff", "regatta", "marathon", "triathlon")
#: what the user gives before others: a showing
SHOWINGS = ("performance", "recital", "concert", "gig", "show", "exhibit", "exhibition", "screening",
            "premiere", "opening")
#: what the user sits or goes through before others who judge: an assessment
ASSESSMENTS = ("exam", "test", "interview", "audition", "presentation")
#: what the user holds or goes to with others: a gathering
GATHERINGS = ("ceremony", "reunion", "celebration", "party", "fundraiser", "gala")
#: what befalls the user: a mishap (never planned ahead)
MISHAPS = ("incident", "accident", "scare", "fall")

#: the events a user plans or is booked for ahead ("I've got a swim meet next month")
AHEAD_NOUNS = CONTESTS + SHOWINGS + ASSESSMENTS
_NOUNS = "|".join(CONTESTS + SHOWINGS + ASSESSMENTS + GATHERINGS + MISHAPS)
_AHEAD = "|".join(AHEAD_NOUNS)

#: "I had a (big) game", "I had my first recital": one event had, up to three words before its noun
HAD_AN_EVENT = re.compile(
    r"^i (?:(?:just|also|finally|actually)\s+)?had (?:a|an|my|another|this|that)(?: [\w'-]+){0,3}? "
    r"(?:" + _NOUNS + r")s?\b", re.I)
#: "I have a recital", "I've got a swim meet", "I'm having a photo exhibit": one event ahead
HAS_AN_EVENT = re.compile(
    r"^i(?:'ve got| have got|'ve| have|'m having| am having| got) (?:a|an|my|another)(?: [\w'-]+){0,3}? "
    r"(?:" + _AHEAD + r")s?\b", re.I)
#: a pointer after the event's noun: which one is in the chat ("a game there", "that match")
_POINTER_AFTER = re.compile(r"\b(?:it|them|there|that|those|these)\b", re.I)
#: the words before an event's noun that say only how it went or how big it was ("a crazy
#: game", "a really big match"), or how it struck (learn81, review32 R6: "an unexpected
#: incident" names nothing of what befell): which event it was is still in the chat
_HOW_IT_WENT_LIST = """a an my another this that really so super very pretty quite such
great good fun amazing awesome wonderful lovely nice fantastic brilliant incredible epic cool
tough hard rough wild crazy intense insane big huge major important little small long short
busy bad terrible awful stressful nerve-wracking scary fine okay ok decent close tight
unexpected strange weird odd funny unfortunate minor"""
_HOW_IT_WENT = frozenset(_HOW_IT_WENT_LIST.split())
#: … or a complement after it that names it ("a game of water polo", "a match against Leeds")
_NAMED_AFTER = re.compile(r"^s? (?:of|against|at|in|for|with) (?!(?:it|them|there|that|those|these)\b)\w", re.I)


def had_an_event(clause: str) -> bool:
    """Whether ``clause`` is "I had <one event>" whose noun names it and nothing after it
    points into the chat ("I had a wild match last weekend"; not "I had a game there")."""
    had = HAD_AN_EVENT.match(clause)
    return had is not None and not _POINTER_AFTER.search(clause[had.end():])


def has_an_event(clause: str) -> bool:
    """Whether ``clause`` is "I have / I've got / I'm having <one event>", nothing after it
    pointing into the chat ("I've got a swim meet next month")."""
    has = HAS_AN_EVENT.match(clause)
    return has is not None and not _POINTER_AFTER.search(clause[has.end():])


def event_named(clause: str) -> bool:
    """Whether the event ``clause`` has or had (:func:`had_an_event`, :func:`has_an_event`) is
    named beyond how it went: a word of its kind before the noun ("a chess match", "a cello
    recital") or a complement after it ("a game of water polo"); "I had a big game" names no
    game the entry could say."""
    found = (HAD_AN_EVENT if had_an_event(clause) else HAS_AN_EVENT if has_an_event(clause) else None)
    event = found.match(clause) if found else None
    if event is None:
        return False
    before = event.group(0).split()[2 if event.group(0).lower().startswith("i had") else 1:-1]
    if any(w.lower().strip("'") not in _HOW_IT_WENT and w.lower() not in ("had", "got", "having", "have")
           for w in before):
        return True
    return bool(_NAMED_AFTER.match(clause[event.end():]))
