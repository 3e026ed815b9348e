"""`reverie review SESSION [--now]` and `reverie summarize SESSION [--now]`.

Without ``--now`` the work is enqueued for the worker (``jobs``); with ``--now`` it runs in
this process under the session's lease (``jobs.now``: refused, exit 1, while a worker or
another ``--now`` is on the same session) and the command prints what was staged or the
summary.
"""

from __future__ import annotations

from typing import Any

import click

from reverie.config import Settings
from reverie.config.terminal import safe_id

from .base import cli, echo, emit_json, json_option, pass_settings


@cli.command("review")
@click.argument("session_id", metavar="SESSION")
@click.option("--now", is_flag=True, help="Run the review in this process instead of queueing it.")
@json_option
@pass_settings
def review(settings: Settings, session_id: str, now: bool, as_json: bool) -> None:
    """Review what is new in SESSION and stage what is worth remembering."""
    if not now:
        # Lazy: a command loads its engine when it runs (the CLI starts light).
        from reverie.jobs import enqueue_review

        _enqueued(enqueue_review(settings, session_id), as_json)
        return
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.jobs.now import review_now

    # The 💾 lines would break --json output; they are in the JSON as outcomes instead.
    result = review_now(settings, session_id, echo=(lambda _line: None) if as_json else None)
    if as_json:
        emit_json(result.to_dict())
        return
    echo(_review_line(result))
    for outcome in result.outcomes:
        ref = f" ({outcome.record_id})" if outcome.record_id else ""
        echo(f"  {outcome.status}{ref}: {_outcome_text(outcome)}")
    for dropped in result.dropped:
        proposal = dropped["proposal"]
        text = proposal.get("content") or proposal.get("old_text") or ""
        echo(f"  dropped: {text[:80]!r}: {dropped['reason']}")
    for episode in result.episodes:   # the user's history: archived, never in a file
        echo(f"  archived as a past event (#{episode['id']}): {episode['content']}")
    for dropped in result.episodes_dropped:
        echo(f"  past event not archived: {dropped['episode'][:80]!r}: {dropped['reason']}")
    if result.archive_deleted:
        echo(f"  archived facts deleted at the user's request: "
             f"{', '.join(f'#{i}' for i in result.archive_deleted)}")


@cli.command("summarize")
@click.argument("session_id", metavar="SESSION")
@click.option("--now", is_flag=True, help="Summarise in this process instead of queueing it.")
@json_option
@pass_settings
def summarize(settings: Settings, session_id: str, now: bool, as_json: bool) -> None:
    """Summarise SESSION and store the summary for session search."""
    if not now:
        # Lazy: a command loads its engine when it runs (the CLI starts light).
        from reverie.jobs import enqueue_summary

        _enqueued(enqueue_summary(settings, session_id), as_json)
        return
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.jobs.now import summarize_now
    from reverie.review.summarize import NOTHING

    summary = summarize_now(settings, session_id)
    if as_json:
        emit_json(summary.to_dict())
        return
    if summary.kind == NOTHING:
        echo(f"Nothing to summarise in {safe_id(session_id)}: none of its messages is one the user or"
             " the assistant said (hidden scaffolding, bookkeeping or retired rows only).")
        return
    if summary.kind == "preview":
        echo(f"No model summary ({summary.fallback_reason}); a raw preview, not stored:")
    else:
        echo(f"Summary of {safe_id(session_id)} by {summary.model}:")
    echo(summary.text)


def _enqueued(result: Any, as_json: bool) -> None:
    """Print a ``jobs.EnqueueResult``: the job id, or why no new message was sent."""
    if as_json:
        emit_json(result.to_dict())
        return
    subject = f"{result.kind.capitalize()} of {safe_id(result.session_id)}"
    if result.queued:
        echo(f"{subject}: queued as job {result.job_id}.")
    elif result.job_id:
        # A job of this kind was already waiting; it reads everything up to when it runs.
        echo(f"{subject}: not sent again, {result.note} (job {result.job_id}).")
    else:
        # The queue was unreachable, but the request is in the journal (exit 0: nothing is
        # lost) and reconcile sends it once the queue is back; the note says so.
        echo(f"{subject}: not queued yet; {result.note}.")


def _review_line(result: Any) -> str:
    if result.status == "disabled":
        return "Background review is disabled (auxiliary.background_review.enabled: false)."
    if result.status == "excluded":
        return (f"Not reviewed: {safe_id(result.session_id)} is a {result.excluded} session, not a"
                " conversation with the user (docs/agent-integration.md).")
    if result.status == "nothing_new":
        return f"Nothing new in {safe_id(result.session_id)} since message #{result.cursor_before}."
    return (f"Reviewed {result.messages_reviewed} message(s) of {safe_id(result.session_id)} with "
            f"{result.model or result.provider}: {result.count('applied')} applied, "
            f"{result.count('staged')} staged for approval, {len(result.dropped)} dropped; "
            f"{result.input_tokens:,} input tokens, ${result.cost_usd:.6f}.")


def _outcome_text(outcome: Any) -> str:
    ops = outcome.operations or []
    parts = [f"{op.get('action')} {(op.get('content') or op.get('old_text') or '')[:80]!r}"
             for op in ops]
    return f"[{outcome.target}] " + "; ".join(parts)
