"""Cached virtual environments for the tests' real parts (Hermes, llama.cpp and a model).

A venv is built in a temporary sibling directory and renamed into place only after its
builder's checks pass, under an exclusive lock; the builder writes a marker file the caller's
``ready`` check reads. A killed install therefore leaves either nothing or a stray temporary
directory (removed by the next build), never a half venv that looks finished, and two test
sessions building the same venv wait for each other instead of both downloading it.

A venv's scripts name the directory it was made in (``bin/pip``'s and ``bin/hermes``'s
``#!`` line, ``bin/activate``): before the rename they are rewritten to name the venv's
own path. Venvs cached before that (session 24) named the temporary directory, long gone,
so ``bin/hermes`` and ``bin/pip`` did not start ("required file not found"); they are
repaired in place the next time they are used.
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


def _made_in(venv: Path) -> str | None:
    """The directory ``venv`` was made in, as its pyvenv.cfg records the ``venv`` command."""
    try:
        config = (venv / "pyvenv.cfg").read_text(encoding="utf-8")
    except OSError:
        return None
    for line in config.splitlines():
        key, _, value = line.partition("=")
        if key.strip() == "command" and " -m venv " in value:
            return value.rsplit(" ", 1)[-1].strip() or None
    return None


def relocate(venv: Path, *, made_in: str | None = None, to: Path | None = None) -> None:
    """Make the scripts of ``venv`` (and its pyvenv.cfg) name ``to`` (by default ``venv``)
    instead of ``made_in`` (by default the directory its pyvenv.cfg says it was made in).
    Each file is replaced atomically, so a test running the venv meanwhile sees the old or
    the new."""
    made_in = made_in or _made_in(venv)
    here = str(to or venv)
    if not made_in or made_in == here:
        return
    # The path, and the prompt bin/activate shows: "(<directory's name>) ".
    moves = [(made_in.encode(), here.encode()),
             (f"({Path(made_in).name})".encode(), f"({Path(here).name})".encode())]
    for path in [*sorted((venv / "bin").iterdir()), venv / "pyvenv.cfg"]:
        if path.is_symlink() or not path.is_file():
            continue
        data = path.read_bytes()
        if moves[0][0] not in data or b"\0" in data[:1024]:  # (not a text file: leave it)
            continue
        for old, new in moves:
            data = data.replace(old, new)
        fixed = path.with_name(f".{path.name}.relocating")
        fixed.write_bytes(data)
        os.chmod(fixed, path.stat().st_mode & 0o7777)
        os.replace(fixed, path)


def ensure_venv(venv: Path, *, ready: Callable[[Path], bool],
                build: Callable[[Path], None], error: type[Exception], what: str) -> Path:
    """The interpreter of ``venv`` once ``ready(venv)``, calling ``build(tmp)`` first if it
    is not: ``tmp`` is an empty directory beside ``venv`` that becomes ``venv``."""
    venv.parent.mkdir(parents=True, exist_ok=True)
    if ready(venv):
        if _made_in(venv) not in (None, str(venv)):  # cached before its scripts were moved
            with open(venv.parent / f".{venv.name}.lock", "a") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                relocate(venv)
        return interpreter(venv)
    with open(venv.parent / f".{venv.name}.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if ready(venv):  # another session built it while we waited
            return interpreter(venv)
        for stale in venv.parent.glob(f".{venv.name}.tmp-*"):
            shutil.rmtree(stale, ignore_errors=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{venv.name}.tmp-", dir=venv.parent))
        try:
            build(tmp)
            relocate(tmp, made_in=str(tmp), to=venv)  # its scripts name where it is going
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
