"""Durable marks of the plugin hooks' enqueues that have not finished (issue 30).

A hook waits for its enqueue at most ``reverie.hooks.timeout`` (0.25 s); the rest goes on
in a background thread (:mod:`jobs.handoff`). The first enqueue of a process also imports
the queue and opens the databases, which can take longer than the process lives: a one-shot
``hermes -z`` ended before its first turn was queued, and the scheduler's scan found that
turn only after ``idle_summary_minutes`` (30).

So before it hands the enqueue off, the hook leaves a mark, one small file under
``<home>/reverie/hook-requests/``; the enqueue removes the marks of its session it saw when
it started once the request is recorded. A mark left when the process ended is taken up by
whoever comes next: the next hook of any process (after its own enqueue) or the scheduler's
next scan, reconcile or ``run --once`` (:func:`jobs.tasks.enqueue_all_due`), so within
``reverie.schedule.scan_seconds`` (60 s) while a scheduler runs. Taking one up records the
review request the hook meant to record; a second request while one waits sends nothing,
so a mark taken up twice costs nothing. A mark whose session never appears in state.db is
dropped after :data:`MAX_AGE_SECONDS`.

Only the standard library is imported here: the plugin loads this at Hermes' start.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

DIRECTORY = "hook-requests"
#: A mark older than this whose request still cannot be recorded is dropped (the scan's
#: ordinary nudge and idle rules still find the session's turns).
MAX_AGE_SECONDS = 86400.0
_counter = itertools.count()


def marks_dir(home: Path) -> Path:
    return Path(home) / "reverie" / DIRECTORY


def _prefix(session_id: str) -> str:
    return hashlib.sha256(session_id.encode("utf-8", "surrogatepass")).hexdigest()[:24]


def leave(home: Path, session_id: str, *, now: float | None = None) -> Path | None:
    """Leave the mark of a review request of ``session_id``; None when ``home`` has no
    state.db (a hook there creates nothing, issue 19). Owner-only, never overwritten: each
    hook call has its own file."""
    home = Path(home)
    if not (home / "state.db").exists():
        return None
    directory = marks_dir(home)
    try:
        directory.mkdir(mode=0o700, parents=True, exist_ok=True)
    except FileExistsError:
        return None
    name = f"{_prefix(session_id)}-{os.getpid()}-{next(_counter)}.json"
    path = directory / name
    body = json.dumps({"session_id": session_id, "kind": "review",
                       "at": time.time() if now is None else now})
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    try:
        os.write(fd, body.encode("utf-8", "surrogatepass"))
    finally:
        os.close(fd)
    return path


def of_session(home: Path, session_id: str) -> list[Path]:
    """The marks of ``session_id`` there are now."""
    prefix = _prefix(session_id) + "-"
    try:
        names = os.listdir(marks_dir(home))
    except OSError:
        return []
    return [marks_dir(home) / n for n in names if n.startswith(prefix) and n.endswith(".json")]


def left(home: Path) -> list[tuple[Path, str, float]]:
    """Every mark: ``(path, session_id, at)``, oldest first; unreadable ones are skipped
    (a mark being written) and left for the next look."""
    try:
        names = sorted(os.listdir(marks_dir(home)))
    except OSError:
        return []
    found = []
    for name in names:
        if not name.endswith(".json"):
            continue
        path = marks_dir(home) / name
        try:
            data = json.loads(path.read_bytes().decode("utf-8", "surrogatepass"))
            found.append((path, str(data["session_id"]), float(data["at"])))
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return sorted(found, key=lambda item: item[2])


def clear(paths: list[Path]) -> None:
    for path in paths:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)


def take_up(home: Path, request: Callable[[str], Any], *, now: float | None = None,
            warn: Callable[[str, BaseException], None] | None = None) -> int:
    """Record the request of every mark left in ``home`` through ``request(session_id)``
    and remove the marks it covered; a mark whose request fails stays (until
    :data:`MAX_AGE_SECONDS`). Returns how many sessions were requested."""
    now = time.time() if now is None else now
    done = 0
    by_session: dict[str, list[tuple[Path, float]]] = {}
    for path, session_id, at in left(home):
        by_session.setdefault(session_id, []).append((path, at))
    for session_id, marks in by_session.items():
        try:
            request(session_id)
        except Exception as exc:  # noqa: BLE001 - the mark stays for the next look
            if warn is not None:
                warn(session_id, exc)
            clear([p for p, at in marks if now - at > MAX_AGE_SECONDS])
            continue
        clear([p for p, _ in marks])
        done += 1
    return done
