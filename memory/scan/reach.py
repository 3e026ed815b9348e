"""How far a regex match reaches: what lets a long text be searched only near its literals.

A row of the pattern table can match only a text that holds one of its required literals
(:mod:`memory.scan.prefilter`), and every match holds an occurrence of one. When the row's
matches are also short, a search needs to look only near those occurrences: on the
joined snapshot (thousands of characters, each literal a few times) that is a small part
of the text. :func:`reach_of` reads the regex's parse tree for the two bounds that make
this sound:

* **need**: a bound on the length of *some* match wherever the regex matches. It is the
  regex's widest match, except that what ends a match may stop early: ``[A-Za-z0-9]{20,}``
  at the end needs only its 20 (nothing after it depends on where it stops), and an
  optional part at the end needs nothing;
* **ahead**: how far past the end of the matched text the regex may look (a lookahead's
  width, one character for ``\\b`` or ``$``).

So a match exists iff one starts within ``need`` characters before a literal occurrence,
and searching ``[occurrence - need, occurrence + need + ahead)`` finds it
(:meth:`re.Pattern.search` with ``pos``/``endpos``: lookbehinds still see the text before
``pos``, and cutting the text at ``endpos`` can only add matches, which the caller checks
on the whole text). Python's backtracking tries every path of a regex without atomic
groups or possessive repeats, so the early-stopping match is found when it exists; a regex
with those, or anything else this module does not read, has no bound (None).
``tests/memory/test_scanner_reach.py`` checks the bounds against brute force.
"""

from __future__ import annotations

import re
import re._constants as _sre
import re._parser as _parser
from dataclasses import dataclass

__all__ = ["HAN", "Reach", "han_free", "reach_of"]

# Beyond this a width is as good as unbounded: searching near literals would not pay.
_UNBOUNDED = 1 << 20
_UNITS = (_sre.LITERAL, _sre.NOT_LITERAL, _sre.IN, _sre.ANY)


@dataclass(frozen=True)
class Reach:
    """``need``: the length some match stays within; ``ahead``: how far past a match the
    regex looks; ``behind``: how far before its start (see the module docstring)."""

    need: int
    ahead: int
    behind: int = 0


class _Unreadable(Exception):
    """A node this module does not bound (atomic groups, possessive repeats …)."""


def reach_of(regex: re.Pattern[str]) -> Reach | None:
    """The bounds of ``regex``, or None when it has none worth using."""
    tree = _parser.parse(regex.pattern, regex.flags)
    try:
        need = _need(tree, trailing=True)
        ahead = _ahead(tree)
        behind = _behind(tree)
    except _Unreadable:
        return None
    if max(need, ahead, behind) >= _UNBOUNDED:
        return None
    return Reach(need, ahead, behind)


def _width(items) -> int:
    """The widest match of a sequence of parse items (``_UNBOUNDED`` when unbounded)."""
    total = 0
    for op, av in items:
        total += _item_width(op, av)
    return min(total, _UNBOUNDED)


def _item_width(op, av) -> int:
    if op in _UNITS:
        return 1
    if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
        return 0
    if op is _sre.SUBPATTERN:
        return _width(av[3])
    if op is _sre.BRANCH:
        return max(_width(branch) for branch in av[1])
    if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
        low, high, body = av
        width = _width(body)
        if width == 0:
            return 0
        if high == _sre.MAXREPEAT or width >= _UNBOUNDED:
            return _UNBOUNDED
        return min(high * width, _UNBOUNDED)
    raise _Unreadable(op)


def _need(items, trailing: bool) -> int:
    """A bound on the length of some match of ``items``; ``trailing``: nothing follows
    them in the regex, so the last item may stop as early as it can."""
    items = list(items)
    if not items:
        return 0
    if not trailing:
        return _width(items)
    *before, (op, av) = items
    need = min(_width(before) + _item_need(op, av), _UNBOUNDED)
    if _can_vanish(op, av):
        # "…{40,}={0,2}": the match without its last part is a match too
        need = min(need, _need(before, trailing=True))
    return need


def _can_vanish(op, av) -> bool:
    """Whether the item always has a way to match nothing (with no assertion on it)."""
    if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
        return av[0] == 0
    if op is _sre.SUBPATTERN:
        return all(_can_vanish(*item) for item in av[3])
    if op is _sre.BRANCH:
        return any(all(_can_vanish(*item) for item in branch) for branch in av[1])
    return False


def _item_need(op, av) -> int:
    """The shortest a trailing item can be made while still matching."""
    if op is _sre.SUBPATTERN:
        return _need(av[3], trailing=True)
    if op is _sre.BRANCH:
        return max(_need(branch, trailing=True) for branch in av[1])
    if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
        low, _high, body = av
        if low == 0:
            return 0
        # The first ``low`` turns of the match, the last of them stopping early itself.
        return min((low - 1) * _width(body) + _need(body, trailing=True), _UNBOUNDED)
    return _item_width(op, av)


def _ahead(items) -> int:
    """How far past the end of the matched text ``items`` may look."""
    reach = 0
    for op, av in items:
        reach = max(reach, _item_ahead(op, av))
    return reach


def _item_ahead(op, av) -> int:
    if op in _UNITS:
        return 0
    if op is _sre.AT:
        return 1  # \b, \B and $ look at the character after the position
    if op in (_sre.ASSERT, _sre.ASSERT_NOT):
        direction, body = av
        if direction > 0:  # a lookahead reads its whole width past the position
            return min(_width(body) + _ahead(body), _UNBOUNDED)
        return _ahead(body)  # a lookbehind ends at the position (what it holds may look on)
    if op is _sre.SUBPATTERN:
        return _ahead(av[3])
    if op is _sre.BRANCH:
        return max(_ahead(branch) for branch in av[1])
    if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
        return _ahead(av[2])
    raise _Unreadable(op)


def _behind(items) -> int:
    """How far before the position where ``items`` start they may look (lookbehinds,
    and one character for ``\\b``)."""
    reach = 0
    for op, av in items:
        if op is _sre.AT:
            reach = max(reach, 1)
        elif op in (_sre.ASSERT, _sre.ASSERT_NOT):
            direction, body = av
            extra = _width(body) if direction < 0 else 0
            reach = max(reach, min(extra + _behind(body), _UNBOUNDED))
        elif op is _sre.SUBPATTERN:
            reach = max(reach, _behind(av[3]))
        elif op is _sre.BRANCH:
            reach = max(reach, *(_behind(branch) for branch in av[1]))
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
            reach = max(reach, _behind(av[2]))
        elif op not in _UNITS:
            raise _Unreadable(op)
    return reach


# --- Han ideographs in a match ----------------------------------------------------------------

#: The CJK unified ideographs (the basic block and extension A): letters to ``\\w``, no
#: digits, no spaces (a test checks every one).
HAN = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF))


def han_free(regex: re.Pattern[str]) -> bool:
    """Whether no match of ``regex`` can hold a Han ideograph (:data:`HAN`) in its matched
    text: what a lookaround reads is not part of it. False when that is not known (an
    item this module does not read, a negated class, ``.``, ``\\w``, ``\\S``)."""
    try:
        return not _han_in(_parser.parse(regex.pattern, regex.flags))
    except _Unreadable:
        return False


def _han_in(items) -> bool:
    for op, av in items:
        if op is _sre.LITERAL:
            if _is_han_range(av, av):
                return True
        elif op is _sre.IN:
            if _han_in_class(av):
                return True
        elif op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
            continue  # zero-width: nothing of the matched text
        elif op is _sre.SUBPATTERN:
            if _han_in(av[3]):
                return True
        elif op is _sre.BRANCH:
            if any(_han_in(branch) for branch in av[1]):
                return True
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
            if _han_in(av[2]):
                return True
        else:  # ANY, NOT_LITERAL, a group reference, …
            raise _Unreadable(op)
    return False


# Character categories that match no Han ideograph (one is a letter, never a digit or a
# space, and \W is neither letter nor digit).
_NO_HAN_CATEGORIES = (_sre.CATEGORY_DIGIT, _sre.CATEGORY_SPACE, _sre.CATEGORY_NOT_WORD,
                      _sre.CATEGORY_UNI_DIGIT, _sre.CATEGORY_UNI_SPACE,
                      _sre.CATEGORY_UNI_NOT_WORD)


def _han_in_class(items) -> bool:
    for op, av in items:
        if op is _sre.LITERAL:
            if _is_han_range(av, av):
                return True
        elif op is _sre.RANGE:
            if _is_han_range(*av):
                return True
        elif op is _sre.CATEGORY:
            if av not in _NO_HAN_CATEGORIES:
                return True
        else:  # NEGATE, a range of ignored case …
            raise _Unreadable(op)
    return False


def _is_han_range(low: int, high: int) -> bool:
    return any(low <= last and first <= high for first, last in HAN)


# --- the first character ---------------------------------------------------------------------

# A class of more characters than this is not worth gating on.
_MAX_FIRST = 64
#: The non-ASCII characters re.IGNORECASE matches to an ASCII letter (memory.scan.prefilter's
#: CASELESS_ASCII, which a test checks against every code point), by letter.
_CASELESS_BY_LETTER = {"i": "\u0130\u0131", "s": "\u017f", "k": "\u212a"}


def first_chars(regex: re.Pattern[str]) -> frozenset[str] | None:
    """Every character a match of ``regex`` can start with, or None when that is not a
    small known set (a class too wide, a case-insensitive non-ASCII letter, a regex that
    can match the empty string)."""
    tree = _parser.parse(regex.pattern, regex.flags)
    try:
        chars, nullable = _first(tree, bool(regex.flags & re.IGNORECASE))
    except _Unreadable:
        return None
    if nullable or len(chars) > _MAX_FIRST:
        return None
    return frozenset(chars)


def _first(items, ignore_case: bool) -> tuple[set[str], bool]:
    """The first characters of a sequence, and whether it can match the empty string."""
    chars: set[str] = set()
    for op, av in items:
        found, nullable = _first_item(op, av, ignore_case)
        chars |= found
        if len(chars) > _MAX_FIRST:
            raise _Unreadable("too wide")
        if not nullable:
            return chars, False
    return chars, True


def _first_item(op, av, ignore_case: bool) -> tuple[set[str], bool]:
    if op is _sre.LITERAL:
        return _cases(chr(av), ignore_case), False
    if op is _sre.IN:
        return _class_chars(av, ignore_case), False
    if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
        return set(), True  # zero-width: the first character comes after
    if op is _sre.SUBPATTERN:
        _group, add_flags, del_flags, body = av
        if add_flags & re.IGNORECASE:
            ignore_case = True
        if del_flags & re.IGNORECASE:
            ignore_case = False
        return _first(body, ignore_case)
    if op is _sre.BRANCH:
        chars: set[str] = set()
        nullable = False
        for branch in av[1]:
            found, empty = _first(branch, ignore_case)
            chars |= found
            nullable = nullable or empty
        return chars, nullable
    if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
        low, _high, body = av
        chars, nullable = _first(body, ignore_case)
        return chars, nullable or low == 0
    raise _Unreadable(op)  # ANY, NOT_LITERAL, …: any character may come first


def _cases(char: str, ignore_case: bool) -> set[str]:
    if not ignore_case or not char.isalpha():
        return {char}
    if not char.isascii():
        raise _Unreadable("case-insensitive non-ASCII letter")
    lower = char.lower()
    return {lower, lower.upper(), *_CASELESS_BY_LETTER.get(lower, "")}


def _class_chars(items, ignore_case: bool) -> set[str]:
    chars: set[str] = set()
    for op, av in items:
        if op is _sre.LITERAL:
            chars |= _cases(chr(av), ignore_case)
        elif op is _sre.RANGE and av[1] - av[0] < _MAX_FIRST:
            for code in range(av[0], av[1] + 1):
                chars |= _cases(chr(code), ignore_case)
        else:  # NEGATE, CATEGORY, a wide range
            raise _Unreadable(op)
        if len(chars) > _MAX_FIRST:
            raise _Unreadable("too wide")
    return chars


def offset_gate(regex: re.Pattern[str]) -> tuple[int, frozenset[str]] | None:
    """Where every match of ``regex`` holds one of a few characters at a fixed offset from
    its start, and which: the narrowest class of the characters its matches open with
    (literals, classes and exact repeats of them, zero-width parts read through), when it
    is narrower than the first character's and stands past it; None otherwise.

    A shape that opens with a letter and holds digits a few characters on
    (``[a-z][a-z][0-9]{2}…``) is tried at every letter of prose, where the digit it needs
    a few characters later is rare: gated at that digit (:func:`gated_at`) it is tried
    only where one stands (fast35: an IBAN's row was most of a write's row searches)."""
    tree = _parser.parse(regex.pattern, regex.flags)
    ignore_case = bool(regex.flags & re.IGNORECASE)
    classes: list[set[str]] = []
    try:
        for op, av in tree:
            if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
                continue  # zero-width: the next character stands at the same offset
            if op is _sre.LITERAL:
                classes.append(_cases(chr(av), ignore_case))
            elif op is _sre.IN:
                classes.append(_class_chars(av, ignore_case))
            elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT) and len(av[2]) == 1 \
                    and av[2][0][0] in (_sre.LITERAL, _sre.IN):
                low, high, ((body_op, body_av),) = av
                chars = _cases(chr(body_av), ignore_case) if body_op is _sre.LITERAL \
                    else _class_chars(body_av, ignore_case)
                classes += [chars] * low
                if low != high:
                    break  # what follows stands at more than one offset
            else:
                break
    except _Unreadable:
        pass  # a class too wide, or read no further: the offsets read so far hold
    if len(classes) < 2:
        return None
    best = min(range(len(classes)), key=lambda at: (len(classes[at]), at))
    if best == 0 or len(classes[best]) >= len(classes[0]):
        return None
    return best, frozenset(classes[best])


def gated_at(regex: re.Pattern[str], chars: frozenset[str], offset: int) -> re.Pattern[str]:
    """``regex`` behind a gate of ``chars`` at ``offset`` (:func:`offset_gate`):
    ``gated_at(r, …).search(text, pos + offset, endpos)`` finds a match exactly when
    ``r.search(text, pos, endpos)`` does. The gate consumes the character at the offset
    and looks back ``offset`` characters more, where the regex is tried: the starts where
    that character is one of ``chars`` (every match's is), no other. As :func:`gated`,
    it answers whether there is a match, nothing more."""
    gate = "".join(sorted(map(re.escape, chars)))
    return re.compile(f"[{gate}](?<=(?=(?:{regex.pattern}))[\\s\\S]{{{offset + 1}}})",
                      regex.flags)


def gated(regex: re.Pattern[str], chars: frozenset[str]) -> re.Pattern[str]:
    """``regex`` behind a gate of its first characters: ``gated(r).search(text, pos,
    endpos)`` finds a match exactly when ``r.search(text, pos, endpos)`` does.

    ``re`` skips to a candidate position fast only when a pattern starts with a plain
    character class; a regex starting with ``\\b`` or a lookbehind is tried at every
    position. The gate consumes one of ``chars`` and then looks back at it for the regex:
    the same starts are tried, only the others are skipped in C. The match it returns is
    that one character, so it answers "is there a match" and nothing more.
    """
    gate = "".join(sorted(map(re.escape, chars)))
    return re.compile(f"[{gate}](?<=(?=(?:{regex.pattern}))[\\s\\S])", regex.flags)


def starts_plain(regex: re.Pattern[str]) -> bool:
    """Whether ``re`` already skips fast to where ``regex`` can start: it opens with a
    literal or a class (case kept), maybe inside groups or in every branch."""
    items = _parser.parse(regex.pattern, regex.flags)
    ignore_case = bool(regex.flags & re.IGNORECASE)
    while True:
        if not items:
            return False
        op, av = items[0]
        if op is not _sre.SUBPATTERN:
            break
        _group, add_flags, del_flags, items = av
        if add_flags & re.IGNORECASE:
            ignore_case = True
        if del_flags & re.IGNORECASE:
            ignore_case = False
    if ignore_case:
        return False
    if op in (_sre.LITERAL, _sre.IN):
        return True
    return op is _sre.BRANCH and all(branch and branch[0][0] is _sre.LITERAL
                                     for branch in av[1])
