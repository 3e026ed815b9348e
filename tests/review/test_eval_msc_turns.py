"""The harness of MSC's persona summaries, gold per turn (issue 31), on tiny files of the
corpus's shape written here: each record is played once per speaker, the gold of a play is
its user's annotated sentences each once, a kept entry is placed by its evidence turn
(marked with a persona sentence or not), the half is the file's, the report half is never
dumped, and a file of another shape is one clear error with a non-zero exit."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import msc_turns  # noqa: E402
import run_eval  # noqa: E402


def _turn(who: str, text: str, persona: str | None = None) -> dict:
    turn = {"id": who, "text": text, "convai2_id": "valid_0", "agg_persona_list": []}
    if persona is not None:
        turn["persona_text"] = persona
    return turn


RECORD = {
    "dialog": [
        _turn("bot_0", "Hi again! How was the trip to the coast?"),
        _turn("bot_1", "Lovely. I moved to Lisbon last month, so the coast is close now.",
              "I moved to Lisbon last month."),
        _turn("bot_0", "Nice. I play the oboe in a community band, we have a concert soon.",
              "I play the oboe. I am in a community band."),
        _turn("bot_1", "That sounds fun. I bought a red bicycle yesterday.",),
        _turn("bot_0", "Good luck with it! I play the oboe every evening.",
              "I play the oboe."),
        _turn("bot_1", "Thanks, see you soon."),
    ],
    "init_personachat": {"init_personas": [["not read"], ["not read"]]},
    "initial_data_id": "valid_0",
    "followup": "not read",
    "newfact": "not read",
}


def _write(path: Path, *records: object) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_the_half_is_named_by_the_file() -> None:
    assert msc_turns.half_of(Path("msc_turns_session3_valid.jsonl")) == "dev"
    assert msc_turns.half_of(Path("session_4_test.txt")) == "report"
    with pytest.raises(SystemExit, match="names no half of MSC persona summaries"):
        msc_turns.half_of(Path("chats.jsonl"))


def test_each_speakers_gold_is_their_annotated_sentences_each_once(tmp_path: Path) -> None:
    [record] = msc_turns.load(_write(tmp_path / "valid.jsonl", RECORD))
    assert record.personas["bot_0"] == ["I play the oboe.", "I am in a community band."]
    assert record.personas["bot_1"] == ["I moved to Lisbon last month."]
    assert [t.persona for t in record.turns][:2] == [[], ["I moved to Lisbon last month."]]


def test_a_play_places_each_kept_entry_by_its_evidence_turn(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    data = _write(tmp_path / "msc_turns_session4_valid.jsonl", RECORD)   # tuned on: dumped
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                          "heuristic", "--json", "--dump", str(dump)])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["errors"] == [] and out["half"] == "dev"
    assert out["plays"] == 2 and out["facts"] == 3 and out["reviews"] == 2
    assert out["user_turns"] == 6 and out["unmarked_user_turns"] == 3
    rows = json.loads(dump.read_text(encoding="utf-8"))
    lisbon = [e for e in rows["entries"] if "Lisbon" in e["entry"]]
    assert lisbon and all(e["speaker"] == "bot_1" and e["turns"] == ["t2"] for e in lisbon)
    assert all(e["placed"] == "marked" and e["evidence"][0]["persona"]
               == ["I moved to Lisbon last month."] for e in lisbon)
    # the bicycle is said on a turn the annotators marked with no persona sentence
    bicycle = [e for e in rows["entries"] if "bicycle" in e["entry"]]
    assert bicycle and all(e["placed"] == "unmarked" and e["turns"] == ["t4"]
                           and "red bicycle" in e["evidence"][0]["text"] for e in bicycle)
    assert out["kept_from_unmarked_turns"] == sum(e["placed"] == "unmarked" for e in rows["entries"])
    assert out["kept_from_unmarked_turns"] + out["kept_from_marked_turns"] \
        + out["kept_evidence_unknown"] == out["kept"] == len(rows["entries"])
    # every entry rests on its own user's turns only
    assert all(int(t[1:]) % 2 == (0 if e["speaker"] == "bot_1" else 1)
               for e in rows["entries"] for t in e["turns"])
    held = {(f["speaker"], f["fact"]) for f in rows["facts"] if f["held"]}
    assert ("bot_1", "I moved to Lisbon last month.") in held
    assert out["recall_all_live_or_archived"] == round(len(held) / 3, 3)


@pytest.mark.parametrize("name, said", [
    ("msc_turns_session4_valid.jsonl",
     "(dev: measured before any tuning in session 44, tuned on after (session 4's records 1-500))"),
    # review46: session 3 is held out (learn101's and prec29's briefs); it said "tuned on after"
    ("msc_turns_session3_valid.jsonl",
     "(dev: measured before any tuning in session 44, held out after: figures only, never read)"),
])
def test_the_printed_figures_say_their_half_and_what_was_tuned_on_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env, name: str, said: str) -> None:
    data = _write(tmp_path / name, RECORD)
    assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data),
                          "--provider", "heuristic"]) == 0
    out = capsys.readouterr().out
    figures = [line for line in out.splitlines() if line.startswith("[msc-turns dev] ")
               and ("held" in line or "kept" in line or "precision" in line)
               and " plays, " not in line]
    assert len(figures) >= 5
    assert all(line.endswith(said) for line in figures)
    assert "kept from turns the annotators marked with no persona fact" in out


def test_a_dev_figure_says_which_of_its_records_were_tuned_on() -> None:
    """review46: session 4's records are tuned on after the first measure (1-250 in session
    44, all 500 from session 45); session 3 is held out; a run over both says how many of
    each."""
    session4 = Path("msc_personasummary/session_4/valid.txt")
    assert msc_turns.dev_part(session4, [1, 500]).endswith("tuned on after (session 4's records 1-500)")
    assert msc_turns.dev_part(session4, [501, 502]).endswith("held out after: figures only, never read")
    assert msc_turns.dev_part(Path("session_3/valid.txt"), [1]).endswith("held out after: figures only, never read")
    assert "after it 2 of these 3 records tuned on (session 4's 1-500), 1 held out" in \
        msc_turns.dev_part(Path("msc_turns_session4_valid.jsonl"), [499, 500, 501])
    assert "(no session in this file's path)" in msc_turns.dev_part(Path("valid.jsonl"), [1])


def test_session_2_came_in_fresh_in_session_46_half_tuned_half_held_out() -> None:
    """Session 2's file was first measured in session 46: its records 1-250 are tuned on,
    251-500 held out; a session with no part (5) was never tuned on."""
    session2 = Path("msc_turns_session2_valid.jsonl")
    assert msc_turns.dev_part(session2, [1, 250]) == (
        "measured before any tuning in session 46, tuned on after (session 2's records 1-250)")
    assert msc_turns.dev_part(session2, [251, 500]) == (
        "measured before any tuning in session 46, held out after: figures only, never read")
    assert msc_turns.held_out(session2, [250, 251, 252]) == 2
    assert msc_turns.held_out(Path("msc_turns_session5_valid.jsonl"), [1]) == 1
    assert "session 1's records 1-250; session 2's records 1-250; session 4's records 1-500 tuned on" in \
        msc_turns.dev_part(Path("valid.jsonl"), [1])


def test_session_1_came_in_fresh_in_session_47_half_tuned_half_held_out() -> None:
    session1 = Path("msc_personasummary/session_1/valid.txt")
    assert msc_turns.dev_part(session1, [1, 250]) == (
        "measured before any tuning in session 47, tuned on after (session 1's records 1-250)")
    assert msc_turns.dev_part(session1, [251]) == (
        "measured before any tuning in session 47, held out after: figures only, never read")
    assert msc_turns.held_out(session1, [249, 250, 251]) == 1


def test_a_sample_pooling_both_dev_files_is_read_for_the_file_played(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    """review46: the sealed sample holds 25 entries of each dev file; a run of one file read
    all 50 (the pooled precision, and the other file's 25 counted as no longer kept)."""
    sample = tmp_path / "judged.json"
    sample.write_text(json.dumps({"dataset": "msc-turns", "half": "dev", "entries": [
        {"file": "session 3", "conversation": 1, "speaker": "bot_0", "verdict": "true",
         "entry_sha256": "0" * 64},
        {"file": "session 4", "conversation": 1, "speaker": "bot_0", "verdict": "false",
         "entry_sha256": "1" * 64}]}), encoding="utf-8")
    for name, value in (("msc_turns_session3_valid.jsonl", 1.0), ("msc_turns_session4_valid.jsonl", 0.0)):
        data = _write(tmp_path / name, RECORD)
        assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                              "heuristic", "--json", "--sample", str(sample)]) == 0
        precision = json.loads(capsys.readouterr().out)["precision"]
        assert (precision["judged"], precision["value"]) == (1, value)
    # a path naming no session reads the sample whole
    data = _write(tmp_path / "valid.jsonl", RECORD)
    assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                          "heuristic", "--json", "--sample", str(sample)]) == 0
    assert json.loads(capsys.readouterr().out)["precision"]["judged"] == 2


def test_each_half_reads_its_own_sealed_sample_by_default() -> None:
    """A run of the report half read the dev half's sample by default and printed no
    precision (a sample of one half judges no entry of the other): each half has its own,
    committed sealed (digests only, every entry judged, the half it says)."""
    for half in ("dev", "report"):
        sample = json.loads(msc_turns.sample_for(half).read_text(encoding="utf-8"))
        assert sample["dataset"] == "msc-turns" and sample["half"] == half
        files = {e["file"] for e in sample["entries"]}
        assert files == {"session 3", "session 4"}
        for entry in sample["entries"]:
            assert "entry" not in entry and len(entry["entry_sha256"]) == 64
            assert entry["verdict"] in ("true", "false")
    assert msc_turns.sample_for("dev") != msc_turns.sample_for("report")
    assert msc_turns.sample_for("report") in msc_turns.sealed_samples()


@pytest.mark.parametrize("session, revision", [(2, 3), (1, 4), (4, 5), (3, 6)])
def test_a_later_test_file_reads_its_own_sealed_sample(session: int, revision: int) -> None:
    """Session 2's test file came in in session 46 with a sample of its own (r3), session 1's
    in session 47 (r4); sessions 4 and 3 got their own in session 48 (r5, r6): a run of each reads
    its own by default."""
    own = msc_turns.sample_for("report", Path(f"msc_turns_session{session}_test.jsonl"))
    assert own.name == f"msc_turns_precision_r{revision}.json" and own in msc_turns.sealed_samples()
    sample = json.loads(own.read_text(encoding="utf-8"))
    assert sample["half"] == "report" and {e["file"] for e in sample["entries"]} == {f"session {session}"}
    assert len(sample["entries"]) == 50 and all("entry" not in e for e in sample["entries"])
    assert msc_turns.sample_for("report", Path("msc_turns_session5_test.jsonl")) == msc_turns.REPORT_SAMPLE
    assert msc_turns.sample_for("dev", Path(f"msc_turns_session{session}_valid.jsonl")) == msc_turns.SAMPLE


def test_the_report_half_is_never_dumped(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         clean_env) -> None:
    data = _write(tmp_path / "session_3_test.jsonl", RECORD)
    dump = tmp_path / "kept.json"
    assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                          "heuristic", "--dump", str(dump)]) == 0
    out = capsys.readouterr().out
    assert "[msc-turns report]" in out and "(report: never tuned on)" in out
    assert not dump.exists()


@pytest.mark.parametrize("line, why", [
    ("not json", "line 2 is not JSON"),
    (json.dumps({"turns": []}), "line 2 is not an MSC persona summaries record (no dialog list)"),
    (json.dumps({"dialog": [{"id": "bot_0"}]}), "turn 1 lacks an id of bot_0 or bot_1 and a text"),
    (json.dumps({"dialog": [{"id": "bot_2", "text": "Hi."}]}), "turn 1 lacks an id"),
    (json.dumps({"dialog": [{"id": "bot_0", "text": "Hi.", "persona_text": ["I knit."]}]}),
     "turn 1's persona_text is not text"),
])
def test_a_record_of_another_shape_is_one_clear_error_naming_its_line(
        tmp_path: Path, line: str, why: str) -> None:
    data = tmp_path / "valid.jsonl"
    data.write_text(json.dumps(RECORD) + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=re.escape(why)):
        msc_turns.load(data)


def test_a_missing_or_empty_file_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no MSC persona summaries file"):
        msc_turns.load(tmp_path / "valid.jsonl")
    with pytest.raises(SystemExit, match="holds no MSC persona summaries record"):
        msc_turns.load(_write(tmp_path / "valid.jsonl"))


@pytest.mark.parametrize("content, why", [
    ("", "holds no MSC persona summaries record"),
    ("{not json\n", "line 1 is not JSON"),
    (json.dumps({"init_personachat": {}}) + "\n", "(no dialog list)"),
])
def test_the_command_fails_with_one_line_and_a_non_zero_exit(
        tmp_path: Path, content: str, why: str, clean_env: dict[str, str]) -> None:
    data = tmp_path / "valid.jsonl"
    data.write_text(content, encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "eval" / "run_eval.py"), "--dataset",
                           "msc-turns", "--msc-turns", str(data), "--provider", "heuristic"],
                          capture_output=True, text=True, env={**os.environ, **clean_env},
                          check=False)
    assert done.returncode != 0 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and why in done.stderr and done.stderr.startswith("error: ")


def test_the_dataset_needs_its_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_eval.main(["--dataset", "msc-turns"])
    assert "--dataset msc-turns needs --msc-turns FILE" in capsys.readouterr().err


@pytest.mark.parametrize("name", [
    "msc_turns_session3_valid.jsonl",   # session 3: held out whole
    "valid.jsonl",                      # no session: any file, session 3 renamed too
])
def test_a_run_with_held_out_records_writes_no_dump_for_a_lane(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env, name: str) -> None:
    """review46: a held-out file's --dump was written like any dev dump, evidence text and
    all, so nothing stopped a lane reading what measures it."""
    data = _write(tmp_path / name, RECORD)
    dump = tmp_path / "kept.json"
    with pytest.raises(SystemExit) as refused:
        run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                       "heuristic", "--dump", str(dump)])
    message = str(refused.value.code)
    assert message.startswith("error: --dump: 1 of the 1 records played are held out (")
    assert message.endswith("pass --dump-held-out to write it") and "\n" not in message
    assert not dump.exists() and capsys.readouterr().out == ""   # refused before any play
    # the lead's reading: written
    assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                          "heuristic", "--dump", str(dump), "--dump-held-out"]) == 0
    assert json.loads(dump.read_text(encoding="utf-8"))["entries"]


def test_a_run_with_held_out_records_draws_no_sample_for_a_lane(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    """A drawn sample writes fifty kept entries with their words: a reading of the held-out
    records as much as a dump."""
    data = _write(tmp_path / "msc_turns_session3_valid.jsonl", RECORD)
    drawn = tmp_path / "drawn.json"
    with pytest.raises(SystemExit, match=r"^error: --draw-sample: 1 of the 1 records played "
                                         r"are held out \("):
        run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                       "heuristic", "--draw-sample", str(drawn), "--sample-half", "dev"])
    assert not drawn.exists() and capsys.readouterr().out == ""
    assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                          "heuristic", "--json", "--draw-sample", str(drawn), "--sample-half",
                          "dev", "--dump-held-out"]) == 0
    assert json.loads(drawn.read_text(encoding="utf-8"))["entries"]


def test_a_run_of_tuned_records_only_is_dumped(tmp_path: Path, clean_env) -> None:
    data = _write(tmp_path / "msc_turns_session4_valid.jsonl", RECORD, RECORD)
    dump = tmp_path / "kept.json"
    assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                          "heuristic", "--dump", str(dump), "--conversations", "2"]) == 0
    assert {e["conversation"] for e in json.loads(dump.read_text(encoding="utf-8"))["entries"]} == {2}


def test_the_held_out_count_reads_the_file_and_the_records() -> None:
    session4 = Path("msc_turns_session4_valid.jsonl")
    assert msc_turns.held_out(session4, [1, 250, 500]) == 0
    assert msc_turns.held_out(session4, [500, 501]) == 1
    assert msc_turns.held_out(Path("msc_turns_session3_valid.jsonl"), [1, 2]) == 2
    assert msc_turns.held_out(Path("valid.jsonl"), [1]) == 1


def test_a_sealed_verdict_is_read_for_its_own_file_only(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """review46: verdicts were matched by (line, speaker, digest) across both files, so the
    same entry kept from the same line of the other file took the verdict."""
    import locomo

    session3 = _write(tmp_path / "msc_turns_session3_valid.jsonl", RECORD)
    session4 = _write(tmp_path / "msc_turns_session4_valid.jsonl", RECORD)   # the same record 1
    dump = tmp_path / "kept.json"
    assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(session4), "--provider",
                          "heuristic", "--json", "--dump", str(dump)]) == 0
    capsys.readouterr()
    entry = json.loads(dump.read_text(encoding="utf-8"))["entries"][0]
    sealed = tmp_path / "msc_turns_precision_r9.json"
    sealed.write_text(json.dumps({"dataset": "msc-turns", "half": "dev", "entries": [
        {"file": "session 3", "conversation": entry["conversation"], "speaker": entry["speaker"],
         "verdict": "true", "entry_sha256": locomo.entry_digest(entry["entry"])}]}), encoding="utf-8")
    monkeypatch.setattr(msc_turns, "sealed_samples", lambda folder=None: [sealed])
    judged = {}
    for name, data in (("session 3", session3), ("session 4", session4)):
        assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                              "heuristic", "--json", "--sample", str(sealed)]) == 0
        judged[name] = json.loads(capsys.readouterr().out)["sealed_verdicts"]["judged"]
    assert judged == {"session 3": 1, "session 4": 0}


def test_a_drawn_sample_names_the_file_it_was_drawn_from(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    data = _write(tmp_path / "msc_turns_session4_valid.jsonl", RECORD)
    drawn = tmp_path / "drawn.json"
    assert run_eval.main(["--dataset", "msc-turns", "--msc-turns", str(data), "--provider",
                          "heuristic", "--json", "--draw-sample", str(drawn),
                          "--sample-half", "dev"]) == 0
    entries = json.loads(drawn.read_text(encoding="utf-8"))["entries"]
    assert entries and {e["file"] for e in entries} == {"session 4"}
