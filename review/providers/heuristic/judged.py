"""How an act went, said right after it: "I went to a pottery workshop — it was so calming."

People tell an event and then judge it in a clause of its own whose subject is "it": "…
and it was inspiring", "It was so powerful and moving." Read alone, that clause has no
speaker as its subject and the shape layer drops it, so the entry keeps the act without
what it was to the user (what an annotator writes "… and found it inspiring"). When the
clause just before gave an entry of a **past act** of the user ("User went to …", "User
joined …") and the judgement is only "it" + a linking verb + one or two adjectives, the
entry takes the judgement: "User went to a pottery workshop and found it calming."

Not when the adjective only says it was good ("great", "awesome", "amazing", "cool":
the entry would grow and tell nothing more), nor when the judgement is a noun phrase ("it was a blast", "it's been a ride": what it was,
not how it struck them), a state of the thing ("it was closed", "it's over"), hedged
("it was kind of fun"), longer than an adjective pair ("it was great for the kids") or
would make the entry longer than one short sentence; nor on an entry that fills a single-valued
slot (``review.slots``: "User moved to Lisbon", "User started at Acme"), which a later move or
job replaces whole. A member of a list-valued slot ("User is learning German", "User plays the
cello") is judged: the slot's value ends before "and finds it", so the entry stays the same
member of its list (learn42: "I'm learning Dutch at night school. It's hard but fun." kept only
the language).

learn16: a clause that follows the pair ("it was inspiring - so many people came", "it was
humbling and I'm glad I went", "it was tough, kinda like a marathon") is a clause of its
own, not part of the judgement: the judgement is read up to it, and what that clause says
is read as before (the extractor keeps both). "A tough journey", "a rewarding experience"
judge the act with their adjective: the noun only says it was something one went through
(not "a blast", "a great time": what it was, or only that it was good).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...slots import slots_of
from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .table import Candidate

# "it was so powerful", "It's peaceful and special", "it has been really rewarding"
_JUDGEMENT = re.compile(
    r"^\W*(?:and\s+)?it(?:'s| is| was|'s been| has been| felt)\s+"
    r"(?:(?:so|really|super|very|truly|incredibly|absolutely|pretty|quite|such|definitely)\s+)*"
    r"(?:an?\s+(?:(?:so|really|super|very|truly|incredibly|pretty|quite)\s+)*(?=[a-z]+\s+(?:experience|journey|"
    r"process|ride|challenge)\b))?"
    r"(?P<a>[a-z]+)(?:\s+(?:experience|journey|process|ride|challenge))?(?:,?\s+(?P<and>and|but|yet)\s+(?:(?:so|really|very|super|also)\s+)?(?P<b>[a-z]+))?\W*$",
    re.I)
# The words for how something struck a person, a closed list: an adjective's ending alone
# ("-ic", "-al", "-ous", "-ive") also fits what the thing was ("catholic", "virtual",
# "enormous", "positive"), which is no judgement of the act. Excluded on purpose: the words
# that only say it was good ("great", "amazing"; the entry would grow and tell nothing more).
_HOW_IT_STRUCK_WORDS = """
calming relaxing soothing peaceful restful refreshing rejuvenating therapeutic healing
moving touching heartwarming emotional powerful meaningful inspiring uplifting
empowering encouraging motivating enlightening humbling rewarding fulfilling
satisfying gratifying enriching educational informative insightful
fun enjoyable delightful joyful pleasant magical memorable unforgettable
thrilling exhilarating fascinating captivating engaging intriguing
exhausting tiring draining stressful overwhelming frustrating
challenging difficult hard tough intense scary terrifying frightening
disappointing upsetting heartbreaking sad bittersweet nostalgic surreal
awkward boring tedious confusing eerie liberating freeing cathartic
calm chaotic hectic cozy comforting reassuring unique"""
_HOW_IT_STRUCK = frozenset(_HOW_IT_STRUCK_WORDS.split())
HOW_IT_STRUCK = _HOW_IT_STRUCK
# The entry of a past act: "User went to …", "User joined …", "User took their kids to …"
_PAST_ACT = re.compile(r"^User (?:(?:just|finally|also|recently|even|once) )?(?P<v>[a-z]+)\s", re.I)
# learn11: an act still going on, or done by now, is judged the same way: "User is learning
# German" + "tough but fun" → "… and finds it tough but fun"; "User has been involved in
# charity work" + "it's been rewarding" → "… and finds it rewarding"; "User has done weight
# training" + "it was challenging" → "… and found it challenging".
# fix19 (learn38's note, v15 broken writing): a state that has lasted up to now ("has been into
# art for years", "has been a volunteer", "has been part of a choir") is still going on, and
# takes "finds it" as the progressive does (was "… for two years and found it relaxing"); "has
# been to <place>" is a visit, and "has been <given/told>" an event: those keep "found".
_ONGOING = re.compile(r"^User (?:is|has been) (?:(?:also|now|still) )?(?P<v>[a-z]{3,}ing|involved)\s|"
                      r"^User has been (?!to\b|[a-z]+(?:ed|en)\b)(?P<state>[a-z]+)\s", re.I)
_DONE = re.compile(r"^User has (?:(?:just|finally|also|recently|even|once) )?(?P<v>[a-z]{2,}(?:ed|en)|done|"
                   r"made|taken|begun|built|bought|joined|learnt|led|run|sung|swum|won|written)\s",
                   re.I)
# learn16: where a judgement's own clause ends and the sentence goes on with another ("It was
# inspiring - so many people came", "It was tough, kinda like a marathon", "It was humbling
# and I'm glad I helped"): the judgement is the part before it.
_CLAUSE_AFTER = re.compile(
    r"\s[-—–]\s|,?\s+(?:and|but|so)\s+(?=(?:i|i'm|i've|i'd|we|we're|we've)\b)|"
    r",\s+(?:kinda|kind of|sort of|just like|like|especially|plus)\b", re.I)
_MAX_WORDS = 18


def _adjective(word: str | None) -> bool:
    if word is None:
        return True
    # a capitalised word is a name or a kind ("It was Catholic"), not how it struck them
    return word[0].islower() and word in _HOW_IT_STRUCK


# learn41 (a lost view): the user's own "I find it rewarding" ("… and I find it rewarding", "…
# and find it so calming") judges the act before it as "it was" does, and says it holds now;
# it was dropped with its pointer, and the entry kept the act alone
_FIND_IT = re.compile(r"^\W*(?:and\s+)?(?:i\s+)?(?:(?:really|honestly|also|still|just)\s+)?(?P<f>find|found|"
                      r"'ve found|have found)\s+it\s+", re.I)


_IT_IS_NOW = re.compile(r"^\W*(?:and\s+)?it(?:'s|\s+is)\s+(?!been\b)", re.I)


def judged_now(clause: str) -> str | None:
    """How the judgement is said of now: "find" for the user's own "I find it …" (above),
    "is" for "it's …" ("I teach piano and it's so rewarding"); None for "it was", "it's been"
    or a past "found"."""
    found = _FIND_IT.match(clause.strip())
    if found:
        return "find" if found["f"].lower() == "find" else None
    return "is" if _IT_IS_NOW.match(clause.strip()) else None


def judgement(clause: str) -> str | None:
    """The adjective(s) of an "it was <adjective>" or "I find it <adjective>" clause
    ("calming", "inspiring and emotional"), or ``None``."""
    return _judgement(clause) or _judgement(_CLAUSE_AFTER.split(clause, maxsplit=1)[0])


def _judgement(clause: str) -> str | None:
    clause = _FIND_IT.sub("it is ", clause.strip(), count=1)
    found = _JUDGEMENT.match(clause)
    if found is None or not _adjective(found["a"]) or not _adjective(found["b"]):
        return None
    words = found["a"].lower() + (f" {found['and'].lower()} {found['b'].lower()}" if found["b"] else "")
    return words


# learn41: a present habit, pursuit or taste the user keeps ("User volunteers at the shelter",
# "User coaches the under-tens", "User loves hiking") takes a judgement said of now ("I find
# it …", "it's …") as "finds it"; a verb of thinking, wanting or feeling is no act to judge
# ("User thinks …", "User wants …")
_HABIT_NOW = re.compile(
    r"^User (?:(?:also|still|now|usually|always|often|regularly|really)\s+)*(?!(?:is|was|has|does|"
    r"prefers|hates|wants|needs|hopes|wishes|thinks|believes|feels|knows|finds|"
    r"misses|means|seems|plans|tries|keeps)\b)(?P<v>[a-z]{3,}(?<!ss)s)\s", re.I)


#: a slot's value of more than one member: a pair or a list
_MEMBERS = re.compile(r"\b(?:and|or|as well as|plus)\b|&")


def with_judgement(candidate: Candidate, how: str,
                   is_act: Callable[[str], bool], *, now: str | None = None) -> Candidate | None:
    """``candidate`` (an entry of a past act) with how it went ("… and found it calming."),
    or ``None`` when it is no past act or the sentence would grow too long. ``is_act``
    tells a past act from a verb of thinking or saying (``disclosure._is_act_word``);
    ``now`` (:func:`judged_now`): the judgement is said of now, so it also judges a present
    habit ("finds"); the user's own "I find it" holds now after a past act too ("User
    started pottery … and finds it relaxing"), where "it's" may be the act's own moment."""
    found = "finds" if now == "find" else "found"
    if _ONGOING.match(candidate.content) or now and _HABIT_NOW.match(candidate.content):
        found = "finds"
    elif not _DONE.match(candidate.content):
        act = _PAST_ACT.match(candidate.content)
        if act is None or not is_act(act["v"]):
            return None
    if candidate.content.endswith(("!", "?")) or ":" in candidate.content:
        return None   # "User has found their muses: painting and pottery": a list, not an act
    content = f"{candidate.content[:-1]} and {found} it {how}."
    slots = slots_of(candidate.content)
    if candidate.changes or (slots and (not all(slot.many for slot in slots) or "," in candidate.content
                                        or any(_MEMBERS.search(slot.value) for slot in slots)
                                        or slots_of(content) != slots)):
        # a single-valued slot ("User moved to Lisbon", "User started at Acme") is what a
        # later move or job replaces: the judgement would go with it. A member of a list
        # ("User is learning German", "User plays the cello") keeps its value after the join
        # (:func:`review.slots._value` ends it at "and finds it"), so it is judged like any
        # other act going on (learn42); not after a comma ("…, mostly the grammar and finds
        # it hard" would judge the aside), nor when the value holds two members or more ("Dutch
        # and Spanish": the next sentence's "it" may be either, or both; review16 Q2)
        return None
    if len(content.split()) > _MAX_WORDS:
        return None
    return replace(candidate, content=content)
