"""Whether a pattern can make ``re``'s backtracking engine take exponential time.

``re`` tries the ways of matching one after another. A pattern that can read one stretch of
text in two ways, inside something that repeats (``(?:ha|ha+)*`` on "ha ha ha …", ``(a+)+``
on "aaa…"), has 2**n ways over n repeats, and a text that fails at its end makes the engine
try them all. The scanner's patterns (tests/memory/test_scanner.py) are written without a
repeat inside a repeat, which rules this out by shape (:func:`nested_repeats`). The review
heuristic's patterns repeat words inside repeats everywhere (``(?:[a-z]+ly )*``), mostly
safely, so for them the check is the exact one (:func:`two_ways_round`): the pattern is
made into an automaton with one state per character it reads (Glushkov's construction), and
a state that can come back to itself along two different paths reading the same text is
the 2**n case (Weber and Seidl's criterion, tested on the automaton's square).

What it reads of a pattern: characters and their classes, case (the pattern's and a
group's own flags), alternatives, groups and repeats. A repeat of at most
:data:`UNROLLED` copies is read as its copies (it cannot repeat without end), a longer one as
a loop. ``\\b`` and ``\\B`` are kept (they often are what tells two readings apart),
``^``/``$`` inside a pattern end a path. Lookarounds are read as always true, so a
pattern that relies on one to tell two readings apart is reported (a false alarm, never a
missed case); so is a back-reference, read as any text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from reverie.config.lazy_re import LazyPattern

try:  # Python 3.11+
    import re._constants as _constants
    import re._parser as _parser
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _constants
    import sre_parse as _parser

#: A bounded repeat of at most this many copies is read as its copies, not as a loop.
UNROLLED = 4

# The characters two classes are compared on: every character a pattern names is added to
# these, so "[a-z]" and "x" meet on "x", and "\w" and "[^\W\d]" on "a".
_SAMPLE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \t\n"
              ".,;:!?'\"’‘“”-–—…()[]{}/\\@#$%^&*_+=<>|~`éÉñßİı中\u00a0\u200b")

_WORD = re.compile(r"\w")
_CATEGORIES = {
    _constants.CATEGORY_DIGIT: lambda c: c.isdecimal(),
    _constants.CATEGORY_NOT_DIGIT: lambda c: not c.isdecimal(),
    _constants.CATEGORY_SPACE: lambda c: bool(re.match(r"\s", c)),
    _constants.CATEGORY_NOT_SPACE: lambda c: not re.match(r"\s", c),
    _constants.CATEGORY_WORD: lambda c: bool(_WORD.match(c)),
    _constants.CATEGORY_NOT_WORD: lambda c: not _WORD.match(c),
}
_DEAD = "dead"   # a condition no path can meet (an anchor inside the pattern)


# --- the scanner's rule: no repeat inside a repeat, no unbounded wildcard --------------------

def nested_repeats(items, enclosing_max: int = 0, found: list | None = None) -> list:
    """(outer max, inner max) for every quantifier inside another quantifier."""
    found = [] if found is None else found
    for op, arg in items:
        if op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT):
            low, high, sub = arg
            if enclosing_max > 1 and high > 1:
                found.append((enclosing_max, high))
            nested_repeats(sub, max(enclosing_max, high), found)
        elif op == _parser.SUBPATTERN:
            nested_repeats(arg[-1], enclosing_max, found)
        elif op == _parser.BRANCH:
            for branch in arg[1]:
                nested_repeats(branch, enclosing_max, found)
        elif op in (_parser.ASSERT, _parser.ASSERT_NOT):
            nested_repeats(arg[1], enclosing_max, found)
    return found


def unbounded_any(items) -> bool:
    """True when some quantifier repeats any character without an upper bound (.*, .+)."""
    for op, arg in items:
        if op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT):
            low, high, sub = arg
            if high == _parser.MAXREPEAT and any(o == _parser.ANY for o, _ in sub):
                return True
            children = [sub]
        elif op == _parser.SUBPATTERN:
            children = [arg[-1]]
        elif op == _parser.BRANCH:
            children = arg[1]
        else:
            children = []
        if any(unbounded_any(child) for child in children):
            return True
    return False


# --- the exact rule: no state with two ways round ---------------------------------------------

def _joined(*conditions: frozenset) -> frozenset:
    out = frozenset().union(*conditions)
    return frozenset({_DEAD}) if _DEAD in out or {"b", "B"} <= out else out


def _between(condition: frozenset) -> frozenset:
    """A condition met between two characters: ^ and $ never are."""
    return frozenset({_DEAD}) if condition & {"^", "$"} else condition


def _boundary_holds(condition: frozenset, before_is_word: bool | None, next_is_word: bool) -> bool:
    if _DEAD in condition:
        return False
    if before_is_word is None:   # a search may start anywhere: either kind of character before
        return True
    at_boundary = before_is_word != next_is_word
    return ("b" not in condition or at_boundary) and ("B" not in condition or not at_boundary)


class _Alphabet:
    """The characters automata are read over, and what reading them costs once: each
    character's bit, the word characters' mask, the masks of classes already read. Shared by
    the patterns whose own characters add the same ones to :data:`_SAMPLE` (most add none)."""

    def __init__(self, characters: Iterable[str]) -> None:
        # lower-case letters and the space first: a repeated text is shown in them if it can be
        self.letters = sorted(characters, key=lambda ch: (not ch.islower(), ch != " ", ch))
        words = sum(1 << i for i, ch in enumerate(self.letters) if _WORD.match(ch))
        self.everything = (1 << len(self.letters)) - 1
        self.kinds = ((True, words), (False, self.everything & ~words))
        # what _read needs to give a literal's mask without testing every letter against it
        # (literals are most of a pattern's states): each letter's bit, and the letters of
        # each lower-case form (a case-folded literal reads all of its form's letters)
        self.bit = {ch: 1 << i for i, ch in enumerate(self.letters)}
        self.by_lower: dict[str, int] = {}
        for ch, bit in self.bit.items():
            self.by_lower[ch.lower()] = self.by_lower.get(ch.lower(), 0) | bit
        self.classes: dict = {}   # a class's mask, by its items and case (a pure result)


_ALPHABETS: dict[frozenset, _Alphabet] = {}   # by the characters a pattern adds to _SAMPLE


class _Automaton:
    """Glushkov's automaton of a pattern: a state per character read, edges with the
    ``\\b``/``\\B`` condition met between the two characters."""

    def __init__(self, pattern: str, flags: int) -> None:
        extra = frozenset(v for ch in set(pattern) for v in (ch, ch.lower(), ch.upper())
                          if len(v) == 1) - _SAMPLE
        if extra not in _ALPHABETS:
            _ALPHABETS[extra] = _Alphabet(_SAMPLE | extra)
        alphabet = _ALPHABETS[extra]
        self.letters, self.kinds = alphabet.letters, alphabet.kinds
        self._alphabet = alphabet
        self.chars: list[int] = []
        self.atomic: list[int | None] = []   # the atomic group (?>...) a state is read in
        self._inside: int | None = None
        self.follow: list[list[tuple[int, frozenset]]] = []
        self._targets: list[set[int]] = []   # the states of each follow list, to look up
        tree = _parser.parse(pattern, flags)
        _, first, _, _ = self._sequence(list(tree), flags)
        # ^ is met before the first character; $ is not
        self.first = {q: c - {"^"} for q, c in first.items() if "$" not in c}

    # each reader returns (can read nothing, {first state: condition before it},
    # {last state: condition after it}, condition met when it reads nothing)

    def _state(self, chars: int) -> int:
        self.chars.append(chars)
        self.follow.append([])
        self._targets.append(set())
        self.atomic.append(self._inside)
        return len(self.chars) - 1

    def _link(self, last: dict, first: dict) -> None:
        # An edge p -> q made a second time (a loop inside a loop, a loop over a body that
        # reads nothing) is a second way from p to q: it goes to a copy of q.
        for p, after in last.items():
            edges, targets = self.follow[p], self._targets[p]
            for q, before in first.items():
                condition = _between(_joined(after, before))
                if _DEAD in condition:
                    continue
                if q in targets:
                    copy = len(self.chars)
                    self.chars.append(self.chars[q])
                    self.follow.append(self.follow[q])   # the same list: q's edges are its
                    self._targets.append(self._targets[q])
                    self.atomic.append(self.atomic[q])
                    q = copy
                edges.append((q, condition))
                targets.add(q)

    def _sequence(self, items: list, flags: int):
        empty, first, last, when_empty = True, {}, {}, frozenset()
        for op, arg in items:
            skips, firsts, lasts, bare = self._node(op, arg, flags)
            self._link(last, firsts)
            if empty:
                first.update({q: _joined(c, when_empty) for q, c in firsts.items()})
            last = {**{p: _joined(c, bare) for p, c in last.items()}, **lasts} if skips else dict(lasts)
            last = {p: c for p, c in last.items() if _DEAD not in c}
            empty = empty and skips
            when_empty = _joined(when_empty, bare) if skips else when_empty
        return empty, first, last, when_empty

    def _node(self, op, arg, flags: int):
        if op in (_parser.LITERAL, _parser.NOT_LITERAL, _parser.ANY, _parser.IN):
            q = self._state(self._read(op, arg, flags))
            return False, {q: frozenset()}, {q: frozenset()}, frozenset()
        if op == _parser.SUBPATTERN:
            _, add, remove, sub = arg
            return self._sequence(list(sub), (flags | add) & ~remove)
        if op == _parser.ATOMIC_GROUP:
            outer = self._inside
            self._inside = len(self.chars) if outer is None else outer
            try:
                return self._sequence(list(arg), flags)
            finally:
                self._inside = outer
        if op == _parser.BRANCH:
            empty, first, last, conditions = False, {}, {}, []
            for branch in arg[1]:
                skips, firsts, lasts, bare = self._sequence(list(branch), flags)
                first.update(firsts)
                last.update(lasts)
                if skips:
                    empty = True
                    conditions.append(bare)
            # read as the weakest of the empty branches' conditions (never a missed case)
            when_empty = frozenset.intersection(*conditions) if conditions else frozenset()
            return empty, first, last, when_empty
        if op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT, _parser.POSSESSIVE_REPEAT):
            return self._repeat(*arg, flags)
        if op == _parser.AT:
            return True, {}, {}, self._anchor(arg, flags)
        if op in (_parser.ASSERT, _parser.ASSERT_NOT):
            return True, {}, {}, frozenset()
        if op == _parser.GROUPREF:   # whatever the group read: any text
            return self._repeat(0, _parser.MAXREPEAT, [(_parser.ANY, None)], flags | re.S)
        if op == _parser.GROUPREF_EXISTS:
            _, yes, no = arg
            branches = [yes, no] if no is not None else [yes, []]
            return self._node(_parser.BRANCH, (None, branches), flags)
        raise ValueError(f"not read: {op}")

    def _repeat(self, low: int, high: int, sub, flags: int):
        if high == 0:
            return True, {}, {}, frozenset()
        if high == 1:
            skips, firsts, lasts, bare = self._sequence(list(sub), flags)
            return (skips or low == 0), firsts, lasts, (bare if skips else frozenset())
        if high <= UNROLLED:
            # low copies, then the optional ones each inside the one before: X{1,3} is
            # X(?:X(?:X)?)?, so the copies themselves add no second reading
            optional: list = []
            for _ in range(high - low):
                copy = [(_parser.SUBPATTERN, (None, 0, 0, list(sub)))] + optional
                optional = [(_parser.MAX_REPEAT, (0, 1, copy))]
            items = [(_parser.SUBPATTERN, (None, 0, 0, list(sub)))] * low + optional
            return self._sequence(items, flags)
        skips, firsts, lasts, bare = self._sequence(list(sub), flags)
        self._link(lasts, firsts)
        return (skips or low == 0), firsts, lasts, (bare if low else frozenset())

    @staticmethod
    def _anchor(at, flags: int) -> frozenset:
        if at == _constants.AT_BOUNDARY:
            return frozenset({"b"})
        if at == _constants.AT_NON_BOUNDARY:
            return frozenset({"B"})
        if flags & re.M and at in (_constants.AT_BEGINNING, _constants.AT_END):
            return frozenset()
        if at in (_constants.AT_BEGINNING, _constants.AT_BEGINNING_STRING):
            return frozenset({"^"})
        return frozenset({"$"})   # $, \Z: only at the text's end

    def _read(self, op, arg, flags: int) -> int:
        """The characters of the alphabet a node reads, as a bit mask over :attr:`letters`."""
        folded = bool(flags & re.I)
        alphabet = self._alphabet
        if op in (_parser.LITERAL, _parser.NOT_LITERAL):
            # the letters equal to it, and when folded those of its lower-case form:
            # exactly the letters ``ch == c or ch.lower() == c.lower()`` holds for
            c = chr(arg)
            hit = alphabet.bit.get(c, 0) | (alphabet.by_lower.get(c.lower(), 0) if folded else 0)
            return hit if op == _parser.LITERAL else alphabet.everything & ~hit
        if op == _parser.ANY:
            return alphabet.everything if flags & re.S else alphabet.everything & ~alphabet.bit["\n"]
        key = (tuple(arg), folded)
        if key not in alphabet.classes:
            def same(ch: str, code: int) -> bool:
                c = chr(code)
                return ch == c or (folded and ch.lower() == c.lower())

            negate = any(o == _parser.NEGATE for o, _ in arg)
            hits = (self._in_class(ch, arg, folded, same) != negate for ch in self.letters)
            alphabet.classes[key] = sum(1 << i for i, hit in enumerate(hits) if hit)
        return alphabet.classes[key]

    @staticmethod
    def _in_class(ch: str, items, folded: bool, same) -> bool:
        forms = [v for v in ({ch, ch.lower(), ch.upper()} if folded else {ch}) if len(v) == 1]
        for o, a in items:
            if o == _parser.LITERAL and same(ch, a):
                return True
            if o == _parser.RANGE and any(a[0] <= ord(v) <= a[1] for v in forms):
                return True
            if o == _parser.CATEGORY and _CATEGORIES[a](ch):
                return True
        return False

    # --- the square: two runs of the automaton reading the same text --------------------------

    def _steps(self, pair) -> Iterator[tuple[tuple, int]]:
        """The pairs both runs can go to from ``pair`` on one character, with the
        characters (a mask) that take them there."""
        a, b, before_is_word = pair
        for x, cx in (self.first.items() if a is None else self.follow[a]):
            for y, cy in (self.first.items() if b is None else self.follow[b]):
                if x != y and self.atomic[x] is not None and self.atomic[x] == self.atomic[y]:
                    continue   # an atomic group keeps the first way it finds: one way in it
                both = self.chars[x] & self.chars[y]
                for is_word, kind in self.kinds:
                    if both & kind \
                            and _boundary_holds(cx, before_is_word, is_word) \
                            and _boundary_holds(cy, before_is_word, is_word):
                        yield (x, y, is_word), both & kind

    def _diagonal_steps(self, pair) -> Iterator[tuple]:
        """The pairs (x, x) both runs go to from a pair (p, p) when they take the same way:
        :meth:`_steps`' pairs of one state, without trying every two ways out of ``p``."""
        a, _, before_is_word = pair
        for x, cx in (self.first.items() if a is None else self.follow[a]):
            for is_word, kind in self.kinds:
                if self.chars[x] & kind and _boundary_holds(cx, before_is_word, is_word):
                    yield (x, x, is_word)

    def _may_read_two_ways(self) -> bool:
        """Whether the square holds the component :meth:`two_ways_round` looks for, found by
        exploring only where it can be (most of a pattern is read once, outside every loop).

        Such a component is a cycle of pairs through some (p, p): each run goes round a loop
        of the automaton, and both through p, so every pair in it is two states of p's
        strongly connected component C (of two states or more: it also holds a pair of two
        states). And (p, p) is reached as soon as one run reaches p (the other takes the same
        way). So the square is explored only inside C x C, from the pairs (p, p) one run
        reaches; a component found there is the whole square's (its cycles stay in C x C)."""
        group = [-1] * len(self.chars)
        for number, states in enumerate(_components(
                range(len(self.chars)), lambda p: (q for q, _ in self.follow[p]))):
            if len(states) > 1:
                for p in states:
                    group[p] = number
        if max(group, default=-1) < 0:
            return False   # no loop of two states or more: no text is read round twice
        start = (None, None, None)
        reached, queue = {start}, [start]
        for pair in queue:
            for nxt in self._diagonal_steps(pair):
                if nxt not in reached:
                    reached.add(nxt)
                    queue.append(nxt)
        seeds = [pair for pair in queue if pair != start and group[pair[0]] >= 0]

        def inside(pair):
            loop = group[pair[0]]
            return (nxt for nxt, _ in self._steps(pair)
                    if group[nxt[0]] == loop and group[nxt[1]] == loop)

        return any(_holds_two_ways(component) for component in _components(seeds, inside))

    def two_ways_round(self) -> str | None:
        """A text that takes some state back to itself along two different paths (a
        component of the square holding a pair (p, p) and a pair of two states), or None."""
        return self.whole_square() if self._may_read_two_ways() else None

    def whole_square(self) -> str | None:
        """:meth:`two_ways_round` over the whole square, every pair a text reaches (the
        text shown comes from this search, in the order it was always found in)."""
        start = (None, None, None)
        for component in _components([start], lambda pair: (nxt for nxt, _ in self._steps(pair))):
            if _holds_two_ways(component):
                same = [pair for pair in component if pair[0] == pair[1]]
                return self._round(same[0], component)
        return None

    def _round(self, home: tuple, component: set) -> str:
        """The text of a way from ``home`` (a pair (p, p)) through a pair of two states
        and back, inside ``component``."""
        def path(origin, done) -> tuple[tuple, str]:
            seen, queue = {origin: ""}, [origin]
            for pair in queue:
                for nxt, mask in self._steps(pair):
                    if nxt in component and nxt not in seen:
                        seen[nxt] = seen[pair] + self.letters[(mask & -mask).bit_length() - 1]
                        if done(nxt):
                            return nxt, seen[nxt]
                        queue.append(nxt)
            raise AssertionError("a component is connected")

        apart, out = path(home, lambda pair: pair[0] != pair[1])
        _, back = path(apart, lambda pair: pair == home)
        return out + back


def _holds_two_ways(component: set) -> bool:
    """A component of the square with a pair (p, p) and a pair of two states."""
    return any(a == b for a, b, _ in component) and any(a != b for a, b, _ in component)


def _components(roots: Iterable, successors) -> Iterator[set]:
    """The strongly connected components of the graph reached from ``roots`` (Tarjan's,
    without recursion), each as a set, in the order Tarjan's algorithm closes them."""
    index: dict = {}
    low: dict = {}
    stack: list = []
    on_stack: set = set()
    for root in roots:
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        work = [(root, successors(root))]
        while work:
            node, steps = work[-1]
            for nxt in steps:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, successors(nxt)))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    yield component


def two_ways_round(pattern: str | re.Pattern | LazyPattern, flags: int = 0) -> str | None:
    """A stretch of text ``pattern`` can read in two ways and repeat (the 2**n case: n
    copies of it, then a text the pattern refuses), or None when there is none."""
    if isinstance(pattern, LazyPattern):   # its source and flags, without compiling it
        pattern, flags = pattern.pattern, pattern._flags
    elif isinstance(pattern, re.Pattern):
        pattern, flags = pattern.pattern, pattern.flags
    return _Automaton(pattern, flags).two_ways_round()


def patterns_in(namespaces: Iterable[tuple[str, dict]]) -> dict[str, object]:
    """Every compiled pattern (``re`` or lazily compiled) a namespace names, also in a list,
    tuple or dict it names, by "module.NAME"."""
    out: dict[str, object] = {}
    seen: set[int] = set()

    def add(name: str, value, depth: int) -> None:
        if isinstance(value, (re.Pattern, LazyPattern)):
            if id(value) not in seen:
                seen.add(id(value))
                out[name] = value
        elif depth < 2 and isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                add(f"{name}[{i}]", item, depth + 1)
        elif depth < 2 and isinstance(value, dict):
            for key, item in value.items():
                add(f"{name}[{key!r}]", item, depth + 1)

    for module, names in namespaces:
        for key, value in names.items():
            add(f"{module}.{key}", value, 0)
    return out
