"""A non-event: an act the user says did not happen (fixlearn13, issue 31).

"I didn't go to the gym yesterday" and "I almost missed my flight" tell of an act that was not
done. Nothing is left of it: no state, no history for the archive, so the clause gives no
entry and no episode. Told by structure:

* **almost done** — "almost" / "nearly" / "narrowly" right before the verb ("I almost missed
  …", "I nearly quit …"). Before a word of frequency it is no act but a degree of a habit
  ("I almost never eat meat", "I nearly always cycle"), which is kept.
* **not done on one occasion** — a negated past ("didn't", "did not", "never") whose time is
  one day or one week the message fixes (:data:`.when.RELATIVE`'s day, weekday, weekend,
  week and days-ago readings), said in the clause or before it ("Yesterday I didn't …"). A
  negated past with no such time is a lasting fact ("I didn't go to college", "I never
  finished my degree") and is kept as before.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .when import RELATIVE

_ALMOST_DONE = re.compile(
    r"^i (?:(?:just|really|actually|even|also)\s+)*(?:almost|nearly|narrowly)\s+"
    r"(?!(?:always|never|every|all|any|everything|nothing|certainly|definitely|surely|"
    r"exclusively|entirely|completely|only|daily|weekly)\b)[a-z]+", re.I)
_NOT_DONE_PAST = re.compile(
    r"^i (?:(?:just|really|actually|even|also)\s+)*(?:didn['’]t|did not|never)\s+[a-z]+", re.I)
#: the RELATIVE readings that fix one day or one week (not "last year", "this month": a
#: negated past over a year or a season is a spell of the user's life, read elsewhere)
_ONE_OCCASION = ("yesterday", "weekday", "weekend", "week", "days", "weeks")


def not_done(clause: str, lead: str = "") -> bool:
    """Whether ``clause`` (with the time said before it, ``lead``) tells an act of the user's
    that did not happen: almost done, or not done on one day or week."""
    if _ALMOST_DONE.match(clause):
        return True
    if not _NOT_DONE_PAST.match(clause):
        return False
    return any(when.group(name) for said in (clause, lead) for when in RELATIVE.finditer(said)
               for name in _ONE_OCCASION)
