"""`reverie doctor [--json]`: what would go wrong on this home, one line each; exit 1 if any.

Thin over :func:`reverie.worker.doctor.diagnose`. It reads the home only, and it works on a
home whose config.yaml does not load (that is then the one thing it reports).
"""

from __future__ import annotations

import click

from .base import AppContext, cli, echo, emit_json, json_option, terminal_safe


@cli.command("doctor")
@json_option
@click.pass_context
def doctor_cmd(ctx: click.Context, as_json: bool) -> None:
    """Check the home for what would go wrong beside Hermes; exit 1 when something would."""
    # Lazy: doctor loads the monitor, jobs and staging; the rest of the CLI starts without them.
    from reverie.worker.doctor import diagnose

    app = ctx.find_object(AppContext)
    result = diagnose(app.home, app.profile)
    if as_json:
        emit_json(result.to_dict())
        if not result.ok:
            raise SystemExit(1)
        return
    if result.reviewer:
        echo(result.reviewer)
    if result.ok:
        echo(f"No problems found in {terminal_safe(result.home)}.")
    else:
        for finding in result.findings:
            echo(f"{finding.check}: {terminal_safe(finding.message)}")
    if not as_json:  # notes, not findings: on stderr, so the findings stay one a line
        echo(f"note: {result.sqlite['message']}", err=True)
        if result.unread_files:
            echo(f"note: {terminal_safe(result.unread_files)}", err=True)
    if not result.ok:
        raise SystemExit(1)
