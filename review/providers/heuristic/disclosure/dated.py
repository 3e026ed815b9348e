"""A clause read with the day it names: an act of the user's own on a past day, time spent, an
event ahead, an intent put on a date, a count of recent times. What the date keeps and what
it drops.
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)
from ..occasions import HAD_AN_EVENT, event_named, had_an_event, has_an_event
from ..passing import passing_kind
from ..text import MOMENT
from ..time_spent import as_a_doing
from ..when import AHEAD, COMING_TENSE, JUST_DONE, RELATIVE, ahead_in, anchor, on_the_day
from .clause_shapes import _SIMPLE_PAST
from .cutting import _WE
from .pointers import unresolved
from .simple_past import _BEEN_TO, _as_simple_past, _on_a_past_day
from .speaker import _HABIT, _PLAN

#: lead26 (review28 R20): said to the assistant, a past act that leaves a state behind it: a
#: thing set, moved or changed to a value ("… to Postgres 16", "… to trunk", "… to 2222"), or
#: a thing put in place, taken out or acquired (installed, set up, enabled, removed, bought)
_LEAVES_A_STATE = re.compile(
    r"^i (?:(?:just|finally|also|even|actually|already)\s+)*(?:"
    r"(?:upgraded|updated|downgraded|renamed|changed|set|switched|moved|migrated|converted|"
    r"bumped|pinned|reset|raised|lowered|increased|reduced|pointed|mapped|rebased)\b.*\bto\b|"
    r"(?:installed|uninstalled|set up|configured|enabled|disabled|removed|deleted|replaced|"
    r"added|created|bought|got|ordered|subscribed|signed up|registered|adopted)\b)", re.I)
#: learn76: the fleeting kinds that are one act of the user's, dated: an episode when the
#: message fixes its day (a count of occasions, a feeling, a bounded state are not events)
_EPISODE_KINDS = frozenset({"one occasion", "single act"})
#: "I ran …", "I just finished …": the user alone is the subject, the verb a simple past
_I_DID = re.compile(r"^i (?!(?:was|were|had|used to|would|could|should|might|did not|didn't)\b)", re.I)
#: learn79: … or "I had" one occasion, which "had" alone cannot say (a dog had, a bad day had):
#: an audition, a game, an incident, a moment ("I had a tryout for the county choir on Saturday");
#: the day's work (a meeting, a call, a chat), its chatter and a time had ("a blast") stay out
_HAD_AN_OCCASION = re.compile(
    HAD_AN_EVENT.pattern[:-len(r")s?\b")] + r"|experience|moment|breakthrough)s?\b", re.I)


#: … an act not done: planned, meant, tried, almost done, or only dreamt (review28 R11: "I
#: planned to run yesterday but overslept" was the episode "User planned to run on <day>.")
_ACT_NOT_DONE = re.compile(
    r"^i (?:(?:just|also|even|actually|really|only)\s+)*(?:planned|meant|wanted|hoped|intended|"
    r"tried|attempted|almost|nearly|dreamt|dreamed|imagined|wished)\b", re.I)
#: … and a screen watched, an evening's chatter as a meal is ("watched a movie last night")
_A_SCREEN = re.compile(
    r"^i (?:(?:just|finally|also|even|actually|really)\s+)*(?:watched|streamed|binged|rewatched)\s+"
    r"(?:[\w'-]+\s+){0,3}?(?:movies?|films?|shows?|series|episodes?|documentar(?:y|ies)|videos?|tv)\b",
    re.I)


def _own_dated_act(clause: str, at: float | None, lead: re.Match[str] | None, *,
                   recent: bool = False, day_said: bool = False) -> bool:
    """Whether ``clause`` is the user's own completed act whose day the message fixes: the
    user alone as its subject, a simple past, and a relative time (its own or one said
    before it) that the message's time anchors (:func:`.when.anchor`); with ``recent``
    (between people, learn78), also one said with "just" or "recently", dated as shortly
    before the message (:func:`.when.shortly_before`). ``recent`` is false for a sentence
    that says "today" or "this morning": what was just done then is the day's doing, which
    no episode keeps (:func:`_recent_counts`). ``day_said``: the message named the day in a
    sentence before (mbprec2), which dates the act as a time said first does."""
    # learn81: "I've been to Lisbon yesterday" says "I went to Lisbon yesterday" (:func:`_as_simple_past`)
    been_to = _BEEN_TO.match(clause) and _on_a_past_day(clause) and not _WE.match(clause)
    if at is None or not (_I_DID.match(clause) or been_to or _HAD_AN_OCCASION.match(clause)) \
            or not _SIMPLE_PAST.match(_as_simple_past(clause)):
        return False
    if passing_kind(clause, of_a_day=True) in _CHATTER and not had_an_event(clause) or _A_DISH.search(clause) \
            or _ACT_NOT_DONE.match(clause) or _A_SCREEN.match(clause) or _HOME_FROM_THE_DAY.match(clause):
        return False   # the day's chatter by kind, dated or not: a meal, an errand, a rest, a chore
    return bool(RELATIVE.search(clause) or lead or day_said or recent and JUST_DONE.match(clause)) \
        and not AHEAD.search(clause)


#: learn81: "on my way home" after an event had on a day is where it befell the user, not an
#: errand of now ("I had a scooter accident on my way back from choir on Sunday"); "I'm on my way" stays one
_ON_THE_WAY = re.compile(r"\s+on my way(?: (?:home|back|to (?:[\w'-]+ ){0,2}?[\w'-]+))?(?=\s|$)", re.I)


def _on_the_way_as_setting(clause: str) -> str:
    """``clause`` without "on my way …" when it is one event had on a day said (:func:`.occasions.had_an_event`)."""
    return _ON_THE_WAY.sub("", clause) if had_an_event(clause) and RELATIVE.search(clause) else clause


#: an outcome said against the event after it ("… but I failed it", "… though we lost")
_TURNED_AFTER = re.compile(r"\b(?:but|though|although|except)\b", re.I)


def _turned_after(clause: str, sentence: str) -> bool:
    """Whether ``sentence`` turns the event ``clause`` had after telling it; learn81: a "but"
    before it turns what came before ("Work is mad, but on Sunday I had a fall …")."""
    had = HAD_AN_EVENT.match(clause)
    told = sentence.lower().find(clause[2:had.end()].lower()) if had else -1
    return bool(_TURNED_AFTER.search(sentence[told:] if told >= 0 else sentence))


def _past_day_said(clause: str, at: float | None) -> bool:
    """learn81: whether ``clause`` says a past day or span of its own that the message's time dates."""
    return at is not None and bool(RELATIVE.search(clause)) and not AHEAD.search(clause)


def _dated_time_spent(clause: str, at: float | None) -> bool:
    """learn82: whether ``clause`` is a stretch of the user's time on a past day said whose
    gerund names the act, itself pointing at nothing (:mod:`.time_spent`): "On Saturday I spent a
    few hours at the library helping kids with maths"."""
    doing = as_a_doing(clause) if _past_day_said(clause, at) else None
    return doing is not None and not unresolved(doing)


def _dated_event(clause: str, at: float | None) -> bool:
    """learn80: whether ``clause`` has or had one event named (:mod:`.occasions`) on a day said:
    "I had a wild chess match at the club on Saturday", "I've got a swim meet next month"."""
    return at is not None and event_named(clause) and bool(had_an_event(clause) and RELATIVE.search(clause)
                                                          or has_an_event(clause) and _months_ahead(clause))


#: learn79: a time ahead far enough that a plan for it is told as news of the user's life,
#: not the coming days' chatter: next month, next year, next <season>; learn80: or a time
#: named ahead (:data:`.when.NAMED_AHEAD`: "in May", "this summer", "later this month")
_MONTHS_AHEAD = re.compile(r"\bnext (?:month|year|summer|spring|fall|autumn|winter)\b", re.I)


def _months_ahead(clause: str) -> str | None:
    """The time a month or more ahead (or named: "in May", "later this month") that
    ``clause``, a plan or a clause said in the coming tense, is planned for; None."""
    if found := _MONTHS_AHEAD.search(clause):
        return found.group(0)
    said = ahead_in(clause, coming=bool(COMING_TENSE.match(clause) or _PLAN.match(clause) or has_an_event(clause)))
    return said if said and not AHEAD.search(said) and not said.lower().endswith("weeks") else None


def _without_time(clause: str, said: str) -> str:
    """``clause`` without the time ahead ``said`` in it, which the entry writes dated."""
    return re.sub(r",?\s*\b" + re.escape(said) + r"\b", "", clause, count=1, flags=re.I)


def _intended_for(clause: str, sentence: str, at: float | None, between_people: bool) -> str | None:
    """Whether ``clause``, a plan of a passing kind (an outing, a show, a trip, an event put on)
    that the near-time tests drop, is kept as the user's dated intent: an episode for the
    archive ("User is hosting a chess tournament (planned for June 2024)."), never live. Between
    people only (said to the assistant a plan is most often the work's task), "I" alone its
    subject (a plan of "we" says nobody), a time a month or more ahead that the message's time
    dates (:func:`.when.ahead`), and not the day's chatter by kind (a meal, an errand, a rest,
    an appointment, a work task, a visit to a doctor): who plans a dentist's visit next month
    keeps no history. Not a hope or a thought ("hoping to", "thinking of"): no plan is made;
    not a plan said not to be ("I'm not going to the reunion"), nor one ``sentence`` takes back
    or leaves open ("…, but I might cancel", review30 R16): the entry would not be complete.
    The time ahead said ("next month"), or None."""
    when = _months_ahead(clause)
    if not between_people or at is None or when is None or not re.match(r"i\b", clause, re.I):
        return None
    clause, sentence = _without_time(clause, when), _without_time(sentence, when)   # "in May" hopes for nothing
    if _HOPED.search(clause) or _HABIT.search(clause) or _A_CHECKUP.search(clause) or _NOT_INTENDED.search(clause) \
            or _PLAN_TAKEN_BACK.search(sentence) \
            or not has_an_event(clause) and passing_kind(clause, of_a_day=True) in _CHATTER:
        return None   # learn80: "I've got a swim meet" is an event by its noun, no errand
    return when


#: a plan only hoped, wished or thought of: no intent is settled
_HOPED = re.compile(r"\b(?:hop(?:e|es|ing)|wish(?:es|ing)?|think(?:s|ing)?|consider(?:s|ing)?|"
                    r"might|maybe|may|perhaps|probably|would like|'d like|want(?:s|ing)?|if)\b", re.I)
#: learn79 (review30 R16): a plan said not to be, or only owed ("supposed to", "meant to")
_NOT_INTENDED = re.compile(r"\b(?:not|never|no longer|supposed to|meant to|have to|had to)\b|(?<!ca)n't\b", re.I)
#: … or one the sentence takes back or leaves open after it ("but I might cancel", "unless …")
_PLAN_TAKEN_BACK = re.compile(r"\b(?:but|though|although|unless|if)\b.*\b(?:might|may|maybe|cancel|"
                              r"call (?:it|that) off|pull out|not sure|unless|depends|if)\b|\bunless\b|"
                              # learn80: or hedges after it ("…, I think", "…, probably")
                              r",\s*(?:i (?:think|guess|suppose|believe)|probably|maybe|hopefully)\b", re.I)
#: a visit to one's doctor, dentist or the like: an appointment, whatever the passing kind says
_A_CHECKUP = re.compile(r"\b(?:doctor|dentist|gp|physio|therapist|optician|orthodontist|vet|"
                        r"check-?up|appointment|surgeon|specialist)\b", re.I)


#: mbprec2: a sentence before that names the message's day as the one spoken of ("The weather
#: is lovely today.", "This morning was busy."): what the user then says they did is the day's
_THE_DAY_SAID = re.compile(r"\b(?:today|this morning|tonight)\b", re.I)


#: mbprec3: a lead that sets the act inside one past doing ("When I was cycling home, I saw a
#: fox"): said to the assistant, the act is a moment of that outing, kept as said no longer
#: when it is a single past act (a lasting outcome, "… I learned Italian", is none)
#: … what was found for good on the way ("… I found my calling") lasts
_FOUND_FOR_GOOD = re.compile(r"\b(?:found|discovered) (?:my|our|a|an|the) (?:true |real |new )?(?:calling|passion|"
                             r"vocation|love|purpose|faith|voice)\b", re.I)
#: review32 R28: "got" here is no thing got but a plight of the moment ("I got lost", "got soaked")
_GOT_INTO_A_MOMENT = re.compile(r"^i (?:\w+ )?got (?:lost|stuck|soaked|drenched|wet|caught in|sunburnt|sunburned|"
                                r"a flat)\b", re.I)
_WHILE_DOING = re.compile(r"^(?:when|while|as) (?:i|we) (?:was|were) (?:\w+ly )?\w+ing\b", re.I)


def _day_said_before(said_before: str, at: float | None) -> str | None:
    """mbprec2 (review31 R22): the day a sentence before names, written for the act told after
    it ("on 8 May 2023" for "today"; "Yesterday was lovely." or "Last weekend was relaxing."
    anchored as a time said in the act's clause is, :func:`.when.anchor`); None if none or ahead."""
    if at is None or not said_before:
        return None
    if _THE_DAY_SAID.search(said_before):
        return on_the_day(at)
    past = [m.group(0) for m in RELATIVE.finditer(said_before) if not AHEAD.search(m.group(0))]
    return anchor(past[-1], at) if past else None


#: prec25 (MSC dev): the other side asked what the day held ("How's your day been?", "What did
#: you get up to today?", "Did you paint anything this morning?", "How was your morning?"): a single past
#: act the user answers with is that day's, as after the user's own "Today was busy." A greeting
#: ("How are you today?", "Hey! How are u tonight?") asks after no doing and is not read.
_ASKS_OF_THE_DAY = re.compile(
    r"\bhow(?:'s| is| was| has| did) (?:your|the) (?:day|morning|evening|afternoon)\b[^.!?]*\?"
    r"|(?<!\bhow )\b(?:what|did|have|are|were)\b[^.!?]*\byou\b[^.!?]*\b(?:today|this morning|tonight|"
    r"this evening|this afternoon)\b[^.!?]*\?", re.I)
_GREETING_ONLY = re.compile(r"^\W*(?:\w+\W+){0,3}?how (?:are|r) (?:you|u)(?: doing)? (?:today|this morning|tonight|"
                            r"this evening|this afternoon)\W*$", re.I)


def day_asked(before: str | None, at: float | None) -> str | None:
    """The message's day ("on 8 May 2023") when ``before``, the other side's turn, asks what the
    day held (:data:`_ASKS_OF_THE_DAY`); else None."""
    if at is None or not before or "?" not in before:
        return None
    asked = [q for q in re.split(r"(?<=[.!?])\s+", before) if q.rstrip().endswith("?")]
    if any(_ASKS_OF_THE_DAY.search(q) and not _GREETING_ONLY.match(q) for q in asked):
        return on_the_day(at)
    return None


def _recent_counts(sentence: str, between_people: bool) -> bool:
    """Whether an act said with "just" or "recently" in ``sentence`` may be an episode
    (:func:`_own_dated_act`): between people, and not in a sentence of the day's doings ("My
    shift ended early today and I just walked the dog")."""
    return between_people and not MOMENT.search(sentence)


#: fixlearn15: back from the day's own place ("I just got home from work", "got back from the
#: gym") is the day's chatter, no episode: a trip's end is one (:data:`_BACK_FROM_A_TRIP`)
_HOME_FROM_THE_DAY = re.compile(
    r"^i (?:(?:just|finally|also)\s+)*(?:(?:got|came|arrived|made it) (?:back )?(?:home )?|got in |"
    r"returned (?:home )?)from (?:(?:the|my|our|a) )?(?:[\w'-]+ ){0,2}?(?:work|school|the office|office|"
    # (review30 R11: "my night shift at the hospital" is the day's place too)
    r"gym|class|practice|shift|store|shops?|shopping|college|uni|church|daycare|nursery)\b", re.I)
#: learn76: the passing kinds (:func:`.passing.passing_kind`) that are chatter even as a dated
#: past: what one ate, ran out for, rested from, was seen for or got done at work that day
_CHATTER = frozenset({"meal", "errand", "rest", "appointment", "task"})
#: … and a dish made, tried or eaten, or a meal out (a table booked, a picnic), which the meal
#: kind reads only for the names of meals ("had lunch"): "made an apple pie", "tried a new
#: recipe", "went to a new restaurant"
_A_DISH = re.compile(
    r"^i (?:(?:just|finally|also|even|actually|really)\s+)*(?:made|baked|cooked|whipped up|tried|"
    r"ate|had|grilled|roasted|attended|went to|visited|checked out)\s+(?:[\w'-]+\s+){0,4}?"
    r"(?:pies?|cakes?|cookies|biscuits|bread|loaf|muffins|brownies|tarts?|recipes?|dish(?:es)?|"
    r"soup|stew|curry|chill?i|pasta|lasagn[ae]|casserole|smoothies?|pancakes|waffles|jam|"
    # learn78: a quantity cooked ("a huge pot of chili", "a batch of scones"); not "a pot" alone,
    # which may be one thrown in a pottery class
    r"(?:pot|batch|tray|pan) of|"
    r"picnic|barbecue|bbq|cookout|potluck|restaurant|caf[eé]|diner|bistro|eatery|food truck)\b", re.I)
#: prec34: … of them, a dish eaten ("I just had a bowl of chili", "I ate some soup"): a meal of the
#: day, which leaves no setup said to anyone (:func:`dish_eaten`)
_EATEN = re.compile(r"^i (?:(?:just|finally|also|even|actually|really)\s+)*(?:ate|had|tried)\b", re.I)


def dish_eaten(clause: str) -> bool:
    """prec34: whether ``clause`` is a dish of :data:`_A_DISH` eaten once ("I just had some soup");
    said to the assistant it was kept as said, "User had some soup." (lead26 keeps a single past
    act there, for the setup it may leave), where a meal leaves none."""
    return bool(_EATEN.match(clause) and _A_DISH.search(clause))


# learn70 (learn65's list): "For me, it's <a doing>" after a general line ("Some people unwind
# with telly. For me, it's sketching and gardening.") names the user's doing
# for it, and the next sentence says what it does for them ("That's what keeps me going"):
# the doing is the thing that sentence's pointer stands for (:mod:`.carried`). Only a doing (a
# gerund first): "For me, it's the people" names the chat's people.
_FOR_ME_ITS = re.compile(r"^(?:(?:and|but|so)\s+)?(?:for me|personally|as for me),?\s+it(?:'s| is)\s+"
                         r"(?:(?:definitely|probably|mostly|always|just|really)\s+)*"
                         # review24 R19: "getting harder", "going well": a verb of becoming or
                         # seeming with a degree after it is a state of "it", no doing;
                         # "growing vegetables", "looking after my bees" are doings
                         r"(?P<x>(?!(?:getting|becoming|growing|going|feeling|looking|seeming|turning)"
                         r"(?:\s+(?:(?!(?:after|over|under|other|together|ever|never)\b)[a-z]{2,}er|more|"
                         r"less|worse|better|well|badly|fine|great|good|bad|okay|ok|so|too|really|"
                         r"pretty|quite|a\s+(?:bit|little|lot))\b|[.!]*$))"
                         r"(?-i:[a-z]+ing)\b[^,;:.!?]*?)[.!]*$", re.I)


# learn23: a present perfect takes no finished time ("User has been to Lisbon on 3 May 2023"
# is no English): with a date written after it, the act is told in the simple past ("User
# went to Lisbon on …", "User finished their first marathon around …"). A word after "has"
# that is no participle known here is no perfect ("has a heart murmur"): left as it is.
# "this month/year" is still open, and the caller keeps the perfect with it.
_PERFECT_SAID = re.compile(r"^(?P<s>User(?: and their [\w-]+)?) (?P<h>has|have) (?:(?:just|already|finally|"
                      r"recently|also) )*(?P<p>[a-z]+)\b(?P<rest>.*)$")
