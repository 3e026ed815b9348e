"""`reverie service install | status | uninstall` against a temporary HOME / XDG_CONFIG_HOME,
with systemctl (and launchctl, loginctl) stood in for by real scripts found on PATH
(tests/worker/service_stubs.py): no user service manager runs in the test container."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from reverie.worker.cli import main
from reverie.worker.doctor import diagnose
from reverie.worker.service import (
    ServiceHost,
    install_service,
    plan_service,
    resolve_target,
    service_status,
    uninstall_service,
)
from tests.worker.service_stubs import make_stubs, service_env

SECRET = "sk-test-0123456789abcdef"


def reverie(env: dict[str, str], *args: str) -> tuple[int, str, str]:
    """``reverie ARGS`` through the real entry point: (exit status, stdout, stderr)."""
    runner = CliRunner(env=env)
    with runner.isolation() as (out, err, _):
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        else:
            code = -1
        return code, out.getvalue().decode(), err.getvalue().decode()


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def box(tmp_path):
    """A home, a stub-equipped PATH and an environment pointing at both."""
    home = tmp_path / "agent"
    home.mkdir()
    stubs = make_stubs(tmp_path / "stubs")
    env = service_env(tmp_path, stubs)
    units = tmp_path / "user" / "config" / "systemd" / "user"
    keys = tmp_path / "user" / "config" / "reverie"
    return home, stubs, env, units, keys


def test_install_writes_an_owner_only_unit_and_key_file_and_starts_it(box):
    home, stubs, env, units, keys = box
    code, out, err = reverie(env, "--home", str(home), "service", "install")
    assert code == 0, err
    (unit,) = units.glob("reverie-*.service")
    (key_file,) = keys.glob("reverie-*.env")
    assert unit.stem == key_file.stem
    assert mode(unit) == 0o600 and mode(key_file) == 0o600 and mode(keys) == 0o700
    text = unit.read_text()
    assert f'"--home" "{home.resolve()}" "run"' in text
    assert f"EnvironmentFile={key_file}" in text
    assert key_file.read_text().startswith("# Keys for the Reverie service")
    assert stubs.verbs() == ["daemon-reload", f"enable {unit.name}", f"restart {unit.name}"]
    assert "running, pid 4242" in out and "created" in out
    assert "starts at your next login" in out                 # loginctl says linger: no

    code, out, _ = reverie(env, "--home", str(home), "service", "status")
    assert code == 0
    assert f"{unit.name} (systemd user unit): installed, enabled, running, pid 4242." in out
    assert f"journalctl --user -u {unit.name}" in out


def test_installing_again_changes_nothing_and_other_flags_replace_the_unit(box):
    home, stubs, env, units, keys = box
    assert reverie(env, "--home", str(home), "service", "install")[0] == 0
    (unit,) = units.glob("*.service")
    (key_file,) = keys.glob("*.env")
    key_file.write_text(f"GEMINI_API_KEY={SECRET}\n")
    before = unit.stat().st_mtime_ns
    stubs.clear()
    code, out, _ = reverie(env, "--home", str(home), "service", "install")
    assert code == 0 and "Already installed, unchanged" in out
    assert unit.stat().st_mtime_ns == before
    assert stubs.verbs() == ["daemon-reload", f"enable {unit.name}", f"start {unit.name}"]
    assert key_file.read_text() == f"GEMINI_API_KEY={SECRET}\n"    # never rewritten

    stubs.clear()
    code, out, _ = reverie(env, "--home", str(home), "service", "install", "--all-profiles")
    assert code == 0 and out.startswith("Installed ")
    assert list(units.glob("*.service")) == [unit]               # the same unit, replaced
    assert '"run" "--all-profiles"' in unit.read_text()
    assert stubs.verbs()[-1] == f"restart {unit.name}"


def test_keys_are_named_never_printed(box):
    home, stubs, env, units, keys = box
    env = dict(env, GEMINI_API_KEY=SECRET)
    code, out, err = reverie(env, "--home", str(home), "service", "install")
    assert code == 0
    # The shell's key is not copied into the file, and the user is told so, by name.
    assert "this shell has GEMINI_API_KEY set" in out
    (key_file,) = keys.glob("*.env")
    assert SECRET not in key_file.read_text()
    key_file.write_text(f"GEMINI_API_KEY='{SECRET}'\n")
    for args in (("service", "status"), ("service", "status", "--json"),
                 ("service", "install", "--dry-run"), ("service", "install")):
        code, out, err = reverie(env, "--home", str(home), *args)
        assert SECRET not in out + err
    assert "GEMINI_API_KEY" in reverie(env, "--home", str(home), "service", "status")[1]
    status = json.loads(reverie(env, "--home", str(home), "service", "status", "--json")[1])
    assert status["env_keys"] == ["GEMINI_API_KEY"] and status["running"] is True


def test_a_key_file_others_can_read_or_that_systemd_would_misread_stops_install(box):
    home, stubs, env, units, keys = box
    keys.mkdir(parents=True)
    key_file = keys / f"{plan_for(home, env).name.removesuffix('.service')}.env"
    key_file.write_text(f"GEMINI_API_KEY={SECRET}\n")
    key_file.chmod(0o644)
    code, _, err = reverie(env, "--home", str(home), "service", "install")
    assert code == 1 and "can be read by other users" in err and "chmod 600" in err
    key_file.chmod(0o600)
    key_file.write_text(f"export GEMINI_API_KEY={SECRET}\n")
    code, _, err = reverie(env, "--home", str(home), "service", "install")
    assert code == 1 and "Line 1" in err and SECRET not in err
    assert not units.exists() and stubs.verbs() == []            # nothing written or run


def test_dry_run_prints_the_unit_and_does_nothing(box):
    home, stubs, env, units, keys = box
    code, out, _ = reverie(env, "--home", str(home), "service", "install", "--dry-run")
    assert code == 0
    assert "ExecStart=" in out and "Restart=on-failure" in out and "Nothing was done." in out
    assert not units.exists() and not keys.exists()
    assert stubs.calls() == []                                   # not even a question asked


def test_without_a_user_systemd_install_refuses_and_status_says_why(tmp_path):
    home = tmp_path / "agent"
    home.mkdir()
    for mode_ in ("offline", None):
        stubs = make_stubs(tmp_path / f"stubs-{mode_}", systemctl=mode_)
        env = service_env(tmp_path, stubs)
        code, out, err = reverie(env, "--home", str(home), "service", "install")
        assert code == 1
        assert "No user service manager answers here" in err and "nothing was installed" in err
        assert ("Failed to connect to bus" if mode_ else "systemctl is not installed") in err
        assert len(err.strip().splitlines()) == 1
        assert not (tmp_path / "user" / "config").exists()
    # A unit that is there (copied from another machine, say) with no manager to run it.
    stubs = make_stubs(tmp_path / "stubs-online")
    online = service_env(tmp_path, stubs)
    assert reverie(online, "--home", str(home), "service", "install")[0] == 0
    offline = service_env(tmp_path, make_stubs(tmp_path / "stubs-off2", systemctl="offline"))
    code, out, _ = reverie(offline, "--home", str(home), "service", "status")
    assert code == 1
    assert "installed, enabled: unknown, not running: no user service manager answers" in out
    problems = diagnose(home, environ=offline).to_dict()["problems"]
    assert any(p["check"] == "service" and "Failed to connect to bus" in p["message"]
               for p in problems)


def test_uninstall_stops_removes_and_keeps_the_keys(box):
    home, stubs, env, units, keys = box
    assert reverie(env, "--home", str(home), "service", "install")[0] == 0
    (unit,) = units.glob("*.service")
    stubs.clear()
    code, out, _ = reverie(env, "--home", str(home), "service", "uninstall")
    assert code == 0 and "Stopped and removed" in out and "key file" in out
    assert not unit.exists() and list(keys.glob("*.env"))
    assert stubs.verbs() == [f"stop {unit.name}", f"disable {unit.name}", "daemon-reload"]
    code, out, _ = reverie(env, "--home", str(home), "service", "uninstall")
    assert code == 0 and out.startswith("Nothing to uninstall")
    code, out, _ = reverie(env, "--home", str(home), "service", "status")
    assert code == 1 and "is not installed" in out


def test_a_unit_reverie_did_not_write_is_left_alone(box):
    home, stubs, env, units, keys = box
    units.mkdir(parents=True)
    name = plan_for(home, env).name
    (units / name).write_text("[Service]\nExecStart=/bin/true\n")
    for verb in ("install", "uninstall"):
        code, _, err = reverie(env, "--home", str(home), "service", verb)
        assert code == 1 and "was not written by `reverie service install`" in err
    assert (units / name).read_text() == "[Service]\nExecStart=/bin/true\n"


def test_homes_and_all_profiles_are_recorded_in_exec_start(box, tmp_path):
    home, stubs, env, units, keys = box
    (tmp_path / "homes" / "a").mkdir(parents=True)
    (tmp_path / "homes" / "b").mkdir()
    glob_ = str(tmp_path / "homes" / "*")
    code, out, err = reverie(env, "service", "install", "--homes", glob_, "--homes",
                             str(home), "--all-profiles")
    assert code == 0, err
    (unit,) = units.glob("reverie-pool-*.service")
    assert f'"run" "--homes" "{glob_}" "--homes" "{home}" "--all-profiles"' in unit.read_text()
    assert "--home\"" not in unit.read_text()
    code, out, _ = reverie(env, "service", "status", "--homes", glob_, "--homes", str(home))
    assert "installed" in out and "every profile in them" in out
    # Bad patterns: one line, nothing written.
    for bad, words in (((str(tmp_path / "nope"),), "is not a directory"),
                       ((str(tmp_path / "zz*"),), "matches no directory")):
        code, _, err = reverie(env, "service", "install", *[a for p in bad for a in ("--homes", p)])
        assert code == 1 and words in err and len(err.strip().splitlines()) == 1
    code, _, err = reverie(env, "--home", str(home), "service", "install", "--homes", glob_)
    assert code == 2 and "leave out --home" in err


def test_the_doctor_reports_a_unit_installed_but_not_running(tmp_path):
    home = tmp_path / "agent"
    home.mkdir()
    other = tmp_path / "other"
    other.mkdir()
    crashing = make_stubs(tmp_path / "crash", systemctl="crashing")
    env = service_env(tmp_path, crashing)
    assert reverie(env, "--home", str(home), "service", "install")[0] == 0
    findings = {p["check"]: p["message"] for p in diagnose(home, environ=env).to_dict()["problems"]}
    assert "installed for this home but not running (failed, exit-code)" in findings["service"]
    assert "journalctl --user -u reverie-" in findings["service"]
    # Another home has no unit: nothing to report there.
    assert "service" not in {p["check"] for p in diagnose(other, environ=env).to_dict()["problems"]}
    # Once it runs, the doctor is quiet about it.
    running = service_env(tmp_path, make_stubs(tmp_path / "ok"))
    state = json.loads(crashing.state.read_text())
    for unit in state.values():
        unit.update(active="active", result="success")
    (tmp_path / "ok" / "state.json").write_text(json.dumps(state))
    assert "service" not in {p["check"] for p in diagnose(home, environ=running).to_dict()["problems"]}


def test_launchd_install_status_and_uninstall(tmp_path):
    home = tmp_path / "agent"
    home.mkdir()
    stubs = make_stubs(tmp_path / "stubs", systemctl=None, launchctl=True)
    env = service_env(tmp_path, stubs)
    host = ServiceHost.current(env, platform="darwin")
    plan = plan_service(resolve_target(str(home), None, (), False, env), host)
    report = install_service(plan, host)
    agents = tmp_path / "user" / "Library" / "LaunchAgents"
    assert report.changed and plan.path == agents / "ai.reverie.worker-" \
        f"{plan.name.rsplit('-', 1)[1]}.plist"
    assert mode(plan.path) == 0o600 and mode(plan.env_file) == 0o600
    uid = os.getuid()
    assert stubs.calls() == [["print", f"gui/{uid}/{plan.name}"],
                             ["bootstrap", f"gui/{uid}", str(plan.path)],
                             ["print", f"gui/{uid}/{plan.name}"]]
    assert (tmp_path / "user" / "Library" / "Logs" / "reverie").is_dir()
    status = service_status(plan, host)
    assert status.running and status.state.pid == 77 and status.current
    stubs.clear()
    install_service(plan, host)                                  # unchanged: only kickstart
    assert [c[0] for c in stubs.calls()] == ["print", "kickstart", "print"]
    stubs.clear()
    removed = uninstall_service(plan, host)
    assert removed.removed and not plan.path.exists() and plan.env_file.exists()
    assert stubs.calls()[-1] == ["bootout", f"gui/{uid}/{plan.name}"]


def test_the_launchd_launcher_reads_the_key_file_then_runs_reverie(tmp_path):
    """The agent's command line, run for real (with `doctor --json` in place of `run`): the
    key file's key reaches Reverie, and a bad key file stops it in one line."""
    home = tmp_path / "agent"
    home.mkdir()
    (home / "config.yaml").write_text("memory: {nudge_interval: 0}\n")
    (home / "config.yaml").chmod(0o600)
    key_file = tmp_path / "keys.env"
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "LANG": "C.UTF-8"}

    def launch(text: str) -> subprocess.CompletedProcess[str]:
        key_file.write_text(text)
        key_file.chmod(0o600)
        return subprocess.run([sys.executable, "-m", "reverie.worker.service.launch",
                               str(key_file), "--home", str(home), "doctor", "--json"],
                              capture_output=True, text=True, env=env, timeout=120)

    without = launch("# no keys yet\n")
    with_key = launch(f"GEMINI_API_KEY='{SECRET}'\n")
    checks = [{p["check"] for p in json.loads(r.stdout)["problems"]} for r in (without, with_key)]
    assert "model_key" in checks[0] and "model_key" not in checks[1]
    bad = launch(f'GEMINI_API_KEY="{SECRET}\n')
    assert bad.returncode == 1 and bad.stdout == ""
    assert bad.stderr.startswith("Error: Line 1 of ") and SECRET not in bad.stderr


def plan_for(home: Path, env: dict[str, str]):
    host = ServiceHost.current(env)
    return plan_service(resolve_target(str(home), None, (), False, env), host)


def test_a_fifo_in_place_of_a_unit_or_key_file_is_refused_never_waited_on(box):
    """Issue 19: nothing Reverie reads may block on a FIFO (opening one for reading waits
    for a writer forever). Each command answers at once, in one line."""
    home, stubs, env, units, keys = box
    name = plan_for(home, env).name
    keys.mkdir(parents=True)
    os.mkfifo(keys / f"{name.removesuffix('.service')}.env")
    code, _, err = reverie(env, "--home", str(home), "service", "install")
    assert code == 1 and "not a regular file" in err and len(err.strip().splitlines()) == 1
    (keys / f"{name.removesuffix('.service')}.env").unlink()
    units.mkdir(parents=True)
    os.mkfifo(units / name)
    for verb in ("install", "status", "uninstall"):
        code, _, err = reverie(env, "--home", str(home), "service", verb)
        assert code == 1 and "FIFO" in err, (verb, err)
    # The doctor's scan skips it (it is not a unit Reverie wrote) instead of waiting.
    assert "service" not in {p["check"] for p in diagnose(home, environ=env).to_dict()["problems"]}
