"""Issue 19, item 4: a FIFO (or a device) where Reverie expects a file is one error line,
never a hang. Every case runs in a forked child (tests/forked.py): a regression that blocks
in a read, even inside SQLite's C code, fails the test after the guard's timeout."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from reverie.config import QueueError, ReverieError, SearchError, load_settings
from reverie.config.regular import NotRegularFile, check_regular, open_regular, read_regular
from reverie.search_index import SessionStore
from tests.bad_input_support import run_main
from tests.forked import in_child


def _fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path, 0o600)
    return path


def _error_of(fn) -> tuple[str, str]:
    """Run ``fn`` in a child; the type name and message of the ReverieError it raised."""
    def child():
        try:
            fn()
        except ReverieError as exc:
            return type(exc).__name__, str(exc)
        return None, "no error"
    return in_child(child)


# --- the helper ----------------------------------------------------------------------------

def test_helper_refuses_a_fifo_a_device_and_a_directory_without_blocking(tmp_path):
    fifo = _fifo(tmp_path / "pipe")
    (tmp_path / "zero").symlink_to("/dev/zero")
    (tmp_path / "dir").mkdir()
    (tmp_path / "file").write_bytes(b"abc")
    (tmp_path / "link").symlink_to(tmp_path / "file")

    def child():
        out = {}
        for name in ("pipe", "zero", "dir"):
            for fn in (check_regular, read_regular):
                try:
                    fn(tmp_path / name)
                    out[name, fn.__name__] = "read"
                except NotRegularFile as exc:
                    out[name, fn.__name__] = str(exc)
        out["link"] = read_regular(tmp_path / "link")
        try:
            open_regular(tmp_path / "link", follow=False)
        except NotRegularFile as exc:
            out["nofollow"] = str(exc)
        out["missing"] = check_regular(tmp_path / "none")
        return out

    out = in_child(child)
    assert "it is a FIFO (named pipe), not a regular file" in out["pipe", "read_regular"]
    assert "it is a character device" in out["zero", "check_regular"]
    assert "it is a directory" in out["dir", "read_regular"]
    assert str(fifo) in out["pipe", "check_regular"]
    assert out["link"] == b"abc"                      # a link is followed unless told not to
    assert "symbolic link" in out["nofollow"]
    assert out["missing"] is False


def test_bounded_read_refuses_a_larger_file(tmp_path):
    (tmp_path / "big").write_bytes(b"x" * 11)
    assert read_regular(tmp_path / "big", limit=11) == b"x" * 11
    with pytest.raises(NotRegularFile, match="larger than 10 bytes"):
        read_regular(tmp_path / "big", limit=10)


# --- each reader ---------------------------------------------------------------------------

def test_a_fifo_config_yaml_is_one_config_error(home, clean_env):
    _fifo(home / "config.yaml")
    kind, message = _error_of(lambda: load_settings(home, environ=clean_env))
    assert kind == "ConfigError" and "config.yaml: it is a FIFO" in message
    assert "\n" not in message


def test_the_hermes_hook_returns_when_config_yaml_is_a_fifo(home, clean_env, monkeypatch, caplog):
    _fifo(home / "config.yaml")
    (home / "state.db").touch()
    monkeypatch.setenv("HERMES_HOME", str(home))

    def child():
        from reverie.jobs import hermes_plugin

        records = []
        handler = logging.Handler()
        handler.emit = records.append
        logging.getLogger("reverie.hermes_plugin").addHandler(handler)
        result = hermes_plugin.after_turn(session_id="s1")
        # A loaded machine can take longer than the hook's bound: the enqueue, and its
        # warning, then finish on the handoff thread.
        assert hermes_plugin.wait_background(60)
        return result, [r.getMessage() for r in records]

    result, messages = in_child(child)
    assert result is None
    assert any("config.yaml: it is a FIFO" in m for m in messages)


def test_a_fifo_memory_file_fails_show_and_the_system_prompt_at_once(home, clean_env):
    _fifo(home / "memories" / "MEMORY.md")
    code, out, err = in_child(lambda: run_main(home, "memory", "show"))
    assert code == 1 and "MEMORY.md: it is a FIFO" in err and len(err.strip().splitlines()) == 1

    def prompt():
        from reverie.review.tools import AgentTools

        with AgentTools(load_settings(home, environ=clean_env)) as tools:
            tools.system_prompt()
    kind, message = _error_of(prompt)
    assert kind == "StoreUnavailable" and "MEMORY.md: it is a FIFO" in message


def test_the_memory_tool_reports_a_fifo_as_a_failed_call(home, clean_env):
    _fifo(home / "memories" / "USER.md")

    def child():
        from reverie.review.tools import AgentTools

        with AgentTools(load_settings(home, environ=clean_env)) as tools:
            return tools.call("memory", {"action": "add", "target": "user",
                                         "content": "User likes tea."})
    reply = in_child(child)
    assert reply["success"] is False and "USER.md: it is a FIFO" in reply["error"]


def test_a_fifo_pending_record_is_one_problem_and_the_rest_still_list(home, clean_env):
    (home / "config.yaml").write_text("memory: {write_approval: true}\n", encoding="utf-8")
    settings = load_settings(home, environ=clean_env)
    from reverie.memory.pending.staging import StageRequest, stage

    staged = stage(settings, StageRequest({"action": "add", "target": "memory",
                                           "content": "The build box runs Debian 13."},
                                          origin="background_review"))
    assert staged.status == "staged"
    _fifo(settings.pending_dir / "0badf1f0.json")
    code, out, err = in_child(lambda: run_main(home, "memory", "pending", "--json"))
    listed = json.loads(out)
    assert code == 0 and [r["id"] for r in listed["pending"]] == [staged.record_id]
    assert any("0badf1f0.json" in p and "FIFO" in p for p in listed["problems"])
    # approving "all" claims each record: the FIFO is refused, not waited on
    code, out, err = in_child(lambda: run_main(home, "memory", "reject", "all"))
    assert "0badf1f0" in out + err


def test_a_fifo_database_is_refused_before_sqlite_opens_it(home, clean_env):
    settings = load_settings(home, environ=clean_env)
    _fifo(settings.state_db)
    _fifo(settings.journal_db)
    _fifo(settings.queue_db)
    kind, message = _error_of(lambda: SessionStore.open(settings))
    assert kind == SearchError.__name__ and "state.db: it is a FIFO" in message

    def journal():
        from reverie.memory.journal import Journal

        Journal(settings).log(limit=1)
    kind, message = _error_of(journal)
    assert "journal.db: it is a FIFO" in message

    def queue():
        from reverie.jobs.queue import make_huey

        make_huey(settings)
    kind, message = _error_of(queue)
    assert kind == QueueError.__name__ and "queue.db: it is a FIFO" in message


def test_ingest_refuses_a_fifo(home, clean_env, tmp_path):
    fifo = _fifo(tmp_path / "sessions.jsonl")
    code, out, err = in_child(lambda: run_main(home, "ingest", str(fifo)))
    assert code == 1 and "sessions.jsonl: it is a FIFO" in err


def test_doctor_reports_fifos_instead_of_hanging(home, clean_env):
    _fifo(home / "config.yaml")
    from reverie.worker.doctor import diagnose

    found = in_child(lambda: diagnose(home, environ=clean_env).to_dict())
    assert any("config.yaml: it is a FIFO" in p["message"] for p in found["problems"])
    os.unlink(home / "config.yaml")
    _fifo(home / "state.db")
    found = in_child(lambda: diagnose(home, environ=clean_env).to_dict())
    assert any(p["check"] == "state_db" and "FIFO" in p["message"] for p in found["problems"])

