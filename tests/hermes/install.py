"""Install (or reuse) a virtual environment holding the real ``hermes-agent==0.19.0``.

Usage: ``python tests/hermes/install.py`` prints the venv's interpreter path.

The venv lives at ``$REVERIE_HERMES_VENV`` or ``~/.cache/reverie/hermes-0.19.0``. Hermes is
installed with ``--no-deps`` (its full dependency set pulls in model SDKs, web servers and
image libraries the interop tests never touch) plus the few runtime packages, pinned to the
versions in Hermes' own METADATA, that its memory, write-approval, state, session-search,
plugin and config modules import.

Robustness: the venv is built in a sibling temporary directory and renamed into place only
after the imports succeed, and a marker file records what was installed; a killed install
therefore leaves either nothing or a stray temporary directory (removed next time), never a
half venv that looks finished. An exclusive lock serialises concurrent test sessions.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERMES_VERSION = "0.19.0"
# Pinned as in hermes_agent-0.19.0.dist-info/METADATA (Requires-Dist).
RUNTIME_PACKAGES = ("pyyaml==6.0.3",)
# What the interop tests import; the install is only kept if all of them import.
MODULES = (
    "tools.memory_tool",
    "tools.write_approval",
    "hermes_cli.write_approval_commands",
    "hermes_state",
    "tools.session_search_tool",
    "tools.threat_patterns",
    "hermes_cli.plugins",
    "hermes_cli.config",
)
MARKER = "reverie-hermes.json"


class HermesInstallError(RuntimeError):
    """The Hermes venv could not be built; the message says which step failed."""


def venv_dir(environ: dict[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    configured = env.get("REVERIE_HERMES_VENV")
    if configured:
        return Path(configured).expanduser()
    return Path.home() / ".cache" / "reverie" / f"hermes-{HERMES_VERSION}"


def _expected_marker() -> dict[str, object]:
    return {"hermes-agent": HERMES_VERSION, "packages": list(RUNTIME_PACKAGES),
            "python": f"{sys.version_info.major}.{sys.version_info.minor}"}


def interpreter(venv: Path) -> Path:
    return venv / "bin" / "python"


def is_ready(venv: Path) -> bool:
    try:
        marker = json.loads((venv / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return marker == _expected_marker() and interpreter(venv).exists()


def _run(cmd: list[str], step: str) -> None:
    # Run from a neutral directory so nothing in the caller's cwd shadows Hermes' modules.
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=tempfile.gettempdir())
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-15:]
        raise HermesInstallError(f"{step} failed (exit {proc.returncode}):\n" + "\n".join(tail))


def _build(tmp: Path) -> None:
    _run([sys.executable, "-m", "venv", str(tmp)], "creating the Hermes venv")
    py = str(interpreter(tmp))
    pip = [py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps"]
    _run(pip + [f"hermes-agent=={HERMES_VERSION}", *RUNTIME_PACKAGES],
         f"pip install hermes-agent=={HERMES_VERSION} (needs network access to PyPI)")
    probe = f"import importlib\nfor m in {MODULES!r}:\n    importlib.import_module(m)\n"
    _run([py, "-P", "-c", probe], "importing Hermes' modules in the new venv")
    (tmp / MARKER).write_text(json.dumps(_expected_marker()), encoding="utf-8")


def ensure(venv: Path | None = None) -> Path:
    """Return the interpreter of a ready Hermes venv, building it first if needed."""
    venv = venv_dir() if venv is None else venv
    if is_ready(venv):
        return interpreter(venv)
    venv.parent.mkdir(parents=True, exist_ok=True)
    lock_path = venv.parent / f".{venv.name}.lock"
    with open(lock_path, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if is_ready(venv):  # another session built it while we waited
            return interpreter(venv)
        for stale in venv.parent.glob(f".{venv.name}.tmp-*"):
            shutil.rmtree(stale, ignore_errors=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{venv.name}.tmp-", dir=venv.parent))
        try:
            shutil.rmtree(tmp)
            _build(tmp)
            if venv.exists() or venv.is_symlink():
                # An unfinished or outdated venv (no valid marker): move it aside first.
                old = venv.parent / f".{venv.name}.tmp-old-{os.getpid()}"
                os.rename(venv, old)
                shutil.rmtree(old, ignore_errors=True)
            os.rename(tmp, venv)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    if not is_ready(venv):
        raise HermesInstallError(f"the Hermes venv at {venv} is not usable after installing")
    return interpreter(venv)


def main() -> int:
    try:
        print(ensure())
    except (HermesInstallError, OSError) as exc:
        print(f"error: could not install hermes-agent=={HERMES_VERSION}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
