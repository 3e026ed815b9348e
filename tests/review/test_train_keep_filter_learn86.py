"""Issue 31 (learn86): eval/train_keep_filter.py on a tiny synthetic label set. The verdicts
join the collected features by corpus, conversation, speaker and entry; the fit finds the
feature that separates true from false; validation holds each corpus out; the weights file
it writes is one the runtime loads; a label or a play of a report half is refused."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import train_keep_filter as train  # noqa: E402

from reverie.review.providers.heuristic import keep_filter  # noqa: E402
from reverie.review.providers.heuristic.keep_features import FEATURES  # noqa: E402

POINTER = FEATURES.index("pointer_end")


def _corpus(tmp_path: Path, n: int = 60) -> tuple[Path, Path]:
    """Rows where an entry ending on a pointer is false 9 times in 10 and any other true 8 in 10."""
    rng = random.Random(7)
    rows, labels = [], []
    for dataset in ("alpha", "beta", "gamma"):
        for k in range(n):
            x = [0.0] * len(FEATURES)   # structure the test does not ask about: none
            x[POINTER] = float(k % 2)
            entry = f"User entry number {k} of {dataset}."
            truth = rng.random() < (0.1 if x[POINTER] else 0.8)
            rows.append({"dataset": dataset, "conversation": k % 4, "speaker": "A", "entry": entry, "features": x})
            labels.append({"dataset": dataset, "conversation": k % 4, "speaker": "A", "entry": entry,
                           "half": "dev", "verdict": "true" if truth else "false"})
    labels.append({**labels[0], "entry": "An entry nobody collected."})
    features = tmp_path / "features.jsonl"
    features.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    folder = tmp_path / "labels"
    folder.mkdir()
    (folder / "judge.jsonl").write_text("".join(json.dumps(r) + "\n" for r in labels), encoding="utf-8")
    return folder, features


def test_fit_validates_and_writes_weights_the_runtime_loads(tmp_path: Path, capsys) -> None:
    labels, features = _corpus(tmp_path)
    out = tmp_path / "keep_weights.json"
    assert train.main(["fit", "--labels", str(labels), "--features", str(features), "--write", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "alpha labels 61" in printed and "alpha unjoined 1" in printed and "examples 180" in printed
    assert "leave one corpus out" in printed and "gamma" in printed
    data = json.loads(out.read_text(encoding="utf-8"))
    keep = keep_filter.parse(data)
    assert keep.weights[POINTER] < -1.0    # the separating feature, found
    assert data["provenance"]["halves"] == ["dev"] and data["provenance"]["labels"] == {
        "alpha": 60, "beta": 60, "gamma": 60}
    held = data["provenance"]["validation"]["held_out_pooled"]
    assert held["precision_after"] > held["precision_before"] and held["switch_on"]


def test_the_fit_recovers_a_known_logistic_model() -> None:
    rng = random.Random(3)
    xs = [[rng.gauss(0, 1), rng.gauss(0, 1)] for _ in range(400)]
    ys = [rng.random() < 1 / (1 + 2.718281828 ** -(1.5 * a - 1.0 * b + 0.5)) for a, b in xs]
    weights, bias = train.fit(xs, ys, l2=0.01)
    assert weights[0] == pytest.approx(1.5, abs=0.4) and weights[1] == pytest.approx(-1.0, abs=0.4)
    assert bias == pytest.approx(0.5, abs=0.4)


def test_a_report_half_label_is_refused(tmp_path: Path) -> None:
    labels, features = _corpus(tmp_path, n=4)
    (labels / "judge.jsonl").write_text(json.dumps({"dataset": "alpha", "entry": "x", "half": "report",
                                                    "verdict": "true"}) + "\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="only dev labels train the filter"):
        train.main(["fit", "--labels", str(labels), "--features", str(features)])


def test_collect_plays_dev_halves_only(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="dev halves only"):
        train.main(["collect", "--out", str(tmp_path / "f.jsonl"), "--", "--dataset", "locomo", "--half", "report"])
    with pytest.raises(SystemExit, match="report split"):   # review38 R1: SPC's half is its file's
        train.main(["collect", "--out", str(tmp_path / "f.jsonl"), "--", "--dataset", "spc",
                    "--spc", str(tmp_path / "Synthetic-Persona-Chat_test.csv"), "--half", "dev"])
    with pytest.raises(SystemExit, match="outside the checkout"):
        train.main(["collect", "--out", str(ROOT / "f.jsonl"), "--", "--dataset", "locomo", "--half", "dev"])


def test_a_collected_reading_is_featured_by_this_checkouts_code(tmp_path: Path) -> None:
    read = {"candidate": {"target": "user", "content": "User loves that one.", "reason": "", "confidence": 0.7},
            "said": "I love that one!", "answered": "Which film?", "between_people": True}
    row = {"dataset": "alpha", "file": "a.json", "conversation": 1, "speaker": "A",
           "entry": "User loves that one.", "read": read}
    label = {"dataset": "alpha", "file": "a.json", "conversation": 1, "speaker": "A",
             "entry": "user loves that one", "half": "dev", "verdict": "false"}
    examples, counts = train.join([label], [row])
    assert counts["alpha labels"] == 1 and len(examples) == 1 and examples[0]["y"] is False
    assert examples[0]["x"][POINTER] == 1.0 and examples[0]["x"][FEATURES.index("answers_question")] == 1.0
