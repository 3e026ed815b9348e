"""The extraction table: prioritised rows, each turning one kind of user sentence into entries.

A :class:`Rule` row has a name, a pattern (a compiled regex, or a matcher returning the
named parts), the target it writes to, the sentence template it produces and an example
with the entries that example gives. ``rules_en`` and ``rules_zh`` hold one table each, in
priority order. A sentence is tried against the table of its own language first, then the
other (a Chinese sentence may name English tools, and the other way round); **the first row
that yields something wins**. A row's ``build`` returns None to decline (the next row is
tried) or a list of candidates; an empty list claims the sentence and yields nothing (a
veto: "remember to buy milk" is a task, and no later row may take it as a fact).

tests/review/test_heuristic_rules.py runs every row's example through the whole table: a
row without an example, or whose example an earlier row captures, fails.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

try:  # the parser of re's own patterns: re._parser since 3.11 (sre_parse before, deprecated)
    from re import _constants, _parser
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as _constants  # type: ignore[no-redef]
    import sre_parse as _parser  # type: ignore[no-redef]

from ...wellformed import language
from .lazy_re import LazyPattern, is_pattern
from .text import CJK
from .writing import finish, target_of, third_person, undecided_pair

#: What kind of thing a row recognises, and the reason its proposals give.
#: The rule of a user's dated past event: planned as an episode for the archive, never an
#: operation on a file (review.episodes).
EPISODE_RULE = "shape:episode"
EPISODE_REASON = "The user told a dated past event of their own: kept in the archive, never in the prompt."

REASONS = {
    "veto": "",  # a row that recognises what is not a fact and yields nothing
    "explicit": "The user explicitly asked to remember this.",
    "standing": "The user set a standing instruction.",
    "switch": "The user said they moved from one thing to another.",
    "stated": "The user stated a preference or a fact about themselves.",
    "offered": "The user offered this as lasting context.",
    "environment": "The user described their project or environment.",
}
#: Targets a row declares: a fixed file, or the written sentence's subject (``target_of``).
SUBJECT = "subject"


@dataclass(frozen=True)
class Candidate:
    """One entry a user sentence gives, before planning turns it into an operation."""

    target: str
    content: str
    reason: str
    confidence: float
    old: str | None = None    # a switch or "no longer": the value the user left
    new: str | None = None    # a switch: the value they moved to
    lang: str = "en"          # the language the user wrote in
    rule: str = ""            # the row that found it
    #: The user said something changed ("switched", "now", "moved to"): the fact may
    #: supersede a live entry about the same thing even when the old value is not named.
    changes: bool = False
    #: The content is the user's own statement (not a template around a value): a replace
    #: writes it rather than the old entry with the value swapped.
    own_words: bool = False
    #: fixlearn17: a relative time the row's end took from the sentence and cut ("I moved to
    #: Leeds last year"), which the message's time dates (:func:`.extract._dated_end`)
    when: str = ""
    #: prec26: the readings that reshaped the row's find, in order (a shape-layer branch, a
    #: rewrite after it); with ``rule``, the entry's reader in a developer's eval
    #: (:mod:`.readers`), never in an operation
    via: tuple[str, ...] = ()


Groups = Mapping[str, Any]
Matcher = Callable[[str], Groups | None]


@dataclass(frozen=True)
class Rule:
    name: str
    kind: str                              # a key of REASONS
    pattern: re.Pattern[str] | LazyPattern | Matcher
    target: str                            # "user", "memory" or SUBJECT
    template: str                          # the sentence it writes ({name}: a matched part)
    example: str                           # a sentence this row, and no row before it, takes
    gives: tuple[str, ...]                 # the entries the example gives
    confidence: float
    #: Turns a match into candidates (None: decline). Default: the template filled with the
    #: matched parts in third person.
    build: Callable[[Hit], list[Candidate] | None] | None = None

    @cached_property
    def needs_cjk(self) -> bool:
        """Whether every text this row's pattern matches holds a CJK character (read from
        the pattern itself): such a row cannot take an English sentence, so it is not tried."""
        return is_pattern(self.pattern) and _requires_cjk(
            _parser.parse(self.pattern.pattern, self.pattern.flags))

    def match(self, text: str) -> Groups | None:
        if callable(self.pattern):   # a matcher (a pattern, compiled or lazy, is not callable)
            return self.pattern(text)
        found = self.pattern.match(text)
        return found.groupdict() if found else None


@dataclass(frozen=True)
class Hit:
    """A row's pattern matched ``text`` (a sentence's core); what its build works from."""

    rule: Rule
    groups: Groups
    text: str
    end: str | None                        # the stop the sentence was said with
    table: Table

    def __getitem__(self, name: str) -> Any:
        return self.groups.get(name)

    def candidate(self, content: str, *, target: str | None = None, confidence: float | None = None,
                  kind: str | None = None, **extra: Any) -> Candidate:
        """A candidate of this row; the target is the row's, or the sentence's subject."""
        declared = target or self.rule.target
        extra.setdefault("changes", (kind or self.rule.kind) == "switch")
        return Candidate(target_of(content) if declared == SUBJECT else declared, content,
                         REASONS[kind or self.rule.kind],
                         self.rule.confidence if confidence is None else confidence,
                         rule=self.rule.name, **extra)

    def filled(self, **parts: str) -> str:
        """The row's template with the matched parts (and ``parts``), as a finished entry."""
        values = {k: v or "" for k, v in self.groups.items()} | parts
        text = self.rule.template.format(**values)
        # learn41: the subject as the writer reads it, so a pair in the matched part agrees
        # ("User works at a clinic and volunteer at a shelter" kept "volunteer"), and a pair
        # the writer cannot decide is cut after the row's own fact ("works at a bakery")
        written = third_person("the user " + text[5:] if text.startswith("User ") else text)
        if (at := undecided_pair(written)) is not None:
            written = written[:at]
        return finish(written, self.end)


#: A writer for what an instruction keeps ("remember that …", "from now on …"): the fact
#: as a statement about the user or the environment, in the fact's language.
Writer = Callable[[str, "str | None", "Hit"], "Candidate | None"]


@dataclass
class Table:
    """Both languages' rows, and the statement writers the instruction rows use."""

    tables: Mapping[str, Sequence[Rule]]
    writers: Mapping[str, Writer] = field(default_factory=dict)
    _order: dict[tuple[str | None, bool, bool], tuple[Rule, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False)

    def rows(self, lang: str | None = None) -> Iterator[Rule]:
        """Every row in the order a sentence in ``lang`` tries them."""
        order = sorted(self.tables, key=lambda name: name != lang)
        for name in order:
            yield from self.tables[name]

    def _tried(self, lang: str | None, only: bool, latin: bool) -> tuple[Rule, ...]:
        """The rows a text tries, in order (asked for every sentence, so kept once made)."""
        key = (lang, only, latin)
        if key not in self._order:
            rows = self.tables[lang] if only and lang is not None else self.rows(lang)
            self._order[key] = tuple(r for r in rows if not (latin and r.needs_cjk))
        return self._order[key]

    def first(self, text: str, end: str | None, *, kinds: Sequence[str] | None = None,
              lang: str | None = None) -> list[Candidate]:
        """What the first row yielding something makes of ``text`` ([] when none does);
        ``kinds``/``lang``: only rows of those kinds, of that language's table."""
        return self.claim(text, end, kinds=kinds, lang=lang)[1]

    def claim(self, text: str, end: str | None, *, kinds: Sequence[str] | None = None,
              lang: str | None = None) -> tuple[Rule | None, list[Candidate]]:
        """The row that takes ``text`` (None: no row does) and what it yields ([]: a veto)."""
        latin = _ANY_CJK.search(text) is None
        for rule in self._tried(language(text) if lang is None else lang, lang is not None, latin):
            if kinds is not None and rule.kind not in kinds:
                continue
            groups = rule.match(text)
            if groups is None:
                continue
            found = (rule.build or _fill)(Hit(rule, groups, text, end, self))
            if found is not None:
                return rule, found
        return None, []

    def stated(self, text: str, end: str | None) -> Candidate | None:
        """``text`` read as a stated fact by the English rows ("I prefer …" → "User prefers …")."""
        found = self.first(text, end, kinds=("stated",), lang="en")
        return found[0] if found else None

    def statement(self, fact: str, end: str | None, hit: Hit) -> Candidate | None:
        """What an instruction keeps, written by the writer of the fact's language."""
        lang = "zh" if CJK.search(fact) and language(fact) == "zh" else "en"
        return self.writers[lang](fact, end, hit)


# The characters _cjk counts, as a pattern (a text without any cannot meet a row needing one).
_ANY_CJK = re.compile("[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")


def _cjk(code: int) -> bool:
    return 0x3000 <= code <= 0x303F or 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF \
        or 0xFF00 <= code <= 0xFFEF


def _requires_cjk(items: Any) -> bool:
    """Whether a parsed pattern cannot match without a CJK character: a CJK literal (or a
    set of them) it must pass, in a group, a repeat of at least one, or every branch."""
    for op, arg in items:
        if op is _constants.LITERAL and _cjk(arg):
            return True
        if op is _constants.IN and arg and all(
                (o is _constants.LITERAL and _cjk(a)) or (o is _constants.RANGE and _cjk(a[0]) and _cjk(a[1]))
                for o, a in arg):
            return True
        if op is _constants.SUBPATTERN and _requires_cjk(arg[-1]):
            return True
        if op is _constants.BRANCH and all(_requires_cjk(b) for b in arg[1]):
            return True
        if op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT) and arg[0] >= 1 and _requires_cjk(arg[2]):
            return True
    return False


def veto(hit: Hit) -> list[Candidate]:
    """The build of a row that recognises what is not a fact: it claims the sentence."""
    return []


def _fill(hit: Hit) -> list[Candidate] | None:
    return [hit.candidate(hit.filled())]
