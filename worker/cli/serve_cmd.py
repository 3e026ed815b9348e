"""`reverie serve [--host H] [--port P]`: the operator console (spec section 15)."""

from __future__ import annotations

import click

from reverie.config import Settings

from .base import cli, pass_settings


@cli.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; anything but loopback needs reverie.web.password.")
@click.option("--port", type=click.IntRange(0, 65535), default=9120, show_default=True,
              help="Port (0: any free port; the URL printed says which).")
@click.option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
              help="Another name the console may be opened under (Host header check).")
@pass_settings
def serve_cmd(settings: Settings, host: str, port: int, allow_hosts: tuple[str, ...]) -> None:
    """Serve the web console and its JSON API; prints the URL to open (it carries a token)."""
    from reverie.worker.web import serve

    serve(settings, host, port, allow_hosts=allow_hosts)
