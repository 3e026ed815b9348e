"""The session store: ``<home>/state.db`` in the Hermes layout.

One :class:`SessionStore` wraps one SQLite connection (busy timeout, owner-only file, the
journal mode Hermes chose left as it is: :func:`config.sqlitedb.connect` with ``KEEP``). Every write runs in one ``BEGIN IMMEDIATE``
transaction, so a batch is stored whole or not at all. A lock serialises the store's own
use across threads; open one store per process (or per job) rather than sharing widely.

Foreign keys: Hermes 0.19 declares ``sessions.parent_session_id`` and
``messages.session_id`` as foreign keys and runs with ``PRAGMA foreign_keys=ON``, so a
dangling link would make Hermes' own later writes to that row fail. Reverie keeps every
link it writes satisfied: a message creates its session, and a session whose parent is not
in the store yet gets a *stub* parent (same source, the child's start time, no messages),
which the parent's own messages fill in when they arrive (a session's ``started_at`` moves
back to its earliest message). The link is kept rather than dropped because lineage
groups a split conversation in search. This connection itself leaves the pragma off, as the
check runs in Reverie's code instead (and a foreign file may hold old dangling links we
must still be able to read and append to).

Reads honour Hermes' conventions (see :mod:`.multimodal`): rewound messages (``active = 0``
and not compacted) are not returned, and ``"\\x00json:"`` multimodal content comes back as
its text.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from reverie.config import SYSTEM_CLOCK, Clock, Settings
from reverie.config.database import translate
from reverie.config.epoch import as_epoch, brief
from reverie.config.errors import SearchError
from reverie.config.sqlitedb import BUSY_TIMEOUT_MS, KEEP, connect
from reverie.config.sqlitedb import transaction as sqlite_transaction

from . import summaries as _summaries
from .lineage import family as lineage_family
from .lineage import lineage as lineage_of
from .lineage import root_of as lineage_root
from .models import ROLES, Message, Session, SessionActivity, SessionHit, Summary
from .multimodal import decode_content
from .schema import SchemaInfo, ensure_schema
from .shared_sessions import SHARED_SESSION_COLUMNS, shared_by_members
from .spoken import (
    carried_condition,
    carried_words,
    session_excluded_condition,
    typed_words,
    visible_condition,
)

MAX_ID_CHARS = 256
MAX_CONTENT_CHARS = 1_000_000
DEFAULT_SOURCE = "external"

_SESSION_FIELDS = ("id", "source", "user_id", "model", "parent_session_id", "started_at",
                   "ended_at", "end_reason", "message_count", "title")

F = TypeVar("F", bound=Callable[..., Any])


def _translating(fn: F) -> F:
    """Turn SQLite failures (locked, corrupt, disk full) into a SearchError with a hint."""

    @functools.wraps(fn)
    def wrapper(self: SessionStore, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(self, *args, **kwargs)
        except sqlite3.Error as exc:
            raise translate(exc, SearchError, f"use the session store {self.path}") from exc
        except UnicodeEncodeError as exc:  # SQLite binds UTF-8: an unpaired surrogate cannot go in
            raise SearchError(f"{exc.object[exc.start:exc.end]!a} is not valid Unicode text"
                              " (an unpaired surrogate, e.g. from bytes that are not UTF-8).",
                              hint="Pass the id or text as UTF-8.") from None

    return wrapper  # type: ignore[return-value]


@dataclass(frozen=True)
class NewMessage:
    """A validated message waiting to be written."""

    session_id: str
    role: str
    content: str | None
    timestamp: float | None = None
    source: str | None = None
    parent_session_id: str | None = None
    tool_name: str | None = None
    tool_call_id: str | None = None
    tool_calls: str | None = None

    @classmethod
    def build(cls, session_id: Any, role: Any, content: Any, timestamp: Any = None, *,
              source: Any = None, parent_session_id: Any = None, tool_name: Any = None,
              tool_call_id: Any = None, tool_calls: Any = None) -> NewMessage:
        """Validate every field; raise SearchError naming the first bad one."""
        session_id = _identifier("session_id", session_id, required=True)
        if role not in ROLES:
            raise SearchError(f"role must be one of {', '.join(ROLES)}, not {role!r}.")
        if content is not None and not isinstance(content, str):
            raise SearchError(f"content must be a string, not {type(content).__name__}.")
        if content is not None and len(content) > MAX_CONTENT_CHARS:
            raise SearchError(f"content is longer than {MAX_CONTENT_CHARS:,} characters.")
        if content is not None and "\x00" in content:
            raise SearchError("content contains a NUL character.")
        _check_encodable("content", content)
        if timestamp is not None:
            if as_epoch(timestamp) is None:
                raise SearchError(f"timestamp must be epoch seconds between 1970 and 2200,"
                                  f" not {brief(timestamp)}.")
            timestamp = float(timestamp)
        parent = _identifier("parent_session_id", parent_session_id)
        if parent == session_id:
            raise SearchError(f"session {session_id!r} cannot be its own parent.")
        if tool_calls is not None and not isinstance(tool_calls, str):
            try:
                tool_calls = json.dumps(tool_calls, ensure_ascii=False)
            except (TypeError, ValueError) as exc:
                raise SearchError(f"tool_calls is not JSON-serialisable: {exc}.") from exc
        _check_encodable("tool_calls", tool_calls)
        return cls(session_id, role, content, timestamp,
                   _identifier("source", source), parent,
                   _identifier("tool_name", tool_name), _identifier("tool_call_id", tool_call_id),
                   tool_calls)


def _identifier(name: str, value: Any, *, required: bool = False) -> str | None:
    if value is None or value == "":
        if required:
            raise SearchError(f"{name} is required.")
        return None
    if not isinstance(value, str) or not value.strip():
        raise SearchError(f"{name} must be a non-empty string, not {value!r}.")
    if len(value) > MAX_ID_CHARS or any(ord(ch) < 32 for ch in value):
        raise SearchError(f"{name} must be at most {MAX_ID_CHARS} printable characters.")
    _check_encodable(name, value)
    return value


def _check_encodable(name: str, value: str | None) -> None:
    """SQLite stores UTF-8: a lone surrogate (JSON "\\ud800") would fail deep in the write."""
    if value is None:
        return
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise SearchError(f"{name} contains an unpaired surrogate (U+{ord(value[exc.start]):04X}),"
                          " which is not valid Unicode text.") from None


class SessionStore:
    """Sessions, messages, full-text search and stored summaries in ``state.db``."""

    def __init__(self, path: str | Path, *, clock: Clock = SYSTEM_CLOCK,
                 busy_timeout: float = BUSY_TIMEOUT_MS / 1000) -> None:
        self.path = Path(path)
        self.clock = clock
        #: Seconds a statement waits for another process's lock (``Settings.state_db_busy_timeout``).
        self.busy_timeout = busy_timeout
        self._lock = threading.RLock()
        # Hermes owns state.db's journal mode (issue 32): never switch it.
        self._conn = connect(self.path, error=SearchError, journal=KEEP,
                             busy_timeout=busy_timeout)
        try:
            self._conn.execute("PRAGMA foreign_keys=OFF")
            self.schema: SchemaInfo = ensure_schema(self._conn)
        except sqlite3.Error as exc:
            self._conn.close()
            raise translate(exc, SearchError, f"prepare the session store {self.path}") from exc
        except BaseException:
            self._conn.close()
            raise

    @classmethod
    def open(cls, settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> SessionStore:
        return cls(settings.state_db, clock=clock, busy_timeout=settings.state_db_busy_timeout)

    # -- lifecycle ---------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> SessionStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def connection(self) -> sqlite3.Connection:
        """The raw connection, for read-only use by search and benchmarks."""
        return self._conn

    @contextmanager
    def lent(self, *, busy_timeout: float) -> Iterator[sqlite3.Connection]:
        """The store's connection, to this thread alone, for another owner's few statements
        on state.db (Hermes' usage table, review.hermes_usage) that wait at most
        ``busy_timeout`` seconds for a lock; SQLite errors are the borrower's to handle."""
        with self._lock:
            self._conn.execute(f"PRAGMA busy_timeout={int(busy_timeout * 1000)}")
            try:
                yield self._conn
            finally:
                self._conn.execute(f"PRAGMA busy_timeout={int(self.busy_timeout * 1000)}")

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` transaction: committed whole, or rolled back whole."""
        with self._lock, sqlite_transaction(self._conn) as conn:
            yield conn

    @_translating
    def check_writable(self) -> None:
        """Take state.db's write lock and give it back at once (``BEGIN IMMEDIATE``,
        ``ROLLBACK``): the store's transient error while another process holds it. A job
        retried after the storage refused it asks this before it pays the model again
        (jobs.tasks; review21 R8)."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute("ROLLBACK")

    # -- writing -----------------------------------------------------------------------

    @_translating
    def append_message(self, session_id: str, role: str, content: str | None,
                       timestamp: float | None = None, *, source: str | None = None,
                       parent_session_id: str | None = None, tool_name: str | None = None,
                       tool_call_id: str | None = None, tool_calls: Any = None) -> int:
        """Store one message (creating its session when new); return the message id."""
        message = NewMessage.build(session_id, role, content, timestamp, source=source,
                                   parent_session_id=parent_session_id, tool_name=tool_name,
                                   tool_call_id=tool_call_id, tool_calls=tool_calls)
        with self.transaction():
            return self.write_messages([message])[0]

    @_translating
    def append_messages(self, rows: Iterable[Mapping[str, Any] | NewMessage]) -> list[int]:
        """Store many messages in one transaction (all or nothing); return their ids."""
        messages = [row if isinstance(row, NewMessage) else _from_mapping(row, i)
                    for i, row in enumerate(rows, start=1)]
        with self.transaction():
            return self.write_messages(messages)

    def write_messages(self, messages: list[NewMessage]) -> list[int]:
        """Insert validated messages; the caller holds :meth:`transaction`."""
        now = self.clock.now()
        counts: dict[str, int] = {}
        earliest: dict[str, float] = {}
        ids: list[int] = []
        cols = self.schema.message_columns
        parents: dict[str, str | None] = {}  # sessions already checked in this batch
        for m in messages:
            ts = m.timestamp if m.timestamp is not None else now
            if m.session_id not in parents or (m.parent_session_id
                                               and m.parent_session_id != parents[m.session_id]):
                parents[m.session_id] = self._ensure_session(m, ts)
            values = {"session_id": m.session_id, "role": m.role, "content": m.content,
                      "timestamp": ts, "tool_name": m.tool_name,
                      "tool_call_id": m.tool_call_id, "tool_calls": m.tool_calls}
            values = {k: v for k, v in values.items() if k in cols}
            cur = self._conn.execute(
                f"INSERT INTO messages ({', '.join(values)})"
                f" VALUES ({', '.join('?' * len(values))})",
                tuple(values.values()),
            )
            ids.append(int(cur.lastrowid or 0))
            counts[m.session_id] = counts.get(m.session_id, 0) + 1
            earliest[m.session_id] = min(ts, earliest.get(m.session_id, ts))
        if "message_count" in self.schema.session_columns:
            self._conn.executemany(
                "UPDATE sessions SET message_count = COALESCE(message_count, 0) + ? WHERE id = ?",
                [(n, sid) for sid, n in counts.items()],
            )
        if "started_at" in self.schema.session_columns:
            # A stub parent (or a session ingested out of order) starts at its first message.
            self._conn.executemany(
                "UPDATE sessions SET started_at = ? WHERE id = ? AND started_at > ?",
                [(ts, sid, ts) for sid, ts in earliest.items()],
            )
        return ids

    def _ensure_session(self, m: NewMessage, started_at: float) -> str | None:
        """Create the session if new, or fill in a missing parent; return its parent."""
        row = self._conn.execute(
            "SELECT parent_session_id FROM sessions WHERE id = ?", (m.session_id,)
        ).fetchone()
        if row is None:
            values = {"id": m.session_id, "source": m.source or DEFAULT_SOURCE,
                      "parent_session_id": m.parent_session_id, "started_at": started_at,
                      "message_count": 0}
            values = {k: v for k, v in values.items() if k in self.schema.session_columns}
            if m.parent_session_id:
                self._ensure_stub(m.parent_session_id, m.source, started_at)
            self._insert_session(values)
            return m.parent_session_id
        if m.parent_session_id and row[0] != m.parent_session_id:
            if row[0]:
                raise SearchError(
                    f"session {m.session_id!r} already has parent {row[0]!r}, not "
                    f"{m.parent_session_id!r}.", hint="A session keeps the parent it was created with.")
            self._ensure_stub(m.parent_session_id, m.source, started_at)
            self._conn.execute("UPDATE sessions SET parent_session_id = ? WHERE id = ?",
                               (m.parent_session_id, m.session_id))
            return m.parent_session_id
        return row[0]

    def _ensure_stub(self, parent_id: str, source: str | None, started_at: float) -> None:
        """Create an empty parent session so the child's link satisfies Hermes' foreign key."""
        if self._conn.execute("SELECT 1 FROM sessions WHERE id = ?", (parent_id,)).fetchone():
            return
        values = {"id": parent_id, "source": source or DEFAULT_SOURCE,
                  "started_at": started_at, "message_count": 0}
        self._insert_session({k: v for k, v in values.items()
                              if k in self.schema.session_columns})

    def _insert_session(self, values: dict[str, Any]) -> None:
        self._conn.execute(
            f"INSERT INTO sessions ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
            tuple(values.values()),
        )

    @_translating
    def end_session(self, session_id: str, reason: str | None = None,
                    ended_at: float | None = None) -> None:
        """Mark a session ended (now, unless ``ended_at`` is given)."""
        when = self.clock.now() if ended_at is None else float(ended_at)
        with self.transaction():
            sets = {"ended_at": when, "end_reason": reason}
            sets = {k: v for k, v in sets.items() if k in self.schema.session_columns}
            if not sets:
                return
            cur = self._conn.execute(
                f"UPDATE sessions SET {', '.join(f'{k} = ?' for k in sets)} WHERE id = ?",
                (*sets.values(), session_id),
            )
            if cur.rowcount == 0:
                raise SearchError(f"No session {session_id!r} in {self.path}.",
                                  hint="Check the id with `reverie search`.")

    # -- reading -----------------------------------------------------------------------

    @_translating
    def get_session(self, session_id: str) -> Session | None:
        return self.session_to_learn_from(session_id)[0]

    @_translating
    def messages(self, session_id: str, after_id: int = 0,
                 limit: int | None = None, *, retired: bool = True) -> list[Message]:
        """Messages of ``session_id`` with id > ``after_id``, oldest first: only what the
        user and the assistant said (see :mod:`.spoken`). ``retired=False`` also leaves out
        rows compaction retired (review and summaries read only live rows)."""
        tool = "tool_name" if "tool_name" in self.schema.message_columns else "NULL"
        visible = visible_condition(self.schema.message_columns, alias="", retired=retired)
        sql = (f"SELECT id, session_id, role, content, timestamp, {tool} FROM messages"
               f" WHERE session_id = ? AND id > ? AND {visible} ORDER BY id")
        params: tuple[Any, ...] = (session_id, int(after_id))
        if limit is not None:
            sql += " LIMIT ?"
            params += (max(0, int(limit)),)
        with self._lock:
            return _spoken_messages(self._conn.execute(sql, params))

    @_translating
    def carried_messages(self, session_id: str, through_id: int) -> list[Message]:
        """The live rows of ``session_id`` with id <= ``through_id`` that Hermes folded a
        compaction summary into, as their own words (:func:`.spoken.carried_words`): the
        rows an older reader's cursor passed by unread (review.ledger, migration 5)."""
        carried = carried_condition(self.schema.message_columns, alias="")
        if carried == "0":
            return []
        tool = "tool_name" if "tool_name" in self.schema.message_columns else "NULL"
        visible = visible_condition(self.schema.message_columns, alias="", retired=False)
        sql = (f"SELECT id, session_id, role, content, timestamp, {tool} FROM messages"
               f" WHERE session_id = ? AND id <= ? AND {carried} AND {visible} ORDER BY id")
        with self._lock:
            return _spoken_messages(self._conn.execute(sql, (session_id, int(through_id))))

    @_translating
    def sessions_with_carried(self, through: Mapping[str, int]) -> set[str]:
        """Of ``through`` (session -> message id), the sessions to learn from that have a
        carried row (:meth:`carried_messages`) at or below their id: one indexed look per
        session, each stopping at the first such row."""
        carried = carried_condition(self.schema.message_columns, alias="m")
        if carried == "0" or not through:
            return set()
        visible = visible_condition(self.schema.message_columns, alias="m", retired=False)
        excluded = session_excluded_condition(self.schema.session_columns, alias="s")
        sql = (f"SELECT 1 FROM messages m LEFT JOIN sessions s ON s.id = m.session_id"
               f" WHERE m.session_id = ? AND m.id <= ? AND {carried} AND {visible}"
               f" AND NOT {excluded} LIMIT 1")
        with self._lock:
            return {sid for sid, upto in through.items()
                    if self._conn.execute(sql, (sid, int(upto))).fetchone() is not None}

    @_translating
    def last_message_id(self, session_id: str) -> int | None:
        """The newest row id of ``session_id``, of any kind (hidden and retired included)."""
        with self._lock:
            row = self._conn.execute("SELECT MAX(id) FROM messages WHERE session_id = ?",
                                     (session_id,)).fetchone()
        return int(row[0]) if row and row[0] is not None else None

    @_translating
    def excluded_reason(self, session_id: str) -> str | None:
        """Why ``session_id`` is not a conversation with the user (``"subagent"``,
        ``"cron"``), or None: such a session is never reviewed or summarised."""
        return self.session_to_learn_from(session_id)[1]

    @_translating
    def session_to_learn_from(self, session_id: str) -> tuple[Session | None, str | None]:
        """:meth:`get_session` and :meth:`excluded_reason` in one read (a review's and a
        summary's first look at their session, issue 27: two statements a job); each of
        them is one half of it (the other columns cost nothing on a primary-key read)."""
        return self.session_to_review(session_id)[:2]

    @_translating
    def session_to_review(self, session_id: str) -> tuple[Session | None, str | None, bool]:
        """:meth:`session_to_learn_from`, and :meth:`shared_by_members`, in the same one read
        (a review's first look at its session)."""
        cols = self.schema.session_columns
        have = [f for f in _SESSION_FIELDS if f in cols]
        shared_cols = [c for c in SHARED_SESSION_COLUMNS if c in cols and c not in have]
        source = "source" if "source" in cols else "NULL"
        condition = session_excluded_condition(cols, alias="")
        with self._lock:
            row = self._conn.execute(
                f"SELECT {', '.join(have + shared_cols)}, {source}, {condition}"
                " FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            return None, None, False
        data = dict(zip(have + shared_cols, row[:-2], strict=True))
        source, excluded = row[-2], row[-1]
        return (Session(**{f: data.get(f) for f in _SESSION_FIELDS}),
                None if not excluded else "cron" if source == "cron" else "subagent",
                "session_key" in cols and shared_by_members(data))

    @_translating
    def shared_by_members(self, session_id: str) -> bool:
        """Whether ``session_id`` is a group session several people share (one session for
        every member of a chat or thread: :mod:`.shared_sessions`); False for an unknown id."""
        return self.session_to_review(session_id)[2]

    @_translating
    def session_ids(self) -> list[str]:
        """Every session's id (one read of the ``sessions`` primary key)."""
        with self._lock:
            return [row[0] for row in self._conn.execute("SELECT id FROM sessions")]

    @_translating
    def excluded_sessions(self) -> set[str]:
        """Every session :meth:`excluded_reason` names (one read of ``sessions``)."""
        condition = session_excluded_condition(self.schema.session_columns, alias="")
        with self._lock:
            return {row[0] for row in self._conn.execute(
                f"SELECT id FROM sessions WHERE {condition}")}

    @_translating
    def messages_before(self, session_id: str, before_id: int, limit: int, *,
                        retired: bool = True) -> list[Message]:
        """The last ``limit`` messages of ``session_id`` with id <= ``before_id``, oldest
        first: recent context without reading the whole session.

        The Hermes index is (session_id, timestamp), so "by session, newest id first" would
        sort every message of the session. Walking the id (rowid) down from ``before_id``
        instead stops after ``limit`` hits; ``+session_id`` keeps the planner on that walk,
        and the session's first id bounds it when the session has fewer messages.
        """
        tool = "tool_name" if "tool_name" in self.schema.message_columns else "NULL"
        sql = (f"SELECT id, session_id, role, content, timestamp, {tool} FROM messages"
               " WHERE +session_id = ? AND id <= ?"
               " AND id >= (SELECT MIN(id) FROM messages WHERE session_id = ?)"
               f" AND {visible_condition(self.schema.message_columns, alias='', retired=retired)}"
               " ORDER BY id DESC LIMIT ?")
        params = (session_id, int(before_id), session_id, max(0, int(limit)))
        with self._lock:
            return _spoken_messages(self._conn.execute(sql, params))[::-1]

    def _parent_of(self, session_id: str) -> str | None:
        row = self._conn.execute(
            "SELECT parent_session_id FROM sessions WHERE id = ?", (session_id,)
        ).fetchone()
        return row[0] if row else None

    def _children_of(self, parents: list[str]) -> list[str]:
        return [row[0] for row in self._conn.execute(
            "SELECT id FROM sessions WHERE parent_session_id IN (SELECT value FROM json_each(?))",
            (json.dumps(parents),),
        )]

    @_translating
    def lineage(self, session_id: str) -> list[str]:
        """The chain of session ids from the root down to ``session_id`` (cycle-safe)."""
        with self._lock:
            return lineage_of(session_id, self._parent_of)

    @_translating
    def root_of(self, session_id: str) -> str:
        with self._lock:
            return lineage_root(session_id, self._parent_of)

    @_translating
    @_translating
    def family(self, session_id: str) -> set[str]:
        """Every session in ``session_id``'s tree: its root and all the root's descendants."""
        with self._lock:
            root = lineage_root(session_id, self._parent_of)
            return lineage_family(root, self._children_of) | {session_id}

    # -- search and summaries ----------------------------------------------------------

    @_translating
    def search(self, query: str, *, limit: int = 10, offset: int = 0, source: str | None = None,
               role: str | None = None, exclude_session: str | None = None) -> list[SessionHit]:
        """Matches of ``query`` grouped by root session, best first (see :mod:`.search`)."""
        # Lazy: the query planner and snippets load on the first search (ingest and
        # reviews never search).
        from .search import search_sessions

        with self._lock:
            return search_sessions(self, query, limit=limit, offset=offset, source=source,
                                   role=role, exclude_session=exclude_session)

    @_translating
    def get_summary(self, session_id: str) -> Summary | None:
        with self._lock:
            return _summaries.get_summary(self._conn, session_id)

    @_translating
    def rescan_summaries(self, scan: Callable[[str], str], limit: int) -> int:
        """Read up to ``limit`` summaries stored unscanned, store each as ``scan`` returns it,
        flagged scanned (one transaction); how many were read. ``scan`` is the review's
        (this layer knows no scanner)."""
        with self._lock:
            found = _summaries.unscanned_summaries(self._conn, limit)
        if not found:
            return 0
        done = [(sid, text, scan(text)) for sid, text in found]
        with self.transaction():
            _summaries.mark_scanned(self._conn, done)
        return len(found)

    @_translating
    def put_summary(self, session_id: str, text: str, *, model: str, kind: str,
                    through_message_id: int | None = None,
                    also: Callable[[sqlite3.Connection], Any] | None = None,
                    scanned: bool = False) -> Summary:
        """Store (or replace) the summary of an existing session.

        ``through_message_id`` defaults to the session's last message id at this moment.
        ``also``: more writes of the caller's, run on the connection inside the summary's
        transaction after it (one commit: state.db is in rollback-journal mode, where each
        commit creates, syncs and deletes a journal file).
        """
        _summaries.validate_summary(text, model, kind)
        with self.transaction():
            row = self._conn.execute(
                "SELECT s.id, (SELECT MAX(id) FROM messages WHERE session_id = s.id)"
                " FROM sessions s WHERE s.id = ?", (session_id,)
            ).fetchone()
            if row is None:
                raise SearchError(f"No session {session_id!r} to summarise.")
            through = row[1] if through_message_id is None else int(through_message_id)
            summary = _summaries.put_summary(self._conn, session_id, text, model=model,
                                             kind=kind, through_message_id=through,
                                             now=self.clock.now(), scanned=scanned)
            if also is not None:
                also(self._conn)
            return summary

    @_translating
    def activity(self, cursors: Mapping[str, int] | None = None, *,
                 count_turns: bool = True) -> list[SessionActivity]:
        """Per session with messages: user turns after its cursor and when the last message was.

        Two steps, so the scheduler's frequent scan stays cheap: the last message id and
        time of every session come from the ``(session_id, timestamp)`` index alone (no
        table rows read); user turns are then counted only in sessions that have messages
        after their cursor, reading only those messages. The cursors go into a TEMP table
        with a primary key (a ``json_each`` join would be re-scanned for every row).

        ``count_turns=False``: the first step alone, for a reader that needs only each
        session's last message and summary (a summary's due list): ``new_user_turns`` is 0
        and ``oldest_new_user_at`` None. Without cursors the second step reads every user
        turn of the home, most of the time such a read took on a months-old home.
        """
        cursors = {str(k): int(v) for k, v in (cursors or {}).items()}
        with self._lock:
            conn = self._conn
            conn.execute("CREATE TEMP TABLE IF NOT EXISTS reverie_due_scratch"
                         " (session_id TEXT PRIMARY KEY, cursor INTEGER NOT NULL)")
            conn.execute("BEGIN")  # one consistent snapshot for both steps
            try:
                latest = conn.execute(
                    "SELECT session_id, MAX(id), MAX(timestamp) FROM messages GROUP BY session_id"
                ).fetchall()
                # Subagent and cron sessions are never due: not a conversation with the user.
                excluded = {row[0] for row in conn.execute(
                    "SELECT id FROM sessions WHERE "
                    + session_excluded_condition(self.schema.session_columns, alias=""))}
                latest = [row for row in latest if row[0] not in excluded]
                turns = self._user_turns(conn, latest, cursors) if count_turns else {}
                summarized = dict(conn.execute(
                    "SELECT session_id, through_message_id FROM reverie_session_summaries"
                ).fetchall())
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        now = self.clock.now()
        return [SessionActivity(sid, cursors.get(sid, 0), int(turns.get(sid, (0, None))[0]),
                                _due_time(turns.get(sid, (0, None))[1], now),
                                int(last_id), _due_time(last_at, now), summarized.get(sid))
                for sid, last_id, last_at in latest]

    def _user_turns(self, conn: sqlite3.Connection, latest: list[Any],
                    cursors: Mapping[str, int]) -> dict[str, tuple[int, Any]]:
        """:meth:`activity`'s second step: per session with messages after its cursor, the
        visible user turns there and the oldest one's time."""
        due = [(sid, cursors.get(sid, 0)) for sid, last_id, _ in latest
               if last_id > cursors.get(sid, 0)]
        conn.execute("DELETE FROM temp.reverie_due_scratch")
        conn.executemany("INSERT INTO temp.reverie_due_scratch VALUES (?, ?)", due)
        return {sid: (n, oldest) for sid, n, oldest in conn.execute(
            "SELECT d.session_id, COUNT(m.id), MIN(m.timestamp)"
            " FROM temp.reverie_due_scratch d"
            " JOIN messages m ON m.session_id = d.session_id AND m.id > d.cursor"
            " WHERE m.role = 'user' AND "
            + visible_condition(self.schema.message_columns, retired=False) +
            " GROUP BY d.session_id")}


#: A message time further ahead than this is not clock skew but a bad value.
FUTURE_SLACK_SECONDS = 86_400.0


def _due_time(value: Any, now: float) -> float | None:
    """A stored message time as the scheduler may use it (issue 14).

    state.db can hold anything in ``timestamp`` (Hermes or another tool wrote it): text,
    1e308, a time in milliseconds. Such a value, or one more than a day ahead, is read as
    0.0 (the epoch, "long ago"), so the session becomes due at once instead of never. NULL
    stays None (no user turn after the cursor).
    """
    if value is None:
        return None
    seconds = as_epoch(value)
    if seconds is None or seconds > now + FUTURE_SLACK_SECONDS:
        return 0.0
    return seconds


def _message(row: tuple[Any, ...]) -> Message:
    """A message row (id, session_id, role, content, timestamp, tool_name), content decoded."""
    return Message(row[0], row[1], row[2], decode_content(row[3]), row[4], row[5])


def _spoken_messages(rows: Iterable[tuple[Any, ...]]) -> list[Message]:
    """The messages of ``rows`` as the user and the assistant said them: a user row of
    Hermes' skill scaffolding reads as the text the user typed in it, and one where the user
    typed nothing is left out (see :func:`.spoken.typed_words`)."""
    out = []
    for row in rows:
        message = _message(row)
        if message.role in ("user", "assistant") and message.content:
            # (an assistant row Hermes folded a compaction summary into reads as its own
            # words, the summary left out: .spoken.carried_words)
            typed = (typed_words if message.role == "user" else carried_words)(message.content)
            if not typed:
                continue
            if typed is not message.content:
                message = dataclasses.replace(message, content=typed)
        out.append(message)
    return out


def _from_mapping(row: Mapping[str, Any], position: int) -> NewMessage:
    if not isinstance(row, Mapping):
        raise SearchError(f"message {position}: expected a mapping, not {type(row).__name__}.")
    try:
        return NewMessage.build(
            row.get("session_id"), row.get("role"), row.get("content"), row.get("timestamp"),
            source=row.get("source"), parent_session_id=row.get("parent_session_id"),
            tool_name=row.get("tool_name"), tool_call_id=row.get("tool_call_id"),
            tool_calls=row.get("tool_calls"),
        )
    except SearchError as exc:
        raise SearchError(f"message {position}: {exc.message}", hint=exc.hint) from exc
