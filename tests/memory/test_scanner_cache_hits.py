"""The verdict and view caches answer a hit without their lock (fast36: a write asks ~90
of them): a key that another thread's ``put`` evicts between the look-up and the move to
the end still gives the verdict it had (a key is the content), never a ``KeyError``.
"""

from __future__ import annotations

from collections import OrderedDict

from reverie.memory.scan import joined_read, scanner


class _EvictedMeanwhile(OrderedDict):
    """A cache's dictionary whose key is evicted by another thread right after it was
    found: the next ``move_to_end`` of it fails."""

    def move_to_end(self, key, last=True):
        raise KeyError(key)


def test_a_verdict_evicted_while_it_is_read_is_still_given() -> None:
    cache = scanner.VerdictCache(size=4)
    refused = scanner.Threat("x.y", "x", "Blocked: content ...")
    cache.put("a note", None)
    cache.put("an order", refused)
    cache._verdicts = _EvictedMeanwhile(cache._verdicts)
    assert cache.get("a note") == (True, None)
    assert cache.get("an order") == (True, refused)
    assert cache.get("never put") == (False, None)


def test_views_evicted_while_they_are_read_are_still_given() -> None:
    cache = scanner._ViewsCache(size=4)
    views = joined_read.entry_views("Likes green tea", scanner.pattern_table())
    cache.put("Likes green tea", views)
    cache._views = _EvictedMeanwhile(cache._views)
    assert cache.get("Likes green tea") is views
