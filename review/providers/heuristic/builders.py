"""Builds shared by both tables: what an instruction keeps, context handed over, "no longer".

"Remember that …" / "记住…" and "from now on …" / "以后…" keep their fact as a statement,
written by the statement writer of the fact's language (a Chinese request may keep an
English fact); "…, FYI" / "补充一下：…" keep a lasting fact, never one about the moment.
"""

from __future__ import annotations

from ...wellformed import problems
from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .changes import new_value
from .table import Candidate, Hit
from .text import FILLER_END, FIRST_PERSON, MOMENT, TRANSIENT
from .withdrawn import plan_withdrawn
from .writing import WHO, finish, switch_sentence, their_for_my, third_person

# "remember to buy milk" is a one-off task; "remember to always rebase" is a standing rule.
_TASK = re.compile(r"^to\s+(?!always\b|never\b)", re.I)
# "I'll be more careful from now on" is a promise, not an instruction to keep.
_PROMISE = re.compile(r"\b(?:i|we)(?:'ll| will| am going to|'m going to| are going to)\b", re.I)
_POINTER = re.compile(r"(?:that|this|it|这个|这一点|这点)\W*", re.I)
# fixlearn22 (review36 B2): "remember what we discussed (about the budget) (yesterday)" points at
# the chat and names none of it (it was kept as "What the team discussed about the budget.")
_OF_THE_CHAT = re.compile(
    r"(?:what|everything|all|anything|the (?:things?|stuff|points?)(?: that)?)\s+(?:we|i|you)\s+"
    r"(?:(?:just|already|have|had|'ve|were)\s+)*(?:discussed|talked about|said|covered|went over|gone over|"
    r"mentioned|chatted about|talking about|discussing)"
    r"(?:\s+(?:about|regarding|on)\s+[^:;,.]+?)?(?:\s+(?:yesterday|earlier|before|last time|today|last week|"
    r"the other day|this morning))?\W*", re.I)
_THINGS = re.compile(r"^(?:(?:these|the following|a few|a couple of|two|three|some)\s+)?"
                     r"(?:things?|facts?|points?)\s*[:,]\s*(?P<rest>.+)$", re.I)
# "the API lives in services/api, and the docs are built with mkdocs": two facts.
_AND_ANOTHER = re.compile(r",\s+and\s+(?=(?:the|our|my|we|i|this)\b)", re.I)


def instruction(hit: Hit) -> list[Candidate] | None:
    """The fact after "remember …" / "from now on …", as one entry or, when each part makes
    a sentence, one entry per "…, and …" part."""
    fact = FILLER_END.sub("", hit["fact"].strip().rstrip("?？"))
    if _TASK.match(fact) or _POINTER.fullmatch(fact) or _OF_THE_CHAT.fullmatch(fact):
        return None  # a task; or "Remember that." pointing at what came before (extract)
    fact = re.sub(r"^to\s+", "", fact, flags=re.I)
    if things := _THINGS.match(fact):
        fact = things.group("rest")
    parts = _AND_ANOTHER.split(fact)
    found = [hit.table.statement(part, hit.end, hit) for part in parts]
    if len(parts) > 1 and not all(c and not problems(c.content) for c in found):
        found = [hit.table.statement(fact, hit.end, hit)]
    return [c for c in found if c] or None


def instruction_unless_promise(hit: Hit) -> list[Candidate] | None:
    """"… from now on" said last: an instruction, unless the user promises something."""
    return None if _PROMISE.search(hit["fact"]) else instruction(hit)


def offered(hit: Hit) -> list[Candidate] | None:
    """A statement the user hands over as context: "…, in case that matters." / "补充一下：…"."""
    fact = (hit["fact"] or hit["fact2"] or "").strip()
    if TRANSIENT.search(fact) or len(fact.split()) < 3 and len(fact) < 8:
        return None
    if FIRST_PERSON.search(fact) and (stated := hit.table.stated(fact, hit.end)):
        return [hit.candidate(stated.content, target=stated.target)]
    return [hit.candidate(finish(third_person(fact), hit.end))]


def no_longer(hit: Hit, *, zh: bool = False) -> list[Candidate] | None:
    """"I'm not on zsh anymore, I use fish now" is a switch; "I no longer use Windows" alone
    removes what names Windows, or is kept as said."""
    old = next((g for g in (hit["x"], hit["x2"], hit["x3"]) if g), "").strip()
    if not old or MOMENT.search(hit.text) or plan_withdrawn(hit.text, time_ahead=False):
        return None   # fixlearn18: "I'm no longer going to join …" is a plan withdrawn, no use
    who = hit["who"] or ""
    who = who if zh else who.lower()
    new = new_value(hit["rest"]) if hit["rest"] else None
    if new:
        return [hit.candidate(switch_sentence(who, new, old, "", hit.end, zh=zh), old=old, new=new)]
    said = f"{WHO[who]}不再用 {old}" if zh else _no_longer_said(who, old, hit.text)
    return [hit.candidate(finish(said, hit.end), confidence=0.7, old=old)]


# learn21: the row was written for tools ("I no longer use Windows", "I'm not on zsh
# anymore"), and wrote "uses" before whatever followed: "User no longer uses eat sugar.",
# "… uses living in Dublin.", "… uses the choir.". Only a use said ("use", "using", "on"
# a name) is a tool; otherwise the words are the speaker's own predicate: after "I'm"/"we're"
# a state or a doing ("User is no longer living in Dublin", "… is no longer in the choir",
# "… is no longer vegan"), else a verb that agrees ("User no longer eats sugar").
_USE_SAID = re.compile(r"\b(?:no longer|not) (?:use|using)\b|\b(?:don'?t|do not) use\b|"
                       r"\b(?:no longer|not) on (?!(?:the|a|an|my|our|this|that) )", re.I)
_BE_SAID = re.compile(r"^(?:i|we)(?:'m|'re| am| are)\b", re.I)
_PLACE_SAID = re.compile(r"\b(?:no longer|not) (?P<p>on|in|with) (?=(?:the|a|an|my|our|this|that) )", re.I)


def _no_longer_said(who: str, old: str, text: str) -> str:
    """The English "no longer" sentence for ``old`` as ``text`` said it (above)."""
    if _USE_SAID.search(text):
        return f"{WHO[who]} no longer uses {old}"
    # once the subject is named, the speaker's "my" is "their" ("… is no longer with their ex");
    # written before third_person, which would make it "the user's" (review11 H6)
    old = their_for_my(old, our=True)
    if _BE_SAID.match(text):
        place = _PLACE_SAID.search(text)
        # "I'm not in the choir anymore" leaves the preposition out of ``old``; "I'm no longer
        # in the choir" keeps it there, and it is not written twice (review11 H6)
        said_place = place and not old.lower().startswith(place["p"].lower() + " ")
        predicate = f"is no longer {place['p'] + ' ' if said_place else ''}{old}"
    else:   # "the user eats sugar": the verb agrees, then "no longer" goes before it
        predicate = "no longer " + third_person(f"{who} {old}").split(" ", 2)[2]
    return f"{WHO[who]} {predicate}"
