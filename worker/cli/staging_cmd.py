"""`reverie memory pending | approve | reject | diff | log | undo | journey`.

Registered on the ``memory`` group of :mod:`worker.cli.memory_cmd`. Each command is one
library call (``memory.pending.staging``, ``memory.journal``, ``memory.journey``) plus printing.
Exit status: 0 done, 1 refused (a record that could not be applied, an undo refused),
2 bad usage (a malformed id).
"""

from __future__ import annotations

import time
from typing import Any

import click

from reverie.config import Settings
from reverie.memory import journey as journey_lib
from reverie.memory.entries import preview
from reverie.memory.journal import Journal
from reverie.memory.pending import describe, freshness, staging
from reverie.memory.pending.records import age_text, format_timestamp
from reverie.memory.undo import undo_operation

from .base import (
    echo,
    emit_json,
    emit_response,
    json_option,
    login_name,
    pass_settings,
    terminal_safe,
)
from .memory_cmd import memory_group


def _operator(settings: Settings) -> str:
    """Who approves/rejects, for the journal."""
    return login_name(settings) or "operator"


def _age(created_at: float) -> str:
    return age_text(created_at, time.time())


@memory_group.command("pending")
@click.option("--limit", type=click.IntRange(1, None), default=100, show_default=True,
              help="List at most this many records.")
@click.option("--offset", type=click.IntRange(0, None), default=0,
              help="Skip this many records first (the next page: --offset 100).")
@click.option("--state", type=click.Choice(freshness.STATES), default=None,
              help="Only records in this state.")
@click.option("--kind", type=click.Choice(freshness.RECORD_KINDS), default=None,
              help="Only consolidations, or records of this action.")
@click.option("--origin", default=None, metavar="ORIGIN",
              help="Only records of this origin (background_review, foreground, …).")
@json_option
@pass_settings
def pending(settings: Settings, limit: int, offset: int, state: str | None, kind: str | None,
            origin: str | None, as_json: bool) -> None:
    """List staged operations, oldest first, with their state ([auto] = background).

    Each line says what the record does, from its payload; a stored summary that says
    otherwise is printed as a warning under it. Stale and expired records are never applied.
    At most --limit records are listed (the counts are of every record).
    """
    listing = freshness.overview(settings)
    chosen = listing.select(offset=offset, limit=limit, origin=origin, kind=kind, state=state)
    if as_json:
        emit_json(listing.to_dict(chosen))
    else:
        if not listing.records:
            echo("No pending memory changes.")
        elif not chosen.records:
            echo(f"No record matches ({chosen.total} match, from {offset}).")
        for r in chosen.records:
            item = listing.item(r)
            mark = "[auto] " if r.auto else ""
            state = "" if item["state"] == "pending" else f"[{item['state'].upper()}] "
            # Who staged it (issue 32): Hermes' own records sit beside Reverie's.
            echo(f"{r.id}  {state}{mark}{terminal_safe(preview(item['summary'], 160))}  "
                 f"({r.staged_by_label}, {_age(r.created_at)} ago, {r.evidence_count} evidence)")
            for other in item["same_entry_as"]:
                echo(f"          changes the same entry as {other['id']} ({other['staged_by']});"
                     " whichever is approved first makes the other stale")
            # (why it waits whatever write_approval says: hearsay, a group's shared session)
            if isinstance(held := r.extra.get(describe.HELD_KEY), str):
                echo(f"          held: {terminal_safe(preview(held, 200))}")
            why = item["stale_reason"] or item["expired_reason"]
            if why:
                echo(f"          {item['state']}: {terminal_safe(why)}")
            if item["summary_warning"]:
                echo(f"          Warning: {terminal_safe(item['summary_warning'])}", err=True)
        counted = listing.counts
        if counted["stale"] or counted["expired"]:
            echo(f"{counted['pending']} pending, {counted['stale']} stale, "
                 f"{counted['expired']} expired (stale and expired records are never applied).")
        if chosen.next_offset is not None:
            echo(f"… {chosen.total - chosen.next_offset} more: `reverie memory pending --offset "
                 f"{chosen.next_offset}`.")
    for problem in listing.problems:
        echo(f"Warning: {problem}", err=True)


def _emit_decisions(decisions: list[staging.Decision], as_json: bool, verb: str) -> None:
    if as_json:
        emit_json({"results": [d.to_dict() for d in decisions]})
    elif not decisions:
        echo(f"No pending memory changes to {verb}.")
    for d in decisions:
        if not as_json:
            echo(terminal_safe(d.message), err=not d.ok)
            _print_changes(d)
    if any(d.status in ("refused", "conflict") for d in decisions):
        raise SystemExit(1)


def _print_changes(d: staging.Decision) -> None:
    """What an approval wrote, entry by entry: ``-`` the entry before, ``+`` after."""
    for change in d.changes:
        if change["before"] is not None:
            echo(f"  - {terminal_safe(preview(change['before'], 200))}")
        if change["after"] is not None:
            echo(f"  + {terminal_safe(preview(change['after'], 200))}")


@memory_group.command("approve")
@click.argument("record_id", metavar="ID|all")
@click.option("--content", "content", metavar="TEXT",
              help="Approve one add or replace with this wording instead of the proposed "
                   "one (scanned and limit-checked; journaled as yours, the proposal kept "
                   "beside it; `memory undo` reverts it).")
@json_option
@pass_settings
def approve(settings: Settings, record_id: str, content: str | None, as_json: bool) -> None:
    """Apply a staged operation (or all) through the memory store, and show what it wrote.

    Only records in state pending are applied; stale and expired ones are retired instead.
    """
    _emit_decisions(staging.approve(settings, record_id, who=_operator(settings),
                                    content=content,
                                    via="approve --content" if content is not None else "approve"),
                    as_json, "approve")


@memory_group.command("reject")
@click.argument("record_id", metavar="ID|all")
@json_option
@pass_settings
def reject(settings: Settings, record_id: str, as_json: bool) -> None:
    """Drop a staged operation (or all); the reviewer will not propose it again."""
    _emit_decisions(staging.reject(settings, record_id, who=_operator(settings)),
                    as_json, "reject")


@memory_group.command("diff")
@click.argument("record_id", metavar="ID")
@json_option
@pass_settings
def diff(settings: Settings, record_id: str, as_json: bool) -> None:
    """Show a staged operation as a unified diff of its target file."""
    result = staging.diff_record(settings, record_id)
    record = staging.load_record(settings, result.record_id)
    if as_json:
        data = result.to_dict()
        if describe.is_consolidation(record):
            data["destinations"] = describe.destinations(record)
        emit_json(data)
        return
    echo(terminal_safe(result.diff.rstrip("\n")) if result.diff else "(no change: the file stays as it is)")
    note = f"# {result.file}: {result.size_before:,} -> {result.size_after:,}/{result.limit:,} chars"
    if result.over_limit:
        note += " (over the limit: approving will be refused until entries are consolidated)"
    echo(note)
    if describe.is_consolidation(record):
        # The diff shows only lines leaving the file: say where each entry goes (issue 29).
        echo("# Where each entry goes (nothing is deleted; `reverie memory archive` lists "
             "and restores archived entries):")
        for line in describe.destinations(record):
            echo(terminal_safe(line))


@memory_group.command("log")
@click.option("--limit", "-n", type=click.IntRange(min=1), default=50, show_default=True,
              help="How many operations to show.")
@click.option("--record", "record_id", metavar="ID", help="Only the operations of one record.")
@json_option
@pass_settings
def log_(settings: Settings, limit: int, record_id: str | None, as_json: bool) -> None:
    """List journaled memory operations, newest first."""
    with Journal(settings) as journal:
        ops = journal.log(limit, record_id=staging.check_id(record_id) if record_id else None)
    if as_json:
        emit_json({"operations": [op.to_dict() for op in ops]})
        return
    if not ops:
        echo("The journal is empty.")
    for op in ops:
        what = op.after if op.after is not None else op.before
        if what is None:  # a refusal (an undo's too) says why, as the console's Journal does
            what = op.message or ""
        extra = f" [{op.record_id}]" if op.record_id else ""
        undone = f" (undone by {op.undone_by})" if op.undone_by else ""
        echo(f"{op.op_id:>5}  {format_timestamp(op.at)}  {op.event:<8} "
                   f"{op.action or '-':<7} {op.target or '-':<6} {op.origin}"
                   f"{' by ' + op.who if op.who else ''}{extra}{undone}: {terminal_safe(preview(what or '', 80))}")


@memory_group.command("undo")
@click.argument("op_id", metavar="OP", type=int)
@json_option
@pass_settings
def undo(settings: Settings, op_id: int, as_json: bool) -> None:
    """Revert an applied operation (refused if its entry changed since)."""
    with Journal(settings) as journal:
        response = undo_operation(journal, op_id, who=_operator(settings))
    emit_response(response, as_json)


# --- journey ----------------------------------------------------------------------------------

def _print_nodes(nodes: list[journey_lib.JourneyNode], past: tuple[list[Any], int],
                 as_json: bool) -> None:
    episodes, total = past
    if as_json:
        emit_json({"nodes": [n.to_dict() for n in nodes],
                   "episodes": [e.to_dict() for e in episodes], "episodes_total": total})
        return
    if not nodes and not episodes:
        echo("Nothing learned yet: both memory files are empty.")
    for n in nodes:
        echo(f"{n.when:<20}  {n.node_id}  {terminal_safe(preview(n.entry, 80))}")
        echo(f"{'':<20}  ↳ {n.how}")
    if episodes:
        # Learned too, but history: the archive holds them, the prompt never does.
        echo("Past events the user told, by when they were said (in the archive, never in "
             "the prompt)" + (f"; the {len(episodes)} said last of {total:,}, `reverie memory "
                              "archive` lists them all:" if total > len(episodes) else ":"))
    for e in episodes:
        when = format_timestamp(e.learned_at) if e.learned_at else "said when unknown"
        echo(f"{when:<20}  archive #{e.id}  {terminal_safe(preview(e.text, 80))}")
        echo(f"{'':<20}  ↳ {terminal_safe(journey_lib.past_event_how(e))}")


@memory_group.group("journey", invoke_without_command=True)
@json_option
@click.pass_context
def journey_group(ctx: click.Context, as_json: bool) -> None:
    """What was learned, oldest first; `list`, `delete NODE`, `edit NODE`."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(journey_list, as_json=as_json)


@journey_group.command("list")
@json_option
@pass_settings
def journey_list(settings: Settings, as_json: bool) -> None:
    """List the timeline with node ids."""
    _print_nodes(journey_lib.journey(settings), journey_lib.past_events(settings), as_json)


@journey_group.command("delete")
@click.argument("node", metavar="NODE")
@json_option
@pass_settings
def journey_delete(settings: Settings, node: str, as_json: bool) -> None:
    """Delete the entry of NODE (through the store's lock and drift rules)."""
    emit_response(journey_lib.delete_node(settings, node, who=_operator(settings)), as_json)


@journey_group.command("edit")
@click.argument("node", metavar="NODE")
@json_option
@pass_settings
def journey_edit(settings: Settings, node: str, as_json: bool) -> None:
    """Edit the entry of NODE in $VISUAL (then $EDITOR, then vi) and save it through the store."""
    emit_response(journey_lib.edit_node(settings, node, who=_operator(settings)), as_json)
