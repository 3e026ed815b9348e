"""``re`` with ``compile`` deferred to a pattern's first use (issue 27: a process's start).

The heuristic's rule tables and shape layer hold ~1,000 module-level patterns, the
scanner's modules ~400; compiling them all at import cost ~0.5 s of CPU in every process,
and a review of a few sentences, or a scan of a note, runs a fraction of them. A module
imports this one as ``re`` (``from reverie.config import lazy_re as re``) and keeps writing
``re.compile(...)``, ``re.I`` and ``re.sub(...)``: everything but ``compile`` is the
standard module's own.

Only a compile run by a module's body (directly, or in a comprehension there) is deferred:
it is made once a process. One inside a function is the standard ``re.compile``, answered
by ``re``'s own cache, so a function that compiles on every call neither pays the
deferral's wrapper each time nor adds to :data:`MADE`.

A :class:`LazyPattern` holds its source (``.pattern``, read without compiling: patterns
are built from other patterns' sources at import) and compiles on the first use of
anything else. It then keeps the compiled pattern's methods on itself, so a call after
the first costs what a call on the compiled pattern costs. It is compiled with the set of
characters its matches open with where ``re``'s compiler finds none of its own
(:mod:`reverie.config.first_character`: a search then skips the positions outside it), the
same matches as ``re.compile`` finds. Two threads using a pattern first at once both
compile it (the same result); either's methods answer.
"""

from __future__ import annotations

import re as _re
import sys
from collections.abc import Callable
from re import *  # noqa: F403 - this module stands in for ``re`` in the modules that use it
from re import Match, Pattern, error, escape  # noqa: F401 - names the wildcard leaves out
from typing import Any

from reverie.config.first_character import guarded

#: What a compiled pattern offers that a LazyPattern copies on its first use.
_KEPT = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split",
         "scanner", "flags", "groups", "groupindex")

#: Every LazyPattern made (module-level patterns: made once a process): a test compiles
#: them all, so a pattern that does not compile fails in the suite, not in a review.
MADE: list[LazyPattern] = []


class LazyPattern:
    """A pattern compiled on its first use; ``pattern`` is its source."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags
        MADE.append(self)

    @property
    def compiled(self) -> Pattern[str]:
        """The compiled pattern (compiled now if it was not yet)."""
        found = self.__dict__.get("_compiled")
        if found is None:
            # with the set of characters its matches open with (first_character.py)
            found = guarded(self.pattern, self._flags)
            kept = {name: getattr(found, name) for name in _KEPT}
            kept["_compiled"] = found
            self.__dict__.update(kept)
        return found

    def __getattr__(self, name: str) -> Any:
        # Reached only for what the instance does not hold yet: the first use.
        if name.startswith("__") or name in ("_flags", "_compiled"):
            raise AttributeError(name)
        return getattr(self.compiled, name)

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self._flags!r})"


class _SourceLater(LazyPattern):
    """A :class:`LazyPattern` whose source is made on first use too (:func:`compile_later`)."""

    def __init__(self, make_source: Callable[[], str], flags: int = 0) -> None:
        self._make_source = make_source
        self._flags = flags
        MADE.append(self)

    @property
    def pattern(self) -> str:  # type: ignore[override]
        found = self.__dict__.get("_source")
        if found is None:
            found = self.__dict__["_source"] = self._make_source()
        return found


def compile_later(make_source: Callable[[], str], flags: int = 0) -> Any:
    """A pattern whose source ``make_source()`` makes, both on first use when a module's
    body asks (its ``pattern`` too): for a source built from words folded like the text,
    since a module-level fold of a non-ASCII word reads the look-alike tables at import
    (session 28). Asked from a function, the source made and compiled now."""
    if not _from_module_body(sys._getframe(1)):
        return _re.compile(make_source(), flags)
    return _SourceLater(make_source, flags)


#: The code objects a module body's comprehensions run in: their caller is the body.
_COMPREHENSIONS = frozenset({"<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>"})


def compile(pattern: str | LazyPattern | Pattern[str], flags: int = 0) -> Any:  # noqa: A001
    """``re.compile``, deferred when a module's body asks: a :class:`LazyPattern` (a
    compiled or lazy pattern is returned as it is, as ``re.compile`` returns a compiled
    one). Asked from a function, the standard ``re.compile`` (module docstring)."""
    if isinstance(pattern, LazyPattern | _re.Pattern):
        return pattern
    if not _from_module_body(sys._getframe(1)):
        return _re.compile(pattern, flags)
    return LazyPattern(pattern, flags)


def _from_module_body(frame: Any) -> bool:
    """Whether ``frame`` (the caller's) runs a module's body, or a comprehension in one."""
    while frame is not None and frame.f_code.co_name in _COMPREHENSIONS:
        frame = frame.f_back
    return frame is not None and frame.f_code.co_name == "<module>"


def is_pattern(value: object) -> bool:
    """Whether ``value`` is a pattern, compiled or lazy (not a matcher function)."""
    return isinstance(value, LazyPattern | _re.Pattern)


def expanded(template: str) -> Callable[[Match[str]], str]:
    """A replacement for ``Pattern.sub`` that writes ``template`` (``\\1``, ``\\g<name>``)
    into each match as ``sub`` would with the template itself (``Match.expand``).

    Given a template holding a backslash, CPython's ``sub`` calls back into Python
    (``re._subx``: a module import and a cached parse) on every call, before it looks for
    a match: ~5-10 µs a call that finds nothing (issue 27: the offline review made ~130
    such calls a review, nearly all finding nothing). A callable is called only on a match,
    where it parses the template as ``sub`` does."""
    return lambda match: match.expand(template)
