"""What kind of fact a live entry is, and how long it is likely to stay true (learn83).

A bounded file cannot hold everything; when a consolidation must move entries to the
archive for room, *which* entries stay in the prompt is a product decision a user would
expect to be sensible. Until session 29 the order was only "least recently relevant first",
and session 29 put who the user is last; still, on a long chat a partner, a child, a dog,
an allergy or a diet left the prompt before a taste mentioned once last week, and an act
dated months ago stayed while a lasting fact went (LoCoMo dev, session 32: of 268 entries
moved out for room, 10 were such ties, 28 were dated acts or aims, 230 tastes and the rest).

An entry is read by its *shape* — the slot model of :mod:`review.slots` and the words that
frame a kin, a pet, a health matter, a plan, a date — never by which facts an evaluation
expects, and gets a :func:`kind` and from it a **tier**, kept longest first:

- :data:`WHO` — who the user is: name, age, home, role, employer (:func:`says_who`); a
  move to a named place is the home, dated or not (the learner writes a move said with its
  day as a dated entry in place of the home it replaces);
- :data:`ASKED` — what the user asked to keep ("remember that …", a standing "from now
  on …") or the operator wrote, whatever its kind (learn84): the journal's
  ``memory_ops.source``, never the text. Said once and never again, recency alone picked
  it first; a user expects a request to be kept above the things they merely told;
- :data:`TIES` — the user's lasting ties and needs: family, pets, health and lasting
  constraints (an allergy, an intolerance, a diet, a condition). Said seldom, true for
  years, and what an assistant gets most wrong when it forgets them ("how is your dog?");
- :data:`LASTING` — everything else said of now and undated: tastes, hobbies, routines,
  beliefs, what matters to the user, and an aim held without a date ("wants to open a
  studio": true until they say otherwise);
- :data:`PASSING` — what a date bounds: an entry that writes a date in (a dated act: its
  day is over once it is in the file; the archive is the user's history), and a plan with
  a near time ("… next week", "… this summer"): over within days.

Within a tier the planner's order stands (least recently relevant first, then fewest later
mentions, then the longest): a fact said again in a later session is recent again.
"""

from __future__ import annotations

from reverie.config import lazy_re as re

from ..slots import slots_of

PASSING, LASTING, TIES, ASKED, WHO = 0, 1, 2, 3, 4
TIER_NAMES = {PASSING: "passing", LASTING: "lasting", TIES: "ties", ASKED: "asked", WHO: "who"}
#: The journal's sources (memory.journal.SOURCES) that lift an entry to :data:`ASKED`: the
#: user asked to keep it, or the operator wrote it (learn84).
KEPT_ON_REQUEST = frozenset({"asked", "operator"})
#: Each kind's tier. "aim" is an undated plan or hope, "plan" one with a near time,
#: "episode" a dated act.
TIERS = {"identity": WHO, "location": WHO, "work": WHO,
         "family": TIES, "pets": TIES, "health": TIES,
         "preference": LASTING, "hobby": LASTING, "aim": LASTING, "other": LASTING,
         "plan": PASSING, "episode": PASSING}

#: The slots that say who someone is, each with the words that say it of the user now: the
#: slot model reads wider ("User joined a choir." is an employer to it, "User moved from
#: their home country." a location), and a join or a move is an event, not who one is.
_WHO = {
    "name": None, "age": None,
    "location": re.compile(r"\b(?:lives?|living|is based|is settled)\b|\bhome (?:town|city) is\b", re.I),
    "role": re.compile(r"\b(?:is|works as|'s (?:job|role|occupation|title) is) an?\b", re.I),
    "employer": re.compile(r"\bworks? (?:at|for)\b|'s (?:employer|company) is\b", re.I),
}
_WHO_KIND = {"name": "identity", "age": "identity", "location": "location", "role": "work",
             "employer": "work", "workplace": "work"}
#: A move to a named place is where the user lives now, dated or not: the learner writes a
#: move said with its day as "User moved to Leeds on 10 March 2024." in place of the home
#: it replaces (review34 R4); a move from somewhere, or to "a flat", names no home.
_MOVED_TO = re.compile(r"\b(?:moved|relocated)(?: back)? (?:from [^,;]+? )?to (?-i:[A-Z])", re.I)
_MOVED_TO_ZH = re.compile(r"搬到了?|搬去了?|定居")
#: Chinese: the slot model's Chinese shapes are narrow already (住在, 是一名<job>, 叫, 在…工作),
#: so a Chinese who-slot needs no further words; a name and an age said as below have no shape
#: there.
_WHO_ZH = re.compile(r"^用户的?(?:名字|姓名)(?:是|叫)|^用户(?:今年|现在)?\d{1,3}\s*岁")
#: A date written into an entry ("on 3 May 2023", "around 25 December 2022", "in January
#: 2023", "2023-05-03", "2023年5月"): a dated act, not a state of now. "since March 2019" is
#: not one: it says a state that goes on (review34 R4).
_DATED = re.compile(r"\b(?:on|around|in|by|from) (?:\d{1,2} )?[A-Z][a-z]+,? \d{4}\b"
                    r"|\b\d{4}-\d{2}-\d{2}\b|\d{4}\s*年\s*\d{1,2}\s*月")
#: The narrower date session 29's "who" test refuses ("lived in Dundee on 2 May 2023").
_WHO_DATED = re.compile(r"\b(?:on|around|in) (?:\d{1,2} )?[A-Z][a-z]+ \d{4}\b")

_CJK = re.compile(r"[\u3400-\u9fff]")
_KIN = (r"sons?|daughters?|kids?|child|children|bab(?:y|ies)|twins|wife|husband|partner|spouse|"
        r"boyfriend|girlfriend|fianc[eé]e?|mother|mom|mum|father|dad|parents?|brothers?|"
        r"sisters?|siblings?|grand(?:mother|father|ma|pa|parents?|children|kids?|sons?|"
        r"daughters?)|aunt|uncle|cousins?|niece|nephew|family|step(?:sons?|daughters?|mother|"
        r"father|kids?)|(?:[a-z]+-)+(?:year|month)s?-olds?")
_PET = (r"dogs?|pups?|pupp(?:y|ies)|cats?|kittens?|rabbits?|bunn(?:y|ies)|hamsters?|parrots?|"
        r"birds?|turtles?|tortoises?|snakes?|lizards?|horses?|guinea pigs?|pets?|fish")
#: "User's <kin or pet>", "User and their <kin>", "User has / adopted a <kin or pet>": a tie
#: of the user's, whatever is said of it; never "kids' books" (a possessive names a thing)
#: nor "like the user's second family" (a likeness).
_OWN = r"(?:(?:a|an|two|three|four|\d+|another|new|their|his|her|the) )*(?:[\w-]+ ){0,2}"
_FAMILY = re.compile(
    rf"(?<!like )(?<!like the )\buser's (?:[\w-]+ ){{0,2}}(?:{_KIN})\b(?!['’])"
    rf"|\buser and (?:their|his|her) (?:{_KIN})\b(?!['’])"
    rf"|\buser (?:has|have|had|lives with|looks after|takes care of|raises) {_OWN}(?:{_KIN})\b(?!['’])"
    r"|\bnew(?:est)? (?:addition|member) (?:to|of) (?:the|their|his|her) family\b"
    r"|\buser (?:is|got|has been|was) (?:married|engaged|divorced|widowed|pregnant|a (?:mother|"
    r"father|mom|dad|parent|grandparent|grandmother|grandfather))\b"
    r"|用户的?(?:儿子|女儿|孩子|妻子|丈夫|老公|老婆|爱人|父亲|母亲|爸爸|妈妈|父母|哥哥|姐姐|弟弟|"
    r"妹妹|爷爷|奶奶|外公|外婆|家人)|用户(?:有|生了)(?:一|两|三|\d)?(?:个)?(?:儿子|女儿|孩子)", re.I)
_PETS = re.compile(
    rf"\buser's (?:[\w-]+ ){{0,2}}(?:{_PET})\b(?!['’])"
    rf"|\buser (?:has|have|had|owns|adopted|got|keeps|raises|looks after|takes care of) {_OWN}"
    rf"(?:{_PET})\b(?!['’])"
    r"|用户的?(?:猫|狗|宠物)|用户(?:养了?|有)(?:一|两|三|\d)?(?:只|条)?(?:猫|狗|兔子|鹦鹉|仓鼠)", re.I)
#: A health matter or a lasting constraint: an allergy, a diet kept, a condition treated.
_HEALTH = re.compile(
    r"\ballerg|\bintoleran|\b(?:is|has been|went|eats) (?:a )?(?:vegan|vegetarian|pescatarian|"
    r"gluten-free|dairy-free|kosher|halal|sober)\b|\bdoes(?:n't| not) (?:eat|drink)\b|"
    r"\b(?:diabet|asthma|arthritis|epilep|migraine|adhd|autis|depression|chronic|disabilit|"
    r"wheelchair|insomnia|blood pressure|celiac|coeliac|cancer|injur|surgery|medication|"
    r"diagnosed)|过敏|糖尿病|高血压|哮喘|失眠|抑郁|素食|手术", re.I)
#: A plan, a hope, an intent (its tier depends on a near time, :data:`_NEAR`).
_PLAN = re.compile(
    r"^(?:the )?user(?:'s)? (?:(?:still|also|now|really|soon) )*(?:plans?|planning|"
    r"is planning|intends?|is going to|will|wants? to|would like to|hopes? to|is hoping to|"
    r"aims? to|is about to|is thinking (?:about|of)|is considering|is looking forward to|"
    r"is preparing (?:for|to)|is getting ready|dreams? of|wishes|is saving (?:up )?for)\b"
    r"|^(?:the )?user's (?:plan|goal|dream|wish|hope|next step)s?\b"
    r"|^用户(?:现在|目前|还)?(?:打算|计划|准备|想要|希望|将要|要去|想去)", re.I)
_NEAR = re.compile(r"\b(?:tomorrow|tonight|soon|next (?:week|weekend|month|year|summer|winter|"
                   r"spring|fall|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
                   r"this (?:week|weekend|month|summer|winter|spring|fall|autumn|evening|"
                   r"afternoon|morning))\b|明天|下周|下个月|这周|周末", re.I)
_PREFERENCE = re.compile(r"\b(?:loves?|likes|liked|enjoys?|prefers?|is into|is a (?:big |huge |total )?"
                         r"fan|favou?rite|is passionate about|is interested in)\b|喜欢|爱|偏好", re.I)
_HOBBY = re.compile(r"\b(?:hobby|hobbies|plays?|practices|paints?|collects?|knits?|hikes?|"
                    r"runs?|swims?|volunteers?|goes (?:\w+ing)|is learning|takes \w+ (?:lessons|"
                    r"classes))\b|爱好|练|学", re.I)


#: One tie named with nothing said of it (learn114): a count or an article, at most one word
#: of age or size, the kin or pet word. A name, a job, a place or a feeling is more than that.
_BARE_MEMBER = (rf"(?:(?:a|an|two|three|four|five|six|\d+) )?"
                rf"(?:(?:young|little|small|older|younger|grown|adult|twin) )?(?:{_KIN}|{_PET})")
#: "User has a son.", "User has kids.", "User has a wife and two dogs.": the user's ties said and
#: nothing more of them (what learn109's `mine_in_passing` writes from a relative named in
#: passing, or a merge of several of them, plan.py). Each separator must be consumed, so the
#: list cannot backtrack over the same words two ways.
_BARE_TIE = re.compile(rf"^user (?:has|have) ({_BARE_MEMBER}(?:(?:, and |, | and ){_BARE_MEMBER})*)\.?$",
                       re.I)


def bare_tie(text: str) -> list[str] | None:
    """The members of an entry that says only that the user has these people or animals
    ("User has a son and two cats." → ["a son", "two cats"]); None for any other entry,
    a richer tie among them ("User's son Leo is learning to swim.")."""
    m = _BARE_TIE.match(text.strip())
    if not m:
        return None
    return [part for part in re.split(r", and |, | and ", m.group(1)) if part]


def says_who(text: str) -> bool:
    """The entry states one of :data:`_WHO`'s slots of the user (review.slots), in words that
    say it of the user now, undated: who the user is, said once and seldom again, so "least
    recently relevant" alone would move it out first. A user talking to an assistant says
    their name on the first day and never again, while the passing worries of the last days
    are "recent" (MemoryBank dev, session 29)."""
    return _who_slot(text) is not None


def _who_slot(text: str) -> str | None:
    cjk = _CJK.search(text) is not None
    if cjk and _WHO_ZH.search(text):
        return "name" if re.search(r"名字|姓名", text) else "age"
    moved = _MOVED_TO_ZH if cjk else _MOVED_TO
    for slot in slots_of(text):
        if slot.subject != "user" or not slot.firm:
            continue
        if slot.attribute == "location" and moved.search(text):
            return "location"
        if _WHO_DATED.search(text) or (cjk and _DATED.search(text)):
            return None
        if cjk and slot.attribute in _WHO_KIND:
            return slot.attribute
        if slot.attribute in _WHO:
            words = _WHO[slot.attribute]
            if words is None or words.search(text):
                return slot.attribute
    return None


def kind(text: str) -> str:
    """What the entry is (module docstring): identity, location, work, family, pets, health,
    plan, episode, aim, preference, hobby or other. A tie or a need outranks its date (a dog
    adopted on a date is still the user's dog) but not a plan (a dog the user plans to adopt
    is no tie yet)."""
    if who := _who_slot(text):
        return _WHO_KIND[who]
    planned = _PLAN.search(text) is not None
    if not planned:
        for name, shape in (("family", _FAMILY), ("pets", _PETS), ("health", _HEALTH)):
            if shape.search(text):
                return name
        if any(s.subject == "user" and s.attribute == "allergy" for s in slots_of(text)):
            return "health"
        if any(s.subject == "user" and s.attribute == "pet" for s in slots_of(text)):
            return "pets"
    if _DATED.search(text):
        return "episode"
    if planned:
        return "plan" if _NEAR.search(text) else "aim"
    if _PREFERENCE.search(text):
        return "preference"
    if _HOBBY.search(text):
        return "hobby"
    return "other"


def tier(text: str, source: str | None = None) -> int:
    """How long the entry is kept when room is needed: :data:`TIERS` of its :func:`kind`,
    and at least :data:`ASKED` when the user asked to keep it or the operator wrote it
    (``source``, the journal's ``memory_ops.source``; None — no row, or one written before
    it was recorded — changes nothing)."""
    by_kind = TIERS[kind(text)]
    return max(by_kind, ASKED) if source in KEPT_ON_REQUEST else by_kind
