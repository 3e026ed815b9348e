"""The operation journal: every memory operation Reverie applied, staged, approved,
rejected or refused, and the way to undo an applied one.

It lives in ``<home>/reverie/journal.db`` (shared with the other packages; this component is
``memory`` and its tables are prefixed ``memory_``). One row is one *event*:

- ``applied``  a change written straight to the store (foreground, or a background add
  applied at once); one row per changed entry, with the entry ``before`` and ``after``;
- ``approved`` a change written by approving a staged record (one row per changed entry);
- ``undone``   a change written by ``undo`` (``undo_of`` names the op it reverted);
- ``staged``, ``rejected``, ``refused``: what happened to a record or a request, with its
  payload and the reason in ``message``; these changed nothing in the files.

Rows carry the origin, who, when, the pending record id and its evidence, so the journal
answers "where did this entry come from". ``log`` lists newest first, like ``git log``.

The journal also keeps the fingerprints of rejected proposals (``memory_rejections``), so
the reviewer never proposes them again.

Order of truth (issue 14). Every change to a memory file or to pending/ is journaled
*before* it is made: the row is written with ``state = 'intent'``, then the file, then the
row becomes ``'done'`` (or ``'void'`` when the file write failed). A row left in
``intent`` (a kill, a full disk between the steps) is settled later against the file itself:
by the next writer of that target, under the store's lock (nothing can have written since
the dead writer), or by :func:`memory.pending.reconcile.reconcile` — at worker start and in
``run --once``. So every change in a file has a ``done`` row and can be undone, and a
change whose file write never happened never shows as applied. ``log`` hides ``void`` rows.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, Settings, StagingError
from reverie.config.database import DEFAULT_BUSY_TIMEOUT, Database
from reverie.config.epoch import format_epoch
from reverie.config.sqlitedb import Migration

from .entries import parse_entries
from .scan.scanner import withhold, withhold_all

log = logging.getLogger(__name__)

COMPONENT = "memory"
CHANGE_EVENTS = ("applied", "approved", "undone")
EVENTS = CHANGE_EVENTS + ("staged", "rejected", "refused")

MIGRATIONS = [
    Migration(1, "memory operation journal and rejected fingerprints", """
        CREATE TABLE IF NOT EXISTS memory_ops (
            op_id INTEGER PRIMARY KEY AUTOINCREMENT,
            at REAL NOT NULL,
            event TEXT NOT NULL,
            origin TEXT NOT NULL,
            who TEXT,
            via TEXT,
            target TEXT,
            action TEXT,
            record_id TEXT,
            before TEXT,
            after TEXT,
            payload TEXT,
            evidence TEXT,
            reason TEXT,
            confidence REAL,
            model TEXT,
            cost TEXT,
            message TEXT,
            undo_of INTEGER,
            undone_by INTEGER
        );
        CREATE INDEX IF NOT EXISTS memory_ops_record ON memory_ops(record_id);
        CREATE INDEX IF NOT EXISTS memory_ops_after ON memory_ops(target, after);
        CREATE TABLE IF NOT EXISTS memory_rejections (
            fingerprint TEXT PRIMARY KEY,
            target TEXT NOT NULL,
            action TEXT NOT NULL,
            text TEXT NOT NULL,
            record_id TEXT,
            who TEXT,
            at REAL NOT NULL
        );
    """),
]

MIGRATIONS.append(Migration(2, "write-ahead state of each journal row (issue 14)", """
    ALTER TABLE memory_ops ADD COLUMN state TEXT NOT NULL DEFAULT 'done';
    ALTER TABLE memory_ops ADD COLUMN expect TEXT;
    CREATE INDEX IF NOT EXISTS memory_ops_intent ON memory_ops(state) WHERE state = 'intent';
"""))
STATES = ("intent", "done", "void")

MIGRATIONS.append(Migration(3, "where an entry came from, as data (learn84)", """
    ALTER TABLE memory_ops ADD COLUMN source TEXT;
"""))
#: Where the entry a change wrote came from (``memory_ops.source``, learn84), read by
#: consolidation's ranking for eviction (review.consolidate.kinds): the user **asked** to keep
#: it (a "remember that …" or a standing "from now on …", read from the user's own message
#: the proposal cites, review.kept_on_request), the **operator** wrote it (a foreground
#: write, or their wording at approval), or a review **learned** it from talk. NULL: a row
#: written before migration 3, an undo, a removal — and entries with no row at all (written
#: before Reverie) — keep the ranking they had.
ASKED, OPERATOR, LEARNED = "asked", "operator", "learned"
SOURCES = (LEARNED, ASKED, OPERATOR)   # weakest first: a rewrite keeps the strongest

#: SQLite integers are signed 64-bit; binding a bigger Python int raises OverflowError.
SQLITE_MAX_INT = 2**63 - 1


def normalised(text: str | None) -> str:
    """``text`` NFKC-normalised, case-folded, its whitespace collapsed: what makes two
    texts that differ only in spacing, case or width the same one."""
    return " ".join(unicodedata.normalize("NFKC", text or "").casefold().split())


def fingerprint(target: str, action: str, text: str) -> str:
    """A stable hash of a proposal: target, action and its text, normalised.

    Normalising (:func:`normalised`) makes a proposal that differs only in spacing or case
    count as the same one.
    """
    norm = normalised(text)
    digest = hashlib.sha256(f"{target}\x1f{action}\x1f{norm}".encode()).hexdigest()
    return digest[:32]


@dataclass(frozen=True)
class JournalOp:
    op_id: int
    at: float
    event: str
    origin: str
    who: str | None
    via: str | None
    target: str | None
    action: str | None
    record_id: str | None
    before: str | None
    after: str | None
    payload: Any
    evidence: Any
    reason: str | None
    confidence: float | None
    model: str | None
    cost: Any
    message: str | None
    undo_of: int | None
    undone_by: int | None
    state: str = "done"
    expect: str | None = None
    source: str | None = None

    @property
    def is_change(self) -> bool:
        return (self.event in CHANGE_EVENTS and self.state != "void"
                and (self.before is not None or self.after is not None))

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["time"] = format_epoch(self.at)
        return data


def _dumps(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, default=str)


def _loads(value: str | None) -> Any:
    if value is None:
        return None
    try:
        return json.loads(value)
    except ValueError:
        return value


def _row_to_op(row: sqlite3.Row) -> JournalOp:
    data = dict(row)
    for key in ("payload", "evidence", "cost"):
        data[key] = _loads(data[key])
    return JournalOp(**data)


def journal_database(settings: Settings, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
                     shares: Database | None = None) -> Database:
    """The ``memory`` tables of journal.db (every failure a :class:`StagingError`);
    ``shares``: another owner's handle whose connections it uses."""
    return Database(settings.journal_db, component=COMPONENT, migrations=MIGRATIONS,
                    error=StagingError, label="the memory journal", busy_timeout=busy_timeout,
                    shares=shares)


#: A ``refused`` row that took its record out of the queue (SQL over ``memory_ops d``):
#: ``memory.pending.approval.withdraw`` (via ``withdraw``) and ``retire_claimed`` (its
#: message starts with the freshness state, ``stale: `` or ``expired: ``; the same test as
#: ``approval._is_retirement``).
_DROPPED_IT = ("(d.via = 'withdraw' OR substr(d.message, 1, 7) = 'stale: '"
               " OR substr(d.message, 1, 9) = 'expired: ')")


class Journal:
    """The ``memory`` component of journal.db. Cheap to create; close when done."""

    def __init__(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                 busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
                 shares: Database | None = None) -> None:
        self.settings = settings
        self.clock = clock
        self.db = journal_database(settings, busy_timeout=busy_timeout, shares=shares)

    # -- connection -----------------------------------------------------------------------
    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ----------------------------------------------------------------------------
    def record(self, event: str, *, origin: str, target: str | None = None,
               action: str | None = None, who: str | None = None, via: str | None = None,
               record_id: str | None = None, before: str | None = None,
               after: str | None = None, payload: Any = None, evidence: Any = None,
               reason: str | None = None, confidence: float | None = None,
               model: str | None = None, cost: Any = None, message: str | None = None,
               undo_of: int | None = None, state: str = "done",
               expect: str | None = None, source: str | None = None) -> int:
        """Append one event; returns its op id. ``state='intent'``: written before the change
        it describes (module docstring); :meth:`confirm` or :meth:`void` it afterwards."""
        if event not in EVENTS:
            raise ValueError(f"unknown journal event {event!r}")
        if state not in STATES:
            raise ValueError(f"unknown journal state {state!r}")
        if source is not None and source not in SOURCES:
            raise ValueError(f"unknown entry source {source!r}")
        # Nothing the scanner blocks is kept here (the log is printed, the db is a file):
        # ``after`` is always scanned content; a blocked ``before`` (a removed or replaced
        # hand-edited entry) is withheld, and undo of that change is then refused.
        before, payload, evidence = withhold(before), withhold_all(payload), withhold_all(evidence)
        reason, message = withhold(reason), withhold(message)
        with self.db.write() as conn:
            cur = conn.execute(
                "INSERT INTO memory_ops(at, event, origin, who, via, target, action, record_id,"
                " before, after, payload, evidence, reason, confidence, model, cost, message,"
                " undo_of, state, expect, source)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (self.clock.now(), event, origin, who, via, target, action, record_id, before,
                 after, _dumps(payload), _dumps(evidence), reason, confidence, model,
                 _dumps(cost), message, undo_of, state, expect, source),
            )
            op_id = int(cur.lastrowid)
            if undo_of is not None and event == "undone" and state == "done":
                conn.execute("UPDATE memory_ops SET undone_by = ? WHERE op_id = ?",
                             (op_id, undo_of))
        return op_id

    def confirm(self, op_ids: Iterable[int]) -> None:
        """The changes the ``intent`` rows ``op_ids`` describe were made: mark them done."""
        self._resolve(list(op_ids), "done")

    def void(self, op_ids: Iterable[int]) -> None:
        """The changes were not made (the write failed): mark the rows void."""
        self._resolve(list(op_ids), "void")

    def _resolve(self, op_ids: list[int], state: str) -> None:
        if not op_ids:
            return
        marks = ",".join("?" * len(op_ids))
        with self.db.write() as conn:
            # (RETURNING: the undo rows this resolve moved, so a write that undoes nothing,
            # nearly every one, costs one statement, not a second UPDATE matching no row;
            # issue 27)
            resolved = conn.execute(
                f"UPDATE memory_ops SET state = ? WHERE state = 'intent' AND op_id IN ({marks})"
                f" RETURNING op_id, undo_of, event", (state, *op_ids)).fetchall()
            if state != "done":
                return
            # an undo counts only once it really happened
            # (the lowest op id last: it is the one an earlier single statement kept)
            undone = sorted(((row[0], row[1]) for row in resolved
                             if row[2] == "undone" and row[1] is not None), reverse=True)
            if undone:
                conn.executemany("UPDATE memory_ops SET undone_by = ? WHERE op_id = ?", undone)

    def intents(self, *, target: str | None = None,
                event: str | None = None) -> list[JournalOp]:
        """Rows still in ``intent`` (oldest first), optionally of one target or event."""
        sql, args = "SELECT * FROM memory_ops WHERE state = 'intent'", []
        if target is not None:
            sql += " AND target = ?"
            args.append(target)
        if event is not None:
            sql += " AND event = ?"
            args.append(event)
        return [_row_to_op(r) for r in self.db.query(sql + " ORDER BY op_id", args)]

    def settle(self, target: str, text: str) -> tuple[list[int], list[int]]:
        """Resolve the change intents of ``target`` against its file text ``text``.

        Called with the store's lock held, so ``text`` is what the last writer left. Rows
        sharing one ``expect`` (one write) are settled together: done when the file is
        exactly what that write produced; else each row by whether the file shows it
        (an add's entry present, a remove's gone, a replace's new text there and the old
        one gone). Returns (done ids, void ids).
        """
        pending = [op for op in self.intents(target=target) if op.event in CHANGE_EVENTS]
        if not pending:
            return [], []
        digest = text_digest(text)
        live = set(parse_entries(text))
        done, void = [], []
        for op in pending:
            if op.expect == digest or _shows(op, live):
                done.append(op.op_id)
            else:
                void.append(op.op_id)
        self.confirm(done)
        self.void(void)
        return done, void

    def add_rejection(self, target: str, action: str, text: str, *,
                      record_id: str | None = None, who: str | None = None) -> str:
        fp = fingerprint(target, action, text)
        # The text is shown to the reviewer as "rejected": a blocked one is withheld there
        # (the fingerprint, taken from the real text, still recognises it).
        self.db.execute(
            "INSERT OR REPLACE INTO memory_rejections(fingerprint, target, action, text,"
            " record_id, who, at) VALUES (?,?,?,?,?,?,?)",
            (fp, target, action, withhold(text), record_id, who, self.clock.now()),
        )
        return fp

    # -- reading ----------------------------------------------------------------------------
    def log(self, limit: int | None = 50, *, record_id: str | None = None) -> list[JournalOp]:
        """Events newest first (``limit`` None = all), optionally those of one record."""
        sql = "SELECT * FROM memory_ops WHERE state != 'void'"
        args: list[Any] = []
        if record_id is not None:
            sql += " AND record_id = ?"
            args.append(record_id)
        sql += " ORDER BY op_id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(min(int(limit), SQLITE_MAX_INT))  # "more than there can be" = all
        return [_row_to_op(r) for r in self.db.query(sql, args)]

    def count_standing(self, origin: str, *, since: float | None = None) -> int:
        """How many ``origin``'s changes reached the files and stand: applied at once or
        approved later, not undone, recorded at or after ``since`` (one count, where the
        queue view read and decoded the whole journal to count them)."""
        sql = ("SELECT COUNT(*) FROM memory_ops WHERE state != 'void' AND origin = ?"
               " AND event IN ('applied', 'approved') AND undone_by IS NULL")
        args: list[Any] = [origin]
        if since is not None:
            sql += " AND at >= ?"
            args.append(float(since))
        return int(self.db.query_one(sql, args)[0])

    def get(self, op_id: int) -> JournalOp:
        # SQLite integers are 64-bit: a bigger number cannot be an operation (and would
        # raise OverflowError when bound).
        in_range = isinstance(op_id, int) and not isinstance(op_id, bool) and 0 < op_id <= SQLITE_MAX_INT
        row = self.db.query_one("SELECT * FROM memory_ops WHERE op_id = ?",
                                (op_id,)) if in_range else None
        if row is None:
            raise StagingError(f"No journal operation {op_id}.",
                               hint="Run `reverie memory log` to see the operation numbers.")
        return _row_to_op(row)

    def get_many(self, op_ids: Sequence[int]) -> dict[int, JournalOp]:
        """The operations of ``op_ids`` that exist, by id (``approve all`` shows every
        record's changes: one query per batch, not one per change)."""
        out: dict[int, JournalOp] = {}
        ids = [i for i in dict.fromkeys(op_ids) if isinstance(i, int) and not
               isinstance(i, bool) and 0 < i <= SQLITE_MAX_INT]
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.db.query(f"SELECT * FROM memory_ops WHERE op_id IN ({marks})",
                                     chunk):
                op = _row_to_op(row)
                out[op.op_id] = op
        return out

    def applied_for_record(self, record_id: str) -> list[JournalOp]:
        """The changes an approval of ``record_id`` already wrote (crash recovery)."""
        rows = self.db.query(
            "SELECT * FROM memory_ops WHERE record_id = ? AND event = 'approved'"
            " AND state = 'done' ORDER BY op_id",
            (record_id,))
        return [_row_to_op(r) for r in rows]

    def first_applied_ops(self, record_ids: Sequence[str]) -> dict[str, int]:
        """For each of ``record_ids`` an approval already wrote changes of, the first such
        operation (:meth:`applied_for_record`'s first op, for many records in a few
        queries: issue 29, one query per record was a tenth of a listing)."""
        out: dict[str, int] = {}
        ids = list(dict.fromkeys(record_ids))
        for start in range(0, len(ids), 500):   # SQLite's bound-parameter limit is higher
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.db.query(
                    f"SELECT record_id, MIN(op_id) FROM memory_ops WHERE record_id IN ({marks})"
                    " AND event = 'approved' AND state = 'done' GROUP BY record_id", chunk):
                out[row[0]] = row[1]
        return out

    def undecided_staged(self, record_ids: Sequence[str] | None = None) -> list[JournalOp]:
        """The done ``staged`` rows of records no other row of the journal decided
        (approved, rejected, applied, undone, or refused in a way that took the record out
        of the queue), oldest first; only those of ``record_ids`` when given
        (memory.pending.reconcile, step 5).

        A ``refused`` row decides a record only when the refusal dropped it: a retirement
        (stale or expired, its message says which: a purged retired record leaves only
        this row) or a withdrawal. An approval the store refused leaves the record pending
        (its row's message is the store's error), so a rejection in Hermes afterwards is
        still found undecided and journaled (session 22; before, any ``refused`` row
        counted, and such a rejection was never recorded)."""
        sql = ("SELECT * FROM memory_ops s WHERE event = 'staged' AND state = 'done'"
               " AND record_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM memory_ops d"
               " WHERE d.record_id = s.record_id AND d.event != 'staged'"
               f" AND d.state != 'void' AND (d.event != 'refused' OR {_DROPPED_IT}))")
        if record_ids is None:
            return [_row_to_op(r) for r in self.db.query(sql + " ORDER BY op_id")]
        out: list[JournalOp] = []
        ids = list(dict.fromkeys(record_ids))
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            out.extend(_row_to_op(r) for r in self.db.query(
                sql + f" AND record_id IN ({marks}) ORDER BY op_id", chunk))
        return out

    def staged_state(self, record_id: str) -> str | None:
        """The state of the ``staged`` row of ``record_id`` (``intent`` while it is being
        staged, ``done`` once its file was written, ``void`` if that failed), None when the
        journal has none (yet)."""
        row = self.db.query_one("SELECT state FROM memory_ops WHERE record_id = ? AND"
                                " event = 'staged' ORDER BY op_id DESC LIMIT 1", (record_id,))
        return None if row is None else row[0]

    def last_change_to(self, target: str, text: str) -> JournalOp | None:
        """The newest change whose result is the entry ``text`` (how it was learned)."""
        row = self.db.query_one(
            "SELECT * FROM memory_ops WHERE target = ? AND after = ? AND event IN"
            " ('applied', 'approved', 'undone') AND state = 'done' ORDER BY op_id DESC LIMIT 1",
            (target, text),
        )
        return None if row is None else _row_to_op(row)

    def replaced_by(self, target: str, text: str) -> str | None:
        """The text the newest done replace of the entry ``text`` wrote, if any (a
        protection follows its entry through edits, memory.upkeep.protection)."""
        row = self.db.query_one(
            "SELECT after FROM memory_ops WHERE target = ? AND before = ? AND after IS NOT NULL"
            " AND action = 'replace' AND event IN ('applied', 'approved', 'undone')"
            " AND state = 'done' ORDER BY op_id DESC LIMIT 1", (target, text))
        return None if row is None else row[0]

    def is_rejected(self, target: str, action: str, text: str) -> bool:
        row = self.db.query_one("SELECT 1 FROM memory_rejections WHERE fingerprint = ?",
                                (fingerprint(target, action, text),))
        return row is not None

    def rejected(self) -> list[dict[str, Any]]:
        """Every rejected proposal (oldest first), for the reviewer's prompt."""
        rows = self.db.query("SELECT * FROM memory_rejections ORDER BY at, fingerprint")
        return [dict(r) for r in rows]


def text_digest(text: str) -> str:
    """The hash a write-ahead row keeps of the file text its write produces."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _shows(op: JournalOp, live: set[str]) -> bool:
    """Whether the entries ``live`` show the change ``op`` describes as made."""
    if op.before is None:                                  # add
        return op.after in live
    if op.after is None:                                   # remove
        return op.before not in live
    return op.after in live and op.before not in live      # replace
