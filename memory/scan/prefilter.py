"""Required literals of a regex: a cheap ``in`` test that can rule a pattern out.

The scanner runs ~50 regexes over every entry, and most of them can only match text that
contains one of a few words ("authorized_keys", "ssh-copy-id"). :func:`required_literals`
reads a compiled pattern's parse tree and returns such a set: every string the regex can
match contains at least one of the returned literals. So when none of them is a substring
of the haystack, the regex cannot match and need not run. The set is derived from the
regex itself, never written by hand, so it cannot drift from it.

The derivation is conservative: whatever it does not understand (wide character classes,
repeats that may match nothing, ...) counts as "may match anything", which only ever makes
the set less selective, never wrong. An empty result means "no useful literal; always run
the regex".

Case-insensitive groups (``(?i:password)``) are the one subtle part: under ``re.IGNORECASE``
"i" also matches the dotless "ı" and the dotted "İ", "s" the long "ſ" and "k" the Kelvin
sign, and "İ".lower() is two characters, so a plain substring test on ``text.lower()`` is
not sound. :func:`lower_for_literals` maps those four to ASCII first (they are the only
non-ASCII characters that match an ASCII one case-insensitively; a test checks every code
point), after which a case-insensitive literal occurs in the text exactly where its
lowercase form occurs in the result. For such patterns the literals are given lowercased,
with ``lowered=True``, to be tested on ``lower_for_literals(haystack)``.
"""

from __future__ import annotations

import functools
import re
import re._constants as _sre
import re._parser as _parser
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import product

# More alternatives than this and a set stops being a cheap test (each is one ``in``).
_MAX_STRINGS = 48
# A character class this small still counts as a set of literals ("[ab]" -> {"a", "b"}).
_MAX_CLASS = 8
# Literals shorter than this occur in almost any text, so they make a useless filter.
_MIN_USEFUL_LENGTH = 2
# At most this many sets are tested per pattern: after a few, the regex is as cheap.
_MAX_GROUPS = 4


@dataclass(frozen=True)
class RequiredLiterals:
    """The regex can match only if, for every group, the haystack contains one of its literals.

    No groups: nothing useful is known; always run the regex. ``lowered``: the literals are
    lowercase and are to be tested on ``lower_for_literals(haystack)`` (see the module
    docstring).
    """

    groups: tuple[tuple[str, ...], ...]
    lowered: bool = False
    #: Per group, (literal, its trigrams) pairs: see :func:`trigrams` and :meth:`may_match`.
    _indexed: tuple[tuple[tuple[str, frozenset[Trigram]], ...], ...] = field(
        init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_indexed", tuple(
            tuple((literal, frozenset(trigrams(literal))) for literal in group)
            for group in self.groups))

    def may_match(self, haystack: str, haystack_trigrams: set[Trigram] | None = None
                  ) -> bool:
        """False only when the regex provably cannot match ``haystack`` (as given).

        ``haystack_trigrams`` (``set(trigrams(haystack))``, optional) answers most misses
        without a scan: a literal whose trigrams are not all in the text is not in it.
        """
        for group in self._indexed:
            for literal, literal_trigrams in group:
                if haystack_trigrams is not None and not literal_trigrams <= haystack_trigrams:
                    continue
                if literal in haystack:
                    break
            else:
                return False
        return True


Trigram = tuple[str, str, str]


def trigrams(text: str) -> Iterator[Trigram]:
    """Every run of three characters of ``text``, as tuples (zip builds them in C)."""
    return zip(text, text[1:], text[2:], strict=False)


_Set = frozenset[str]

# Letters from most to least common in English text (and the space before them): a
# trigram of rare characters is a selective key (see LiteralIndex).
_COMMON_FIRST = " etaoinsrhldcumfpgwybvkxjqz"


def _rarity(char: str) -> int:
    at = _COMMON_FIRST.find(char)
    return len(_COMMON_FIRST) if at < 0 else at  # digits, symbols, CJK: rare


def _rarest_trigram(literal: str) -> Trigram:
    """The first of ``literal``'s trigrams whose letters are rarest together: what
    ``max(trigrams(literal), key=<sum of _rarity>)`` gives, each letter's rarity found
    once (building the table's indexes asked ~78,000 times, ~20 ms of a first scan)."""
    rarity = [_rarity(char) for char in literal]
    best, at = -1, 0
    for start in range(len(literal) - 2):
        total = rarity[start] + rarity[start + 1] + rarity[start + 2]
        if total > best:
            best, at = total, start
    return (literal[at], literal[at + 1], literal[at + 2])


class LiteralIndex:
    """Which of a fixed set of literals occur in a text, found with one pass of its trigrams.

    The scanner asks, for ~90 patterns, whether the text holds one of each pattern's
    literal groups: ~1,500 ``in`` tests a text, which cost more than the regexes they save
    on a short note. Here every literal of three characters or more is filed under one
    of its trigrams (the one of rarest letters: a bucket that few texts open), so a text
    opens only the buckets of trigrams it has, and only those literals are tested with
    ``in``. Shorter literals are tested directly (non-ASCII ones only on non-ASCII text).

    Each entry is ``(probe, bit, exact)``: when ``probe`` is in the text, ``bit`` is set,
    or with ``exact`` given, set only if ``exact`` is in the second text :meth:`mask` is
    given (a case-sensitive literal looked for lowercased in the lowercased text, then
    checked). The answer is exact: the bits of the entries the texts hold.
    """

    def __init__(self, entries) -> None:
        plain: dict[str, int] = {}
        checked: dict[str, list[tuple[int, str]]] = {}
        for probe, bit, exact in entries:
            if exact is None:
                plain[probe] = plain.get(probe, 0) | bit
            else:
                checked.setdefault(probe, []).append((bit, exact))
        # (probe, the bits it sets, the (bit, exact) pairs it lets be checked)
        rows = [(probe, plain.get(probe, 0), tuple(checked.get(probe, ())))
                for probe in sorted(set(plain) | set(checked))]
        self._short = tuple(row for row in rows if len(row[0]) < 3)
        self._short_ascii = tuple(row for row in self._short if row[0].isascii())
        buckets: dict[Trigram, list[tuple[str, int, tuple[tuple[int, str], ...]]]] = {}
        for row in rows:
            if len(row[0]) >= 3:
                key = _rarest_trigram(row[0])
                buckets.setdefault(key, []).append(row)
        self._buckets = {key: tuple(found) for key, found in buckets.items()}
        self._keys = frozenset(self._buckets)

    def mask(self, text: str, exact_text: str = "") -> int:
        """The bits of the entries ``text`` (and ``exact_text``, for checked ones) hold."""
        found = 0
        for probe, bits, checks in self._short_ascii if text.isascii() else self._short:
            if probe in text:
                found |= bits
                for bit, exact in checks:
                    if exact in exact_text:
                        found |= bit
        buckets = self._buckets
        for key in self._keys.intersection(trigrams(text)):
            for probe, bits, checks in buckets[key]:
                if probe in text:
                    found |= bits
                    for bit, exact in checks:
                        if exact in exact_text:
                            found |= bit
        return found



#: The non-ASCII characters that match an ASCII one under re.IGNORECASE, and that one.
CASELESS_ASCII = {"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"}
_CASELESS = re.compile("[" + "".join(CASELESS_ASCII) + "]")


def lower_for_literals(text: str) -> str:
    """``text`` lowercased so that lowered literals test case-insensitive matches soundly."""
    if not text.isascii() and _CASELESS.search(text):
        text = _CASELESS.sub(lambda match: CASELESS_ASCII[match.group()], text)
    return text.lower()


@dataclass(frozen=True)
class _Info:
    """What a node of the parse tree is known to match.

    ``exact``: every string the node can match, when that is a small finite set (else None).
    ``factors``: sets each of which every match contains a member of (a conjunction).
    """

    exact: _Set | None
    factors: tuple[_Set, ...] = ()
    #: Every match starts with one of these and ends with one of these ("#{1,6}": "#").
    edges: _Set | None = None

    def known(self) -> tuple[_Set, ...]:
        """Every necessary set: the exact set itself counts when it cannot be empty."""
        if self.exact is not None and "" not in self.exact:
            return (self.exact, *self.factors)
        return self.factors


_UNKNOWN = _Info(None)
_EMPTY = _Info(frozenset({""}))  # zero-width: anchors, \b, lookarounds


def required_literals(regex: re.Pattern[str]) -> RequiredLiterals:
    """Literal sets the haystack must meet for ``regex`` to match (see :class:`RequiredLiterals`)."""
    tree = _parser.parse(regex.pattern, regex.flags)
    ignore_case = bool(regex.flags & re.IGNORECASE)
    strict_info = _Reader(lowered=False).sequence(tree, ignore_case)
    # Lowercased literals only help a regex with case-insensitive parts (and cost a
    # lower() of the haystack), so they are the fallback when strict ones find nothing.
    caseless = ignore_case or "(?i" in regex.pattern
    lowered_info = _Reader(lowered=True).sequence(tree, ignore_case) if caseless else None
    for shortest in (_MIN_USEFUL_LENGTH, 1):
        # A regex with no literal of two characters (a token's or a number's shape: every
        # character a class) still needs a character a text may lack ("." and "-" between
        # its parts): one ``in`` test spares the regex, which was read over every joined
        # text of a write (fast35: four such rows were most of a write's row searches).
        strict = _useful(strict_info, shortest)
        if strict or lowered_info is None:
            found = RequiredLiterals(strict)
        else:
            found = RequiredLiterals(_useful(lowered_info, shortest), lowered=True)
        if found.groups:
            return found
    return found


def _useful(info: _Info, shortest: int = _MIN_USEFUL_LENGTH) -> tuple[tuple[str, ...], ...]:
    """The sets worth testing, cheapest (fewest literals) first, of literals ``shortest``
    characters long or more."""
    sets = set()
    for strings in info.known():
        strings = _minimal(strings)
        if 0 < len(strings) <= _MAX_STRINGS and min(map(len, strings)) >= shortest:
            sets.add(strings)
    # A set that another one implies (each literal of the other contains one of it) adds no
    # information: "eyJ" is found whenever ".eyJ" is.
    kept = [s for s in sets if not any(other != s and _implies(other, s) for other in sets)]
    ordered = sorted((tuple(sorted(s)) for s in kept),
                     key=lambda group: (len(group), -min(map(len, group)), group))
    return tuple(ordered[:_MAX_GROUPS])


def _implies(strong: _Set, weak: _Set) -> bool:
    return all(any(w in s for w in weak) for s in strong)


@functools.lru_cache(maxsize=4096)
def _minimal(strings: _Set) -> _Set:
    """Drop every literal that contains another one: finding the shorter one is enough.

    Shortest first, each tested only against those already kept: a dropped literal holds a
    kept one, which is then in whatever holds the dropped one. Cached: the reader asks for
    the same sets many times, and every process that imports the scanner derives all of
    them (the all-pairs form was ~0.4 s of CPU per `reverie` start).
    """
    kept: list[str] = []
    for s in sorted(strings, key=len):
        if not any(k in s for k in kept):
            kept.append(s)
    return frozenset(kept)


def _best(sets: tuple[_Set, ...], length_that_counts: int) -> _Set | None:
    """The one set to stand for a branch: the longest shortest literal up to
    ``length_that_counts`` (longer is rarer), then the fewest literals."""
    def score(strings: _Set) -> tuple[int, int]:
        strings = _minimal(strings)
        if not strings or len(strings) > _MAX_STRINGS:
            return (0, 0)
        return (min(length_that_counts, min(map(len, strings))), -len(strings))
    ranked = [s for s in sets if score(s) > (0, 0)]
    return max(ranked, key=score) if ranked else None

@dataclass(frozen=True)
class _Reader:
    """Walks a parse tree. ``lowered``: literals for ``haystack.lower()`` of ASCII text."""

    lowered: bool

    def sequence(self, items, ignore_case: bool) -> _Info:
        """A concatenation: exact when every item is; and what each part requires."""
        run: _Set = frozenset({""})  # exact strings of the current run of literals
        factors: list[_Set] = []
        all_exact = True
        for op, arg in items:
            info = self.node(op, arg, ignore_case)
            factors.extend(info.known())
            if info.exact is None:
                all_exact = False
                if info.edges is not None and len(run) * len(info.edges) <= _MAX_STRINGS:
                    # The run continues into the item's first characters, and its last
                    # characters start the next run: "#{1,6} ?system" requires "#system"
                    # or "# system".
                    factors.append(frozenset(a + b for a, b in product(run, info.edges)))
                    run = info.edges
                else:
                    factors.append(run)
                    run = frozenset({""})
                continue
            if len(info.exact) > 1:
                # The run up to an alternative ("你现在" before "是|扮演") is required too,
                # and stays a small set where the product with what follows grows large.
                factors.append(run)
            if len(run) * len(info.exact) <= _MAX_STRINGS:
                run = frozenset(a + b for a, b in product(run, info.exact))
            else:
                # Too many combinations: the run so far is still required; start a new one.
                all_exact = False
                run = info.exact
        factors.append(run)
        edges = info.edges if len(items) == 1 else None  # "(?:#{1,6})" is still "#…#"
        return _Info(run if all_exact else None,
                     tuple(s for s in factors if "" not in s), edges)

    def node(self, op, arg, ignore_case: bool) -> _Info:
        if op is _sre.LITERAL:
            char = self.char(chr(arg), ignore_case)
            return _UNKNOWN if char is None else _Info(frozenset({char}))
        if op is _sre.IN:
            return self.char_class(arg, ignore_case)
        if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
            return _EMPTY
        if op is _sre.SUBPATTERN:
            _group, add_flags, del_flags, sub = arg
            if add_flags & re.IGNORECASE:
                ignore_case = True
            if del_flags & re.IGNORECASE:
                ignore_case = False
            return self.sequence(sub, ignore_case)
        if op is _sre.BRANCH:
            return _branch([self.sequence(branch, ignore_case) for branch in arg[1]])
        if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
            low, high, sub = arg
            info = self.sequence(sub, ignore_case)
            if low == 0:
                if high == 1 and info.exact is not None:  # "x?" is "x" or nothing
                    return _Info(info.exact | {""})
                return _UNKNOWN
            if low == high == 1:
                return info
            # At least one repetition: a match contains a match of the body, and one
            # begins and one ends it.
            edges = info.exact if info.exact is not None and "" not in info.exact else None
            return _Info(None, info.known(), edges)
        return _UNKNOWN  # ANY, NOT_LITERAL, CATEGORY, group references, ...

    def char(self, char: str, ignore_case: bool) -> str | None:
        """The character as the haystack shows it, or None when no literal is sound."""
        if not self.lowered:
            return None if ignore_case else char
        if not char.isascii():
            # lower_for_literals() vouches only for ASCII literals ("k", not Kelvin's "K").
            return None
        return char.lower()

    def char_class(self, items, ignore_case: bool) -> _Info:
        chars: set[str] = set()
        for op, arg in items:
            if op is _sre.LITERAL:
                members = [chr(arg)]
            elif op is _sre.RANGE and arg[1] - arg[0] < _MAX_CLASS:
                members = [chr(code) for code in range(arg[0], arg[1] + 1)]
            else:  # NEGATE, CATEGORY, a wide RANGE
                return _UNKNOWN
            for member in members:
                char = self.char(member, ignore_case)
                if char is None:
                    return _UNKNOWN
                chars.add(char)
            if len(chars) > _MAX_CLASS:
                return _UNKNOWN
        return _Info(frozenset(chars))


def _branch(infos: list[_Info]) -> _Info:
    """An alternation: exact when every branch is; else sets that cover every branch.

    A covering set takes one required set from each branch. Picking rare (long) literals
    makes a selective set, picking few makes a cheap one; each is required, so both are
    kept when they fit and the caller orders them.
    """
    if all(info.exact is not None for info in infos):
        union = frozenset().union(*(info.exact for info in infos))  # type: ignore[arg-type]
        if len(union) <= _MAX_STRINGS:
            return _Info(union)
    coverings: list[_Set] = []
    for pick in (lambda sets: _best(sets, 6), lambda sets: _best(sets, 3),
                 lambda sets: _edge(sets, 0), lambda sets: _edge(sets, -1)):
        covering: set[str] = set()
        for info in infos:
            chosen = pick(info.known())
            if chosen is None:
                break  # this branch may match without any literal we know of
            covering |= chosen
        else:
            coverings.append(frozenset(covering))
    return _Info(None, tuple(coverings)) if coverings else _UNKNOWN


def _edge(sets: tuple[_Set, ...], index: int) -> _Set | None:
    """The first (0) or last (-1) usable set of a branch: where its parts line up with the
    other branches' ("... from <source>" in each), the union is selective."""
    usable = [s for s in sets if 0 < len(_minimal(s)) <= _MAX_STRINGS
              and min(map(len, s)) >= _MIN_USEFUL_LENGTH]
    return usable[index] if usable else None
