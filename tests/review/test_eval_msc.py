"""The Multi-Session Chat harness (issue 31) on tiny files of MSC's shape written here: the
earlier sessions are played in one home with their gaps, the first speaker of each session
is the first persona list's, each summary sentence is gold once, the half is the file's, and
a record of another shape is one clear error naming its line."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import msc  # noqa: E402
import run_eval  # noqa: E402


def _session(first: list[str], second: list[str], turns: list[str], **gap: object) -> dict:
    return {"personas": [first, second], "dialog": [{"text": t} for t in turns], **gap}


RECORD = {
    "previous_dialogs": [
        _session(["I play the oboe.", "I have three cats."], ["I work as a nurse."],
                 ["Hello! I play the oboe in a community band.",
                  "Hi! I work as a nurse at a children's hospital.",
                  "That sounds tiring. Do you have pets?",
                  "No pets, my flat is too small."]),
        _session(["I play the oboe.", "I moved to Lisbon last month."],
                 ["I live near a lake."],
                 ["Good to see you again! I moved to Lisbon last month.",
                  "Congratulations! I live near a lake now, so I swim a lot."],
                 time_num=3, time_unit="days"),
    ],
    "dialog": [{"text": "This session has no summary in the file.", "id": "Speaker 1"}],
    "personas": [["not read"], ["not read"]],
}


def _write(path: Path, *records: object) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_the_half_is_named_by_the_file() -> None:
    assert msc.half_of(Path("session_3_valid.txt")) == "dev"
    assert msc.half_of(Path("test.txt")) == "report"
    with pytest.raises(SystemExit, match="names no half of Multi-Session Chat"):
        msc.half_of(Path("chats.jsonl"))


def test_the_earlier_sessions_alternate_from_the_first_persona_list(tmp_path: Path) -> None:
    [conv] = msc.load(_write(tmp_path / "valid.txt", RECORD))
    assert [len(s) for s in conv.sessions] == [4, 2]        # the current dialog is not played
    assert conv.sessions[0][0] == ("Speaker 1", "Hello! I play the oboe in a community band.")
    assert [who for who, _ in conv.sessions[0]] == ["Speaker 1", "Speaker 2"] * 2
    # a sentence repeated by the second summary is one gold fact
    assert conv.personas["Speaker 1"] == ["I play the oboe.", "I have three cats.",
                                          "I moved to Lisbon last month."]
    assert conv.personas["Speaker 2"] == ["I work as a nurse.", "I live near a lake."]
    assert conv.gaps == [0.0, 3 * 86400.0]


def test_an_unreadable_gap_is_a_week() -> None:
    assert msc._gap({"time_num": 5, "time_unit": "hours"}) == 5 * 3600.0
    assert msc._gap({"time_num": "soon", "time_unit": "days"}) == 7 * 86400.0
    assert msc._gap({"time_num": 2, "time_unit": "fortnights"}) == 7 * 86400.0
    assert msc._gap({}) == 7 * 86400.0


def test_each_speaker_is_played_over_both_sessions_and_only_said_facts_lead(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    data = _write(tmp_path / "valid.txt", RECORD)
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "msc", "--msc", str(data), "--provider", "heuristic",
                          "--json", "--dump", str(dump)])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["errors"] == [] and out["half"] == "dev"
    assert out["plays"] == 2 and out["facts"] == 5
    assert out["reviews"] >= 4                                  # two sessions, two plays
    rows = json.loads(dump.read_text(encoding="utf-8"))
    said = {(f["speaker"], f["fact"]) for f in rows["facts"] if f["said"]}
    # the cats are in the summary but never said by their owner
    assert said == {("Speaker 1", "I play the oboe."), ("Speaker 1", "I moved to Lisbon last month."),
                    ("Speaker 2", "I work as a nurse."), ("Speaker 2", "I live near a lake.")}
    assert out["said"] == 4
    lisbon = [e for e in rows["entries"] if "Lisbon" in e["entry"]]
    assert lisbon and all(e["speaker"] == "Speaker 1" and e["turns"] == ["s2t1"] for e in lisbon)
    # prec26: each entry names the reading that made it (a row, or the shape layer's kind)
    assert all(e["reader"] for e in rows["entries"])
    assert all(e["reader"].startswith(("en.", "shape:")) for e in lisbon)
    assert all(all(t.startswith(("s1t2", "s1t4", "s2t2")) for t in e["turns"])
               for e in rows["entries"] if e["speaker"] == "Speaker 2")   # their own turns only
    held = {f["fact"] for f in rows["facts"] if f["held"]}
    assert "I have three cats." not in held
    assert out["recall_said_live_or_archived"] == round(
        sum(f["held"] for f in rows["facts"] if f["said"]) / 4, 3)


def test_the_report_half_is_never_dumped(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         clean_env) -> None:
    data = _write(tmp_path / "test.txt", RECORD)
    dump = tmp_path / "kept.json"
    assert run_eval.main(["--dataset", "msc", "--msc", str(data), "--provider", "heuristic",
                          "--dump", str(dump)]) == 0
    out = capsys.readouterr().out
    assert "[msc report]" in out and "Multi-Session Chat test: never tuned on" in out
    assert not dump.exists()


@pytest.mark.parametrize("line, why", [
    ("not json", "line 2 is not JSON"),
    (json.dumps({"dialog": []}), "no previous_dialogs list"),
    (json.dumps({"previous_dialogs": [{"personas": [["I knit."]], "dialog": []}]}),
     "session 1 lacks two persona lists and a dialog"),
])
def test_a_record_of_another_shape_is_one_clear_error_naming_its_line(
        tmp_path: Path, line: str, why: str) -> None:
    data = tmp_path / "valid.txt"
    data.write_text(json.dumps(RECORD) + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=why):
        msc.load(data)


def test_a_missing_or_empty_file_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no Multi-Session Chat file"):
        msc.load(tmp_path / "valid.txt")
    with pytest.raises(SystemExit, match="holds no Multi-Session Chat record"):
        msc.load(_write(tmp_path / "valid.txt"))


def test_the_dataset_needs_its_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_eval.main(["--dataset", "msc"])
    assert "--dataset msc needs --msc FILE" in capsys.readouterr().err
