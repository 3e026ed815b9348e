"""Running the pattern table fast: which row of :mod:`memory.scan.patterns` matches first.

The table has ~90 rows and almost every text matches none of them, so the work is ruling
rows out. Each row's required literals (:mod:`memory.scan.prefilter`) say which words a match
cannot do without; :class:`TablePlan` files every literal of the table in one
:class:`~memory.scan.prefilter.LiteralIndex` per haystack (the folded text, the cased text, and
either lowercased for case-insensitive groups), so one pass over a text's trigrams says
which literals it holds, and a row whose literal groups are not all met is skipped
without running its regex. Which rows pass is exactly what
:meth:`RequiredLiterals.may_match` says row by row; only the cost differs.

The rows that pass run their regex in table order; the first that matches (and whose
validator and exception accept the match) is the answer. Two things make a regex that
runs cheaper, neither changing whether it matches (``tests/memory/
test_scanner_table_search.py`` holds both to the plain search): a regex that ``re``
would try at every position runs behind a gate of the characters its matches start with
(:func:`memory.scan.reach.gated`), and on a long text (the joined snapshot) a row whose
matches are short is searched only near the occurrences of its literals
(:func:`memory.scan.reach.reach_of`).
"""

from __future__ import annotations

import sys
from functools import cache

from . import regex_facts
from .patterns import ThreatPattern
from .prefilter import LiteralIndex, lower_for_literals
from .reach import Reach, gated, gated_at
from .regex_facts import first_chars, han_free, offset_gate, reach_of, starts_plain

__all__ = ["TablePlan", "ascii_digits", "first_match", "plan_for"]

# The haystacks a row's literals are tested on: (case kept?, lowered for a (?i) group?).
_FOLDED, _FOLDED_LOWERED, _CASED, _CASED_LOWERED = range(4)


def _kind(pattern: ThreatPattern) -> int:
    return (_CASED if pattern.case_sensitive else _FOLDED) + pattern.required.lowered


class TablePlan:
    """A pattern table prepared for :func:`first_match`: its rows in order, each with its
    literal groups as masks over one bit numbering of every (haystack kind, literal)."""

    def __init__(self, table: tuple[ThreatPattern, ...]) -> None:
        self.table = table
        literals: list[set[str]] = [set() for _ in range(4)]
        for pattern in table:
            for group in pattern.required.groups:
                literals[_kind(pattern)].update(group)
        self.bit: dict[tuple[int, str], int] = {}
        #: bit -> (haystack kind, literal)
        self.literal: dict[int, tuple[int, str]] = {}
        for kind, found in enumerate(literals):
            for literal in sorted(found):
                bit = 1 << len(self.bit)
                self.bit[kind, literal] = bit
                self.literal[bit] = (kind, literal)
        #: the longest literal of any kind
        self.longest = max((len(literal) for _, literal in self.bit), default=0)
        #: per haystack kind, the index of its literals (None when it has none)
        self.indexes = tuple(
            LiteralIndex([(literal, self.bit[kind, literal], None) for literal in found])
            if found else None for kind, found in enumerate(literals))
        # An ASCII text whose cased text lowercased is its folded text (almost every note:
        # folding also reads a backtick as an apostrophe, and no case-sensitive literal
        # holds either) is read once for every kind: the folded and lowered literals as
        # they are, the case-sensitive ones lowercased and then checked in the cased text.
        assert not any(quote in literal for (kind, literal) in self.bit if kind >= _CASED
                       for quote in "'`"), "a case-sensitive literal with a quote"
        merged = []
        for (kind, literal), bit in self.bit.items():
            exact = literal if kind == _CASED and literal.lower() != literal.upper() else None
            merged.append((literal.lower() if kind == _CASED else literal, bit, exact))
        self._merged = LiteralIndex(merged)
        rows = []
        for pattern in table:
            kind = _kind(pattern)
            masks = []
            for group in pattern.required.groups:
                mask = 0
                for literal in group:
                    mask |= self.bit[kind, literal]
                masks.append(mask)
            rows.append((pattern, kind, tuple(masks), pattern.min_digits))
        #: (pattern, haystack kind, one mask per literal group, min_digits), in table order
        self.rows: tuple[tuple[ThreatPattern, int, tuple[int, ...], int], ...] = tuple(rows)
        # Which rows a literal lets through its first group (bit r for row r), and the rows
        # that have no literal group: a text's rows to try, found from the literals it
        # holds rather than by asking every row.
        self.first_rows: dict[int, int] = {}
        self.ungrouped = 0
        for index, (_pattern, _row_kind, groups, _digits) in enumerate(rows):
            if not groups:
                self.ungrouped |= 1 << index
            for bit in _bits(groups[0] if groups else 0):
                self.first_rows[bit] = self.first_rows.get(bit, 0) | 1 << index
        #: per row, how far its matches reach (None: no bound; search the whole text)
        self.reaches = tuple(_row_reach(pattern) for pattern in table)
        #: per row, the search that says whether its regex matches (gated where that pays)
        self.searches: list = [_row_search(pattern) for pattern in table]
        for index, search in enumerate(self.searches):
            if isinstance(search, _Make):
                self.searches[index] = _Lazy(search.make, self.searches, index)
        #: per row index, :func:`han_free_row` once asked
        self.han_free: dict[int, bool] = {}
        #: per other plan (by id), the renumbering :meth:`mask_from` reads its masks with
        self._bits_from: dict[int, tuple[TablePlan, int, dict[int, int]]] = {}

    def mask_from(self, plan: TablePlan, held: int) -> int | None:
        """This plan's mask of a text, from ``held``, ``plan``'s mask of the same text, when
        ``plan`` files every literal of this one under the same haystack kind (a plan of
        some of ``plan``'s rows: the glued read's secret rows); None otherwise. Each mask
        says which literals occur in the text, so this one is those bits of ``held``
        renumbered: an entry's secret-row mask for its glued reads is read from the mask
        its scan took, not from its text again (fast35)."""
        bits = self._bits_from.get(id(plan))
        if bits is None or bits[0] is not plan:
            if not all(key in plan.bit for key in self.bit):
                return None
            mapping = {plan.bit[key]: bit for key, bit in self.bit.items()}
            union = 0
            for other in mapping:
                union |= other
            bits = self._bits_from[id(plan)] = (plan, union, mapping)
        _plan, union, mapping = bits
        found = 0
        held &= union
        while held:
            low = held & -held
            found |= mapping[low]
            held ^= low
        return found

    def masks(self, folded: str, cased: str) -> int:
        """The mask of the literals the text holds, every haystack kind in one."""
        if cased.isascii() and folded.isascii() and (
                cased.lower() == folded or cased.lower().replace("`", "'") == folded):
            return self._merged.mask(folded, cased)
        held = 0
        for kind, index in enumerate(self.indexes):
            if index is not None:
                held |= index.mask(_haystack(kind, folded, cased))
        return held


def _haystack(kind: int, folded: str, cased: str) -> str:
    text = cased if kind >= _CASED else folded
    return lower_for_literals(text) if kind in (_FOLDED_LOWERED, _CASED_LOWERED) else text


# A gate of more first characters than this skips too few positions to pay.
_GATE_MAX = 32


# A regex parsed once for its reach and its gate, whichever plans hold its row (the
# joined read's glued read plans the secret rows on their own).
_reach_of = cache(reach_of)


def _row_reach(pattern: ThreatPattern) -> Reach | None:
    """The row's :func:`reach_of`, from ``regex_facts.json`` by its text when the file holds
    it (the row's regex is then not compiled)."""
    facts = regex_facts.of_source(pattern.source)
    return _reach_of(pattern.regex) if facts is None else regex_facts.reach_from(facts)


def _row_search(pattern: ThreatPattern):
    """:func:`_search_of` the row's regex, both compiled on the search's first call when
    ``regex_facts.json`` holds the row's facts."""
    facts = regex_facts.of_source(pattern.source)
    if facts is None:
        return _search_of(pattern.regex)
    at = regex_facts.gate_at_from(facts)
    if at is not None and len(at[1]) <= _GATE_MAX:
        return _Make(lambda: _offset_search(pattern.regex, at[1], at[0]))
    chars = regex_facts.first_from(facts)
    if chars is None or len(chars) > _GATE_MAX or facts["plain"]:
        return _Make(lambda: pattern.regex.search)
    return _Make(lambda: _gated_search(pattern.regex, chars))


@cache
def _search_of(regex):
    """``regex.search``, or the search of it behind a gate of the characters its matches
    hold at one offset (:func:`memory.scan.reach.offset_gate`: narrower than the first
    ones, further on) or of its first characters when ``re`` would otherwise try it at
    every position (:func:`memory.scan.reach.gated`)."""
    at = offset_gate(regex)
    if at is not None and len(at[1]) <= _GATE_MAX:
        return _Make(lambda: _offset_search(regex, at[1], at[0]))
    chars = first_chars(regex)
    if chars is None or len(chars) > _GATE_MAX or starts_plain(regex):
        return regex.search
    return _Make(lambda: _gated_search(regex, chars))


@cache
def _gated_search(regex, chars: frozenset[str]):
    return gated(regex, chars).search


@cache
def _offset_search(regex, chars: frozenset[str], offset: int):
    """A search with ``regex.search``'s answer (whether it matches in ``[pos, endpos)``),
    made by the gate at ``offset`` (:func:`memory.scan.reach.gated_at`): a match starting
    at ``pos`` has its gated character at ``pos + offset``. Even a row that ``re`` skips
    to fast (a class first) is tried only where the rarer character stands."""
    search = gated_at(regex, chars, offset).search

    def found(text: str, pos: int = 0, endpos: int = sys.maxsize):
        return search(text, pos + offset, endpos)

    return found


class _Make:
    """A search to be made on its first call (see :class:`_Lazy`)."""

    __slots__ = ("make",)

    def __init__(self, make) -> None:
        self.make = make


class _Lazy:
    """A row's search in a plan, made (its regex or its gate compiled) on its first call:
    most rows never pass their literals in a process, and compiling every row and every
    row's gate (the whole regex again) was ~100 ms of a process's first scan (issue 28).
    Made, the search takes its place in the plan, so later calls go to ``re`` directly."""

    __slots__ = ("_index", "_make", "_searches")

    def __init__(self, make, searches: list, index: int) -> None:
        self._make, self._searches, self._index = make, searches, index

    def __call__(self, *args):
        # two threads may both make it: the same regex, either search is right
        search = self._make()
        self._searches[self._index] = search
        return search(*args)


def han_free_row(plan: TablePlan, index: int) -> bool:
    """Whether no match of the plan's row ``index`` holds a Han ideograph
    (:func:`memory.scan.reach.han_free`, parsed once per regex)."""
    found = plan.han_free.get(index)
    if found is None:
        pattern = plan.rows[index][0]
        facts = regex_facts.of_source(pattern.source)
        found = plan.han_free[index] = (_han_free(pattern.regex) if facts is None
                                        else facts["han_free"])
    return found


_han_free = cache(han_free)


_PLANS: dict[int, TablePlan] = {}


def plan_for(table: tuple[ThreatPattern, ...]) -> TablePlan:
    """The plan of ``table``, made once per table (tables are module constants)."""
    plan = _PLANS.get(id(table))
    if plan is None or plan.table is not table:
        plan = _PLANS[id(table)] = TablePlan(table)
    return plan


def ascii_digits(text: str) -> int:
    """How many of ``text``'s characters are 0-9 (bytes.translate: one C pass, no loop)."""
    encoded = text.encode("utf-8", "surrogatepass")
    return len(encoded) - len(encoded.translate(None, b"0123456789"))


def passing_rows(folded: str, cased: str, table: tuple[ThreatPattern, ...]
                 ) -> list[ThreatPattern]:
    """The rows whose literal groups and digit count do not rule them out, in order."""
    plan = plan_for(table)
    held = plan.masks(folded, cased)
    digits = ascii_digits(folded)
    return [pattern for pattern, _kind, groups, min_digits in plan.rows
            if digits >= min_digits and all(group & held for group in groups)]


#: From this length on, a row's regex runs only near its literals (bench_scanner: below
#: it, finding the literals costs more than the search they spare).
NEAR_LITERALS_FROM = 512


def first_match(folded: str, cased: str, table: tuple[ThreatPattern, ...], *,
                near_from: int | None = None, held: int | None = None,
                around: tuple[list[int], list[int]] | None = None,
                rows: int | None = None) -> ThreatPattern | None:
    """The first row of ``table`` that matches (the folded or the cased text, as the row
    says), skipping rows whose required literals or digit count rule them out.

    A text of ``near_from`` characters or more (:data:`NEAR_LITERALS_FROM`) is searched
    only near each row's literals (:mod:`memory.scan.reach`). ``held``: the literal masks of
    the text (:meth:`TablePlan.masks`, or a superset of them), when the caller has them.
    ``around``: positions (in the folded text, in the cased text) that every match the
    caller cares about reaches; rows with a bound are then searched only near those
    (the joined read: a match away from where entries meet was found in the entries).
    ``rows``: the rows to try (bit *r* for row *r*, :func:`row_mask`), when not all.
    """
    plan = plan_for(table)
    if held is None:
        held = plan.masks(folded, cased)
    if near_from is None:
        near_from = NEAR_LITERALS_FROM
    long = len(folded) >= near_from or len(cased) >= near_from
    candidates = plan.ungrouped
    first_rows = plan.first_rows
    literals = held
    while literals:
        bit = literals & -literals
        candidates |= first_rows.get(bit, 0)
        literals ^= bit
    if rows is not None:
        candidates &= rows
    positions = _LiteralTexts(folded, cased) if long else None
    digits = -1  # ASCII digits in the folded text, counted when a row first asks
    while candidates:
        row = candidates & -candidates
        candidates ^= row
        index = row.bit_length() - 1
        pattern, _kind, groups, min_digits = plan.rows[index]
        if min_digits:
            if digits < 0:
                digits = ascii_digits(folded)
            if digits < min_digits:
                continue
        for group in groups:
            if not group & held:
                break
        else:
            if _row_matches(plan, index, folded, cased, held, positions, around):
                return pattern
    return None


def row_mask(indexes) -> int:
    """The ``rows`` argument of :func:`first_match` for these row indices."""
    mask = 0
    for index in indexes:
        mask |= 1 << index
    return mask


def _row_matches(plan: TablePlan, index: int, folded: str, cased: str, held: int,
                 positions: _LiteralTexts | None, around: tuple[list[int], list[int]] | None
                 ) -> bool:
    """Whether a row that its literals did not rule out matches (and a match counts)."""
    pattern, _kind, groups, _ = plan.rows[index]
    haystack = cased if pattern.case_sensitive else folded
    search, reach = plan.searches[index], plan.reaches[index]
    if reach is not None and around is not None:
        positions = around[1] if pattern.case_sensitive else around[0]
        if not _near_positions(search, haystack, positions, reach):
            return False
    elif (reach is not None and positions is not None and groups
          and _near_literals(plan, index, held, haystack, reach, positions) is False):
        return False
    # Found near: confirmed on the whole text, so a window can only ever save work.
    if search(haystack) is None:
        return False
    return _accepted(pattern, haystack)


def _near_positions(search, haystack: str, positions: list[int], reach: Reach) -> bool:
    """Whether a match whose reach takes in one of ``positions`` exists: such a match
    starts within ``need + ahead`` before the position or ``behind`` after it."""
    end = len(haystack)
    before, after = reach.need + reach.ahead, reach.behind + reach.need + reach.ahead
    return _search_windows(search, haystack, [(max(0, at - before), min(end, at + after))
                                              for at in sorted(positions)])


def _search_windows(search, haystack: str, spans: list[tuple[int, int]]) -> bool:
    """Whether ``search`` finds a match in one of the (sorted) spans, overlapping ones
    merged."""
    windows: list[list[int]] = []
    for first, last in spans:
        if windows and first <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], last)
        else:
            windows.append([first, last])
    return any(search(haystack, first, last) is not None for first, last in windows)


class _LiteralTexts:
    """The texts a long text's literals are found in, per haystack kind, made once per
    text whichever rows ask."""

    def __init__(self, folded: str, cased: str) -> None:
        self._folded, self._cased = folded, cased
        self._texts: dict[int, str | None] = {}

    def text(self, kind: int) -> str | None:
        """The text a kind's literals are found in; None when lowercasing moved positions."""
        if kind not in self._texts:
            text = _haystack(kind, self._folded, self._cased)
            plain = self._cased if kind >= _CASED else self._folded
            self._texts[kind] = text if len(text) == len(plain) else None
        return self._texts[kind]


def _near_literals(plan: TablePlan, index: int, held: int, haystack: str, reach: Reach,
                   positions: _LiteralTexts) -> bool | None:
    """Whether the row's regex matches somewhere near an occurrence of its literals (False
    means it matches nowhere; True is to be confirmed on the whole text; None: search the
    whole text, the windows would not pay).

    Every match holds a literal of each group, and some match of at most ``reach.need``
    characters starts wherever one does (:mod:`memory.scan.reach`); so a match exists iff one
    starts within ``need`` before an occurrence of the group's literals, and the search of
    ``[occurrence - need, occurrence + need + ahead)`` finds it.
    """
    pattern, kind, groups, _ = plan.rows[index]
    text = positions.text(kind)
    if text is None:
        return None  # positions would not line up: let the whole text decide
    # The group whose literals occur least often gives the fewest windows.
    best: list[str] = []
    best_count = -1
    for group in groups:
        literals = [plan.literal[bit][1] for bit in _bits(group & held)]
        count = sum(map(text.count, literals))
        if not count:
            return False  # none of the group's literals is in the text after all
        if best_count < 0 or count < best_count:
            best, best_count = literals, count
    starts = []
    for literal in best:
        at = text.find(literal)
        while at >= 0:
            starts.append(at)
            at = text.find(literal, at + 1)
    starts.sort()
    end = len(haystack)
    windows: list[list[int]] = []
    for at in starts:
        first, last = max(0, at - reach.need), min(end, at + reach.need + reach.ahead)
        if windows and first <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], last)
        else:
            windows.append([first, last])
    search = plan.searches[index]
    return any(search(haystack, first, last) is not None for first, last in windows)


def _bits(mask: int):
    """The set bits of ``mask``, lowest first, each as an int with that bit alone."""
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


def _accepted(pattern: ThreatPattern, haystack: str) -> bool:
    """Whether some match of a regex known to match counts (its validator and exception)."""
    if pattern.validate is None and pattern.unless is None:
        return True
    return any(pattern.accepts(match, haystack) for match in pattern.regex.finditer(haystack))
