"""`reverie ingest` and `reverie search` through click's CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from reverie.worker.cli import cli

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sessions.jsonl"


def _run(home: Path, *args: str):
    return CliRunner().invoke(cli, ["--home", str(home), *args], catch_exceptions=False)


def test_ingest_then_search_as_text_and_json(home: Path, clean_env) -> None:
    first = _run(home, "ingest", str(EXAMPLE))
    assert first.exit_code == 0, first.output
    assert first.output.startswith("Ingested 30 message(s) in 5 session(s)")
    again = _run(home, "ingest", str(EXAMPLE), "--json")
    data = json.loads(again.output)
    assert (data["added"], data["duplicates"]) == (0, 30)

    table = _run(home, "search", "podman socket")
    assert table.exit_code == 0
    assert "2026-11-08-podman-debug" in table.output and ">>>" in table.output
    assert "via 2026-11-08-podman-socket-check" in table.output

    hits = json.loads(_run(home, "search", "podman", "--json", "--limit", "1").output)
    assert len(hits) == 1 and hits[0]["session_id"] == "2026-11-08-podman-debug"
    assert all(">>>" in m["snippet"] for m in hits[0]["matches"])


def test_search_filters_and_exclusion(home: Path, clean_env) -> None:
    _run(home, "ingest", str(EXAMPLE))
    hits = json.loads(_run(home, "search", "prefer", "--json").output)
    assert {h["session_id"] for h in hits} == {"2026-11-06-atlas-setup", "2026-11-10-personal"}
    only_tg = json.loads(_run(home, "search", "podman", "--source", "telegram", "--json").output)
    assert [h["session_id"] for h in only_tg] == ["2026-11-08-podman-debug"]
    excluded = json.loads(_run(home, "search", "podman", "--exclude-session",
                               "2026-11-08-podman-socket-check", "--json").output)
    assert excluded == []
    tools = json.loads(_run(home, "search", "podman", "--role", "tool", "--json").output)
    assert [m["role"] for h in tools for m in h["matches"]] == ["tool"]
    page2 = json.loads(_run(home, "search", "prefer", "--offset", "1", "--json").output)
    assert len(page2) == 1
    none = _run(home, "search", "zzzzunfindable")
    assert none.exit_code == 0 and "No matching sessions." in none.output


def test_bad_usage_exits_2_and_bad_file_exits_1(home: Path, clean_env, tmp_path: Path) -> None:
    assert _run(home, "search", "x", "--limit", "0").exit_code == 2
    assert _run(home, "search", "x", "--role", "robot").exit_code == 2
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"session_id": "a", "role": "user", "content": "ok"}\n{oops\n')
    result = CliRunner().invoke(cli, ["--home", str(home), "ingest", str(bad)])
    assert result.exit_code == 1
    assert "line 2" in str(result.exception)
    empty = json.loads(_run(home, "search", "ok", "--json").output)
    assert empty == []
