"""`reverie tools schema` and `reverie tool NAME JSON-ARGS`, through CliRunner and once as a
real subprocess (the way an agent in another language calls it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner
from google.genai import types

from reverie.worker.cli import cli, main

REVERIE = Path(sys.executable).with_name("reverie")


def invoke(home: Path, *args: str, stdin: str | None = None):
    return CliRunner().invoke(cli, ["--home", str(home), *args], input=stdin)


def test_schema_openai_by_default(home, clean_env):
    result = invoke(home, "tools", "schema")
    assert result.exit_code == 0, result.output
    tools = json.loads(result.stdout)
    assert [t["function"]["name"] for t in tools] == ["memory", "session_search"]
    for t in tools:
        jsonschema.Draft202012Validator.check_schema(t["function"]["parameters"])
    assert json.loads(invoke(home, "tools", "schema", "--json").stdout) == tools
    memory, search = (t["function"]["parameters"] for t in tools)
    # Hermes' shapes (spec §13): a batch is operations without action; search has the four
    # shapes' arguments (0.19's, and 0.22's discovery additions) and needs none of them.
    assert memory["required"] == ["target"] and "operations" in memory["properties"]
    assert search["required"] == [] and set(search["properties"]) == {
        "query", "limit", "sort", "session_id", "around_message_id", "window", "role_filter",
        "profile", "detail", "after", "before", "exclude_session_ids"}


def test_schema_gemini_is_a_genai_tool(home, clean_env):
    result = invoke(home, "tools", "schema", "--format", "gemini")
    assert result.exit_code == 0, result.output
    tool = types.Tool.model_validate(json.loads(result.stdout))
    assert [fd.name for fd in tool.function_declarations] == ["memory", "session_search"]


def test_schema_follows_disabled_targets(home, clean_env):
    (home / "config.yaml").write_text("memory:\n  user_profile_enabled: false\n")
    tools = json.loads(invoke(home, "tools", "schema").stdout)
    memory = tools[0]["function"]["parameters"]["properties"]["target"]
    assert memory["enum"] == ["memory"]


def test_schema_bad_format_is_usage(home, clean_env):
    result = invoke(home, "tools", "schema", "--format", "anthropic")
    assert result.exit_code == 2
    assert "anthropic" in result.output


def test_tool_memory_success_and_refusal(home, clean_env):
    ok = invoke(home, "tool", "memory",
                '{"action": "add", "target": "user", "content": "User is a night owl"}')
    assert ok.exit_code == 0, ok.output
    response = json.loads(ok.stdout)
    assert response["success"] is True and response["entry_count"] == 1
    assert (home / "memories" / "USER.md").read_text() == "User is a night owl"

    refused = invoke(home, "tool", "memory", '{"action": "rename", "target": "user"}')
    assert refused.exit_code == 1
    assert json.loads(refused.stdout) == {
        "success": False, "target": "user",
        "error": "Unknown action 'rename': use add, replace, patch or remove for one change, or pass "
                 "operations (a list of {action, content?, old_text?}) for several."}
    assert (home / "memories" / "USER.md").read_text() == "User is a night owl"


def test_tool_reads_arguments_from_stdin(home, clean_env):
    result = invoke(home, "tool", "memory", "-",
                    stdin='{"action": "add", "target": "memory", "content": "Repo uses pnpm"}')
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["message"] == "Entry added."


def test_tool_session_search_runs_offline(home, clean_env):
    from reverie.search_index import SessionStore

    with SessionStore(home / "state.db") as store:
        store.append_message("old", "user", "How do I rotate the nginx logs?", 1_700_000_000.0,
                             source="cli")
        store.append_message("old", "assistant", "Use logrotate with a daily nginx rule.",
                             1_700_000_010.0)
        store.append_message("now", "user", "nginx again", 1_700_100_000.0, source="cli")
    result = invoke(home, "tool", "session_search", '{"query": "nginx"}', "--session", "now")
    assert result.exit_code == 0, result.output
    response = json.loads(result.stdout)
    assert [r["session_id"] for r in response["results"]] == ["old"]
    assert response["results"][0]["summary_kind"] in ("generated", "preview")


@pytest.mark.parametrize("bad", ["{not json", "[1, 2]", '"text"', ""])
def test_bad_json_arguments_exit_2_with_one_line(home, clean_env, capsys, bad):
    with pytest.raises(SystemExit) as exc:
        main(["--home", str(home), "tool", "memory", bad])
    assert exc.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("Error: The tool arguments ") and err.count("\n") == 1


def test_unknown_tool_name_is_usage(home, clean_env):
    result = invoke(home, "tool", "shell", "{}")
    assert result.exit_code == 2


@pytest.mark.slow
def test_real_subprocess_call(home, clean_env, tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    args = json.dumps({"action": "add", "target": "memory", "content": "Staging DB is db-2"})
    proc = subprocess.run([str(REVERIE), "--home", str(home), "tool", "memory", args],
                          capture_output=True, text=True, env=env, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["success"] is True
    assert (home / "memories" / "MEMORY.md").read_text() == "Staging DB is db-2"
    assert oct((home / "memories" / "MEMORY.md").stat().st_mode & 0o777) == "0o600"

    again = subprocess.run([str(REVERIE), "--home", str(home), "tool", "memory",
                            '{"action": "remove", "target": "memory", "old_text": "nope"}'],
                           capture_output=True, text=True, env=env, timeout=60, check=False)
    assert again.returncode == 1
    assert "No entry matched" in json.loads(again.stdout)["error"]

    bad = subprocess.run([str(REVERIE), "--home", str(home), "tool", "memory", "{oops"],
                         capture_output=True, text=True, env=env, timeout=60, check=False)
    assert bad.returncode == 2 and bad.stdout == ""
    assert "not valid JSON" in bad.stderr and "Traceback" not in bad.stderr


def test_stdin_arguments_are_read_only_up_to_a_bound(home, clean_env):
    """tester9: `tool NAME -` read the whole of stdin before looking at it (300 MB of input
    held 615 MB of memory): a caller piping the wrong file could exhaust the machine. It
    now reads at most MAX_TOOL_ARGS characters and says the arguments are too long;
    the writer finds the pipe closed long before the end of its input."""
    from reverie.worker.cli.tools_cmd import MAX_TOOL_ARGS

    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    proc = subprocess.Popen([str(REVERIE), "--home", str(home), "tool", "memory", "-"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    chunk = b" " * 65536
    total = 16 * MAX_TOOL_ARGS
    written = 0
    try:
        while written < total:
            proc.stdin.write(chunk)
            written += len(chunk)
    except BrokenPipeError:
        pass
    out, err = proc.communicate()
    assert proc.returncode == 2, err
    assert written < total, "the whole input was read"
    text = err.decode()
    assert text.startswith("Error: The tool arguments are longer than") and text.count("\n") == 1
    assert out == b""
