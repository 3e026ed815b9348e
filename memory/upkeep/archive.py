"""The archive: nothing a bounded file lets go of is thrown away (spec §16).

Every entry a consolidation takes out of MEMORY.md or USER.md — merged into another,
superseded by a newer fact, shortened, or moved out for room — is kept here with its text,
target, evidence, when it was learned and why it left. So is a waiting fact that a newer one
superseded before it ever fitted.

Life of a row (``upkeep_archive.state``):

- ``proposed`` when a consolidation is staged: the rows ride with its pending record;
- ``archived`` once that record is applied. Approval through Reverie settles its rows at
  once (:func:`settle_record`); a record approved by Hermes' ``/memory approve`` is
  settled from the files by :func:`settle`, which every reader of the archive, the
  consolidation job and ``reconcile`` call: the record is gone and the entry is no longer
  live, so it left;
- ``dropped`` when the record was rejected or replaced by a newer consolidation (the entry
  is still live: nothing left);
- ``restored`` when it went back into its file: ``reverie memory archive restore ID``
  (through the store: locked, scanned, within the limit) or by undoing the consolidation;
- ``deleted`` when an operator deleted it (``reverie memory archive delete ID``): its words
  are replaced by their fingerprint, kept only so the same fact is not archived again.

An **episode** (kind ``episode``, issue 31) is a user's own dated past event ("User ran a
charity 5K on 7 May 2023."): a review places it here directly, archived at once, and it
never enters a file: the prompt keeps lasting facts, the archive is the user's history
(:mod:`review.episodes`, docs/review.md 1.5). It is never restored into a file.

An ``archived`` fact is also mirrored into state.db (:mod:`memory.upkeep.archive_mirror`) so the
agent's own ``session_search`` finds it.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reverie.config import SYSTEM_CLOCK, TARGETS, Clock, ReverieError, Settings, StagingError
from reverie.config.epoch import format_epoch
from reverie.search_index.query import plan_query

from ..journal import SQLITE_MAX_INT, Journal, normalised
from ..journaled import JournalHook, journaled_writes, open_journaled_store
from ..pending.records import record_path
from ..scan.scanner import find_threat, withhold
from ..store import MemoryStore, Refusal, refusal_of
from . import archive_mirror as mirror
from .upkeep_db import UpkeepTables, dumps, loads

log = logging.getLogger(__name__)

STATES = ("proposed", "archived", "restored", "dropped", "deleted")
#: Proposed rows whose record has no journal row after this long were left by a process
#: that died between writing them and staging the record (the record never existed).
STAGING_GRACE_S = 600.0
#: Why an entry left: merged into another entry, superseded by a newer fact, replaced by a
#: shorter wording, moved out for room, a waiting fact superseded before it fitted, or one
#: past its target's waiting cap (``never_placed``: it never was in the file), or a dated
#: past event of the user's kept here and never in a file (``episode``).
KINDS = ("merged", "superseded", "possibly_superseded", "shortened", "evicted", "waiting",
         "never_placed", "episode")
EPISODE = "episode"
#: What a deleted row's text becomes: the fingerprint of its words, nothing readable.
DELETED_PREFIX = "deleted:"


def deleted_text(text: str) -> str:
    """A deleted row's text: enough to know the same words again, nothing to read back."""
    return DELETED_PREFIX + hashlib.sha256(normalised(text).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ArchiveItem:
    """One entry about to leave its file (what a consolidation hands the archive)."""

    text: str
    kind: str
    why: str
    result: str | None = None          # the entry it was merged into / replaced by
    learned_at: float | None = None
    evidence: Any = None


@dataclass(frozen=True)
class ArchivedFact:
    id: int
    target: str
    text: str
    kind: str
    why: str
    result: str | None
    learned_at: float | None
    evidence: Any
    record_id: str | None
    state: str
    proposed_at: float
    archived_at: float | None
    mirror_id: int | None
    note: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "target": self.target, "text": self.text, "kind": self.kind,
                "why": self.why, "result": self.result, "learned_at": self.learned_at,
                "learned": format_epoch(self.learned_at, unknown="before Reverie"),
                "archived_at": self.archived_at, "archived": format_epoch(self.archived_at),
                "evidence": self.evidence, "record_id": self.record_id, "state": self.state,
                "note": self.note, "archived_fact": True}


def _fact(row: Any) -> ArchivedFact:
    return ArchivedFact(id=row["id"], target=row["target"], text=row["text"], kind=row["kind"],
                        why=row["why"], result=row["result"], learned_at=row["learned_at"],
                        evidence=loads(row["evidence"]), record_id=row["record_id"],
                        state=row["state"], proposed_at=row["proposed_at"],
                        archived_at=row["archived_at"], mirror_id=row["mirror_id"],
                        note=row["note"])


class Archive(UpkeepTables):
    """The archive of one home/profile (journal.db component ``upkeep``)."""

    # --- writing ----------------------------------------------------------------------
    def propose(self, record_id: str, target: str, items: Sequence[ArchiveItem]) -> list[int]:
        """Rows for the entries a staged consolidation would move out (state proposed)."""
        return self._insert(target, items, state="proposed", record_id=record_id)

    def archive_now(self, target: str, items: Sequence[ArchiveItem]) -> list[int]:
        """Rows archived at once (a waiting fact superseded before it fitted), mirrored."""
        ids = self.insert_archived(target, items)
        self._mirror(ids)
        return ids

    def insert_archived(self, target: str, items: Sequence[ArchiveItem]) -> list[int]:
        """Rows archived at once, not mirrored yet (the caller's transaction may still roll
        them back): :meth:`mirror_ids` once it committed, or the next settle does it."""
        return self._insert(target, items, state="archived", record_id=None)

    def mirror_ids(self, ids: Sequence[int]) -> None:
        """Mirror the archived rows ``ids`` (by their identity: never twice)."""
        self._mirror(ids)

    def _insert(self, target: str, items: Sequence[ArchiveItem], *, state: str,
                record_id: str | None) -> list[int]:
        if target not in TARGETS:
            raise StagingError(f"No memory target {target!r}.")
        now = self.clock.now()
        ids = []
        with self.db.write() as conn:
            for item in items:
                if item.kind not in KINDS:
                    raise ValueError(f"unknown archive kind {item.kind!r}")
                # The archive and its state.db mirror reach session_search: a text the
                # scanner refuses (hand-written into a file) never goes in (issue 28).
                threat = find_threat(item.text)
                if threat is not None:
                    log.warning("archive: an entry of %s was not archived: it matches '%s'",
                                target, threat.pattern_id)
                    continue
                cur = conn.execute(
                    "INSERT INTO upkeep_archive(target, text, evidence, learned_at, kind, why,"
                    " result, record_id, state, proposed_at, archived_at) VALUES"
                    " (?,?,?,?,?,?,?,?,?,?,?)",
                    # The reason is the consolidation's, so a blocked one is withheld.
                    (target, item.text, dumps(item.evidence), item.learned_at, item.kind,
                     withhold(item.why), item.result, record_id, state, now,
                     now if state == "archived" else None))
                ids.append(int(cur.lastrowid))
        return ids

    def drop_record(self, record_id: str, note: str) -> int:
        """The consolidation ``record_id`` will never apply (rejected, replaced): its
        proposed rows are dropped."""
        with self.db.write() as conn:
            return conn.execute(
                "UPDATE upkeep_archive SET state = 'dropped', settled_at = ?, note = ?"
                " WHERE record_id = ? AND state = 'proposed'",
                (self.clock.now(), withhold(note), record_id)).rowcount

    def settle(self, *, store: Any = None) -> dict[str, int]:
        """Settle every proposed row whose record is no longer pending (module docstring),
        then write any missing mirror message. Returns counts by new state. ``store``: an
        open session store of the home's state.db for the mirror (else it opens one)."""
        rows = self.db.rows("SELECT record_id, MIN(proposed_at) FROM upkeep_archive"
                            " WHERE state = 'proposed' AND record_id IS NOT NULL"
                            " GROUP BY record_id")
        counts = {"archived": 0, "dropped": 0}
        if rows:
            with Journal(self.settings, clock=self.clock) as journal:
                gone = [rid for rid, since in rows if self._record_gone(journal, rid, since)
                        or self._applied_in_place(journal, rid)]
            for rid in gone:
                for state, n in self.settle_record(rid).items():
                    counts[state] = counts.get(state, 0) + n
        self.settle_live()
        # A bound lowered since the last past event was placed holds from the next reader on.
        self.retire_episodes(self.settings.garden.max_episodes)
        self.sync_mirror(store=store)
        return counts

    def unsettled_targets(self) -> set[str]:
        """Targets with proposed rows whose record is gone (what :meth:`settle` would do)."""
        rows = self.db.rows("SELECT record_id, MIN(proposed_at), MIN(target) FROM upkeep_archive"
                            " WHERE state = 'proposed' AND record_id IS NOT NULL"
                            " GROUP BY record_id")
        if not rows:
            return set()
        with Journal(self.settings, clock=self.clock) as journal:
            return {target for rid, since, target in rows
                    if self._record_gone(journal, rid, since)}

    def _applied_in_place(self, journal: Any, record_id: str) -> bool:
        """An approval killed after it wrote the file and before it dropped the record
        (tester26): its moved entries were neither live nor in the archive until the next
        write or the same approval run again. The reader settles what it left (the write-
        ahead intents, under the store's lock, as the next write would) and, when the
        journal says the change is in the file, settles the rows as for a gone record.
        The record itself stays for the approval run again to drop ("already applied")."""
        if not record_path(self.settings.pending_dir, record_id).exists():
            return False
        if journal.applied_for_record(record_id):
            return True
        left = {op.target for op in journal.intents(event="approved")
                if op.record_id == record_id}
        for target in sorted(t for t in left if t):
            hook = JournalHook(journal, "approved", origin="background_review")
            open_journaled_store(self.settings, self.clock, hook).settle(target)
        return bool(left) and bool(journal.applied_for_record(record_id))

    def _record_gone(self, journal: Any, record_id: str, since: float) -> bool:
        """Whether ``record_id`` was staged and is no longer pending (approved, rejected,
        withdrawn, retired, or its staging failed). The rows are written before the record:
        one whose staging is still under way (its journal row an ``intent``, or not written
        yet) is not gone, or its rows would be dropped just before it is staged. Rows whose
        record never got a journal row at all for :data:`STAGING_GRACE_S` were left by a
        process that died before staging: gone."""
        if record_path(self.settings.pending_dir, record_id).exists():
            return False
        state = journal.staged_state(record_id)
        if state is None:
            return self.clock.now() - since > STAGING_GRACE_S
        return state != "intent"

    def settle_record(self, record_id: str) -> dict[str, int]:
        """The record ``record_id`` is gone (approved, rejected, withdrawn, retired). The
        journal says first whether it was applied: rows of a record Reverie rejected,
        withdrew or retired stale are dropped whatever the files show now (an entry edited by
        hand meanwhile was not moved to the archive); rows of an applied record, or of one
        Hermes decided (the journal does not know), are archived if their entry is no longer
        live, else dropped."""
        rows = [_fact(r) for r in self.db.rows(
            "SELECT * FROM upkeep_archive WHERE record_id = ? AND state = 'proposed'",
            (record_id,))]
        if not rows:
            return {}
        with Journal(self.settings, clock=self.clock) as journal:
            verdict = record_outcome(journal, record_id)
        now = self.clock.now()
        if verdict is not None and not verdict[0]:
            archived, dropped, note = [], [r.id for r in rows], verdict[1]
        else:
            store = MemoryStore(self.settings, clock=self.clock)
            live = {t: set(store.entries(t)) for t in {r.target for r in rows}}
            archived = [r.id for r in rows if r.text not in live[r.target]]
            dropped = [r.id for r in rows if r.text in live[r.target]]
            note = "the consolidation was not applied"
        with self.db.write() as conn:
            conn.executemany("UPDATE upkeep_archive SET state = 'archived', archived_at = ?,"
                             " settled_at = ? WHERE id = ? AND state = 'proposed'",
                             [(now, now, i) for i in archived])
            conn.executemany("UPDATE upkeep_archive SET state = 'dropped', settled_at = ?,"
                             " note = ? WHERE id = ? AND state = 'proposed'",
                             [(now, withhold(note), i) for i in dropped])
        self._mirror(archived)
        return {"archived": len(archived), "dropped": len(dropped)}

    def settle_live(self) -> int:
        """Archived rows whose entry is live in its file again become ``restored``: a
        restore whose process died between the store's write and noting it, or a fact
        written back by hand or learned again. The archive shows only what is out of the
        files. Returns how many."""
        store = MemoryStore(self.settings, clock=self.clock)
        ids: list[int] = []
        for target in TARGETS:
            entries = store.entries(target)
            for start in range(0, len(entries), 400):
                chunk = entries[start:start + 400]
                ids += [r["id"] for r in self.db.rows(
                    f"SELECT id FROM upkeep_archive WHERE state = 'archived' AND target = ?"
                    f" AND text IN ({','.join('?' * len(chunk))})", (target, *chunk))]
        self.restored(ids, "live in its file again")
        return len(ids)

    def restored(self, ids: Sequence[int], note: str) -> None:
        """Rows whose entries went back into their file: restored, mirror deleted (if that
        fails or the process dies first, :meth:`sync_mirror` deletes it: no archived row
        owns it any more)."""
        if not ids:
            return
        facts = [self.get(i) for i in ids]
        with self.db.write() as conn:
            conn.executemany("UPDATE upkeep_archive SET state = 'restored', settled_at = ?,"
                             " note = ? WHERE id = ?",
                             [(self.clock.now(), withhold(note), i) for i in ids])
        self._unmirror(facts)

    def undone(self, record_id: str, note: str) -> int:
        """The consolidation ``record_id`` was undone: its archived rows are restored."""
        ids = [r["id"] for r in self.db.rows(
            "SELECT id FROM upkeep_archive WHERE record_id = ? AND state IN"
            " ('archived', 'proposed')", (record_id,))]
        self.restored(ids, note)
        return len(ids)

    # --- the state.db mirror ----------------------------------------------------------
    def _mirror(self, ids: Sequence[int]) -> None:
        """Mirror the rows ``ids`` (by their identity: a row already mirrored is not written
        again), then note each row's message id."""
        if not ids:
            return
        try:
            written = mirror.add(self.settings, [self.get(i) for i in ids])
        except ReverieError as exc:  # state.db busy or broken: sync_mirror retries later
            log.warning("archived facts not mirrored into state.db yet: %s", exc)
            return
        self._note_mirror(written)

    def _note_mirror(self, message_of: dict[int, int]) -> None:
        with self.db.write() as conn:
            conn.executemany("UPDATE upkeep_archive SET mirror_id = ? WHERE id = ?"
                             " AND mirror_id IS NOT ?",
                             [(mid, fid, mid) for fid, mid in message_of.items()])

    def _unmirror(self, facts: Sequence[ArchivedFact]) -> None:
        try:
            mirror.remove(self.settings, facts)
        except ReverieError as exc:
            log.warning("restored facts still in state.db's archive session: %s", exc)

    def sync_mirror(self, *, store: Any = None) -> int:
        """Make the mirror match the archive: one message per archived fact (a missing one
        written, a second one deleted) and none for any other row (restored, dropped, or a
        copy a killed process left). Returns how many messages it wrote or deleted.
        ``store``: an open session store of the home's state.db (else one is opened)."""
        noted = dict(self.db.rows("SELECT id, mirror_id FROM upkeep_archive"
                                  " WHERE state = 'archived'"))
        if mirror.in_step(self.settings, noted, store=store):
            return 0
        facts = self.facts()
        try:
            done = mirror.sync(self.settings, facts, complete=True, store=store)
        except ReverieError as exc:
            # A held lock or a full disk is the run's to say, once (the job it stops says
            # it: `run --once`'s WAITING line, the worker's retry line); the next reconcile
            # checks the mirror again. Anything else (a damaged or read-only state.db) is
            # said here.
            (log.info if exc.transient else log.warning)(
                "the archive's mirror in state.db was not checked: %s", exc)
            return 0
        noted = {f.id: f.mirror_id for f in facts}
        changed = {fid: mid for fid, mid in done.message_of.items() if noted.get(fid) != mid}
        if changed:
            self._note_mirror(changed)
        return done.written + done.deleted

    # --- reading ----------------------------------------------------------------------
    def get(self, fact_id: int) -> ArchivedFact:
        rows = self.db.rows("SELECT * FROM upkeep_archive WHERE id = ?", (int(fact_id),)) \
            if isinstance(fact_id, int) and 0 < fact_id < 2**63 else []
        if not rows:
            raise StagingError(f"No archived fact {fact_id}.",
                               hint="Run `reverie memory archive` to list the archive's ids.")
        return _fact(rows[0])

    def facts(self, target: str | None = None, *, states: Sequence[str] = ("archived",),
              limit: int | None = None, kind: str | None = None) -> list[ArchivedFact]:
        """Facts in ``states`` (of ``kind``, if given), newest first."""
        # A page (``limit``): its ids first, then those rows whole; sorting the whole rows
        # of a months-old archive for a page of 100 cost three times as much.
        what = "*" if limit is None else "id"
        sql = (f"SELECT {what} FROM upkeep_archive"
               f" WHERE state IN ({','.join('?' * len(states))})")
        args: list[Any] = list(states)
        for column, value in (("target", target), ("kind", kind)):
            if value is not None:
                sql += f" AND {column} = ?"
                args.append(value)
        sql += " ORDER BY COALESCE(archived_at, proposed_at) DESC, id DESC"
        if limit is None:
            return [_fact(r) for r in self.db.rows(sql, tuple(args))]
        sql += " LIMIT ?"
        args.append(min(int(limit), SQLITE_MAX_INT))  # more than there can be: all
        ids = [r[0] for r in self.db.rows(sql, tuple(args))]
        found = self._by_ids(ids, states)
        return [found[i] for i in ids if i in found]

    def for_record(self, record_id: str) -> list[ArchivedFact]:
        return [_fact(r) for r in self.db.rows(
            "SELECT * FROM upkeep_archive WHERE record_id = ? ORDER BY id", (record_id,))]

    def counts(self) -> dict[str, int]:
        """Entries moved out of each file (zero for a target with none): the user's past
        events were in no file, :meth:`episode_count` counts them."""
        counts = dict.fromkeys(TARGETS, 0)
        for target, n in self.db.rows("SELECT target, COUNT(*) FROM upkeep_archive"
                                      " WHERE state = 'archived' AND kind != ? GROUP BY target",
                                      (EPISODE,)):
            counts[target] = n
        return counts

    def episode_count(self) -> int:
        """The user's past events the archive holds."""
        return int(self.db.rows("SELECT COUNT(*) FROM upkeep_archive WHERE state = 'archived'"
                                " AND kind = ?", (EPISODE,))[0][0])

    def said_last(self, limit: int, *, kind: str = EPISODE) -> tuple[list[ArchivedFact], int]:
        """The ``limit`` archived facts of ``kind`` said last (by when they were learned, an
        unknown time as 0, then id), oldest first, and how many there are: one read, which
        decodes only the facts returned (the journey read all 5,000 past events to show 20)."""
        # The ids first (with the count over every row, before the LIMIT): sorting whole
        # rows cost three times as much.
        rows = self.db.rows(
            "SELECT id, COUNT(*) OVER () FROM upkeep_archive WHERE state = 'archived'"
            " AND kind = ? ORDER BY COALESCE(learned_at, 0.0) DESC, id DESC LIMIT ?",
            (kind, min(max(0, int(limit)), SQLITE_MAX_INT)))
        ids = [r[0] for r in reversed(rows)]
        found = self._by_ids(ids)
        return [found[i] for i in ids if i in found], int(rows[0][1]) if rows else 0

    def retire_episodes(self, bound: int) -> list[int]:
        """Past ``bound`` (0: none), the oldest said past events leave the archive and its
        mirror as a delete takes them (their fingerprint kept, so they are not archived
        again); returns their ids. The archive's readers are linear in its rows, and a past
        event's words stay in the transcript both searches read (docs/memory-upkeep.md)."""
        over = self.episode_count() - bound if bound > 0 else 0
        if over <= 0:
            return []
        ids = [r["id"] for r in self.db.rows(
            "SELECT id FROM upkeep_archive WHERE state = 'archived' AND kind = ?"
            " ORDER BY COALESCE(learned_at, archived_at) ASC, id ASC LIMIT ?", (EPISODE, over))]
        who = f"the bound of {bound:,} past events (reverie.garden.max_episodes), oldest said first"
        retired = [i for i in ids if self.delete(i, who=who)["success"]]
        log.info("archive: %d past event(s) retired past reverie.garden.max_episodes (%d)",
                 len(retired), bound)
        return retired

    def search(self, query: str, *, target: str | None = None,
               limit: int = 20) -> list[ArchivedFact]:
        """Archived facts holding every term of ``query`` (case- and width-insensitive),
        most occurrences first, then newest. The same query language as session search:
        quoted phrases, words, CJK runs matched as substrings."""
        terms = [normalised(t) for t in plan_query(query or "").terms if t.strip()]
        if not terms:
            return []
        # The words alone are read to match and rank; only the facts returned are read whole
        # (a search matching 5,000 past events decoded every row's evidence, session 28).
        sql, args = "SELECT id, text, archived_at FROM upkeep_archive WHERE state = 'archived'", ()
        if target is not None:
            sql, args = sql + " AND target = ?", (target,)
        ranked = []
        for fact_id, raw, archived_at in self.db.rows(sql, args):
            text = normalised(raw)
            if all(term in text for term in terms):
                # most occurrences first, then newest, then the higher id (ids are unique)
                ranked.append((-sum(text.count(term) for term in terms), -(archived_at or 0),
                               -fact_id))
        ranked.sort()
        shown = [-key[2] for key in ranked[:max(1, int(limit))]]
        found = self._by_ids(shown)
        return [found[fact_id] for fact_id in shown if fact_id in found]

    def _by_ids(self, ids: Sequence[int],
                states: Sequence[str] = ("archived",)) -> dict[int, ArchivedFact]:
        """The facts of ``ids`` still in ``states``, whole, by id (one restored or deleted
        since its id was read is left out: the reader shows what the archive holds)."""
        out: dict[int, ArchivedFact] = {}
        marks = ",".join("?" * len(states))
        for start in range(0, len(ids), 500):   # SQLite's bound-parameter limit
            chunk = list(ids[start:start + 500])
            out.update((f.id, f) for f in map(_fact, self.db.rows(
                f"SELECT * FROM upkeep_archive WHERE id IN ({','.join('?' * len(chunk))})"
                f" AND state IN ({marks})", (*chunk, *states))))
        return out

    def holds(self, target: str, text: str) -> bool:
        """Whether the archive already holds ``text`` for ``target``, archived (the same words
        but for ASCII case) or deleted by an operator (by its fingerprint: a deleted fact is
        not archived again). One SQL lookup, not a read of the whole history."""
        return bool(self.db.rows(
            "SELECT 1 FROM upkeep_archive WHERE target = ? AND ((state = 'archived' AND"
            " text = ? COLLATE NOCASE) OR (state = 'deleted' AND text = ?)) LIMIT 1",
            (target, text, deleted_text(text))))

    # --- delete -----------------------------------------------------------------------
    def delete(self, fact_id: int, *, who: str | None = None,
               states: Sequence[str] = ("archived",)) -> dict[str, Any]:
        """An operator deletes an archived fact: its words leave the archive and its mirror
        (the row keeps their fingerprint, so a later review does not archive them again).
        ``states``: the user's "forget" deletes a pending consolidation's ``proposed`` row
        too, which would otherwise be archived when its record settles."""
        fact = self.get(fact_id)
        if fact.state not in states:
            return {"success": False, "error": f"Archived fact {fact.id} is {fact.state}, not "
                                               "archived; nothing to delete."}
        with self.db.write() as conn:
            conn.execute("UPDATE upkeep_archive SET state = 'deleted', text = ?, evidence = NULL,"
                         " result = NULL, settled_at = ?, note = ? WHERE id = ?",
                         (deleted_text(fact.text), self.clock.now(),
                          withhold(f"deleted by {who or 'an operator'}"), fact.id))
        self._unmirror([fact])
        return {"success": True, "deleted": fact.id,
                "message": f"Deleted archived fact {fact.id} ({fact.kind.replace('_', ' ')})."}

    # --- restore ----------------------------------------------------------------------
    def restore(self, fact_id: int, *, who: str | None = None) -> dict[str, Any]:
        """Put an archived fact back into its file through the store (locked, scanned,
        within the limit); a store-style response dict."""
        fact = self.get(fact_id)
        if fact.state != "archived":
            return {"success": False, "error": f"Archived fact {fact.id} is {fact.state}, not "
                                               "archived; nothing to restore."}
        if fact.kind == EPISODE:
            # The prompt holds lasting facts; a past event stays the user's history.
            return {"success": False, "error": f"Archived fact {fact.id} is a past event: it is "
                                               "kept in the archive, never in a memory file."}
        with journaled_writes(self.settings, origin="foreground", who=who,
                              via="archive-restore", clock=self.clock) as store:
            response = store.add(fact.target, fact.text)
        if not response.get("success"):
            error = response.get("error") or "the store refused it"
            # The advice names the real cause: room only when the limit refused it.
            tail = {Refusal.LIMIT: " Consolidate or remove entries to make room, then retry.",
                    Refusal.SCAN: " The memory scan blocks this text now; it stays archived.",
                    }.get(refusal_of(response), "")
            response = dict(response)
            response["error"] = f"Archived fact {fact.id} was not restored: {error}{tail}"
            return response
        self.restored([fact.id], f"restored by {who or 'an operator'}")
        response = dict(response)
        response["restored"] = fact.id
        response["message"] = f"Restored archived fact {fact.id} to {fact.target}."
        return response


def record_outcome(journal: Any, record_id: str) -> tuple[bool, str] | None:
    """What Reverie's journal says became of the gone record ``record_id``: ``(True, …)``
    applied, ``(False, why)`` never applied (rejected, withdrawn, retired stale or expired),
    None when it does not know (Hermes' ``/memory approve`` or reject: judge from the files).
    A ``refused`` row of a failed approval is no verdict: that record stayed pending."""
    verdict: tuple[bool, str] | None = None
    for op in journal.log(None, record_id=record_id):       # newest first
        if op.state != "done":
            continue
        if op.event == "approved":
            return True, "applied"
        if op.event == "rejected":
            verdict = verdict or (False, "the consolidation was rejected")
        elif op.event == "refused" and isinstance(op.message, str) and (
                op.via == "withdraw" or op.message.startswith(("stale: ", "expired: "))):
            verdict = verdict or (False, f"the consolidation was not applied ({op.message})")
    return verdict


def settle(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> dict[str, int]:
    """:meth:`Archive.settle` on a fresh connection; never raises (best effort)."""
    with contextlib.suppress(ReverieError), Archive(settings, clock=clock) as archive:
        return archive.settle()
    return {}
