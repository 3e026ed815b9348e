"""A plan taken up from the other speaker's tip is the moment's answer, not a goal of a life
(learn61, issue 31).

"You should read Dune" — "I'm gonna read Dune next!"; "Try journaling before bed" — "Great
idea, I'm going to start journaling"; "Have you tried the market on Saturdays?" — "I'm planning
to visit the market soon". The plan was proposed by the friend a turn before, and the user's
"gonna" is how one thanks for a tip: a careful assistant does not keep it for weeks as a goal
the user holds. Who proposed it is read from the structure of the turn before, not from its
words: a sentence that proposes (an imperative opening, "you should / could / might want to",
"you'd love", "have you tried / thought about", "why not", "how about", "I recommend", "X might
help"), and a plan whose thing is that turn's own (a content word of the plan said in the
proposing sentence), or a plan said with thanks for the tip in the same sentence.

Three plans stay, because they are no longer the moment's answer:
- one said with a far time ("next year", "someday", "once the kids are older"): the user placed
  it in their life;
- a change of a life by the structure of its head (:func:`.passing.change_kind`, a move, a new
  job, a pet taken in …) or by ``disclosure.LASTING_CHANGE``: a decision, whoever suggested it;
- keeping on with one's own ("keep up with my lessons", "continue my course", "stick with
  it"): the pursuit was the user's before the friend said a word.
"""

from __future__ import annotations

import re

_LEAD = r"(?:(?:oh|ooh|and|also|so|but|just|maybe|perhaps|definitely|totally|seriously|honestly|" \
        r"really|then|next time|if you can|if you get the chance),?\s+)*"
# an imperative opening of a sentence: the verbs one proposes a thing to do with
_IMPERATIVE = re.compile(
    r"^" + _LEAD + r"(?:try|check(?: \w+)? out|give|read|watch|listen to|visit|get|grab|take|start|join|"
    r"look (?:into|up)|consider|pick up|download|head (?:to|over)|sign up|think about|see if)\b"
    r"(?!\s+(?:'em|em|them|it)\s*[!.]*$)", re.I)
_PROPOSES = re.compile(
    r"\byou (?:(?:really|totally|definitely|should|could|might|may) )*(?:should|could|might want to|"
    r"may want to|ought to|oughta|gotta|need to|have to|must)\b(?! not\b)|"
    r"\byou(?:'d| would) (?:(?:really|totally|definitely|probably) )*(?:love|like|enjoy|dig)\b|"
    r"\bhave you (?:ever )?(?:tried|thought (?:about|of)|considered|heard (?:of|about)|checked out|"
    r"looked into)\b|"
    r"\bwhy (?:not|don't you)\b|\bhow about\b|\bwhat about (?!you\b)|"
    r"\bi(?:'d| would)? (?:(?:highly|really|totally|definitely|strongly) )*(?:recommend|suggest)\b|"
    r"\bworth (?:a|the) (?:try|shot|go|look|visit|read|watch|listen)\b|"
    r"\bmy (?:tip|advice|suggestion)\b|"
    # learn63 (review21 R2): a thing that may help proposes it ("Pilates might help"); what
    # "it" or "that" will do is a wish or a statement ("it will help the kids")
    r"(?<!\bit )(?<!\bthat )(?<!\bthis )(?<!\bwhich )(?<!\bit'll )"
    r"\b(?:might|could|would|may|will) (?:really |also )?help\b", re.I)
_THANKS_FOR_TIP = re.compile(
    r"\b(?:thanks?(?: you)?|appreciate) (?:so much )?for (?:the|your|that) (?:\w+ )?(?:tips?|advice|"
    r"suggestions?|recs?|recommendations?|ideas?|pointers?)\b|"
    r"\b(?:good|great|awesome|nice|brilliant) (?:tip|suggestion|rec|recommendation|shout)\b", re.I)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# the words of a plan that name no thing of the friend's: verbs of doing, fillers, pronouns
_NOT_A_THING_WORDS = """start begin try give check look into read watch listen visit join sign
going some more this that these those next soon later week weekend month time thing things stuff
really definitely totally maybe with from about into them their they then there here what when
have make take getting doing good great nice"""
_NOT_A_THING = frozenset(_NOT_A_THING_WORDS.split())
_PLANNED = re.compile(r"^User (?:plans|wants|hopes|intends|looks forward) to (?P<what>.+?)[.!]*$")
_KEEP_ON = re.compile(r"^(?:keep|keeping|continue|continuing|stick|sticking|carry|carrying) (?:on|up|with|at)?\b",
                      re.I)


def proposal(turn: str | None) -> str | None:
    """The sentences of ``turn`` that propose something to do (above), joined, or None."""
    if not turn:
        return None
    said = [s.strip() for s in _SENTENCE_END.split(turn) if s.strip()]
    proposing = [s for s in said if _IMPERATIVE.match(s) or _PROPOSES.search(s)]
    return " ".join(proposing) or None


def _stems(text: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in _NOT_A_THING}


def _things(what: str) -> set[str]:
    """The stems of what is planned that name its things: its head verb's too only when it has
    nothing after it (learn63, review21 R2: "write a memoir about my years at sea" shares only
    "write" with "You should write a book", and is no tip taken up)."""
    words = what.split()
    rest = _stems(" ".join(words[1:]))
    return rest or _stems(what)


def may_take_up(content: str) -> bool:
    """Whether :func:`taken_up` can hold for ``content`` whatever the sentence and the tip:
    it is a plan, and not one of keeping on (its first tests). A caller asks this before
    reading the turn before for its tip (issue 27)."""
    planned = _PLANNED.match(content)
    return planned is not None and not _KEEP_ON.match(planned["what"])


def taken_up(content: str, sentence: str, tip: str | None) -> bool:
    """Whether ``content``, an entry written from ``sentence``, is a plan the user took up from
    ``tip`` (:func:`proposal` of the turn before), or one said with thanks for a tip (above).
    The exceptions (a far time, a change of a life, keeping on) are the caller's to ask, with
    the words of the clause; here only what is planned is read."""
    planned = _PLANNED.match(content)
    if planned is None or _KEEP_ON.match(planned["what"]):
        return False
    if _THANKS_FOR_TIP.search(sentence):
        return True
    return tip is not None and bool(_things(planned["what"]) & _stems(tip))
