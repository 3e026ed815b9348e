"""Regressions found by the second review: each test fails without its fix."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from reverie.config import load_settings
from reverie.config.settings import redact_url
from reverie.config.sqlitedb import connect, transaction


def test_transaction_keeps_the_real_error_when_sqlite_already_rolled_back(tmp_path: Path) -> None:
    conn = connect(tmp_path / "full.db")
    conn.execute("CREATE TABLE t (x TEXT)")
    conn.execute("PRAGMA max_page_count = 3")  # the file cannot grow: the insert fails
    with pytest.raises(sqlite3.Error) as err, transaction(conn):
        conn.execute("INSERT INTO t VALUES (?)", ("x" * 100_000,))
    assert "full" in str(err.value)  # not "cannot rollback - no transaction is active"
    assert not conn.in_transaction


@pytest.mark.parametrize("text,expected", [
    ("redis://:p@ss@host:6379/0", "redis://:***@host:6379/0"),      # '@' inside a password
    ("redis://user:pw@h/0", "redis://user:***@h/0"),
    ("http://host:8080/p?mail=a@b.com", "http://host:8080/p?mail=a@b.com"),  # no userinfo
    ("see http://a:b@c and more", "see http://a:***@c and more"),
    ("redis://127.0.0.1:6379/0", "redis://127.0.0.1:6379/0"),
])
def test_url_passwords_are_redacted_whole_and_nothing_else(text: str, expected: str) -> None:
    assert redact_url(text) == expected


def test_a_locked_journal_is_a_transient_error(home: Path) -> None:
    from reverie.config import StagingError
    from reverie.memory.journal import Journal

    settings = load_settings(home, environ={})
    journal = Journal(settings, busy_timeout=0.05)
    other = connect(settings.journal_db)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StagingError) as err:
            journal.record("applied", origin="foreground", target="memory", action="add",
                           after="x")
    finally:
        other.execute("ROLLBACK")
    assert err.value.transient, "a held lock is worth a retry, not a dead letter"


def test_pinning_a_staged_replace_when_the_file_cannot_be_read_is_retried_not_refused(
        home: Path) -> None:
    from reverie.memory.locking import StoreUnavailable
    from reverie.memory.pending.staging import StageRequest, stage

    settings = load_settings(home, environ={})
    settings.memory_file("memory").mkdir(parents=True)  # unreadable as a file
    with pytest.raises(StoreUnavailable):
        stage(settings, StageRequest({"action": "replace", "target": "memory", "old_text": "zsh",
                                      "content": "Uses fish"}, origin="background_review"))
    assert not settings.pending_dir.exists() or list(settings.pending_dir.glob("*.json")) == []


def test_memories_path_that_is_a_file_is_a_tool_error_not_an_exception(home: Path) -> None:
    from reverie.memory.store import open_store
    from reverie.review.tools import MemoryTool

    settings = load_settings(home, environ={})
    settings.memories_dir.write_text("not a directory")
    result = MemoryTool(open_store(settings)).call(
        {"action": "add", "target": "memory", "content": "Uses zsh"})
    assert result["success"] is False and "Cannot create the directory" in result["error"]


def test_an_encoding_error_not_caused_by_an_argument_is_one_line(home: Path, capsys) -> None:
    from reverie.worker.cli import cli, main

    @cli.command("explode-for-test")
    def explode() -> None:
        "\udcff".encode("utf-8")

    try:
        with pytest.raises(SystemExit) as exit_:
            main(["--home", str(home), "explode-for-test"])
    finally:
        cli.commands.pop("explode-for-test")
    err = capsys.readouterr().err
    assert exit_.value.code == 1
    assert "unexpected UnicodeEncodeError" in err and "Traceback" not in err


@pytest.mark.parametrize("kind", ["gemini", "openai"])
def test_an_empty_model_reply_still_carries_its_usage(kind: str) -> None:
    from reverie.review.providers import InvalidModelOutput, get_provider
    from tests.fakes.gemini_server import FakeGeminiServer
    from tests.fakes.helpers import provider_settings
    from tests.fakes.openai_server import FakeOpenAIServer
    from tests.fakes.scripted_server import Reply

    server_class = FakeGeminiServer if kind == "gemini" else FakeOpenAIServer
    with server_class() as server:
        server.script(Reply.ok("", usage=(1200, 0, 0)))
        provider = get_provider(provider_settings(kind, base_url=server.url, api_key="k"), {})
        with pytest.raises(InvalidModelOutput) as err:
            provider.generate_json("hi", schema={"type": "object"})
    assert err.value.usage is not None and err.value.usage.input_tokens == 1200
