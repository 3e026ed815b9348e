"""What the scanner derives from its regexes' parse trees, prebuilt (issue 28: first-scan tables).

The pattern table's rows are run fast by facts read from each regex's parse tree: its
required literals (:func:`memory.scan.prefilter.required_literals`), how far its matches
reach, the characters they start with, whether ``re`` already skips to those, and whether
a match can hold a Han ideograph (:mod:`memory.scan.reach`). Each reading parses the regex
again; over the table that was ~0.25 s of CPU in every process's first scan.

``regex_facts.json`` (written by ``python dev_tools/build_regex_facts.py``) holds those
facts for every regex the build finds, each keyed by the regex's own text and flags, and
the file as a whole by the BLAKE2b digest of the two modules that derive them and of this
Python's version (the parse trees are ``re``'s own). A regex the file does not hold (a row
edited since the build), or a file that does not fit (another Python, a deriving module
edited), is read from its parse tree as before: the facts can only be missing, never
another regex's or another derivation's. ``tests/memory/test_scanner_prebuilt_tables.py``
checks the file against the build.
"""

from __future__ import annotations

import hashlib
import re
import sys
from functools import cache
from importlib import resources

from . import prefilter, reach
from .prefilter import RequiredLiterals
from .reach import Reach
from .word_tables import load_table

__all__ = ["first_chars", "han_free", "offset_gate", "reach_of", "required_literals", "starts_plain"]

_PREBUILT = "regex_facts.json"
_DERIVERS = ("prefilter.py", "reach.py")


def key(regex: re.Pattern[str]) -> str:
    """The file's key of ``regex``: its flags and its text."""
    return f"{regex.flags}:{regex.pattern}"


def derivation_digest() -> str:
    """What the facts were derived by: the deriving modules' bytes and this Python."""
    digest = hashlib.blake2b(sys.version.encode(), digest_size=16)
    package = resources.files(__package__)
    for name in _DERIVERS:
        digest.update(b"\0" + name.encode() + b"\0")
        digest.update(package.joinpath(name).read_bytes())
    return digest.hexdigest()


def derive(regex: re.Pattern[str]) -> dict:
    """Every fact of ``regex``, read from its parse tree (what the file holds)."""
    required = prefilter.required_literals(regex)
    bounds = reach.reach_of(regex)
    first = reach.first_chars(regex)
    at = reach.offset_gate(regex)
    return {"required": [list(group) for group in required.groups],
            "lowered": required.lowered,
            "reach": None if bounds is None else [bounds.need, bounds.ahead, bounds.behind],
            "first": None if first is None else "".join(sorted(first)),
            "gate_at": None if at is None else [at[0], "".join(sorted(at[1]))],
            "plain": reach.starts_plain(regex),
            "han_free": reach.han_free(regex)}


@cache
def _prebuilt() -> dict[str, dict] | None:
    """The file's facts by :func:`key`, or None when the file does not fit this process."""
    try:
        data = load_table(_PREBUILT)
    except FileNotFoundError:
        return None
    if data.get("derivation") != derivation_digest():
        return None
    return data["regexes"]


#: When a set (``dev_tools/build_regex_facts.py``), every regex asked about is added to it.
ASKED: set[re.Pattern[str]] | None = None


def _facts(regex: re.Pattern[str]) -> dict | None:
    if ASKED is not None:
        ASKED.add(regex)
    prebuilt = _prebuilt()
    return None if prebuilt is None else prebuilt.get(key(regex))


def of_source(source: str) -> dict | None:
    """The facts of ``re.compile(source)`` without compiling it, when the file holds them.

    The file's key is the compiled regex's flags and text. Held under ``re``'s default
    flags alone (``re.UNICODE``), a regex of that text had no flag given and none set by
    the text itself, so compiling ``source`` with no flags gives that very key.
    """
    if ASKED_SOURCES is not None:
        ASKED_SOURCES.add(source)
    prebuilt = _prebuilt()
    return None if prebuilt is None else prebuilt.get(f"{int(re.UNICODE)}:{source}")


#: When a set (``dev_tools/build_regex_facts.py``), every source asked about is added to it.
ASKED_SOURCES: set[str] | None = None


def required_from(facts: dict) -> RequiredLiterals:
    """The required literals the file's ``facts`` of a regex hold."""
    return RequiredLiterals(tuple(tuple(group) for group in facts["required"]),
                            lowered=facts["lowered"])


def reach_from(facts: dict) -> Reach | None:
    """The reach the file's ``facts`` of a regex hold."""
    return None if facts["reach"] is None else Reach(*facts["reach"])


def first_from(facts: dict) -> frozenset[str] | None:
    """The first characters the file's ``facts`` of a regex hold."""
    return None if facts["first"] is None else frozenset(facts["first"])


def required_literals(regex: re.Pattern[str]) -> RequiredLiterals:
    """:func:`memory.scan.prefilter.required_literals`, from the file when it holds them."""
    facts = _facts(regex)
    return prefilter.required_literals(regex) if facts is None else required_from(facts)


def reach_of(regex: re.Pattern[str]) -> Reach | None:
    """:func:`memory.scan.reach.reach_of`, from the file when it holds it."""
    facts = _facts(regex)
    return reach.reach_of(regex) if facts is None else reach_from(facts)


def first_chars(regex: re.Pattern[str]) -> frozenset[str] | None:
    """:func:`memory.scan.reach.first_chars`, from the file when it holds them."""
    facts = _facts(regex)
    return reach.first_chars(regex) if facts is None else first_from(facts)


def offset_gate(regex: re.Pattern[str]) -> tuple[int, frozenset[str]] | None:
    """:func:`memory.scan.reach.offset_gate`, from the file when it holds it."""
    facts = _facts(regex)
    return reach.offset_gate(regex) if facts is None else gate_at_from(facts)


def gate_at_from(facts: dict) -> tuple[int, frozenset[str]] | None:
    """The gate at an offset the file's ``facts`` of a regex hold."""
    at = facts.get("gate_at")
    return None if at is None else (at[0], frozenset(at[1]))


def starts_plain(regex: re.Pattern[str]) -> bool:
    """:func:`memory.scan.reach.starts_plain`, from the file when it holds it."""
    facts = _facts(regex)
    return reach.starts_plain(regex) if facts is None else facts["plain"]


def han_free(regex: re.Pattern[str]) -> bool:
    """:func:`memory.scan.reach.han_free`, from the file when it holds it."""
    facts = _facts(regex)
    return reach.han_free(regex) if facts is None else facts["han_free"]


def build(regexes) -> dict:
    """The file's content for ``regexes`` (see ``dev_tools/build_regex_facts.py``)."""
    return {"about": "built by dev_tools/build_regex_facts.py: facts read from the "
                     "scanner's regexes' parse trees (memory/scan/prefilter.py, reach.py); "
                     "see memory/scan/regex_facts.py",
            "derivation": derivation_digest(),
            "regexes": {key(regex): derive(regex)
                        for regex in sorted(set(regexes), key=key)}}
