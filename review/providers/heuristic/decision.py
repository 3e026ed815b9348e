"""A decision dated: the plan it made, not an act done (fixlearn16, issue 31).

"I decided to repaint the kitchen yesterday" was written as an episode, "User decided to
repaint the kitchen on <that day>.": the day is the decision's, and a decision is no act
done, so the archive held a history that says nothing happened. What the user said is a
plan, made that day. The decision (docs/review.md, section 11): a decision said with a past
time the message fixes (in the clause, "I decided yesterday to …", or before it,
"Yesterday I decided to …") is read as the plan it makes, "I'm going to <act>", with the
decision's time dropped; the plan tests then decide as for any plan (a plan of the coming
days or one outing goes, a change of a life or a pursuit taken up stays, "User plans to …").
A plan of a passing kind (an outing, an errand, a rest: "Yesterday I decided to go to bed
early") was for the day the decision was made and is over; one the next clause carries out ("…,
and I sold it this morning") or takes back ("… but I changed my mind") is no plan: each keeps
nothing (review31 R10).
An undated decision ("I decided to take up the violin") is kept as said, as before: it is the
standing choice the user made, and the same sentence said to the assistant is often the
work's choice ("I decided to use Postgres for the service").
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .passing import passing_kind
from .when import RELATIVE

#: "I decided to …", "I finally made up my mind to …", "I've decided …": the act is ``what``
_DECIDED = re.compile(
    r"^i(?:'ve| have)? (?:(?:just|finally|also|actually|really|eventually|then)\s+)*"
    r"(?:decided|made up my mind|made the decision)\s+(?P<time>(?:[\w'-]+\s+){0,3}?)to\s+"
    r"(?P<what>[a-z].*)$", re.I)


#: review31 R10: the clause after the decision says the plan was carried out ("…, and I sold it
#: this morning": the user's past act on a pointer back) or taken back ("but I changed my mind")
_DONE_OR_TAKEN_BACK = re.compile(
    r"^(?:(?:and|but|so|then)\s+)?(?:i\s+)?(?:(?:already|actually|then|just|finally)\s+)*(?:"
    r"[a-z]+ed (?:it|that|them|one)\b|(?:sold|bought|did|got|took|made|went|found|built|wrote) (?:it|that|them|one)\b|"
    r"did\b|went ahead|followed through|changed my mind|(?:didn't|did not|never|couldn't|can't|won't)\b|"
    r"backed out|pulled out|gave up|might not|may not|(?:i'm |am )?not sure)", re.I)


def as_plan(clause: str, lead: str = "", after: str = "") -> str | None:
    """The plan a dated decision makes ("I decided yesterday to quit my job" → "I'm going to
    quit my job"); "" when the decision keeps nothing: its plan is of a passing kind, over with
    the day it was made for ("Yesterday I decided to go to bed early", review31 R10), or
    ``after``, the clause said next, carries it out or takes it back; None when ``clause`` is
    no decision or no past time dates it (in the clause or in ``lead``, the time said before
    it)."""
    decided = _DECIDED.match(clause)
    if decided is None or decided["time"].strip() and not RELATIVE.fullmatch(decided["time"].strip()):
        return None
    if not (RELATIVE.search(clause) or RELATIVE.search(lead)):
        return None
    what = re.sub(r"\s{2,}", " ", RELATIVE.sub("", decided["what"])).strip(" ,")
    if not what or passing_kind(what, of_a_day=True) or _DONE_OR_TAKEN_BACK.match(after.strip()):
        return ""
    return f"I'm going to {what}"
