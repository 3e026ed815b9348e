"""The LoCoMo harness (issue 31) on a tiny synthetic file of LoCoMo's shape: one speaker is
played as the user, only their observations are scored, the matcher is the documented one,
and a drawn precision sample carries entries and turn ids, never the dialogue."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import locomo  # noqa: E402
import run_eval  # noqa: E402

from tests.fakes.openai_server import FakeOpenAIServer  # noqa: E402
from tests.fakes.scripted_server import Reply  # noqa: E402

CONVERSATION = {
    "sample_id": "synthetic-1",
    "conversation": {
        "speaker_a": "Ada", "speaker_b": "Bo",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Ada", "dia_id": "D1:1", "text": "Hi Bo! I play the violin in a community orchestra."},
            {"speaker": "Bo", "dia_id": "D1:2", "text": "Nice! I adopted a beagle named Rufus."},
            {"speaker": "Ada", "dia_id": "D1:3", "text": "My son Leo is allergic to peanuts. What's the weather like?"},
        ],
        "session_2_date_time": "10:00 am on 15 May, 2023",
        "session_2": [
            {"speaker": "Ada", "dia_id": "D2:1", "text": "Leo turned out to be allergic to penicillin too. I'm so tired today."},
            {"speaker": "Bo", "dia_id": "D2:2", "text": "Oh no, hope he is ok."},
        ],
    },
    "observation": {
        "session_1_observation": {
            "Ada": [["Ada plays the violin in a community orchestra.", "D1:1"],
                    ["Ada's son Leo is allergic to peanuts.", "D1:3"]],
            "Bo": [["Bo adopted a beagle named Rufus.", "D1:2"]],
        },
        "session_2_observation": {
            "Ada": [["Ada's son Leo is also allergic to penicillin.", "D2:1"]],
            "Bo": [],
        },
    },
}


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    path = tmp_path / "locomo10.json"
    path.write_text(json.dumps([CONVERSATION]), encoding="utf-8")
    return path


def test_the_matcher_is_content_word_overlap() -> None:
    obs = locomo.content_words("Ada's son Leo is allergic to peanuts.", ["Ada"])
    assert obs == {"son", "leo", "allergic", "peanut"}          # the name and function words go
    assert locomo.holds(obs, locomo.content_words("User's son Leo is allergic to peanuts."))
    assert not locomo.holds(obs, locomo.content_words("User has a son."))   # 1 of 4 words


def test_the_shared_words_meet_everyday_paraphrases() -> None:
    # chat_play's words, LoCoMo's and Synthetic-Persona-Chat's alike (review27 R8)
    assert locomo.content_words("Ada works as a welder.", ["Ada"]) == \
        locomo.content_words("User is a welder.") == {"welder"}
    assert locomo.content_words("Ada's kids love her mum.", ["Ada"]) == \
        locomo.content_words("User's children love their mother.")
    assert locomo.content_words("Ada likes kayaks and owns two.", ["Ada"]) == {"kayak", "2"}
    # a count in words is the count in digits, a lone digit a word of its own (learn99)
    assert locomo.content_words("Ada keeps three goats.", ["Ada"]) == \
        locomo.content_words("User keeps 3 goats.") == {"keep", "3", "goat"}
    assert locomo.content_words("Ada is forty.", ["Ada"]) == locomo.content_words("User is 40.")
    assert locomo.content_words("Ada found one.", ["Ada"]) == {"found"}    # "one" a pronoun as often
    assert locomo.content_words("Ada works at a shipyard.", ["Ada"]) == {"work", "shipyard"}


def test_the_main_clause_is_partial_credit_and_stricter_for_short_clauses() -> None:
    # an annotator joins a second fact to the first: the main clause is the first
    said = "Priya enrolled in a welding course and finds it calming after long shifts."
    assert locomo.main_clause(said) == "Priya enrolled in a welding course"
    assert locomo.main_clause("Omar adopted a greyhound, hoping it keeps him active.") == \
        "Omar adopted a greyhound"
    first = locomo.content_words(locomo.main_clause(said), ["Priya"])
    assert locomo.holds_main(first, locomo.content_words("User enrolled in a welding course."))
    assert not locomo.holds(locomo.content_words(said, ["Priya"]),
                            locomo.content_words("User enrolled in a welding course."))
    # a short main clause needs all its words: "loves" alone does not hold "loves reading"
    short = locomo.content_words("Omar loves reading", ["Omar"])
    assert not locomo.holds_main(short, locomo.content_words("User loves long walks."))
    assert locomo.holds_main(short, locomo.content_words("User loves reading thrillers."))


def test_locomo_plays_each_speaker_and_scores_only_the_users_observations(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    sample = tmp_path / "sample.json"
    code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                          "--provider", "heuristic", "--json", "--sample", str(tmp_path / "none.json")])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    dev = out["halves"]["dev"]
    assert dev["plays"] == 2 and dev["observations"] == 4        # Ada's 3 and Bo's 1
    assert dev["reviews"] == 4 and dev["errors"] == []
    assert dev["recall_live"] == 1.0 and dev["recall_live_or_archived"] == 1.0
    assert dev["stale_values"] == 0 and dev["precision"] is None and dev["noise_kept"] == 0
    assert 0 < dev["max_usage"]["user"] <= 1
    # the report half is drawn from conversations 6-10 only: none here, so nothing is drawn
    code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "report",
                          "--provider", "heuristic", "--draw-sample", str(sample), "--json"])
    assert code == 0 and json.loads(capsys.readouterr().out)["halves"]["report"]["plays"] == 0


def test_a_play_may_start_at_a_later_session_with_an_empty_memory(
        dataset: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                          "--provider", "heuristic", "--first-session", "2", "--json"])
    dev = json.loads(capsys.readouterr().out)["halves"]["dev"]
    assert code == 0 and dev["reviews"] == 2                  # session 2 of each play only
    assert dev["observations"] == 1                           # Ada's penicillin, not session 1's
    overrides = {"auxiliary": {"background_review": {"provider": "heuristic"}}}
    (ada, _bo) = locomo.run(dataset, ("dev",), overrides, clean_env, first_session=2)["dev"].plays
    assert not any("violin" in k.text for k in ada.kept)     # session 1 was never played


def test_kept_entries_know_the_user_turns_they_rest_on(dataset: Path, clean_env) -> None:
    overrides = {"auxiliary": {"background_review": {"provider": "heuristic"}}}
    (play_a, play_b) = locomo.run(dataset, ("dev",), overrides, clean_env)["dev"].plays
    assert play_a.speaker == "Ada" and play_a.kept
    violin = next(k for k in play_a.kept if "violin" in k.text)
    assert violin.refs == ("D1:1",) and violin.live
    assert all(set(k.refs) <= {"D1:2"} for k in play_b.kept)   # Bo's own turn only


def test_a_dump_lists_the_dev_halfs_kept_entries_outside_the_checkout(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                          "--provider", "heuristic", "--json", "--dump", str(dump)])
    assert code == 0 and json.loads(capsys.readouterr().out)["halves"]["dev"]["plays"] == 2
    rows = json.loads(dump.read_text(encoding="utf-8"))
    violin = next(r for r in rows if "violin" in r["entry"])
    assert violin["speaker"] == "Ada" and violin["turns"] == ["D1:1"] and violin["live"]
    assert dump.stat().st_mode & 0o077 == 0                      # owner-only
    # inside the checkout it is refused before anything is played
    inside = Path(run_eval.__file__).resolve().parent / "kept.json"
    with pytest.raises(SystemExit, match="inside the checkout"):
        run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                       "--provider", "heuristic", "--dump", str(inside)])
    assert not inside.exists()


def test_a_drawn_sample_holds_entries_and_turn_ids_not_the_dialogue(dataset: Path) -> None:
    play = locomo.Play(1, "Ada", kept=[locomo.Kept("User plays the violin.", "user", True, ("D1:1",))])
    (drawn,) = locomo.draw_sample([play], size=50, seed=31)
    assert drawn["entry"] == "User plays the violin." and drawn["turns"] == ["D1:1"]
    assert drawn["verdict"] is None
    assert "community orchestra" not in json.dumps(drawn)


def test_a_drawn_episode_says_so_for_its_own_criterion() -> None:
    # a judge reads an episode by the episode criterion (docs/review.md 9.2), so the draw marks it
    play = locomo.Play(1, "Ada", kept=[
        locomo.Kept("User plays the violin.", "user", True, ("D1:1",)),
        locomo.Kept("User ran a charity 10K on 3 May 2023.", "user", False, ("D1:2",), episode=True)])
    drawn = {d["entry"]: d["episode"] for d in locomo.draw_sample([play], size=50, seed=31)}
    assert drawn == {"User plays the violin.": False, "User ran a charity 10K on 3 May 2023.": True}


def test_a_sealed_sample_keeps_the_entrys_digest_not_its_words() -> None:
    drawn = {"half": "report", "extractor": "heuristic",
             "entries": [{"conversation": 7, "speaker": "Bo", "entry": "User plays the violin.",
                          "turns": ["D1:1"], "verdict": "true", "note": ""}]}
    sealed = locomo.seal(drawn)
    assert "violin" not in json.dumps(sealed)
    (entry,) = sealed["entries"]
    assert entry["entry_sha256"] == locomo.entry_digest("User plays the violin.")
    assert entry["turns"] == ["D1:1"] and entry["verdict"] == "true"
    # The eval still knows which judged entries this run kept.
    play = locomo.Play(7, "Bo", kept=[locomo.Kept("User plays the violin.", "user", True, ("D1:1",))])
    assert locomo.precision(sealed, "report", [play])["still_kept"] == 1
    assert locomo.precision(sealed, "report", [play])["still_true"] == 1
    other = locomo.Play(7, "Bo", kept=[locomo.Kept("User plays the cello.", "user", True, ("D1:1",))])
    assert locomo.precision(sealed, "report", [other])["still_kept"] == 0
    assert locomo.precision(sealed, "report", [other])["still_true"] == 0


def test_an_old_sample_is_rescored_on_the_entries_still_kept() -> None:
    # v8 judged on an older extractor: the re-score counts the true ones among those this
    # run still keeps word for word, beside the old figure
    sealed = locomo.seal({"half": "report", "extractor": "old", "entries": [
        {"conversation": 7, "speaker": "Bo", "entry": "User plays the viola.", "turns": ["D1:1"],
         "verdict": "true", "note": ""},
        {"conversation": 7, "speaker": "Bo", "entry": "User went to a fair.", "turns": ["D1:2"],
         "verdict": "false", "note": "single outing"},
        {"conversation": 7, "speaker": "Bo", "entry": "User bakes rye bread.", "turns": ["D1:3"],
         "verdict": "true", "note": ""}]})
    play = locomo.Play(7, "Bo", kept=[locomo.Kept("User plays the viola.", "user", True, ("D1:1",)),
                                      locomo.Kept("User went to a fair.", "user", True, ("D1:2",))])
    figure = locomo.precision(sealed, "report", [play])
    assert (figure["value"], figure["still_kept"], figure["still_true"]) == (0.667, 2, 1)


def test_every_committed_sample_is_sealed() -> None:
    # LoCoMo's licence keeps its text out of the repository, and kept entries often repeat
    # a turn's words: a judged sample is committed with digests only (run_eval --seal-sample).
    samples = sorted(Path(locomo.__file__).parent.glob("locomo_precision*.json"))
    assert samples
    for path in samples:
        for entry in json.loads(path.read_text(encoding="utf-8"))["entries"]:
            assert "entry" not in entry and len(entry["entry_sha256"]) == 64, path


def test_precision_comes_from_the_judged_sample_of_that_half() -> None:
    sample = {"half": "report", "extractor": "heuristic",
              "entries": [{"verdict": "true"}, {"verdict": "true"}, {"verdict": "false"},
                          {"verdict": None}]}
    assert locomo.precision(sample, "report") == {"value": 0.667, "judged": 3, "extractor": "heuristic",
                                                  "unjudged_only": False, "still_kept": None,
                                                  "still_true": None}
    assert locomo.precision(sample, "dev") is None


def test_a_missing_dataset_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no LoCoMo file at"):
        locomo.load(tmp_path / "absent.json")
    assert locomo.dataset_path(tmp_path) == tmp_path / "locomo10.json"


def test_the_default_sample_is_the_newest_judged_one_and_sealed() -> None:
    # each sealed sample is drawn once, judged, sealed and made the default (prec10: v10,
    # prec11: v11, judge12: v12); the default is the newest file, every entry judged, digests only;
    # 50 entries, or every one left when a draw among the unjudged found fewer (v27: 47)
    def number(path: Path) -> int:
        found = re.search(r"_v(\d+)\.json$", path.name)
        return int(found[1]) if found else 0
    newest = max(Path(locomo.__file__).parent.glob("locomo_precision*.json"), key=number)
    assert newest == locomo.SAMPLE
    sample = json.loads(newest.read_text(encoding="utf-8"))
    assert sample["half"] == "report"
    assert len(sample["entries"]) == 50 or (sample.get("unjudged_only") and 0 < len(sample["entries"]) < 50)
    assert all(e["verdict"] in ("true", "false") and "entry" not in e for e in sample["entries"])


def _sealed_file(folder: Path, version: int, half: str, judged: list[tuple[str, str]]) -> Path:
    path = folder / f"locomo_precision_v{version}.json"
    path.write_text(json.dumps(locomo.seal({"half": half, "entries": [
        {"conversation": 7, "speaker": "Bo", "entry": text, "turns": ["D1:1"], "verdict": verdict}
        for text, verdict in judged]})), encoding="utf-8")
    return path


def test_every_sealed_verdict_covers_the_store_and_the_later_reading_wins(tmp_path: Path) -> None:
    # the pooled verdicts of every sample say how much of this run's store has been read;
    # a later sample's verdict on the same words replaces an earlier one
    old = _sealed_file(tmp_path, 11, "report", [("User plays the viola.", "false"),
                                                ("User keeps bees.", "true")])
    new = _sealed_file(tmp_path, 12, "report", [("User plays the viola.", "true")])
    dev = _sealed_file(tmp_path, 13, "dev", [("User went to a fair.", "true")])
    verdicts = locomo.every_verdict("report", [old, new, dev])
    play = locomo.Play(7, "Bo", kept=[locomo.Kept("User plays the viola.", "user", True),
                                      locomo.Kept("User keeps bees.", "user", False),
                                      locomo.Kept("User went to a fair.", "user", True)])
    assert locomo.verdict_cover([play], verdicts) == {"kept": 3, "judged": 2, "true": 2}
    assert locomo.every_verdict("report", [new, old])[(7, "Bo", locomo.entry_digest("User plays the viola."))] is False


def test_an_unjudged_draw_leaves_out_what_a_sample_already_read(tmp_path: Path) -> None:
    judged = locomo.every_verdict("report", [_sealed_file(tmp_path, 11, "report",
                                                          [("User keeps bees.", "true")])])
    play = locomo.Play(7, "Bo", kept=[locomo.Kept("User keeps bees.", "user", True),
                                      locomo.Kept("User plays the viola.", "user", True)])
    assert [e["entry"] for e in locomo.draw_sample([play], seed=1, skip=judged.__contains__)] == \
        ["User plays the viola."]
    assert len(locomo.draw_sample([play], seed=1)) == 2


def test_the_pooled_verdicts_start_at_the_first_strict_sample() -> None:
    versions = [int(re.search(r"_v(\d+)\.json$", p.name)[1]) for p in locomo.sealed_samples()]
    assert versions == sorted(versions) and min(versions) == locomo.FIRST_STRICT


def test_a_draft_beside_the_samples_is_no_sealed_sample(tmp_path: Path) -> None:
    # review25 R2: a lane's draft named like a sample must not stop every LoCoMo run
    (tmp_path / "locomo_precision_v25_draft.json").write_text("{}", encoding="utf-8")
    sealed = _sealed_file(tmp_path, 12, "report", [("User keeps bees.", "true")])
    _sealed_file(tmp_path, 9, "report", [("User keeps bees.", "false")])
    assert locomo.sealed_samples(tmp_path) == [sealed]


def _judged(tmp_path: Path) -> Path:
    """A sealed dev sample judging two of what the heuristic keeps here (the beagle read
    false for the test's sake), the third entry unjudged."""
    sample = {"half": "dev", "seed": 1, "extractor": "heuristic", "entries": [
        {"conversation": 1, "speaker": "Ada", "entry": "User plays the violin in a community orchestra.",
         "verdict": "true"},
        {"conversation": 1, "speaker": "Bo", "entry": "User adopted a beagle named Rufus.",
         "verdict": "false"}]}
    path = tmp_path / "judged.json"
    path.write_text(json.dumps(locomo.seal(sample)), encoding="utf-8")
    return path


def _vet_reader(request):
    """Nearly sure the beagle happened once, leaning that way about the violin."""
    prompt, _system, _json = FakeOpenAIServer.request_text(request)
    p_once = 0.92 if "beagle" in prompt else 0.6
    return Reply.json({"happened_once": True, "only_for_now": False}, usage=(300, 14, 250),
                      chances={"happened_once": p_once, "only_for_now": 0.1})


def test_the_vet_reads_the_judged_entries_and_prints_precision_before_and_after(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    judged = _judged(tmp_path)
    with FakeOpenAIServer(responder=_vet_reader) as server:
        code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                              "--provider", "heuristic", "--vet", "openai", "--base-url", server.url,
                              "--model", "m", "--sample", str(judged), "--vet-only", "sample",
                              "--vet-threshold", "0.7"])
        asked = [FakeOpenAIServer.request_text(r)[0] for r in server.requests]
        assert all(r.body["logprobs"] is True for r in server.requests)
    out = capsys.readouterr().out
    assert code == 0
    # only the two judged entries were asked about, each with the user's own turn
    assert len(asked) == 2
    assert any("I adopted a beagle named Rufus." in a and "community" not in a for a in asked)
    assert not any("peanuts" in a for a in asked)
    assert "provider: heuristic, kept entries vetted by openai m, temperature 0" in out
    assert ("[vet dev] asked 2, vetoed 1 at P(yes) >= 0.7 (lasting 1, one_off_event 1), "
            "no answer 0") in out
    assert "tokens/entry 300 in (250 cached), 14 out" in out
    assert ("precision 0.5 before the vet (1 true), 1.0 after (1 true of 1); false dropped 1, "
            "true lost 0") in out
    # the curve the threshold is chosen from: the violin goes below 0.7, the beagle above 0.92
    assert "curve: P(yes) >= 0.6   false dropped 1 of 1, true lost 1 of 1 (1.000)" in out
    assert "curve: P(yes) >= 0.9   false dropped 1 of 1, true lost 0 of 1 (0.000)" in out
    assert "curve: P(yes) >= 0.95  false dropped 0 of 1, true lost 0 of 1 (0.000)" in out
    # without --vet-only every kept entry is asked about
    with FakeOpenAIServer(responder=_vet_reader) as server:
        run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                       "--provider", "heuristic", "--vet", "openai", "--base-url", server.url,
                       "--sample", str(judged), "--json"])
        assert len(server.requests) == 3
    assert json.loads(capsys.readouterr().out)["vet"]["dev"]["asked"] == 3


def test_a_vet_progress_file_already_there_is_made_owner_only(
        dataset: Path, tmp_path: Path, clean_env) -> None:
    # review39: O_CREAT's mode applies only to a file the run creates; one left readable by
    # others (an earlier run, a touch) kept its mode while digests and verdicts went into it
    judged = _judged(tmp_path)
    progress = tmp_path / "progress.jsonl"
    progress.touch()
    progress.chmod(0o644)
    with FakeOpenAIServer(responder=_vet_reader) as server:
        code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                              "--provider", "heuristic", "--vet", "openai", "--base-url", server.url,
                              "--sample", str(judged), "--vet-draw", "0", "--vet-progress",
                              str(progress), "--json"])
    assert code == 0
    assert progress.stat().st_mode & 0o777 == 0o600


def test_a_drawn_vet_asks_the_false_and_the_drawn_true_first_and_writes_its_progress(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    """--vet-draw 0: the judged-false entry first, then the rest; --vet-progress: each answer
    as it comes, with no words, owner-only, and its curve read back by vet_kept.py."""
    import vet_kept

    judged = _judged(tmp_path)
    progress = tmp_path / "progress.jsonl"
    with FakeOpenAIServer(responder=_vet_reader) as server:
        code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                              "--provider", "heuristic", "--vet", "openai", "--base-url", server.url,
                              "--sample", str(judged), "--vet-draw", "0", "--vet-progress",
                              str(progress), "--json"])
        asked = [FakeOpenAIServer.request_text(r)[0] for r in server.requests]
    assert code == 0 and len(asked) == 3
    assert "beagle" in asked[0].splitlines()[0]       # the one judged false comes first
    rows = vet_kept.read_progress(progress)
    assert [r["true"] for r in rows][0] is False and len(rows) == 3
    assert progress.stat().st_mode & 0o777 == 0o600
    text = progress.read_text(encoding="utf-8")
    assert "beagle" not in text and "violin" not in text      # digests, never the words
    figures = vet_kept.progress_figures(rows, 0.7)
    assert (figures["false"], figures["true"], figures["auc"]) == (1, 1, 1.0)
    assert figures["at"] == {"threshold": 0.7, "false_dropped": 1, "true_lost": 0,
                             "false_rate": 1.0, "true_rate": 0.0}
    assert figures["tokens_per_entry"] == [300, 250, 14]
    assert vet_kept.main([str(progress)]) == 0
    assert "P(yes) >= 0.7   false dropped 1 of 1 (1.0), true lost 0 of 1 (0.0)" in capsys.readouterr().out
    # the progress file never goes into the checkout
    with pytest.raises(SystemExit, match="inside the checkout"):
        run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                       "--provider", "heuristic", "--vet", "openai", "--base-url", server.url,
                       "--vet-progress", str(ROOT / "progress.jsonl")])


def test_the_drawn_order_is_fixed_by_the_seed() -> None:
    import vet_kept

    class _Play:
        conversation, speaker = 1, "Ada"

    class _Kept:
        def __init__(self, text):
            self.text = text

    pairs = [(_Play(), _Kept(f"User has fact {n}.")) for n in range(12)]
    judged = {locomo.kept_key(p, k): n % 3 != 0 for n, (p, k) in enumerate(pairs)}
    first = vet_kept.drawn_order(pairs, judged, 2, seed=14)
    assert [k.text for _, k in first] == [k.text for _, k in vet_kept.drawn_order(pairs, judged, 2, seed=14)]
    head = [judged[locomo.kept_key(p, k)] for p, k in first[:6]]
    assert head.count(False) == 4 and head.count(True) == 2   # all 4 false, 2 true drawn
    assert sorted(k.text for _, k in first) == sorted(k.text for _, k in pairs)


def test_a_vet_that_cannot_answer_vetoes_nothing(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    with FakeOpenAIServer(responder=lambda _r: Reply.error(500, "model crashed")) as server:
        code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                              "--provider", "heuristic", "--vet", "openai", "--base-url", server.url,
                              "--sample", str(_judged(tmp_path)), "--vet-only", "sample", "--json",
                              "--timeout", "5"])
    vetted = json.loads(capsys.readouterr().out)["vet"]["dev"]
    assert code == 0
    assert vetted["vetoed"] == 0 and vetted["errors"] == 2
    assert vetted["judged"]["precision_after"] == vetted["judged"]["precision_before"] == 0.5


def test_a_vet_server_without_token_probabilities_vetoes_nothing(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    with FakeOpenAIServer(responder=_vet_reader, logprobs=False) as server:
        code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                              "--provider", "heuristic", "--vet", "openai", "--base-url", server.url,
                              "--sample", str(_judged(tmp_path)), "--vet-only", "sample"])
    out = capsys.readouterr().out
    assert code == 0
    assert "vetoed 0 at P(yes) >= " in out and "no answer 2 (kept)" in out
    assert "[vet dev] no answer: NoProbabilities: The server sent no token probabilities" in out
    assert "false dropped 0, true lost 0" in out


def test_every_sample_vets_only_what_a_sealed_sample_judged(
        dataset: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    # no committed sample judged these synthetic entries: nothing is asked, nothing vetoed
    with FakeOpenAIServer(responder=_vet_reader) as server:
        code = run_eval.main(["--dataset", "locomo", "--locomo", str(dataset), "--half", "dev",
                              "--provider", "heuristic", "--vet", "openai", "--base-url", server.url,
                              "--vet-only", "every-sample"])
        assert server.requests == []
    out = capsys.readouterr().out
    assert code == 0 and "[vet dev] asked 0, vetoed 0" in out
    assert "no judged sample of this half matches what this run kept" in out


def test_the_vet_flags_are_refused_outside_locomo(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_eval.main(["--split", "tuning", "--provider", "heuristic", "--vet", "openai"])
    assert "use them with --dataset locomo" in capsys.readouterr().err


def test_an_episode_is_printed_apart_and_counted_as_archived(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], clean_env) -> None:
    # learn76 (issue 31): a dated past event of the user's is archived, never live
    # the tiny file's first session, its turns replaced by one dated race and a reply
    said = "Hi Bo! Last Saturday I ran a charity 10K by the river."
    talk = {key: value for key, value in CONVERSATION["conversation"].items()
            if not key.startswith("session_2")}
    talk["session_1"] = [dict(zip(("speaker", "dia_id", "text"), turn, strict=True))
                         for turn in (("Ada", "D1:1", said), ("Bo", "D1:2", "Well done, Ada!"))]
    observed = {"Ada": [["Ada ran a charity 10K by the river on 6 May 2023.", "D1:1"]], "Bo": []}
    conversation = {"sample_id": "synthetic-2", "conversation": talk,
                    "observation": {"session_1_observation": observed}}
    path = tmp_path / "locomo10.json"
    path.write_text(json.dumps([conversation]), encoding="utf-8")
    dump = tmp_path / "kept.json"
    code = run_eval.main(["--dataset", "locomo", "--locomo", str(path), "--half", "dev",
                          "--provider", "heuristic", "--json", "--dump", str(dump)])
    dev = json.loads(capsys.readouterr().out)["halves"]["dev"]
    assert code == 0 and (dev["kept"], dev["live"], dev["episodes"]) == (1, 0, 1)
    assert dev["recall_live"] == 0.0 and dev["recall_live_or_archived"] == 1.0
    (row,) = json.loads(dump.read_text(encoding="utf-8"))
    assert row == {"conversation": 1, "speaker": "Ada", "target": "user", "live": False,
                   "episode": True, "turns": ["D1:1"],
                   "entry": "User ran a charity 10K by the river on 6 May 2023.",
                   "reader": "shape:episode"}   # prec26: the shape layer's episode made it
    code = run_eval.main(["--dataset", "locomo", "--locomo", str(path), "--half", "dev",
                          "--provider", "heuristic"])
    assert code == 0 and "kept: 1 (0 live, 1 past events archived, 0.5 a play)" in capsys.readouterr().out
