"""``reverie ingest FILE``: JSONL sessions from agents that are not Hermes.

One message per line::

    {"session_id": "s1", "role": "user", "content": "…", "timestamp": 1714000000.5,
     "parent_session_id": "s0", "source": "cli", "tool_name": null}

``timestamp`` (epoch seconds — milliseconds, microseconds and nanoseconds are recognised by
magnitude and converted, and the result says so — or an ISO-8601 string; the time must fall
between 1970 and 2200), ``parent_session_id``, ``source``,
``tool_name``, ``tool_call_id`` and ``tool_calls`` are optional; other keys are ignored
(agents add their own). Blank lines are skipped.

Bounded memory, short transactions (issue 14). The file is streamed twice, never held:

1. *check*: every line is parsed and validated, and each session's parent compared with
   the file's earlier lines and with state.db; a bad line raises ``SearchError("line 7:
   …")`` before anything is written, so bad input imports nothing;
2. *write*: the lines go in in batches, each its own short ``BEGIN IMMEDIATE`` transaction
   (at most :data:`BATCH_LINES` lines and :data:`BATCH_SECONDS` of writing), so an agent
   writing its turn waits at most about that long for state.db's write lock.

Per-file bookkeeping (occurrence counts, parents) lives in a scratch SQLite database on
disk, so memory stays flat whatever the file's size. If the write phase stops part-way (a
kill, a full disk, a lock held for longer than the busy timeout), the batches already
committed stay: the import is *resumable* — running the same command again adds the rest,
and nothing twice, because every line's dedupe key (below) is committed with its message.
The error says how many lines went in.

Idempotent: each message gets a dedupe key, the hash of (session_id, role, timestamp as
written — or none, tool_name, content, occurrence), where *occurrence* counts earlier
lines of the same file with the same tuple. Keys are kept in ``reverie_ingest_keys``; a
message whose key is already there is skipped. So ingesting a file twice adds nothing,
a file that was later extended adds only the new lines, and two genuinely repeated
messages ("ok", "ok") in one file are both kept. Messages written through the Python API
or by Hermes itself carry no key and are not deduplicated against.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from reverie.config.epoch import EpochError, check_range, seconds_from_number
from reverie.config.errors import SearchError
from reverie.config.regular import open_regular
from reverie.config.sqlitedb import failure_hint

from .models import IngestResult
from .store import NewMessage, SessionStore

MAX_LINE_BYTES = 4 * 1024 * 1024
#: A write transaction ends after this many lines or this much time, whichever is first.
BATCH_LINES = 500
BATCH_SECONDS = 0.03
#: The pause after each write transaction (see ``_write``): at least this, at most that.
MIN_PAUSE_SECONDS = 0.005
MAX_PAUSE_SECONDS = 0.2
#: Lines parsed ahead of a transaction are capped in bytes too (a line may be 4 MB).
BATCH_BYTES = 8 * 1024 * 1024
_NOTHING = "Nothing from this file was imported."


@dataclass(frozen=True)
class _Line:
    number: int
    message: NewMessage
    written_ts: Any
    unit: str | None
    size: int


def ingest_jsonl(store: SessionStore | Callable[[], AbstractContextManager[SessionStore]],
                 path: str | Path, *, batch_lines: int = BATCH_LINES,
                 batch_seconds: float = BATCH_SECONDS,
                 progress: Callable[[int, int], Any] | None = None) -> IngestResult:
    """Import ``path`` into ``store``: check it all, then write in short batches (module doc).
    ``progress(lines_written, lines_total)`` is called after each batch (the CLI's bar).

    ``store`` may be a function opening one (a context manager), called only once the file
    passed its own checks: ``reverie ingest`` creates a missing home there, so a refused
    file (a typo'd --home, a state.db given as FILE) leaves no home behind (session 34)."""
    path = Path(path)
    with _open(path) as handle, _Scratch() as scratch:
        checked = _check(handle, scratch)
        opened = (contextlib.nullcontext(store) if isinstance(store, SessionStore)
                  else store())
        with opened as session_store:
            return _ingest_checked(session_store, path, handle, scratch, checked,
                                   batch_lines=batch_lines, batch_seconds=batch_seconds,
                                   progress=progress)


def _ingest_checked(store: SessionStore, path: Path, handle: IO[bytes], scratch: _Scratch,
                    checked: _Checked, *, batch_lines: int, batch_seconds: float,
                    progress: Callable[[int, int], Any] | None) -> IngestResult:
    """The store's half of pass 1 (parents against state.db), then pass 2."""
    _check_parents(scratch, store)
    handle.seek(0)
    lines = _lines(handle, stop_at=checked.end)
    added, written = _write(store, path, lines, scratch, checked.count,
                            batch_lines=batch_lines, batch_seconds=batch_seconds,
                            progress=progress)
    return IngestResult(path=str(path), lines=checked.count, added=added,
                        duplicates=written - added, sessions=scratch.sessions(),
                        converted=checked.converted)


@contextlib.contextmanager
def _open(path: Path) -> Iterator[IO[bytes]]:
    try:
        # A regular file only: a FIFO or a device would hang the import (issue 19), and the
        # file is read twice (checked, then written), which only a regular file allows.
        handle = os.fdopen(open_regular(path, error=SearchError,
                                        hint="Give the path of a JSONL file."), "rb")
    except FileNotFoundError:
        raise SearchError(f"No such file: {path}.", hint="Give the path of a JSONL file.") from None
    except OSError as exc:
        raise SearchError(f"Cannot read {path}: {exc.strerror}.") from exc
    with handle:
        yield handle


class _Scratch:
    """Per-import bookkeeping in a private temporary SQLite database (spills to disk)."""

    def __init__(self) -> None:
        # "" = a temporary database SQLite deletes on close; its pages live in a small cache
        # and a temp file, never all in memory.
        self.conn = sqlite3.connect("", isolation_level=None)
        self.conn.execute("PRAGMA cache_size=-2048")
        self.conn.executescript("""
            CREATE TABLE parents (session_id TEXT PRIMARY KEY, parent TEXT, line INTEGER);
            CREATE TABLE seen (session_id TEXT PRIMARY KEY, ord INTEGER);
            CREATE TABLE occurrences (identity BLOB PRIMARY KEY, n INTEGER NOT NULL);
        """)
        self.conn.execute("BEGIN")  # never committed: nothing here needs to be durable

    def __enter__(self) -> _Scratch:
        return self

    def __exit__(self, *exc: object) -> None:
        self.conn.close()

    def note_session(self, session_id: str) -> None:
        self.conn.execute("INSERT OR IGNORE INTO seen VALUES (?, (SELECT COUNT(*) FROM seen))",
                          (session_id,))

    def sessions(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT session_id FROM seen ORDER BY ord")]

    def check_parent(self, message: NewMessage, number: int) -> None:
        """Within one file, a session names at most one parent."""
        row = self.conn.execute("SELECT parent, line FROM parents WHERE session_id = ?",
                                (message.session_id,)).fetchone()
        if row is None or row[0] is None:
            self.conn.execute("INSERT OR REPLACE INTO parents VALUES (?, ?, ?)",
                              (message.session_id, message.parent_session_id, number))
            return
        if message.parent_session_id not in (None, row[0]):
            raise SearchError(f"session {message.session_id!r} was given parent {row[0]!r} on"
                              f" line {row[1]}, and now {message.parent_session_id!r}.")

    def named_parents(self) -> Iterator[tuple[str, str, int]]:
        yield from self.conn.execute(
            "SELECT session_id, parent, line FROM parents WHERE parent IS NOT NULL")

    def dedupe_key(self, line: _Line) -> str:
        """The line's key: its identity and how many earlier lines had the same one."""
        m = line.message
        identity = [m.session_id, m.role, line.written_ts, m.tool_name, m.content]
        digest = hashlib.sha256(json.dumps(identity, ensure_ascii=False).encode()).digest()
        (n,) = self.conn.execute(
            "INSERT INTO occurrences VALUES (?, 0) ON CONFLICT(identity) DO UPDATE"
            " SET n = n + 1 RETURNING n", (digest,)).fetchone()
        return hashlib.sha256(
            json.dumps([*identity, n], ensure_ascii=False).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class _Checked:
    count: int
    end: int
    converted: dict[str, int]


def _check(handle: IO[bytes], scratch: _Scratch) -> _Checked:
    """Pass 1, the file's half: validate every line; no store is opened or written."""
    count = 0
    converted: dict[str, int] = {}
    for line in _lines(handle):
        count += 1
        if line.unit not in (None, "seconds"):
            converted[line.unit] = converted.get(line.unit, 0) + 1
        try:
            scratch.check_parent(line.message, line.number)
        except SearchError as exc:
            raise _numbered(line.number, exc) from None
        scratch.note_session(line.message.session_id)
    return _Checked(count, handle.tell(), converted)


def _check_parents(scratch: _Scratch, store: SessionStore) -> None:
    """Pass 1, the store's half: a parent the file names agrees with state.db's."""
    conn = store.connection
    for session_id, parent, number in scratch.named_parents():
        try:
            row = conn.execute("SELECT parent_session_id FROM sessions WHERE id = ?",
                               (session_id,)).fetchone()
        except sqlite3.Error as exc:
            raise SearchError(f"Could not read {store.path}: {exc}.", hint=_NOTHING) from exc
        if row is not None and row[0] and row[0] != parent:
            raise _numbered(number, SearchError(
                f"session {session_id!r} already has parent {row[0]!r}, not {parent!r}.",
                hint="A session keeps the parent it was created with."))


def _lines(handle: IO[bytes], *, stop_at: int | None = None) -> Iterator[_Line]:
    """The parsed non-blank lines, read one at a time with a bounded buffer."""
    number = 0
    while stop_at is None or handle.tell() < stop_at:
        data = handle.readline(MAX_LINE_BYTES + 2)
        if not data:
            return
        number += 1
        if number == 1:  # Windows editors start UTF-8 with a byte-order mark; not content
            data = data.removeprefix(b"\xef\xbb\xbf")
            _not_jsonl(data)
        if len(data.rstrip(b"\r\n")) > MAX_LINE_BYTES:
            raise _numbered(number, SearchError(
                f"the line is longer than {MAX_LINE_BYTES:,} bytes."))
        if not data.strip():
            continue
        try:
            message, written_ts, unit = _parse_line(data)
        except SearchError as exc:
            raise _numbered(number, exc) from None
        yield _Line(number, message, written_ts, unit, len(data))


#: Files people hand to ``ingest`` that are no JSONL, by how they start, and what to do.
_NOT_JSONL = (
    # A Hermes home's state.db (or another session store): a user setting Reverie up beside
    # Hermes ingested ~/.hermes/state.db and read "line 1: not valid UTF-8" (session 33).
    (b"SQLite format 3\x00", "an SQLite database (a Hermes state.db?), not JSONL.",
     "Reverie reads a Hermes home's state.db where it is: point --home (or HERMES_HOME) at"
     " the directory holding it instead of ingesting it."),
    (b"\x1f\x8b", "gzip-compressed, not JSONL.", "Decompress it first (gunzip FILE)."),
)


def _not_jsonl(first: bytes) -> None:
    for magic, what, hint in _NOT_JSONL:
        if first.startswith(magic):
            raise SearchError(f"the file is {what}", hint=f"{hint} {_NOTHING}")


def _numbered(number: int, exc: SearchError) -> SearchError:
    return SearchError(f"line {number}: {exc.message}",
                       hint=" ".join(filter(None, (exc.hint, _NOTHING))))


def _write(store: SessionStore, path: Path, lines: Iterator[_Line], scratch: _Scratch,
           total: int, *, batch_lines: int, batch_seconds: float,
           progress: Callable[[int, int], Any] | None = None) -> tuple[int, int]:
    """Pass 2: insert the lines whose dedupe key is new, in short transactions.

    Returns (messages added, lines handled). Lines are parsed and keyed *before* each
    transaction opens, so the write lock is held only for the inserts themselves.
    """
    added = handled = 0
    now = store.clock.now()
    # Lines per transaction, adapted to what the last one cost *including its COMMIT*: the
    # FTS indexes of state.db flush their pending terms at commit, which can take longer
    # than the inserts themselves, so a time check between inserts alone overshoots.
    limit = min(16, batch_lines)
    while True:
        batch, size = [], 0
        for line in lines:
            batch.append((line, scratch.dedupe_key(line)))
            size += line.size
            if len(batch) >= batch_lines or size >= BATCH_BYTES:
                break
        if not batch:
            return added, handled
        while batch:
            started = time.perf_counter()
            try:
                n, new = _write_batch(store, batch[:limit], now, batch_seconds)
            except sqlite3.Error as exc:
                raise _stopped(path, store, handled, total, exc) from exc
            except SearchError as exc:  # e.g. a parent written by someone since the check
                raise _stopped(path, store, handled, total, exc) from exc
            took = time.perf_counter() - started
            limit = max(1, min(batch_lines, int(n * batch_seconds / max(took, 1e-6))))
            # Leave the lock free at least as long as it was held. A writer that found it
            # taken is asleep in SQLite's busy handler (polls up to 100 ms apart, Hermes'
            # default) or in a jittered retry; re-taking the lock the instant after COMMIT
            # would starve it — seen as 0.6 s waits with back-to-back transactions.
            time.sleep(min(max(took, MIN_PAUSE_SECONDS), MAX_PAUSE_SECONDS))
            batch = batch[n:]
            handled += n
            added += new
            if progress is not None:
                progress(handled, total)


def _write_batch(store: SessionStore, batch: list[tuple[_Line, str]], now: float,
                 seconds: float) -> tuple[int, int]:
    """One transaction: as many lines of ``batch`` as fit in ``seconds`` (at least one).

    Wall time on purpose (not the injectable clock): the point is how long another
    process waits for the lock.
    """
    started = time.perf_counter()
    done = added = 0
    with store.transaction() as conn:
        for line, key in batch:
            if not conn.execute("SELECT 1 FROM reverie_ingest_keys WHERE key = ?",
                                (key,)).fetchone():
                try:
                    (message_id,) = store.write_messages([line.message])
                except SearchError as exc:
                    raise _numbered(line.number, exc) from None
                conn.execute("INSERT INTO reverie_ingest_keys (key, message_id, ingested_at)"
                             " VALUES (?, ?, ?)", (key, message_id, now))
                added += 1
            done += 1
            if time.perf_counter() - started >= seconds:
                break
    return done, added


def _stopped(path: Path, store: SessionStore, handled: int, total: int,
             exc: Exception) -> SearchError:
    what = exc.message if isinstance(exc, SearchError) else f"{exc}."
    # What to do about it: a full disk is not a busy database (issue 19).
    fix = failure_hint(exc, store.path) if isinstance(exc, sqlite3.Error) else (exc.hint or "")
    if handled == 0:
        return SearchError(f"Could not import {path} into {store.path}: {what}",
                           hint=f"{_NOTHING} {fix}".strip())
    return SearchError(
        f"Import of {path} stopped after {handled:,} of {total:,} lines: {what}",
        hint=f"{fix} Those lines are saved; run the same command again to import the rest"
             " (lines already imported are skipped, nothing is added twice).".strip())


def _parse_line(data: bytes) -> tuple[NewMessage, Any, str | None]:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SearchError("not valid UTF-8.") from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SearchError(f"not valid JSON ({exc.msg} at column {exc.colno}).") from None
    except RecursionError:
        raise SearchError("the JSON is nested too deeply.") from None
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        raise SearchError(f"not valid JSON ({_first_sentence(exc)}).") from None
    if not isinstance(obj, dict):
        raise SearchError(f"expected a JSON object, got {type(obj).__name__}.")
    for key in ("session_id", "role", "content"):
        if key not in obj:
            raise SearchError(f"missing required key {key!r}.",
                              hint='Each line needs "session_id", "role" and "content".')
    if not isinstance(obj["content"], str):
        raise SearchError("content must be a string.")
    written_ts = obj.get("timestamp")
    seconds, unit = _timestamp(written_ts)
    message = NewMessage.build(
        obj["session_id"], obj["role"], obj["content"], seconds,
        source=obj.get("source"), parent_session_id=obj.get("parent_session_id"),
        tool_name=obj.get("tool_name"), tool_call_id=obj.get("tool_call_id"),
        tool_calls=obj.get("tool_calls"),
    )
    return message, written_ts, unit


def _first_sentence(exc: Exception) -> str:
    return str(exc).split(";")[0].split(". ")[0].rstrip(".")


def _timestamp(value: Any) -> tuple[float | None, str | None]:
    """(epoch seconds, the unit it was written in) — None for no timestamp."""
    if value is None:
        return None, None
    try:
        if isinstance(value, str):
            try:
                parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                raise SearchError(f"timestamp {value[:40]!r} is neither epoch seconds nor"
                                  " ISO-8601.") from None
            if parsed.tzinfo is None:
                parsed = parsed.replace(tzinfo=UTC)
            return check_range(parsed.timestamp()), "iso"
        return seconds_from_number(value)
    except EpochError as exc:
        raise SearchError(f"{exc}.", hint="Write times as seconds (or milliseconds) since"
                                          " 1970, or as ISO-8601, between 1970 and 2200.") from None
