"""Record I/O: the files of ``pending/memory/``, written, listed, read, dropped.

A record is ``pending/memory/<id>.json`` (the format is :mod:`memory.pending.records`), written
atomically and owner-only. Every read opens the file without following a link and without
blocking (a FIFO there hung `memory pending`, issue 19). A record that cannot be read is
never a crash of the listing: it is skipped and reported one line in ``problems``.

Who may act on a record at a time is :mod:`memory.pending.claim`; what approving or rejecting does is
:mod:`memory.pending.approval`; stale and expired records leave this directory for
:mod:`memory.pending.retired`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import stat
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from reverie.config import Settings, StagingError, UsageError, fs
from reverie.config.fs import ensure_private_dir, fsync_dir
from reverie.config.regular import opened_regular, read_fd
from reverie.config.terminal import quoted_id, safe_id

from .judged import JudgedQueue
from .records import RECORD_ID_RE, PendingRecord, RecordError, parse_record, record_path
from .retired import read_retired, state_of

log = logging.getLogger(__name__)


class PendingList(list):
    """The pending records, oldest first, plus ``problems``: records skipped and why."""

    def __init__(self, records: list[PendingRecord], problems: list[str],
                 unreadable_ids: list[str] | None = None) -> None:
        super().__init__(records)
        self.problems = problems
        #: ids of records whose file name is valid but whose content is not
        self.unreadable_ids = unreadable_ids or []


# --- writing ----------------------------------------------------------------------------------

def write_record(settings: Settings, record: PendingRecord) -> Path:
    """Write ``record`` atomically, owner-only."""
    ensure_private_dir(settings.pending_root)
    path = record_path(settings.pending_dir, record.id)
    fs.atomic_write(path, record.to_json())  # through the module: fault tests replace it
    return path


def new_record_id(settings: Settings) -> str:
    """A record id no pending record has."""
    for _ in range(100):
        rid = secrets.token_hex(4)
        if not record_path(settings.pending_dir, rid).exists():
            return rid
    raise StagingError("Could not pick a free pending record id.")  # pragma: no cover


def drop(path: Path) -> None:
    """Remove a record file (the caller holds its claim), durably."""
    drop_many([path])


def drop_many(paths: list[Path]) -> None:
    """Remove record files (the caller holds their claims), durably: one directory fsync
    for all of them (``approve all`` drops a batch of records at once)."""
    for path in paths:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
    for parent in {path.parent for path in paths}:
        fsync_dir(parent)


# --- reading ----------------------------------------------------------------------------------

def list_pending(settings: Settings, *, judged: JudgedQueue | None = None,
                 stats: Mapping[str, os.stat_result] | None = None,
                 read: Callable[[Path], Any] | None = None) -> PendingList:
    """Every readable pending record, oldest first; unreadable ones go to ``.problems``.

    ``judged``: the judged queue kept between processes (:mod:`memory.pending.judged`); a
    record file whose stat is the one a row was read under is taken from it unread, and
    every record read is offered to it. ``stats``: record files' stats the caller has just
    taken (by name; not following links), used instead of taking them again. ``read``:
    what each record file is read as instead of :func:`read_record` (anything with the
    record's ``id`` and ``created_at``, raising as it does; not with ``judged``)."""
    records: list[PendingRecord] = []
    problems: list[str] = []
    unreadable: list[str] = []
    directory = settings.pending_dir
    try:
        check_pending_dir(settings)
        names = sorted(os.listdir(directory)) if directory.is_dir() else []
    except OSError as exc:
        raise StagingError(f"Cannot list {directory}: {exc.strerror or exc}.",
                           hint="Check that you own the pending directory.") from exc
    for name in names:
        if name.startswith(".") or not name.endswith(".json"):
            continue  # temp files of atomic writes, lock files, editor droppings
        try:
            if judged is not None:
                records.append(_read_judged(directory, name, judged,
                                            None if stats is None else stats.get(name)))
                continue
            records.append((read or read_record)(directory / name))
        except FileNotFoundError:
            continue  # approved or rejected while we listed: not a problem, just gone
        except StagingError as exc:
            problems.append(f"{name}: {exc} (skipped)")
            # Info, not warning: callers show ``problems`` themselves (the CLI prints a
            # "Warning:" line), and an unconfigured logger would print it a second time.
            log.info("pending record %s skipped: %s", safe_id(name), exc)
            if RECORD_ID_RE.fullmatch(name[: -len(".json")]):
                unreadable.append(name[: -len(".json")])
    records.sort(key=lambda r: (r.created_at, r.id))
    return PendingList(records, problems, unreadable)


def _read_judged(directory: Path, name: str, judged: JudgedQueue,
                 st: os.stat_result | None = None) -> PendingRecord:
    """Record file ``name`` from the judged queue when it is unchanged, else read (the
    stat — ``st``, or taken now — is from before the read: a write after it changes the
    stat a later reader compares, so a kept row never holds older content than its stat
    says)."""
    if st is None:
        try:
            st = os.lstat(os.path.join(directory, name))  # a str path: 3,000 Paths cost 0.1 s
        except FileNotFoundError:
            raise
        except OSError:
            return read_record(directory / name)     # the read names the problem
    if stat.S_ISREG(st.st_mode):
        kept = judged.record(name, st)
        if kept is not None:
            return kept
    record = read_record(directory / name)           # a link, a FIFO…: the read refuses it
    if stat.S_ISREG(st.st_mode):
        judged.read(name, st, record)
    return record


def read_record(path: Path, fd: int | None = None) -> PendingRecord:
    """The record at ``path`` (read from ``fd`` when the caller has it open: a claim).
    FileNotFoundError when there is none; RecordError when it is not a usable record."""
    return parse_record(read_raw(path, fd), path.name[: -len(".json")])


def read_raw(path: Path, fd: int | None = None) -> bytes:
    """The bytes of the record file at ``path`` (from ``fd`` when the caller has it open),
    unparsed; FileNotFoundError and RecordError as :func:`read_record` raises them."""
    if not RECORD_ID_RE.fullmatch(path.name[: -len(".json")]):
        raise RecordError("the file name is not an 8-hex-digit record id")
    try:
        if fd is None:
            with open_nofollow(path) as own:
                return read_fd(own)
        return read_fd(fd)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise RecordError(f"cannot read it: {exc.strerror or exc}") from exc


def open_nofollow(path: Path) -> contextlib.AbstractContextManager[int]:
    # A regular file, not a link, opened without blocking: a FIFO in pending/memory/ hung
    # `memory pending` (issue 19).
    return opened_regular(path, follow=False, error=RecordError,
                          hint="Records must be regular files; move it away.")


def load_record(settings: Settings, record_id: str) -> PendingRecord:
    """One pending record by id; StagingError when missing or unreadable."""
    rid = check_id(record_id)
    path = record_path(settings.pending_dir, rid)
    if not path.exists() and not path.is_symlink():
        raise retired_error(settings, rid) or missing(rid)
    try:
        return read_record(path)
    except FileNotFoundError:
        raise missing(rid) from None
    except RecordError as exc:
        raise StagingError(f"Pending record {rid} is unreadable: {sentence(exc)}",
                           hint="Fix or delete the file by hand.") from exc


def check_pending_dir(settings: Settings) -> None:
    """A file where the pending directory belongs would hide every record (an empty list)
    and make staging fail with a bare FileExistsError; name the problem instead."""
    directory = settings.pending_dir
    for path in (directory.parent, directory):
        if path.exists() and not path.is_dir():
            raise StagingError(f"{path} is not a directory, so pending records cannot be kept"
                               " there.", hint="Move that file away, then retry.")


def check_id(record_id: str, *, all_allowed: bool = False) -> str:
    rid = (record_id or "").strip().lower()
    if not RECORD_ID_RE.fullmatch(rid):
        # Only approve/reject take 'all'; suggesting it to `diff` or `log --record` misleads.
        raise UsageError(f"{quoted_id(record_id)} is not a pending record id.",
                         hint="Ids are 8 hex digits; run `reverie memory pending` to list them"
                              + (", or use 'all'." if all_allowed else "."))
    return rid


def missing(rid: str) -> StagingError:
    return StagingError(f"No pending record {rid}.",
                        hint="Run `reverie memory pending` to list the waiting records.")


def retired_error(settings: Settings, rid: str) -> StagingError | None:
    """Why a retired record cannot be approved or diffed (None: there is no such record)."""
    try:
        state, reason, _ = state_of(read_retired(settings, rid))
    except (FileNotFoundError, RecordError):
        return None
    return StagingError(f"{rid} is {state} and is never applied: {reason}",
                        hint="Reject it to forget it; the reviewer may propose the fact again.")


def sentence(exc: Exception) -> str:
    """The error's text ending in exactly one full stop (some already end in one)."""
    return str(exc).rstrip(".") + "."
