"""`reverie serve [--host H] [--port P]`: the operator console (spec section 15)."""

from __future__ import annotations

import click

from reverie.config import Settings
from reverie.config.terminal import quoted_id

from .base import cli, pass_settings


def _host_names(_ctx: click.Context, _param: click.Parameter,
                values: tuple[str, ...]) -> tuple[str, ...]:
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.web.security import allowed_host_name

    names = []
    for value in values:
        try:
            names.append(allowed_host_name(value))
        except ValueError as exc:
            raise click.BadParameter(f"{quoted_id(value)} {exc}.") from None
    return tuple(names)


def _listen_address(_ctx: click.Context, _param: click.Parameter, value: str) -> str:
    # An address or a name a socket binds, checked as --allow-host's names are (session 25:
    # '' served on every interface under the URL 'http://:PORT/', which no browser opens, and
    # a newline in it was echoed raw by the refusals); the value is kept as given, trimmed,
    # and an IPv6 address without the brackets a URL puts round it (a socket binds '::1',
    # never '[::1]'). Lazy: a command loads its engine when it runs.
    from reverie.worker.web.security import allowed_host_name

    if not value.strip():
        raise click.BadParameter("is empty: give an address (0.0.0.0 listens on every"
                                 " interface, 127.0.0.1 on this machine only).")
    try:
        allowed_host_name(value)
    except ValueError as exc:
        raise click.BadParameter(f"{quoted_id(value)} {exc}.") from None
    value = value.strip()
    return value[1:-1] if value[:1] == "[" and value[-1:] == "]" else value


@cli.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, callback=_listen_address,
              help="Address to listen on; anything but loopback needs reverie.web.password.")
@click.option("--port", type=click.IntRange(0, 65535), default=9120, show_default=True,
              help="Port (0: any free port; the URL printed says which).")
@click.option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
              callback=_host_names,
              help="Another name the console may be opened under (Host header check).")
@click.option("--homes", "homes", multiple=True, metavar="PATH",
              help="Also show these homes (paths or quoted globs; repeat it) on the queue page "
                   "and in /metrics, with a home label.")
@click.option("--all-profiles", is_flag=True, help="Every <home>/profiles/* too.")
@click.option("--home-labels", type=click.IntRange(1, 10_000), default=None, metavar="N",
              help="Homes labelled by name in /metrics (the busiest; default 50).")
@pass_settings
def serve_cmd(settings: Settings, host: str, port: int, allow_hosts: tuple[str, ...],
              homes: tuple[str, ...], all_profiles: bool, home_labels: int | None) -> None:
    """Serve the web console and its JSON API; prints the URL to open (it carries a token).
    Its pages are the --home home's; with --homes the queue page and /metrics add a row
    and a home label per home of the pool."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    import os

    from reverie.config.home import root_of
    from reverie.jobs.homes import HomeSet
    from reverie.worker.pool import Pool
    from reverie.worker.web import serve

    pool = None
    if homes or all_profiles:
        # --homes names the pool; --all-profiles alone: this home's root and its profiles.
        root = None if homes else str(root_of(settings.home, settings.profile))
        home_set = HomeSet.from_options(root, None, homes, all_profiles, dict(os.environ))
        pool = Pool(home_set, reconcile_memory=False)
        pool.refresh(first=True)
    try:
        serve(settings, host, port, allow_hosts=allow_hosts, pool=pool, home_labels=home_labels)
    finally:
        if pool is not None:
            pool.close()
