"""systemd (Linux) and launchd (macOS): where a service's definition lives, how it is
started and stopped, and what the manager says of it.

Both expose the same small surface to :mod:`worker.service.manager`: ``definition_path``,
``command``, ``render``, ``state``, ``activate`` (after the definition was written),
``deactivate`` (before it is removed) and ``installed`` (every Reverie service found).
Service-manager commands go through :meth:`ServiceHost.run`; none is ever run by a dry run.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reverie.config.errors import ServiceError
from reverie.config.regular import read_regular

from . import launchd, systemd
from .host import Ran, ServiceHost
from .spec import ServiceSpec
from .target import ServiceTarget, target_from_args

CLI_MODULE = "reverie.worker.cli"
LAUNCH_MODULE = "reverie.worker.service.launch"
BASE_NAME = "reverie"
#: No definition Reverie writes comes near this; anything larger is not one of ours.
DEFINITION_LIMIT = 1024 * 1024


@dataclass(frozen=True)
class ManagerState:
    """What the service manager says of one service."""

    reachable: bool               # False: no user service manager answers here
    detail: str = ""              # why it is unreachable, in the manager's words
    loaded: bool = False
    enabled: bool | None = None   # starts with the session / at login
    active: str = ""              # systemd's ActiveState, or launchd's state
    running: bool = False
    pid: int | None = None
    result: str = ""              # the last failure, when the manager says one


@dataclass(frozen=True)
class Installed:
    name: str
    path: Path
    target: ServiceTarget | None  # None: a definition we cannot read back


class Systemd:
    kind = "systemd user unit"

    def __init__(self, host: ServiceHost) -> None:
        self.host = host
        self.unit_dir = host.config_home / "systemd" / "user"

    def name(self, suffix: str) -> str:
        return f"{BASE_NAME}-{suffix}.service" if suffix else f"{BASE_NAME}.service"

    def definition_path(self, name: str) -> Path:
        return self.unit_dir / name

    def log_file(self, name: str) -> Path | None:
        return None               # the journal

    def command(self, target: ServiceTarget, env_file: Path) -> list[str]:
        # systemd reads the key file itself (EnvironmentFile=).
        return [str(self.host.python), "-m", CLI_MODULE, *target.run_args()]

    def render(self, spec: ServiceSpec) -> str:
        return systemd.render_unit(spec)

    def recorded_command(self, text: str) -> list[str]:
        return systemd.unit_command(text)

    def target_of(self, text: str) -> ServiceTarget | None:
        return _target_after(self.recorded_command(text), CLI_MODULE, skip=0)

    def is_ours(self, text: str) -> bool:
        return systemd.HEADER in text

    def installed(self) -> list[Installed]:
        return _installed(self, sorted(self.unit_dir.glob(f"{BASE_NAME}*.service")),
                          lambda path: path.name)

    def _systemctl(self, *args: str) -> Ran:
        return self.host.run(["systemctl", "--user", *args])

    def state(self, name: str) -> ManagerState:
        ran = self._systemctl("show", name, "--property=LoadState,ActiveState,SubState,"
                              "UnitFileState,MainPID,Result")
        if not ran.ok:
            return ManagerState(reachable=False, detail=ran.why())
        props = dict(line.partition("=")[::2] for line in ran.stdout.splitlines() if "=" in line)
        main_pid = props.get("MainPID", "")
        pid = int(main_pid) if main_pid.isdigit() else 0
        active = props.get("ActiveState", "")
        result = props.get("Result", "")
        return ManagerState(
            reachable=True, loaded=props.get("LoadState") == "loaded",
            enabled=props.get("UnitFileState") in ("enabled", "enabled-runtime", "linked"),
            active=active, running=active in ("active", "reloading"), pid=pid or None,
            result="" if result in ("", "success") else result)

    def activate(self, name: str, path: Path, changed: bool, before: ManagerState) -> None:
        _must(self._systemctl("daemon-reload"), "The unit is written, but")
        _must(self._systemctl("enable", name), "The unit is written, but")
        # A changed unit restarts the worker it replaces (SIGTERM: jobs in flight finish);
        # an unchanged one is only started if it is not running.
        _must(self._systemctl("restart" if changed else "start", name),
              "The unit is written and enabled, but")

    def deactivate(self, name: str, before: ManagerState) -> list[str]:
        problems = []
        if before.reachable:
            for verb in ("stop", "disable"):
                ran = self._systemctl(verb, name)
                if not ran.ok:
                    problems.append(f"systemctl --user {verb} {name}: {ran.why()}")
        # `disable` removes the link that starts it with the session; without a reachable
        # manager, remove it here so nothing is left pointing at a deleted unit.
        with contextlib.suppress(OSError):
            link = self.unit_dir / "default.target.wants" / name
            if link.is_symlink():
                link.unlink()
        return problems

    def after_removal(self, before: ManagerState) -> list[str]:
        if not before.reachable:
            return []
        ran = self._systemctl("daemon-reload")
        return [] if ran.ok else [f"systemctl --user daemon-reload: {ran.why()}"]

    def logs_hint(self, name: str) -> str:
        return f"journalctl --user -u {name}"

    def restart_hint(self, name: str) -> str:
        return f"systemctl --user restart {name}"

    def unreachable_hint(self) -> str:
        return (f"Log in to a session that runs systemd (for a server: `sudo loginctl "
                f"enable-linger {self.host.user}`), or run `reverie run` under this machine's "
                f"own supervisor; `reverie service install --dry-run` prints the unit.")

    def linger(self) -> bool | None:
        """Whether the user's services start at boot rather than at login (None: unknown)."""
        ran = self.host.run(["loginctl", "show-user", self.host.user, "--property=Linger",
                             "--value"], timeout=10)
        value = ran.stdout.strip().lower() if ran.ok else ""
        return {"yes": True, "no": False}.get(value)


class Launchd:
    kind = "launchd agent"

    def __init__(self, host: ServiceHost) -> None:
        self.host = host
        self.agents_dir = host.user_home / "Library" / "LaunchAgents"
        self.logs_dir = host.user_home / "Library" / "Logs" / "reverie"

    @property
    def domain(self) -> str:
        return f"gui/{self.host.uid}"

    def name(self, suffix: str) -> str:
        return f"{launchd.LABEL_BASE}-{suffix}" if suffix else launchd.LABEL_BASE

    def definition_path(self, name: str) -> Path:
        return self.agents_dir / f"{name}.plist"

    def log_file(self, name: str) -> Path:
        return self.logs_dir / f"{name}.log"

    def command(self, target: ServiceTarget, env_file: Path) -> list[str]:
        # launchd has no EnvironmentFile: the launcher reads the key file, then runs Reverie.
        return [str(self.host.python), "-m", LAUNCH_MODULE, str(env_file), *target.run_args()]

    def render(self, spec: ServiceSpec) -> str:
        return launchd.render_plist(spec)

    def recorded_command(self, text: str) -> list[str]:
        return launchd.plist_command(text)

    def target_of(self, text: str) -> ServiceTarget | None:
        return _target_after(self.recorded_command(text), LAUNCH_MODULE, skip=1)

    def is_ours(self, text: str) -> bool:
        return LAUNCH_MODULE in self.recorded_command(text)

    def installed(self) -> list[Installed]:
        return _installed(self, sorted(self.agents_dir.glob(f"{launchd.LABEL_BASE}*.plist")),
                          lambda path: path.stem)

    def _launchctl(self, *args: str) -> Ran:
        return self.host.run(["launchctl", *args])

    def state(self, name: str) -> ManagerState:
        if self.host.which("launchctl") is None:
            return ManagerState(reachable=False, detail="launchctl is not installed")
        ran = self._launchctl("print", f"{self.domain}/{name}")
        enabled = self.definition_path(name).exists()    # RunAtLoad: starts at login
        if not ran.ok:
            return ManagerState(reachable=True, loaded=False, enabled=enabled,
                                active="not loaded")
        agent = launchd.read_print(ran.stdout)
        return ManagerState(reachable=True, loaded=True, enabled=enabled,
                            active="running" if agent.running else "not running",
                            running=agent.running, pid=agent.pid,
                            result=agent.last_exit or "")

    def activate(self, name: str, path: Path, changed: bool, before: ManagerState) -> None:
        self.logs_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        if before.loaded and not changed:
            _must(self._launchctl("kickstart", f"{self.domain}/{name}"),
                  "The agent is loaded, but")
            return
        if before.loaded:
            _must(self._launchctl("bootout", f"{self.domain}/{name}"),
                  "The plist is written, but")
        _must(self._launchctl("bootstrap", self.domain, str(path)), "The plist is written, but")

    def deactivate(self, name: str, before: ManagerState) -> list[str]:
        if not before.loaded:
            return []
        ran = self._launchctl("bootout", f"{self.domain}/{name}")
        return [] if ran.ok else [f"launchctl bootout {self.domain}/{name}: {ran.why()}"]

    def after_removal(self, before: ManagerState) -> list[str]:
        return []

    def logs_hint(self, name: str) -> str:
        return f"tail -f {self.log_file(name)}"

    def restart_hint(self, name: str) -> str:
        return f"launchctl kickstart -k {self.domain}/{name}"

    def unreachable_hint(self) -> str:
        return "Run it on macOS with launchctl on PATH, or use `reverie run` directly."

    def linger(self) -> bool | None:
        return None


def manager_for(host: ServiceHost) -> Systemd | Launchd:
    return Systemd(host) if host.manager == "systemd" else Launchd(host)


def _target_after(command: list[str], module: str, *, skip: int) -> ServiceTarget | None:
    """The target recorded after ``-m MODULE`` (and ``skip`` launcher arguments)."""
    for i in range(len(command) - 1):
        if command[i] == "-m" and command[i + 1] == module:
            return target_from_args(command[i + 2 + skip:])
    return None


def _installed(manager: Systemd | Launchd, paths: list[Path],
               name_of: Callable[[Path], str]) -> list[Installed]:
    """The definitions among ``paths`` that Reverie wrote (unreadable ones are skipped)."""
    found = []
    for path in paths:
        try:
            text = read_definition(path)
        except ServiceError:
            continue
        if text is not None and manager.is_ours(text):
            found.append(Installed(name_of(path), path, manager.target_of(text)))
    return found


def read_definition(path: Path) -> str | None:
    """A service definition's text, None when there is none; a FIFO, a device or a huge
    file in its place is refused without being read (never a hang, issue 19)."""
    try:
        data = read_regular(path, limit=DEFINITION_LIMIT, error=ServiceError,
                            hint="Move it away, then try again.")
        return data.decode("utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise ServiceError(f"{path} cannot be read ({type(exc).__name__}).",
                           hint="Check its permissions, or move it away.") from None


def _must(ran: Ran, what: str) -> None:
    if not ran.ok:
        raise ServiceError(f"{what} `{' '.join(ran.argv)}` failed: {ran.why()}.",
                           hint="Fix what it says, then run `reverie service install` again.")
