"""Secrets never reach command output, the journal or pending records: a dropped proposal,
the model's reason, a refused payload and a removed hand-edited entry are all withheld as
``[withheld: <pattern id>]`` (memory.scan.scanner.withhold)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from reverie.config import load_settings
from reverie.memory.journal import Journal
from reverie.memory.journaled import journaling_store
from reverie.memory.pending import staging
from reverie.memory.scan.scanner import withhold
from reverie.memory.undo import undo_operation
from reverie.worker.cli import cli
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import KEY, add_messages

GITHUB = "ghp_" + "Zq7x" * 9                      # 36 characters after the prefix
ANTHROPIC = "sk-ant-api03-" + "Vb3n" * 12


def stored_bytes(home: Path) -> bytes:
    """Every byte Reverie keeps about memory operations: journal.db (+ WAL), pending records
    (state.db, the agent's own transcript, holds what the user typed, secret included)."""
    files = [p for p in home.rglob("*") if p.is_file() and "memories" not in p.parts
             and not p.name.startswith("state.db")]
    return b"".join(p.read_bytes() for p in files)


@pytest.fixture
def run(home: Path, server: FakeGeminiServer, clean_env, monkeypatch):
    (home / "config.yaml").write_text(
        "memory:\n  write_approval: true\n"
        "auxiliary:\n  background_review:\n    provider: gemini\n"
        f"    base_url: {server.url}\n    timeout: 2\n")
    monkeypatch.setenv("GEMINI_API_KEY", KEY)

    def invoke(*args: str):
        return CliRunner().invoke(cli, ["--home", str(home), *args], catch_exceptions=False)

    return invoke


def test_withhold_names_the_pattern_and_keeps_clean_text():
    assert withhold(f"token {GITHUB}") == "[withheld: secret.github_token]"
    assert withhold("The CI runner is hopper.") == "The CI runner is hopper."


def proposals():
    return Reply.json({"operations": [
        {"action": "add", "target": "memory", "content": f"The deploy token is {GITHUB}",
         "reason": "stated", "evidence": [1], "confidence": 0.9},
        {"action": "add", "target": "memory", "content": "Deploys go through hopper.",
         "reason": f"user pasted {ANTHROPIC} while explaining", "evidence": [1],
         "confidence": 0.9},
    ]}, usage=(100, 20, 0))


@pytest.mark.parametrize("as_json", [False, True])
def test_review_output_pending_records_and_journal_hold_no_secret(run, home, server, clean_env,
                                                                   as_json):
    settings = load_settings(home, environ=clean_env)
    add_messages(settings, "s1", ("user", f"Deploy with {GITHUB}; it goes through hopper."))
    server.script(proposals())
    result = run("review", "s1", "--now", *(["--json"] if as_json else []))
    assert result.exit_code == 0, result.output
    assert GITHUB not in result.output and ANTHROPIC not in result.output
    assert "[withheld: secret.github_token]" in result.output  # the dropped proposal
    pending = run("memory", "pending", "--json")
    assert pending.exit_code == 0 and "hopper" in pending.output
    assert ANTHROPIC not in pending.output and "[withheld: secret.anthropic" in pending.output
    log = run("memory", "log", "--json")
    assert GITHUB not in log.output and ANTHROPIC not in log.output
    data = stored_bytes(home)
    assert GITHUB.encode() not in data and ANTHROPIC.encode() not in data


def test_refused_payloads_are_withheld_in_the_journal(run, home, clean_env):
    settings = load_settings(home, environ=clean_env)
    settings.memory_file("memory").parent.mkdir(parents=True)
    settings.memory_file("memory").write_text("The CI runner is hopper.")
    refused = [
        staging.stage(settings, staging.StageRequest({"action": "add", "target": "memory",
                                                      "content": f"token {GITHUB}"}, origin="foreground")),
        staging.stage(settings, staging.StageRequest({"action": "replace", "target": "memory", "old_text": "hopper",
                                                      "content": f"key {ANTHROPIC}"}, origin="background_review")),
        staging.stage(settings, staging.StageRequest({"action": "remove", "target": "memory",
                                                      "old_text": GITHUB}, origin="background_review")),
    ]
    assert [o.status for o in refused] == ["refused"] * 3
    assert all(GITHUB not in json.dumps(o.to_dict()) for o in refused)
    log = run("memory", "log", "--json")
    assert log.exit_code == 0 and log.output.count('"refused"') == 3
    assert GITHUB not in log.output and ANTHROPIC not in log.output
    data = stored_bytes(home)
    assert GITHUB.encode() not in data and ANTHROPIC.encode() not in data


def test_a_removed_secret_entry_is_withheld_and_its_undo_refused(run, home, clean_env):
    settings = load_settings(home, environ=clean_env)
    path = settings.memory_file("memory")
    path.parent.mkdir(parents=True)
    path.write_text(f"The CI runner is hopper.\n§\nold deploy token {GITHUB}")  # by hand
    response = journaling_store(settings).remove("memory", "old deploy token")
    assert response["success"]
    assert GITHUB not in path.read_text()
    with Journal(settings) as journal:
        (op,) = journal.log(None)
        assert op.before == "[withheld: secret.github_token]"
        undo = undo_operation(journal, op.op_id)
    assert undo["success"] is False and "failed the memory scan" in undo["error"]
    assert GITHUB not in path.read_text()
    assert GITHUB.encode() not in stored_bytes(home)
