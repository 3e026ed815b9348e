"""A subject carried to the next sentence: "It"/"They" for the thing the sentence before
was about.

People talk about a thing in a run of sentences and name it only once: "Pottery gives me so
much peace. It helps me slow down after work." Read alone, the second sentence's "It" points
at nothing, and the shape layer drops it (its subject must name something). A subject
pronoun most often continues the subject of the sentence just before (the same thing stays
in focus), so when the sentence just before, in the same message, was about a thing or an
activity named as its subject (:func:`.disclosure.thing_subject`), and the pronoun agrees
with it in number ("It" a singular thing, "They" a plural one), the pronoun is read as that
thing: "Pottery helps me slow down after work", which the shape layer then reads with every
test it has ("Pottery helps the user slow down after work.").

Only the subject of the sentence right before, never its object ("I signed up for a pottery
class. It's like therapy for me." — the class, the signing up, or the week?), never across
a message or a speaker, and never a subject that was itself a pronoun or "I"/"my …": the
thing must be named, not guessed.
"""

from __future__ import annotations

import re

# "It"/"They" as the subject, then a verb (not "It's me", "they said", "It's been ages").
_PRONOUN_SUBJECT = re.compile(r"^(?P<p>it|they)(?P<rest>(?:'s|'re|'ve| is| are| was| were| has| have|"
                              r"'ll| will| really| also| just| always| definitely| truly| still| "
                              r"totally| helps?| gives?| brings?| keeps?| makes?| reminds?| means?| "
                              r"lets?| allows?| teaches?| taught| inspires?| motivates?| calms?| "
                              r"relaxes?)\b.*)$", re.I)


# learn70: "That's what helps me …" after "For me, it's <a doing>" (disclosure.thing_subject):
# "what" is the doing, and the verb after it says what it does for the speaker
_THAT_IS_WHAT = re.compile(r"^(?:that|this)(?:'s| is) (?:what|how) (?P<rest>(?:really |always )?(?:helps?|gives?|"
                           r"keeps?|makes?|lets?|brings?|calms?|relaxes?|motivates?|inspires?|gets?|"
                           r"reminds?)\b.*)$", re.I)


_ITS_VERB = re.compile(r"(?:^(?:really |always )?|(?<=\band ))(?:helps|gives|keeps|makes|lets|brings|calms|"
                       r"relaxes|motivates|inspires|gets|reminds)\b")


def _plural(topic: str) -> bool:
    last = topic.split()[-1].lower()
    return " and " in topic.lower() or " & " in topic or (
        last.endswith("s") and not last.endswith(("ss", "us", "is", "ics")))


# A doing as the topic ("growing vegetables", "looking after my bees") is one subject whatever
# its object's number; two doings joined ("sketching and gardening") are two (review24 R19).
_DOING_FIRST = re.compile(r"[a-z]+ing\b")
_DOINGS_JOINED = re.compile(r"\b(?:and|&)\s+[a-z]+ing\b", re.I)


def _many(topic: str) -> bool:
    if _DOING_FIRST.match(topic):
        return bool(_DOINGS_JOINED.search(topic))
    return _plural(topic)


# learn77: a sentence opening with "it" that names the listener ("It's nice to meet you", "It
# was great talking to you") is said to them: its "it" stands for the meeting or the talk, not
# the thing named before ("User's name is nice to meet the assistant." was written)
_TO_THE_LISTENER = re.compile(r"\b(?:you|your|yours|ya)\b", re.I)


def may_carry(sentence: str) -> bool:
    """Whether :func:`carried` can give anything for ``sentence``, whatever the topic: it
    opens with "It"/"They" or "That's what …", the first thing :func:`carried` reads. A
    caller asks this before reading the sentence before for its subject (issue 27)."""
    sentence = sentence.strip()
    return bool(_PRONOUN_SUBJECT.match(sentence) or _THAT_IS_WHAT.match(sentence))


def carried(sentence: str, topic: str | None) -> str | None:
    """``sentence`` with its leading "It"/"They" replaced by ``topic`` (the thing the
    sentence before was about), or ``None`` when it does not start with one, or the two
    differ in number."""
    if not topic:
        return None
    said = _PRONOUN_SUBJECT.match(sentence.strip())
    if said is None:
        what = _THAT_IS_WHAT.match(sentence.strip())
        if what is None:
            return None
        rest = what["rest"]
        if _many(topic):   # "sketching and gardening keep me grounded and help me …"
            rest = _ITS_VERB.sub(lambda m: m[0][:-2] if m[0].endswith("xes") else m[0][:-1], rest)
        return f"{topic} {rest}"
    if (said["p"].lower() == "they") != _plural(topic):
        return None   # "Flowers bring joy. It was …": "it" is something else
    if _TO_THE_LISTENER.search(said["rest"]):
        return None   # learn77: "My name is Ada. It's nice to meet you!": a courtesy, "it" is no thing
    rest = said["rest"]
    if said["p"].lower() == "it" and re.match(r"(?i)'s\b", rest) and topic.split()[-1].lower().endswith("s"):
        rest = " is" + rest[2:]
    return f"{topic}{rest}"


# learn32: a dash between two clauses, the second opening with its subject pronoun.
# learn54: a dash typed against the word before it ("the sunset- it calms me") is the same dash
# (the clause step cuts there too: ``disclosure._CUT``); a hyphen inside a word has no space after
_DASH = re.compile(r"\s+[-\u2013\u2014]+\s+|(?<=[a-z])[-\u2013\u2014]+\s+")
_SPEAKER = re.compile(r"\b(?:me|my|myself)\b", re.I)


def after_dash(sentence: str) -> tuple[str, str] | None:
    """``(head, tail)`` when ``sentence`` is one clause, a dash, and a clause opening with
    "it"/"they" that says something of the speaker (module docstring); else ``None``. The
    caller reads the tail with the head's subject (:func:`carried`)."""
    parts = _DASH.split(sentence.strip())
    if len(parts) != 2:
        return None
    head, tail = parts
    if not _PRONOUN_SUBJECT.match(tail) or not _SPEAKER.search(tail):
        return None
    return head, tail
