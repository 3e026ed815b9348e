"""Step 1: what is said before the subject or the main clause, read for the clause it belongs
to. A time said first (of the chat's story, or of the speaker's life: written after the
clause), a scope ("at work", "with my kids": ``scope_first``, ``scope_said_last``), an
occasion or a condition said first (kept with its clause), a preface or a reason before a
taste, the words that may stand before a statement without changing it (``_fronted``), a
dislike said as "can't stand" (``said_as_dislike``), and how often a habit recurs
(``RECURRENCE``, ``recurs``).
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)
from ..review_cache import per_review
from ..text import MOMENT
from ..words import PAST_IRREGULAR, PERFECT_ADVERB, PERFECT_PARTICIPLE
from .clause_shapes import _SIMPLE_PAST, _a_whole_list
from .speaker import (
    _FRONT_SOMEDAY,
    _LIFE_STAGE,
    _NOT_PRESENT,
    _STATE_IN_ED,
    _TOLD_OF_ME,
)

# sub's templates as callables (lazy_re.expanded): a template string costs a call into
# Python on every sub, found or not (issue 27)
_AS_DISLIKE = re.expanded(r"\g<s> dislike")
_X_IS = re.expanded(r"\g<x> is ")
# learn32: telling the listener that news follows ("wanted to let you know", "thought I'd tell
# you"): the news is the fact, the telling is not (_FRONT_WORDS, _CUT)
# ("wanted to tell you" and "wanted to let you know" are the second line's: one reading each)
_PREFACE = (r"(?:i )?(?:just )?wanted to (?:say|share|update you)(?: that)?|"
            r"(?:i )?(?:just )?(?:wanted|want|had|have|gotta|got) to (?:tell|let) (?:you|ya|u)(?: know)?(?: that)?|"
            r"(?:i )?(?:just )?thought i'd (?:tell you|let you know)(?: that)?|(?:just )?letting you know(?: that)?")
_WHEN_KEPT = "\ue006"  # a private character: " when " of a wish's one time to come (learn63)
# learn63 (issue 31, "lost condition"): a time said first and cut off by its comma bounds the
# past clause after it. A time of the chat's story ("back then", "at the time", "in those
# days", hedged or not: "Looking back, at the time I trusted everyone") is one only the chat knows:
# the clause is refused (it was kept bare, a past state read as the user's now). A time of the
# speaker's life ("As a teenager, …", "When I was little, …", "Growing up, …") is written
# after the clause, where the entry keeps it ("User was obsessed with comics as a teenager.").
_THEN_ALONE = re.compile(r"(?:(?:and|but|so|well|maybe|perhaps|probably|i guess|i think)(?: even)?,? )*"
                         r"(?:even )?(?:back then|at the time|at that time|at that point|in those days|"
                         r"back in the day|back in those days|then)", re.I)
_LIFE_TIME_ALONE = re.compile(
    r"(?:(?:and|but|so|well|even|back),? )*(?:"
    r"as an? (?P<kid>kid|child|boy|girl|youngster|little one)|"
    r"as an? (?P<teen>teen|teenager)|"
    r"when (?:i|we) (?:was|were) (?:(?:just|only|still|really|very) )*(?:an? )?"
    # prec27 (lost condition): a young boy or girl, a baby, an age of three or four, and
    # "growing up" after "when I was" are the same times of a life as "when I was little"
    r"(?:(?P<kid2>kid|kids|child|children|boy|girl|little|young|small|baby|toddler)"
    r"(?: (?:girl|boy|kid|child|lad|one))?|(?P<teen2>teen|teenager|teenagers)|"
    r"(?P<younger>younger)|(?P<growing2>growing up)|"
    r"(?P<age>\d{1,2}|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen)(?: years old)?|(?P<prep>in|at) (?P<school>high school|middle school|primary school|"
    # fixlearn17 (issue 31): "at uni", "at college" are the same time of a life ("I played rugby
    # every weekend when I was at uni" kept "User played rugby every weekend.", read as of now)
    r"secondary school|college|university|uni))|"
    r"(?P<growing>growing up)|in (?P<school2>high school|middle school|primary school|secondary school))", re.I)
# prec23: an adverb of how true or how often ("I actually rowed when I was a teen", "I
# mostly rode horses as a teen") is no part of the verb either: without it the time of life was
# cut and the past kept bare ("User rowed.")
_PAST_ADVERBS = (r"really|just|always|often|even|also|still|never|actually|once|mostly|mainly|usually|"
                 r"sometimes|occasionally|only|definitely|honestly|truly|kinda|sorta|kind of|sort of|pretty much")
_PAST_CLAUSE = re.compile(r"^(?:i|we) (?:(?:" + _PAST_ADVERBS + r") )*"
                          r"(?:was|were|had|used to|did|loved|liked|hated|wanted|felt|thought|knew|"
                          r"(?!(?:need|feed|bleed|speed|breed|seed|weed|shed|bed|wed|red)\b)[a-z]{2,}ed)\b", re.I)


# learn88: the speaker with their people as one subject ("my family and I", "my brother and
# I"): the clause is the speaker's as much as with "I" alone, and the shape layer writes the
# companion ("User and their aunt drove …"), and a time of life said first bounds it too
_WITH_MY_PEOPLE = re.compile(r"^(?:my|our) (?:[\w'-]+ ){0,2}?[\w'-]+ and (?=i\b)", re.I)


# A negated past is bounded as much as the plain one (review39): "As a kid, I never rode a
# bike" and "Growing up, I didn't have a dog" were kept as "User never rode a bike." and "User
# didn't have a dog.", a whole life's never and a not-now the user did not say
_NEGATED_PAST = re.compile(r"^(?:i|we) (?:(?:really|just|always|even|also|still|actually|honestly|truly) )*"
                           r"(?:did|was|were|had|could)(?:n['’]t| not) \w", re.I)
_NEVER = re.compile(r"^((?:i|we) )never ", re.I)


def _said_in_the_past(clause: str) -> bool:
    """A past clause of the speaker's that a time of life can bound: "was", "had", "used to",
    a verb in -ed, or an irregular past ("I broke my arm", "I went to a Catholic school"),
    said or denied ("I never rode …", "I didn't have …"); not one that ends on its auxiliary
    ("I used to", "I did"), which says nothing bounded. The subject may be the speaker with
    their people ("my cousin and I built …", learn88)."""
    clause = _WITH_MY_PEOPLE.sub("", clause, count=1)
    if _NEGATED_PAST.match(clause):
        return True
    clause = _NEVER.sub(r"\1", clause, count=1)   # "I never rode" is bounded as "I rode" is
    return bool(_PAST_CLAUSE.match(clause) or (past := _SIMPLE_PAST.match(clause))
                and past["v"].lower() in PAST_IRREGULAR) and not _AUXILIARY_END.search(clause)


_AUXILIARY_END = re.compile(r"\b(?:to|did|was|were|had|could|would)\W*$", re.I)


def _life_time(m: re.Match[str]) -> str:
    if m["kid"] or m["kid2"]:
        return "as a kid" if (m["kid"] or m["kid2"]).lower().startswith("kid") else "as a child"
    if m["teen"] or m["teen2"]:
        return "as a teenager"
    if m["younger"]:
        return "when younger"   # learn78: how much younger is not said
    if m["age"]:
        return f"at age {m['age'].lower()}"
    if m["growing"] or m["growing2"]:
        return "growing up"
    return f"{(m['prep'] or 'in').lower()} {(m['school'] or m['school2']).lower()}"


def _fronted_times(parts: list[str]) -> list[str]:
    """The clauses with a fronted time of the chat's story refused, and one of the speaker's
    life written after the past clause it bounds (above)."""
    kept: list[str] = []
    for i, part in enumerate(parts):
        # learn88: any past the clause is said in (an irregular one, "As a kid, I went …", or
        # with the speaker's people as its subject), as :func:`_condition_kept` reads one said
        # after "when"; only "-ed" and a few verbs were read, and "Growing up, I saw …" lost
        # its time, or the clause was dropped as a one-off
        if i and _said_in_the_past(part):
            if _THEN_ALONE.fullmatch(parts[i - 1]):
                kept.append("")
                continue
            if (life := _LIFE_TIME_ALONE.fullmatch(parts[i - 1])) and not _LIFE_TIME_TAIL.search(part):
                part = f"{part} {_life_time(life)}"
        kept.append(part)
    return kept


_LIFE_TIME_TAIL = re.compile(r"\b(?:as an? (?:kid|child|teen|teenager)|growing up|when (?:i|we) (?:was|were)|"
                             r"at age|since)\b", re.I)


# An entry that says a state or habit of now, in the present tense: no date said before it
# in another clause is its date (learn30). Every adverb in "-ly" is read by "[a-z]+ly"
# alone: "finally", "really" and "officially" listed as well gave a run of them 2**n readings.
_STATE_NOW = re.compile(
    r"^User (?:(?:still|now|also|just|always|even|[a-z]+ly) )*"
    r"(?:is|are|has|have|does|can|(?!was\b|has\b|is\b)[a-z]+[^su\W]s)\b(?! been\b)", re.I)

# A time said alone before the clause it dates (:func:`_clauses`, learn30).
_TIME_ALONE = re.compile(
    r"(?:(?:just|only|and|but|so|then|also) )?(?:" + MOMENT.pattern + r"|yesterday|last night|"
    r"recently|lately|earlier(?: \w+)?|nowadays|the other (?:day|week)|"
    r"this (?:weekend|month|year|past \w+)|"
    r"(?:last|next|this past|on|over the) (?:night|week(?:end)?|month|year|summer|winter|spring|"
    r"fall|autumn|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|"
    r"(?:a|one|two|three|a few|a couple of) (?:days?|weeks?|months?|years?) ago)", re.I)


# learn75: a scope said before the speaker: a preposition and what it governs ("at work",
# "with my kids", "for the time being", "in the summer"). Not a connective of the talk ("in fact", "for example", "at least"), a
# pronoun ("for me", "with that"), nor a time the readings above date ("on Friday").
_NOT_A_SUBJECT = r"(?!(?:i|i'm|i've|i'd|we|we're|we've|you|he|she|they)\b)"   # a clause is no scope
_SCOPE = (r"(?:(?!(?:in (?:fact|general|short|particular|any case|addition|the end|the meantime|hindsight|"
          r"my (?:opinion|view|experience)|that case|turn|a way|some ways|other words|truth|reality)|"
          r"for (?:example|instance|sure|real|one|what|all|(?:this|that) reason)|in this case|at (?:least|last|first|all|this point|that point|"
          r"the end)|on (?:the other hand|top|second thought|the bright side|purpose|and|(?:an?|another|that|this|the) (?:[\w-]+ )?note)|"
          r"with (?:that|all|luck)|"
          r"over (?:time|the years))\b)"
          r"(?:at|in|with|for|around|among|amongst|on|during|without|outside|inside|near|from|between|"
          r"across|throughout|within|over|until|till) (?!(?:me|us|you|him|her|them|it|which|whom|what)\b|"
          r"(?:this|that|these|those)\s*$)(?:" + _NOT_A_SUBJECT + r"[\w'-]+ ){0,3}" + _NOT_A_SUBJECT + r"[\w'-]+)")
# learn75: how often, said first as an idiom ("Now and then I bake bread"): "occasionally",
# which _fronted puts after the subject (the idiom was cut, "now" read as the moment's)
_NOW_AND_THEN_FIRST = re.compile(r"^(?:(?:every )?now and (?:then|again)|from time to time|once in a while|"
                                 r"every so often|on occasion),?(?=\s+(?:i|we)\b)", re.I)
# prec16 (Topical-Chat dev): said last ("I watch rugby every now and then"), "now" was cut as the
# moment's and the entry read "… every and then": the same "occasionally"
_NOW_AND_THEN_LAST = re.compile(r",?\s+(?:every )?now and (?:then|again)(?=\s*(?:[.!?,;]|$))", re.I)
_HOW_OFTEN_THEN_COMMA = re.compile(r"^(?P<a>usually|normally|generally|mostly|often|sometimes|typically|"
                                   r"regularly|frequently|occasionally),(?=\s+(?:i|we)\b)", re.I)
_SCOPE_ALONE = re.compile(r"(?:(?:and|but|so|plus|also) )?(?P<scope>" + _SCOPE + r")", re.I)
# the speaker's own clause, not a saying of theirs that a scope said first may belong inside
# ("From a distance I mean, …", "At work I think …")
_SPEAKER_FIRST = re.compile(r"^(?:i|i'm|i've|we|we're|we've)\b(?!\s+(?:(?:just|really|also|still) )?(?:mean|guess|think|suppose|"
                            r"know|believe|bet|hope|feel|reckon|say|said|wish|wonder|hear|heard|figure)\b)", re.I)
_SCOPE_FIRST = re.compile(r"^(?:(?:and|but|so|plus|also) )?(?P<scope>" + _SCOPE + r")\s+(?=" + _SPEAKER_FIRST.pattern[1:]
                          + r"\s)", re.I)


def scope_first(text: str) -> bool:
    """Whether ``text`` (what comes before a clause's comma) is a scope said first (above)."""
    return bool(_SCOPE_ALONE.fullmatch(text.strip()))


def scope_said_last(scope: str, main: str) -> str:
    """``main`` with ``scope`` (said before it) said where its main clause ends: before a
    comma or a subordinate clause, so it qualifies the main clause, not the condition."""
    scope = _SCOPE_ALONE.fullmatch(scope)["scope"] if _SCOPE_ALONE.fullmatch(scope) else scope
    said = f"{scope[:1].lower()}{scope[1:]}"
    # fixlearn18: after a list kept whole, not inside it (when the list stays one with it)
    end = None if _a_whole_list(f"{main.rstrip(' .!')} {said}") else _MAIN_CLAUSE_END.search(main)
    cut = end.start() if end else len(main.rstrip(" .!"))
    return f"{main[:cut]} {said}{main[cut:]}"


_OCCASION_FIRST = re.compile(
    r"(?:^|(?<=[.!?] ))(?P<when>(?i:during|over|at|on|for) (?:(?i:the) )?(?:[A-Z][\w']+(?: [A-Z][\w']+)*"
    r"|(?i:holidays|weekends|summers|winters|school breaks)))(?i:,) "
    r"(?P<main>(?i:i|we) (?i:usually|always|often|normally|generally|typically|tend to|like to|love to)"
    r"(?: \w+)?[^,.!?;]*)")
# learn14 (dev half 1-5, "lost condition"): a present habit said under a condition
# ("When work piles up, I go for a swim", "I stretch when I get back from a run") was cut
# to the habit alone, a different fact. Between present tenses "when" means "whenever",
# which no cut takes, so the condition stays with the habit; a past "when" ("when I was a
# kid", "when we met") is a time and is left to the cuts as before.
# learn32: the main clause may also be a thing said of the speaker ("When I'm stressed,
# knitting helps me", "Cooking is therapy for me when I'm off work": _THING_OF_MINE), whose
# condition was dropped or cut off; a connective may open the sentence ("And when …")
_THING_OF_MINE = (r"(?!(?:i|we|it|its|it's|this|that|these|those|they|there|here|you|your|he|she|"
                  r"his|her|what|which|who|everything|nothing|something)\b)[a-z][^,.!?;]*?"
                  r"\b(?:me|my)\b[^,.!?;]*")
_WHEN_FIRST = re.compile(r"(?:^|(?<=[.!?] ))(?:(?:and|but|so|plus),? )?(?:when|whenever) "
                         r"(?P<cond>[^,.!?;]{3,60}?), "
                         r"(?P<main>(?:i|we)(?:'m|'re|'d|'ll)? [^,.!?;]+|" + _THING_OF_MINE + r")", re.I)
_THING_WHEN_AFTER = re.compile(r"^(?P<main>" + _THING_OF_MINE + r"?) when (?P<cond>(?:i|we)(?:'m|'re|'ve)? "
                               r"[^,.!?;]+)", re.I)
# (learn23: the condition may open on a contraction, "when I'm on nights", "when it's cold")
# learn33 (review13 M21): also after a comma ("I visit her every day, when I can"); learn70: and
# after "I'm going to …", a plan whose "when" was lost ("… open a bakery when I retire");
# fixlearn16: and after a progressive of a time to come (_COMING_PROGRESSIVE, below)
_WHEN_AFTER = re.compile(r"(?P<main>\b(?:i|we)(?:'d|(?:'m|'re)(?= (?:going to\b|[a-z]{2,}ing\b)))? [^,.!?;]+?)(?<!\sfor),? when (?P<cond>(?:i|we|things|life|work|"
                         r"times|it)(?:'m|'re|'s|'ve)? [^,.!?;]+)", re.I)


# learn63: a main clause that wishes or plans (its time is one time to come, not each time)
_WISH_OR_PLAN = re.compile(r"^(?:i|we)(?:'m| am|'re| are|'d| would)? (?:(?:really|also|just|still|definitely) )*"
                           r"(?:want|wanna|plan|intend|hope|mean|love|like|going|gonna|aim|dream|"
                           r"can't wait|look forward|am going|will|'ll)\b", re.I)


# fixlearn16 (issue 31, lost condition): the progressive of a time to come is a plan as "going
# to" is ("I'm going sailing across the Atlantic when I turn 60", "I'm moving to the coast when
# I retire"): it waits for the time said, and was cut off at "when" ("User is moving to the
# coast.", a plan with no condition, read as of now)
_COMING_PROGRESSIVE = re.compile(r"^(?:i|we)(?:'m|'re) (?:(?:really|also|just|still|definitely|finally) )*"
                                 r"[a-z]{2,}ing\b", re.I)


_SAME_IN_PAST = frozenset({"hit", "cut", "set", "let", "quit", "read", "hurt", "shut", "cost", "beat",
                           "spread", "put", "split"})


# learn27: the main clause's own tense is read before a clause inside it ("I reflect on what
# went wrong": "went" is the wh-clause's, the habit is present); "only whenever" is
# written "only when" (``_rewrite``)
_INNER_CLAUSE = re.compile(r"\b(?:what|which|that|who|whom|where|how|why|whatever)\b.*$", re.I)


# prec27 (lost condition): a state in -ed after "am/feel/get" with how often or how much
# between, or joined to another ("I'm always so tired when …", "I feel rested and more settled
# when …"), is a state of now as learn23's "when I'm stressed" is, not a past: read as a
# past, the habit's "when" was cut and the state kept as if it always held
_WHEN_IT_COMES_TO = re.compile(r"it comes to\b", re.I)
# prec27: a present verb that only ends in "-eed" ("when I need a break", "when I feed the
# hens") is no past: read as one, the habit's condition was cut
_EED = re.compile(r"\b(?:need|needs|feed|feeds|heed|speed|breed)\b", re.I)
_HOW_MUCH = r"(?:(?:always|usually|often|sometimes|so|soo|really|very|more|less|quite|pretty|a little|a bit)\s+)*"
_STATE_OF_NOW_IN_ED = re.compile(r"\b(am|is|are|'m|'re|feel|feeling|get|getting)\s+" + _HOW_MUCH
                                 + r"(?:[a-z]+\s+and\s+" + _HOW_MUCH + r")?[a-z]{2,}ed\b", re.I)
# prec27: the last clause of the speaker's own in a main joined by "and" ("I own a canoe and I
# rowed for my county"), which a time said after the whole bounds
_LAST_OWN_CLAUSE = re.compile(r"\s(?:and|but)\s+(?P<clause>(?:i|we)\s(?:(?!\s(?:and|but)\s).)+)$", re.I)
# prec27: a span of the speaker's past a past clause is bounded by: a state or doing of that
# time ("when I was recovering", "when I was in Peru", "when I was at Leeds"), a place lived
# or worked in ("when I lived in Utah", "when I worked at a bank"); not one act ("when I
# went there", "when I came across …"), which is the story's moment
_PAST_SPAN = re.compile(r"i (?:was (?:(?:still|first|just|only|really) )*(?:[a-z]{2,}ing|in|at|on|"
                        r"living|working|studying)\b|(?:lived|worked|studied|stayed) (?:in|at|on|for|as|with)\b)",
                        re.I)
# prec27: what a span of the past bounds is what lasted through it: a habit ("used to", "would",
# "a lot", "every summer") or a state ("was", "had"); one act in it ("I ran out of water when I
# was hiking …") is that day's, and keeps no span (the readers of one-off acts judge it alone)
_LASTED = re.compile(r"\b(?:used to|would|was|were|had)\b|\b(?:a lot|all the time|every \w+|each \w+|"
                     r"most \w+|often|always|regularly|usually)\b", re.I)
# mbprec3: a "When I was <doing>, …" lead sets what follows inside one outing (its moment,
# judged by the readers of one-off acts with the lead in place); prec27 leaves it there
_A_DOING = re.compile(r"i was (?:(?:still|first|just|only|really|out) )*(?!living|working|studying)[a-z]{2,}ing\b",
                      re.I)
# prec27: another's past, said of the speaker's people or things ("my godmother raised me", "my
# gran emigrated"): a possessive subject of one to three words and a past, as
# :func:`_said_in_the_past` reads the speaker's
_THEIRS = re.compile(r"^(?:my|our) (?P<rest>.+)$", re.I)
_ADVERB = re.compile(r"(?:" + _PAST_ADVERBS + r")$", re.I)


def _theirs_in_the_past(clause: str) -> bool:
    """A past clause whose subject is the speaker's people or things ("My aunt helped me
    to sail", "My gran emigrated to Chile"), not one that ends on its auxiliary."""
    theirs = _THEIRS.match(clause.strip())
    if theirs is None or _AUXILIARY_END.search(clause):
        return False
    words = theirs["rest"].lower().split()
    for k in range(1, min(4, len(words))):   # the subject's words, then the verb
        verbs = [w for w in words[k:] if not _ADVERB.match(w)]
        if not verbs:
            return False
        verb = verbs[0]
        if verb == "used" and verbs[1:2] == ["to"] or verb in {"was", "were", "had", "did"} \
                or verb in PAST_IRREGULAR or verb.endswith("ed") and len(verb) > 4 \
                and verb not in {"need", "feed", "bleed", "speed", "breed", "seed", "weed", "shed"}:
            return True
        if verb in {"is", "are", "has", "have", "does", "do", "will", "can"}:
            return False
    return False


# prec27: another's clause with the speaker's own time after it ("My gran emigrated to Chile
# when I was nine"): read only for a past of theirs (:func:`_their_past_bounded`)
_THEIRS_WHEN_AFTER = re.compile(r"(?:^|(?<=, )|(?<=\sand ))(?P<main>(?:my|our) (?:(?! and (?:my|our|i)\b)[^,.!?;])+?) "
                                r"when (?P<cond>i [^,.!?;]+)", re.I)


# prec27: a clause that keeps its bound says what it bounds: not a bare verb ("I quit when I
# was …"), not a pointer at a thing of the chat ("I used to watch it when …", which the clause
# alone was refused for), and the bound is one clause (no second "I …" run on after it)
_POINTER = re.compile(r"\b(?:it|this|that|these|those|them|there|one)\b", re.I)


def _bounded_whole(m: re.Match[str]) -> bool:
    return len(m["main"].split()) >= 3 and not _POINTER.search(m["main"]) \
        and not re.search(r"\s(?:i|we)\s", m["cond"][2:], re.I)


def _their_past_bounded(m: re.Match[str]) -> str:
    if (_LIFE_TIME_ALONE.fullmatch(f"when {m['cond']}") or _PAST_SPAN.match(m["cond"]) and _LASTED.search(m["main"])) \
            and _theirs_in_the_past(m["main"]) and _bounded_whole(m):
        return f"{m['main'][0].upper()}{m['main'][1:]}{_WHEN_KEPT}{m['cond']}"
    return m.group(0)


def _condition_kept(text: str) -> str:
    """"When X, I Y" / "I Y when X" → "I Y whenever X" when both are in the present (above)."""
    def whenever(m: re.Match[str]) -> str:
        if _WHEN_IT_COMES_TO.match(m["cond"]):
            return m.group(0)   # "I'm gifted when it comes to maths": a topic, no condition (prec27)
        said = re.match(r"(?:i|we) (\w+)", m["cond"], re.I)
        if not re.match(r"(?:i|we)\b", m["main"], re.I) and re.match(r"(?:we|you)\b", m["cond"], re.I):
            return m.group(0)   # learn32: "When we're at the lake, swimming relaxes me": who "we" are
        if (life := _LIFE_TIME_ALONE.fullmatch(f"when {m['cond']}")) and _said_in_the_past(m["main"]):
            # learn78 (lost condition): "I loved drawing when I was little", "I was obsessed
            # with comics when I was a teenager": a time of the speaker's life said after a
            # past clause bounds it, as it does said first (_fronted_times); cut off at "when",
            # the clause was dropped as an outing's feeling or kept as if it held now
            return f"{m['main'][0].upper()}{m['main'][1:]} {_life_time(life)}"
        if life and (last := _LAST_OWN_CLAUSE.search(m["main"])) and _said_in_the_past(last["clause"]):
            # prec27: "I own a canoe and I rowed for my county when I was a teenager": the time
            # bounds the last clause, the one it is said after (the first one is of now)
            return f"{m['main'][0].upper()}{m['main'][1:]} {_life_time(life)}"
        if _PAST_SPAN.match(m["cond"]) and _said_in_the_past(m["main"]) and _LASTED.search(m["main"]) \
                and _bounded_whole(m) and not (m.re.pattern == _WHEN_FIRST.pattern and _A_DOING.match(m["cond"])):
            # prec27 (lost condition): a past bounded by a span of the speaker's past ("I used
            # to do jigsaws when I was recovering from a knee operation", "I sailed every summer
            # when I lived in Brittany", "When I was in Peru, I was a guide"): the clause was cut
            # at "when" and kept as if it had no bound; "when" is kept with it
            return f"{m['main'][0].upper()}{m['main'][1:]}{_WHEN_KEPT}{m['cond']}"
        if _NOT_PRESENT.search(_EED.sub("", _STATE_OF_NOW_IN_ED.sub(r"\1", _STATE_IN_ED.sub(r"\1", m["cond"])))) \
                or said and said[1].lower() in _SAME_IN_PAST:
            return m.group(0)   # "when I hit a wall": the tense is not said, so not a habit's
        if re.match(r"(?:i|we)'d\b", m["main"], re.I) and not _LIFE_STAGE.fullmatch(f"when {m['cond']}"):
            return m.group(0)   # learn65: "I'd …" under "when" waits only for a stage of a life
        if _WISH_OR_PLAN.match(m["main"]) or _COMING_PROGRESSIVE.match(m["main"]):
            # learn63 (review21): a wish or a plan under "when" waits for one time to come ("I
            # want to move to Crete when I retire", "When I finish my degree, I'm going to …"),
            # no habit: "when" is kept, and not cut (the condition was cut, or written "whenever")
            return f"{m['main'][0].upper()}{m['main'][1:]}{_WHEN_KEPT}{m['cond']}"
        # fixlearn15: a habit one found out or noticed ("I realized I sleep better when I
        # swim") is read in its own tense, not the finding's (the condition was cut)
        if _NOT_PRESENT.search(_STATE_OF_NOW_IN_ED.sub(r"\1", _INNER_CLAUSE.sub("", _TOLD_OF_ME.sub("", m["main"])))):
            return m.group(0)
        return f"{m['main'][0].upper()}{m['main'][1:]} whenever {m['cond']}"
    text = _THING_WHEN_AFTER.sub(whenever, _WHEN_AFTER.sub(whenever, _WHEN_FIRST.sub(whenever, text)))
    if " when " in text:
        text = _THEIRS_WHEN_AFTER.sub(_their_past_bounded, text)
    # learn65: "My dream is to open a bookshop when I retire": a goal's stage of a life is its time
    return _GOAL_WHEN.sub(lambda m: f"{m['main']}{_WHEN_KEPT}{m['cond']}", text)


_GOAL_WHEN = re.compile(r"(?P<main>\b(?:my|our) (?:(?:big|biggest|real|long-term|main|ultimate) )?(?:dream|goal|plan|"
                        r"aim|hope|wish) is to [^,.!?;]+?),? when (?P<cond>(?:i|we) (?:retire|graduate|grow up)\b"
                        r"[^,.!?;]*)", re.I)


# learn27 (lost condition): a condition said first ("If it rains, I read indoors", "Unless it's
# raining, I cycle to work", "As long as I sleep well, I feel great") was cut off at its comma
# and the main clause kept alone, which says more than was said ("User reads indoors."). The
# condition is moved after its clause, so the two travel together and are read as one (a
# habit under a condition said after it is read as the layer reads "I read indoors if it
# rains", as before).
_CONDITION_FIRST = re.compile(
    r"(?:^|(?<=[.!?] ))(?P<if>(?:even )?(?:if|unless|as long as|in case|provided(?: that)?|only if))"
    # an aside to the listener is no condition ("If I'm honest, I love my job")
    r" (?!(?:i'm|i am) (?:being )?(?:honest|frank|truthful)\b|anything\b|you ask me\b|i may say\b|"
    r"not\b|so\b|possible\b|necessary\b)(?P<cond>[^,.!?;]{3,80}?), (?:then )?(?P<main>(?:i|i'm|i've|i'll|i'd|we|we're|my|our) "
    # learn36 (review14 M11): the clause the condition holds ends at a contrast or a second
    # clause ("If it rains, I read indoors, but usually I run": the condition went after "run")
    r"(?:(?!,? (?:but|though|although|yet|whereas|while|otherwise|and then|and (?:i|we)\b|or else)\b)[^.!?;])+)",
    re.I)


def _condition_after(m: re.Match[str]) -> str:
    main = m["main"]
    return f"{main[0].upper()}{main[1:]} {m['if'].lower()} {m['cond']}"


# fixlearn17 (issue 31, learn80's left): a plan's time condition said first ("As soon as the kids
# are older, I want to go back to school", "Once …, I plan to …", "After I retire, I'm going to
# …") was cut off at its comma, as _CONDITION_FIRST's were: the plan kept alone says it is
# meant now. Moved after the plan as "when …" is (learn70). Only before a plan or a wish: "After
# dinner, I read" is a habit's time, read as before.
#: review32 R21: the user's "have" in the present, of anything ("I have a date", "I've got a meeting")
_HAVE_NOW = re.compile(r"^i(?:'ve got| have got|'ve| have| got) (?!to\b|been\b|had\b)", re.I)

_TIME_CONDITION_FIRST = re.compile(
    r"(?:^|(?<=[.!?] ))(?P<if>as soon as|once|after|until|till) (?P<cond>(?:i|we|my|our|the|they|he|she)\b[^,.!?;]{3,80}?), "
    r"(?P<main>(?:i|we)(?:'m| am|'re| are)? (?:(?:really|definitely|still|also) )?(?:want|plan|hope|intend|mean|'d like|"
    r"would like|going|gonna|will|'ll)\b[^,.!?;]*)", re.I)


# What may stand before the subject of a statement without changing it: a connective
# ("Plus, I …", "Now I'm …", "since I'm lactose intolerant"), or a time that dates it
# ("Last week, I volunteered …"), which goes after the clause, where the writing step
# anchors or cuts it like a time said there.
_FRONT_WORDS = re.compile(
    r"^(?:(?:and|but|plus|also|then|now|so|anyway|meanwhile|in the meantime|by the way|btw|"
    r"since we last (?:spoke|talked|chatted|chat)|since|because|as|after all|"
    r"funny enough|luckily|thankfully|unfortunately|sadly|fortunately|"
    # a preface to the listener: "wanted to let you know I started a band", "gotta tell ya,
    # I …", "so thrilled to tell you I …" (the news is the fact, the telling is not)
    + _PREFACE + r"|"
    # learn21: "I have to say I love my job", "I've gotta say, …", "I must admit, …": the
    # saying is the speaker's, the fact is what is said
    r"(?:i(?:'ve|'d)? |i have )?(?:have to|has to|must|gotta|got to) (?:say|admit|confess)(?: that)?|"
    r"(?:i'm|i am) (?:so |really |super )?(?:excited|happy|glad|thrilled|stoked|pumped) to "
    r"(?:tell|let) (?:you|ya|u)(?: know)?(?: that)?|"
    r"let me tell you|guess what|you know what|fun fact|"
    # learn17: "That's why I love gardening": the reason points back into the chat, the
    # taste after it is said outright (only before a taste: "that's why I quit" is the act)
    r"(?:that's|that is|this is|which is) why(?=\s+(?:(?:i|we)\s+(?:(?:really|just|truly|still|"
    r"also|always|so)\s+)*(?:love|like|enjoy|adore)\b|(?:i'm|i am|we're|we are)\s+(?:(?:really|just|"
    r"truly|still|also|always|so)\s+)*(?:passionate about|into|obsessed with|hooked on)\s)))\b,?\s+)+"
    r"(?=(?:i|i'm|i've|my|we|we're|we've|our)\b)", re.I)
_FRONT_TIME = re.compile(
    r"^(?:(?:just|only|and|but) )?(?P<t>(?:yesterday|last night|recently|lately|earlier|the other (?:day|week)|"
    r"(?:last|this past|on|over the) (?:week(?:end)?|month|year|summer|winter|spring|fall|autumn|"
    r"(?-i:January|February|March|April|May|June|July|August|September|October|November|December)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?)|"
    r"(?:a|one|two|three|a few|a couple of) (?:days?|weeks?|months?|years?) ago|"
    # learn79: a month or more ahead said first, as with a comma (learn30: "Next week, I start …")
    r"next (?:month|year|summer|winter|spring|fall|autumn)|"
    # learn80: … or named ("Next June I'm …", "This summer I'm …", "Later this month I'm …")
    r"(?:next|this coming) (?-i:January|February|March|April|May|June|July|August|September|October|"
    r"November|December)|this (?:coming )?(?:summer|winter|spring|fall|autumn)|later this (?:month|year)))"
    r",?\s+(?=(?:i|i'm|i've|my|we|we're|we've|our)\b)", re.I)


# learn45: the same reasons before a taste said with "am" ("It reminded me why I'm so
# passionate about rowing", "That's why I'm into chess")
_PASSIONATE = (r"(?:i'm|i am|we're|we are)\s+(?:(?:really|just|truly|still|also|always|so)\s+)*"
               r"(?:passionate about|into|obsessed with|hooked on)\s"
               # … not an aim that names nothing ("… why I'm passionate about making an impact",
               # learn44's difference made with nothing saying where or how)
               r"(?!(?:making|to make) (?:a|an|some) (?:[a-z]+ )?(?:difference|impact)\s*[.!]?\s*$)")


# learn18: "It reminds me why I love sailing", "Reading her books is how much I love
# words", "That kind of grit is why I love boxing", "It's one of the reasons I enjoy
# cycling": the head is a reason or a reminder that leans on the chat (a pointer, a thing
# said before), while the taste in the clause after it is said outright — read alone, as
# learn17 read "that's why I love …". Not after a head of the speaker's own ("I know why I
# love …" is left as it was), and "like to say/think …" is a way of speaking, not a taste.
_REASON_OF_TASTE = re.compile(
    r"^(?!(?:i|i'm|i've|i'd|we|we're|we've|my|our)\b)(?P<before>[^,;:]{0,60}?)\b(?:why|how much|"
    r"(?:one of )?the (?:main |biggest |real )?reasons?(?: why| that)?)\s+"
    r"(?=(?:i|we)\s+(?:(?:really|just|truly|still|also|always|so)\s+)*(?:love|enjoy|adore|"
    r"like(?! to (?:say|think|call|believe|imagine|tell|put|hear)\b))\b|" + _PASSIONATE + r")", re.I)
# fixreason (review9 F1): the head is a complement only after a verb ("is why", "reminds me
# why", "are the reasons"). "The reason I love Paris is the food", "Why I love hiking is
# simple": a finite "be" after the taste's object, with no subject of its own between
# (a "that"/"where"/pronoun would start a clause inside the object: "why I love places
# where it is quiet"), is the main verb, and the reason clause is the sentence's subject —
# cut as a complement it left "User loves Paris is the food". Such a subject says the taste
# as a given, so the taste alone is read ("I love Paris"); the reason is left, as a
# "because" clause is. Only when nothing but an opener stands before the head ("the",
# "part of", "one of", "and"): after words of their own ("Everyone knows the reason …")
# the clause is left as it was, and gives nothing.
# learn21 (review10 G6): the main verb negated is the same verb ("The reason I love Paris
# isn't the food", "… hasn't been the pay", "… doesn't depend on …"): a contraction glued
# "n't" to the "be" or the auxiliary, which the word test above never saw, so the taste
# stayed glued to it ("User loves Paris isn't the food"). The negation denies the reason,
# not the taste the subject presupposes, so the taste alone is read, as with "is not".
_TASTE_THEN_MAIN_BE = re.compile(
    r"^(?P<taste>(?:[^,;:.!?](?!\b(?:that|which|who|whom|whose|where|when|how|what|why|whether|"
    r"if|because|since|as|it|it's|he|she|they|there|this|these|those|you|we|i)\s))+?[^,;:.!?\s]),?\s+"
    r"(?:(?:is|are|was|were)(?:n't)?|(?:has|have|had)(?:n't)?\s+(?:\w+\s+)?been|"
    r"(?:must|might|may|would|could|will|should|can|wo|ca)(?:n't)?\s+(?:\w+\s+)?be|ain't|"
    r"(?:does|do|did)(?:n't| not)\s+[a-z]+)\b", re.I)
_SUBJECT_OPENING = re.compile(
    r"(?:(?:and|but|so|plus|well|honestly|really|actually|also)\s+)*(?:(?:a|the)\s+)?"
    r"(?:(?:big|huge|large|small|good|major|whole)\s+)?(?:(?:part|half|some|much|most)\s+(?:of\s+)?)?",
    re.I)


# fixdeny2 (review9 F1, not fully fixed): the main verb after a reason said as the subject
# need not be "be": "How much I love my job depends on the day", "Why I like cats has to do
# with …", "The reason I enjoy Rome changed over the years". When the head opens the
# sentence, the reason clause has no verb of its own left to be a complement of, so a
# finite verb after the taste's object — a present in -s, a past, "has/does/did" — with no
# subject of its own before it is the sentence's verb. Read word by word: never the
# object's first word ("I love Paris"), never a word after a determiner ("my kids", "the
# years": a noun), never one followed by another such word ("old books depends": the
# later one), and only before what follows a verb (a preposition, an object pronoun, a
# determiner, an adverb, a comparative, "to", or the end of the clause).
_TASTE_VERB = re.compile(r"^(?:i|we)\s+(?:(?:really|just|truly|still|also|always|so)\s+)*"
                         r"(?:love|enjoy|adore|like)\s+", re.I)
_OWN_SUBJECT_WORD_LIST = """that which who whom whose where when how what why whether if
because since as it it's he she they there this these those you we i"""
_OWN_SUBJECT_WORDS = frozenset(_OWN_SUBJECT_WORD_LIST.split())
_DETERMINER_WORD_LIST = """a an the my your his her our their its this that these those some
many few all every each no any two three several"""
_DETERMINER_WORDS = frozenset(_DETERMINER_WORD_LIST.split())
_AFTER_A_VERB_WORD_LIST = """on in at by with from to for over after before since during when
while as a an the my your his her our their me us him them you it lot lately recently now every
each depending up down back out around so much more less quite and but"""
_AFTER_A_VERB_WORDS = frozenset(_AFTER_A_VERB_WORD_LIST.split())
_FINITE_PAST_WORD_LIST = """has had does did got went took made grew came became began fell
kept left felt"""
_FINITE_PAST_WORDS = frozenset(_FINITE_PAST_WORD_LIST.split())


def _finite(word: str) -> bool:
    """Whether ``word`` can be a finite verb of the third person (above)."""
    word = word.lower()
    return word in _FINITE_PAST_WORDS or word in PAST_IRREGULAR \
        or len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s")) \
        or len(word) > 4 and word.endswith("ed") and not word.endswith("eed")


def _before_main_verb(taste: str) -> str | None:
    """The taste clause ``taste`` without the main verb's predicate that follows its object,
    or ``None`` when no word of it is that verb (above)."""
    verb = _TASTE_VERB.match(taste)
    if verb is None:
        return None
    words = re.split(r"(?=[,;:.!?])|\s+", taste[verb.end():])
    for i in range(1, len(words)):
        word = words[i].lower()
        if not word or word[0] in ",;:.!?" or word in _OWN_SUBJECT_WORDS:
            return None   # the clause ends, or one of its own starts inside the object
        after = words[i + 1].lower() if i + 1 < len(words) else ""
        if _finite(word) and words[i - 1].lower() not in _DETERMINER_WORDS \
                and not _finite(after) \
                and (not after or after[0] in ",;:.!?" or after in _AFTER_A_VERB_WORDS
                     or after.endswith(("ly", "ing", "er"))):
            return taste[:verb.end()] + " ".join(words[:i])
    return None


def _reason_read(part: str) -> str:
    """The taste said inside a reason or a reminder, read alone (above); ``part`` as it was
    when there is none, or when the reason clause is a subject after words of its own."""
    head = _REASON_OF_TASTE.match(part)
    if head is None:
        return part
    taste = part[head.end():]
    opens = _SUBJECT_OPENING.fullmatch(head["before"])
    if main := _TASTE_THEN_MAIN_BE.match(taste):
        return main["taste"] if opens else part
    if opens and (cut := _before_main_verb(taste)):
        return cut
    return taste


# learn18: "Painting's a fun way to unwind for me", "Chess's such a big part of my life",
# "Teal's my fave": a one-word subject with a spoken "'s" before an article, "such", "so",
# "my" or "what" is "is" (no possessive stands there), so the readings of a thing said of
# the speaker see the verb; pronouns and "here"/"there" are left to their own readings.
_IS_SAID_SHORT = re.compile(
    r"^(?!(?:it|that|this|there|here|what|who|where|how|he|she|everything|something|nothing|"
    r"anything|life|let|one)'s)(?P<x>[A-Za-z][\w-]+)'s (?!(?:\w+ )?been\b)(?=(?:a|an|such|so|my|"
    r"really|truly|always|definitely|what|the (?:best|only|one)|(?:mostly|totally|kind of|sort of) my)\b)",
    re.I)


# learn21: the same spoken "'s" after the speaker's own person or thing ("My dad's a plumber",
# "My sister's really into chess", "My mum's from Kerala", "My son's allergic to eggs"):
# before an article, an adverb, a preposition or a word of a lasting state, no possessive
# can stand ("my dad's car" has its noun right after), so it is "is", and the readings of
# what is said of the speaker's people see the verb (it gave nothing).
_MY_IS_SAID_SHORT = re.compile(
    r"^(?P<x>(?:my|our) (?:[a-z]+ ){0,2}?[a-z]+)'s (?=(?:a|an|such|so|really|truly|always|definitely|"
    r"still|also|now|from|into|in|at|on|with|allergic|afraid|obsessed|terrified|married|engaged|"
    r"retired|pregnant|vegan|vegetarian|the (?:best|only|one|most|biggest|kindest|funniest)) )", re.I)
# fix48 (review48): the same "'s" before a participle is "has" ("My son's always wanted to be a
# vet", "My daughter's visited Japan twice"), as their_pronoun reads it after "he"/"she". With
# no adverb between, a participle before a bare noun may be a possessive's adjective ("my son's
# left arm", "my dad's lost wallet"), so there the perfect is read only before a word a verb's
# complement opens with (a determiner, a pronoun, a preposition, a name, a number) or the end.
_MY_HAS_SAID_SHORT = re.compile(
    r"^(?P<x>(?:my|our) (?:[a-z]+ ){0,2}?[a-z]+)'s (?=(?:" + PERFECT_ADVERB + r" )+" + PERFECT_PARTICIPLE
    + r"|" + PERFECT_PARTICIPLE + r"(?: (?:a|an|the|his|her|their|my|our|your|its|this|that|these|those|some|"
    r"any|every|all|both|no|to|for|from|in|at|on|with|into|over|through|by|up|out|back|away|home|off|down|"
    r"it|them|him|me|us|so|such|twice|once|again|before|since|here|there|abroad|ever|yet)\b|"
    r" (?-i:[A-Z0-9])|\s*(?:[.,!?;:]|$)))", re.I)
_X_HAS = re.expanded(r"\g<x> has ")


# learn21: "I can't stand cilantro", "I cannot bear loud music": a lasting dislike said as
# what one cannot do (the modal read it as a hypothetical, and it gave nothing); read as
# "I dislike …", whose object the taste's checks then read (a pointer still gives nothing).
_CANNOT_STAND = re.compile(r"^(?P<s>i|we) (?:(?:really|just|honestly|simply|truly|absolutely) )*"
                           r"(?:can't|cannot|can not) (?:stand|bear|stomach)\b"
                           # fixlearn11 (review11 H3): only before an object. A particle,
                           # preposition or adverb after it is the body's own "stand" ("I can't
                           # stand up for long", "… on my left leg", "… still"), "bear weight"
                           # a load, and "bear to" a verb: none is a taste
                           r"(?!\s+(?:up|down|on|in|still|for|to|by|around|about|upright|straight|"
                           r"there|here|back|out|over|under|alone|long|weight|any)\b)", re.I)


def said_as_dislike(sentence: str) -> str:
    """``sentence`` with a leading "I can't stand X" read as "I dislike X" (above), so that the
    table's dislike row reads it whole — a relative clause saying which people included
    ("I can't stand people who chew loudly"), which the clause split cut (review11 H19)."""
    return _CANNOT_STAND.sub(_AS_DISLIKE, sentence, count=1)


@per_review()   # pure; asked again of the same clause (issue 27)
def _fronted(part: str) -> str:
    """"Plus, I …" → "I …"; "Last week, I volunteered at X" → "I volunteered at X last week"."""
    part = _reason_read(part)
    part = _IS_SAID_SHORT.sub(_X_IS, part)
    part = _MY_HAS_SAID_SHORT.sub(_X_HAS, part)
    part = _MY_IS_SAID_SHORT.sub(_X_IS, part)
    part = _CANNOT_STAND.sub(_AS_DISLIKE, part)
    part = _FRONT_WORDS.sub("", part)
    if dropped := _ALWAYS_DROPPED.match(part):
        # learn46: "Always been into old maps", "Always wanted to sail": a lasting state or
        # wish with its "I've" left out, as "Been …ing" has (_SUBJECT_DROPPED)
        part = "I've always " + part[dropped.end():]
    if when := _FRONT_TIME.match(part):
        part = f"{part[when.end():]} {when['t']}"
    elif someday := _FRONT_SOMEDAY.match(part):
        # learn46: "One day I'd love to …", written where the main clause ends (review17 Q3)
        rest = part[someday.end():]
        cut = end.start() if (end := _MAIN_CLAUSE_END.search(rest)) else len(rest)
        part = f"{rest[:cut]} {someday['when'].lower()}{rest[cut:]}"
    elif often := _FRONT_RECURRENCE.match(part):
        # learn46: "Every weekend I bake bread with my son", "On Saturdays we …", "These days
        # I'm …": how often (or the present span) said first goes after the clause, where the
        # habit's and the state's readings find it ("I bake … every weekend" was kept, said
        # first it gave nothing: the clause did not open with its subject)
        rest, said = part[often.end():], f"{often['r'][:1].lower()}{often['r'][1:]}"
        # review17 Q3: it qualifies the main clause, so it goes before a comma or a
        # subordinate clause ("… golf every weekend if the weather is nice"), never after
        # one, where it would say how often the condition holds
        end = _MAIN_CLAUSE_END.search(rest)
        cut = end.start() if end else len(rest)
        part = f"{rest[:cut]} {said}{rest[cut:]}"
    # learn36 (review14 M11): "Usually I run", "Most days, we cook at home": how often, said
    # first, goes after the subject, where the habit's readings look for it (it gave nothing)
    return _FRONT_HOW_OFTEN.sub(lambda m: f"{m['s']} {m['a'].lower()} ", part)


# learn46: how often a habit recurs, said as a phrase of time (a closed list of units): "every
# (other) weekend", "each summer", "most evenings", "on Saturdays", "twice a week", "three
# times a month". Not "every time" (one occasion's), not "on Saturday" (one day's: _FRONT_TIME).
_UNIT = (r"(?:day|week|weekend|fortnight|month|year|morning|afternoon|evening|night|summer|winter|"
         r"spring|autumn|fall|season|(?:mon|tues|wednes|thurs|fri|satur|sun)day)")
RECURRENCE = (r"(?:(?:every|each)(?: (?:other|single))? " + _UNIT + r"|most " + _UNIT + r"s|"
              r"(?:on|at) (?:weekends|weeknights|(?:mon|tues|wednes|thurs|fri|satur|sun)days)|"
              r"(?:once|twice|(?:two|three|four|five|six|seven|a few|a couple of|several|\d+) times) "
              r"(?:a|per) (?:day|week|month|year))")
_RECURS = re.compile(r"\b" + RECURRENCE + r"\b", re.I)
_FRONT_RECURRENCE = re.compile(
    r"^(?:(?:and|but|so|plus|also|now) )?(?P<r>" + RECURRENCE + r"|these days|nowadays),?\s+"
    r"(?=(?:i|i'm|i've|we|we're|we've|my|our)\b)", re.I)
# Where a main clause ends: a comma, a dash or a subordinator opening the next clause.
_MAIN_CLAUSE_END = re.compile(r"\s*[,;\u2013\u2014]|\s+(?:if|unless|until|till|when|whenever|where|"
                              r"wherever|while|because|since|before|after|though|although|which|"
                              r"so that|as soon as|once)\b", re.I)


def recurs(sentence: str) -> bool:
    """Whether ``sentence`` says how often something recurs as a phrase of time (above)."""
    return bool(_RECURS.search(sentence))


_RECURRENCE_ALONE = re.compile(r"(?:(?:and|but|so|plus|also|now) )?(?:" + RECURRENCE
                               + r"|these days|nowadays)", re.I)
_ALWAYS_DROPPED = re.compile(r"^always (?=(?:been (?:(?:really|so|very|super) )?(?:interested in|into|"
                             r"passionate about|fascinated by|drawn to|keen on|obsessed with|"
                             r"curious about|crazy about|in love with|(?:a |an )?(?:big |huge |massive )?"
                             r"(?:fan|lover) of)|wanted to|dreamed|dreamt)\b)", re.I)
_FRONT_HOW_OFTEN = re.compile(r"^(?P<a>usually|normally|generally|mostly|often|sometimes|typically|"
                              r"always|regularly|frequently|occasionally),? (?P<s>i|we) (?!'|(?:am|are|was|"
                              r"were|have|had|do|did|will|would|can|could)\b)", re.I)


