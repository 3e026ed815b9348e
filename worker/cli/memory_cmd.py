"""`reverie memory show|add|replace|remove`: the store from the command line.

Operators edit memory through the same store the agent uses (lock, scan, limits, drift),
so a command-line write is as safe as a tool call. ``memory_group`` is exported: the
staging commands (pending, approve, reject, diff, log, undo, journey) attach to it.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

import click

from reverie.config import TARGETS, Settings, StoreError
from reverie.memory.entries import locate
from reverie.memory.journaled import journaled_writes
from reverie.memory.render import FILE_NAMES, HEADERS, RULE
from reverie.memory.store import NO_MATCH_HINT, MemoryStore, open_store

from .base import (
    cli,
    echo,
    emit_json,
    emit_response,
    json_option,
    login_name,
    pass_settings,
    terminal_safe,
)

target_option = click.option(
    "--target", "-t", type=click.Choice(TARGETS), default="memory", show_default=True,
    help="MEMORY.md (memory) or USER.md (user).")


@cli.group("memory")
def memory_group() -> None:
    """Show and edit MEMORY.md / USER.md, and review staged operations."""


@memory_group.command("show")
@click.option("--target", "-t", type=click.Choice(TARGETS), default=None,
              help="Only this target (default: both).")
@click.option("--snapshot", is_flag=True,
              help="Show the block the agent's system prompt gets (scanned, frozen at load).")
@json_option
@pass_settings
def show(settings: Settings, target: str | None, snapshot: bool, as_json: bool) -> None:
    """Print the live entries with their usage, or the system-prompt snapshot."""
    shown = open_store(settings).show(target, snapshot=snapshot)
    if as_json:
        emit_json(shown)
        return
    echo("\n\n".join(_describe(name, view, snapshot) for name, view in shown.items()))


def _describe(target: str, view: dict[str, Any], snapshot: bool) -> str:
    if snapshot:
        block = view["snapshot"]
        return terminal_safe(block) if block else f"{HEADERS[target]}: (nothing injected)"
    lines = [RULE, f"{HEADERS[target]} [{view['usage']}]"
             + ("" if view["enabled"] else " (disabled)"), RULE]
    if not view["entries"]:
        lines.append("(no entries)")
    for number, entry in enumerate(view["entries"], start=1):
        lines.append(f"[{number}] " + terminal_safe(entry).replace("\n", "\n    "))
    return "\n".join(lines)


@memory_group.command("add")
@target_option
@click.argument("content")
@json_option
@pass_settings
def add(settings: Settings, target: str, content: str, as_json: bool) -> None:
    """Add CONTENT as a new entry."""
    with _writer(settings) as store:
        emit_response(store.add(target, content), as_json)


@memory_group.command("replace")
@target_option
@click.argument("old_text")
@click.argument("new_content")
@json_option
@pass_settings
def replace(settings: Settings, target: str, old_text: str, new_content: str,
            as_json: bool) -> None:
    """Replace the entry OLD_TEXT locates (exact entry, else unique substring) with NEW_CONTENT."""
    with _writer(settings) as store:
        response = store.replace(target, old_text, new_content)
        emit_response(response if as_json else _for_a_person(store, target, old_text, response),
                      as_json)


@memory_group.command("remove")
@target_option
@click.argument("old_text")
@json_option
@pass_settings
def remove(settings: Settings, target: str, old_text: str, as_json: bool) -> None:
    """Remove the entry OLD_TEXT locates (exact entry, else unique substring)."""
    with _writer(settings) as store:
        response = store.remove(target, old_text)
        emit_response(response if as_json else _for_a_person(store, target, old_text, response),
                      as_json)


def _for_a_person(store: Any, target: str, old_text: str,
                  response: dict[str, Any]) -> dict[str, Any]:
    """A refused replace or remove whose text matched no entry, worded for a command line:
    the agent's hint names its response's ``current_entries``, which a person never sees.
    When the text names one entry of the other file (USER.md for MEMORY.md, the default
    target, or the other way), the line says which ``--target`` to give."""
    error = response.get("error")
    if response.get("success") or not isinstance(error, str) or NO_MATCH_HINT not in error:
        return response
    other = "user" if target == "memory" else "memory"
    try:
        locate(store.entries(other), old_text)
    except (LookupError, StoreError):   # no entry there, or several
        instead = "`reverie memory show` lists the entries of both files."
    else:
        instead = f"It is in {FILE_NAMES[other]}: give --target {other}."
    return {**response, "error": error.replace(NO_MATCH_HINT, instead)}


def _writer(settings: Settings) -> AbstractContextManager[MemoryStore]:
    """The store for operator writes: journaled (memory log / undo), origin foreground;
    its journal is closed when the command is done with it."""
    return journaled_writes(settings, origin="foreground", via="cli", who=login_name(settings))
