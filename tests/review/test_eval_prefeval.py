"""The PrefEval harness (issue 31) on a tiny folder of PrefEval's shape written here: a user
telling an assistant a preference, in three forms (said outright, picked among options, let
slip in a longer chat). The half is the preference's place (topics in name order, odd dev,
even report), each form is played once per preference, recall scores the preference by the
SPC matcher, a dump lists the kept entries and the preferences (dev only), and a folder of
another shape is one clear error. Every sentence here is our own."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import prefeval  # noqa: E402
import run_eval  # noqa: E402

#: (preference, question) per topic, in file order.
ROWS = {
    "b_garden": [
        ("I grow only native plants in my garden and never use chemical fertilizer.",
         "What should I plant along the fence this spring?"),
        ("I keep bees, so I avoid any pesticide near the flower beds.",
         "How do I get rid of aphids on the roses?"),
    ],
    "a_food": [
        ("Walnuts give me hives, so I keep every kind of tree nut out of my kitchen.",
         "Can you suggest a dish for a seaside dinner party?"),
        ("I dislike very spicy food and always ask for mild dishes.",
         "Which curry should I order tonight?"),
    ],
}


def _explicit(pref: str, question: str) -> dict[str, object]:
    return {"preference": pref, "question": question, "explanation": "why it matters"}


def _choice(pref: str, question: str) -> dict[str, object]:
    return {**_explicit(pref, question), "implicit_query": "What are my options?",
            "options": ["one", "two"],
            "conversation": {"query": "What are my options for a weekend project?",
                             "assistant_options": "You could (1) build a shed or (2) paint the porch.",
                             "user_selection": "Option 2 suits me, I would rather stay outside less.",
                             "assistant_acknowledgment": "Painting the porch it is."},
            "aligned_op": "two"}


def _persona(pref: str, question: str) -> dict[str, object]:
    return {**_explicit(pref, question), "persona": "a lighthouse keeper on a windy island",
            "conversation": {
                "0": {"user": "Hello! I keep the lighthouse out on the island, so my nights are busy.",
                      "assistant": "That sounds demanding. How can I help?"},
                "1": {"user": f"I'm planning meals for the week. {pref} Any easy recipes?",
                      "assistant": "Here are three ideas for the week."}}}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "PrefEval" / "benchmark_dataset"
    for form, sub in prefeval.FORMS.items():
        make = {"explicit": _explicit, "choice": _choice, "persona": _persona}[form]
        (root / sub).mkdir(parents=True)
        for topic, rows in ROWS.items():
            (root / sub / f"{topic}.json").write_text(
                json.dumps([make(p, q) for p, q in rows]), encoding="utf-8")
    return tmp_path / "PrefEval"


def test_the_half_is_the_preferences_place_topics_in_name_order(folder: Path) -> None:
    items, unplaced = prefeval.load(folder, "explicit")
    assert [i.topic for i in items] == ["a_food", "a_food", "b_garden", "b_garden"] and unplaced == 0
    assert [prefeval.half_of(i.number) for i in items] == ["dev", "report", "dev", "report"]
    assert items[0].preference.startswith("Walnuts give me hives")
    assert [(t.role, t.ref) for t in items[0].turns] == [("user", "p"), ("user", "q")]
    persona, _ = prefeval.load(folder / "benchmark_dataset", "persona")   # either folder is read
    assert persona[0].persona == "a lighthouse keeper on a windy island"
    assert [(t.role, t.ref) for t in persona[0].turns] == [
        ("user", "t1"), ("assistant", ""), ("user", "t3"), ("assistant", "")]
    choice, _ = prefeval.load(folder, "choice")
    assert [t.role for t in choice[0].turns] == ["user", "assistant", "user", "assistant"]


def test_an_implicit_forms_row_is_placed_by_its_preference_not_its_order(folder: Path) -> None:
    """The implicit forms' files move and reword a few rows: a row takes the place of the
    explicit row with the same preference, a reworded one is left out, and a preference said
    at two places takes the first one's half, so no preference sits in both halves."""
    persona_file = folder / "benchmark_dataset" / prefeval.FORMS["persona"] / "a_food.json"
    rows = json.loads(persona_file.read_text(encoding="utf-8"))
    rows.reverse()                                          # moved: the spicy row first
    rows[1]["preference"] = "Tree nuts give me hives, so none are in my kitchen."   # reworded
    persona_file.write_text(json.dumps(rows), encoding="utf-8")
    persona, unplaced = prefeval.load(folder, "persona")
    assert unplaced == 1 and [i.number for i in persona] == [2, 3, 4]
    assert persona[0].preference.startswith("I dislike very spicy food")
    explicit_file = folder / "benchmark_dataset" / prefeval.FORMS["explicit"] / "b_garden.json"
    rows = json.loads(explicit_file.read_text(encoding="utf-8"))
    rows[1]["preference"] = "  " + rows[0]["preference"].upper()    # said again at place 4
    explicit_file.write_text(json.dumps(rows), encoding="utf-8")
    explicit, _ = prefeval.load(folder, "explicit")
    assert [i.number for i in explicit] == [1, 2, 3, 3]
    assert {prefeval.half_of(i.number) for i in explicit if "NATIVE" in i.preference} == {"dev"}


def test_every_form_is_played_and_the_dump_names_preferences_and_turns(
        folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "prefeval", "--prefeval", str(folder), "--half", "dev",
                          "--provider", "heuristic", "--json", "--dump", str(dump)])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    forms = {f["form"]: f for f in out["forms"]}
    assert set(forms) == {"explicit", "choice", "persona"}
    assert all(f["half"] == "dev" and f["plays"] == 2 and f["reviews"] == 2 and not f["errors"]
               for f in forms.values())
    # said outright: both dev preferences are statements of the user's own turns
    assert forms["explicit"]["said"] == 2 and forms["explicit"]["user_turns"] == 4
    # the choice form never states either preference; the persona form states both
    assert forms["choice"]["said"] == 0 and forms["choice"]["recall_said_live"] is None
    assert forms["persona"]["said"] == 2
    assert forms["persona"]["persona_recall_live_or_archived"] is not None
    rows = json.loads(dump.read_text(encoding="utf-8"))
    assert {f["conversation"] for f in rows["facts"]} == {1, 3}
    allergy = [f for f in rows["facts"] if f["speaker"] == "explicit" and f["conversation"] == 1]
    assert allergy[0]["topic"] == "a_food" and allergy[0]["said"]
    kept = [e for e in rows["entries"] if e["speaker"] == "explicit" and e["conversation"] == 1]
    assert kept and all(e["turns"] in (["p"], ["q"], ["p", "q"]) for e in kept)
    # the question asked of the assistant is no fact about the user
    assert not any("dinner party" in e["entry"] for e in rows["entries"])
    assert all(f["unplaced"] == 0 for f in forms.values())
    assert dump.stat().st_mode & 0o077 == 0


def test_recall_counts_a_preference_held_by_one_entry_and_noise_by_the_users_words() -> None:
    from chat_play import Kept, Play

    played = Play(1, "explicit", ["Walnuts give me hives, so I keep every kind of tree nut out of my kitchen."])
    played.kept = [Kept("User gets hives from walnuts and keeps every kind of tree nut out of their kitchen.",
                        "user", True),
                   Kept("User likes sailing.", "user", True)]
    pp = prefeval.PrefPlay(played, "a_food", said=True, user_turns=1)
    figures = prefeval.Figures("dev", "explicit", [pp])
    assert figures.recall(True, True) == 1.0 and figures.unmatched() == 1
    played.kept[0] = Kept("User likes walnuts.", "user", False)     # one word of nine: not held
    assert figures.recall(False, False) == 0.0


def test_the_report_half_is_never_dumped_and_one_half_is_required(
        folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    dump = tmp_path / "kept.json"
    assert run_eval.main(["--dataset", "prefeval", "--prefeval", str(folder), "--half", "report",
                          "--prefeval-form", "explicit", "--prefeval-limit", "1",
                          "--provider", "heuristic", "--dump", str(dump)]) == 0
    out = capsys.readouterr().out
    assert "[prefeval report explicit] 1 preferences" in out and "never tuned on" in out
    assert not dump.exists()
    with pytest.raises(SystemExit, match="one half"):
        run_eval.main(["--dataset", "prefeval", "--prefeval", str(folder), "--provider", "heuristic"])


def test_a_folder_of_another_shape_is_one_clear_error(
        folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit, match="no PrefEval data"):
        prefeval.load(tmp_path / "missing", "explicit")
    bad = folder / "benchmark_dataset" / prefeval.FORMS["explicit"] / "a_food.json"
    bad.write_text('{"preference": "x"}', encoding="utf-8")
    with pytest.raises(SystemExit, match="not PrefEval-shaped"):
        prefeval.load(folder, "explicit")
    bad.write_text("[{not json", encoding="utf-8")
    with pytest.raises(SystemExit, match="cannot read"):
        prefeval.load(folder, "explicit")
    with pytest.raises(SystemExit):
        run_eval.main(["--dataset", "prefeval", "--half", "dev"])
    assert "--dataset prefeval needs --prefeval DIR" in capsys.readouterr().err
