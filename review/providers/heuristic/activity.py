"""An "it" that goes on with the activity the first clause of the sentence named (learn24).

"I started running in May; it keeps me sane." — "I love painting and it helps me relax."
The clause step cuts the sentence in two; the first clause gives its fact ("User started
running.") and the second, whose subject "it" points at nothing it says, is dropped. Here
"it" can only be the activity: the first clause is the speaker's own taste or start (love,
enjoy, like, started, took up, picked up, am passionate about, am into) whose object is one
activity said as a gerund phrase ("running", "playing acoustic guitar") or one bare word
("yoga", "chess"), and nothing else is named between it and the "it". The second clause is
then read as said of the activity ("Running keeps me sane."), which the shape layer keeps
with every test it has ("Running keeps the user sane."); a past "it was" (how it went once)
is not read.
"""

from __future__ import annotations

import re

_ACTIVITY_THEN_IT = re.compile(
    r"^(?:(?:so|oh|and|well|yeah|yes|also|honestly|actually)[,!]?\s+)*"
    r"(?:i|i'm|i am|i've|i have)\s+(?:(?:always|really|just|recently|also|absolutely|totally|"
    r"truly|finally|been)\s+)*"
    r"(?:love|loved|like|enjoy|adore|started|began|took up|picked up|got into|passionate about|"
    r"into|obsessed with)\s+"
    r"(?P<act>[a-z]+ing(?:\s+(?:the|a)(?=\s+[a-z]))?(?:\s+(?!(?:and|but|it|with|for|to|in|on|at|since|about|last|this|"
    r"every|a|an|the|my|because)\b)[a-z-]+){0,2}|(?!(?:it|this|that|you|them|him|her|"
    r"everything|anything|something|things|stuff|people|life|work|being|doing)\b)[a-z]{3,}(?=[\s,;]))"
    r"(?P<tail>\s+(?:about|around|over|for|in|since|last|this|a few|two|three|four|five|six|"
    r"\d+|when|as a|back)\b[^,;:—–-]*?)?"
    r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*;\s*|\s+[-—–]+\s+)"
    r"it(?P<verb>'s (?!been\b|so\b|such\b|a (?:lot|bit)\b|just\b)|'s been|'ll\b|"
    r" (?:is|has been|helps|gives|brings|keeps|makes|lets|allows|reminds|calms|relaxes|"
    r"means|teaches|inspires|clears|fills|takes)\b)"
    r"(?P<rest>.*)$", re.I)
_GERUND_ADJECTIVES = frozenset({"amazing", "exciting", "interesting", "inspiring", "boring",
                                "charming", "stunning", "relaxing", "calming", "rewarding",
                                "nothing", "something", "anything", "everything", "thing"})


def activity_then_it(sentence: str) -> str | None:
    """The sentence's "it" clause said of the activity its first clause named ("Running
    keeps me sane."), or ``None`` (module docstring)."""
    said = _ACTIVITY_THEN_IT.match(sentence.strip())
    if said is None:
        return None
    act = said["act"]
    if act.split()[0].lower() in _GERUND_ADJECTIVES or said["verb"].startswith("'ll"):
        return None
    verb = said["verb"]
    if verb.startswith("'s been"):
        verb = " has been"
    elif verb.startswith("'s "):
        verb = " is "
    return act[0].upper() + act[1:] + verb + said["rest"]
