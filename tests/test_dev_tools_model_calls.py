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
