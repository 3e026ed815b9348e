"""The launchd agent (macOS): its property list, and what ``launchctl print`` says of it.

``RunAtLoad`` starts it at login (and when installed); ``KeepAlive: {SuccessfulExit:
false}`` restarts it when it exits with an error, as systemd's ``Restart=on-failure`` (a
clean exit, after ``launchctl bootout`` or a SIGTERM, stays stopped). launchd has no
environment-file setting, so the agent starts :mod:`worker.service.launch`, which reads the
owner-only key file and then runs Reverie's command line; keys never sit in the plist.
Output goes to one log file under ``~/Library/Logs/reverie/`` (a 0700 directory), and
``Umask`` 077 keeps whatever the worker creates owner-only.
"""

from __future__ import annotations

import plistlib
import re
from dataclasses import dataclass
from typing import Any

from .spec import ServiceSpec
from .target import check_printable

LABEL_BASE = "ai.reverie.worker"


def render_plist(spec: ServiceSpec) -> str:
    assert spec.log_file is not None
    for text in (*spec.command, str(spec.working_directory), str(spec.log_file)):
        check_printable(text, repr(text))
    data: dict[str, Any] = {
        "Label": spec.name,
        "ProgramArguments": list(spec.command),
        "WorkingDirectory": str(spec.working_directory),
        "RunAtLoad": True,
        "KeepAlive": {"SuccessfulExit": False},
        "ThrottleInterval": 10,
        "ExitTimeOut": int(spec.stop_timeout),
        "Umask": 0o077,
        "EnvironmentVariables": {"PYTHONUNBUFFERED": "1"},
        "StandardOutPath": str(spec.log_file),
        "StandardErrorPath": str(spec.log_file),
    }
    return plistlib.dumps(data, sort_keys=False).decode("utf-8")


def plist_command(text: str) -> list[str]:
    """ProgramArguments of a plist's text ([] when it is not a plist with them)."""
    try:
        data = plistlib.loads(text.encode("utf-8"))
    except (plistlib.InvalidFileException, ValueError, TypeError, OSError):
        return []
    args = data.get("ProgramArguments") if isinstance(data, dict) else None
    return [str(a) for a in args] if isinstance(args, list) else []


@dataclass(frozen=True)
class AgentState:
    loaded: bool
    running: bool
    pid: int | None = None
    last_exit: str | None = None


def read_print(output: str) -> AgentState:
    """What ``launchctl print gui/UID/LABEL`` printed for a loaded agent."""
    state = re.search(r"^\s*state = (\S+)", output, re.M)
    pid = re.search(r"^\s*pid = (\d+)", output, re.M)
    last = re.search(r"^\s*last exit (?:code|status) = (.+)$", output, re.M)
    return AgentState(loaded=True, running=bool(state and state.group(1) == "running"),
                      pid=int(pid.group(1)) if pid else None,
                      last_exit=last.group(1).strip() if last else None)
