"""review49 (a second read of learn108's :mod:`reverie.review.providers.heuristic.turned_back`):
the question asked back is read from the answer's first "?" back, each place it may start tried
once, never as one pattern over the whole answer whose said part, two lazy runs, split the
answer at every pair of positions (a second on a long answer; issue 27). The answers are
unchanged (100,000 generated answers compared with the parent's patterns); the rows pin them.
Every sentence here is our own."""

from __future__ import annotations

import pytest

import reverie.review.providers.heuristic.turned_back as turned_back
from reverie.review.providers.heuristic.turned_back import answer_before


class _Tried:
    """A pattern that records the stretch of text each try reads."""

    def __init__(self, pattern) -> None:
        self.pattern, self.read = pattern, []

    def match(self, text: str, pos: int = 0, endpos: int | None = None):
        self.read.append((pos, len(text) if endpos is None else endpos))
        return self.pattern.match(text, pos, len(text) if endpos is None else endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int | None = None):
        self.read.append((pos, len(text) if endpos is None else endpos))
        return self.pattern.fullmatch(text, pos, len(text) if endpos is None else endpos)


@pytest.mark.parametrize(("said", "before"), [
    ("A tabby, what about you?", "A tabby."),
    ("Mostly folk music and you?", "Mostly folk music."),
    ("An old van, what do you drive?", "An old van."),
    ("Tea, want some?", None),
    ("What about you?", None),
])
def test_the_question_back_is_read_from_the_first_mark_back(monkeypatch, said: str, before: str | None) -> None:
    tries = [_Tried(turned_back._AFTER_COMMA), _Tried(turned_back._NO_COMMA)]
    monkeypatch.setattr(turned_back, "_AFTER_COMMA", tries[0])
    monkeypatch.setattr(turned_back, "_NO_COMMA", tries[1])
    assert answer_before(said) == before
    mark = said.index("?")
    # no try reads the said part from the answer's start, nor past the first "?"
    assert all(start > 0 and end == mark for tried in tries for start, end in tried.read)


def test_a_long_answer_is_still_read() -> None:
    assert answer_before("the red kite " * 300 + "and you?") == ("the red kite " * 300).rstrip() + "."
    assert answer_before("the red kite " * 300 + "x?") is None
