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
