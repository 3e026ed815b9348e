"""A favourite picked after a filler: "It's definitely X", "I'd say X", "It's hard to choose,
but I'd probably say X" (learn106, issue 31: recall).

Asked "What's your favourite <kind>?", people often name the pick behind a subject that
stands for the favourite itself ("it", "that") or behind a saying ("I'd say", "I would have
to say"), and often after owning that the choice is hard: "Oh, it's definitely the lemon
tart.", "I'd have to say Harold and Maude.", "It's hard to pick just one, but I'd probably say
Perfect Blue." Read alone, "it" points at nothing and "I'd say …" is a saying; with the
question, the words after the filler are the pick, as "Mine is …" already was
(:data:`.asked._MINE_IS`). :func:`favourite_picked` gives those words, for
:func:`.asked.restated` to join with the friend's question of a favourite (the caller asks
nothing else of it): "My favourite dessert is the lemon tart".

A hedge on the saying ("I'd probably say …", "it's maybe …") stays on the pick, as
:func:`.asked.restated` keeps one ("User's favourite film is probably Perfect Blue."). Only
the answer's first clause after the filler is the pick, and only when it names one: a pointer
("it's the one with …"), another clause ("it's changed over the years", "it's whatever is on"),
a tie, or "one of my favourites" say no one thing and keep nothing; after "it's" or "that's",
neither does a noun phrase with "a" or a degree ("That's a tough question.", "It's such a
calm colour.": what the thing or the choice is). The caller reads only an answer's first
sentences that kept nothing yet ("Teal. It's a calm colour." named its pick already). A pick said as "X is my
favourite" after the filler is :func:`.fronted_object.favourite_said_first`'s.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .fronted_object import favourite_said_first

_PICKED = re.compile(
    r"^\W*(?:(?:oh|ooh|hmm+|well|ah|yeah|yes|haha|honestly|good question)\W+)*"
    # the choice owned hard first: "It's hard to choose just one, but …"
    r"(?:it['’]?s (?:so |really |very )?(?:hard|tough|difficult|impossible) to (?:say|choose|pick|decide)"
    r"(?: just| only)?(?: one)?[,!.]?\s+(?:but\s+)?|"
    # review48: the question judged first, its own clause ("That's easy, it's pizza.", "Oh that's a
    # tough one! I'd say …"): how the choice is, and the pick after it
    r"(?:that|it)(?:['’]s| is) (?:an? )?(?:(?:really|so|very|pretty) )?(?:easy|simple|obvious|no-brainer|tough|"
    r"hard|difficult|tricky|good)(?: one| question)?\s*[,!.]+\s+)?"
    r"(?:(?:i think|i guess|honestly)\s+)?"
    r"(?:i(?:['’]d| would)(?P<h1> probably| maybe)?(?: have to| definitely)? say|"
    r"(?P<it>it(?:['’]s| is| has to be| would be|['’]d be| must be|['’]s got to be|['’]s gotta be)|"
    r"that(?:['’]s| is| would be|['’]d be| has to be)))"
    r"(?:,)? (?:(?:definitely|easily|totally|hands down|for sure)\s+)?(?P<h2>(?:probably|maybe|perhaps) )?"
    r"(?P<pick>\S.*)$", re.I)
# no one thing named after the filler: a pointer, a clause, a tie, a change, "one of …"
_NO_PICK = re.compile(r"^(?:the one|one of|a tie|whatever|whichever|what|who|which|between|hard|tough|"
                      r"difficult|impossible|easy|simple|obvious|tricky|too|so|really|very|not|always|been|got|gotten|had|[a-z]+ed|"
                      r"about|like|kind of|sort of|a (?:tough|hard|difficult) one|my|mine|it|that|this|"
                      r"those|these|they)\b", re.I)

# after "it's" / "that's", a noun phrase with "a" or a degree says what the thing is or how
# the choice is ("a tough question", "such a happy colour", "the best"), no pick by name
_SAYS_WHAT_IT_IS = re.compile(r"^(?:a|an|such|so|quite|pretty|the (?:best|greatest|most|one|only))\b", re.I)
_CERTAIN_AFTER = re.compile(r",?\s+(?:hands down|for sure|no contest|no question|easily|every time|of course)"
                            r"(?=\s*[.!]*\s*$|\s*[.!,;])", re.I)


def favourite_picked(sentence: str) -> str | None:
    """The pick ``sentence`` names after a filler (module docstring), its hedge kept before
    it, or None."""
    said = _PICKED.match(sentence.strip())
    if said is None:
        return None
    pick = said["pick"].strip()
    if (first := favourite_said_first(pick)) is not None:
        pick = first
    elif _NO_PICK.match(pick) or said["it"] and _SAYS_WHAT_IT_IS.match(pick):
        return None
    # a word of certainty after the pick says nothing of it ("Azul, hands down")
    pick = _CERTAIN_AFTER.sub("", pick)
    pick = re.sub(r"[.!]+(?=[\"”]\s*$)", "", pick)   # a title's closing stop inside its quotes
    hedge = (said["h1"] or said["h2"] or "").strip()
    return f"{hedge} {pick}" if hedge else pick
