"""An avoidance said as a wish: "I'd rather steer clear of sesame" (session 35, learn85;
issue 31, recall; PrefEval's choice form, decided in docs/review.md 11).

A user picking among an assistant's options often gives the reason as "I'd rather …" or
"I'd prefer …". Most of these are the pick of the moment ("I'd like a walk outside
on Saturday", "I'd rather go with the second one"): no lasting preference, and the shape
layer refuses them as hypotheticals ("would"). One shape is not: **an avoidance of a kind**
("I'd rather avoid shellfish, to be careful", "I'd prefer to avoid places with a lot of
pollen"). Whoever avoids a kind of thing when choosing avoids it the next time too, so it is
read as "I prefer to avoid …", which the shape layer keeps with every test it has.

Read only when the avoided thing is a kind: not a definite or pointed-at thing of the chat
("the crowds", "this one", "it", "option 2"), not one thing ("a long drive") nor a name
("Route 9"), not a word that names nothing of the user ("mistakes", "any trouble"), not
bounded to the occasion ("this weekend", "tonight", "this time", "for this trip", "for
now"), and not avoided for a cause of now ("because of the roadworks"). "Skip" is no
avoidance: skipping is a pick of the moment ("skip ahead", "skip a step", "skip dessert";
review37 R8).
"""

from __future__ import annotations

from . import lazy_re as re
from .text import MOMENT

_RATHER_AVOID = re.compile(
    r"\b(?P<i>I)(?:'d| would) (?:(?:much|really|definitely|honestly|just) )*"
    r"(?:rather|prefer to) (?P<avoid>avoid|steer clear of|stay away from) "
    r"(?P<what>[^,.;:!?]+)", re.I)
# a thing of the chat, not a kind
_DEFINITE = re.compile(r"^(?:the|this|that|these|those|it|them|one|option|options|either|both|"
                       r"your|his|her|their)\b", re.I)
# one thing, or a name: "a long drive", "Route 9" (checked on the words as said, before
# the case is folded)
_ONE_OR_NAMED = re.compile(r"^(?:an?\b|(?![A-Z][a-z]*(?:an|ese|ish|ch|ic|i) [a-z])[A-Z])")
# (a people's adjective before a noun is a kind: "Italian food", "Thai dishes"; review37 R8)
# words that name nothing of the user: everyone avoids them
_NAMES_NOTHING_WORDS = """mistakes mistake trouble problems problem issues issue risks risk hassle
hassles delays complications confusion conflict conflicts surprises stress"""
_NAMES_NOTHING = frozenset(_NAMES_NOTHING_WORDS.split())
# a cause of now after it: "because of the roadworks", "due to the weather today"
_CAUSE_OF_NOW = re.compile(r"\b(?:because(?: of)?|due to|since|as)\s+(?:the|this|that|these|those|it)\b|"
                           r"\bcurrently\b", re.I)
# the occasion the pick is for (the moment itself, "tonight", "right now", is text.MOMENT)
_OCCASION = re.compile(r"\b(?:this (?:weekend|time|trip|year|month|summer|winter|spring|fall|"
                       r"autumn|visit|stay|event|occasion|party)|for now|for (?:this|my|the) "
                       r"(?:trip|stay|visit|event|party|occasion|evening|dinner|meal))\b", re.I)


def said_plainly(text: str) -> str:
    """``text`` with "I'd rather avoid <a kind> …" said as "I prefer to avoid <a kind> …";
    any other shape as it was."""
    if "'d " not in text and " would " not in text:
        return text

    def plainly(m: re.Match[str]) -> str:
        what = m["what"].strip()
        words = re.findall(r"[a-z]+", what.lower())
        after = text[m.start():]
        if _DEFINITE.match(what) or _ONE_OR_NAMED.match(what) or _OCCASION.search(after) or MOMENT.search(after) \
                or _CAUSE_OF_NOW.search(after) \
                or words[-1:] and words[-1] in _NAMES_NOTHING or words[:1] and words[0] in _NAMES_NOTHING:
            return m[0]
        return f"{m['i']} prefer to {m['avoid']} {m['what']}"

    return _RATHER_AVOID.sub(plainly, text)
