"""Cached virtual environments for the tests' real parts (Hermes, llama.cpp and a model).

A venv is built in a temporary sibling directory and renamed into place only after its
builder's checks pass, under an exclusive lock; the builder writes a marker file the caller's
``ready`` check reads. A killed install therefore leaves either nothing or a stray temporary
directory (removed by the next build), never a half venv that looks finished, and two test
sessions building the same venv wait for each other instead of both downloading it.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path


def interpreter(venv: Path) -> Path:
    return venv / "bin" / "python"


def cached_venv_dir(variable: str, name: str, environ: dict[str, str] | None = None) -> Path:
    """``$variable`` when it is set, else ``~/.cache/reverie/<name>`` (kept between CI runs)."""
    env = os.environ if environ is None else environ
    configured = env.get(variable)
    if configured:
        return Path(configured).expanduser()
    return Path.home() / ".cache" / "reverie" / name


def python_tag() -> str:
    """The running Python's major.minor, as the venv markers record it (a venv is built for
    one Python)."""
    return f"{sys.version_info.major}.{sys.version_info.minor}"


def run_step(cmd: list[str], step: str, error: type[Exception]) -> str:
    """Run one install step; a failure raises ``error`` naming the step and the output's
    last lines. Runs from a neutral directory so nothing in the caller's cwd shadows the
    modules being checked."""
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=tempfile.gettempdir())
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-15:]
        raise error(f"{step} failed (exit {proc.returncode}):\n" + "\n".join(tail))
    return proc.stdout


def ensure_venv(venv: Path, *, ready: Callable[[Path], bool],
                build: Callable[[Path], None], error: type[Exception], what: str) -> Path:
    """The interpreter of ``venv`` once ``ready(venv)``, calling ``build(tmp)`` first if it
    is not: ``tmp`` is an empty directory beside ``venv`` that becomes ``venv``."""
    if ready(venv):
        return interpreter(venv)
    venv.parent.mkdir(parents=True, exist_ok=True)
    with open(venv.parent / f".{venv.name}.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if ready(venv):  # another session built it while we waited
            return interpreter(venv)
        for stale in venv.parent.glob(f".{venv.name}.tmp-*"):
            shutil.rmtree(stale, ignore_errors=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{venv.name}.tmp-", dir=venv.parent))
        try:
            build(tmp)
            if venv.exists() or venv.is_symlink():
                # An unfinished or outdated venv (no valid marker): move it aside first.
                old = venv.parent / f".{venv.name}.tmp-old-{os.getpid()}"
                os.rename(venv, old)
                shutil.rmtree(old, ignore_errors=True)
            os.rename(tmp, venv)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    if not ready(venv):
        raise error(f"the {what} venv at {venv} is not usable after installing")
    return interpreter(venv)
