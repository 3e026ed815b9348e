"""The cached venvs' own scripts start (session 24): a venv is built in a temporary
directory and renamed into place, and every script pip wrote (``bin/hermes``, ``bin/pip``)
named the temporary directory in its ``#!`` line, long gone: "required file not found".
Venvs cached that way are repaired the next time a test asks for them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.venvcache import ensure_venv

MARKER = "ready.json"


def _make(directory: Path) -> None:
    """A venv as pip leaves one: a console script whose ``#!`` names the venv's python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(directory)], check=True)
    tool = directory / "bin" / "tool"
    tool.write_text(f"#!{directory}/bin/python\nimport sys\nprint('ran in', sys.prefix)\n")
    tool.chmod(0o755)
    (directory / MARKER).write_text("{}")


def _ready(venv: Path) -> bool:
    return (venv / MARKER).exists()


def _runs(venv: Path) -> str:
    return subprocess.run([str(venv / "bin" / "tool")], capture_output=True, text=True,
                          check=True).stdout.strip()


def test_a_venv_built_here_runs_its_own_scripts(tmp_path: Path) -> None:
    venv = tmp_path / "cache" / "tools"
    ensure_venv(venv, ready=_ready, build=_make, error=RuntimeError, what="test")
    assert _runs(venv) == f"ran in {venv}"
    leftovers = [p.name for p in venv.parent.iterdir() if ".tmp-" in p.name]
    assert leftovers == []
    for name in ("activate", "tool"):
        assert ".tmp-" not in (venv / "bin" / name).read_text(), name


def test_a_venv_cached_with_the_build_directorys_scripts_is_repaired(tmp_path: Path) -> None:
    venv = tmp_path / "cache" / "tools"
    built = tmp_path / "cache" / ".tools.tmp-abc123"
    built.parent.mkdir()
    _make(built)
    built.rename(venv)  # what ensure_venv did before session 24
    with pytest.raises(FileNotFoundError):  # its #! names the build directory, gone
        _runs(venv)
    ensure_venv(venv, ready=_ready, build=lambda _: None, error=RuntimeError, what="test")
    assert _runs(venv) == f"ran in {venv}"
    assert str(built) not in (venv / "pyvenv.cfg").read_text()
