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
    """A reader of pieces that records how often it is asked and where each piece it
    reads ends."""

    def __init__(self, reader) -> None:
        self.reader, self.asked, self.found = reader, 0, []

    def ends(self, places, opens: int, body_at: int):
        self.asked += 1
        found = list(self.reader.ends(places, opens, body_at))
        self.found.extend((places.text, end) for end in found)
        return found


def _tried(monkeypatch, name: str) -> list[_Tried]:
    readers = [_Tried(reader) for reader in getattr(asks_for, name)]
    monkeypatch.setattr(asks_for, name, tuple(readers))
    return readers


def _where_no_piece_starts(readers: list[_Tried]) -> list[int]:
    return [end for tried in readers for text, end in tried.found
            if end != len(text) and text[end] != "," and not text[end].isspace()]


@pytest.mark.parametrize(("text", "lost"), [
    ("User stopped in a few weeks, sadly", True),
    ("User stopped again two years ago", True),
    ("User stopped the car in a few weeks", False),
])
def test_a_piece_after_the_verb_ends_only_where_another_may_start(monkeypatch, text: str, lost: bool) -> None:
    readers = _tried(monkeypatch, "_AFTER_THE_VERB")
    assert asks_for._object_lost(text) is lost
    assert any(tried.asked for tried in readers) and _where_no_piece_starts(readers) == []


@pytest.mark.parametrize(("text", "lost"), [
    ("User does an hour every evening", True),
    ("User does an hour before work, usually", True),
    ("User does an hour of piano", False),
])
def test_a_piece_after_a_stretch_of_time_ends_only_where_another_may_start(monkeypatch, text: str, lost: bool) -> None:
    readers = _tried(monkeypatch, "_AFTER_A_DURATION")
    assert asks_for._duration_only(text) is lost
    assert _where_no_piece_starts(readers) == []
