"""The extractor's cached readings are held for one review only (issue 27; review21 R1).

A worker serves many homes in one process: a reading cached by its text must not keep a
home's message alive after its review, nor a long text at all. Each test runs the real
extractor or summary on a message that carries a fresh mark, drops every reference of its
own, and looks through the keys of every ``functools`` cache of reverie's modules for a
long string with the mark. No timing."""

from __future__ import annotations

import gc
import sys
import uuid

from reverie.review.prompts import TRANSCRIPT_CLOSE, TRANSCRIPT_OPEN
from reverie.review.providers.heuristic import propose_operations, review_cache, summarize
from reverie.review.providers.heuristic.writing import third_person
from reverie.review.review_input import ReviewInput, ReviewMessage

FACTS = ("I keep bees on the roof of my flat. ", "My sister teaches cello in Ghent. ",
         "I always cycle to the office. ", "I switched from Vim to Helix last year. ")


def _long_message(mark: str, size: int) -> str:
    text = f"I collect old maps of {mark} harbours. "
    while len(text) < size:
        text += "".join(FACTS)
    return text


def _caches() -> list[dict]:
    """The key dicts of every ``functools`` cache of reverie's modules: a cached function
    at module level, or one inside a wrapper's closure."""
    found = []
    for name, module in list(sys.modules.items()):
        if not name.startswith("reverie") or module is None:
            continue
        for value in list(vars(module).values()):
            inner = [cell.cell_contents for cell in getattr(value, "__closure__", None) or ()
                     if cell.cell_contents is not None]
            for cached in (value, *inner):
                if callable(getattr(cached, "cache_info", None)) and not isinstance(cached, type):
                    found += [r for r in gc.get_referents(cached) if isinstance(r, dict)]
    return found


def _held(mark: str, longer_than: int) -> bool:
    for keys in _caches():
        for key in list(keys):
            parts = key if isinstance(key, (list, tuple)) else (key,)
            if any(isinstance(p, str) and len(p) > longer_than and mark in p for p in parts):
                return True
    return False


def _review_of(mark: str) -> None:
    message = _long_message(mark, 3_000)
    found, _ = propose_operations(ReviewInput(messages=(ReviewMessage(1, "user", message, at=1.7e9),)))
    assert found   # the extractor read it and kept something of it


def _summary_of(mark: str) -> None:
    reply = _long_message(mark, 90_000)
    prompt = (f"Summarise.\n{TRANSCRIPT_OPEN}\n[#1] user: How do I keep my notes?\n"
              f"[#2] assistant: {reply}\n{TRANSCRIPT_CLOSE}\n")
    assert summarize(prompt)


def test_a_review_leaves_no_reading_kept() -> None:
    mark = uuid.uuid4().hex
    _review_of(mark)
    assert review_cache.kept() == 0
    assert not _held(mark, 1_000)


def test_a_summary_keeps_nothing_of_a_long_message() -> None:
    mark = uuid.uuid4().hex
    _summary_of(mark)
    assert not _held(mark, 1_000)


def test_a_long_text_is_read_afresh_and_a_short_one_kept() -> None:
    review_cache.clear()
    long = "I like " + "green tea, " * (review_cache.LONGEST // 11) + "and cake."
    assert third_person(long) == third_person(long)
    assert review_cache.kept() == 0
    assert third_person("I like tea.") == "the user likes tea."
    assert review_cache.kept() == 1
    review_cache.clear()
    assert review_cache.kept() == 0
