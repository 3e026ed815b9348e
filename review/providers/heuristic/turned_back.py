"""A short answer that turns the friend's question back on them at its end (learn108, issue 31:
recall).

In a first meeting each speaker answers and asks the same thing back in one breath: "What kind
of dog do you have?" — "A beagle, what about you?"; "What music do you like?" — "Mostly jazz
and you?"; "What do you drive?" — "An old pickup, what do you drive?". Typed as one sentence,
the answer ends on a question mark, and :func:`.asked.restated` joins no question to the
question it answers: the fragment was lost with the question after it. The question at the end
asks the friend, not the user; the words before it answer. :func:`answer_before` gives those
words back as the sentence, and :func:`.asked.restated` reads them with the question as it reads
"A beagle." (every test it has: a fragment of one clause, a kind, a pick, a hedge).

Only a question **back to the friend**, short and whole, at the very end:

* after a comma: "(and / so / but) what about you", "how about yourself", "you", "yours",
  "what's yours", "what are your hobbies", "do you", "have you", "are you", "you too", or a "what / which / where /
  how many … do you …" of at most five words more ("what do you drive", "which one do you
  have"): the same question, asked back;
* with no comma, only "and you" and "(and) what / how about you (yourself)": without a comma
  a bare "you" or "do you" may be the end of the answer's own clause ("I love you?").

A question that asks anything else ("Chess, is that what you mean?", "Tea, want some?"), and
an answer that is all question ("What about you?"), give nothing: the answer is then left as
it was. :func:`asked_back` is the one reader of such a question (learn110): it also tells a
sentence that is all question back, which :mod:`.same_here` skips after the friend's statement.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

_BACK = (r"(?:and\s+|so\s+|but\s+)?(?:(?:what|how)\s+about\s+(?:you|yourself|yours|u)|you|yourself|yours|u|"
         r"what(?:'s|’s|\s+is|\s+are)\s+(?:yours|your\s+[a-z]+(?:\s+[a-z]+)?)|(?:do|have|are|did)\s+you|you\s+too|"
         r"(?:what|which|where|how\s+many)(?:\s+[a-z]+){0,2}\s+(?:do|did|have|are)\s+you(?:\s+[a-z]+){0,3})")
# (review49: read from the answer's first "?" back, each place the question back may start
# tried once: one pattern of the whole answer read a said part of two lazy runs, "[^?]*?\w[^?,]*?",
# a split for every pair of positions, a second on a long answer)
_AFTER_COMMA = re.compile(r"\s*,\s*" + _BACK + r"\s*", re.I)
_NO_COMMA = re.compile(r"\s+(?:and\s+(?:you|yourself)|(?:and\s+)?(?:what|how)\s+about\s+(?:you|yourself))\s*", re.I)
_MARKS = re.compile(r"\?+\W*")
_A_WORD_LAST = re.compile(r"\w[^,]*$")
#: learn110: a sentence that is all question back ("What about you?", "And you?", "Do you?")
_ALL_BACK = re.compile(r"\W*" + _BACK + r"\s*", re.I)


def asked_back(sentence: str) -> tuple[str, str] | None:
    """``sentence`` split into what it says and the question it asks the friend back at its end
    ("A beagle, what about you?" → ("A beagle", ", what about you?")); what it says is "" when
    the sentence is all question back ("What about you?"); None when it ends on no such
    question. The one reader of the question back: :func:`answer_before` and
    :mod:`.same_here` (the friend's statement before "What about you?") both read it here."""
    text = sentence.strip()
    mark = text.find("?")
    if mark < 0 or not _MARKS.fullmatch(text, mark):
        return None   # the question back is the only "?", at the very end
    if _ALL_BACK.fullmatch(text, 0, mark):
        return "", text
    for back in (_AFTER_COMMA, _NO_COMMA):
        for at in range(1, mark):
            # the said part: no "?", and a word with no comma after it (the shortest that reads)
            if (text[at] == "," or text[at].isspace()) and back.fullmatch(text, at, mark) \
                    and _A_WORD_LAST.search(text, 0, at):
                return text[:at].rstrip(" ,;-–—"), text[at:]
    return None


def answer_before(sentence: str) -> str | None:
    """``sentence`` without the question it asks the friend back at its end, closed with a stop
    ("A beagle, what about you?" → "A beagle."), or None when it ends on no such question or is
    all question."""
    said = asked_back(sentence)
    return said[0] + "." if said and said[0] else None


# learn110: people who type as they talk glue the question back to their own statement with no
# comma at all ("I am from Leeds what about you?", "I'm a plumber you?", "I love chess how
# about you?"). "and you" and "what / how about you" read as :data:`_NO_COMMA`; a bare "you" or
# "do you", or a short "how old are you", closes the statement only when the words before it
# are a whole clause that does not take "you" as its object or after a preposition ("I love
# you?", "I'm with you?", "I'd like to see you?" stay whole).
_OWN_NO_COMMA = re.compile(r"\s+(?:(?:do\s+)?you|(?:how|what|where|which)(?:\s+[a-z]+)?\s+(?:are|do|did|have)\s+you"
                           r"(?:\s+[a-z]+){0,3})\s*", re.I)
_TAKES_YOU = re.compile(r"\b(?:to|with|for|at|about|of|from|by|on|in|like|love|miss|see|meet|tell|told|thank|hate|"
                        r"need|want|know|ask|call|help|trust|believe|hear|join|visit|bring|invite|text|owe|follow|"
                        r"understand|remember|get|give|show|teach|let|make|than|as|and|or|but|if|when|because|"
                        r"are|were|was|is|am|be|can|will|would|could|should|do|did|does|me|thank)$", re.I)


def statement_before(sentence: str) -> str | None:
    """An own statement without the question it asks the friend back, glued on with no comma
    ("I am a plumber you?" → "I am a plumber."), or None (module comment above). The caller
    tells that the words before are the speaker's own statement; this tells only that they are
    whole before the question back."""
    text = sentence.strip()
    mark = text.find("?")
    if mark < 0 or not _MARKS.fullmatch(text, mark):
        return None
    for back in (_NO_COMMA, _OWN_NO_COMMA):
        for at in range(1, mark):
            if text[at].isspace() and text[at - 1].isalnum() and back.fullmatch(text, at, mark):
                head = text[:at]
                if back is _OWN_NO_COMMA and (len(head.split()) < 3 or _TAKES_YOU.search(head)):
                    return None
                return head + "."
    return None
