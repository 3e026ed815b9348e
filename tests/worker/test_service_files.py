"""The service definitions `reverie service install` writes: the systemd unit is checked by
systemd's own `systemd-analyze verify` (Debian's systemd package), the launchd plist by
plistlib, and the key-file parser and ExecStart quoting by round trips."""

from __future__ import annotations

import os
import plistlib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.config import UsageError
from reverie.config.errors import ServiceError
from reverie.worker.service import ServiceHost, plan_service, resolve_target
from reverie.worker.service.envfile import parse_env
from reverie.worker.service.systemd import join_exec, read_unit, split_exec, unit_command
from reverie.worker.service.target import target_from_args

SYSTEMD_ANALYZE = shutil.which("systemd-analyze")


def host_for(tmp_path: Path, platform: str = "linux", python: str | None = None) -> ServiceHost:
    env = {"HOME": str(tmp_path / "user"), "XDG_CONFIG_HOME": str(tmp_path / "user" / "cfg"),
           "PATH": "/nonexistent", "USER": "tester"}
    return ServiceHost.current(env, platform=platform, python=python)


def verify(tmp_path: Path, name: str, text: str) -> subprocess.CompletedProcess[str]:
    """systemd-analyze verify --user on the unit: exit 0 and nothing said means it loads."""
    assert SYSTEMD_ANALYZE, "systemd-analyze is missing: apt-get install systemd (see .ci/run)"
    units = tmp_path / "units"
    units.mkdir(exist_ok=True)
    (units / name).write_text(text, encoding="utf-8")
    # The runtime directory is a short path of its own (mkdtemp: owner-only), not under
    # tmp_path: systemd reads the user's socket units there (gpg-agent's
    # %t/gnupg/S.gpg-agent.browser), and a socket's path must fit in 108 bytes, which a deep
    # pytest directory (on /dev/shm, a test's long name) does not.
    with tempfile.TemporaryDirectory(prefix="reverie-rt-") as runtime:
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "XDG_RUNTIME_DIR": runtime,
               "HOME": str(tmp_path / "user"), "SYSTEMD_LOG_COLOR": "0"}
        return subprocess.run([SYSTEMD_ANALYZE, "verify", "--user", str(units / name)],
                              capture_output=True, text=True, env=env, timeout=60)


def single_home(tmp_path: Path, name: str = "home") -> Path:
    home = tmp_path / name
    (home / "profiles" / "coder").mkdir(parents=True)
    return home


def test_the_unit_of_a_home_passes_systemd_analyze_and_says_what_it_runs(tmp_path):
    home = single_home(tmp_path)
    host = host_for(tmp_path)
    plan = plan_service(resolve_target(str(home), None, (), False, host.environ), host)
    ran = verify(tmp_path, plan.name, plan.text)
    assert (ran.returncode, ran.stderr) == (0, "")

    unit = read_unit(plan.text)
    service = unit["Service"]
    assert service["Restart"] == "on-failure"
    assert service["StandardOutput"] == service["StandardError"] == "journal"
    assert service["EnvironmentFile"] == str(tmp_path / "user/cfg/reverie") + "/" + \
        plan.env_file.name
    assert Path(service["WorkingDirectory"]) == home.resolve()
    assert service["TimeoutStopSec"] == "60"                    # shutdown_timeout 30 + 30
    assert unit["Install"]["WantedBy"] == "default.target"
    command = unit_command(plan.text)
    assert command == [str(host.python), "-m", "reverie.worker.cli", "--home", str(home.resolve()), "run"]
    assert all(os.path.isabs(p) for p in (command[0], command[4]))


def test_profiles_pools_and_odd_paths_pass_systemd_analyze(tmp_path):
    """A venv and a home whose paths hold a space, %, $, ; (and the home quotes and a
    backslash) still give a unit systemd loads: systemd finds the interpreter at the path
    it parsed, and reads no specifier or variable into the arguments."""
    odd = tmp_path / "we ird %d $HOME ;"
    (odd / "bin").mkdir(parents=True)
    (odd / "bin" / "python").symlink_to(sys.executable)
    home = single_home(tmp_path, 'h "q" \\b $X %d')
    host = host_for(tmp_path, python=str(odd / "bin" / "python"))
    env = host.environ
    targets = [resolve_target(str(home), None, (), False, env),
               resolve_target(str(home), "coder", (), False, env),
               resolve_target(str(home), None, (), True, env),
               resolve_target(None, None, (str(home), str(tmp_path / "h*")), True, env)]
    names = []
    for target in targets:
        plan = plan_service(target, host)
        ran = verify(tmp_path, plan.name, plan.text)
        assert (ran.returncode, ran.stderr) == (0, ""), plan.text
        assert unit_command(plan.text) == plan.command
        assert target_from_args(plan.command[3:]) == target      # status reads it back
        names.append(plan.name)
    # Each home its own unit; --all-profiles replaces the home's unit rather than adding one.
    assert len(set(names)) == 3 and names[0] == names[2]


def test_systemd_analyze_catches_what_the_quoting_prevents(tmp_path):
    """The check is not vacuous: an unescaped specifier, or an interpreter systemd cannot
    find, fails verify."""
    home = single_home(tmp_path, "h%Q")
    host = host_for(tmp_path)
    plan = plan_service(resolve_target(str(home), None, (), False, host.environ), host)
    assert verify(tmp_path, plan.name, plan.text).returncode == 0
    broken = plan.text.replace("%%Q", "%Q")
    assert verify(tmp_path, plan.name, broken).returncode != 0
    missing = plan.text.replace(str(host.python), str(tmp_path / "no-such-python"))
    assert verify(tmp_path, plan.name, missing).returncode != 0


def test_an_interpreter_path_systemd_refuses_is_refused_at_install(tmp_path):
    home = single_home(tmp_path)
    host = host_for(tmp_path, python=str(tmp_path / 'v"env' / "bin" / "python"))
    with pytest.raises(UsageError, match="quote or a backslash"):
        plan_service(resolve_target(str(home), None, (), False, host.environ), host)


def test_names_follow_hermes_gateway_install(tmp_path):
    user = tmp_path / "user"
    (user / ".hermes" / "profiles" / "ops").mkdir(parents=True)
    other = single_home(tmp_path, "elsewhere")
    host = host_for(tmp_path)
    env = host.environ

    def name(home, profile=None, homes=()):
        return plan_service(resolve_target(home, profile, homes, False, env), host).name

    assert name(None) == "reverie.service"                     # ~/.hermes
    assert name(None, "ops") == "reverie-ops.service"
    assert name(str(user / ".hermes" / "profiles" / "ops")) == "reverie-ops.service"
    hashed = name(str(other))
    assert hashed.startswith("reverie-") and len(hashed) == len("reverie-12345678.service")
    assert name(None, homes=(str(other),)).startswith("reverie-pool-")
    mac = host_for(tmp_path, platform="darwin")
    plan = plan_service(resolve_target(None, "ops", (), False, env), mac)
    assert plan.name == "ai.reverie.worker-ops"
    assert plan.path == user / "Library" / "LaunchAgents" / "ai.reverie.worker-ops.plist"


def test_the_launchd_plist_loads_with_plistlib(tmp_path):
    home = single_home(tmp_path)
    host = host_for(tmp_path, platform="darwin")
    plan = plan_service(resolve_target(str(home), None, (), True, host.environ), host)
    data = plistlib.loads(plan.text.encode())
    assert data["Label"] == plan.name
    assert data["RunAtLoad"] is True and data["KeepAlive"] == {"SuccessfulExit": False}
    args = data["ProgramArguments"]
    assert args[:4] == [str(host.python), "-m", "reverie.worker.service.launch",
                        str(plan.env_file)]
    assert args[4:] == ["--home", str(home.resolve()), "run", "--all-profiles"]
    assert os.path.isabs(args[0]) and os.path.isabs(args[5])
    log = tmp_path / "user" / "Library" / "Logs" / "reverie" / f"{plan.name}.log"
    assert data["StandardOutPath"] == data["StandardErrorPath"] == str(log)
    assert data["Umask"] == 0o077 and data["ExitTimeOut"] == 60
    assert Path(data["WorkingDirectory"]) == home.resolve()
    assert not any("KEY" in k for k in data.get("EnvironmentVariables", {}))


def test_home_and_glob_validation_is_one_clear_line(tmp_path):
    env = host_for(tmp_path).environ
    (tmp_path / "a").mkdir()
    with pytest.raises(ServiceError, match=r"--homes .*/nope is not a directory"):
        resolve_target(None, None, (str(tmp_path / "nope"),), False, env)
    with pytest.raises(ServiceError, match="matches no directory"):
        resolve_target(None, None, (str(tmp_path / "zz*"),), False, env)
    with pytest.raises(ServiceError, match="is not a directory"):
        resolve_target(str(tmp_path / "missing"), None, (), False, env)
    with pytest.raises(UsageError, match="leave out --home"):
        resolve_target(str(tmp_path / "a"), None, (str(tmp_path / "a"),), False, env)
    with pytest.raises(UsageError, match="leave out --profile"):
        resolve_target(str(tmp_path / "a"), "coder", (), True, env)
    with pytest.raises(UsageError, match="control character"):
        resolve_target(None, None, (str(tmp_path / "a\nb"),), False, env)
    # Relative paths and ~ are recorded absolute; a repeated pattern once.
    target = resolve_target(None, None, ("a", "a", "~/../a*"), False, env,
                            cwd=tmp_path)
    assert target.homes == (str(tmp_path / "a"), str(tmp_path / "a*"))


def test_a_pool_serves_what_its_globs_match_and_their_profiles(tmp_path):
    (tmp_path / "homes" / "alice" / "profiles" / "work").mkdir(parents=True)
    (tmp_path / "homes" / "bob").mkdir()
    (tmp_path / "solo").mkdir()
    env = host_for(tmp_path).environ
    pool = resolve_target(None, None, (str(tmp_path / "homes" / "*"),), False, env)
    assert pool.serves(tmp_path / "homes" / "bob")
    assert not pool.serves(tmp_path / "solo")
    assert not pool.serves(tmp_path / "homes" / "alice" / "profiles" / "work")
    everything = resolve_target(None, None, (str(tmp_path / "homes" / "*"),), True, env)
    assert everything.serves(tmp_path / "homes" / "alice" / "profiles" / "work")
    solo = resolve_target(str(tmp_path / "solo"), None, (), False, env)
    assert solo.serves(tmp_path / "solo") and not solo.serves(tmp_path / "homes" / "bob")


# --- ExecStart quoting and the key file: round trips ------------------------------------------

printable = st.text(st.characters(min_codepoint=32, blacklist_categories=("Cs",),
                                  blacklist_characters="\x7f"), min_size=1, max_size=40)


@settings(max_examples=300, deadline=None)
@given(st.lists(printable, min_size=1, max_size=6))
def test_exec_start_quoting_round_trips(args):
    executable = "/opt/venv/bin/python"
    assert split_exec(join_exec([executable, *args])) == [executable, *args]


KEYS = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,20}", fullmatch=True)
VALUES = st.text(st.characters(min_codepoint=32, max_codepoint=0x2FFF,
                               blacklist_categories=("Cs",), blacklist_characters="\x7f"),
                 max_size=40)


def env_line(key: str, value: str) -> str:
    """How a user writes KEY=VALUE so both systemd and Reverie read VALUE."""
    if "'" not in value:
        return f"{key}='{value}'"
    escaped = "".join("\\" + ch if ch in '"\\$`' else ch for ch in value)
    return f'{key}="{escaped}"'


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(KEYS, VALUES, max_size=5))
def test_the_key_file_parser_reads_what_was_written(values):
    text = "# keys\n\n" + "\n".join(env_line(k, v) for k, v in values.items()) + "\n"
    assert parse_env(text) == values


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_the_key_file_parser_reads_any_text_or_refuses_in_one_line(text):
    try:
        parse_env(text)
    except ServiceError as exc:
        message = str(exc)
        assert "\n" not in message
        assert message.startswith("Line ")


def test_the_key_file_parser_accepts_systemd_s_plain_forms_and_refuses_the_rest():
    assert parse_env("A=1\n  B = two \n; note\nC=\nD='x y'\nE=\"q\\\"\"\n") == {
        "A": "1", "B": "two", "C": "", "D": "x y", "E": 'q"'}
    for bad in ("export A=1", "A=x y", "A='open", 'A="x"tail', "A=a#b", "1A=x", "A=\\n"):
        with pytest.raises(ServiceError) as caught:
            parse_env(f"OK=1\n{bad}\n")
        assert "Line 2" in str(caught.value)
        secret = bad.partition("=")[2]
        assert not secret or secret not in str(caught.value)
