"""config.lazy_re (issue 27, a process's start): a module body's patterns are compiled on
first use; a compile inside a function is the standard one. Its users' tests:
tests/review/test_heuristic_lazy_patterns.py (the heuristic) and
tests/memory/test_scanner_lazy_patterns.py (the scanner)."""

from __future__ import annotations

import re

from reverie.config import lazy_re


def made_in_a_function(source: str) -> object:
    return lazy_re.compile(source)


MADE_IN_THE_BODY = lazy_re.compile(r"body \d+")
MADE_IN_A_COMPREHENSION = [lazy_re.compile(source) for source in (r"one", r"two")]


def test_only_a_module_body_defers_its_compile():
    assert isinstance(MADE_IN_THE_BODY, lazy_re.LazyPattern)
    assert all(isinstance(p, lazy_re.LazyPattern) for p in MADE_IN_A_COMPREHENSION)
    made = len(lazy_re.MADE)
    in_function = made_in_a_function(r"inside (\w+)")
    # the standard compile, answered by re's cache: nothing kept, nothing deferred
    assert isinstance(in_function, re.Pattern) and in_function is re.compile(r"inside (\w+)")
    assert [lazy_re.compile(s) for s in (r"a+",)][0] is re.compile(r"a+")
    assert len(lazy_re.MADE) == made
    # a module body's pattern answers as the compiled one, once used
    assert MADE_IN_THE_BODY.search("the body 42 here").group() == "body 42"
    for pattern in (MADE_IN_THE_BODY, *MADE_IN_A_COMPREHENSION):
        lazy_re.MADE.remove(pattern)   # no module's of the suite: out of their list


def test_a_later_pattern_makes_its_source_on_first_use_once():
    # session 28: a module body's source built from folded words is made when the pattern
    # is first used, not at import (a fold of a non-ASCII word reads the look-alike tables).
    # A module body of its own: pytest's collection reads this module's names.
    made: list[str] = []

    def source() -> str:
        made.append("made")
        return r"late (\d+)"

    body: dict = {"lazy_re": lazy_re, "re": re, "source": source}
    exec(compile("LATER = lazy_re.compile_later(source, re.I)", "a_module", "exec"), body)
    later = body["LATER"]
    assert isinstance(later, lazy_re.LazyPattern) and lazy_re.is_pattern(later)
    assert made == []
    assert later.pattern == r"late (\d+)"   # its source, not compiled yet
    assert made == ["made"] and "_compiled" not in later.__dict__
    assert later.search("so LATE 7").group(1) == "7"   # the flags kept
    # compiled once, from the source made (with the set of characters its matches open
    # with: tests/config/test_first_character.py)
    assert later.compiled is later.compiled and later.compiled.pattern == r"late (\d+)"
    assert later.flags == re.compile(r"late (\d+)", re.I).flags
    assert made == ["made"]
    lazy_re.MADE.remove(later)   # no module's of the suite


def test_a_later_pattern_asked_in_a_function_is_made_and_compiled_now():
    made = len(lazy_re.MADE)
    compiled = lazy_re.compile_later(lambda: r"now \w+")
    assert isinstance(compiled, re.Pattern) and compiled is re.compile(r"now \w+")
    assert len(lazy_re.MADE) == made
