"""Who pays for a model call: the :class:`CallContext` handed down to every recorder.

Every model call Reverie makes is recorded in the model-call ledger (``review.ledger``)
with the id of the run that made it: a job attempt (the job id and its attempt number), a
``--now`` command, an agent's tool call, or a direct library call. A job's tokens and cost
are then a sum over its id — never inferred from the session, the purpose or a time window,
so a ``--now`` review or a session search running beside a job is never counted as the
job's. The context is passed explicitly (a parameter all the way down), never kept in a
module global, so two jobs on two worker threads cannot see each other's id.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

#: Where a run comes from. ``job``: an attempt of a queued job (``run_id`` is the job id);
#: ``now``: ``reverie review/summarize --now``; ``tool``: the agent's session_search tool;
#: ``direct``: a library caller that passed no context (the engine makes one up).
ORIGINS = ("job", "now", "tool", "direct")


@dataclass(frozen=True)
class CallContext:
    run_id: str
    origin: str
    attempt: int = 1
    #: Today's budget was found unspent a moment ago, by the job's start (its transaction
    #: checks it before the job runs): the run's first check before its first model call
    #: stands on that one instead of summing today's tokens again (issue 27). Later checks
    #: (a review's next chunk) sum them as always. Not part of the run's identity.
    budget_checked: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        if self.origin not in ORIGINS:
            raise ValueError(f"unknown call origin {self.origin!r}")
        if not self.run_id:
            raise ValueError("a call context needs a run id")

    @classmethod
    def for_job(cls, job_id: str, attempt: int, *, budget_checked: bool = False) -> CallContext:
        """The context of one attempt of a queued job."""
        return cls(job_id, "job", max(1, int(attempt)), budget_checked)

    @classmethod
    def new(cls, origin: str) -> CallContext:
        """A fresh id for a run that is not a queued job (``now-…``, ``tool-…``, ``direct-…``)."""
        return cls(f"{origin}-{secrets.token_hex(8)}", origin)


def or_new(call: CallContext | None, origin: str = "direct") -> CallContext:
    """``call``, or a fresh context for a caller that gave none."""
    return call if call is not None else CallContext.new(origin)
