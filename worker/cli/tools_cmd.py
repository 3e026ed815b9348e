"""`reverie tools schema` and `reverie tool NAME JSON-ARGS`: the agent-facing tools from any
language, through a subprocess.

`tool` prints the tool's result dict as JSON whatever happened, because that dict is what
the model should see. The exit status follows the rest of the CLI: 0 when the result has
``success: true``, 1 when the tool refused (the JSON says why), 2 when the arguments are
not a JSON object (a caller bug; one line on stderr, nothing on stdout).
"""

from __future__ import annotations

import sys

import click

from reverie.config import UsageError
from reverie.review.tools import FORMATS, TOOL_NAMES, export, parse_json_args, run_tool

from .base import AppContext, cli, emit_json, json_option, pass_settings


@cli.group("tools")
def tools_group() -> None:
    """The agent-facing tools' function-calling declarations."""


@tools_group.command("schema")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="openai", show_default=True,
              help="openai: a chat-completions `tools` list; gemini: one google-genai Tool.")
@json_option
@click.pass_context
def schema_cmd(ctx: click.Context, fmt: str, as_json: bool) -> None:
    """Print the declarations of `memory` and `session_search` (always JSON)."""
    # Describing the tools needs no home: a missing one gives the embedded defaults' limits.
    emit_json(export(fmt, ctx.find_object(AppContext).any_settings()))


@cli.command("tool")
@click.argument("name", type=click.Choice(TOOL_NAMES))
@click.argument("args_json", metavar="JSON-ARGS")
@click.option("--session", "session_id", metavar="ID",
              help="The caller's current session: its lineage is left out of search results.")
@json_option
@pass_settings
def tool_cmd(settings, name: str, args_json: str, session_id: str | None, as_json: bool) -> None:
    """Run one tool call and print its JSON result (JSON-ARGS `-` reads stdin).

    Exit 0 on success, 1 when the tool refused (the JSON result says why), 2 on bad
    arguments.
    """
    text = _read_stdin() if args_json == "-" else args_json
    result = run_tool(settings, name, parse_json_args(text), session_id=session_id)
    emit_json(result)
    if not result.get("success"):
        raise SystemExit(1)


#: The most characters of tool arguments `tool NAME -` reads: a tool call is a memory entry
#: or a search query (a few KiB); piping the wrong file must not fill the machine's memory.
MAX_TOOL_ARGS = 4 * 1024 * 1024


def _read_stdin() -> str:
    text = sys.stdin.read(MAX_TOOL_ARGS + 1)
    if len(text) > MAX_TOOL_ARGS:
        raise UsageError(f"The tool arguments are longer than {MAX_TOOL_ARGS:,} characters; "
                         "a tool call is far smaller. Pass one JSON object.")
    return text
