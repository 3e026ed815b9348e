"""Paths a Hermes snippet may append to its sys.path for one run, instead of installing
anything into the shared cached Hermes venv."""

from __future__ import annotations

import sysconfig
import zipfile
from pathlib import Path


def unpack_wheel(wheel: Path, into: Path) -> Path:
    """Reverie's wheel unpacked as an installed package would be (package + dist-info)."""
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(into)
    return into


def dependencies_only(into: Path) -> Path:
    """A directory of links to this test environment's installed third-party packages,
    without Reverie itself (its dist-info and editable finder) and without .pth files."""
    into.mkdir()
    site = Path(sysconfig.get_paths()["purelib"])
    for entry in site.iterdir():
        name = entry.name.lower()
        if name.startswith(("reverie", "__editable__", "_reverie")) or name.endswith(".pth"):
            continue
        (into / entry.name).symlink_to(entry)
    return into


def run_with_deps(hermes, code: str, home: Path, tmp_path: Path) -> object:
    """``code`` run by ``hermes`` in ``home``, a fresh directory made under ``tmp_path``, with
    ``DEPS`` naming this environment's third-party packages (:func:`dependencies_only`): the
    gateway imports httpx and requests, which the interop venv does not install."""
    home.mkdir()
    deps = dependencies_only(tmp_path / "deps")
    return hermes.run_json(f"DEPS = {str(deps)!r}\n" + code, home)
