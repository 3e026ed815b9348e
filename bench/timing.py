"""The timing loop the console and pending-state benchmarks share: one warm-up call, then
``calls`` timed calls, reported as (median, p95) in milliseconds."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def timed(fn: Callable[[], object], calls: int) -> tuple[float, float]:
    fn()
    out = []
    for _ in range(calls):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    out.sort()
    return statistics.median(out) * 1000, out[int(0.95 * (len(out) - 1))] * 1000
