"""Issue 30, item 6: `run --once` drains a backlog, says when work is left, and Ctrl-C is
predictable. Real `reverie run --once` processes on tmp homes, real signals.

- It drains all due work: one scan enqueues at most 100 sessions a kind, and a backlog
  past that took one call per 100 sessions with nothing saying so.
- ``--max-sessions N`` takes at most N sessions and ends by saying how many are left and
  what to run.
- The first Ctrl-C stops taking jobs, lets the running one finish (or requeues it) and
  prints one line (finished, left, how to resume); exit 130. A second Ctrl-C stops at once
  and loses nothing: the next run reviews every session exactly once.
"""

from __future__ import annotations

import json
import shlex
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.jobs.ledger import JobLedger
from reverie.review.ledger import all_cursors
from reverie.search_index import SessionStore

from .conftest import (
    REPO,
    child_env,
    heuristic_gemini,
    main_here,
    settings_for,
    wait_for,
    write_config,
)

pytestmark = pytest.mark.slow
KEY = "k-test-not-a-real-key"


def _home(tmp_path: Path, **config) -> tuple[Path, object, dict[str, str]]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    write_config(home, **config)
    env = child_env(GEMINI_API_KEY=KEY)
    return home, settings_for(home, env), env


def _sessions(settings, count: int) -> dict[str, int]:
    """``count`` fresh sessions of one user turn each: due by the nudge (every turn), not
    idle, so only reviews run."""
    last = {}
    with SessionStore.open(settings) as store:
        for i in range(count):
            store.append_message(f"s{i}", "user", f"Remember that build server {i} is "
                                                  f"host-{i}.example.org.")
            last[f"s{i}"] = store.append_message(f"s{i}", "assistant", "Noted.")
    return last


def _cli(home: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                           "--home", str(home), *args], capture_output=True, text=True,
                          env=env, cwd=REPO, timeout=900)


def _reviewed(settings, last: dict[str, int]) -> set[str]:
    cursors = all_cursors(settings)
    return {s for s, n in last.items() if cursors.get(s, 0) >= n}


def _done_reviews(settings) -> dict[str, int]:
    done: dict[str, int] = {}
    for row in JobLedger(settings).in_states(["done"], kind="review", limit=100_000):
        done[row.session_id] = done.get(row.session_id, 0) + 1
    return done


def test_one_run_drains_more_than_one_scan_takes(tmp_path):
    home, settings, env = _home(tmp_path)
    last = _sessions(settings, 105)
    ran = _cli(home, env, "run", "--once", "--json")
    assert ran.returncode == 0, ran.stderr
    report = json.loads(ran.stdout)
    assert set(report["finished"]) == {"done"} and report["left"] == 0
    assert _reviewed(settings, last) == set(last)
    assert _done_reviews(settings) == dict.fromkeys(last, 1)      # each reviewed once


def test_max_sessions_stops_there_and_says_what_is_left(tmp_path):
    home, settings, env = _home(tmp_path)
    last = _sessions(settings, 12)
    ran = _cli(home, env, "run", "--once", "--max-sessions", "5")
    assert ran.returncode == 0, ran.stderr
    assert len(_reviewed(settings, last)) == 5
    assert ran.stdout.strip().splitlines()[-1] == (
        f"7 session(s) are still due: run `reverie --home {home} run --once` again to take them.")
    ran = _cli(home, env, "run", "--once")
    assert ran.returncode == 0, ran.stderr
    assert _reviewed(settings, last) == set(last)
    assert set(_done_reviews(settings).values()) == {1}
    # A bad value is refused by the CLI's entry point before any work: the process's own
    # `main`, called here (a third interpreter start would prove nothing more).
    code, _, err = main_here(env, "--home", str(home), "run", "--once", "--max-sessions", "-1")
    assert code == 2 and "--max-sessions" in err


def test_the_hint_repeats_the_homes_glob_and_running_it_takes_the_rest(tmp_path):
    """The hint names the command that resumes this run: the user's --homes GLOB, quoted as
    they quoted it (a bare `reverie run --once` runs on the default home instead)."""
    homes = tmp_path / "homes"
    settings, last = {}, {}
    for name in ("a", "b"):
        home = homes / name
        home.mkdir(parents=True)
        write_config(home)
        settings[name] = settings_for(home, child_env())
        last[name] = _sessions(settings[name], 3)
    glob = str(homes / "*")
    ran = subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                          "run", "--once", "--max-sessions", "2", "--homes", glob],
                         capture_output=True, text=True, env=child_env(), cwd=REPO, timeout=900)
    assert ran.returncode == 0, ran.stderr
    hint = ran.stdout.strip().splitlines()[-1]
    command = f"reverie run --once --homes '{glob}'"
    assert hint == f"4 session(s) are still due: run `{command}` again to take them."
    # The suggested command, run as the shell would run it, takes exactly what was left.
    words = shlex.split(command)
    assert words[:1] == ["reverie"] and words[-1] == glob        # the glob reaches Reverie
    again = subprocess.run([sys.executable, "-c", "from reverie.worker.cli import main; main()",
                            *words[1:]], capture_output=True, text=True, env=child_env(),
                           cwd=REPO, timeout=900)
    assert again.returncode == 0, again.stderr
    assert "still due" not in again.stdout
    for name in ("a", "b"):
        assert _reviewed(settings[name], last[name]) == set(last[name])
        assert set(_done_reviews(settings[name]).values()) == {1}


def test_resume_command_names_the_home_profile_and_paths_as_given():
    from reverie.worker.once import RESUME_PATHS_SHOWN, resume_command

    assert resume_command() == "`reverie run --once`"
    assert resume_command(home="/srv/my homes/h", profile="work") == (
        "`reverie --home '/srv/my homes/h' --profile work run --once`")
    assert resume_command(homes=["/h/*", "/g"], all_profiles=True) == (
        "`reverie run --once --homes '/h/*' --homes /g --all-profiles`")
    expanded = [f"/h/{i}" for i in range(RESUME_PATHS_SHOWN + 3)]
    line = resume_command(homes=expanded[:1], more_homes=expanded[1:])
    assert line.startswith("`reverie run --once --homes /h/0 /h/1 ")
    assert f"/h/{RESUME_PATHS_SHOWN}" in line and f"/h/{RESUME_PATHS_SHOWN + 1}" not in line
    assert line.endswith("… (2 more home paths as before)`")


def test_the_first_ctrl_c_finishes_the_running_job_and_says_how_to_resume(tmp_path, spawn):
    with heuristic_gemini(latency=0.3) as model:
        home, settings, env = _home(tmp_path, auxiliary={"background_review": {
            "provider": "gemini", "base_url": model.url, "timeout": 20}})
        last = _sessions(settings, 30)
        run = spawn(["run", "--once", "-w", "1"], home, env)
        wait_for(lambda: _done_reviews(settings), timeout=120, message="a first review")
        run.signal(signal.SIGINT)
        assert run.wait(120) == 130, run.output()
        lines = [line for line in run.output().splitlines() if line.strip()]
        [said] = [line for line in lines if line.startswith("Interrupted")]
        assert "finished" in said and "left" in said and f"`reverie --home {home} run --once`" in said
        assert "Aborted" not in run.output() and "Traceback" not in run.output()
        reviewed = _reviewed(settings, last)
        assert 0 < len(reviewed) < len(last)
        # The latency only held the first run open for the Ctrl-C; the resume that takes
        # the ~28 sessions left need not wait it out again (~9 s of sleeping on one worker).
        model.latency = 0.0
        ran = _cli(home, env, "run", "--once")
        assert ran.returncode == 0, ran.stderr
    assert _reviewed(settings, last) == set(last)
    assert set(_done_reviews(settings).values()) == {1}         # each reviewed once


def test_a_second_ctrl_c_stops_at_once_and_loses_nothing(tmp_path, spawn):
    with heuristic_gemini(latency=600) as model:                 # a model that "thinks" long
        home, settings, env = _home(
            tmp_path, reverie={"queue": {"backend": "sqlite", "shutdown_timeout": 600}},
            auxiliary={"background_review": {"provider": "gemini", "base_url": model.url,
                                             "timeout": 900}})
        last = _sessions(settings, 2)
        run = spawn(["run", "--once", "-w", "1"], home, env)
        wait_for(lambda: model.requests, timeout=120, message="the model asked")
        run.signal(signal.SIGINT)
        wait_for(lambda: "Interrupted" in run.output(), timeout=60, message="the first line")
        run.signal(signal.SIGINT)
        assert run.wait(60) == 130, run.output()     # not after the model's 600 s
        assert _reviewed(settings, last) == set()
        model.latency = 0.05
        ran = _cli(home, env, "run", "--once")
        assert ran.returncode == 0, ran.stderr
    assert _reviewed(settings, last) == set(last)
    assert set(_done_reviews(settings).values()) == {1}
