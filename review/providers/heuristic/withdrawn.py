"""A plan taken back, and a plan of the moment (fixlearn18, issue 31).

Two shapes a plan's reading kept as if they were plans:

* **taken back** — "I'm not going to join the club after all", "I'm no longer going to …",
  "I've decided not to … after all", "I'm not moving next year after all": the plan was had
  and is withdrawn. A withdrawn plan is no plan, and "User is not going to join the club
  after all (planned for April 2026)" dated a plan that no longer exists. Nothing is kept:
  the reason said beside it ("the fees are too high") is about the thing, not the user. A
  refusal of the coming tense said with a time ahead ("I'm not going to join next month")
  is bounded by that time: no lasting refusal, and no plan to date. A refusal with no time
  and nothing withdrawn ("I'm never going to eat oysters", "I chose not to own a car") and a
  doing given up ("I'm no longer volunteering at the hospice") are read as before.
* **of the moment** — "I'm going to bed now, good night", "I'm gonna log off now, talk soon",
  "I'm going to make some tea now": a plan whose time is now, or said as the chat's
  leave-taking, is what the speaker does next in the chat, not a plan of a life. "From now
  on", "by now" and "now that" are no moment. So is an act said to come "first" with only
  the chat after it ("I'm going to grab some coffee first", "… first, then we can talk";
  fixlearn19); a step of a life said first ("learn French first, then Spanish") is a plan.

A plan taken back also takes back the live plan entry of the act it names
(:func:`plan_taken_back`, fixlearn19): a withdrawal that kept nothing left that plan live.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...stems import strip_ending
from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .when import ahead_in

_ADVERBS = r"(?:(?:really|actually|just|definitely|probably|now|still|also|honestly|officially) )*"
#: a refusal in the coming tense, or a decision against: the clause's own verb
_REFUSED = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are|'ve| have)? " + _ADVERBS
    + r"(?:not (?:going to|gonna|planning (?:to|on)|[a-z]+ing\b)|no longer (?:going to|gonna|planning (?:to|on))|"
    r"won't|will not|(?:decided|chosen|chose) not to)\b", re.I)
#: what says the plan was had and is given up: "after all", or "no longer" before a plan (a
#: doing given up, "I'm no longer volunteering", and a lasting choice, "I chose not to own a
#: car", are read as before)
_WITHDRAWN = re.compile(r"\bafter all\b|\bno longer (?:going to|gonna|planning)\b|"
                        # fixlearn22 (review36 B3): "not planning to … anymore" is "no longer
                        # planning to …" ("not going to … anymore" may be a resolution: read as before)
                        r"\bnot planning (?:to|on)\b[^.;!?]*\bany ?more\b", re.I)
#: the chat's leave-taking said with a plan ("…, good night", "…, talk soon", "bye")
_LEAVE_TAKING = re.compile(
    r"\b(?:good ?night|night night|sleep well|sweet dreams|bye|goodbye|see (?:you|ya)|talk (?:soon|later|"
    r"tomorrow)|catch you later|ttyl)\b[.!]*$", re.I)
#: "now" as the time of the plan; "from now on", "by now", "now that …" are not ("for now" is:
#: a plan only for now is passing too)
_NOW = re.compile(r"(?<!\bfrom )(?<!\bby )\b(?:right )?now\b(?! (?:on|that)\b)", re.I)
#: "going to bed" is the day's act, never a plan of a life
_TO_BED = re.compile(r"^bed\b", re.I)


#: fixlearn19 (review33 R7): a refusal anywhere in the sentence ("I was going to join the club,
#: but I'm not going to after all"), and a taking back said last: "after all" closing its
#: clause ("after all this work" takes nothing back), or "no longer" before a plan
_REFUSED_IN = re.compile(
    r"\b(?:i|we)(?:'m| am|'re| are|'ve| have)? " + _ADVERBS
    + r"(?:not (?:going to|gonna|planning (?:to|on)|[a-z]+ing\b)|no longer (?:going to|gonna|planning (?:to|on))|"
    r"won't|will not|(?:decided|chosen|chose) not to|(?:don't|do not|dont) (?:want|plan|intend) to)\b", re.I)
#: fixlearn22 (review36 B3): "anymore" closing the refusal takes back too ("I'm not planning to
#: switch to Helix anymore", "I don't want to join the club anymore"); only a live plan whose
#: every word the sentence says is taken back, so a doing given up ("I'm not smoking anymore")
#: takes back no plan of another act
_TAKEN_BACK = re.compile(r"\bafter all\s*(?:[,.;!?]|$)|\bno longer (?:going to|gonna|planning)\b|"
                         r"\bany ?more\s*(?:[,.;!?]|$)", re.I)
#: a live entry of the user's plan, as the learner writes one: its act, then any date
_PLAN_ENTRY = re.compile(r"^User (?:plans|is planning|intends|is going) (?:to|on) (?P<act>.+?)"
                         r"(?: \(planned for [^)]*\))?\.?$")
#: words of an entry's act that say its time, not the act ("in April 2026", "next year")
_TIME_WORDS = re.compile(
    r"^(?:\d+|next|this|coming|year|month|week|weekend|summer|winter|spring|autumn|fall|soon|someday|"
    r"january|february|march|april|may|june|july|august|september|october|november|december)$")
_FUNCTION_WORDS = """to the a an of in on at for with and or my their our your some this that
    it i we not going gonna after all no longer plan plans planning decided chose chosen won't will
    was were am is are be been but actually really just so"""
_FUNCTION = frozenset(_FUNCTION_WORDS.split())


def _words(text: str) -> list[str]:
    # each stemmed, to meet "moving" and "move", "joins" and "join"
    return [strip_ending(w) for w in re.findall(r"[a-z][a-z'-]*", text.lower()) if w not in _FUNCTION]


#: review34 R8: words quoted or reported ("…," my sister told me; "My coach says …"), or taken
#: back in jest, are not the user's withdrawal
_NOT_THE_USERS = re.compile(r"[\"“”]|\b(?:says?|said|told me|tells me|thinks?|thought)\b|\bjust kidding\b|\bjk\b", re.I)
#: a reschedule: the act said again with another time ("…, I'll join in June")
_RESCHEDULED = re.compile(r"\b(?:i'll|i will|i'm going to|i am going to|gonna)\b[^.!?]*?\b(?:in|next|this|on|by|later)\b", re.I)


_SWITCHED_FROM = re.compile(r"\b(?P<verb>switch|change|migrate|move) from [\w.+#/@-]+ (?=to\b)", re.I)


def plan_taken_back(sentence: str, entries: Sequence[tuple[str, str]]) -> tuple[str, str] | None:
    """The one live plan entry ``sentence`` takes back: the sentence refuses a plan and takes
    it back ("I'm not going to join the rowing club after all", "I'm no longer going to learn
    Italian"), and names the entry's act, its verb and every other word of it but its time.
    None when no plan or several plans of that act are live: which one is meant is a guess."""
    taken = _TAKEN_BACK.search(sentence)
    if not (taken and _REFUSED_IN.search(sentence)) or _NOT_THE_USERS.search(sentence) \
            or _RESCHEDULED.search(sentence[taken.end():]):
        return None
    said = set(_words(sentence))
    named = []
    for target, entry in entries:
        plan = _PLAN_ENTRY.match(entry)
        # fixlearn22: a switch's "from X" is the tool in use, not the act ("I'm not planning to
        # switch to Helix anymore" takes back "User plans to switch from Vim to Helix.")
        act = [w for w in _words(_SWITCHED_FROM.sub(r"\g<verb> ", plan["act"])) if not _TIME_WORDS.match(w)] if plan else []
        if act and all(w in said for w in act):
            named.append((target, entry))
    return named[0] if len(named) == 1 else None


def plan_withdrawn(clause: str, time_ahead: bool) -> bool:
    """Whether ``clause`` refuses a plan it withdraws, or refuses one for a time ahead
    (``time_ahead``: the clause names one, :func:`.when.ahead_in`)."""
    if not _REFUSED.match(clause):
        return False
    return bool(_WITHDRAWN.search(clause)) or time_ahead


#: fixlearn19 (review33 R9's rest): an act said to come "first", closing the plan or followed
#: only by the chat's next act ("…, then we can talk", "… and then I'll call you back")
_FIRST_LAST = re.compile(r"\bfirst\W*$", re.I)
_FIRST_THEN_CHAT = re.compile(
    r"\bfirst\b,?\s+(?:and\s+)?then\s+(?:i'll|i will|i can|we can|we'll|let's)\s+(?:(?:just|finally) )?"
    r"(?:call|ring|text|talk|chat|message|get back|reply|catch up|head|go|meet)\b", re.I)
#: a step of a life said first stays a plan ("learn French first, then Spanish", "finish my
#: degree first", "save up first"): the order is within the life, not the day
_LIFE_STEP = re.compile(
    r"^(?:learn|study|save|move|relocate|graduate|retire|pay off|"
    r"finish (?:my|our|the|their) (?:degree|studies|school|course|training|apprenticeship|thesis|residency|"
    r"internship)|get (?:my|a|an|our|their) (?:degree|licen[cs]e|diploma|certificat\w*|job|visa|passport|"
    r"place|house|flat|apartment))\b", re.I)


def _first_of_the_moment(what: str, sentence: str) -> bool:
    """Whether the plan ``what`` is an act said to come first, before the chat goes on: what
    the speaker does next (a coffee, a shower, the essay in hand), not a step of a life, and
    said with no time ahead."""
    if _LIFE_STEP.match(what) or ahead_in(what, coming=True) is not None:
        return False
    return bool(_FIRST_LAST.search(what) or _FIRST_THEN_CHAT.search(what) or _FIRST_THEN_CHAT.search(sentence))


def plan_of_the_moment(what: str, sentence: str) -> bool:
    """Whether a plan of ``what`` (said in ``sentence``) is what the speaker does next in the
    chat: its time is now, it is going to bed, it is said to come first (above), or the
    sentence takes leave."""
    return bool(_NOW.search(what) or _TO_BED.match(what) or _LEAVE_TAKING.search(sentence.strip())
                or _first_of_the_moment(what, sentence))
