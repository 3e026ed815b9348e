"""Dead letters: jobs that failed for good, and what an operator can do with them.

A dead letter is a ledger row in state ``failed`` (retries exhausted, or a permanent error).
It parks its session's work of that kind — scan and reconcile leave it alone, so a broken
session does not fail again every few minutes — until new messages arrive, or:

- ``queue retry ID``: enqueue the same work again now (the old row becomes ``retried``);
  ``queue retry all``: every dead letter so, once per session and kind (after a model key
  was set, say: its reviews failed one by one while it was missing);
- ``queue drop ID``: give the work up, plus what the kind's ``on_drop`` says (see
  :mod:`jobs.kinds`). For a review the session's cursor moves past the messages the failed
  job covered, so they are not reviewed; newer messages are. For a summary the session is
  considered summarised up to that point. (Row → ``dropped``.)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from reverie.config import QueueError, Settings

from .ledger import JobRecord
from .tasks import Tasks, enqueue, tasks_for


@dataclass(frozen=True)
class DeadLetterAction:
    action: str            # "retried" | "dropped" | "skipped" (retry all: decided meanwhile)
    job_id: str
    kind: str
    session_id: str | None
    new_job_id: str | None
    message: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _dead(tasks: Tasks, job_id: str) -> JobRecord:
    rec = tasks.context.ledger.find(job_id)
    if rec.status != "failed":
        raise QueueError(f"Job {rec.id} is {rec.status}, not a failed job.",
                         hint="Only failed jobs (see `reverie queue failed`) can be retried or dropped.")
    return rec


def retry_dead_letter(settings: Settings, job_id: str, *, tasks: Tasks | None = None) -> DeadLetterAction:
    with tasks_for(settings, tasks) as tasks:
        rec = _dead(tasks, job_id)
        new_id = enqueue(tasks, rec.kind, rec.session_id, reason="retry", retry_of=rec.id,
                         last_message_id=rec.last_message_id)
        tasks.context.ledger.mark([rec.id], "retried")
        return DeadLetterAction("retried", rec.id, rec.kind, rec.session_id, new_id,
                                f"Re-enqueued {rec.kind} of {rec.session_id or '-'} as job {new_id}.")


#: The argument of ``queue retry`` that takes every dead letter (no job id is "all": ids
#: are hexadecimal).
ALL = "all"


def retry_all_dead_letters(settings: Settings, *,
                           tasks: Tasks | None = None) -> list[DeadLetterAction]:
    """:func:`retry_dead_letter` for every dead letter, newest first, the work of a session
    and kind enqueued once: its older dead letters are marked ``retried`` with it (one
    job covers every message since the cursor)."""
    with tasks_for(settings, tasks) as tasks:
        ledger = tasks.context.ledger
        newest: dict[tuple[str, str | None], JobRecord] = {}
        older: dict[tuple[str, str | None], list[str]] = {}
        for rec in ledger.in_states(["failed"]):     # newest first
            key = (rec.kind, rec.session_id)
            if key in newest:
                older.setdefault(key, []).append(rec.id)
            else:
                newest[key] = rec
        actions = []
        for key, rec in newest.items():
            try:
                action = retry_dead_letter(settings, rec.id, tasks=tasks)
            except QueueError:
                now = ledger.get(rec.id)
                if now is None or now.status == "failed":
                    raise           # the queue itself failed: said as it is
                # Retried or dropped by someone else since it was read (review24 R17): the
                # rest go on, and this one is said.
                actions.append(DeadLetterAction(
                    "skipped", rec.id, rec.kind, rec.session_id, None,
                    f"Skipped {rec.kind} of {rec.session_id or '-'}: it was {now.status} "
                    "meanwhile."))
                continue
            if older.get(key):
                ledger.mark(older[key], "retried", only_from="failed")
            actions.append(action)
        return actions


def drop_dead_letter(settings: Settings, job_id: str, *, tasks: Tasks | None = None) -> DeadLetterAction:
    with tasks_for(settings, tasks) as tasks:
        rec = _dead(tasks, job_id)
        ledger = tasks.context.ledger
        note = ""
        if rec.session_id:
            kind = tasks.kinds.get(rec.kind)
            if kind is not None and kind.on_drop is not None:
                note = kind.on_drop(settings, rec.session_id, rec.last_message_id)
            ledger.satisfy(rec.kind, rec.session_id, started_at=ledger.clock.now())
        ledger.mark([rec.id], "dropped")
        return DeadLetterAction("dropped", rec.id, rec.kind, rec.session_id, None,
                                f"Dropped failed {rec.kind} of {rec.session_id or '-'}.{note}")
