"""Durable marks of the plugin hooks' enqueues that have not finished (issue 30).

A hook waits for its enqueue at most ``reverie.hooks.timeout`` (0.25 s); the rest goes on
in a background thread (:mod:`jobs.handoff`). The first enqueue of a process also imports
the queue and opens the databases, which can take longer than the process lives: a one-shot
``hermes -z`` ended before its first turn was queued, and the scheduler's scan found that
turn only after ``idle_summary_minutes`` (30).

So before it hands the enqueue off, the hook leaves a mark, one small file under
``<home>/reverie/hook-requests/``; the enqueue removes the marks of its session it saw when
it started once the request is recorded. A mark holds only what the one who takes it up
needs and cannot find elsewhere: its name starts with a hash of the session id
(:func:`mark_prefix`), its body is the time it was left. The id itself is found again in
state.db, where the session must be for its review to be requested at all: the session
whose id has that hash. Before, the body held the id whole: a copy outside state.db of an
id that may name a chat's user, and a file as large as the id for every hook. A mark left
when the process ended is taken up by whoever comes next: the next hook of any process
(after its own enqueue) or the scheduler's next scan, reconcile or ``run --once``
(:func:`jobs.tasks.enqueue_all_due`), so within ``reverie.schedule.scan_seconds`` (60 s)
while a scheduler runs. Taking one up records the
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
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

DIRECTORY = "hook-requests"
#: A mark older than this whose request still cannot be recorded is dropped (the scan's
#: ordinary nudge and idle rules still find the session's turns).
MAX_AGE_SECONDS = 86400.0
_counter = itertools.count()


def marks_dir(home: Path) -> Path:
    return Path(home) / "reverie" / DIRECTORY


def mark_prefix(session_id: str) -> str:
    """What a mark's file name starts with for ``session_id`` (96 bits of its SHA-256)."""
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
    name = f"{mark_prefix(session_id)}-{os.getpid()}-{next(_counter)}.json"
    path = directory / name
    body = json.dumps({"at": time.time() if now is None else now})
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    try:
        os.write(fd, body.encode("ascii"))
    finally:
        os.close(fd)
    return path


def of_session(home: Path, session_id: str) -> list[Path]:
    """The marks of ``session_id`` there are now."""
    prefix = mark_prefix(session_id) + "-"
    try:
        names = os.listdir(marks_dir(home))
    except OSError:
        return []
    return [marks_dir(home) / n for n in names if n.startswith(prefix) and n.endswith(".json")]


def left(home: Path) -> list[tuple[Path, str, float]]:
    """Every mark: ``(path, the hash of its session id, at)``, oldest first; unreadable
    ones are skipped (a mark being written) and left for the next look. (A mark left
    before the body lost the id is read the same way: only its time is used.)"""
    try:
        names = sorted(os.listdir(marks_dir(home)))
    except OSError:
        return []
    found = []
    for name in names:
        prefix = name.split("-", 1)[0]
        if not name.endswith(".json") or len(prefix) != 24:
            continue
        path = marks_dir(home) / name
        try:
            found.append((path, prefix, float(json.loads(path.read_bytes())["at"])))
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return sorted(found, key=lambda item: item[2])


def clear(paths: list[Path]) -> None:
    for path in paths:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)


def take_up(home: Path, request: Callable[[str], Any], *, sessions: Callable[[], Iterable[str]],
            now: float | None = None,
            warn: Callable[[str, BaseException], None] | None = None) -> int:
    """Record the request of every mark left in ``home`` through ``request(session_id)``
    and remove the marks it covered. ``sessions()`` lists state.db's session ids, read
    only when a mark is left: the one whose hash a mark's name starts with is its session.
    A mark whose session is not there yet, or whose request fails, stays (until
    :data:`MAX_AGE_SECONDS`). Returns how many sessions were requested."""
    now = time.time() if now is None else now
    marks = left(home)
    if not marks:
        return 0
    by_prefix: dict[str, list[tuple[Path, float]]] = {}
    for path, prefix, at in marks:
        by_prefix.setdefault(prefix, []).append((path, at))
    found = {}
    for session_id in sessions():
        prefix = mark_prefix(session_id)
        if prefix in by_prefix:
            found[session_id] = by_prefix.pop(prefix)
    for unknown in by_prefix.values():  # no such session (yet): dropped once too old
        clear([p for p, at in unknown if now - at > MAX_AGE_SECONDS])
    done = 0
    for session_id, its_marks in found.items():
        try:
            request(session_id)
        except Exception as exc:  # noqa: BLE001 - the mark stays for the next look
            if warn is not None:
                warn(session_id, exc)
            clear([p for p, at in its_marks if now - at > MAX_AGE_SECONDS])
            continue
        clear([p for p, _ in its_marks])
        done += 1
    return done
