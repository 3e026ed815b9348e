"""Stand-ins for systemctl, launchctl and loginctl, found by PATH like the real ones.

No user systemd (or launchd) runs in the test container, and a test must never reach the
real user manager of a developer's machine, so `reverie service` is pointed at a directory
holding these instead. Each is a real executable script: it appends its arguments to a log
(one JSON list a line) and keeps the state a manager would (loaded, enabled, active) in a
JSON file, so a test can read what was asked, in order, and what the manager would report.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

_SYSTEMCTL = r'''
import json, sys
from pathlib import Path
LOG, STATE, MODE = Path(%(log)r), Path(%(state)r), %(mode)r
args = sys.argv[1:]
with LOG.open("a") as fh:
    fh.write(json.dumps(args) + "\n")
if MODE == "offline":
    sys.stderr.write("Failed to connect to bus: No medium found\n")
    sys.exit(1)
assert args[0] == "--user", args
verb, rest = args[1], args[2:]
state = json.loads(STATE.read_text()) if STATE.exists() else {}
unit = state.setdefault(rest[0], {}) if rest else {}
if verb == "show":
    known = unit.get("loaded", False)
    print("LoadState=" + ("loaded" if known else "not-found"))
    print("ActiveState=" + unit.get("active", "inactive"))
    print("SubState=" + ("running" if unit.get("active") == "active" else "dead"))
    print("UnitFileState=" + ("enabled" if unit.get("enabled") else "disabled"))
    print("MainPID=" + ("4242" if unit.get("active") == "active" else "0"))
    print("Result=" + unit.get("result", "success"))
elif verb == "daemon-reload":
    for name, u in state.items():
        u["loaded"] = True
elif verb == "enable":
    unit.update(enabled=True, loaded=True)
elif verb == "disable":
    unit["enabled"] = False
elif verb in ("start", "restart"):
    crashed = MODE == "crashing"
    unit.update(active="failed" if crashed else "active", loaded=True,
                result="exit-code" if crashed else "success",
                starts=unit.get("starts", 0) + 1)
elif verb == "stop":
    unit["active"] = "inactive"
STATE.write_text(json.dumps(state))
'''

_LAUNCHCTL = r'''
import json, sys
from pathlib import Path
LOG, STATE = Path(%(log)r), Path(%(state)r)
args = sys.argv[1:]
with LOG.open("a") as fh:
    fh.write(json.dumps(args) + "\n")
state = json.loads(STATE.read_text()) if STATE.exists() else {}
verb = args[0]
if verb == "print":
    label = args[1].split("/", 2)[2]
    if label not in state:
        sys.stderr.write("Could not find service \"%%s\" in domain\n" %% label)
        sys.exit(113)
    print(args[1] + " = {\n\tstate = running\n\tpid = 77\n}")
elif verb == "bootstrap":
    import plistlib
    label = plistlib.loads(Path(args[2]).read_bytes())["Label"]
    state[label] = {"plist": args[2]}
elif verb == "bootout":
    state.pop(args[1].split("/", 2)[2], None)
STATE.write_text(json.dumps(state))
'''

_LOGINCTL = r'''
import sys
print("no")
'''


@dataclass
class Stubs:
    """The PATH directory holding the stand-ins, and what they recorded."""

    bin: Path
    log: Path
    state: Path

    def calls(self) -> list[list[str]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines()]

    def verbs(self) -> list[str]:
        """``systemctl --user VERB NAME`` calls as "VERB NAME" (reads left out)."""
        out = []
        for call in self.calls():
            words = call[1:] if call[:1] == ["--user"] else call
            if words[0] not in ("show", "print"):
                out.append(" ".join(words[:2]))
        return out

    def units(self) -> dict:
        return json.loads(self.state.read_text()) if self.state.exists() else {}

    def clear(self) -> None:
        self.log.unlink(missing_ok=True)


def _script(path: Path, body: str, **values: str) -> None:
    # -S: no site packages to import, so each call starts in a few milliseconds.
    path.write_text(f"#!{sys.executable} -S\n" + body % values, encoding="utf-8")
    path.chmod(0o755)


def make_stubs(where: Path, *, systemctl: str | None = "online", launchctl: bool = False) -> Stubs:
    """Stand-ins in ``where/bin``. ``systemctl``: "online" (a user manager answers),
    "crashing" (it answers, and every unit it starts fails), "offline" (as systemctl is in
    a container without user systemd: "Failed to connect to bus"), or None (not installed)."""
    stubs = Stubs(where / "bin", where / "calls.jsonl", where / "state.json")
    stubs.bin.mkdir(parents=True)
    paths = {"log": str(stubs.log), "state": str(stubs.state)}
    if systemctl is not None:
        _script(stubs.bin / "systemctl", _SYSTEMCTL, mode=systemctl, **paths)
        _script(stubs.bin / "loginctl", _LOGINCTL)
    if launchctl:
        _script(stubs.bin / "launchctl", _LAUNCHCTL, **paths)
    return stubs


def service_env(tmp: Path, stubs: Stubs, **extra: str) -> dict[str, str]:
    """An environment whose HOME, XDG_CONFIG_HOME and PATH are the test's own."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("REVERIE_HOME", "HERMES_HOME", "REVERIE_PROFILE", "GEMINI_API_KEY",
                        "GOOGLE_API_KEY", "OPENAI_API_KEY", "OPENROUTER_API_KEY",
                        "XDG_CONFIG_HOME")}
    env.update(HOME=str(tmp / "user"), XDG_CONFIG_HOME=str(tmp / "user" / "config"),
               PATH=str(stubs.bin), USER="tester")
    (tmp / "user").mkdir(exist_ok=True)
    env.update(extra)
    return env
