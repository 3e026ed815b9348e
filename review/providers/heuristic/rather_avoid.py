"""An avoidance said as a wish: "I'd rather avoid anything with peanuts" (session 35, learn85;
issue 31, recall; PrefEval's choice form, decided in docs/review.md 11).

A user picking among an assistant's options often gives the reason as "I'd rather …" or
"I'd prefer …". Most of these are the pick of the moment ("I'd prefer something outdoors
this weekend", "I'd rather go with the second one"): no lasting preference, and the shape
layer refuses them as hypotheticals ("would"). One shape is not: **an avoidance of a kind**
("I'd rather avoid nuts, just to be safe", "I'd prefer to avoid places with a lot of
pollen"). Whoever avoids a kind of thing when choosing avoids it the next time too, so it is
read as "I prefer to avoid …", which the shape layer keeps with every test it has.

Read only when the avoided thing is a kind: not a definite or pointed-at thing of the chat
("the crowds", "this one", "it", "option 2"), and not bounded to the occasion ("this
weekend", "tonight", "this time", "for this trip", "for now").
"""

from __future__ import annotations

from . import lazy_re as re

_RATHER_AVOID = re.compile(
    r"\b(?P<i>I)(?:'d| would) (?:(?:much|really|definitely|honestly|just) )*"
    r"(?:rather|prefer to) (?P<avoid>avoid|steer clear of|stay away from|skip) "
    r"(?P<what>[^,.;:!?]+)", re.I)
# a thing of the chat, not a kind
_DEFINITE = re.compile(r"^(?:the|this|that|these|those|it|them|one|option|options|either|both|"
                       r"your|his|her|their)\b", re.I)
# the occasion the pick is for
_OCCASION = re.compile(r"\b(?:this (?:weekend|week|time|trip|evening|morning|afternoon|year|month|"
                       r"summer|winter|spring|fall|autumn|visit|stay|event|occasion|party)|"
                       r"tonight|today|tomorrow|right now|for now|at the moment|for (?:this|my|the) "
                       r"(?:trip|stay|visit|event|party|occasion|evening|dinner|meal))\b", re.I)


def said_plainly(text: str) -> str:
    """``text`` with "I'd rather avoid <a kind> …" said as "I prefer to avoid <a kind> …";
    any other shape as it was."""
    if "'d " not in text and " would " not in text:
        return text

    def plainly(m: re.Match[str]) -> str:
        what = m["what"].strip()
        if _DEFINITE.match(what) or _OCCASION.search(text[m.start():]):
            return m[0]
        return f"{m['i']} prefer to {m['avoid']} {m['what']}"

    return _RATHER_AVOID.sub(plainly, text)
