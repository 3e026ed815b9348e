"""learn86 (issue 31, precision): the fixed feature vector the keep filter reads.

Every candidate that passes the heuristic's last gate in :func:`.extract.find` is described by
the structure of its entry, of the user's turn it rests on and of the reading that produced it
(:mod:`.keep_filter` scores the vector with weights trained offline on people's verdicts,
``eval/train_keep_filter.py``). Only structure: lengths, counts, flags, and words from closed
classes (determiners, prepositions, pronouns, auxiliaries) or from tables the heuristic already
has (:mod:`.words`, :mod:`.text`). No vocabulary is learned from a corpus, so the weights file
holds no corpus word: a feature is one of :data:`FEATURES`, never a word seen in training.

The order of :data:`FEATURES` is the weights file's contract (:mod:`.keep_filter` refuses a
file whose names differ): add a feature at the end and retrain.
"""

from __future__ import annotations

import math
import re

from .table import EPISODE_RULE, REASONS, Candidate
from .text import FIRST_PERSON, MOMENT
from .words import MONTH_NAMES, NOT_A_THING_HEAD, PAST_IRREGULAR, TIME_WORDS

FEATURES: tuple[str, ...] = (
    # the entry
    "words", "long", "clauses", "capitals", "number", "ends_function", "pointer_end",
    "quantifier", "general_head", "negation", "moment", "dated",
    "subject_user", "subject_possessive", "subject_other", "target_memory",
    "verb_be", "verb_have", "verb_like", "verb_want", "verb_past", "progressive", "perfect",
    "copied",
    # the reading that produced it
    "episode", "rule_table", "rule_stated", "rule_other_shape", "confidence", "changes",
    "explicit",
    # the user's turn it rests on, and to whom it was said
    "turn_words", "turn_question", "turn_exclaim", "turn_first_person", "turn_you",
    "answers_question", "between_people", "zh",
    # added before the first training: a view or a thing learnt of the world, and how much of
    # the turn the entry keeps
    "verb_think", "turn_share", "turn_sentences",
)



def _closed(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Closed classes (no corpus words): what an entry ending on leaves its object unsaid, and a
# pointer or bare quantifier standing for a thing the chat named (judge verdicts "naming nothing").
_PREPOSITIONS = _closed("""about above across after against along among around at before behind
below beneath beside between beyond by down during for from in inside into like near of off on
onto out outside over past since through throughout to toward towards under until up upon with
within without""")
_DETERMINERS = _closed("""a an the this that these those my your his her its our their some any
every each either neither no several many much few more most all both""")
_POINTERS = _closed("""it this that these those them one ones something everything anything
nothing stuff things thing there""")
_QUANTIFIERS = _closed("""some several many few lots all most any both plenty couple bunch""")
_CONJUNCTIONS = _closed("""and but because so while when which who whom whose that since although
though if whereas unless until after before""")
_ADVERBS = _closed("""still just also now really always often usually never sometimes already
recently currently even actually finally once first mostly only""")
_BE = frozenset({"is", "was", "are", "were", "has been", "had been"})
_HAVE = frozenset({"has", "had", "have", "owns"})
_LIKE = frozenset({"likes", "loves", "enjoys", "prefers", "hates", "dislikes", "adores", "liked",
                   "loved", "enjoyed", "hated", "prefer", "like", "love", "enjoy"})
_WANT = frozenset({"wants", "plans", "hopes", "intends", "wishes", "would", "will", "wanted",
                   "planned", "hoped", "dreams", "aims"})
_THINK = _closed("""thinks believes feels finds guesses supposes wonders doubts agrees knows
heard learned learnt read realized realised noticed thought believed felt found guessed wondered
doubted agreed knew""")
_MONTHS = frozenset(month.lower() for month in MONTH_NAMES)
_NEGATED = re.compile(r"\b(?:not|never|no longer|no|nor)\b|n't\b", re.I)
_WORD = re.compile(r"[A-Za-z][\w'-]*|\d[\d,.:]*")
_DIGIT = re.compile(r"\d")
_PROGRESSIVE = re.compile(r"\b(?:is|are|was|were|been)\s+(?:\w+ly\s+)?\w+ing\b", re.I)
_PERFECT = re.compile(r"\b(?:has|have|had)\s+(?:\w+ly\s+|never\s+|not\s+|just\s+|already\s+)?"
                      r"(?:been|\w+ed|\w+en)\b", re.I)
_YOU = re.compile(r"\b(?:you|your|you're|you've|yours)\b", re.I)
_CJK = re.compile(r"[\u3400-\u9fff]")
_SENTENCE_END = re.compile(r"[.!?]+\s+(?=\S)|[。！？]+(?=\S)")
_SUBJECTS = ("User", "The user", "用户")


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


def _main_verb(words: list[str]) -> str:
    """The first word after the subject, past adverbs ("User still really likes …" → likes);
    two words for "has been"."""
    rest = [w.lower() for w in words[1:]] if words and words[0] in {"User", "User's"} else \
        [w.lower() for w in words[2:]]
    if words[:1] == ["User's"]:
        rest = rest[1:]   # "User's sister is …": past the noun the possessive names
    i = 0
    while i < len(rest) and (rest[i] in _ADVERBS or rest[i].endswith("ly")):
        i += 1
    if i + 1 < len(rest) and rest[i] in {"has", "had"} and rest[i + 1] == "been":
        return f"{rest[i]} been"
    return rest[i] if i < len(rest) else ""


def _is_past(verb: str) -> bool:
    return verb.endswith("ed") or verb in PAST_IRREGULAR or verb in {"was", "were", "had", "had been"}


def features(candidate: Candidate, said: str, answered: str | None, between_people: bool) -> tuple[float, ...]:
    """:data:`FEATURES` of ``candidate``, an entry found in the user's message ``said``;
    ``answered`` is the other side's turn right before, if any; ``between_people`` whether
    the chat is with a person rather than the assistant (:func:`.extract._between_people`)."""
    content = candidate.content
    words = _words(content)
    lower = [w.lower() for w in words]
    n = len(words)
    last = lower[-1] if lower else ""
    capitals = sum(1 for k, w in enumerate(words) if k and w[:1].isupper()
                   and w not in {"User", "User's", "I"} and lower[k - 1] not in {"user"})
    clauses = content.count(",") + sum(1 for w in lower[1:] if w in _CONJUNCTIONS)
    verb = _main_verb(words)
    heard = {w.lower() for w in _words(said) if len(w) > 3}
    content_words = [w for w in lower[1:] if len(w) > 3]
    said_words = _words(said)
    first_person = len(FIRST_PERSON.findall(said))
    rule = candidate.rule
    values = {
        "words": min(n, 40) / 10,
        "long": float(n > 14),
        "clauses": min(clauses, 4) / 2,
        "capitals": min(capitals, 3) / 3,
        "number": float(bool(_DIGIT.search(content))),
        "ends_function": float(last in _PREPOSITIONS or last in _DETERMINERS),
        "pointer_end": float(last in _POINTERS),
        "quantifier": float(any(w in _QUANTIFIERS for w in lower[1:])),
        "general_head": float(last in NOT_A_THING_HEAD or last in TIME_WORDS),
        "negation": float(bool(_NEGATED.search(content))),
        "moment": float(bool(MOMENT.search(content))),
        "dated": float(any(w in _MONTHS for w in lower) or bool(re.search(r"\b(?:19|20)\d\d\b", content))),
        "subject_user": float(content.startswith(("User ", "The user ", "用户"))),
        "subject_possessive": float(content.startswith(("User's ", "The user's "))),
        "subject_other": float(not content.startswith(_SUBJECTS)),
        "target_memory": float(candidate.target == "memory"),
        "verb_be": float(verb in _BE),
        "verb_have": float(verb in _HAVE),
        "verb_like": float(verb in _LIKE),
        "verb_want": float(verb in _WANT),
        "verb_past": float(_is_past(verb)),
        "progressive": float(bool(_PROGRESSIVE.search(content))),
        "perfect": float(bool(_PERFECT.search(content))),
        "copied": (sum(1 for w in content_words if w in heard) / len(content_words)) if content_words else 0.0,
        "episode": float(rule == EPISODE_RULE),
        "rule_table": float(rule.startswith(("en.", "zh."))),
        "rule_stated": float(rule == "shape:stated"),
        "rule_other_shape": float(rule.startswith("shape:") and rule not in {"shape:stated", EPISODE_RULE}),
        "confidence": candidate.confidence,
        "changes": float(candidate.changes),
        "explicit": float(candidate.reason in {REASONS["explicit"], REASONS["standing"]}),
        "turn_words": math.log1p(len(said_words)) / 4,
        "turn_question": float("?" in said),
        "turn_exclaim": float("!" in said),
        "turn_first_person": min(first_person / max(len(said_words), 1) * 5, 1.0),
        "turn_you": float(bool(_YOU.search(said))),
        "answers_question": float(bool(answered) and "?" in (answered or "")),
        "between_people": float(between_people),
        "zh": float(bool(_CJK.search(content))),
        "verb_think": float(verb in _THINK),
        "turn_share": min(n / max(len(said_words), 1), 2.0),
        "turn_sentences": min(len(_SENTENCE_END.findall(said.strip())) + 1, 8) / 4,
    }
    return tuple(values[name] for name in FEATURES)
