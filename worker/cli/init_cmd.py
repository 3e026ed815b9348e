"""`reverie init`: make a home, the explicit act (issue 30).

Every other command that reads a home refuses one that does not exist, so a typo'd
``--home`` never reads as an empty memory. ``init`` (and ``ingest``, whose point is to fill
a home) create it: the directory (0700) and, when it was missing or empty, the mark that
Reverie made it, which ``doctor`` reads (no Hermes agent lives there).
"""

from __future__ import annotations

import click

from reverie.config import resolve_home
from reverie.config.home import create_home, home_source

from .base import AppContext, cli, echo, emit_json, json_option


@cli.command("init")
@json_option
@click.pass_context
def init_cmd(ctx: click.Context, as_json: bool) -> None:
    """Create the home (or the --profile) directory if it does not exist."""
    app = ctx.find_object(AppContext)
    directory, profile = resolve_home(app.home, app.profile)
    existed = directory.is_dir()
    # An existing empty directory is made Reverie's home (marked): say so, not "nothing
    # changed" (tester26).
    marked = create_home(directory) and existed
    source = home_source(app.home)
    if as_json:
        emit_json({"home": str(directory), "profile": profile, "created": not existed,
                   "marked": marked, "chosen_by": source})
    elif marked:
        echo(f"The home {directory} (chosen by {source}) existed and was empty: marked it as "
             f"made by Reverie (no Hermes agent lives there; `reverie doctor` reads the "
             f"mark). Next: `reverie ingest FILE`, then `reverie run --once`.")
    elif existed:
        echo(f"The home {directory} (chosen by {source}) already exists; nothing changed.")
    else:
        echo(f"Created the home {directory} (chosen by {source}). Next: `reverie ingest "
             f"FILE`, then `reverie run --once`.")
