"""What `run --once` adds around draining a home (issue 30): a backlog drained in rounds,
an optional bound, a progress bar, and a predictable Ctrl-C.

* **Rounds.** One pass of the due lists enqueues at most ``MAX_ENQUEUE_PER_SCAN`` sessions
  a kind; a run drains, then looks again, until nothing more is due or ``--max-sessions``
  is reached. What is left is counted and said.
* **Ctrl-C.** :class:`Interrupts` owns SIGINT (and SIGTERM) for the run. The first one only
  sets a flag: the drain loop sees it within a poll, says one line (what finished, what
  runs and what is left, how to resume) and stops taking jobs; the running ones finish or
  are put back on the queue (their cursors did not move). A second one writes one more
  line and ends the process at once (``os._exit``): nothing is lost even then, because a
  job's cursor moves only once its operations are durably staged, and the next run marks
  the dead run's jobs interrupted and reviews their sessions again. The exit status is 130.
"""

from __future__ import annotations

import os
import shlex
import signal
import threading
from collections.abc import Callable, Sequence
from typing import Any

from reverie.jobs.kinds import session_kinds
from reverie.jobs.tasks import waits_for_operator

INTERRUPTED_EXIT = 130
RESUME = "`reverie run --once`"
#: Past this many home paths (an unquoted glob the shell expanded), the hint names the
#: first ones and says how many more: a thousand paths are no line to copy.
RESUME_PATHS_SHOWN = 8


def resume_command(*, home: str | None = None, profile: str | None = None,
                   homes: Sequence[str] = (), more_homes: Sequence[str] = (),
                   all_profiles: bool = False) -> str:
    """The `run --once` to run again, with the options that chose the homes exactly as the
    user gave them (issue 30: the hint said `reverie run --once`, which runs on the default
    home, not on the ``--homes GLOB`` or ``--home`` the user meant). Globs stay quoted, so
    the shell hands them to Reverie as the user first did."""
    words = ["reverie"]
    if home is not None:
        words += ["--home", home]
    if profile is not None:
        words += ["--profile", profile]
    words += ["run", "--once"]
    for value in homes:
        words += ["--homes", value]
    if all_profiles:
        words.append("--all-profiles")
    shown = list(more_homes[:RESUME_PATHS_SHOWN])
    words += shown
    line = " ".join(shlex.quote(w) for w in words)
    if len(more_homes) > len(shown):
        line += f" … ({len(more_homes) - len(shown)} more home paths as before)"
    return f"`{line}`"


class Interrupted(Exception):
    """Raised out of a drain after the first Ctrl-C, carrying the run's report."""

    def __init__(self, report: Any) -> None:
        super().__init__("interrupted")
        self.report = report


class Interrupts:
    """SIGINT/SIGTERM during `run --once` (module docstring). ``install`` again after a
    library that sets its own handlers (huey's consumer) has started."""

    def __init__(self, *, write: Callable[[str], Any] | None = None,
                 resume: str = RESUME) -> None:
        self.first = threading.Event()
        self._write = write or (lambda line: os.write(2, (line + "\n").encode()))
        #: The command the lines name to resume (:func:`resume_command`).
        self.resume = resume

    def install(self) -> None:
        if threading.current_thread() is threading.main_thread():
            for signum in (signal.SIGINT, signal.SIGTERM):
                signal.signal(signum, self._handle)

    def _handle(self, signum: int, frame: Any) -> None:
        if not self.first.is_set():
            self.first.set()   # the drain loop notices, says its line and stops taking jobs
            return
        # Only async-signal-safe work here: a write and an immediate exit.
        self._write("Stopped at once: the jobs that were running go back to the queue at "
                    f"the next {self.resume}; nothing is lost.")
        os._exit(INTERRUPTED_EXIT)

    @property
    def requested(self) -> bool:
        return self.first.is_set()


def interrupted_line(finished: int, running: int, left: int, shutdown_timeout: float,
                     resume: str = RESUME) -> str:
    """The one line of a first Ctrl-C."""
    doing = (f"{running} running job(s) finish or go back to the queue within "
             f"{shutdown_timeout:g} s; " if running else "")
    return (f"Interrupted: {finished} job(s) finished, {doing}{left} session(s) left; run "
            f"{resume} to resume (Ctrl-C again stops at once).")


def left_line(left: int, resume: str = RESUME) -> str:
    return f"{left} session(s) are still due: run {resume} again to take them."


def sessions_left(tasks: Any) -> int:
    """Sessions with work left in one home: due now (a dead letter's, parked until the
    operator acts, is not), or with a job queued or retrying."""
    ctx, ledger = tasks.context, tasks.context.ledger
    left: set[str] = set()
    with ctx.scanning():
        for kind in session_kinds(tasks.kinds):
            parked = ledger.parked(kind.name)   # a dead letter is the operator's: not left
            left.update(d.session_id for d in kind.find_due(ctx, ledger.requests(kind.name))
                        if not waits_for_operator(parked, d))
            left.update(ledger.open_sessions(kind.name))
    return len(left)


def reviews_not_due(tasks: Any) -> tuple[int, float | None]:
    """In one home: how many sessions have new user turns whose review is not due yet, and
    when the first becomes due by the clock (None: only by more turns). Inside the
    context's ``scanning()``."""
    kind = tasks.kinds.get("review")
    if kind is None or kind.find_due is None:
        return 0, None
    due = kind.find_due(tasks.context, tasks.context.ledger.requests("review"))
    return getattr(due, "not_due", 0), getattr(due, "recheck_at", None)


def not_due_line(sessions: int, first_at: float | None, now: float, settings: Any) -> str:
    """What a run that found nothing to do says of the sessions it left for later (a new
    user's first `ingest` and `run --once`, with lines of no time: a conversation of just
    now, so nothing was due, and the run said only "nothing to do"). ``settings``: the
    home's (its thresholds are named), None for a pool of homes."""
    if settings is None:
        rule = ("a session is reviewed once it has reverie.schedule.nudge_interval new user"
                " turns or its oldest new turn is reverie.schedule.idle_summary_minutes old")
    else:
        schedule = settings.schedule
        idle = f"its oldest new turn is {schedule.idle_summary_minutes:g} min old"
        rule = (f"a session is reviewed once it has {schedule.nudge_interval} new user turns"
                f" (reverie.schedule.nudge_interval) or {idle}"
                if schedule.nudge_interval > 0 else f"a session is reviewed once {idle}")
        rule += " (reverie.schedule.idle_summary_minutes"
        if first_at is not None:
            rule += f"; the first is due in {max(1, round((first_at - now) / 60))} min"
        rule += ")"
    return (f"{sessions} session(s) have turns not reviewed yet, none due: {rule}."
            " `reverie review --now SESSION` reviews one now.")
