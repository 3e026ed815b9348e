"""Entries learned from text the user did not type (session 25): what ``reverie doctor``
points out.

Until 4cde0c7b (session 24) a review read a Hermes user row whole: a ``/skill`` turn's
SKILL.md, an ``@file:`` reference's attached file, a machine notice, the memory recalled for
a photo turn. A home reviewed then may hold "User prefers release notes grouped by …" from
a skill's body. Reviews now read only what the user typed (``search_index.spoken``), but the
old entries stay, and nothing told them from the rest.

Each entry's evidence is in the journal (the rows its review quoted). An entry is named when
one of its evidence rows is now read differently from what is stored (the row was wrapped
in scaffolding, or is not the user's words at all) and the entry's words are mostly in the
part the user did not type: an entry from the typed instruction of the same row is not
named. Words match by their stems' overlap ("uses" and "use"), since a review rewrites the
user's sentence ("I use" becomes "User uses").

An entry the operator protected (``reverie memory protect``) is vouched for and never named.

Everything is read read-only (journal.db, state.db, the memory files): doctor changes
nothing in the home.
"""

from __future__ import annotations

import functools
import json
import re
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from reverie.config import TARGETS, ReverieError, Settings
from reverie.config.regular import read_regular
from reverie.config.sqlitedb import connect_readonly
from reverie.memory.entries import parse_entries
from reverie.memory.journey import NODE_PREFIX, entry_fingerprint
from reverie.search_index.multimodal import decode_content
from reverie.search_index.spoken import spoken_condition, typed_words

#: Words an entry has whoever said it (its subject, its glue).
_GLUE = frozenset({"user", "user's", "users", "the", "and", "for", "with", "that", "this",
                   "has", "have", "was", "are", "from", "their", "they", "his", "her"})
_WORD = re.compile(r"[\w'-]+")
#: A stem's least length, and how many characters a word may add to it.
_STEM, _STEM_SLACK = 3, 3
#: Evidence rows read a review, at most (a review quotes a few).
_ROWS_A_REVIEW = 64


@dataclass(frozen=True)
class UntypedEntry:
    """A live entry whose words came from text the user did not type."""

    target: str
    node_id: str
    entry: str


def untyped_entries(settings: Settings) -> list[UntypedEntry]:
    """The live entries of both files learned from text the user did not type (module
    docstring); [] when the home has no journal or no state.db."""
    if not settings.journal_db.exists() or not settings.state_db.exists():
        return []
    learned = list(_learned_entries(settings))
    if not learned:
        return []
    found = []
    state = connect_readonly(settings.state_db)
    try:
        rows = _RowReader(state)
        for target, node_id, entry, evidence in learned:
            read = rows.read(evidence)
            if read and _from_untyped(entry, read):
                found.append(UntypedEntry(target, node_id, entry))
    finally:
        state.close()
    return found


def _learned_entries(settings: Settings) -> Iterator[tuple[str, str, str, dict[str, Any]]]:
    """(target, node id, entry, evidence) of each live entry a review wrote, as the journal
    tells (the newest done change that produced its exact text)."""
    journal = connect_readonly(settings.journal_db)
    try:
        if not _has_table(journal, "memory_ops"):
            return   # (another component made journal.db first: nothing journaled yet)
        vouched = _protected(journal)
        for target in TARGETS:
            for index, entry in enumerate(_entries(settings, target)):
                if (target, entry) in vouched:
                    continue
                row = journal.execute(
                    "SELECT evidence FROM memory_ops WHERE target = ? AND after = ? AND event IN"
                    " ('applied', 'approved', 'undone') AND state = 'done'"
                    " ORDER BY op_id DESC LIMIT 1", (target, entry)).fetchone()
                evidence = _evidence(row[0] if row else None)
                if evidence is not None:
                    yield (target, f"{NODE_PREFIX}:{target}:{index}:{entry_fingerprint(entry)}",
                           entry, evidence)
    finally:
        journal.close()


def _protected(journal: sqlite3.Connection) -> set[tuple[str, str]]:
    """(target, entry) the operator protected (``reverie memory protect``): vouched for,
    so doctor leaves them be."""
    if not _has_table(journal, "upkeep_protected"):
        return set()
    return {(t, e) for t, e in journal.execute("SELECT target, text FROM upkeep_protected")}


def _has_table(conn: sqlite3.Connection, name: str) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                        (name,)).fetchone() is not None


def _entries(settings: Settings, target: str) -> list[str]:
    try:
        data = read_regular(settings.memory_file(target))
    except (OSError, ReverieError):
        return []   # (a missing or unreadable file is doctor's memory_files finding)
    return parse_entries(data.decode("utf-8", "replace"))


def _evidence(raw: Any) -> dict[str, Any] | None:
    try:
        value = json.loads(raw) if isinstance(raw, str) else None
    except ValueError:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("message_ids"), list):
        return None
    return value


class _RowReader:
    """Evidence rows of state.db: (what is stored, what a review reads of it now)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        columns = [r[1] for r in conn.execute("PRAGMA table_info(messages)")]
        self.spoken = spoken_condition(columns, alias="")

    def read(self, evidence: dict[str, Any]) -> list[tuple[str, str]]:
        ids = [i for i in evidence["message_ids"] if isinstance(i, int)
               and not isinstance(i, bool)][:_ROWS_A_REVIEW]
        if not ids:
            return []
        marks = ", ".join("?" * len(ids))
        out = []
        for content, spoken in self.conn.execute(
                f"SELECT content, {self.spoken} FROM messages WHERE role = 'user'"
                f" AND session_id = ? AND id IN ({marks})",
                (str(evidence.get("session_id")), *ids)):
            stored = decode_content(content) or ""
            out.append((stored, typed_words(stored) if spoken else ""))
        return out


def _from_untyped(entry: str, rows: Iterable[tuple[str, str]]) -> bool:
    """Whether ``entry``'s words are mostly in the untyped part of ``rows`` (each row's
    stored text and what the user typed of it), not in the typed part."""
    rows = list(rows)
    if all(typed == stored for stored, typed in rows):
        return False   # every row was the user's own words
    words = [w for w in _words(entry) if w not in _GLUE]
    if not words:
        return False
    typed = _stems(" ".join(t for _, t in rows))
    stored = _stems(" ".join(s for s, _ in rows))
    in_typed = sum(1 for w in words if typed.meets(w))
    in_stored = sum(1 for w in words if stored.meets(w))
    return 2 * in_typed < len(words) and in_stored > in_typed


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if len(w) >= _STEM]


@functools.lru_cache(maxsize=8)
def _stems(text: str) -> _Stems:
    # (entries learned in one review share their evidence rows: read each text once)
    return _Stems(text)


class _Stems:
    """The words of a text, to ask whether a word or its stem is among them: equal,
    or one the other's prefix of 3+ characters, at most 3 apart ("uses" and "use", "moved"
    and "move"). Each word's long prefixes are kept, so a question costs the word's length,
    not the text's (an attached file can be 100 KB)."""

    def __init__(self, text: str) -> None:
        self.words = set(_words(text))
        self.prefixes = {w[:k] for w in self.words
                         for k in range(max(_STEM, len(w) - _STEM_SLACK), len(w) + 1)}

    def meets(self, word: str) -> bool:
        return word in self.prefixes or any(
            word[:k] in self.words for k in range(max(_STEM, len(word) - _STEM_SLACK), len(word)))
