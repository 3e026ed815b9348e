"""review49 (a second read of fix48's reader of pieces in
:mod:`reverie.review.providers.heuristic.asks_for`): every piece after the verb or the stretch
of time opens with a comma or a space, so a piece is tried only up to where another may start
or the text ends. Trying every position cost a fullmatch per character for each start: a
content of a long run of times took seconds (issue 27). The answers are unchanged; the
rows pin them. Every sentence here is our own."""

from __future__ import annotations

import pytest

import reverie.review.providers.heuristic.asks_for as asks_for


class _Tried:
    """A piece pattern that records where each try ends."""

    def __init__(self, pattern) -> None:
        self.pattern, self.ends = pattern, []

    def fullmatch(self, text: str, start: int, end: int):
        self.ends.append((text, end))
        return self.pattern.fullmatch(text, start, end)


def _where_no_piece_starts(tried: _Tried) -> list[int]:
    return [end for text, end in tried.ends
            if end != len(text) and text[end] != "," and not text[end].isspace()]


@pytest.mark.parametrize(("text", "lost"), [
    ("User stopped in a few weeks, sadly", True),
    ("User stopped again two years ago", True),
    ("User stopped the car in a few weeks", False),
])
def test_a_piece_after_the_verb_ends_only_where_another_may_start(monkeypatch, text: str, lost: bool) -> None:
    tried = _Tried(asks_for._AFTER_THE_VERB)
    monkeypatch.setattr(asks_for, "_AFTER_THE_VERB", tried)
    assert asks_for._object_lost(text) is lost
    assert tried.ends and _where_no_piece_starts(tried) == []


@pytest.mark.parametrize(("text", "lost"), [
    ("User does an hour every evening", True),
    ("User does an hour before work, usually", True),
    ("User does an hour of piano", False),
])
def test_a_piece_after_a_stretch_of_time_ends_only_where_another_may_start(monkeypatch, text: str, lost: bool) -> None:
    tried = _Tried(asks_for._AFTER_A_DURATION)
    monkeypatch.setattr(asks_for, "_AFTER_A_DURATION", tried)
    assert asks_for._duration_only(text) is lost
    assert _where_no_piece_starts(tried) == []
