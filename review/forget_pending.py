"""A request to forget reaches what Reverie staged for the operator (session 31, tester23).

A "forget …" / "don't remember …" request reaches the live entries it covers (their removal
staged: ``engine._forget_requested``), the archive (``episodes.forget_requested``) and
Reverie's summaries. A fact Reverie had staged before the request (``write_approval`` on, or
held for the operator) still waited, and an operator approving it put into USER.md the very
thing the user had asked to forget. Had the request come first, validation would have vetoed
the proposal; so a record whose new text a request covers is withdrawn: dropped under its
claim and journaled as refused ("withdrawn: the user asked to forget this"), not remembered
as the operator's rejection. A removal is kept (it serves the request). Only Reverie's own
records: one the agent staged through its memory tool is the agent's to propose and the
operator's to decide. Not called for a group's shared session, where any member could ask
(review28 R12, as for the archive).
"""

from __future__ import annotations

from collections.abc import Sequence

from reverie.config import SYSTEM_CLOCK, Clock, Settings
from reverie.memory.pending.staging import list_pending, proposal_texts, withdraw

from .exclusions import Exclusions, new_key

REASON = "the user asked to forget this"


def withdraw_forgotten(settings: Settings, requests: Sequence[str], *,
                       clock: Clock = SYSTEM_CLOCK) -> list[str]:
    """Withdraw every record Reverie staged whose added or new text one of ``requests``
    covers; the ids withdrawn (none when there is no request: nothing is read)."""
    if not requests:
        return []
    matcher = Exclusions(new_key()).with_requests(list(requests))
    withdrawn = []
    for record in list_pending(settings):
        covered = record.auto and any(action != "remove" and matcher.vetoes(text)
                                      for _, action, text in proposal_texts(record))
        # (False when an operator decided it meanwhile: theirs stands)
        if covered and withdraw(settings, record.id, reason=REASON, clock=clock):
            withdrawn.append(record.id)
    return withdrawn
