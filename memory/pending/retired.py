"""Retired records: stale and expired pending records, moved out of the approval queue.

A record that no longer applies (``stale``) or waited too long (``expired``, see
:mod:`memory.pending.freshness`) is never applied. It leaves ``pending/memory/`` — where Hermes'
``/memory pending`` lists every ``*.json`` and its ``/memory approve`` would replay it —
for ``reverie/retired/<id>.json`` (0600, its directory 0700), the record as it was plus
``state``, ``state_reason`` and ``retired_at``. It stays there, listed with its state by
`memory pending` and the console, until an operator rejects it (its fact is then remembered
as rejected, as for any rejection) or ``reverie.staging.max_age_days`` after it was retired,
when the sweep deletes it (the journal keeps its history: the ``refused`` row written when
it was retired says why).

Moving it out frees its fact: the duplicate check only looks at the queue, so the reviewer
may propose the same fact again — an expired record is not a rejection.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
from pathlib import Path

from reverie.config import Settings
from reverie.config.fs import atomic_write, ensure_private_dir, fsync_dir
from reverie.config.regular import read_regular

from .records import RECORD_ID_RE, PendingRecord, RecordError, parse_record

log = logging.getLogger(__name__)

STATE_KEY, REASON_KEY, RETIRED_AT_KEY = "state", "state_reason", "retired_at"
RETIRED_KEYS = (STATE_KEY, REASON_KEY, RETIRED_AT_KEY)


def retired_dir(settings: Settings) -> Path:
    return settings.reverie_dir / "retired"


def retired_path(settings: Settings, record_id: str) -> Path:
    return retired_dir(settings) / f"{record_id}.json"


def write_retired(settings: Settings, record: PendingRecord, state: str, reason: str,
                  at: float) -> Path:
    """Keep ``record`` as retired (the caller then drops it from the queue)."""
    ensure_private_dir(retired_dir(settings))
    data = record.to_dict()
    data.update({STATE_KEY: state, REASON_KEY: reason, RETIRED_AT_KEY: float(at)})
    path = retired_path(settings, record.id)
    atomic_write(path, json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    return path


def state_of(record: PendingRecord) -> tuple[str, str | None, float | None]:
    """A retired record's (state, reason, retired_at), from the keys :func:`write_retired`
    added (kept in ``record.extra``)."""
    state = record.extra.get(STATE_KEY)
    reason = record.extra.get(REASON_KEY)
    at = record.extra.get(RETIRED_AT_KEY)
    return (state if state in ("stale", "expired") else "stale",
            reason if isinstance(reason, str) else None,
            float(at) if isinstance(at, int | float) and not isinstance(at, bool)
            and math.isfinite(at) else None)


def list_retired(settings: Settings) -> tuple[list[PendingRecord], list[str]]:
    """Every retired record, oldest first, and one problem line per unreadable file."""
    directory = retired_dir(settings)
    if not directory.is_dir():
        return [], []
    records, problems = [], []
    for name in sorted(os.listdir(directory)):
        stem = name[: -len(".json")]
        if not name.endswith(".json") or not RECORD_ID_RE.fullmatch(stem):
            continue
        try:
            records.append(read_retired(settings, stem))
        except (RecordError, OSError) as exc:
            problems.append(f"retired/{name}: {exc} (skipped)")
    records.sort(key=lambda r: (r.created_at if math.isfinite(r.created_at) else math.inf, r.id))
    return records, problems


def read_retired(settings: Settings, record_id: str) -> PendingRecord:
    """One retired record; FileNotFoundError when there is none, RecordError if unreadable."""
    raw = read_regular(retired_path(settings, record_id), follow=False, error=RecordError)
    return parse_record(raw, record_id)


def drop_retired(settings: Settings, record_id: str) -> bool:
    path = retired_path(settings, record_id)
    try:
        os.unlink(path)
    except FileNotFoundError:
        return False
    with contextlib.suppress(OSError):
        fsync_dir(path.parent)
    return True


def purge_retired(settings: Settings, now: float) -> list[str]:
    """Delete retired records kept longer than ``reverie.staging.max_age_days``."""
    records, _ = list_retired(settings)
    gone = []
    for record in records:
        _, _, at = state_of(record)
        if at is not None and now - at > settings.staging.max_age_seconds \
                and drop_retired(settings, record.id):
            gone.append(record.id)
    return gone
