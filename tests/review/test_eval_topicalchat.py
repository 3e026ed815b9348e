"""The Topical-Chat harness (issue 31) on a tiny file of Topical-Chat's shape written here: two
people chatting about a topic and about themselves. Each conversation is played twice (each
speaker as the user), the half is the conversation's place in the file (odd dev, even report),
the figures count kept entries per 100 user turns and the noise (entries resting on nothing the
user said), a dump lists the kept entries with their turn ids (dev only), and a file of another
shape is one clear error. Every sentence here is our own."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import run_eval  # noqa: E402
import topicalchat  # noqa: E402
from chat_play import content_words  # noqa: E402

TALK = [
    ("agent_1", "Hi! Do you follow rowing at all?"),
    ("agent_2", "A little. I row on a lake near my house every Saturday morning."),
    ("agent_1", "Nice. I keep three hives of bees in my backyard, so my weekends go to them."),
    ("agent_2", "Bees are clever. Did you know a hive can hold thousands of them?"),
    ("agent_1", "I did not! Anyway, nice chatting with you."),
]


def _file(n: int) -> dict[str, object]:
    return {f"t_{i:04d}": {"article_url": "", "config": "A",
                           "content": [{"agent": a, "message": m, "sentiment": "Neutral",
                                        "knowledge_source": ["Personal Knowledge"],
                                        "turn_rating": "Good"} for a, m in TALK],
                           "conversation_rating": {"agent_1": "Good", "agent_2": "Good"}}
            for i in range(1, n + 1)}


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    path = tmp_path / "valid_freq.json"
    path.write_text(json.dumps(_file(4)), encoding="utf-8")
    return path


def test_the_half_is_the_conversations_place_in_the_file(dataset: Path) -> None:
    convs = topicalchat.load(dataset)
    assert [topicalchat.half_of(c.number) for c in convs] == ["dev", "report", "dev", "report"]
    assert convs[0].key == "t_0001" and convs[0].turns[1] == TALK[1]


def test_each_speaker_is_played_and_the_dump_names_the_turns(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "topicalchat", "--topicalchat", str(dataset), "--half", "dev",
                          "--provider", "heuristic", "--json", "--dump", str(dump)])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["errors"] == [] and out["half"] == "dev"
    # conversations 1 and 3, each played twice; agent_1 says three turns, agent_2 two
    assert out["plays"] == 4 and out["reviews"] == 4 and out["user_turns"] == 10
    assert out["kept_per_100_user_turns"] == round(100 * out["kept"] / 10, 2)
    entries = json.loads(dump.read_text(encoding="utf-8"))["entries"]
    assert {e["conversation"] for e in entries} <= {1, 3}
    bees = next(e for e in entries if "bees" in e["entry"] or "hives" in e["entry"])
    assert bees["speaker"] == "agent_1" and bees["turns"] == ["t3"] and bees["live"]
    assert not any("hive" in e["entry"] for e in entries if e["speaker"] == "agent_2")
    assert dump.stat().st_mode & 0o077 == 0


def test_the_report_half_is_never_dumped_and_one_half_is_required(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    dump = tmp_path / "kept.json"
    assert run_eval.main(["--dataset", "topicalchat", "--topicalchat", str(dataset), "--half",
                          "report", "--topicalchat-limit", "1", "--provider", "heuristic",
                          "--dump", str(dump)]) == 0
    out = capsys.readouterr().out
    assert "[topicalchat report] 2 plays" in out and "never tuned on" in out and not dump.exists()
    with pytest.raises(SystemExit, match="one half"):
        run_eval.main(["--dataset", "topicalchat", "--topicalchat", str(dataset),
                       "--provider", "heuristic"])


def test_an_entry_resting_on_nothing_the_user_said_is_noise() -> None:
    own = [content_words("I keep three hives of bees in my backyard.")]
    assert not topicalchat.unsaid("User keeps bees in a backyard.", own)
    assert topicalchat.unsaid("User rows on a lake every Saturday.", own)
    assert topicalchat.unsaid("User is.", own)           # no content word: rests on nothing


def test_a_file_of_another_shape_is_one_clear_error(tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    other.write_text('{"t_1": {"turns": []}}', encoding="utf-8")
    with pytest.raises(SystemExit, match="not Topical-Chat-shaped"):
        topicalchat.load(other)
    other.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(SystemExit, match="not Topical-Chat-shaped"):
        topicalchat.load(other)
    other.write_text("{not json", encoding="utf-8")
    with pytest.raises(SystemExit, match="cannot read"):
        topicalchat.load(other)
    with pytest.raises(SystemExit, match="no Topical-Chat file"):
        topicalchat.load(tmp_path / "missing.json")
