"""The MemoryBank harness (issue 31) on a tiny file of MemoryBank's shape written here: a user
talking to an AI companion day by day. Each user is played once, a day is one session, the
half is the user's place in the file (1-7 dev, 8-15 report), a dump lists the kept entries
with their turn ids (dev only), and a file of another shape is one clear error. Every sentence
here is our own."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import memorybank  # noqa: E402
import run_eval  # noqa: E402

DAYS = {
    "2024-03-04": [
        {"query": "Hi there, I'm Tomasz. I keep a small allotment where I grow beans.",
         "response": "Nice to meet you, Tomasz! What else do you grow?"},
        {"query": "Mostly beans and some squash. Can you suggest a good book on soil?",
         "response": "Try a beginner's guide to composting."},
    ],
    "2024-03-05": [
        {"query": "I play the cello in a local orchestra on weekends.",
         "response": "That sounds lovely. What are you rehearsing?"},
    ],
    "2024-03-06": [],       # a day with nothing said is no session
}


def _users(n: int) -> dict[str, object]:
    return {f"Person {i}": {"name": f"Person {i}", "history": DAYS,
                            "meta_information": {"hobbies": "gardening, cello, chess"}}
            for i in range(1, n + 1)}


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    path = tmp_path / "memory_bank_en.json"
    path.write_text(json.dumps(_users(9)), encoding="utf-8")
    return path


def test_the_half_is_the_users_place_in_the_file(dataset: Path) -> None:
    users = memorybank.load(dataset)
    assert [memorybank.half_of(u.number) for u in users] == ["dev"] * 7 + ["report"] * 2
    assert users[0].hobbies == ["gardening", "cello", "chess"]
    assert [date for date, _ in users[0].days] == ["2024-03-04", "2024-03-05"]


def test_each_user_is_played_day_by_day_and_the_dump_names_the_turns(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "memorybank", "--memorybank", str(dataset), "--half", "dev",
                          "--conversations", "2", "--provider", "heuristic", "--json",
                          "--dump", str(dump)])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["errors"] == [] and out["half"] == "dev"
    assert out["plays"] == 1 and out["reviews"] == 2 and out["hobbies"] == 3
    assert out["said"] == 1          # the cello; gardening and chess are not said in these words
    entries = json.loads(dump.read_text(encoding="utf-8"))["entries"]
    cello = next(e for e in entries if "cello" in e["entry"])
    assert cello["conversation"] == 2 and cello["turns"] == ["d2:1"] and cello["live"]
    assert all(t.startswith(("d1:", "d2:")) for e in entries for t in e["turns"])
    assert dump.stat().st_mode & 0o077 == 0


def test_the_report_half_is_never_dumped_and_both_halves_at_once_are_refused(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    dump = tmp_path / "kept.json"
    assert run_eval.main(["--dataset", "memorybank", "--memorybank", str(dataset), "--half",
                          "report", "--conversations", "8", "--provider", "heuristic", "--json",
                          "--dump", str(dump)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["half"] == "report" and out["plays"] == 1 and not dump.exists()
    with pytest.raises(SystemExit, match="one half"):
        run_eval.main(["--dataset", "memorybank", "--memorybank", str(dataset),
                       "--provider", "heuristic"])


def test_a_drawn_sample_names_the_dataset_and_half(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    sample = tmp_path / "sample.json"
    assert run_eval.main(["--dataset", "memorybank", "--memorybank", str(dataset), "--half", "dev",
                          "--conversations", "1", "--provider", "heuristic",
                          "--draw-sample", str(sample), "--sample-seed", "3"]) == 0
    assert "[memorybank dev]" in capsys.readouterr().out
    drawn = json.loads(sample.read_text(encoding="utf-8"))
    assert drawn["dataset"] == "memorybank" and drawn["half"] == "dev" and drawn["seed"] == 3
    assert drawn["entries"] and all(e["verdict"] is None and e["turns"] for e in drawn["entries"])


def test_a_file_of_another_shape_is_one_clear_error(tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    other.write_text('{"Person": {"talk": []}}', encoding="utf-8")
    with pytest.raises(SystemExit, match="not MemoryBank-shaped"):
        memorybank.load(other)
    other.write_text("{not json", encoding="utf-8")
    with pytest.raises(SystemExit, match="cannot read"):
        memorybank.load(other)
    with pytest.raises(SystemExit, match="no MemoryBank file"):
        memorybank.load(tmp_path / "missing.json")


def test_every_committed_sample_is_sealed_and_its_notes_are_english() -> None:
    # The judged samples are committed with digests only (run_eval --seal-sample), as
    # LoCoMo's are; a note describes an entry by its shape, in English, so a sample of the
    # Chinese file (m3 on) carries none of the corpus's characters either.
    samples = memorybank.sealed_samples()
    assert samples
    for path in samples:
        sample = json.loads(path.read_text(encoding="utf-8"))
        assert sample["dataset"] == "memorybank" and sample["half"] in ("dev", "report"), path
        for entry in sample["entries"]:
            assert "entry" not in entry and len(entry["entry_sha256"]) == 64, path
            assert entry["verdict"] in ("true", "false"), path
            assert not any("\u4e00" <= ch <= "\u9fff" for ch in entry["note"]), path


# --- the Chinese file (issue 31): hobbies listed with "，", matched by their characters ---

DAYS_ZH = {
    "2024-05-01": [
        {"query": "你好，我叫小周。我平时喜欢下围棋，也爱养多肉植物。",
         "response": "你好小周！下围棋多久了？"},
        {"query": "我不喜欢游泳，水太凉了。你会下棋吗？", "response": "我会一点。"},
    ],
}


def test_the_chinese_files_hobbies_are_read_and_matched_by_their_characters(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    path = tmp_path / "memory_bank_cn.json"
    path.write_text(json.dumps({"小周": {"name": "小周", "history": DAYS_ZH,
                                         "meta_information": {"hobbies": "围棋，养多肉，游泳，书法"}}},
                               ensure_ascii=False), encoding="utf-8")
    assert memorybank.load(path)[0].hobbies == ["围棋", "养多肉", "游泳", "书法"]
    assert run_eval.main(["--dataset", "memorybank", "--memorybank", str(path), "--half", "dev",
                          "--provider", "heuristic", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    # 围棋 and 养多肉 are said; 游泳 only as a dislike, 书法 never
    assert out["hobbies"] == 4 and out["said"] == 2
    assert out["recall_said_live"] is not None


@pytest.mark.parametrize(("fact", "text", "held"), [
    ("看电影", "用户很喜欢电影。", True),            # half the character pairs: 电影
    ("军事史研究", "我最近在读军事史。", True),      # 军事, 事史: two of four
    ("阅读", "我爱读书。", False),                   # a synonym shares no pair
    ("游泳", "我不喜欢游泳。", False),               # a negated clause holds nothing
    ("游泳", "我不喜欢跑步，但很爱游泳。", True),    # another clause of the turn does
    ("茶", "用户爱喝茶。", True),                    # a one-character fact is its character
])
def test_a_chinese_fact_is_held_by_its_character_pairs(fact: str, text: str, held: bool) -> None:
    import han_gold
    assert han_gold.holds(fact, text) is held
