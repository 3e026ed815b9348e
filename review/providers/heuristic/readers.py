"""Which reading made each entry the offline review proposes: for a developer's eval only.

Every candidate names the row that found it (``Candidate.rule``: a table row's name, or
``shape:<kind>`` for the shape layer, :mod:`.disclosure`) and the readings that reshaped
it on the way (``Candidate.via``: a shape-layer branch such as ``impersonal_taste`` or
``kind_favourite``, a rewrite after it such as ``referent`` or ``trip``). Planning notes the
entry it proposes under that name while :func:`recording` is on; nothing is noted otherwise,
and none of it reaches an operation, the journal or anything a user sees. The eval's dump
(``eval/chat_play.py``, ``--dump``) writes it as each entry's ``reader`` so precision can be
counted per reader (docs/review.md 9).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .table import Candidate

_NOTED: ContextVar[dict[str, str] | None] = ContextVar("reverie_heuristic_readers", default=None)


def reader_of(candidate: Candidate) -> str:
    """The candidate's reader, written ``rule`` or ``rule+via1+via2`` (in the order applied)."""
    return "+".join((candidate.rule or "?", *candidate.via))


def note(content: str | None, candidate: Candidate) -> None:
    """Plan proposed ``content`` from ``candidate``: remembered while :func:`recording` is on."""
    noted = _NOTED.get()
    if noted is not None and content:
        noted.setdefault(content, reader_of(candidate))


@contextmanager
def recording() -> Iterator[dict[str, str]]:
    """Within it, every entry planning proposes is noted ``{content: reader}`` (the first
    reader of a content wins: the same words proposed again add no reader)."""
    noted: dict[str, str] = {}
    token = _NOTED.set(noted)
    try:
        yield noted
    finally:
        _NOTED.reset(token)
