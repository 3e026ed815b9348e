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
from typing import Any

from ...wellformed import language
from .text import CJK
from .writing import finish, target_of, third_person

#: What kind of thing a row recognises, and the reason its proposals give.
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


Groups = Mapping[str, Any]
Matcher = Callable[[str], Groups | None]


@dataclass(frozen=True)
class Rule:
    name: str
    kind: str                              # a key of REASONS
    pattern: re.Pattern[str] | Matcher
    target: str                            # "user", "memory" or SUBJECT
    template: str                          # the sentence it writes ({name}: a matched part)
    example: str                           # a sentence this row, and no row before it, takes
    gives: tuple[str, ...]                 # the entries the example gives
    confidence: float
    #: Turns a match into candidates (None: decline). Default: the template filled with the
    #: matched parts in third person.
    build: Callable[[Hit], list[Candidate] | None] | None = None

    def match(self, text: str) -> Groups | None:
        if isinstance(self.pattern, re.Pattern):
            found = self.pattern.match(text)
            return found.groupdict() if found else None
        return self.pattern(text)


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
        return finish(third_person(self.rule.template.format(**values)), self.end)


#: A writer for what an instruction keeps ("remember that …", "from now on …"): the fact
#: as a statement about the user or the environment, in the fact's language.
Writer = Callable[[str, "str | None", "Hit"], "Candidate | None"]


@dataclass
class Table:
    """Both languages' rows, and the statement writers the instruction rows use."""

    tables: Mapping[str, Sequence[Rule]]
    writers: Mapping[str, Writer] = field(default_factory=dict)

    def rows(self, lang: str | None = None) -> Iterator[Rule]:
        """Every row in the order a sentence in ``lang`` tries them."""
        order = sorted(self.tables, key=lambda name: name != lang)
        for name in order:
            yield from self.tables[name]

    def first(self, text: str, end: str | None, *, kinds: Sequence[str] | None = None,
              lang: str | None = None) -> list[Candidate]:
        """What the first row yielding something makes of ``text`` ([] when none does);
        ``kinds``/``lang``: only rows of those kinds, of that language's table."""
        return self.claim(text, end, kinds=kinds, lang=lang)[1]

    def claim(self, text: str, end: str | None, *, kinds: Sequence[str] | None = None,
              lang: str | None = None) -> tuple[Rule | None, list[Candidate]]:
        """The row that takes ``text`` (None: no row does) and what it yields ([]: a veto)."""
        for rule in self.rows(language(text)) if lang is None else self.tables[lang]:
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


def veto(hit: Hit) -> list[Candidate]:
    """The build of a row that recognises what is not a fact: it claims the sentence."""
    return []


def _fill(hit: Hit) -> list[Candidate] | None:
    return [hit.candidate(hit.filled())]
