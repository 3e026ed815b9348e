"""dev_tools/model_calls.py records full transcripts: its recordings are created 0600."""

from __future__ import annotations

import importlib.util
import json
import os
import stat
from pathlib import Path

_TOOL = Path(__file__).resolve().parents[1] / "dev_tools" / "model_calls.py"


def _model_calls():
    spec = importlib.util.spec_from_file_location("model_calls_under_test", _TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_recording_is_created_readable_by_its_owner_only(tmp_path: Path) -> None:
    log = tmp_path / "calls.jsonl"
    old = os.umask(0o022)          # the usual umask would leave a plain open() at 0644
    try:
        tool = _model_calls()
        tool.append_row(str(log), {"request": {"messages": ["hi"]}, "status": 200})
        tool.append_row(str(log), {"request": {"messages": ["again"]}, "status": 200})
    finally:
        os.umask(old)
    assert stat.S_IMODE(log.stat().st_mode) == 0o600
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [r["request"]["messages"] for r in rows] == [["hi"], ["again"]]   # appended, not replaced


def test_replay_sends_only_what_was_not_recorded_to_the_model_and_records_it(tmp_path: Path
                                                                              ) -> None:
    """``replay --upstream URL --log NEW``: a recorded request is answered from the
    recording (the model server never sees it); a new one goes to the model server and is
    appended to NEW, so a longer run pays only for the calls it has not made before."""
    import subprocess
    import sys

    import httpx

    from tests.fakes.openai_server import FakeOpenAIServer
    from tests.fakes.scripted_server import Reply

    asked_before = {"model": "m", "messages": [{"role": "user", "content": "first session"}]}
    asked_now = {"model": "m", "messages": [{"role": "user", "content": "second session"}]}
    recorded = tmp_path / "calls.jsonl"
    _model_calls().append_row(str(recorded), {"t": 0, "secs": 1, "status": 200,
                                              "request": asked_before,
                                              "response": '{"recorded": true}'})
    new = tmp_path / "new.jsonl"
    with FakeOpenAIServer() as server:
        server.script(Reply.ok("from the model"))
        proc = subprocess.Popen([sys.executable, str(_TOOL), "replay", "0", str(recorded),
                                 "--upstream", server.url, "--log", str(new)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            url = proc.stdout.readline().split(" on ")[-1].strip()
            with httpx.Client(base_url=url, timeout=30) as client:
                again = client.post("/v1/chat/completions", json=asked_before)
                fresh = client.post("/v1/chat/completions", json=asked_now)
                fresh_again = client.post("/v1/chat/completions", json=asked_now)
        finally:
            proc.terminate()
            proc.wait(timeout=30)
        assert again.json() == {"recorded": True}
        assert fresh.json()["choices"][0]["message"]["content"] == "from the model"
        assert fresh_again.json() == fresh.json()   # a miss answered once joins the book
        assert [r.body for r in server.requests] == [asked_now]
    (row,) = [json.loads(line) for line in new.read_text(encoding="utf-8").splitlines()]
    assert row["request"] == asked_now and row["status"] == 200
    assert stat.S_IMODE(new.stat().st_mode) == 0o600
