"""`reverie ingest FILE` and `reverie search QUERY`: the session store from the command line."""

from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table
from rich.text import Text

from reverie.config import Settings
from reverie.config.epoch import format_epoch
from reverie.search_index import ROLES, IngestResult, SessionHit, SessionStore, ingest_jsonl
from reverie.search_index.search import MAX_LIMIT

from .base import (
    AppContext,
    cli,
    echo,
    emit_json,
    json_option,
    pass_app,
    pass_settings,
    terminal_safe,
)


@cli.command("ingest")
@click.argument("file", type=click.Path(dir_okay=False, path_type=str))
@json_option
@pass_app
def ingest(app: AppContext, file: str, as_json: bool) -> None:
    """Import sessions from a JSONL FILE (one message a line); all or nothing."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from .progress import INGEST_LINES, ProgressBar

    # The home is created (when missing) only once the file passed its checks: a refused
    # file left a typo'd --home behind, state.db and all (session 33, tester25).
    with ProgressBar("ingesting lines", threshold=INGEST_LINES, enabled=not as_json) as bar:
        result = ingest_jsonl(lambda: SessionStore.open(app.creating_settings()), file,
                              progress=bar.update)
    if as_json:
        emit_json(result.to_dict())
    else:
        echo(_ingest_line(result))


def _ingest_line(result: IngestResult) -> str:
    skipped = f", {result.duplicates} already present" if result.duplicates else ""
    converted = "".join(f" Timestamps in {unit} on {n:,} line(s) were converted to seconds."
                        for unit, n in sorted(result.converted.items()) if unit != "iso")
    return (f"Ingested {result.added} message(s) in {len(result.sessions)} session(s)"
            f" from {result.path}{skipped}.{converted}")


@cli.command("search")
@click.argument("query")
@click.option("--limit", type=click.IntRange(1, MAX_LIMIT), default=10, show_default=True,
              help="Sessions per page.")
@click.option("--offset", type=click.IntRange(0), default=0, show_default=True,
              help="Sessions to skip (paging).")
@click.option("--exclude-session", metavar="ID", help="Leave out this session's whole lineage.")
@click.option("--source", metavar="S", help="Only sessions from this source (e.g. cli).")
@click.option("--role", type=click.Choice(ROLES), help="Only messages of this role.")
@json_option
@pass_settings
def search(settings: Settings, query: str, limit: int, offset: int,
           exclude_session: str | None, source: str | None, role: str | None,
           as_json: bool) -> None:
    """Full-text search of past sessions, grouped by conversation."""
    with SessionStore.open(settings) as store:
        hits = store.search(query, limit=limit, offset=offset, source=source, role=role,
                            exclude_session=exclude_session)
    if any(hit.summary for hit in hits):
        # Lazy: the review package, only when a summary is shown.
        from reverie.review.summarize import withheld_summaries
        hits = withheld_summaries(settings, hits)
    if as_json:
        emit_json([hit.to_dict() for hit in hits])
        return
    if not hits:
        echo("No matching sessions.")
        return
    Console(highlight=False, soft_wrap=False).print(_table(hits, offset))


def _when(epoch: float | None) -> str:
    # A state.db may hold any value here (Hermes or a tool wrote it): never fail on one.
    return "" if epoch is None else format_epoch(epoch, "%Y-%m-%d %H:%M")


def _marked(snippet: str) -> Text:
    """The snippet with its >>>match<<< parts in bold (markers kept for copy-paste)."""
    text = Text()
    rest = terminal_safe(snippet.replace("\n", " "))
    while ">>>" in rest:
        before, _, after = rest.partition(">>>")
        match, sep, rest = after.partition("<<<")
        text.append(before)
        text.append(f">>>{match}{sep}", style="bold yellow")
    text.append(rest)
    return text


def _table(hits: list[SessionHit], offset: int) -> Table:
    table = Table(show_lines=True, expand=False)
    table.add_column("#", justify="right")
    table.add_column("session", no_wrap=True)
    table.add_column("matches", ratio=1)
    for n, hit in enumerate(hits, start=offset + 1):
        # Every string here came from state.db: through the terminal sanitiser (issue 14).
        session = Text(terminal_safe(hit.session_id), style="bold")
        for child in (s for s in hit.matched_sessions if s != hit.session_id):
            session.append(f"\n via {terminal_safe(child)}", style="dim")
        details = " · ".join(terminal_safe(x) for x in (hit.source, _when(hit.started_at)) if x)
        if details:
            session.append(f"\n{details}", style="dim")
        cell = Text()
        if hit.title:
            cell.append(terminal_safe(hit.title) + "\n", style="bold")
        for match in hit.matches:
            cell.append(f"[#{match.message_id} {terminal_safe(match.role)}] ", style="dim")
            cell.append_text(_marked(match.snippet))
            cell.append("\n")
        if hit.summary:
            label = "summary" if hit.summary.kind == "model" else "preview"
            cell.append(f"{label}: ", style="dim")
            cell.append(terminal_safe(hit.summary.text[:300].replace("\n", " ")))
        cell.rstrip()
        table.add_row(str(n), session, cell)
    return table
