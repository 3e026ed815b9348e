"""dev_tools/locomo_overlap.py finds a LoCoMo run of words in the tree and, with
--messages, in commit messages (a dataset of our own words stands in for LoCoMo)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from dev_tools.locomo_overlap import main

_TURN = "the copper kettle whistles loudly every single morning at dawn"


def _repo(tmp_path: Path, message: str) -> Path:
    root = tmp_path / "repo"
    root.mkdir()
    git = ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@example.invalid"]
    subprocess.run([*git[:3], "init", "-q"], check=True)
    (root / "notes.md").write_text("Nothing borrowed here at all.\n", encoding="utf-8")
    subprocess.run([*git[:3], "add", "notes.md"], check=True)
    subprocess.run([*git, "commit", "-q", "-m", message], check=True)
    return root


def _dataset(tmp_path: Path) -> Path:
    path = tmp_path / "locomo10.json"
    session = [{"speaker": "A", "dia_id": "D1:1", "text": _TURN}]
    path.write_text(json.dumps([{"conversation": {"session_1": session}}]), encoding="utf-8")
    return path


def test_a_message_quoting_a_turn_is_found(tmp_path: Path, capsys) -> None:
    root = _repo(tmp_path, "learner: keep it\n\nFrom \"copper kettle whistles loudly every\".")
    assert main([str(_dataset(tmp_path)), "--root", str(root), "--words", "5",
                 "--messages", "HEAD"]) == 1
    assert capsys.readouterr().out.endswith(":3: 5 words\n")


def test_a_message_of_our_own_words_passes(tmp_path: Path, capsys) -> None:
    root = _repo(tmp_path, "learner: a kettle that sings at sunrise is kept")
    assert main([str(_dataset(tmp_path)), "--root", str(root), "--words", "5",
                 "--messages", "HEAD"]) == 0
    assert capsys.readouterr().out == ""


def test_the_tree_is_read_without_messages(tmp_path: Path) -> None:
    root = _repo(tmp_path, "copper kettle whistles loudly every single morning")
    assert main([str(_dataset(tmp_path)), "--root", str(root), "--words", "5"]) == 0


def test_a_txt_data_file_in_the_tree_is_read(tmp_path: Path, capsys) -> None:
    # tests/review/data/everyday_turns*.txt hold chat turns: a copied one must be found
    root = _repo(tmp_path, "add turns")
    (root / "turns.txt").write_text("I said hi.\nthe copper kettle whistles loudly\n",
                                    encoding="utf-8")
    subprocess.run(["git", "-C", str(root), "add", "turns.txt"], check=True)
    assert main([str(_dataset(tmp_path)), "--root", str(root), "--words", "5", "--show"]) == 1
    assert capsys.readouterr().out == "turns.txt:2: 5 words  the copper kettle whistles loudly\n"
