"""What a review keeps for itself alone, and its end (issue 27; review45, fix45).

A reading cached for a review (the offline heuristic's :mod:`review_cache
<reverie.review.providers.heuristic.review_cache>`) must not outlive it: a worker serving
many homes would hold one user's words after their review. The review's engine opens
:func:`review_scope` around each review; whatever keeps something per review registers how
to forget it with :func:`on_review_end` when it is made, and every scope's end calls it.
So the engine drops what it never imported and names no module (it emptied the heuristic's
caches by their module's name before, and only when that module was loaded), and a model
review that reads through the heuristic's writer (``model_rules.voiced``) ends with its
readings forgotten as the heuristic's own review does.

Every scope's end forgets everything registered, a scope inside another too (the
heuristic's own review opens one, so it forgets as it returns, called by the engine or not),
and a review on another thread loses its readings when this one ends: that costs it time,
never an answer (only pure readings are kept).

The scanner's kept runs (fast46's, a write's joined read taken from the last runs read:
``memory.scan.capability.runs_kept``) are the memory layer's, which cannot name this one,
so the scope opens them itself (fast47): they are made as the outermost scope opens, for
its context (thread) alone, and dropped as it ends, so two reviews, of one home or two,
never share a run, even at the same time on two threads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from reverie.memory.scan.capability import runs_kept

_FORGET: list[Callable[[], None]] = []


def on_review_end(forget: Callable[[], None]) -> Callable[[], None]:
    """Call ``forget`` at the end of every review from now on (returned as it is)."""
    if forget not in _FORGET:
        _FORGET.append(forget)
    return forget


@contextmanager
def review_scope() -> Iterator[None]:
    """One review: everything kept for it is forgotten when it ends, however it ends."""
    try:
        with runs_kept():
            yield
    finally:
        for forget in tuple(_FORGET):
            forget()
