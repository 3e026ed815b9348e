"""A taste of a definite "the N" whose topic was named before it (learn63, issue 31: the
sealed v21's "lost condition" class, judge23's C).

"Do you have a favourite chess opening?" — "I really like the quiet openings." was kept as
"User likes the quiet openings.", and "I took up rowing six years ago. I love the rhythm of the
water." as "User loves the rhythm of the water.": the definite "the N" is a part of a thing
named by the friend's question or by the speaker's sentence before, and read alone the entry
loses what bounds it (which openings? the rhythm of what?). The topic is carried into the entry
from the structure around it, never from a list of topics:

- the question says the taste's own head noun with a noun before it ("favourite chess
  opening?", "a yoga pose you like?"): that noun is the kind, written before the head ("User
  likes the quiet chess openings.");
- else a doing named as a gerund just before the taste — in the speaker's sentence before
  ("I took up rowing …", "Learning Danish has been …") or in the question the taste answers
  ("How long have you been rowing?", "What do you love about gardening?") — is what the taste is
  of: "User loves rowing for the rhythm of the water.".

Only a bare definite is bound: a phrase with a name, a number, a possessive or an indefinite in
it ("the tech of Iron Man", "the feel of the clay in my hands", "the buzz in a stadium") says
what it is of, and the world's one of a kind ("the ocean", "the mountains") names itself. With
no topic found the entry is left as it was.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .table import Candidate

_TASTE = re.compile(r"^User (?P<v>loves|likes|enjoys|adores) (?P<np>the (?P<rest>[a-z][a-z' -]*?))(?P<end>[.!])$")
# a phrase that names what it is of: a possessive, an indefinite, a number, a pointer
# or a clause of its own ("the village they grew up in")
_SAYS_OF_WHAT = re.compile(r"\b(?:their|his|her|its|my|our|your|a|an|some|any|this|that|these|those|"
                           r"one|two|three|\w+'s|they|them|i|we|you|he|she|it|who|which|where|when)\b|\d",
                           re.I)
# the world's (or a place's) one of a kind, said with "the" for itself
_ONE_OF_A_KIND = re.compile(
    r"^the (?:ocean|oceans|sea|seaside|beach|coast|outdoors|mountains|hills|countryside|woods|forest|"
    r"desert|sun|sunshine|rain|snow|stars|moon|sky|night sky|city|wilderness|wild|water|lake|river|"
    r"cold|heat|winter|summer|spring|autumn|fall|weekends?|mornings?|evenings?|nights?|quiet|silence|"
    r"arts|theatre|theater|cinema|movies|news|radio|internet|past|future|classics|simple things|"
    r"little things|small things|outdoor life)$")
# a word that is no noun of a kind before the head ("your favourite pose", "any pose")
_NOT_A_KIND_WORDS = """a an the any your my our their his her some favourite favorite fave fav best
top one most other new old first last special particular certain go-to own kind type sort
what which this that these those every each been be is are was were have has had do does did
get got go going up out about to of in on at for with and or but"""
_NOT_A_KIND = frozenset(_NOT_A_KIND_WORDS.split())
_QUESTION = re.compile(r"[^.!?]*\?")
# a doing named as a gerund: the object of a start, a taste or a span, or a sentence's subject
_DOING_NAMED = re.compile(
    r"\b(?:started|start|took up|take up|taking up|began|begun|begin|been|love|loved|enjoy|enjoyed|like|liked|"
    r"(?:love|like|enjoy)(?: most)? about|into)\s+(?P<g>(?!(?:going|doing|getting|having|being|making|"
    r"thinking|feeling|saying|looking|trying|working|anything|something|nothing|everything)\b)"
    r"[a-z]{3,}ing)\b(?P<obj>(?: [A-Z][a-z]+| (?!(?:for|since|with|and|but|so|to|at|in|on|now|"
    r"ago|last|this|every|again|lately|recently|a|the|my|your|all|so|too|really|more|one|two|three|four|five|"
    r"six|seven|eight|nine|ten|few|couple|several|years?|months?|weeks?|days?)\b)[a-z]+)?)"
    # review22 R2: a gerund with its own object after an article ("watching a new series") is
    # not carried whole: refused below
    r"(?P<det> (?:a|an|the|my|his|her|their|our|some|this|that|these|those)\b)?")
# review22 R2: a doing denied, given up, disliked or only thought of is no doing of the speaker's
_NOT_DONE = re.compile(r"n't\b|\b(?:not|never|no|hardly|barely|quit|quitting|stop|stopped|stopping|give up|"
                       r"gave up|giving up|hate|hated|dislike|disliked|can't stand|thinking about|thought about|"
                       r"think about|considering|consider|wondering|might|maybe|if)\b", re.I)
# an answer opening with a denial ("No way.", "Never, but …") answers a yes/no question "no"
_DENIED = re.compile(r"^\W*(?:no|nope|nah|never|not really|not)\b", re.I)
_DOING_SUBJECT = re.compile(r"^(?:(?:so|and|but|well|yeah|yes),? )?(?P<g>[A-Z][a-z]{2,}ing)(?P<obj> [A-Z][a-z]+)?"
                            r" (?:has|have|is|was|'s)\b")


def _head(rest: str) -> tuple[str, str, str]:
    """The words before the head noun, the head, and what follows it ("of the language")."""
    words = rest.split()
    for k, w in enumerate(words):
        if w in ("of", "to", "in", "on", "at", "for", "with", "from", "about", "when", "that"):
            return " ".join(words[:k - 1]), words[k - 1] if k else "", " ".join(words[k:])
    return " ".join(words[:-1]), words[-1] if words else "", ""


def _kind_in_question(head: str, questions: str) -> str | None:
    """The noun said before the taste's head in the friend's question ("chess" in "favourite
    chess opening?"), or None."""
    forms = {head, head[:-1] if head.endswith("s") else head, head[:-2] if head.endswith("es") else head}
    said = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    for m in re.finditer(r"\b(?P<kind>[a-z][a-z-]+) (?:" + said + r")(?:e?s)?\b", questions.lower()):
        if m["kind"] not in _NOT_A_KIND and not m["kind"].endswith(("ly", "est")):
            return m["kind"]
    return None


def _doing(text: str) -> str | None:
    """The doing ``text`` names as a gerund (above), with its object when it has one; "" when
    the doing named is denied, given up or only thought of, or has an object not carried
    (review22 R2: then no doing is taken from anywhere)."""
    for sentence in reversed(re.split(r"(?<=[.!?])\s+", text.strip())):
        if m := _DOING_SUBJECT.match(sentence.strip()):
            return "" if _NOT_DONE.search(sentence) else (m["g"].lower() + (m["obj"] or "")).strip()
        if found := list(_DOING_NAMED.finditer(sentence)):
            m = found[-1]
            if m["det"] or _NOT_DONE.search(sentence[:m.start("g")]):
                return ""
            return (m["g"] + (m["obj"] or "")).strip()
    return None


def with_topic(candidate: Candidate, question: str | None, before: str, sentence: str = "") -> Candidate:
    """``candidate`` with the topic of its bare definite carried in (above); ``question``: the
    friend's turn the sentence answers (None when it is not the answer's start); ``before``:
    the speaker's sentence just before it in the same turn ("" when it opens the turn);
    ``sentence``: the one the candidate was written from."""
    taste = _TASTE.match(candidate.content)
    if taste is None or _SAYS_OF_WHAT.search(taste["rest"]) or _ONE_OF_A_KIND.match(taste["np"]) \
            or len(taste["rest"].split()) > 6:
        return candidate
    questions = " ".join(_QUESTION.findall(question or ""))
    adjectives, head, tail = _head(taste["rest"])
    if head and questions and (kind := _kind_in_question(head, questions)) \
            and kind not in taste["rest"].split():
        np = " ".join(w for w in ("the", adjectives, kind, head, tail) if w)
        return replace(candidate, content=f"User {taste['v']} {np}{taste['end']}")
    doing = _doing(before) if before else None
    if doing is None and questions and not _DENIED.match(before or sentence):
        doing = _doing(questions)
    if not doing or doing.split()[0] in taste["rest"]:
        return candidate
    return replace(candidate, content=f"User {taste['v']} {doing} for {taste['np']}{taste['end']}")
