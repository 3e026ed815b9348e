"""`reverie memory archive | waiting | protect | unprotect | consolidate` (spec §16).

Registered on the ``memory`` group. Each command is one library call — ``memory.upkeep.archive``,
``memory.upkeep.waiting``, ``memory.upkeep.protection``, ``jobs.now.consolidate_now`` — plus printing.
Exit status: 0 done, 1 refused (a restore that does not fit, an entry not found), 2 bad
usage (an id that is not a number).
"""

from __future__ import annotations

from typing import Any

import click

from reverie.config import TARGETS, Settings
from reverie.config.terminal import quoted_id
from reverie.memory.entries import preview
from reverie.memory.pending.records import format_timestamp
from reverie.memory.upkeep.archive import Archive
from reverie.memory.upkeep.protection import protect, protected_list, unprotect
from reverie.memory.upkeep.waiting import WaitingFacts

from .base import echo, emit_json, emit_response, json_option, login_name, pass_settings
from .memory_cmd import memory_group, target_option

any_target = click.option("--target", "-t", type=click.Choice(TARGETS), default=None,
                          help="Only this target (default: both).")


def _fact_line(fact: Any) -> str:
    learned = format_timestamp(fact.learned_at) if fact.learned_at else "before Reverie"
    return (f"{fact.id:>5}  [{fact.target}] {preview(fact.text, 120)}\n"
            f"       {fact.kind}, archived {format_timestamp(fact.archived_at or 0)}, learned "
            f"{learned}: {preview(fact.why, 140)}")


@memory_group.group("archive", invoke_without_command=True)
@any_target
@click.option("-n", "--limit", type=click.IntRange(1, None), default=50, show_default=True,
              help="Show at most this many, newest first.")
@json_option
@click.pass_context
def archive_group(ctx: click.Context, target: str | None, limit: int, as_json: bool) -> None:
    """Entries moved out of MEMORY.md / USER.md and the user's past events (newest first);
    `search`, `restore`, `delete`."""
    if ctx.invoked_subcommand is not None:
        return
    settings = ctx.obj.settings
    with Archive(settings) as archive:
        archive.settle()
        facts = archive.facts(target, limit=limit)
        counts, episodes = archive.counts(), archive.episode_count()
    if as_json:
        emit_json({"archived": [f.to_dict() for f in facts], "counts": counts,
                   "episodes": episodes})
        return
    if not facts:
        echo("The archive is empty: nothing has been moved out of the memory files, and no "
             "past event of the user's is kept.")
    for fact in facts:
        echo(_fact_line(fact))
    if facts:
        bound = settings.garden.max_episodes
        echo(f"{sum(counts.values()) + episodes} archived"
             f" ({', '.join(f'{t} {n}' for t, n in counts.items())}; past events {episodes}"
             f"{f' of at most {bound:,}' if bound else ''});"
             " `reverie memory archive restore ID` puts an entry back (not a past event),"
             " `… delete ID` deletes one.")


@archive_group.command("search")
# WORDS, not one quoted QUERY: every line that points the operator here says
# `reverie memory archive search WORDS`, and `… search structural engineer` typed as said
# stopped at click's "unexpected extra argument".
@click.argument("words", nargs=-1, required=True)
@any_target
@click.option("-n", "--limit", type=click.IntRange(1, 200), default=20, show_default=True)
@json_option
@pass_settings
def archive_search(settings: Settings, words: tuple[str, ...], target: str | None, limit: int,
                   as_json: bool) -> None:
    """Archived facts holding every one of WORDS (one argument or several)."""
    query = " ".join(words)
    with Archive(settings) as archive:
        archive.settle()
        facts = archive.search(query, target=target, limit=limit)
    if as_json:
        emit_json({"query": query, "archived": [f.to_dict() for f in facts]})
        return
    if not facts:
        echo(f"No archived fact matches {quoted_id(query)}.")
    for fact in facts:
        echo(_fact_line(fact))


@archive_group.command("restore")
@click.argument("fact_id", type=int, metavar="ID")
@json_option
@pass_settings
def archive_restore(settings: Settings, fact_id: int, as_json: bool) -> None:
    """Put archived fact ID back into its file (through the store: scanned, within the limit)."""
    with Archive(settings) as archive:
        archive.settle()
        response = archive.restore(fact_id, who=login_name(settings))
    emit_response(response, as_json)


@archive_group.command("delete")
@click.argument("fact_id", type=int, metavar="ID")
@json_option
@pass_settings
def archive_delete(settings: Settings, fact_id: int, as_json: bool) -> None:
    """Delete archived fact ID (a past event, say): its words leave the archive and the
    agent's search; only their fingerprint stays, so it is not archived again."""
    with Archive(settings) as archive:
        archive.settle()
        response = archive.delete(fact_id, who=login_name(settings))
    emit_response(response, as_json)


@memory_group.command("waiting")
@any_target
@json_option
@pass_settings
def waiting_cmd(settings: Settings, target: str | None, as_json: bool) -> None:
    """Facts that did not fit and wait for a consolidation to make room, oldest first."""
    with WaitingFacts(settings) as waiting:
        facts = waiting.facts(target)
    if as_json:
        emit_json({"waiting": [f.to_dict() for f in facts]})
        return
    if not facts:
        echo("No fact is waiting for room.")
    for fact in facts:
        echo(f"{fact.id:>5}  [{fact.target}] {preview(fact.content, 120)}  (since "
             f"{format_timestamp(fact.since)})")


@memory_group.command("protect")
@target_option
@click.argument("text")
@json_option
@pass_settings
def protect_cmd(settings: Settings, target: str, text: str, as_json: bool) -> None:
    """Never let consolidation merge, shorten or archive the entry TEXT locates."""
    emit_response(_store_call(lambda: protect(settings, target, text,
                                              who=login_name(settings))), as_json)


@memory_group.command("unprotect")
@target_option
@click.argument("text")
@json_option
@pass_settings
def unprotect_cmd(settings: Settings, target: str, text: str, as_json: bool) -> None:
    """End the protection of the protected entry TEXT locates."""
    emit_response(_store_call(lambda: unprotect(settings, target, text)), as_json)


@memory_group.command("protected")
@json_option
@pass_settings
def protected_cmd(settings: Settings, as_json: bool) -> None:
    """List the protected entries."""
    rows = protected_list(settings)
    if as_json:
        emit_json({"protected": rows})
        return
    if not rows:
        echo("No entry is protected.")
    for row in rows:
        echo(f"[{row['target']}] {preview(row['text'], 140)}")


def _store_call(call: Any) -> dict[str, Any]:
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.config import StoreError

    try:
        return call()
    except StoreError as exc:
        return {"success": False, "error": str(exc)}


@memory_group.command("consolidate")
@click.option("--target", "-t", type=click.Choice((*TARGETS, "all")), default="all",
              show_default=True, help="Which file to consolidate.")
@json_option
@pass_settings
def consolidate_cmd(settings: Settings, target: str, as_json: bool) -> None:
    """Stage a consolidation now (down to low water), as the consolidate job would."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.jobs.now import consolidate_now

    targets = TARGETS if target == "all" else (target,)
    results = [consolidate_now(settings, t, who=login_name(settings)) for t in targets]
    if as_json:
        emit_json({"consolidations": [r.to_dict() for r in results]})
        return
    for r in results:
        if r.capped:
            echo(r.capped)
        for item in r.reproposed:
            if item["state"] in ("landed", "proposed"):
                echo(f"  + [{r.target}] {preview(item['content'], 120)}  (waited; "
                     f"{'applied' if item['state'] == 'landed' else 'staged ' + str(item['record_id'])})")
        echo(r.message if r.status != "nothing_to_do" else f"{r.target}: {r.message}.")
    if any(r.status == "staged" for r in results):
        echo("Run `reverie memory diff ID` to see it, then approve or reject it.")
