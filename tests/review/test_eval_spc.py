"""The Synthetic-Persona-Chat harness (issue 31) on a tiny CSV of SPC's shape written here:
each user is played in turn, only that user's persona facts are scored, a fact counts as
said only when the user's own turns carry it, the half is the file's, and a dump lists the
kept entries with their turn ids."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import run_eval  # noqa: E402
import spc  # noqa: E402

PERSONAS_1 = "I play the oboe.\nI have three cats.\nMy favorite season is autumn."
PERSONAS_2 = "I work as a nurse.\nI live near a lake."
TALK = """User 1: Hello there!
User 2: Hi! How are you?
User 1: Good. I play the oboe in a community band.
User 2: Nice! I work as a nurse at a children's hospital,
so my shifts are long.
User 1: That sounds tiring. What do you do to relax?
User 2: I swim in the lake near my house."""


def _write(path: Path, rows: list[tuple[str, str, str]]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(spc.COLUMNS)
        writer.writerows(rows)
    return path


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    return _write(tmp_path / "Tiny-Persona-Chat_valid.csv", [(PERSONAS_1, PERSONAS_2, TALK)])


def test_the_half_is_named_by_the_file() -> None:
    assert spc.half_of(Path("Synthetic-Persona-Chat_valid.csv")) == "dev"
    assert spc.half_of(Path("Synthetic-Persona-Chat_test.csv")) == "report"
    with pytest.raises(SystemExit, match="names no half"):
        spc.half_of(Path("personas.csv"))


def test_a_turn_over_two_lines_is_one_turn() -> None:
    turns = spc.parse_turns(TALK)
    assert [who for who, _ in turns] == ["User 1", "User 2", "User 1", "User 2", "User 1", "User 2"]
    assert turns[3][1] == "Nice! I work as a nurse at a children's hospital, so my shifts are long."
    # a few rows write the speaker in Markdown
    assert spc.parse_turns("*User 1:* I keep bees.\n\n* User 2: Do you? *") == [
        ("User 1", "I keep bees."), ("User 2", "Do you?")]


def test_the_matcher_meets_first_and_third_person_and_light_inflections() -> None:
    fact = spc.fact_words("I love to bake bread.")
    assert fact == spc.fact_words("User loves baking bread.")          # I/User, love/loves, bake/baking
    assert spc.holds_fact(fact, spc.fact_words("User loves baking bread on Sundays."))
    assert not spc.holds_fact(fact, spc.fact_words("User buys bread."))   # 1 of 3 words
    # a two-word fact needs both words; a one-word fact its one
    assert not spc.holds_fact(spc.fact_words("Gardening is my passion."),
                              spc.fact_words("User gardens."))
    assert spc.holds_fact(spc.fact_words("I am a vegetarian."), spc.fact_words("User is a vegetarian."))
    # a negation marks its clause's words
    no_cats = spc.fact_words("I do not like cats.")
    assert spc.holds_fact(no_cats, spc.fact_words("User doesn't like cats."))
    assert not spc.holds_fact(no_cats, spc.fact_words("User likes cats."))
    assert spc.fact_words("I cannot swim.") == spc.fact_words("User can't swim.")


def _holds(fact: str, text: str) -> bool:
    return spc.holds_fact(spc.fact_words(fact), spc.fact_words(text))


def test_a_negation_marks_its_own_clause_both_ways() -> None:
    # review27 R8: a negated entry held the positive fact, since "like" was no word
    assert not _holds("I like snakes.", "User does not like snakes.")
    assert not _holds("I never drink coffee.", "User drinks coffee.")
    assert _holds("I never drink coffee.", "User has never drunk coffee.") is False   # drunk/drink
    assert _holds("I never drink coffee.", "User never drinks coffee.")
    assert not _holds("I have lived in Ohio.", "User no longer lives in Ohio.")
    assert not _holds("I have a dog.", "User has no dog.")
    # a negation in another clause leaves the first alone, both as a turn and as an entry
    assert _holds("I knit scarves.", "I knit scarves, but I can't sew.")
    assert _holds("I knit scarves.", "User knits scarves but cannot sew.")
    assert _holds("I have three sons who never call.", "User has three sons.")
    # where a negation affirms
    assert _holds("I want to retire to the coast.", "I can't wait to retire to the coast!")
    assert _holds("I speak French.", "I not only speak French, I teach it.")


def test_an_affirming_negation_or_an_aversion_is_read_for_what_it_says() -> None:
    # review28 R4: litotes affirm; an aversion denies the taste
    assert _holds("I go to every home match.", "User never misses a home match.")
    assert _holds("I like rainy days.", "User doesn't mind rainy days.")
    assert _holds("I love gardening.", "User loves nothing more than gardening.")
    assert not _holds("I like snakes.", "User hates snakes.")
    assert _holds("I dislike snakes.", "User hates snakes.")


def test_an_allergy_or_a_fear_denies_a_taste_and_a_past_state_is_no_present_one() -> None:
    # fixlearn13 (review28 R4's residue): "I like snakes." is one word, so any entry naming
    # snakes held it; an allergy or a fear denies the taste, and keeps its own word
    assert not _holds("I like snakes.", "User is allergic to snakes.")
    assert not _holds("I like snakes.", "User is terrified of snakes.")
    assert _holds("I am allergic to snakes.", "User has been allergic to snakes since birth.")
    assert not _holds("I am allergic to snakes.", "User is afraid of snakes.")
    # "can't live without" is a love
    assert _holds("I love tea.", "User can't live without tea.")
    assert _holds("I can't live without tea.", "User loves tea.")
    # a state or habit said with "used to" is the past's: held by the past only
    assert not _holds("I am a baker.", "User used to be a baker.")
    assert _holds("I used to be a baker.", "User used to be a baker.")
    assert not _holds("I used to be a baker.", "User is a baker.")
    assert _holds("I am used to the cold.", "User is used to the cold.")   # accustomed: no past
    assert not _holds("I am a baker.", "User is a retired baker.")
    assert _holds("I am a retired pastry chef.", "User used to be a pastry chef.")
    # a past of no known time meets "used to"; an allergy's scope ends at "and"
    assert _holds("My uncle drove a taxi.", "User's uncle used to drive a taxi.")
    assert _holds("I am a night owl.", "User is a night owl and allergic to cats.")


def test_like_and_own_go_in_every_form() -> None:
    assert spc.fact_words("I like snakes.") == spc.fact_words("User likes snakes.") == {"snak"}
    assert spc.fact_words("I own a bakery.") == spc.fact_words("User owns a bakery.")
    assert spc.fact_words("I owned a bakery.") == spc.fact_words("User owned a bakery.")


def test_a_person_of_the_users_holds_only_that_persons_facts() -> None:
    # review27 R8: "User's sister is a nurse." held "I am a nurse."
    assert not _holds("I am a firefighter.", "User's brother is a firefighter.")
    assert _holds("My brother is a firefighter.", "User's brother is a firefighter.")
    assert _holds("My older brother is a firefighter.", "User has an older brother who is a firefighter.")
    assert not _holds("I am a firefighter.", "User has a brother who's a firefighter.")
    assert _holds("I have a brother.", "User has a brother who is a firefighter.")
    assert _holds("My aunt is named Rosa.", "User has an aunt named Rosa.")
    # a turn's "she" / "he" is one of the speaker's people, not known which (the person's
    # own word is not said: two of three words here)
    assert _holds("My aunt is a retired firefighter.", "She's a retired firefighter.")
    assert not _holds("I am a retired firefighter.", "She's a retired firefighter.")
    assert not _holds("I am a firefighter.", "You're a firefighter, right.")
    # review28 R4: an apposition after a person is theirs; the speaker's infinitive is theirs
    assert not _holds("I am a firefighter.", "User's brother, a firefighter, lives nearby.")
    assert not _holds("I am a firefighter.", "User works with their brother, a firefighter.")
    assert _holds("I play the cello.", "User's aunt taught them to play the cello.")
    # the speaker stays the subject: with their people, or as one of a kind of person
    assert _holds("I run a bakery.", "User and their husband run a bakery.")
    assert _holds("I teach piano.", "I'm a widowed mother who teaches piano.")
    assert _holds("My husband and kids come first.", "User's husband and kids come first.")
    # a pet's doings stay the household's: one fact in two shapes
    assert _holds("My parrot is called Kiwi.", "User has a parrot called Kiwi.")


def test_everyday_paraphrases_meet_on_both_sides_of_said() -> None:
    assert _holds("I work as a firefighter.", "User is a firefighter.")
    assert _holds("I am a firefighter.", "I work as a firefighter in town.")
    assert _holds("I have two kids.", "User has two children.")
    assert _holds("I have two children.", "I have two kids.")
    assert _holds("My mom grows roses.", "User's mother grows roses.")
    assert _holds("My favorite colour is teal.", "User's favourite color is teal.")
    assert not _holds("I work at a firehouse.", "User is a firefighter.")


def test_a_question_says_nothing_of_the_user() -> None:
    assert spc.statements("Nice! What's your favorite band? Mine is a folk trio.") == [
        "Nice!", "Mine is a folk trio."]


def test_each_user_is_played_and_only_said_facts_are_the_headline(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "spc", "--spc", str(dataset), "--provider", "heuristic",
                          "--json", "--dump", str(dump)])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["errors"] == [] and out["half"] == "dev"
    assert out["plays"] == 2 and out["reviews"] == 2 and out["facts"] == 5
    # said: the oboe (user 1), the nurse and the lake (user 2); never the cats or autumn
    assert out["said"] == 3
    rows = json.loads(dump.read_text(encoding="utf-8"))
    said = {(f["speaker"], f["fact"]) for f in rows["facts"] if f["said"]}
    assert said == {("User 1", "I play the oboe."), ("User 2", "I work as a nurse."),
                    ("User 2", "I live near a lake.")}
    oboe = next(e for e in rows["entries"] if "oboe" in e["entry"])
    assert oboe["speaker"] == "User 1" and oboe["turns"] == ["t3"] and oboe["live"]
    assert all(set(e["turns"]) <= {"t2", "t4", "t6"} for e in rows["entries"]
               if e["speaker"] == "User 2")                     # user 2's own turns only
    held = {f["fact"] for f in rows["facts"] if f["held"]}
    assert "I play the oboe." in held and "I have three cats." not in held
    assert out["recall_said_live_or_archived"] == round(
        sum(f["held"] for f in rows["facts"] if f["said"]) / 3, 3)
    assert out["recall_all_live_or_archived"] == round(len(held) / 5, 3)
    assert dump.stat().st_mode & 0o077 == 0                       # owner-only


def test_the_report_half_is_never_dumped_and_a_dump_stays_out_of_the_checkout(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    report = _write(tmp_path / "Tiny-Persona-Chat_test.csv", [(PERSONAS_1, PERSONAS_2, TALK)])
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "spc", "--spc", str(report), "--provider", "heuristic",
                          "--json", "--dump", str(dump)])
    assert code == 0 and json.loads(capsys.readouterr().out)["half"] == "report"
    assert not dump.exists()
    inside = Path(run_eval.__file__).resolve().parent / "kept.json"
    for flag in ("--dump", "--draw-sample"):
        with pytest.raises(SystemExit, match="inside the checkout"):
            run_eval.main(["--dataset", "spc", "--spc", str(report), "--provider", "heuristic",
                           flag, str(inside)])
    assert not inside.exists()


def test_a_drawn_sample_names_the_dataset_half_and_turns(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    sample = tmp_path / "sample.json"
    assert run_eval.main(["--dataset", "spc", "--spc", str(dataset), "--provider", "heuristic",
                          "--draw-sample", str(sample), "--sample-seed", "7"]) == 0
    assert "[spc dev]" in capsys.readouterr().out
    drawn = json.loads(sample.read_text(encoding="utf-8"))
    assert drawn["dataset"] == "spc" and drawn["half"] == "dev" and drawn["seed"] == 7
    assert drawn["entries"] and all(e["verdict"] is None and e["turns"] for e in drawn["entries"])


def test_a_file_of_another_shape_is_one_clear_error(tmp_path: Path) -> None:
    other = tmp_path / "other_valid.csv"
    other.write_text("a,b\n1,2\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="not Synthetic-Persona-Chat-shaped"):
        spc.load(other)
    with pytest.raises(SystemExit, match="no Synthetic-Persona-Chat file"):
        spc.load(tmp_path / "missing_valid.csv")


def test_a_sealed_sample_of_the_half_is_read_back_by_digest(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    """A judged sample, sealed, gives the half's precision and how much of it this run still
    keeps; a sample of the other half, or LoCoMo's, gives none."""
    report = _write(tmp_path / "Tiny-Persona-Chat_test.csv", [(PERSONAS_1, PERSONAS_2, TALK)])
    drawn = tmp_path / "drawn.json"
    assert run_eval.main(["--dataset", "spc", "--spc", str(report), "--provider", "heuristic",
                          "--draw-sample", str(drawn), "--sample-seed", "3"]) == 0
    sample = json.loads(drawn.read_text(encoding="utf-8"))
    entries = sample["entries"]
    assert len(entries) >= 2
    for i, e in enumerate(entries):
        e["verdict"] = "true" if i else "false"
    gone = dict(entries[0], entry="User keeps bees on the roof.", verdict="true")   # not kept now
    sample["entries"] = [*entries, gone]
    drawn.write_text(json.dumps(sample), encoding="utf-8")
    assert run_eval.main(["--seal-sample", str(drawn)]) == 0
    assert '"entry"' not in drawn.read_text(encoding="utf-8")
    capsys.readouterr()
    assert run_eval.main(["--dataset", "spc", "--spc", str(report), "--provider", "heuristic",
                          "--sample", str(drawn), "--json"]) == 0
    p = json.loads(capsys.readouterr().out)["precision"]
    n = len(entries) + 1
    assert p["judged"] == n and p["value"] == round((n - 1) / n, 3)   # the first false, the rest true
    assert p["still_kept"] == len(entries) and p["still_true"] == len(entries) - 1
    sample["half"] = "dev"
    drawn.write_text(json.dumps(sample), encoding="utf-8")
    assert run_eval.main(["--dataset", "spc", "--spc", str(report), "--provider", "heuristic",
                          "--sample", str(drawn), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["precision"] is None


def test_the_sealed_samples_are_the_numbered_rounds_oldest_first(tmp_path: Path) -> None:
    for name in ("spc_precision_r10.json", "spc_precision_r2.json", "spc_precision_r2_draft.json"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    assert [p.name for p in spc.sealed_samples(tmp_path)] == ["spc_precision_r2.json",
                                                             "spc_precision_r10.json"]
    assert spc.SAMPLE in spc.sealed_samples()     # the committed sample is one of them


def test_an_unjudged_draw_leaves_out_what_a_sealed_sample_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        clean_env) -> None:
    """A second judge reads only entries no earlier sample read, and the run says how much
    of its store the sealed verdicts cover."""
    report = _write(tmp_path / "Tiny-Persona-Chat_test.csv", [(PERSONAS_1, PERSONAS_2, TALK)])
    first = tmp_path / "spc_precision_r1.json"
    assert run_eval.main(["--dataset", "spc", "--spc", str(report), "--provider", "heuristic",
                          "--draw-sample", str(first), "--sample-seed", "3"]) == 0
    sample = json.loads(first.read_text(encoding="utf-8"))
    kept = [e["entry"] for e in sample["entries"]]
    assert len(kept) >= 2
    sample["entries"] = [dict(sample["entries"][0], verdict="true")]     # one entry judged
    first.write_text(json.dumps(sample), encoding="utf-8")
    assert run_eval.main(["--seal-sample", str(first)]) == 0
    monkeypatch.setattr(spc, "sealed_samples", lambda: [first])
    again = tmp_path / "again.json"
    capsys.readouterr()
    assert run_eval.main(["--dataset", "spc", "--spc", str(report), "--provider", "heuristic",
                          "--draw-sample", str(again), "--sample-seed", "3", "--draw-unjudged",
                          "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["sealed_verdicts"] == {
        "kept": len(kept), "judged": 1, "true": 1}
    redrawn = json.loads(again.read_text(encoding="utf-8"))
    assert redrawn["unjudged_only"] is True
    assert sorted(e["entry"] for e in redrawn["entries"]) == sorted(kept[1:])
    assert run_eval.main(["--dataset", "spc", "--spc", str(report), "--provider", "heuristic",
                          "--draw-sample", str(again), "--sample-seed", "3"]) == 0
    assert len(json.loads(again.read_text(encoding="utf-8"))["entries"]) == len(kept)


def test_a_label_in_markdown_bold_is_a_label_with_its_stars_spaced_or_not() -> None:
    talk = "* * User 1: * * I keep bees.\n**User 2:** Lovely!\n*User 1:* They hum all day."
    assert spc.parse_turns(talk) == [("User 1", "I keep bees."), ("User 2", "Lovely!"),
                                     ("User 1", "They hum all day.")]


def test_a_chat_with_no_labelled_turn_is_named_and_not_played(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    """An empty chat, or one whose lines name no speaker, says nothing of whose words are
    whose: it is named in the figures, and the run neither plays it nor fails."""
    file = _write(tmp_path / "Tiny-Persona-Chat_valid.csv", [
        (PERSONAS_1, PERSONAS_2, TALK), (PERSONAS_1, PERSONAS_2, ""),
        (PERSONAS_1, PERSONAS_2, "Hi! I play the oboe.\nI work as a nurse.")])
    assert run_eval.main(["--dataset", "spc", "--spc", str(file), "--provider", "heuristic",
                          "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["unreadable"] == [2, 3] and summary["plays"] == 2 and summary["errors"] == []
    assert run_eval.main(["--dataset", "spc", "--spc", str(file), "--provider", "heuristic"]) == 0
    assert "not played: 2 chats hold no labelled turn (rows 2, 3)" in capsys.readouterr().out


def test_the_extractor_is_named_as_the_review_resolves_it(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    # "auto" with no model configured is the offline heuristic: the figures and a drawn
    # sample say so (a judge of a sample read "auto" and had to ask)
    drawn = tmp_path / "drawn.json"
    assert run_eval.main(["--dataset", "spc", "--spc", str(dataset), "--draw-sample", str(drawn)]) == 0
    assert json.loads(drawn.read_text(encoding="utf-8"))["extractor"] == "heuristic"
    assert "provider: heuristic" in capsys.readouterr().out
