"""Install, inspect and remove the service: what ``reverie service install | status |
uninstall`` and the doctor call.

``install`` writes nothing until every check passed: the service manager answers, an
existing key file is owner-only and readable, an existing definition is one Reverie wrote.
Then it creates the key file if it is missing (never rewrites one), writes the definition
only when it changed, and has the manager start it (restart when it changed). Installing
the same thing twice changes nothing the second time. ``uninstall`` stops and removes the
definition and keeps the key file (it holds the user's keys).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from reverie.config import DEFAULTS, Settings
from reverie.config.errors import ServiceError
from reverie.config.fs import atomic_write, ensure_private_dir

from . import envfile
from .host import ServiceHost
from .managers import (
    BASE_NAME,
    Launchd,
    ManagerState,
    Systemd,
    manager_for,
    read_definition,
)
from .spec import ServiceSpec
from .target import ServiceTarget

#: Beyond the worker's own shutdown_timeout, the time it has to put unfinished jobs back.
STOP_GRACE_SECONDS = 30
#: The keys a pool's key file suggests (each home's config.yaml may name others).
POOL_KEYS = ("GEMINI_API_KEY", "OPENAI_API_KEY", "OPENROUTER_API_KEY")


@dataclass(frozen=True)
class ServicePlan:
    """What ``install`` would write, and the command line the service runs."""

    kind: str
    name: str
    target: ServiceTarget
    path: Path
    text: str
    env_file: Path
    env_text: str
    command: list[str]
    wanted_keys: tuple[str, ...]


def plan_service(target: ServiceTarget, host: ServiceHost,
                 settings: Settings | None = None) -> ServicePlan:
    """The definition for ``target``; ``settings`` are the single home's (None for a pool)."""
    manager = manager_for(host)
    suffix = target.suffix(host.user_home)
    name = manager.name(suffix)
    env_file = host.keys_dir / (f"{BASE_NAME}-{suffix}.env" if suffix else f"{BASE_NAME}.env")
    shutdown = (settings.queue.shutdown_timeout if settings is not None
                else DEFAULTS["reverie"]["queue"]["shutdown_timeout"])
    text = manager.render(ServiceSpec(
        name=name, description=f"Reverie background learning worker for {target.describe()}",
        command=manager.command(target, env_file),
        working_directory=target.directory or host.user_home, environment_file=env_file,
        stop_timeout=math.ceil(shutdown) + STOP_GRACE_SECONDS, log_file=manager.log_file(name)))
    wanted = key_variables(settings) if settings is not None else POOL_KEYS
    return ServicePlan(kind=manager.kind, name=name, target=target,
                       path=manager.definition_path(name), text=text, env_file=env_file,
                       env_text=envfile.template(name, wanted, manager.restart_hint(name)),
                       command=manager.command(target, env_file), wanted_keys=tuple(wanted))


def key_variables(settings: Settings) -> list[str]:
    """The environment variables this home's model settings read a key from."""
    names: list[str] = []
    for provider in (settings.background_review, settings.session_search):
        if provider.api_key.strip():
            continue
        candidates = provider.key_env or (
            ("GEMINI_API_KEY",) if provider.provider in ("auto", "gemini") else ())
        names += [n for n in candidates if n not in names]
    return names


@dataclass(frozen=True)
class InstallReport:
    plan: ServicePlan
    changed: bool                 # the definition was written (new or different)
    env_created: bool
    state: ManagerState
    linger: bool | None
    #: Keys set in the installing shell but not in the key file (names only): a service
    #: does not inherit the shell's environment.
    shell_only_keys: list[str] = field(default_factory=list)


def install_service(plan: ServicePlan, host: ServiceHost) -> InstallReport:
    manager = manager_for(host)
    before = manager.state(plan.name)
    if not before.reachable:
        raise ServiceError(f"No user service manager answers here ({before.detail}); "
                           f"nothing was installed.", hint=manager.unreachable_hint())
    if plan.env_file.exists() or plan.env_file.is_symlink():
        envfile.check_private(plan.env_file)
        envfile.read_env_file(plan.env_file)          # a bad line would stop the service
    old = read_definition(plan.path)
    _check_ours(plan.path, old, manager)
    changed = old != plan.text
    with _writing(plan.path):
        env_created = envfile.ensure_env_file(plan.env_file, plan.env_text)
        if changed:
            ensure_private_dir(plan.path.parent)
            atomic_write(plan.path, plan.text)
    manager.activate(plan.name, plan.path, changed, before)
    in_file = set(envfile.key_names(plan.env_file))
    return InstallReport(
        plan=plan, changed=changed, env_created=env_created, state=manager.state(plan.name),
        linger=manager.linger(),
        shell_only_keys=[k for k in plan.wanted_keys
                         if (host.environ.get(k) or "").strip() and k not in in_file])


@dataclass(frozen=True)
class ServiceStatus:
    kind: str
    name: str
    path: Path
    installed: bool
    current: bool                 # the installed definition is what install writes now
    serves: str
    command: list[str]
    env_file: Path
    env_keys: list[str]           # names only
    env_exposed: bool
    state: ManagerState | None    # None when not installed (the manager is not asked)
    logs: str
    others: list[str]             # other Reverie services installed for this user
    linger: bool | None = None

    @property
    def running(self) -> bool:
        return bool(self.installed and self.state and self.state.running)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.update(path=str(self.path), env_file=str(self.env_file), running=self.running)
        return data


def service_status(plan: ServicePlan, host: ServiceHost) -> ServiceStatus:
    manager = manager_for(host)
    text = read_definition(plan.path)
    installed = text is not None
    recorded = manager.target_of(text) if text is not None else None
    state = manager.state(plan.name) if installed else None
    return ServiceStatus(
        kind=plan.kind, name=plan.name, path=plan.path, installed=installed,
        current=text == plan.text,
        serves=(recorded or plan.target).describe(),
        command=manager.recorded_command(text) if text is not None else plan.command,
        env_file=plan.env_file, env_keys=envfile.key_names(plan.env_file),
        env_exposed=envfile.exposed(plan.env_file), state=state,
        logs=manager.logs_hint(plan.name),
        others=[i.name for i in manager.installed() if i.name != plan.name],
        linger=manager.linger() if installed and state and state.reachable else None)


@dataclass(frozen=True)
class UninstallReport:
    name: str
    path: Path
    removed: bool
    env_file: Path
    problems: list[str]           # manager commands that failed (the file is gone anyway)


def uninstall_service(plan: ServicePlan, host: ServiceHost) -> UninstallReport:
    manager = manager_for(host)
    text = read_definition(plan.path)
    if text is None:
        return UninstallReport(plan.name, plan.path, False, plan.env_file, [])
    _check_ours(plan.path, text, manager)
    before = manager.state(plan.name)
    problems = manager.deactivate(plan.name, before)
    with _writing(plan.path):
        plan.path.unlink()
    problems += manager.after_removal(before)
    return UninstallReport(plan.name, plan.path, True, plan.env_file, problems)


def installed_but_not_running(settings: Settings) -> str | None:
    """For the doctor: a service installed for this home (or a pool holding it) that is not
    running, in one sentence; None when there is none, or one of them runs."""
    host = ServiceHost.current(settings.environ)
    try:
        manager = manager_for(host)
    except ServiceError:
        return None               # a platform without a supported service manager
    serving = [i for i in manager.installed()
               if i.target is not None and i.target.serves(settings.home)]
    if not serving:
        return None
    states = [(item, manager.state(item.name)) for item in serving]
    if any(state.running for _, state in states):
        return None
    item, state = states[0]
    if not state.reachable:
        why = f"no user service manager answers here: {state.detail}"
    else:
        why = state.active or "not loaded"
        why += f", {state.result}" if state.result else ""
    return (f"The service {item.name} is installed for this home but not running ({why}); "
            f"`reverie service status` says more and `{manager.logs_hint(item.name)}` "
            f"shows its log.")


# --- helpers -------------------------------------------------------------------------------

@contextlib.contextmanager
def _writing(path: Path) -> Iterator[None]:
    """File-system errors while writing the service's files, as one ServiceError."""
    try:
        yield
    except OSError as exc:
        raise ServiceError(f"{exc.filename or path} cannot be written ({exc.strerror}).",
                           hint="Check that this user owns the directory.") from None


def _check_ours(path: Path, text: str | None, manager: Systemd | Launchd) -> None:
    """Refuse to replace or remove a definition Reverie did not write."""
    if text is None:
        return
    if not manager.is_ours(text):
        raise ServiceError(f"{path} exists and was not written by `reverie service install`.",
                           hint="Move it away (or remove it yourself), then try again.")
