"""A pattern compiled with the set of characters its matches can open with, so a search
skips the other positions (issue 27: the offline review's CPU).

CPython's ``re`` searches a pattern by trying it at every position of the text, unless its
compiler found a literal prefix or a set of first characters: then a tight loop in C skips
every position that cannot open a match. The compiler finds such a set only for a pattern
that opens with a literal, a class or an alternation of literals, and never for a letter of
a case-insensitive pattern: the heuristic's and the scanner's large alternations
(``\\b(?:yesterday|last night|on (?:mon|tues|...)...``, case-insensitive) were tried, every
alternative, at every position (session 36, fast39: ~8,000 calls a review).

:func:`guarded` reads the parsed pattern for the characters any match must open with (``y``,
``l``, ``o`` above, in either case under ``re.I``) and compiles the pattern as ``re.compile``
does, with that set where the compiler would have put its own. Only the search's skipping
changes: ``match`` and ``fullmatch`` do not read the set, and a search tries the pattern
itself at every position the set lets through, so every match is the same match
(tests/config/test_first_character.py checks every module pattern of the heuristic and the
scanner against its plain compile).

The set is of ASCII characters, and lets every non-ASCII one through: a case-insensitive
``k`` also matches the Kelvin sign, and a ``\\s`` a no-break space, and the set need not know
which. It is left out where it cannot be told or would not pay:

- a match may be empty, or open with any character, a backreference or a negated class
  (``[^,]``): nothing to skip on;
- the compiler found a prefix or a set of its own (the same skipping, or better);
- the pattern opens with ``^`` (not multiline): a search then tries the start alone;
- every ASCII character may open a match: the set would skip nothing. (A wide one costs
  little: ``\\w+``'s skips spaces and punctuation in the compiler's own loop.)

The code is made from the one parse ``re.compile`` would make (no second parse); those
internals are CPython's (``re._parser``, ``re._compiler``, ``_sre``), and where they are not as
3.11 has them the plain compile is used; so it is on a Python this was not checked on
(:data:`CHECKED_ON`).
"""

from __future__ import annotations

import re
import sys
from re import Pattern
from typing import Any

# The versions whose internals this was checked on (tests/config/test_first_character.py's
# sameness test run under each, session 37). On any other the plain compile is used: a set
# read wrongly would make the scanner's searches skip a match, so a new Python is trusted
# only after that test has run on it.
CHECKED_ON = frozenset({(3, 11), (3, 12), (3, 13)})

try:
    if sys.version_info[:2] not in CHECKED_ON:
        raise ImportError("re's internals not checked on this version")
    import _sre
    from re import _compiler, _constants, _parser
except ImportError:  # another Python's re: every pattern compiled plainly
    _sre = _compiler = _constants = _parser = None  # type: ignore[assignment]

#: What a first character is read as: the parsed class items (LITERAL, RANGE, CATEGORY) it
#: may be one of, each with the flags in force where it stands (a ``(?i:...)`` part's own).
_Items = list[tuple[Any, Any, int]]

_ASCII = range(128)
_EVERY_ASCII = "".join(map(chr, _ASCII))   # each character at its own code's place


def guarded(source: str, flags: int = 0) -> Pattern[str]:
    """``re.compile(source, flags)``, with the set of characters its matches open with
    where the compiler found none and one skips something (module docstring). The same
    pattern: same source, flags, groups and matches."""
    if _parser is None:
        return re.compile(source, flags)
    try:
        parsed = _parser.parse(source, flags)
        whole = flags | parsed.state.flags
        opening = _opening_ascii(parsed, whole)
        if opening is None:
            return re.compile(source, flags)
        return _compile_with_set(source, whole, parsed, opening)
    except (AttributeError, TypeError, ValueError, IndexError):
        # internals not as CPython 3.11 has them: the plain compile
        return re.compile(source, flags)


def first_characters(source: str, flags: int = 0) -> str | None:
    """The ASCII characters a match of ``source`` may open with, where :func:`guarded` puts
    a set (every non-ASCII character is let through as well); None where it puts none."""
    if _parser is None:
        return None
    parsed = _parser.parse(source, flags)
    opening = _opening_ascii(parsed, flags | parsed.state.flags)
    return None if opening is None else "".join(map(chr, sorted(opening)))


def _opening_ascii(parsed: Any, flags: int) -> set[int] | None:
    """The ASCII codes a match may open with, or None (module docstring's cases)."""
    least, _most = parsed.getwidth()
    if least == 0 or flags & re.LOCALE or _compiler_finds_a_set(parsed, flags):
        return None
    if parsed.data and parsed.data[0][0] is _constants.AT and (
            parsed.data[0][1] is _constants.AT_BEGINNING_STRING
            or (parsed.data[0][1] is _constants.AT_BEGINNING and not flags & re.MULTILINE)):
        return None   # a search tries the start alone
    found = _first(parsed.data, flags)
    if found is None or found[1]:
        return None
    opening = _ascii_in(found[0])
    return None if len(opening) == len(_ASCII) else opening


def _compiler_finds_a_set(parsed: Any, flags: int) -> bool:
    """Whether ``re``'s compiler puts a literal prefix or a first-character set of its own
    (the tests ``_compile_info`` makes)."""
    prefix, _skip, _all = _compiler._get_literal_prefix(parsed, flags)
    return bool(prefix) or bool(_compiler._get_charset_prefix(parsed, flags))


def _first(items: Any, flags: int) -> tuple[_Items, bool] | None:
    """The class items a match of the sequence ``items`` can open with, and whether it can
    match taking no character; None when its first character cannot be told."""
    found: _Items = []
    for op, value in items:
        one = _first_of(op, value, flags)
        if one is None:
            return None
        found.extend(one[0])
        if not one[1]:
            return found, False
    return found, True


def _first_of(op: Any, value: Any, flags: int) -> tuple[_Items, bool] | None:
    c = _constants
    if op is c.LITERAL:
        return [(op, value, flags)], False
    if op is c.IN:
        if any(item_op not in (c.LITERAL, c.RANGE, c.CATEGORY) for item_op, _v in value):
            return None   # a negated class
        return [(item_op, item, flags) for item_op, item in value], False
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):   # ^ $ \b, lookarounds: they take no character
        return [], True
    if op is c.SUBPATTERN:
        _group, add, remove, inner = value
        return _first(inner, _compiler._combine_flags(flags, add, remove))
    if op is c.ATOMIC_GROUP:
        return _first(value, flags)
    if op is c.BRANCH:
        found: _Items = []
        may_be_empty = False
        for branch in value[1]:
            one = _first(branch, flags)
            if one is None:
                return None
            found.extend(one[0])
            may_be_empty = may_be_empty or one[1]
        return found, may_be_empty
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        least, _most, inner = value
        one = _first(inner, flags)
        if one is None:
            return None
        return one[0], one[1] or least == 0
    return None   # any character, a backreference, a conditional: not told


def _ascii_in(items: _Items) -> set[int]:
    """The ASCII codes one of ``items`` matches, each read by ``re`` itself under the flags
    where it stands (case, ASCII or Unicode classes)."""
    by_flags: dict[int, list[tuple[Any, Any]]] = {}
    for op, value, where in items:
        by_flags.setdefault(where, []).append((op, value))
    found: set[int] = set()
    for where, group in by_flags.items():
        one_of = _compiler.compile(_parser.SubPattern(_parser.State(), [(_constants.IN, group)]),
                                   where & ~re.VERBOSE)
        found.update(match.start() for match in one_of.finditer(_EVERY_ASCII))
    return found


def _compile_with_set(source: str, flags: int, parsed: Any, opening: set[int]) -> Pattern[str]:
    """The pattern ``re.compile`` makes of ``parsed``, its information block given the set:
    any character but the ASCII ones not in ``opening``."""
    c = _constants
    code = _compiler._code(parsed, flags)
    # the block _compile_info wrote: INFO, its length, no prefix or set, the least and most
    # a match takes; what follows is the pattern's own code
    if code[0] is not c.INFO or code[1] != 4 or code[2] != 0:
        raise ValueError("an information block not as _compile_info writes it")
    skipped = [(c.NEGATE, None)] + [(c.LITERAL, code_) for code_ in _ASCII if code_ not in opening]
    charset, _cased = _compiler._optimize_charset(skipped)
    info = [c.INFO, 0, c.SRE_INFO_CHARSET, code[3], code[4]]
    _compiler._compile_charset(charset, flags, info)
    info[1] = len(info) - 1
    names = parsed.state.groupdict
    by_number: list[str | None] = [None] * parsed.state.groups
    for name, number in names.items():
        by_number[number] = name
    return _sre.compile(source, flags, info + code[5:], parsed.state.groups - 1,
                        names, tuple(by_number))
