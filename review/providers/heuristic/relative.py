"""What the user does, said inside a noun phrase: a relative clause of their own (learn31).

"I gave a talk at the shelter I volunteer at", "It's a climbing gym I go to twice a week",
"Been sorting costumes for the amateur theatre group I'm part of": the sentence is about
something else (a talk once, a pointer, an errand), but the noun phrase carries a lasting
fact of the speaker's, said by a relative clause whose subject is "I" and whose object is
the noun itself (nothing follows the verb but a stranded preposition, a short phrase of
place or company, and how often). The clause step never reads it: the fact is not the
sentence's main clause. Here it is said again as a sentence of its own ("I volunteer at a
shelter."), which the shape layer reads with every test it has.

What makes it the user's lasting doing, by structure:

* the relative's verb is in the present: a present verb ("I run", "I go to"), "I'm …ing",
  "I've been …ing", or being in or part of something ("I'm in", "I'm part of", "I'm a
  member of"); a past ("the café I found"), "used to", a modal ("a flat I can afford") or
  a negation is not a lasting doing;
* the verb does something: not a verb of thinking, saying, seeing or wanting ("the people
  I know", "the film I mean", "the trip I told you about"), nor a taste ("the book I love":
  a taste of an unnamed thing names nothing);
* the noun names something: a word before the head or a capital ("the homeless shelter",
  "a Harry Potter project"; "the gym I go to" names no gym), and its head is no time, way,
  reason, pointer or quantity ("the day I moved", "the way I cook", "the ones I love");
* the sentence around it says the thing exists: not sought, wished for or imagined ("I'm
  looking for a studio I can teach in", "if I find a club I like").
"""

from __future__ import annotations

import re

from .words import NOT_A_THING_HEAD, PAST_IRREGULAR, TIME_WORDS
from .writing import indefinite_article

# fixlearn20 (review34 R11): a conjunction of time or condition opens a clause of its own
# ("talk to my boss first before I quit": "I quit" is when, not what the user does at a boss)
#: a word of a noun phrase
NP_WORD = r"(?!(?:before|after|until|till|while|unless|once|though|although|whether|"
NP_WORD += r"and|or|but|so|when|if|because|as|than|like|to|of|that|which|who|where|is|are|was|"
NP_WORD += r"were|i|i'm|i've|me|my|you|your|he|she|it|we|they|with|for|in|on|at|from|by|about|how|what|"
NP_WORD += r"why|whom|whose|whatever|whenever|wherever|not|just|all|every|"
# review39: a determiner opens a noun phrase of its own, never stands inside one: "The kids
# love the bakery I work at" is "the bakery", not "The kids love the bakery"
NP_WORD += r"a|an|the|this|these|those|our|his|her|their|its)\b)[A-Za-z][\w'-]*"
#: a noun phrase and its relative clause's subject "I", up to the verb ("the bakery I", "a
#: kite that I"): the noun's determiner is ``det``, its words ``np`` (also :mod:`.life_past`'s)
NOUN_THEN_I = (r"(?<![\w'])(?P<det>(?i:a|an|the|this|that|these|those|my|our)) (?P<np>(?:" + NP_WORD
               + r" ){0,3}" + NP_WORD + r") (?:that |which )?I")
_RELATIVE = re.compile(
    NOUN_THEN_I +
    r"(?:(?:'m| am) (?P<be>(?:a )?(?:part|member|volunteer|regular) (?:of|at)|in)"
    r"|(?P<aux>'m| am|'ve been| have been)? "
    r"(?P<adv>(?:(?:always|still|often|usually|regularly|sometimes|now|currently|also|really|"
    r"actually) )*)"
    r"(?P<v>[a-z]+)(?P<prep>(?: (?:out|up|along))? (?:to|at|in|on|for|with|into|from|through|under|about))?)"
    r"(?P<more>(?: (?:with|at|in|for|from|on) (?:my|our|a|an|the) [\w'-]+(?: [\w'-]+)?)?"
    r"(?: (?:often|regularly|every \w+|each \w+|twice a \w+|once a \w+|a few times a \w+|"
    r"(?:two|three|four|five) times a \w+|these days|now|most \w+|on weekends|at weekends|"
    r"on (?i:mon|tues|wednes|thurs|fri|satur|sun)days))?)"
    r"(?=\s*(?:[,.!;:)]|\s[-\u2014\u2013]|$|\s(?:and|but|so|because|which|since)\b)|"
    # the noun phrase first in the sentence: its own verb follows ("The club I'm in meets …")
    r"(?P<then> (?:is|are|was|were|has|have|had|meets|runs|opens|starts|does|gets|keeps|makes)\b))")
_NOT_A_DOING_WORDS = """think thought know knew mean meant guess say said tell told see saw hear
heard feel felt need needed want wanted wish hope love loved like liked enjoy enjoyed adore
hate prefer remember forget talk talking mention mentioned call called can could would will
should might must may do did does am was were have had has got get getting find found
make made take took give gave put read let set cut hit buy bought sent send show showed
imagine imagined believe believed care cared miss missed going doing having being
trying saying thinking feeling seeing hoping wanting planning dreaming wishing talking
telling asking showing sending getting making taking putting imagining used"""
_NOT_A_DOING = frozenset(_NOT_A_DOING_WORDS.split())
# a head that names no thing of the user's: a pointer, a quantity, an abstract result
_NOT_A_HEAD_WORDS = """thing things stuff something anything everything nothing way ways reason
reasons kind sort type part lot lots bit progress fact idea ideas thought thoughts memory
memories pic pics picture pictures photo photos shot shots video videos post posts one ones
person people place places support love help advice feedback work job life rest moment"""
_NOT_A_HEAD = frozenset(_NOT_A_HEAD_WORDS.split()) | NOT_A_THING_HEAD | TIME_WORDS
# the sentence around says the thing is not (yet) there
_NOT_THERE = re.compile(
    r"\b(?:look(?:s|ing|ed)? (?:for|into)|search(?:es|ing|ed)? for|want|wanna|wish|hope|hoping|"
    r"dream|imagine|if|would|could|should|might|maybe|find|finding|need|needs|seek|seeking|"
    r"any|no|not|never|n't|someday|one day|someone|somewhere|ideal|perfect)\b", re.I)
_PAST_END = re.compile(r"[a-z]{2,}ed$")
# the clause ends the relation or is ending it (review14 N10): the user leaves, quits,
# drops out of, resigns from, walks away from or out of, says goodbye to, is thrown out of, fired, laid off or banned
# from the thing, cancels their membership at it, stops going to it or gives it up; or
# the thing closes or shuts down. The verb governs the noun phrase: it ends the clause
# before it (a gerund, a preposition or "my membership at" between), or follows the noun
# phrase as its own verb. "I left the book club I'm part of" says the user no longer is;
# "I left my phone at the gym I go to" or "I stopped by the bakery I work at" end nothing.
_ENDING = (
    r"(?:left|leav(?:e|es|ing)|quit(?:s|ting)?|drop(?:s|ped|ping)? out|resign(?:s|ed|ing)?|"
    r"walk(?:s|ed|ing)? (?:away|out)|sa(?:y|ys|id|ying) goodbye|bid(?:s|ding)? farewell|(?:kick|kicks|kicked|kicking|throw|throws|threw|thrown|throwing) "
    r"out|fired|laid off|lay(?:s|ing)? off|let go|bann(?:ed|ing)|barred|expell(?:ed|ing)|"
    r"suspended|cancel(?:s|led|ed|ling|ing)?|stop(?:s|ped|ping)?|g(?:ave|ive|ives|iving) up|"
    r"retir(?:e|es|ed|ing)|clos(?:e|es|ed|ing)(?: down)?|shut(?:s|ting)?(?: down)?|"
    r"done with|broke up with|unsubscrib(?:e|es|ed|ing))")
_ENDED_BEFORE = re.compile(
    r"\b" + _ENDING + r"(?: [a-z]+ing)?(?: my (?:membership|subscription|contract|spot|place|"
    r"position|role|job))?(?: (?:of|from|at|with|in|on|to|by))?\s*$", re.I)
_ENDED_AFTER = re.compile(r"\b" + _ENDING + r"\b", re.I)


def _doing(aux: str | None, verb: str, prep: str | None) -> str | None:
    """The relative's verb as the user's present doing ("go to", "'m working on"), or None."""
    verb = verb.lower()
    if verb in _NOT_A_DOING:
        return None
    if verb == "looking" and prep != " into":
        return None   # "the flat I'm looking at" is the moment's, "looking for" not there yet
    if aux in ("'m", " am"):
        return f"'m {verb}" + (prep or "") if verb.endswith("ing") else None
    if aux:
        return f"'ve been {verb}" + (prep or "") if verb.endswith("ing") else None
    if _PAST_END.search(verb) or verb in PAST_IRREGULAR or verb.endswith("ing") or len(verb) < 2:
        return None
    return verb + (prep or "")


def noun_phrase(det: str, np: str, where: bool) -> str | None:
    """The noun phrase as the entry says it, or None when it names nothing; ``where``: the
    relative says where the user belongs ("the hospice I volunteer at", "the band I'm in"),
    for which a bare noun is enough ("a hospice"); what one reads or writes needs more ("a
    book" names nothing, "a Harry Potter book" does)."""
    words = np.split()
    head = words[-1].lower()
    if head in _NOT_A_HEAD or head.endswith("ing") or head.endswith("ly"):
        return None
    if len(words) < 2 and not where and not re.match(r"[A-Z]", np):
        return None
    det = det.lower()
    if det in ("my", "our"):
        return f"my {np}"
    if det in ("these", "those") or (det == "the" and head.endswith("s") and not head.endswith("ss")):
        return np
    if det in ("a", "an"):
        return f"{det} {np}"
    return f"{indefinite_article(np)} {np}"


def own_relative(sentence: str) -> list[str]:
    """Each relative clause of the user's inside ``sentence`` said again as a sentence of its
    own ("I volunteer at a homeless shelter."), in the order said (module docstring)."""
    if sentence.rstrip().endswith("?"):
        return []
    out: list[str] = []
    for m in _RELATIVE.finditer(sentence):
        before = sentence[:m.start()]
        if m["then"] and before.strip():
            continue   # a verb after it only when the noun phrase is the sentence's subject
        clause_before = re.split(r"[.!;:]\s|,\s+(?:and|but|so)\s", before)[-1]
        if _NOT_THERE.search(clause_before) or _NOT_THERE.search(m["adv"] or ""):
            continue
        if _ENDED_BEFORE.search(clause_before) or (m["then"] and _ENDED_AFTER.search(
                re.split(r"[.!;:]\s|,\s+(?:and|but|so)\s", sentence[m.start("then"):])[0])):
            continue   # "I left the book club I'm part of": the relation is over
        doing = "'m " + m["be"] if m["be"] else _doing(m["aux"], m["v"], m["prep"])
        if doing is None:
            continue
        np = noun_phrase(m["det"], m["np"], bool(m["be"] or m["prep"]))
        if np is None:
            continue
        adv = (m["adv"] or "").strip()
        adv = re.sub(r"\b(?:really|actually|also)\b\s*", "", adv).strip()
        lead = "I" + (doing if doing.startswith("'") else " " + doing)
        if adv:
            lead = lead.replace("I'm ", f"I'm {adv} ", 1) if lead.startswith("I'm ") else \
                lead.replace("I've been ", f"I've been {adv} ", 1) if lead.startswith("I've been ") else \
                f"I {adv} " + lead[2:]
        out.append(f"{lead} {np}{m['more'] or ''}.")
    return out
