"""The reader of pieces (:mod:`reverie.review.providers.heuristic.pieces`, issue 27): the
entries :mod:`asks_for` reads after a head are read to the same answer as one pattern that
repeats the pieces, read naively, and each bound a reader leans on is its pattern's own.
Every text here is our own."""

from __future__ import annotations

import math
import re

from hypothesis import given, settings
from hypothesis import strategies as st

import reverie.review.providers.heuristic.asks_for as asks_for
from reverie.review.providers.heuristic import pieces

try:  # Python 3.11+
    import re._constants as _constants
    import re._parser as _parser
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _constants
    import sre_parse as _parser

_SEPARATORS = ", \t\n\r\f\v\u00a0\u2003"


def _may_be_a_separator(op, arg) -> bool:
    """Whether one character the pattern reads may be a comma or whitespace (when unsure: yes)."""
    if op == _constants.LITERAL:
        return chr(arg) in _SEPARATORS
    if op == _constants.RANGE:
        return any(arg[0] <= ord(ch) <= arg[1] for ch in _SEPARATORS)
    if op == _constants.CATEGORY:
        return arg not in (_constants.CATEGORY_WORD, _constants.CATEGORY_DIGIT)
    if op == _constants.IN:
        return any(_may_be_a_separator(*item) for item in arg)
    return True   # NOT_LITERAL, ANY, NEGATE


def _most_separators(items) -> float:
    """The most commas and whitespace characters a match of the parsed pattern holds."""
    total = 0.0
    for op, arg in items:
        if op in (_constants.LITERAL, _constants.NOT_LITERAL, _constants.ANY, _constants.IN,
                  _constants.CATEGORY):
            total += _may_be_a_separator(op, arg)
        elif op == _constants.BRANCH:
            total += max(_most_separators(branch) for branch in arg[1])
        elif op == _constants.SUBPATTERN:
            total += _most_separators(arg[-1])
        elif op == _constants.ATOMIC_GROUP:
            total += _most_separators(arg)
        elif op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT, _constants.POSSESSIVE_REPEAT):
            inner = _most_separators(arg[2])
            total += 0 if inner == 0 else inner * (math.inf if arg[1] == _constants.MAXREPEAT else arg[1])
        elif op in (_constants.ASSERT, _constants.ASSERT_NOT, _constants.AT):
            continue   # reads nothing
        else:
            return math.inf   # a back-reference, or anything not read here
    return total


def _separators_in(pattern: re.Pattern[str]) -> float:
    return _most_separators(_parser.parse(pattern.pattern, pattern.flags))


def test_the_count_of_separators_reads_each_kind_of_pattern() -> None:
    assert _separators_in(re.compile(r"a couple of|once")) == 2
    assert _separators_in(re.compile(r"(?:[\w'-]+ ){0,2}?(?:high school|\d+)")) == 3
    assert _separators_in(re.compile(r"[a-z]+ly(?! x)")) == 0
    assert _separators_in(re.compile(r"[\w' -]+")) == math.inf
    assert _separators_in(re.compile(r"\s+|,")) == math.inf
    assert _separators_in(re.compile(r"[^a]")) == 1


def _bounds(reader) -> list[tuple[re.Pattern[str], int]]:
    if isinstance(reader, pieces.Bounded):
        return [(reader.body, reader.separators)]
    if isinstance(reader, pieces.Chained):
        return [reader.lead, reader.link, reader.last]
    assert isinstance(reader, pieces.RunOf)
    return [reader.lead]


def test_each_bound_a_reader_leans_on_is_its_patterns_own() -> None:
    # a longer adverb or time added to asks_for's lists must raise the number beside it, or a
    # piece holding it would be tried short of its end
    for reader in asks_for._AFTER_THE_VERB + asks_for._AFTER_A_DURATION:
        for pattern, separators in _bounds(reader):
            assert _separators_in(pattern) <= separators, pattern.pattern[:60]


# --- the same answers as the pieces repeated in one pattern, read naively ---------------------

_AFTER_THE_VERB = re.compile(
    rf",?\s+{asks_for._ADVERB}|,?\s+{asks_for._TIME_PREP} (?:{asks_for._COUNTING_WORD} )*{asks_for._TIME_HEAD}",
    re.I)
_AFTER_A_DURATION = re.compile(
    rf",?\s+{asks_for._ADVERB}|\s+{asks_for._WORDS_AFTER} [\w' -]+|\s+{asks_for._EACH_DAY}",
    re.I)


def _naively_to_the_end(text: str, starts: list[int], piece: re.Pattern[str]) -> bool:
    """Every end of every piece from every place reached: what "(?:piece)*$" accepts."""
    reached, todo = set(starts), list(starts)
    while todo:
        start = todo.pop()
        for end in range(start + 1, len(text) + 1):
            if end not in reached and piece.fullmatch(text, start, end):
                reached.add(end)
                todo.append(end)
    return len(text) in reached or (text.endswith("\n") and len(text) - 1 in reached)


def _naive_object_lost(text: str) -> bool:
    verb_ends = [end for end in range(len(text) + 1) if asks_for._OBJECT_TAKEN.fullmatch(text, 0, end)]
    return _naively_to_the_end(text, verb_ends, _AFTER_THE_VERB)


def _naive_duration_only(text: str) -> bool:
    head = asks_for._DURATION_TAKEN.match(text)
    return head is not None and _naively_to_the_end(text, [head.end()], _AFTER_A_DURATION)


_HEADS = ["User stopped", "User's old dog quit", "User and their sister moved", "User gave up",
          "User does an hour", "User puts in two extra hours", "User logs 3 hrs"]
_WORDS = ["in", "at", "for", "over", "since", "a", "a few", "a couple of", "couple", "of", "nearly", "the",
          "my", "3", "12", "weeks", "day", "years", "ago", "times", "twice", "before", "every", "each",
          "on", "after", "per", "night", "single", "really", "Really", "rally", "gladly", "still", "now",
          "high", "school", "age", "june", "Friday", "surgery", "wedding", "while", "a lot", "lately",
          "these", "days", "last", "fall", "x", "it", "the car", "work", "kids", "o'clock", "so"]
_GAPS = [" ", " ", " ", " ", ", ", ",", "  ", ",  ", "\t", " \n", "-", "'"]


@st.composite
def _entries(draw) -> str:
    """A head, then words with gaps between them, mostly single spaces."""
    text = draw(st.sampled_from(_HEADS))
    for word in draw(st.lists(st.sampled_from(_WORDS), max_size=9)):
        text += draw(st.sampled_from(_GAPS)) + word
    return text + draw(st.sampled_from(["", "", "\n", ",", " ", "!"]))


@given(_entries())
@settings(max_examples=300, deadline=None)
def test_the_reader_of_pieces_answers_as_the_repeated_pattern(text: str) -> None:
    assert asks_for._object_lost(text) is _naive_object_lost(text)
    assert asks_for._duration_only(text) is _naive_duration_only(text)


def test_pieces_that_overlap_are_each_read() -> None:
    # a counting word that is also a preposition, and an adverb that opens a run of words
    assert asks_for._object_lost("User stopped over over over 3 weeks, sadly")
    assert asks_for._object_lost("User stopped in a couple of days, a couple of times")
    assert not asks_for._object_lost("User stopped over over the car x")
    assert asks_for._duration_only("User does an hour before every day before the kids wake")
    assert asks_for._duration_only("User does an hour every day before school, usually a day")
    assert not asks_for._duration_only("User does an hour before, the car")
