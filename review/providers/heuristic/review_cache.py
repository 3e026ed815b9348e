"""Caches of the extractor's pure readings, held for one review (issue 27; review21 R1).

A review asks some readings of the same text more than once (a clause written in the third
person for a test and again for its entry, a message split into sentences for its facts and
for its capitals). :func:`per_review` caches such a function by its arguments, with two
bounds, so that a worker serving many homes holds no one's text after their review:

* a text longer than :data:`LONGEST` characters is read afresh, never kept (a pasted
  document, a long reply: one such key would outweigh the rest);
* :func:`clear` empties every such cache at the end of every review (it is registered with
  :func:`reverie.review.review_scope.on_review_end`): the engine's review, whatever its
  provider, and the heuristic's own ``propose_operations``, called by the engine or not.

Only pure functions belong here: the answer depends on the arguments alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, wraps
from typing import Any, TypeVar

from ...review_scope import on_review_end

#: Characters of text at most, per argument, for a reading to be kept.
LONGEST = 400

_F = TypeVar("_F", bound=Callable[..., Any])
_CACHES: list[Any] = []


def per_review(maxsize: int = 1024) -> Callable[[_F], _F]:
    def wrap(read: _F) -> _F:
        cached = lru_cache(maxsize=maxsize)(read)
        _CACHES.append(cached)

        @wraps(read)
        def reading(*args: Any, **kwargs: Any) -> Any:
            for arg in args:
                if isinstance(arg, str) and len(arg) > LONGEST:
                    return read(*args, **kwargs)
            for arg in kwargs.values():
                if isinstance(arg, str) and len(arg) > LONGEST:
                    return read(*args, **kwargs)
            return cached(*args, **kwargs)

        reading.cache_info = cached.cache_info      # type: ignore[attr-defined]
        reading.cache_clear = cached.cache_clear    # type: ignore[attr-defined]
        return reading  # type: ignore[return-value]
    return wrap


@on_review_end
def clear() -> None:
    """Forget every kept reading (the review they were kept for is over)."""
    for cached in _CACHES:
        cached.cache_clear()


def kept() -> int:
    """How many readings are kept now, over every cache."""
    return sum(cached.cache_info().currsize for cached in _CACHES)
