"""A progress bar for long work, on a terminal only (issue 30).

An ingest of 2,000 sessions took 14 s and a run 7-25 s with nothing on the screen. Work
past a threshold (ingest: 1,000 lines, run: 50 jobs) shows a rich progress bar on stderr,
but only when stderr is a terminal and the command was not asked for ``--json``: a pipe,
a log file or a machine reading JSON sees nothing of it. The bar is transient: once the
work is done, the command's own report is what stays on the screen.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress

INGEST_LINES = 1_000
RUN_JOBS = 50


class ProgressBar:
    """``update(done, total)`` as work goes; nothing is drawn until ``total`` reaches
    ``threshold``, or ever when ``enabled`` is false or stderr is not a terminal."""

    def __init__(self, label: str, *, threshold: int, enabled: bool = True,
                 console: Console | None = None) -> None:
        self.label = label
        self.threshold = threshold
        self.console: Console | None = None
        self.enabled = False
        if enabled and (console is not None or may_be_a_terminal(os.environ, sys.stderr)):
            self.console = console or _stderr_console()
            self.enabled = self.console.is_terminal
        self._progress: Progress | None = None
        self._task: Any = None

    def update(self, done: int, total: int) -> None:
        if not self.enabled or total < self.threshold:
            return
        if self._progress is None:
            # (rich is imported only where a bar may be drawn: see may_be_a_terminal.)
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
            )
            self._progress = Progress(TextColumn("{task.description}"), BarColumn(),
                                      MofNCompleteColumn(), TimeElapsedColumn(),
                                      console=self.console, transient=True)
            self._progress.start()
            self._task = self._progress.add_task(self.label, total=total)
        self._progress.update(self._task, completed=done, total=total)

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def may_be_a_terminal(environ: Mapping[str, str], stream: IO[str] | None) -> bool:
    """False only where rich's console would say stderr is no terminal: neither
    ``TTY_COMPATIBLE=1`` nor ``FORCE_COLOR`` is set, and ``stream`` is no tty. A run or an
    ingest in a pipe (a service, cron, a script) then never imports rich, ~40 ms of a
    process's start; anywhere else rich decides, as before (tests/worker/test_progress.py
    holds this to rich's own answer)."""
    if environ.get("TTY_COMPATIBLE") == "1" or environ.get("FORCE_COLOR") is not None:
        return True
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty is not None and isatty())
    except ValueError:   # a closed stream, as rich reads it: no terminal
        return False


def _stderr_console() -> Console:
    # (Imported here: see may_be_a_terminal.)
    from rich.console import Console

    return Console(stderr=True)
