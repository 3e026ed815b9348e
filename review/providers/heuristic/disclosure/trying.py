"""An effort the user is making: "I'm trying to learn Portuguese", "I'm trying to save for a
sailboat". The progressive "I'm trying" is read as the moment's work in progress ("I'm trying to fix
the build": :data:`.moment._NOW_TOO`), so every such clause was dropped, the user's standing
pursuits with it. The effort lasts as long as the doing it tries would: the clause is read
again as that doing ("I'm learning Portuguese"), by every gate of the shape layer, and kept as the
effort only when the doing is kept, in the same words. A mood held ("trying to stay positive"),
the day's task ("trying to figure out what to cook"), a pointer ("trying to get quicker at it")
stay out because their doing does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .. import lazy_re as re  # compiled on first use (a process's start)
from ..table import Candidate
from .forms import _gerund

_TRYING = re.compile(r"^(?:i'm|i am) (?:really |still |just )?trying (?P<to>to (?P<v>[a-z]+)\b.*)$", re.I)
# Efforts at a stance, not a pursuit: how one holds up ("stay positive", "keep my head up", "be
# more low key", "live my life to the fullest", "make the most of it", "relax", "focus on my
# work", "take it easy") or a change said by "get" ("get better", "get my house ready"): a
# mood or the day's, whose doing the shape layer would keep only as a state of now. "get
# (back) into <something>" takes up a pursuit and stays.
_STANCE = re.compile(r"^to (?:stay|keep|be|remain|live|relax|focus|make|figure|take|hang|look|"
                     r"get(?! (?:back )?into\b))\b", re.I)

# An effort at a thing named only by a pointer ("trying to work that into the layout",
# "trying to find that station …") is at the chat's thing, whatever the doing's reading says.
# ("this year", "that summer" are times, not things)
_POINTER = re.compile(r"\b(?:it|them)\b|\b(?:that|this|these|those)\b(?!\s+(?:year|month|week|weekend|"
                      r"summer|spring|fall|autumn|winter|semester|term|season|time|morning|evening)s?\b)",
                      re.I)


def tried(clause: str, read: Callable[[str], list[Candidate]]) -> list[Candidate] | None:
    """The entry of an effort said in ``clause`` ("User is trying to learn Portuguese."), [] when
    the doing it tries is not kept, or None when ``clause`` says no effort. ``read`` is the
    shape layer's reading of a sentence (:func:`.steps.disclosed` with this clause's context)."""
    effort = _TRYING.match(clause.strip().rstrip(".!"))
    if effort is None:
        return None
    if _STANCE.match(effort["to"]) or _POINTER.search(effort["to"]):
        return []
    doing = _gerund(effort["to"])
    verb = effort["v"].lower()
    if doing.split()[0] == verb or doing.split(" ", 1)[1:] != effort["to"].split(" ", 2)[2:]:
        return []   # no gerund known, or a second verb made one too ("relax and enjoying"): not written back
    found = read(f"I'm {doing}.")
    if len(found) != 1:
        return []
    kept = re.match(r"^User is (?P<ing>[a-z]+)\b(?P<rest>.*)$", found[0].content)
    if kept is None or kept["ing"] != doing.split()[0]:
        return []   # the doing was kept in other words: the effort is not written over them
    return [replace(found[0], content=f"User is trying to {verb}{kept['rest']}")]
