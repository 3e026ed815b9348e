"""A decision dated: the plan it made, not an act done (fixlearn16, issue 31).

"I decided to repaint the kitchen yesterday" was written as an episode, "User decided to
repaint the kitchen on <that day>.": the day is the decision's, and a decision is no act
done, so the archive held a history that says nothing happened. What the user said is a
plan, made that day. The decision (docs/review.md, section 11): a decision said with a past
time the message fixes (in the clause, "I decided yesterday to …", or before it,
"Yesterday I decided to …") is read as the plan it makes, "I'm going to <act>", with the
decision's time dropped; the plan tests then decide as for any plan (a plan of the coming
days or one outing goes, a change of a life or a pursuit taken up stays, "User plans to …").
An undated decision ("I decided to take up the violin") is kept as said, as before: it is the
standing choice the user made, and the same sentence said to the assistant is often the
work's choice ("I decided to use Postgres for the service").
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .when import RELATIVE

#: "I decided to …", "I finally made up my mind to …", "I've decided …": the act is ``what``
_DECIDED = re.compile(
    r"^i(?:'ve| have)? (?:(?:just|finally|also|actually|really|eventually|then)\s+)*"
    r"(?:decided|made up my mind|made the decision)\s+(?P<time>(?:[\w'-]+\s+){0,3}?)to\s+"
    r"(?P<what>[a-z].*)$", re.I)


def as_plan(clause: str, lead: str = "") -> str | None:
    """The plan a dated decision makes ("I decided yesterday to quit my job" → "I'm going to
    quit my job"), or None when ``clause`` is no decision or no past time dates it (in the
    clause or in ``lead``, the time said before it)."""
    decided = _DECIDED.match(clause)
    if decided is None or decided["time"].strip() and not RELATIVE.fullmatch(decided["time"].strip()):
        return None
    if not (RELATIVE.search(clause) or RELATIVE.search(lead)):
        return None
    what = re.sub(r"\s{2,}", " ", RELATIVE.sub("", decided["what"])).strip(" ,")
    return f"I'm going to {what}" if what else None
