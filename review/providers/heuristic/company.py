"""A sentence's "we" read as the user with the one group of their people just named (learn24).

Between people, "we" is whoever the speaker is with: the household, a partner, a team, the
two people chatting. The shape layer keeps a "we" clause only when it says the user took
part in an act or a habit ("we went camping", "we usually watch films on Fridays") and drops
what the group is or does together ("we love painting together", "we have regular meetings
to support each other"): without knowing who "we" are, "User loves painting together" says
nothing. When the user's own sentences before it, in the same message, name exactly one
group of their people ("my kids", "our family", "my wife", "my team"), that group is who
"we" are with the user: "Here's my family camping. We always look forward to our trip." is
read as "My family and I always look forward to our trip." — a shape the layer reads with
every test it has (a mood, a plan, a single past act still give nothing).

Two groups named ("my wife and the kids", "my team … my family"), none, or someone else's
("her kids") leave the sentence unread; so does a "we" that takes in the listener ("we should
meet up", "we both …" after "you"), a reciprocal ("we barely see each other": no act of the
user's with the group), a couple's state ("we are empty nesters", "we got married")
unless the group named is a partner, and a group named only as the topic of a sentence ("My
kids are grown.") — the user must be said to be with them ("our X", "my X and I", "with my
X", "took my X", "Here's a photo of my X").
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .companions import _NOT_A_COMPANION as _NOT_A_NAME

_PEOPLE = (r"(?:kids|children|family|wife|husband|partner|son|daughter|sons|daughters|twins|"
           r"team|teammates|friends|band|bandmates|crew|group|club|students|parents|"
           r"boyfriend|girlfriend|fiance|fiancee|fiancé|fiancée|roommates|flatmates|"
           # learn91: the people a user names beside themselves as often (a stall run by "my
           # workmates and I", then "we sell …"): work, school and the rest of the family
           r"colleagues|coworkers|co-workers|workmates|classmates|buddies|neighbours|neighbors|"
           r"housemates|mom|mum|dad|mother|father|sister|brother|sisters|brothers|siblings|"
           r"cousins|grandparents|grandkids|grandchildren)")
# one of the user's groups: "my kids", "our family", "my little brother" is one person
# (not a group, but still the one the user is with)
_GROUP = re.compile(r"\b(?:my|our) (?:(?:two|three|four|little|older|younger|whole|amazing|"
                    r"awesome|new|dance|basketball|football|soccer|book|running|hiking|"
                    r"support|own) )?(?P<g>" + _PEOPLE + r")\b", re.I)
# "We …" as the sentence's subject, after a greeting or a word that only leads in
_WE = re.compile(r"^(?P<lead>(?:(?:so|and|yeah|yes|oh|well|also|plus|now|honestly|actually)[,!]?\s+)*)"
                 r"(?P<we>we(?:'re|'ve|'d|'ll)?)(?P<rest>\s+\S.*)$", re.I)
_EXPANDED = {"we": "", "we're": " are", "we've": " have", "we'd": None, "we'll": None}
_LISTENER = re.compile(r"\b(?:you|your|you're|ya|u)\b", re.I)
# where the user is with the group named: "our X" (the speaker is in it), "my X and I", "me
# and my X", "with my X", taking or bringing them, or showing them ("Here's a photo of my X")
_WITH_THEM = re.compile(
    r"\bour\s|\bmy (?:[\w-]+ ){0,2}?" + _PEOPLE + r" and i\b|\bme and my\b|\bwith my\b|"
    r"\b(?:took|take|taking|brought|bring|bringing|drove|dragged) my\b|"
    r"(?:^|[.!?]\s+)(?:here's|here is|this is|these are|meet|check out)\s+(?:(?:a|an|the|one|some)\s+)?"
    r"(?:(?:pic|pics|photo|photos|picture|pictures|shot|selfie|video) of\s+)?my\b", re.I)
_RECIPROCAL = re.compile(r"\b(?:each other|one another)\b", re.I)
# a couple's or a household's state: "we are empty nesters", "we're married", "we got divorced"
_COUPLE = re.compile(r"^\s+(?:(?:are|were|have been|got|just got|recently got|finally got|"
                     r"became|'re)\s+)?(?:(?:now|both|finally|officially|recently|happily)\s+)*"
                     r"(?:empty nesters|married|divorced|engaged|separated|expecting|newlyweds|"
                     r"a couple|together|dating|parents|new parents|splitting up|broke up|"
                     r"split up)\b", re.I)
_PARTNERS = frozenset({"wife", "husband", "partner", "boyfriend", "girlfriend", "fiance", "fiancee",
                       "fiancé", "fiancée"})

def with_company(said_before: str, sentence: str) -> str | None:
    """``sentence`` with its leading "we" as "my <group> and I", when ``said_before`` (the
    user's sentences before it in the same message) names exactly one group of their
    people, or ``None`` (module docstring)."""
    we = _WE.match(sentence.strip())
    # learn65: only the listener said where the group is named or after it may be in "we"; a
    # word to the friend before it ("Glad you're well! Here's my family …") is not
    first = _GROUP.search(said_before)
    since_group = said_before[_sentence_start(said_before, first.start()):] if first else said_before
    if we is None or _LISTENER.search(sentence) or _LISTENER.search(since_group):
        return None
    expanded = _EXPANDED[we["we"].lower()]
    if expanded is None:
        return None   # "we'd", "we'll": a wish or a plan
    if (reciprocal := _RECIPROCAL.search(sentence)) and not re.search(
            r"(?i)\b(?:to|so)\s", sentence[:reciprocal.start()]):
        return None   # review12 K6: "We barely see each other" is no act of the user's with
        # the group ("User barely sees each other with their husband."); in a purpose
        # ("… meetings to support each other") the group stays the subject with the user
    groups = {m["g"].lower() for m in _GROUP.finditer(said_before)}
    if not groups and (named_pair := _one_named_pair(said_before)):
        # learn91: "Priya and I took a pottery class. We go every Tuesday now.": the one
        # person the user named beside themselves, by name, is who "we" are (a couple's
        # state needs to know they are a couple; what was shown is a group's, below)
        if _COUPLE.match(we["rest"]) or _LOVE_IT.match(we["rest"]) or _BARE_GO.match(we["rest"]):
            return None
        return f"{we['lead']}{named_pair} and I{expanded}{_COMMA_BEFORE_PURPOSE.sub(' to ', we['rest'])}"
    if len(groups) != 1 or re.search(r"\b(?:his|her|their)\s+(?:\w+\s+)?" + _PEOPLE + r"\b",
                                     said_before, re.I):
        return None
    group = groups.pop()
    if not any(_WITH_THEM.search(said_before[max(0, m.start() - 40):m.end() + 8])
               for m in _GROUP.finditer(said_before)):
        return None   # review12 K6: "My kids are grown. We …": the group as the topic of a
        # state says nothing of who "we" are
    if _COUPLE.match(we["rest"]) and group not in _PARTNERS:
        return None   # review12 K6: "My kids are grown. We are empty nesters now.": the
        # couple's state, whoever else was named
    # learn64 (judge25 G1): the group's name said with it ('My crew "Night Owls" cooks …')
    # goes with it, and the speaker's comma before a purpose at the end ("… soup and bread,
    # to help out") is no aside: without it the entry reads as one sentence
    named = _NAMED_GROUP.search(said_before)
    name = named["name"].strip("'\"") if named and named["g"].lower() == group else ""
    name = f" {name}" if name and len(name.split()) <= 3 else ""   # a companion of up to four words
    rest = _COMMA_BEFORE_PURPOSE.sub(" to ", we["rest"])
    # learn65: what the group was shown doing ("This is my crew sailing off the point.") is
    # what "it" stands for in a taste ("We adore it") and where a bare "we go" goes ("We go
    # twice a year"); a bare "go" with nothing shown has lost its place
    shown = _SHOWN.search(said_before)
    doing = shown["doing"].strip() if shown and shown["g"].lower() == group else None
    if taste := _LOVE_IT.match(rest):
        if doing is None or not _DOING_SHOWN.match(doing):
            return None
        rest = f"{taste['v']}{doing}{taste['tail']}"
    elif went := _BARE_GO.match(rest):
        if doing is None:
            return None
        if place := _AT_PLACE.match(doing):
            doing = f"to {place['place']}"
        elif not _GONE_DOING.match(doing):
            return None
        rest = f"{went['v']}{doing} {went['tail']}"
    return f"{we['lead']}My {group}{name} and I{expanded}{rest}"


# learn91: the friend's question names the user's one group as the company of what it asks
# ("What do you get up to with your family?", "Are you and your team busy these days?")
_ASKED_WITH = re.compile(r"\b(?:with|and) your (?:(?:whole|little|two|three|older|younger|best|new) )?"
                         r"(?P<g>" + _PEOPLE + r")\b", re.I)


def asked_company(question: str, said_before: str, sentence: str) -> str | None:
    """``sentence`` with its leading "we" as "my <group> and I" when it answers ``question``,
    the friend's turn, which asks what the user does with their one group ("What do you do
    with your kids?" — "We bake on Sundays."), and the user's own sentences before it
    (``said_before``) name nobody (:func:`with_company` reads those); else ``None``. What
    :func:`with_company` refuses is refused here too: the listener, a plan or a wish, a
    reciprocal, a couple's state unless a partner was asked about, a bare "go" or "love it"."""
    we = _WE.match(sentence.strip())
    groups = {m["g"].lower() for m in _ASKED_WITH.finditer(question)}
    if we is None or len(groups) != 1 or _LISTENER.search(sentence) \
            or _GROUP.search(said_before) or _NAMED_PAIR.search(said_before):
        return None
    expanded = _EXPANDED[we["we"].lower()]
    if expanded is None or ((reciprocal := _RECIPROCAL.search(sentence)) and not re.search(
            r"(?i)\b(?:to|so)\s", sentence[:reciprocal.start()])):
        return None
    group = groups.pop()
    rest = _COMMA_BEFORE_PURPOSE.sub(" to ", we["rest"])
    if _COUPLE.match(rest) and group not in _PARTNERS or _LOVE_IT.match(rest) or _BARE_GO.match(rest):
        return None
    return f"{we['lead']}My {group} and I{expanded}{rest}"


# learn65: the group shown, then what it is doing or where it is ("Here's a photo of my kids
# sledging on the hill", "This is my family at the lake"), to the end of the sentence
_SHOWN = re.compile(
    r"(?:^|[.!?]\s+)(?:here's|here is|this is|these are|check out)\s+(?:(?:a|an|the|one|some)\s+)?"
    r"(?:(?:pic|pics|photo|photos|picture|pictures|shot|snap|selfie|video) of\s+)?(?:my|our) "
    r"(?:(?:two|three|whole|little|amazing) )?(?P<g>" + _PEOPLE + r")\s+(?P<doing>(?:[a-z]+ing|at|in|on)\b"
    r"[^.!?]*?)\s*[.!?]*\s*$", re.I)
_DOING_SHOWN = re.compile(r"^[a-z]+ing\b(?! (?:out|up)\b)", re.I)
# a doing one goes to ("go camping", "go sledging"): sports and outings of the open air
_GONE_DOING = re.compile(r"^(?:camping|hiking|fishing|skiing|snowboarding|swimming|sailing|surfing|biking|"
                         r"cycling|climbing|kayaking|canoeing|rafting|bowling|skating|sledging|sledding|"
                         r"riding|hunting|snorkell?ing|diving|walking|jogging|running|boating|rowing|"
                         r"birdwatching|picnicking|stargazing|paddleboarding|berry picking)\b", re.I)
_AT_PLACE = re.compile(r"^(?:at|in|on) (?P<place>the [a-z]+(?: [a-z]+)?)$", re.I)
# "We (really) love it", "We all enjoy it, …": the taste whose object is the pronoun alone
_LOVE_IT = re.compile(r"^(?P<v>\s+(?:(?:all|really|absolutely|just|totally|both)\s+)*(?:love|loves|enjoy|"
                      r"adore|like)\s+)it(?P<tail>(?:\s*[,;!.-].*)?)$", re.I)
# "We go every summer", "We usually come twice a year": going with how often and no place
_BARE_GO = re.compile(r"^(?P<v>\s+(?:(?:usually|always|often|still|all)\s+)*(?:go|come)\s+)"
                      r"(?P<tail>(?:every|each|once|twice|most|a few|several|a couple|[a-z]+ times)\b.*|"
                      r"(?:a lot|all the time|regularly|often)\b.*)$", re.I)


# learn91: a name beside "I" as the subject ("Priya and I", "Max and me"), at a clause's start
_NAMED_PAIR = re.compile(r"(?:^|(?<=[.!?;,:] )|(?<=\band )|(?<=\bbut )|(?<=\bso ))"
                         r"(?-i:(?P<name>[A-Z][a-z]+)) and (?:I|me)\b(?! and\b)")


def _one_named_pair(said_before: str) -> str | None:
    """The one name said beside the user as a subject in ``said_before``, or ``None``: two
    names, a word that only starts a sentence ("Yesterday and I" is no pair), or a name said
    elsewhere in the message too (the friend greeted by name: "Thanks, Sam! Sam and I …" is
    the pair talking) leave it unread."""
    names = {m["name"] for m in _NAMED_PAIR.finditer(said_before)}
    if len(names) != 1:
        return None
    name = names.pop()
    if _NOT_A_NAME.match(name) or len(re.findall(rf"\b{name}\b", said_before)) > 1:
        return None
    return name


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding position ``at`` of ``text`` starts."""
    ends = [m.end() for m in re.finditer(r"[.!?]+\s+", text[:at])]
    return ends[-1] if ends else 0


# "our crew, 'Night Owls'," / "my band "The Owls"": a collective and its name, quoted or in
# capitals, right after it
_NAMED_GROUP = re.compile(r"\b(?:my|our) (?P<g>group|band|club|team|crew|choir)(?:,)? "
                          r"(?P<name>'[^']{2,40}'|\"[^\"]{2,40}\"|(?-i:[A-Z])[\w-]*(?: (?-i:[A-Z])[\w-]*){0,3}"
                          r"(?=[,.!]|\s+(?:is|are|was|has|meets)\b))", re.I)
# ", to <verb>" after a list, not an aside ("to be honest", "to be fair", "to me")
_COMMA_BEFORE_PURPOSE = re.compile(r",\s+to (?!(?:be (?:honest|fair|sure)|say the least|me|us|you)\b)(?=[a-z]+ )", re.I)
