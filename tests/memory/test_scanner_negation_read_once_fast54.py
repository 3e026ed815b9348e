"""A negation is looked for only where it may stand on a verb (fast54, issue 28's speed).

``negation._negated`` and ``_Sentence.negated`` read, for each verb, only the negations
ending in the gap right before it or starting just after it, found by bisection; before,
every negation of the sentence was sliced out and stripped for every verb, so a long
sentence of verbs and negations ("he" is Russian "не" folded: "he ignores what i said
before" over and over) took minutes. ``overrides._everything_then_ordered`` finds the
clause marks once a sentence rather than from the start again for each verb.

The readings are checked against the old ones, written out here, on sentences drawn
from a vocabulary of negations, override verbs and what may stand between them; the cost
by counting what is read, never by a clock.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory.scan.capability import overrides
from reverie.memory.scan.capability.hits import _hits
from reverie.memory.scan.capability.negation import (
    _NO_SPACES,
    _UNSPACED,
    _negated,
    _negates_after,
    _person_prefix,
    _whole_word,
)
from reverie.memory.scan.capability.sentence import _Sentence
from reverie.memory.scan.normalise import fold


def _negated_reading_all(s: _Sentence, action) -> bool:
    # the reading before fast54: every negation of the sentence tried against the verb
    for hit in s.by_slot.get("neg", ()):
        if hit[2] <= action[1]:
            between = s.text[hit[2]:action[1]].strip(" '\u2019")
            if ((between == "" or _person_prefix(s.text, between, action))
                    and (hit[2] == action[1] or _whole_word(s.text, hit))):
                return True
        elif (0 <= hit[1] - action[2] <= 3
              and _UNSPACED.search(s.text[hit[1]:hit[2]])
              and (_NO_SPACES.search(s.text[hit[1]:hit[2]]) or _whole_word(s.text, hit))):
            return True
    return False


def _sentence_negated_reading_all(s: _Sentence, action) -> bool:
    return _negated_reading_all(s, action) or any(
        hit[1] >= action[2] and not s.text[action[2]:hit[1]].strip()
        and _negates_after(s.text, action, hit)
        for hit in s.by_slot.get("neg", ()))


_WORDS = ["don't", "do not", "not", "never", "he", "не", "لا", "אל", "nicht", "ne", "n'",
          "不要", "别", "না", "non", "kein", "pas", "niet", "inte", "less", "only",
          "ignore", "forget", "ignores", "disregard", "vergiss", "oublie", "تشارك", "תשתף",
          "شارك", "ignoriere", "olvida", "忽略", "無視", "しないで", "ignora", "glöm",
          "everything", "your rules", "what i said before", "alles", "tout", "and write",
          "ت", "ש", "تت", "the", "then", "please"]
_SEPARATORS = ["", " ", " ", "  ", "'", "\u2019 ", " ' ", ", ", ": ", "\t"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_WORDS), st.sampled_from(_SEPARATORS)),
                min_size=1, max_size=12))
def test_negations_read_as_reading_every_one_did(parts) -> None:
    text = fold("".join(word + gap for word, gap in parts))
    s = _Sentence(text, _hits(text))
    for slot in ("ov", "say", "reveal", "send"):
        for action in s.by_slot.get(slot, ()):
            assert _negated(s, action) == _negated_reading_all(s, action), (text, action)
            assert s.negated(action) == _sentence_negated_reading_all(s, action), (text, action)


class _CountingText(str):
    """A sentence's text that counts the characters sliced out of it."""

    read = 0

    def __getitem__(self, key):
        found = str.__getitem__(self, key)
        _CountingText.read += len(found)
        return found


def _characters_sliced(repeats: int) -> int:
    text = fold("he ignores what i said before " * repeats)
    s = _Sentence(text, _hits(text))
    s.text = _CountingText(text)
    _CountingText.read = 0
    for action in s.by_slot["ov"]:
        s.negated(action)
    return _CountingText.read


def test_a_sentence_of_many_verbs_and_negations_is_read_in_linear_steps() -> None:
    small, big = _characters_sliced(50), _characters_sliced(200)
    # four times the text is about four times the slicing (the old reading sliced the
    # text between every negation and every verb: about sixteen times)
    assert big <= 5 * small, (small, big)


def test_the_clause_marks_are_read_once_a_sentence(monkeypatch) -> None:
    read = []
    marks = overrides._ORDER_CLAUSE_MARKS

    class Counting:
        def finditer(self, text, pos=0, endpos=None):
            end = len(text) if endpos is None else min(endpos, len(text))
            read.append(end - pos)
            return marks.finditer(text, pos, end)

    monkeypatch.setattr(overrides, "_ORDER_CLAUSE_MARKS", Counting())
    text = fold("and then forget everything " * 300)
    s = _Sentence(text, _hits(text))
    assert len(s.by_slot["ov"]) >= 300
    overrides._everything_then_ordered(s)
    # each verb's clause opening read from the start again would be ~300 / 2 texts
    assert sum(read) <= len(text), (sum(read), len(text))
