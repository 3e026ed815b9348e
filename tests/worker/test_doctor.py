"""`reverie doctor`: one line per thing that would go wrong, exit 1 then; nothing written."""

from __future__ import annotations

import json
import os
import socket
import sqlite3

import yaml

from reverie.config.sqlitedb import wal_reset_vulnerable
from reverie.jobs.ledger import JobLedger
from reverie.worker.doctor import diagnose
from tests.bad_input_support import run_main
from tests.conftest import free_port, make_settings

HEALTHY = {
    "memory": {"nudge_interval": 0},
    "auxiliary": {"background_review": {"provider": "heuristic"},
                  "session_search": {"provider": "heuristic"}},
}


def write_config(home, data):
    (home / "config.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    (home / "config.yaml").chmod(0o600)


def beat_as_scheduler(home, env):
    ledger = JobLedger(make_settings(home, env))
    ledger.beat("scheduler", f"{socket.gethostname()}:{os.getpid()}:test", "leader")


def test_a_scheduler_that_stopped_cleanly_is_not_said_never_to_have_run(home, clean_env):
    """tester19: after `reverie run` beside Hermes stopped on SIGTERM, doctor said the
    scheduler "never ran here": a clean stop takes its beat away (forget_beat)."""
    settings = make_settings(home, clean_env)
    ledger = JobLedger(settings)
    owner = f"{socket.gethostname()}:{os.getpid()}:test"
    ledger.beat("scheduler", owner, "leader")
    ledger.forget_beat("scheduler", owner)
    [line] = [f.message for f in diagnose(home, environ=clean_env).findings
              if f.check == "scheduler"]
    assert "never ran" not in line and "stopped cleanly" in line


def checks(home, env):
    return [f.check for f in diagnose(home, environ=env).findings]


def test_a_fresh_home_lists_what_would_go_wrong_and_writes_nothing(home, clean_env):
    code, out, err = run_main(home, "doctor", env=clean_env)
    assert code == 1, err
    reviewer, *lines = out.strip().splitlines()
    assert reviewer == "Reviewer: the offline heuristic (provider auto found no model key)."
    assert [line.split(":")[0] for line in lines] == ["hermes_review", "model_key", "scheduler"]
    assert "memory.nudge_interval to 0" in lines[0]
    assert "heuristic" in lines[1] and "never started, or stopped cleanly" in lines[2]
    assert list(home.iterdir()) == []                          # read only
    code, out, _ = run_main(home, "doctor", "--json", env=clean_env)
    data = json.loads(out)
    assert code == 1 and data["ok"] is False
    assert [p["check"] for p in data["problems"]] == ["hermes_review", "model_key", "scheduler"]


def test_a_hermes_home_offline_on_purpose_has_a_clean_doctor(home, clean_env):
    """tester25: on a Hermes home left on the offline default, doctor said `model_key` for
    ever and its hint named only keys. Choosing the offline reviewer on purpose is one
    setting, named in the hint, and it covers the summaries: session_search stays on auto,
    since Hermes reads that key for its own session_search and knows no `heuristic`."""
    write_config(home, {"memory": {"nudge_interval": 0}})
    # No created-by-Reverie mark: a home Hermes made (a Reverie-made one is offline anyway).
    beat_as_scheduler(home, clean_env)
    [finding] = diagnose(home, environ=clean_env).findings
    assert finding.check == "model_key"
    assert finding.message.startswith(
        "No model key: auxiliary.background_review and auxiliary.session_search find no model "
        "key and fall back to the offline heuristic provider")
    assert finding.message.endswith(
        "or, to stay offline on purpose: reverie config set "
        "auxiliary.background_review.provider heuristic).")
    code, out, err = run_main(home, "config", "set", "auxiliary.background_review.provider",
                              "heuristic", env=clean_env)
    assert code == 0, err
    settings = yaml.safe_load((home / "config.yaml").read_text(encoding="utf-8"))
    assert "session_search" not in settings.get("auxiliary", {})   # Hermes' key untouched
    assert checks(home, clean_env) == []
    # A model review beside summaries that found no key: the key is the answer there.
    write_config(home, {"memory": {"nudge_interval": 0}, "auxiliary": {
        "background_review": {"provider": "openrouter"}}})
    [finding] = diagnose(home, environ={**clean_env, "OPENROUTER_API_KEY": "k"}).findings
    assert "auxiliary.session_search finds no model key and falls back" in finding.message
    assert "offline on purpose" not in finding.message


def test_a_healthy_home_passes(home, clean_env):
    write_config(home, HEALTHY)
    beat_as_scheduler(home, clean_env)
    code, out, err = run_main(home, "doctor", env=clean_env)
    assert (code, out.strip()) == (0, "Reviewer: the offline heuristic (auxiliary.background_"
                                      "review.provider is heuristic).\n"
                                      f"No problems found in {home}."), err
    # The SQLite this Python links is named with its WAL-reset risk (issue 32), on stderr.
    (note,) = [line for line in err.splitlines() if line.startswith("note:")]
    assert note.startswith(f"note: SQLite {sqlite3.sqlite_version}")
    assert ("WAL-reset corruption bug" in note) == wal_reset_vulnerable()
    code, out, _ = run_main(home, "doctor", "--json", env=clean_env)
    assert json.loads(out)["sqlite"]["version"] == sqlite3.sqlite_version


def test_keys_of_hosted_services(home, clean_env):
    with socket.create_server(("127.0.0.1", 0)) as server:   # a local model server answers
        write_config(home, {**HEALTHY, "auxiliary": {
            "background_review": {"provider": "openrouter"},
            "session_search": {"provider": "custom",
                               "base_url": f"http://127.0.0.1:{server.getsockname()[1]}/v1"}}})
        beat_as_scheduler(home, clean_env)
        [finding] = diagnose(home, environ=clean_env).findings
        assert finding.check == "model_key" and "OPENROUTER_API_KEY" in finding.message
        assert "session_search" not in finding.message         # a local server needs none
        assert checks(home, {**clean_env, "OPENROUTER_API_KEY": "k"}) == []


def test_a_local_model_server_nothing_answers_at(home, clean_env):
    """tester25: with auxiliary.background_review at a llama.cpp server that was not started,
    doctor said only "Reviewer: openai …"; the first `run --once` then spent two minutes on
    retries before the review failed for good."""
    with socket.socket() as closed:     # bound, never listening: a connection is refused
        closed.bind(("127.0.0.1", 0))
        url = f"http://user:hunter2-in-url@127.0.0.1:{closed.getsockname()[1]}"
        write_config(home, {**HEALTHY, "auxiliary": {
            "background_review": {"provider": "openai", "base_url": url, "model": "m"},
            "session_search": {"provider": "custom", "base_url": url + "/v1"}}})
        beat_as_scheduler(home, clean_env)
        code, out, err = run_main(home, "doctor", env=clean_env)
    assert code == 1, out + err
    [line] = [ln for ln in out.splitlines() if ln.startswith("model_endpoint: ")]
    assert "auxiliary.background_review and auxiliary.session_search call the model server" in line
    assert "where nothing answers: start the server" in line
    assert "hunter2" not in out + err
    # Once it answers, nothing is said; a hosted endpoint is never knocked on.
    with socket.create_server(("127.0.0.1", 0)) as server:
        url = f"http://127.0.0.1:{server.getsockname()[1]}/v1"
        write_config(home, {**HEALTHY, "auxiliary": {
            "background_review": {"provider": "openai", "base_url": url},
            "session_search": {"provider": "custom", "base_url": "https://models.invalid/v1",
                               "api_key": "k"}}})
        assert "model_endpoint" not in checks(home, clean_env)


def test_unreachable_redis_unknown_schema_and_open_permissions(home, clean_env):
    write_config(home, {**HEALTHY, "reverie": {"queue": {
        "backend": "redis", "redis_url": f"redis://:pw@127.0.0.1:{free_port()}/0"}}})
    beat_as_scheduler(home, clean_env)
    conn = sqlite3.connect(home / "state.db")
    conn.executescript("CREATE TABLE sessions (id TEXT); CREATE TABLE messages (id INTEGER);"
                       "CREATE TABLE schema_version (version INTEGER);"
                       "INSERT INTO schema_version VALUES (99);")
    conn.close()
    (home / "state.db").chmod(0o600)
    (home / "memories").mkdir()
    (home / "memories" / "MEMORY.md").write_text("a note")
    (home / "memories" / "MEMORY.md").chmod(0o644)
    found = {f.check: f.message for f in diagnose(home, environ=clean_env).findings}
    assert set(found) == {"queue", "state_db", "permissions"}
    assert "unreachable" in found["queue"] and "pw" not in found["queue"]
    assert "schema version 99" in found["state_db"]
    assert "MEMORY.md" in found["permissions"] and "0o644" in found["permissions"]


def test_a_config_that_does_not_load_is_the_one_finding(home, clean_env):
    (home / "config.yaml").write_text("memory: {write_approval: perhaps}\n")
    code, out, _ = run_main(home, "doctor", env=clean_env)
    assert code == 1
    [line] = out.strip().splitlines()
    assert line.startswith("config: config.yaml does not load") and "write_approval" in line


def test_a_record_waiting_more_than_a_week_is_a_warning(home, clean_env):
    import time

    from tests.web.support import write_hermes_record

    write_config(home, HEALTHY)
    beat_as_scheduler(home, clean_env)
    s = make_settings(home, clean_env)
    now = time.time()
    write_hermes_record(s, "0000000a", {"action": "add", "target": "memory", "content": "A"},
                        "add to memory: A", created_at=now - 6 * 86400)
    (s.pending_dir / "0000000a.json").chmod(0o600)
    assert checks(home, clean_env) == []
    write_hermes_record(s, "0000000b", {"action": "add", "target": "memory", "content": "B"},
                        "add to memory: B", created_at=now - 9 * 86400)
    (s.pending_dir / "0000000b.json").chmod(0o600)
    (finding,) = diagnose(home, environ=clean_env, now=now).findings
    assert finding.check == "pending_age"
    assert "0000000b, has waited 9d" in finding.message and "(2 pending)" in finding.message


def make_state_db(home, journal):
    """A state.db left as Hermes leaves it when it stops: 0.19 in WAL, 0.22 on an SQLite with
    the WAL-reset bug in rollback mode (a closed WAL database keeps WAL in its header)."""
    conn = sqlite3.connect(home / "state.db")
    conn.execute(f"PRAGMA journal_mode={journal}")
    conn.execute("CREATE TABLE sessions (id TEXT PRIMARY KEY)")
    conn.commit()
    conn.close()


def test_the_sqlite_note_says_state_db_is_in_wal_where_it_is(home, clean_env):
    """tester25: on a home Hermes 0.19 made (state.db in WAL; Hermes 0.22 leaves it there
    after its migration), the note said Hermes keeps state.db out of WAL on this SQLite."""
    make_state_db(home, "wal")
    before = sorted(os.listdir(home))
    diagnosis = diagnose(home, environ=clean_env)
    assert sorted(os.listdir(home)) == before           # no -wal or -shm left behind
    if not wal_reset_vulnerable():
        assert diagnosis.sqlite["wal_reset_bug"] is False
        return
    note = diagnosis.sqlite["message"]
    assert diagnosis.sqlite["state_journal"] == "wal"
    assert "state.db is in WAL here" in note and "so it shares the risk" in note
    assert "keeps it out of WAL" not in note


def test_the_sqlite_note_on_a_state_db_out_of_wal(home, clean_env):
    make_state_db(home, "delete")
    diagnosis = diagnose(home, environ=clean_env)
    if wal_reset_vulnerable():
        assert diagnosis.sqlite["state_journal"] == "rollback"
        assert "out of WAL here" in diagnosis.sqlite["message"]
    # No state.db yet: nothing is said of its mode.
    (home / "state.db").unlink()
    assert diagnose(home, environ=clean_env).sqlite.get("state_journal") is None


def test_the_state_journal_read_from_the_header(tmp_path):
    from reverie.worker.doctor import state_journal

    for journal, told in (("wal", "wal"), ("delete", "rollback"), ("truncate", "rollback")):
        path = tmp_path / f"{journal}.db"
        conn = sqlite3.connect(path)
        conn.execute(f"PRAGMA journal_mode={journal}")
        conn.execute("CREATE TABLE t (x)")
        conn.commit()
        conn.close()
        assert state_journal(path) == told
    (tmp_path / "junk.db").write_bytes(b"not a database")
    assert state_journal(tmp_path / "junk.db") is None
    assert state_journal(tmp_path / "missing.db") is None
    os.mkfifo(tmp_path / "fifo.db")
    assert state_journal(tmp_path / "fifo.db") is None
