"""`reverie service install [--homes PATH...] [--all-profiles] [--dry-run] | status | uninstall`.

Thin over :mod:`reverie.worker.service`. The service is named by what it serves: the
--home / --profile home as every command resolves it, or the --homes patterns; status and
uninstall take the same options as install to find it.
"""

from __future__ import annotations

import click

from reverie.config import ReverieError, load_settings
from reverie.worker.service import (
    InstallReport,
    ServiceHost,
    ServicePlan,
    ServiceStatus,
    install_service,
    plan_service,
    resolve_target,
    service_status,
    uninstall_service,
)
from reverie.worker.service.managers import ManagerState

from .base import AppContext, cli, echo, emit_json, json_option

homes_option = click.option(
    "--homes", "homes", multiple=True, metavar="PATH",
    help="A home the service serves, or a quoted glob of homes; repeat for more. "
         "Without it the service serves the --home / --profile home.")
all_profiles_option = click.option(
    "--all-profiles", is_flag=True,
    help="Serve every <home>/profiles/* as well as the home itself (install; "
         "status and uninstall accept it and ignore it: it does not change the name).")


@cli.group("service")
def service_group() -> None:
    """Keep Reverie running: a systemd user unit (Linux) or a launchd agent (macOS)."""


def _plan(ctx: click.Context, homes: tuple[str, ...], all_profiles: bool,
          must_exist: bool) -> tuple[ServicePlan, ServiceHost]:
    app = ctx.find_object(AppContext)
    host = ServiceHost.current()
    target = resolve_target(app.home, app.profile, homes, all_profiles, host.environ,
                            must_exist=must_exist)
    settings = None
    if not target.is_pool:
        # The home's settings shape the unit (its stop timeout, the keys it names). Status
        # and uninstall still name the unit of a home that is gone or does not load.
        try:
            settings = load_settings(str(target.home), target.profile, host.environ)
        except ReverieError:
            if must_exist:
                raise
    return plan_service(target, host, settings), host


@service_group.command("install")
@homes_option
@all_profiles_option
@click.option("--dry-run", is_flag=True, help="Print what would be written and run; do nothing.")
@click.pass_context
def install_cmd(ctx: click.Context, homes: tuple[str, ...], all_profiles: bool,
                dry_run: bool) -> None:
    """Install and start the service; installing again updates it."""
    plan, host = _plan(ctx, homes, all_profiles, must_exist=True)
    if dry_run:
        _print_plan(plan)
        return
    _print_install(install_service(plan, host))


@service_group.command("status")
@homes_option
@all_profiles_option
@json_option
@click.pass_context
def status_cmd(ctx: click.Context, homes: tuple[str, ...], all_profiles: bool,
               as_json: bool) -> None:
    """Say whether the service is installed, enabled and running (exit 1 unless running)."""
    plan, host = _plan(ctx, homes, all_profiles, must_exist=False)
    status = service_status(plan, host)
    if as_json:
        emit_json(status.to_dict())
    else:
        _print_status(status)
    if not status.running:
        raise SystemExit(1)


@service_group.command("uninstall")
@homes_option
@all_profiles_option
@click.pass_context
def uninstall_cmd(ctx: click.Context, homes: tuple[str, ...], all_profiles: bool) -> None:
    """Stop the service and remove it (the key file is kept)."""
    plan, host = _plan(ctx, homes, all_profiles, must_exist=False)
    report = uninstall_service(plan, host)
    if not report.removed:
        echo(f"Nothing to uninstall: no {plan.name} at {report.path}.")
        return
    echo(f"Stopped and removed {report.name} ({report.path}).")
    for problem in report.problems:
        echo(f"  warning: {problem}", err=True)
    echo(f"The key file {report.env_file} is kept; delete it yourself if it is no longer needed.")


# --- output --------------------------------------------------------------------------------

def _print_plan(plan: ServicePlan) -> None:
    echo(f"Would write {plan.path} (0600), a {plan.kind}:")
    echo(plan.text.rstrip("\n"))
    echo("")
    if plan.env_file.exists():
        echo(f"Would keep the key file {plan.env_file} as it is.")
    else:
        echo(f"Would create the key file {plan.env_file} (0600, no keys in it yet):")
        echo(plan.env_text.rstrip("\n"))
    echo("")
    echo("Would then have the service manager load, enable and start it. Nothing was done.")


def _print_install(report: InstallReport) -> None:
    plan, state = report.plan, report.state
    verb = "Installed" if report.changed else "Already installed, unchanged:"
    echo(f"{verb} {plan.name} ({plan.kind}) at {plan.path}.")
    echo(f"  serves: {plan.target.describe()}")
    echo(f"  state:  {_state_words(state)}")
    if report.env_created:
        echo(f"  keys:   created {plan.env_file} (0600, empty); put the model keys there.")
    else:
        echo(f"  keys:   {plan.env_file}")
    for name in report.shell_only_keys:
        echo(f"  note: this shell has {name} set, but a service does not inherit the shell: "
             f"add {name}=... to {plan.env_file}.")
    if report.linger is False:
        echo("  note: it starts at your next login, not at boot; `sudo loginctl enable-linger` "
             "makes it start at boot and keep running after you log out.")


def _print_status(status: ServiceStatus) -> None:
    if not status.installed:
        echo(f"{status.name} ({status.kind}) is not installed (no {status.path}).")
        if status.others:
            echo("Other Reverie services installed here: " + ", ".join(status.others) + ".")
        echo("Install it: reverie service install (same --home / --profile / --homes).")
        return
    state = status.state
    assert state is not None
    enabled = ("enabled: unknown" if not state.reachable
               else "enabled" if state.enabled else "not enabled")
    running = _state_words(state)
    echo(f"{status.name} ({status.kind}): installed, {enabled}, {running}.")
    echo(f"  file:   {status.path}" + ("" if status.current else
                                       "  (outdated: `reverie service install` updates it)"))
    echo(f"  serves: {status.serves}")
    echo("  runs:   " + " ".join(status.command))
    keys = ", ".join(status.env_keys) if status.env_keys else "no keys set"
    exposed = "; WARNING: other users can read it, chmod 600 it" if status.env_exposed else ""
    echo(f"  keys:   {status.env_file} ({keys}{exposed})")
    echo(f"  logs:   {status.logs}")
    if status.linger is False:
        echo("  note:   linger is off: it starts at login, not at boot "
             "(`sudo loginctl enable-linger` changes that).")
    if status.others:
        echo("Other Reverie services installed here: " + ", ".join(status.others) + ".")


def _state_words(state: ManagerState) -> str:
    if not state.reachable:
        return (f"not running: no user service manager answers here ({state.detail}); "
                f"the service cannot run on this machine as it is")
    words = "running" if state.running else f"not running ({state.active or 'not loaded'})"
    if state.pid:
        words += f", pid {state.pid}"
    if state.result:
        words += f", last result: {state.result}"
    return words
