"""The same act said around its verb, read as the simple past it reports, so that the one test
of the verb decides (:func:`_as_simple_past`): "I ended up touring the old town" is "I toured
the old town", "we all baked …" is "we baked …", being somewhere is going there, "I've been
to Lisbon yesterday" is "I went to Lisbon", "got to <a change>" is the change, "I didn't buy
anything" is the evening's act. Moved from :mod:`.past_events` (session 38), which asks it
first; :mod:`.dated` reads its day (``_on_a_past_day``).
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)
from ..text import MOMENT
from ..when import RELATIVE
from .act_words import _FREQUENCY, _LASTING_PAST
from .cutting import _CHANGES_OF_LIFE
from .speaker import (
    _GOT_TO,
    _HABIT,
    _REACTION,
    LASTING_CHANGE,
    PAST_OF,
)

# sub's templates as callables (lazy_re.expanded): a template string costs a call into
# Python on every sub, found or not (issue 27)
_WE_ALONE = re.expanded(r"\1 ")


# v9 edges (learn14, dev half): the same act said around its verb. "I ended up touring the
# old town" is the act "I toured the old town"; "we all/both baked …" is "we baked …"; and
# being somewhere ("I was also at a street fair", "we were at the aquarium") is an outing
# unless it is said to have lasted ("for two years", "since …") or to recur.
_ENDED_UP = re.compile(r"^(?P<s>i|we) (?:(?:all|both|just|also|actually|really|eventually|finally|"
                       r"even|then) )*ended up (?P<g>[a-z]+ing)\b(?P<rest>.*)$", re.I)
# learn27: "ended up with some great sponsors" is what "got" says: the light verb's object
# decides, as for "got" (was read as the verb "with", no act, and kept)
_ENDED_UP_WITH = re.compile(r"^(?P<s>i|we) (?:(?:all|both|just|also|actually|really|eventually|"
                            r"finally|even|then) )*ended up with\b(?P<rest>.*)$", re.I)
_BEEN_AT = re.compile(r"^(?P<s>i|we) (?:was|were) (?:(?:all|both|just|also|actually|even|really|"
                      r"finally|once) )*at (?=(?:a|an|the|this|that|some|my|our) )", re.I)
# learn40 (issue 31, v15's single past events): "ended up at/in <place>" reports where one
# went, as "was at" does ("I ended up at the emergency room last night", "… in Porto for a
# work trip"); read as "went to", the one test of the verb decides (a stay said with years,
# a job or "since" is left, as for "was at").
_ENDED_UP_AT = re.compile(r"^(?P<s>i|we) (?:(?:all|both|just|also|actually|really|eventually|finally|"
                          r"even|then) )*ended up (?:at|in) (?=(?:a|an|the|this|that|some|my|our) |"
                          r"(?-i:[A-Z]))", re.I)
# learn40: a doing begun or kept up in one scene is that scene's act, not a pursuit begun:
# a reaction ("started crying during the film", "kept laughing all through the show") or a
# doing of one thing told with one day or one scene ("started painting the fence on
# Saturday", "began reading a thriller last night"); read as the doing's own past, the one
# test of the verb decides. A pursuit begun ("started learning the cello", "started running
# every morning", "started knitting yesterday") and one begun "last week" or earlier (a
# habit under way) are left.
_STARTED_DOING = re.compile(r"^(?P<s>i|we) (?:(?:just|also|actually|really|then|even|suddenly|"
                            r"immediately) )*(?:started|began|kept(?: on)?) (?P<g>[a-z]+ing)\b"
                            r"(?P<rest>.*)$", re.I)
# (the moment itself, "today", "this morning", is text.MOMENT's, read with it)
_ONE_SCENE = re.compile(MOMENT.pattern + r"|\b(?:yesterday|last night|"
                        r"(?:on|last) (?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                        r"during (?:the|a|our|my)|in the middle of|halfway through|at the end of)\b",
                        re.I)
# the doing has one thing for its object ("painting the fence", "reading a thriller"); a bare
# pursuit ("started knitting yesterday") is a pursuit begun, whatever the day
_ONE_THING_DONE = re.compile(r"^ (?:(?:up|out|on|through) )?(?:the|a|an|this|that|these|those|my|our|some|"
                             r"his|her|their)\b", re.I)
# fix21 (review16 Q7): where one ended up is where one stayed — not a place visited — when it
# is an employer (a name after "at", a firm or a startup), a stage of life led there ("after
# college", "after my PhD", "after we retired") or a state or a body one is in ("in a band, a
# relationship, a wheelchair, debt")
_ENDED_UP_STAYING = re.compile(
    r"\bended up at (?-i:[A-Z])|"
    r"\bended up at (?:a|an|the|this|that|some|my|our) (?:[\w-]+ ){0,2}?(?:startup|start-up|firm|company|"
    r"agency|corporation|bank|studio|lab|laboratory|nonprofit|non-profit|charity|school|university|college|"
    r"newspaper|magazine|publisher|consultancy)\b|"
    r"\bended up in (?:(?:a|an|the|some|my|our) )?(?:[\w-]+ )?(?:band|relationship|marriage|wheelchair|debt|"
    r"coma|cast|group|team|club|choir|orchestra|program(?:me)?|partnership|business|cult|gang|"
    r"foster care|rehab|therapy)\b|"
    r"\bafter (?:(?:my|our|his|her|the) )?(?:college|school|high school|uni|university|grad school|graduation|"
    r"phd|masters|master's|degree|divorce|retirement|residency|the army|military service|the war)\b|"
    r"\bafter (?:i|we) (?:retired|graduated|married|got married|divorced|finished (?:school|college|uni))\b",
    re.I)
# fix21 (review16 Q7): a doing begun that is itself a change of a life — care begun ("seeing
# a therapist", "taking a new medication"), dating — lasts whatever day it began
_CARE_BEGUN = re.compile(
    r"^(?:seeing|visiting) (?:a|an|my|our|the) (?:new )?(?:therapist|doctor|counsell?or|psychiatrist|"
    r"psychologist|specialist|physio\w*|chiropractor|dietitian|nutritionist)\b|"
    r"^(?:taking|using|on) (?:a |an |my |the |some )?(?:new |daily )?(?:medication|meds|medicine|pills?|"
    r"antidepressants?|insulin|inhaler)\b|^dating\b",
    re.I)
_LASTED = re.compile(r"\bfor (?:\w+ ){0,2}(?:years?|months?|decades?|weeks?|ages)\b|\bsince\b|"
                     r"\b(?:worked|working|job|employed|intern)\b", re.I)


def _pasts_of(gerund: str) -> set[str]:
    """The past forms a gerund may have, for the test only (never written): "touring" →
    "toured", "quitting" → "quit"/"quitted", "moving" → "moved" (the known ones exactly)."""
    gerund = gerund.lower()
    if known := PAST_OF.get(gerund):
        return {known}
    stem = gerund[:-3]
    forms = {stem, stem + "ed"}
    if len(stem) > 2 and stem[-1] == stem[-2]:
        forms |= {stem[:-1], stem[:-1] + "ed"}
    return forms
_STATES_REACHED = {"know": "knew", "keep": "kept"}
# learn21 (review10 G3): "move" changes a life when the speaker moves (to a place, out, in,
# abroad, house) or moves their people or their venture ("moved my family to Texas", "moved
# the business online"); with any other thing as its object it is a thing shifted ("moved
# my car", "moved the sofa into the spare room"), the day's errand, as "got to move my
# car" (the spoken "have to") most often is.
_THING_MOVED = re.compile(
    r"^ (?:(?:just|also|then|finally) )*(?:my|our|the|a|an|this|that|these|those|some|all|his|her|"
    r"their|its|everything|stuff)\b(?! (?:(?:whole|entire|little|young|two|three|four|\w+'s) )?"
    r"(?:family|families|kids|children|son|daughter|wife|husband|partner|parents|mum|mom|dad|"
    r"household|business|company|practice|life|lives|shop|studio|bakery|restaurant|"
    # fixlearn11 (review11 H7): an organisation or one's money moves as a venture does
    # ("moved our whole team to Lisbon", "the charity to a bigger building", "my savings
    # to a credit union"): a decision, not a thing shifted about the house
    r"team|teams|office|offices|charity|lab|club|band|firm|startup|organi[sz]ation|school|"
    r"church|clinic|savings|money|pension|accounts?|investments?|"
    r"(?:[\w-]+ )?(?:family|business))\b)", re.I)


def _moves_a_thing(verb: str, rest: str) -> bool:
    """Whether "move"/"moved" with what follows it (``rest``) shifts a thing (above)."""
    return verb.lower() in ("move", "moved") and bool(_THING_MOVED.match(rest))


# learn47: "I've been to Lisbon yesterday" is a trip of one day, not the experience "I've been
# to Lisbon" is: with a past day or week said, the perfect reports where one went, and is read
# as "went to" (as "I went to Lisbon yesterday" already was).
_BEEN_TO = re.compile(r"^(?P<s>i|we)(?:'ve| have) (?:(?:just|also|actually|even|finally|recently|all) )*"
                      r"been to (?=\S)", re.I)


def _on_a_past_day(clause: str) -> bool:
    return any(m["yesterday"] or m["weekday"] and not m[0].lower().startswith("next") or m["weekend"]
               or m["week"] or m["days"] or m["weeks"] for m in RELATIVE.finditer(clause))


def _as_simple_past(clause: str) -> str:
    """"ended up <gerund>", "was at <place>", "we all/both …", "got to <a change>" read as the
    simple past they report (above), so that the one test of the verb decides."""
    if (been_to := _BEEN_TO.match(clause)) and _on_a_past_day(clause):
        return f"{been_to['s']} went to {clause[been_to.end():]}"
    if (got := _GOT_TO.match(clause)) and (
            past := _CHANGES_OF_LIFE.get(base := got["v"].lower()) or _STATES_REACHED.get(base)) \
            and not _moves_a_thing(base, got["rest"]):
        return f"{got['s']} {past}{got['rest']}"
    if ended := _ENDED_UP.match(clause):
        pasts = _pasts_of(ended["g"])
        lasting = pasts & _LASTING_PAST
        past = next(iter(lasting)) if lasting else PAST_OF.get(ended["g"].lower()) \
            or next(p for p in sorted(pasts) if p.endswith("ed"))
        return f"{ended['s']} {past}{ended['rest']}"
    if (at_ := _ENDED_UP_AT.match(clause)) and not (_LASTED.search(clause) or _ENDED_UP_STAYING.search(clause)):
        return f"{at_['s']} went to {clause[at_.end():]}"   # learn40: then read as any "went to"
    if (doing := _STARTED_DOING.match(clause)) and (
            doing["g"].lower() in _REACTION
            or _ONE_SCENE.search(doing["rest"]) and _ONE_THING_DONE.match(doing["rest"])) \
            and not (_HABIT.search(clause) or _FREQUENCY.search(clause)
                     or LASTING_CHANGE.search(clause) or _CARE_BEGUN.match(doing["g"] + doing["rest"])):
        pasts = _pasts_of(doing["g"])
        past = PAST_OF.get(doing["g"].lower()) or next(
            (p for p in sorted(pasts) if p.endswith("ed")), None)
        if past:
            return f"{doing['s']} {past}{doing['rest']}"
    if with_ := _ENDED_UP_WITH.match(clause):
        return f"{with_['s']} got{with_['rest']}"   # learn27: the light verb it reports
    if (been := _BEEN_AT.match(clause)) and not _LASTED.search(clause):
        return f"{been['s']} went to {clause[been.end():]}"   # then read as any "went to"
    if didnt := _DID_NOT.match(clause):
        # prec10: "I didn't dress up as anyone" is the same one evening as "I dressed up as
        # …": the act's verb decides, as for any past act
        return f"{didnt['s']} {_past_of_base(didnt['v'])}{didnt['rest']}"
    return re.sub(r"^(we) (?:all|both) ", _WE_ALONE, clause, flags=re.I)


# only with "any"/"much" after the verb, the shape of an evening told ("didn't buy anything",
# "didn't dress up as anyone"); without it a negated act may be a life's fact ("I didn't go
# to college"), left as it was
_DID_NOT = re.compile(r"^(?P<s>i|we) (?:(?:really|just|even|actually) )?(?:didn't|didn’t|did not) "
                      r"(?P<v>[a-z]+)(?P<rest>(?=.*\b(?:any|anything|anyone|anybody|much)\b).*)$", re.I)


def _past_of_base(base: str) -> str:
    """The past of a verb's base, for the test only: a known gerund's past ("go" → "went"),
    else the regular form ("dress" → "dressed")."""
    base = base.lower()
    for gerund in (base + "ing", base[:-1] + "ing", base + base[-1:] + "ing"):
        if gerund in PAST_OF:
            return PAST_OF[gerund]
    return base + ("d" if base.endswith("e") else "ed")
