"""A judgement of a doing said with the doing last: "I find it <how> to <do> …" (session 35,
learn85; issue 31, recall).

"I find knitting relaxing" was kept ("User finds knitting relaxing."), but the same judgement
said with the extraposed "it" ("I find it relaxing to knit in the evenings", "I find it hard to
say no to people") kept nothing: the shape layer reads "it" as a pointer with nothing named.
The "it" stands for the infinitive after the adjective, so the clause is read as it would be
said with the doing first ("I find knitting in the evenings relaxing"), and every test the
shape layer has then runs on it (a moment, a listener, a hypothetical, a pointer left in the
doing, …). Found on LoCoMo's dev half and named as a missed preference shape of PrefEval's
dev half (session 34, corpus5).

Read only when the shape is whole and the judgement is one of how a doing strikes or suits
the speaker (:data:`_HOW`, closed: a word's ending alone does not tell a judgement):

- the speaker finds it, in the present ("I found it hard to …" is how one time went);
- one adjective, with degree words before it ("really", "so", "a bit");
- a doing after "to" that is no verb of saying or of the mind ("hard to believe", "hard to
  say", "funny to think that …": a remark, no doing of the user's);
- a doing whole where it is cut: not ending on a preposition whose object came before ("a
  rota I drew up, yet I find it tough to keep to"), not the first of a list the comma goes on with
  ("hard to juggle my shifts, my writing, and my research": the judgement cannot go after
  the first), and not pointing at the chat ("through such hard times", "these days").
  Read on PrefEval's dev half (its persona form): each wrote a broken or pointing entry;
- not a verb that wants an object with only a time after it ("hard to avoid after a while":
  the "it" is the object); any other verb is a whole doing bare ("relaxing to knit",
  "important to vote"; review37 R15).
"""

from __future__ import annotations

from collections.abc import Callable

from . import lazy_re as re
from .judged import HOW_IT_STRUCK

# How a doing strikes or suits the speaker: judged's closed list, and the words of ease and
# worth a doing takes with "to" ("easy to …", "important to …").
_EASE_AND_WORTH = """easy easier hard harder difficult tricky impossible helpful useful
important essential comfortable uncomfortable annoying nerve-wracking exciting soothing"""
_HOW = HOW_IT_STRUCK | frozenset(_EASE_AND_WORTH.split())

# Verbs of saying and of the mind: "hard to believe", "hard to say why", "funny to think that
# …" are remarks; with an object of their own ("hard to say no to people", "rewarding to see
# my students grow") they are doings.
_REMARK_VERBS = """believe say think imagine explain describe understand tell know admit
remember answer choose decide pick put realize realise hear see watch read"""
_REMARK = frozenset(_REMARK_VERBS.split())
_REMARK_REST = re.compile(r"^(?:\s+(?:what|how|if|whether|that|why|who|when|where|it|this|so)\b.*)?$",
                          re.I)

_FIND_IT_TO = re.compile(
    r"\b(?P<head>I (?:(?:really|always|usually|often|honestly|actually|genuinely|personally|"
    r"also|just|still|generally|definitely) )*find) it "
    r"(?P<deg>(?:(?:so|really|very|quite|pretty|super|truly|deeply|incredibly|extremely|"
    r"a bit|a little|kind of|sort of|much|way|always) )*)"
    r"(?P<how>[a-z-]+) (?:for me )?to (?P<verb>[a-z]+)(?P<rest>"
    # the doing runs to the end of its clause: a stop, a comma, or a word that starts another
    # clause ("and I …", "but", "because", "so", "when" …)
    r"(?:(?!\s+(?:and (?:i|we|my|it|that|they|he|she|you)|but|because|cause|so|since|when|"
    r"whenever|while(?<!\ba while)|if|as|though|although|which|unless|until|or)\b)[^,.;:!?])*)",
    re.I)


# With nothing after the verb but a time or a degree ("hard to avoid after a while", "hard to
# ignore at times"), a verb that wants an object has it in the "it", said before: no
# extraposed doing. Any other verb is a whole doing bare ("relaxing to knit", "important to
# vote"). review37 R15.
_ONLY_WHEN = re.compile(r"^(?:\s+(?:after (?:a while|awhile)|at times|sometimes|anymore|any more|"
                        r"at all|for long|now|these days|lately|though|too|either|honestly|really|"
                        r"always|often|ever|again|alone))*\s*$", re.I)
_WANTS_AN_OBJECT_WORDS = """avoid follow watch resist ignore miss stand handle manage afford use wear
eat drink take beat keep find get put accept forgive trust carry lift hold fix replace finish dodge
start forget keep up with do make buy sell open close stop"""
_WANTS_AN_OBJECT = frozenset(_WANTS_AN_OBJECT_WORDS.split())
# the doing ends on a preposition: its object was said before it
_STRANDED = re.compile(r"\b(?:to|with|on|at|for|about|of|in|into|from|by|through)\s*$", re.I)
# a list goes on after the comma: "…, writing time, and research"
_LIST_ON = re.compile(r"^,(?!\s*(?:and|but|so|or)\s+(?:i|we|my|it|that|they|he|she|you)\b)"
                      r"[^.;:!?]*?\b(?:and|or)\b", re.I)
# a pointer at the chat inside the doing
# ("that" is left out: as often the relative of a kind, "games that need a lot of planning")
_POINTS = re.compile(r"\b(?:such|this|these|those)\b", re.I)


def doing_put_first(text: str, gerund: Callable[[str], str]) -> str:
    """``text`` with each "I find it <how> to <do> …" said as "I find <doing …> <how>";
    any other shape as it was. ``gerund`` turns "to knit in the evenings" into "knitting in
    the evenings" (the shape layer's own, passed in so this module imports nothing of it)."""
    if "find it" not in text.lower():
        return text

    def put_first(m: re.Match[str]) -> str:
        how, verb = m["how"].lower(), m["verb"].lower()
        if how not in _HOW or verb in _REMARK and _REMARK_REST.match(m["rest"]):
            return m[0]
        if _ONLY_WHEN.match(m["rest"]) and verb in _WANTS_AN_OBJECT:
            return m[0]
        if _STRANDED.search(m["rest"]) or _POINTS.search(m["rest"]) \
                or _LIST_ON.match(m.string[m.end():]):
            return m[0]
        return f"{m['head']} {gerund(m['verb'] + m['rest'])} {m['how']}"

    return _FIND_IT_TO.sub(put_first, text)
