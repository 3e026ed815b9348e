"""Issue 30, item 1: the README's test command stops at a failed install.

The README's command runs as written, in bash, in a copy of the checkout's setup scripts,
with a PATH of stubs: `apt-get` fails the way it does while unattended upgrades hold the
dpkg lock, and `python3` / `pip` / `ruff` only record that they were called. The command
must stop there, with one line naming the missing packages and how to install them, and
never reach the venv, pip or the suite.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: Real tools the scripts use besides the stubs (nothing that installs or tests anything).
TOOLS = ("bash", "sh", "id", "dirname", "grep", "tail", "mktemp", "rm", "cat", "env")
LOCKED = ("E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 "
          "(unattended-upgr)")


def readme_test_command() -> str:
    blocks = re.findall(r"```sh\n(.*?)\n```", (REPO / "README.md").read_text(encoding="utf-8"),
                        re.S)
    (command,) = [b for b in blocks if b.rstrip().endswith("./dev")]
    return command


def stub(bin_dir: Path, name: str, body: str) -> None:
    path = bin_dir / name
    path.write_text(f"#!/bin/bash\n{body}\n")
    path.chmod(0o755)


def checkout(tmp_path: Path, apt_get: str, python3: str) -> tuple[Path, dict[str, str], Path]:
    """A copy of the setup scripts, a stub PATH without the four Debian packages' tools."""
    work = tmp_path / "checkout"
    work.mkdir()
    for name in ("dev", "dev-setup"):
        if (REPO / name).exists():
            shutil.copy2(REPO / name, work / name)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in TOOLS:
        found = shutil.which(tool)
        assert found, tool
        (bin_dir / tool).symlink_to(found)
    calls = tmp_path / "calls"
    stub(bin_dir, "sudo", 'exec "$@"')
    stub(bin_dir, "apt-get", apt_get)
    stub(bin_dir, "python3", f'echo "python3 $*" >> {calls}\n{python3}')
    for name in ("pip", "ruff"):
        stub(bin_dir, name, f'echo "{name} $*" >> {calls}')
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path), "LANG": "C.UTF-8"}
    return work, env, calls


def run_readme(work: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-c", readme_test_command()], cwd=work, env=env,
                          capture_output=True, text=True, timeout=60)


def test_a_held_dpkg_lock_stops_the_command_with_one_line(tmp_path: Path) -> None:
    apt_get = f'[ "$1" = update ] && exit 0\necho "{LOCKED}" >&2\nexit 100'
    work, env, calls = checkout(tmp_path, apt_get, "exit 0")
    done = run_readme(work, env)
    assert done.returncode != 0
    assert not calls.exists(), f"went on after the failed install: {calls.read_text()}"
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, done.stderr
    (line,) = lines
    assert "redis-server" in line and "prometheus" in line and "systemd" in line
    assert "apt-get install -y" in line and "dpkg/lock-frontend" in line


def test_a_python_without_venv_stops_with_the_package_to_install(tmp_path: Path) -> None:
    no_venv = ('echo "The virtual environment was not created successfully because ensurepip '
               'is not available." >&2\nexit 1')
    work, env, calls = checkout(tmp_path, "exit 0", no_venv)
    done = run_readme(work, env)
    assert done.returncode != 0
    assert calls.read_text().splitlines() == ["python3 -m venv .venv"]
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "python3-venv" in lines[0], done.stderr
    assert not (work / ".venv").exists()


def test_ci_sets_up_through_the_same_script() -> None:
    """.ci/run installs through ./dev-setup (so CI and the README cannot drift apart)."""
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "\n./dev-setup\n" in ci and os.access(REPO / "dev-setup", os.X_OK)
