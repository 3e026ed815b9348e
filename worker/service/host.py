"""The machine a service is installed on: its platform, the user's directories, the
interpreter the service runs, and the one way this package runs systemctl / launchctl.

Everything comes from an explicit environment mapping (``HOME``, ``XDG_CONFIG_HOME``,
``PATH``, ``USER``), so tests point it at temporary directories and at stand-in
``systemctl`` / ``launchctl`` executables on ``PATH``.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reverie.config.errors import ServiceError

COMMAND_TIMEOUT_SECONDS = 30.0


@dataclass(frozen=True)
class Ran:
    """What a service-manager command did: its exit status and its output."""

    argv: tuple[str, ...]
    returncode: int
    stdout: str = ""
    stderr: str = ""

    @property
    def ok(self) -> bool:
        return self.returncode == 0

    def why(self) -> str:
        """The command's own first line of complaint (for a one-line error)."""
        text = (self.stderr or self.stdout).strip()
        return text.splitlines()[0][:300] if text else f"exit status {self.returncode}"


@dataclass(frozen=True)
class ServiceHost:
    platform: str                      # sys.platform: "linux", "darwin", ...
    environ: Mapping[str, str] = field(repr=False)
    user_home: Path
    config_home: Path                  # $XDG_CONFIG_HOME or ~/.config
    python: Path                       # the interpreter the service runs (absolute)
    uid: int
    user: str

    @classmethod
    def current(cls, environ: Mapping[str, str] | None = None,
                platform: str | None = None, python: str | None = None) -> ServiceHost:
        env = dict(os.environ if environ is None else environ)
        account = pwd.getpwuid(os.getuid())
        user_home = Path(env.get("HOME") or account.pw_dir)
        xdg = env.get("XDG_CONFIG_HOME", "")
        # The XDG spec: a relative XDG_CONFIG_HOME is invalid and ignored.
        config_home = Path(xdg) if xdg and os.path.isabs(xdg) else user_home / ".config"
        # The venv's own python (not the file its symlink leads to), so the service runs in
        # the environment Reverie is installed in.
        interpreter = Path(os.path.abspath(python or sys.executable))
        return cls(platform=platform or sys.platform, environ=env, user_home=user_home,
                   config_home=config_home, python=interpreter, uid=os.getuid(),
                   user=env.get("USER") or env.get("LOGNAME") or account.pw_name)

    @property
    def manager(self) -> str:
        if self.platform.startswith("linux"):
            return "systemd"
        if self.platform == "darwin":
            return "launchd"
        raise ServiceError(f"`reverie service` supports Linux (systemd) and macOS (launchd), "
                           f"not {self.platform}.",
                           hint="Run `reverie run` under this system's own supervisor.")

    @property
    def keys_dir(self) -> Path:
        return self.config_home / "reverie"

    def which(self, program: str) -> str | None:
        return shutil.which(program, path=self.environ.get("PATH", os.defpath))

    def run(self, argv: Sequence[str], timeout: float = COMMAND_TIMEOUT_SECONDS) -> Ran:
        """Run a service-manager command; never raises for what the command does."""
        exe = self.which(argv[0])
        if exe is None:
            return Ran(tuple(argv), 127, "", f"{argv[0]} is not installed (not on PATH)")
        try:
            done = subprocess.run([exe, *argv[1:]], env=dict(self.environ), timeout=timeout,
                                  capture_output=True, text=True, errors="replace",
                                  stdin=subprocess.DEVNULL, check=False)
        except subprocess.TimeoutExpired:
            return Ran(tuple(argv), 124, "", f"{argv[0]} did not answer in {timeout:.0f} s")
        except OSError as exc:
            return Ran(tuple(argv), 126, "", f"{argv[0]} could not run ({exc.strerror})")
        return Ran(tuple(argv), done.returncode, done.stdout, done.stderr)
