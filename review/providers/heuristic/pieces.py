"""Whether an entry's text after its head is only pieces of a few kinds, read once (issue 27).

:mod:`asks_for` asks whether after a head ("User stopped", "User does an hour") an entry
holds only adverbs and times, one after another to its end. One pattern that repeats the
pieces read a run of them 2**n ways before a refusal (fix48); a reader of positions that
tried every later end for each start was quadratic (review49: 1.7 s on a long run of times).
This reader is linear in the text. What it leans on, true of every piece :mod:`asks_for` reads:

* A piece opens with a comma or whitespace (",?\\s+", or "\\s+" for some kinds), and its
  body begins with a word character, so the opening takes all the whitespace there is: read
  once for every kind.
* So a piece ends only where another may open (before a comma or whitespace) or at the end
  of the text: the *stops*. At a stop the text cut there and the whole text agree on every
  lookahead and word boundary inside the piece.
* A body that holds at most k commas and whitespace characters ends at one of the next k + 1
  stops, so it is tried there only (:class:`Bounded`; the bound is the pattern's own, checked
  in the tests against its parse).
* Two bodies hold any number of words: a time's counting words ("in a few", "for nearly 3")
  and the words after "before" or "every" in a stretch of time. They are read a word or a
  run at a time, each place once for the whole text (:class:`Chained`, :class:`RunOf`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable

_OPENING = re.compile(r",?\s+")


class Places:
    """A text and its stops (the places before a comma or whitespace, and its end), with
    what the readers of unbounded bodies have read of it already."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.stops = [at for at, ch in enumerate(text) if ch == "," or ch.isspace()] + [len(text)]
        self.read: set[tuple[object, int]] = set()      # (reader, place) read once
        self.runs: dict[object, tuple[list[int], list[int]]] = {}   # a reader's runs: starts, ends
        self.run_read_from: dict[tuple[object, int], int] = {}

    def stops_after(self, at: int, separators: int) -> list[int]:
        """The stops a body starting at ``at`` and holding at most ``separators`` commas and
        whitespace characters may end at: the text from ``at`` to the j-th stop after it
        holds at least j - 1 of them."""
        first = bisect_right(self.stops, at)
        return self.stops[first:first + separators + 1]

    def after_a_space(self, pattern: re.Pattern[str], separators: int, at: int) -> list[int]:
        """Where the text goes on after ``pattern`` (holding at most ``separators``) read from
        ``at``, then one space."""
        return [stop + 1 for stop in self.stops_after(at, separators)
                if self.text.startswith(" ", stop) and pattern.fullmatch(self.text, at, stop)]


class Bounded:
    """A piece whose ``body`` holds at most ``separators`` commas and whitespace characters.
    Without ``after_a_comma`` the piece opens with whitespace only ("\\s+")."""

    def __init__(self, body: re.Pattern[str], separators: int, *, after_a_comma: bool = True) -> None:
        self.body, self.separators, self.after_a_comma = body, separators, after_a_comma

    def ends(self, places: Places, opens: int, body_at: int) -> Iterable[int]:
        if not self.after_a_comma and places.text[opens] == ",":
            return ()
        return [stop for stop in places.stops_after(body_at, self.separators)
                if self.body.fullmatch(places.text, body_at, stop)]


class Chained:
    """A piece ",?\\s+" ``lead`` " " (``link`` " ")* ``last``, each of the three holding at most
    its number of separators: a time's preposition, its counting words, its head. Each place
    after a link is read once for the whole text, so a long run of counting words reached
    from many openings ("over over over …") is read once."""

    def __init__(self, lead: tuple[re.Pattern[str], int], link: tuple[re.Pattern[str], int],
                 last: tuple[re.Pattern[str], int]) -> None:
        self.lead, self.link, self.last = lead, link, last

    def ends(self, places: Places, opens: int, body_at: int) -> Iterable[int]:
        found: list[int] = []
        todo = places.after_a_space(*self.lead, body_at)
        last, last_separators = self.last
        while todo:
            at = todo.pop()
            if (self, at) in places.read:
                continue
            places.read.add((self, at))
            found.extend(stop for stop in places.stops_after(at, last_separators)
                         if last.fullmatch(places.text, at, stop))
            todo.extend(places.after_a_space(*self.link, at))
        return found


class RunOf:
    """A piece "\\s+" ``lead`` " " ``characters``+ (one class, as "[\\w' -]"): it may end at
    every stop up to where the run of those characters ends. Openings inside one run share its
    stops, so each stop of a run is given once, to the earliest opening read; the runs are
    found in one pass over the text (a match from each opening would read the run again)."""

    def __init__(self, lead: tuple[re.Pattern[str], int], characters: str) -> None:
        self.lead, self.run = lead, re.compile(characters + "+")

    def ends(self, places: Places, opens: int, body_at: int) -> Iterable[int]:
        if places.text[opens] == ",":
            return ()
        if self not in places.runs:
            runs = [(m.start(), m.end()) for m in self.run.finditer(places.text)]
            places.runs[self] = ([start for start, _ in runs], [end for _, end in runs])
        run_starts, run_ends = places.runs[self]
        found: list[int] = []
        for at in places.after_a_space(*self.lead, body_at):
            inside = bisect_right(run_starts, at) - 1
            run_end = run_ends[inside] if inside >= 0 and at < run_ends[inside] else at
            read_from = places.run_read_from.get((self, run_end), run_end)
            if at < read_from:      # the stops in (read_from, run_end] were given already
                found.extend(places.stops[bisect_right(places.stops, at):
                                          bisect_right(places.stops, read_from)])
                places.run_read_from[(self, run_end)] = at
        return found


Reader = Bounded | Chained | RunOf


def to_the_end(places: Places, starts: Iterable[int], readers: Iterable[Reader]) -> bool:
    """Whether from one of ``starts`` the text is only pieces the ``readers`` read, one after
    another to its end (a newline at the very end allowed, as a pattern's "$" does). Each
    place a piece may start at is read once."""
    text = places.text
    ends = {len(text), len(text) - 1} if text.endswith("\n") else {len(text)}
    readers = tuple(readers)
    todo, seen = list(starts), set()
    while todo:
        start = todo.pop()
        if start in ends:
            return True
        if start in seen:
            continue
        seen.add(start)
        opening = _OPENING.match(text, start)
        if opening is not None:
            for read in readers:
                todo.extend(end for end in read.ends(places, start, opening.end()) if end not in seen)
    return False
