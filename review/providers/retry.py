"""Retry with exponential backoff and jitter, for transient provider failures only.

The SDKs' own retries are switched off (see ``gemini.py``) so that this is the one place
that decides how often and how long to wait; ``sleep``, ``clock`` and ``rng`` are
injectable so tests exercise the real loop without waiting.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from reverie.config.clock import SYSTEM_CLOCK, Clock
from reverie.config.errors import TransientProviderError

from ..review_input import ReviewInput
from .base import Generation, Provider

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True)
class RetryPolicy:
    """``attempts`` counts the first call. Delay before retry n (1-based) is
    ``min(max_delay, base_delay * 2**(n-1))``, of which the fraction ``jitter`` is random
    (so many workers hitting a 429 together do not come back together). A server's
    Retry-After is honoured up to ``max_delay``. ``deadline`` (seconds, optional) stops
    retrying when the next wait would end past it."""

    attempts: int = 4
    base_delay: float = 1.0
    max_delay: float = 30.0
    jitter: float = 0.5
    deadline: float | None = None

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise ValueError("attempts must be at least 1")
        if not 0.0 <= self.jitter <= 1.0:
            raise ValueError("jitter must be between 0 and 1")

    def delay(self, retry_number: int, rng: Callable[[], float],
              retry_after: float | None = None) -> float:
        backoff = min(self.max_delay, self.base_delay * 2 ** (retry_number - 1))
        backoff *= 1.0 - self.jitter * rng()
        if retry_after is not None:
            backoff = max(backoff, min(retry_after, self.max_delay))
        return backoff


def call_with_retry(fn: Callable[[], T], *, policy: RetryPolicy = RetryPolicy(),
                    sleep: Callable[[float], Any] = time.sleep, clock: Clock = SYSTEM_CLOCK,
                    rng: Callable[[], float] = random.random,
                    on_retry: Callable[[int, float, TransientProviderError], Any] | None = None,
                    ) -> T:
    """Call ``fn``; on :class:`TransientProviderError` wait and call again, up to
    ``policy.attempts`` calls in all. The last transient error is re-raised; any other
    exception (permanent errors included) propagates at once."""
    started = clock.monotonic()
    for attempt in range(1, policy.attempts + 1):
        try:
            return fn()
        except TransientProviderError as exc:
            if attempt == policy.attempts:
                raise
            wait = policy.delay(attempt, rng, getattr(exc, "retry_after", None))
            if policy.deadline is not None and clock.monotonic() - started + wait > policy.deadline:
                raise
            log.warning("Model call failed (%s); retry %d of %d in %.1fs.",
                        exc, attempt, policy.attempts - 1, wait)
            if on_retry is not None:
                on_retry(attempt, wait, exc)
            sleep(wait)
    raise AssertionError("unreachable")  # the loop either returns or raises


class RetryingProvider(Provider):
    """A provider that retries another provider's transient failures."""

    def __init__(self, inner: Provider, policy: RetryPolicy = RetryPolicy(), *,
                 sleep: Callable[[float], Any] = time.sleep, clock: Clock = SYSTEM_CLOCK,
                 rng: Callable[[], float] = random.random) -> None:
        # Deliberately not calling Provider.__init__: everything comes from ``inner``.
        self.inner = inner
        self.policy = policy
        self._sleep, self.clock, self._rng = sleep, clock, rng
        self.name = inner.name  # type: ignore[misc]
        self.default_model = inner.default_model  # type: ignore[misc]
        self.needs_network = inner.needs_network  # type: ignore[misc]
        self.model = inner.model
        self.settings = inner.settings

    def _retry(self, fn: Callable[[], Generation]) -> Generation:
        return call_with_retry(fn, policy=self.policy, sleep=self._sleep, clock=self.clock,
                               rng=self._rng)

    def generate_text(self, prompt: str, *, system: str | None = None) -> Generation:
        return self._retry(lambda: self.inner.generate_text(prompt, system=system))

    def generate_json(self, prompt: str, *, schema: Mapping[str, Any],
                      system: str | None = None,
                      review: ReviewInput | None = None) -> Generation:
        return self._retry(lambda: self.inner.generate_json(prompt, schema=schema, system=system,
                                                            review=review))

    def close(self) -> None:
        self.inner.close()

    def __repr__(self) -> str:
        return f"<RetryingProvider {self.inner!r} attempts={self.policy.attempts}>"
