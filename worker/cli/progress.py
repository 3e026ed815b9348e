"""A progress bar for long work, on a terminal only (issue 30).

An ingest of 2,000 sessions took 14 s and a run 7-25 s with nothing on the screen. Work
past a threshold (ingest: 1,000 lines, run: 50 jobs) shows a rich progress bar on stderr,
but only when stderr is a terminal and the command was not asked for ``--json``: a pipe,
a log file or a machine reading JSON sees nothing of it. The bar is transient: once the
work is done, the command's own report is what stays on the screen.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

INGEST_LINES = 1_000
RUN_JOBS = 50


class ProgressBar:
    """``update(done, total)`` as work goes; nothing is drawn until ``total`` reaches
    ``threshold``, or ever when ``enabled`` is false or stderr is not a terminal."""

    def __init__(self, label: str, *, threshold: int, enabled: bool = True,
                 console: Console | None = None) -> None:
        self.label = label
        self.threshold = threshold
        self.console = console or Console(stderr=True)
        self.enabled = enabled and self.console.is_terminal
        self._progress: Progress | None = None
        self._task: Any = None

    def update(self, done: int, total: int) -> None:
        if not self.enabled or total < self.threshold:
            return
        if self._progress is None:
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
