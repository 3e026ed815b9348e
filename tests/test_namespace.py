"""Spec §14: Reverie installs as one package, ``reverie``, and nothing else at the top level.

The wheel is built from this checkout and installed into a fresh virtual environment that
sees the dev environment's third-party packages (a plain path in a .pth file, so the dev
environment's editable finder for Reverie is *not* loaded). From there, in a host directory
that has its own ``config.py`` and ``memory/``, both the host's modules and Reverie's import.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FOLDERS = ("config", "memory", "search_index", "review", "jobs", "worker")


@pytest.fixture(scope="module")
def wheel(reverie_wheel: Path) -> Path:
    return reverie_wheel


@pytest.fixture(scope="module")
def fresh_python(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    env_dir = tmp_path_factory.mktemp("venv")
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    # Third-party dependencies from the dev environment, without its .pth files.
    (site / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return python


def test_the_wheel_holds_only_the_reverie_package(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        tops = {name.split("/")[0] for name in zf.namelist()}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"reverie"}
    with zipfile.ZipFile(wheel) as zf:
        entry = next(n for n in zf.namelist() if n.endswith("entry_points.txt"))
        assert "reverie = reverie.worker.cli:main" in zf.read(entry).decode()


def test_the_wheel_holds_the_console_templates_and_static_files(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    web = REPO / "worker" / "web"
    for folder in ("templates", "static"):
        for path in (web / folder).iterdir():
            assert f"reverie/worker/web/{folder}/{path.name}" in names, path.name


def test_every_source_package_is_listed_in_pyproject() -> None:
    import tomllib

    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {"reverie." + init.parent.relative_to(REPO).as_posix().replace("/", ".")
             for folder in FOLDERS for init in (REPO / folder).rglob("__init__.py")}
    assert found == listed


def test_a_host_with_its_own_config_and_memory_imports_both(fresh_python: Path, tmp_path: Path) -> None:
    host = tmp_path / "host"
    (host / "memory").mkdir(parents=True)
    (host / "config.py").write_text("WHO = 'host config'\n")
    (host / "memory" / "__init__.py").write_text("WHO = 'host memory'\n")
    code = (
        "import importlib.util, config, memory\n"
        "from reverie.config import load_settings\n"
        "from reverie.jobs import enqueue_turn\n"
        "from reverie.memory.store import MemoryStore\n"
        "import reverie.worker.cli\n"
        "print(config.WHO, '|', memory.WHO)\n"
        "for name in ('jobs', 'review', 'worker', 'search_index'):\n"
        "    assert importlib.util.find_spec(name) is None, name\n"
        "print('ok')\n")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    ran = subprocess.run([str(fresh_python), "-c", code], cwd=host, capture_output=True,
                         text=True, env=env, timeout=120)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.split("\n")[:2] == ["host config | host memory", "ok"]


def test_no_bare_top_level_module_is_importable_from_the_install(fresh_python: Path, tmp_path: Path) -> None:
    code = ("import importlib.util\n"
            f"print([n for n in {FOLDERS!r} if importlib.util.find_spec(n) is not None])\n")
    ran = subprocess.run([str(fresh_python), "-c", code], cwd=tmp_path, capture_output=True,
                         text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == "[]"


def test_no_source_file_imports_a_bare_reverie_folder() -> None:
    """The same rule as ruff's banned-api setting, for trees ruff does not lint."""
    offenders = []
    for path in REPO.rglob("*.py"):
        if {".venv", ".git", "build"} & set(path.relative_to(REPO).parts):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0
                     and node.module else [])
            offenders += [f"{path.relative_to(REPO)}: {n}" for n in names
                          if n.split(".")[0] in FOLDERS]
    assert offenders == []
