"""Issue 31 (learn86): the learned keep filter over the heuristic's entries.

Its features are structure only (review/providers/heuristic/keep_features.py); its weights
file is checked at load, and a broken one turns the filter off with one logged line; a
hand-made weights file drops and keeps what its numbers say, through the provider's real
path when the option is on, and nothing changes when it is off. Every sentence is our own."""

from __future__ import annotations

import dataclasses
import json
import logging
import math
from pathlib import Path

import pytest

from reverie.config import ConfigError
from reverie.review.providers.heuristic import HeuristicProvider, keep_filter, propose_review
from reverie.review.providers.heuristic.keep_features import FEATURES, features
from reverie.review.providers.heuristic.table import EPISODE_RULE, Candidate
from reverie.review.review_input import ReviewInput, ReviewMessage
from tests.conftest import make_settings
from tests.fakes.helpers import provider_settings

PROVENANCE = {"labels": {"ours": 4}, "halves": ["dev"], "commit": "abc", "date": "2024-01-01",
              "validation": {}}


def _values(content: str, said: str, *, answered: str | None = None, between_people: bool = True,
            rule: str = "shape:stated") -> dict[str, float]:
    found = Candidate("user", content, "stated", 0.7, rule=rule)
    return dict(zip(FEATURES, features(found, said, answered, between_people), strict=True))


def _weights(**named: float) -> dict:
    """A weights file that gives each named feature its weight and every other none."""
    return {"features": list(FEATURES), "weights": [named.get(name, 0.0) for name in FEATURES],
            "bias": 2.0, "threshold": 0.5, "provenance": PROVENANCE}


def test_features_read_the_entry_its_turn_and_its_reading() -> None:
    pointed = _values("User has watched all of them.", "Oh I have watched all of them! Have you?",
                      answered="Did you see the films?")
    assert pointed["pointer_end"] == pointed["quantifier"] == pointed["turn_question"] == 1.0
    assert pointed["answers_question"] == pointed["between_people"] == pointed["perfect"] == 1.0
    assert pointed["ends_function"] == 0.0
    stranded = _values("User grew up near the harbour they sailed from.", "I grew up near the harbour.",
                       between_people=False)
    assert stranded["ends_function"] == stranded["verb_past"] == 1.0
    assert stranded["between_people"] == stranded["turn_question"] == 0.0
    named = _values("User's cousin Ilse teaches piano in Graz.", "My cousin Ilse teaches piano in Graz.")
    assert named["subject_possessive"] == 1.0 and named["capitals"] == pytest.approx(2 / 3)
    assert named["copied"] == 1.0
    dated = _values("User ran a relay race on 3 May 2023.", "I ran a relay race last week.", rule=EPISODE_RULE)
    assert dated["episode"] == dated["dated"] == dated["number"] == 1.0 and dated["rule_stated"] == 0.0
    assert len(features(Candidate("user", "", "", 0.5), "", None, False)) == len(FEATURES)


def test_the_scorer_is_a_logistic_regression_over_the_features() -> None:
    keep = keep_filter.parse(_weights(pointer_end=-5.0))
    pointed = features(Candidate("user", "User loves that one.", "", 0.7), "I love that one.", None, True)
    named = features(Candidate("user", "User plays the oboe in a band.", "", 0.7),
                     "I play the oboe in a band.", None, True)
    assert keep.probability(pointed) == pytest.approx(1 / (1 + math.exp(3.0)))
    assert keep.probability(named) == pytest.approx(1 / (1 + math.exp(-2.0)))
    assert not keep.keeps(pointed) and keep.keeps(named)


def _talk(*turns: str) -> ReviewInput:
    return ReviewInput(messages=tuple(ReviewMessage(i + 1, "user" if i % 2 == 0 else "assistant", text)
                                      for i, text in enumerate(turns)))


TALK = _talk("I play the oboe in a community band.", "Nice!", "I have lived in Tallinn since 2019.", "Cool.")


def _contents(operations: list[dict]) -> list[str]:
    return [op.get("content") for op in operations]


def test_off_keeps_everything_and_on_drops_what_the_weights_score_false(tmp_path: Path, monkeypatch) -> None:
    before, _, _ = propose_review(TALK)
    assert any("oboe" in c for c in _contents(before)) and any("Tallinn" in c for c in _contents(before))
    path = tmp_path / "keep_weights.json"
    path.write_text(json.dumps(_weights(number=-5.0)), encoding="utf-8")
    monkeypatch.setattr(keep_filter, "WEIGHTS", path)
    after, _, _ = propose_review(TALK, keep_filter.active("on"))
    assert _contents(after) == [c for c in _contents(before) if "Tallinn" not in c]
    assert keep_filter.active("off") is None
    # the option's threshold replaces the file's: at 0.01 nothing here is dropped
    assert _contents(propose_review(TALK, keep_filter.active("on", 0.01))[0]) == _contents(before)


def test_what_the_user_asked_to_keep_is_never_dropped(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "keep_weights.json"
    path.write_text(json.dumps(_weights(number=-5.0)), encoding="utf-8")
    monkeypatch.setattr(keep_filter, "WEIGHTS", path)
    asked = _talk("Please remember that the staging box is host-42.", "Noted.")
    before = _contents(propose_review(asked)[0])
    assert any("42" in c for c in before)
    assert _contents(propose_review(asked, keep_filter.active("on"))[0]) == before


@pytest.mark.parametrize(("said", "live"), [
    ("I switched from Vim to Helix last week.", "User uses Vim."),
    ("I'm not smoking anymore.", "User smokes."),
    ("I moved from Leeds to York.", "User lives in Leeds."),
])
def test_a_change_of_a_live_entry_is_never_dropped(said: str, live: str, tmp_path: Path, monkeypatch) -> None:
    """review38 R7: weights that score everything false still leave a switch, a stop or a move."""
    path = tmp_path / "keep_weights.json"
    path.write_text(json.dumps({**_weights(), "bias": -9.0}), encoding="utf-8")
    monkeypatch.setattr(keep_filter, "WEIGHTS", path)
    talk = ReviewInput(messages=(ReviewMessage(1, "user", said), ReviewMessage(2, "assistant", "Noted.")),
                       entries=(("user", live),))
    before = propose_review(talk)[0]
    assert [op["action"] for op in before] == ["replace"]
    assert propose_review(talk, keep_filter.active("on"))[0] == before
    assert propose_review(TALK, keep_filter.active("on"))[0] == []   # the same weights drop the rest


def test_the_provider_applies_the_filter_only_when_the_option_is_on(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "keep_weights.json"
    path.write_text(json.dumps(_weights(number=-5.0)), encoding="utf-8")
    monkeypatch.setattr(keep_filter, "WEIGHTS", path)
    schema = {"properties": {"operations": {}}}

    def kept(setting: str) -> list[str]:
        settings = dataclasses.replace(provider_settings("heuristic"), keep_filter=setting)
        return _contents(HeuristicProvider(settings, {}).generate_json("", schema=schema, review=TALK)
                         .data["operations"])
    assert any("Tallinn" in c for c in kept("off"))
    assert not any("Tallinn" in c for c in kept("on")) and any("oboe" in c for c in kept("on"))


@pytest.mark.parametrize(("change", "message"), [
    ({"features": ["words"]}, "other features than this code computes"),
    ({"weights": [0.0]}, f"needs {len(FEATURES)} finite weights"),
    ({"weights": [float("nan")] * len(FEATURES)}, "finite weights"),
    ({"bias": "high"}, "finite bias"),
    ({"threshold": 1.5}, "threshold between 0 and 1"),
    ({"provenance": {"halves": ["dev"]}}, "lacks its provenance"),
    ({"provenance": {**PROVENANCE, "halves": ["dev", "report"]}}, "dev halves only"),
])
def test_a_broken_weights_file_is_refused_in_one_line(change: dict, message: str) -> None:
    with pytest.raises(keep_filter.WeightsError, match=message) as caught:
        keep_filter.parse({**_weights(), **change})
    assert "\n" not in str(caught.value)


def test_a_broken_file_turns_the_filter_off_logged_once(tmp_path: Path, monkeypatch, caplog) -> None:
    path = tmp_path / "keep_weights.json"
    path.write_text('{"features": ', encoding="utf-8")
    monkeypatch.setattr(keep_filter, "WEIGHTS", path)
    with caplog.at_level(logging.WARNING, logger=keep_filter.__name__):
        assert keep_filter.active("on") is None and keep_filter.active("on") is None
        before, _, _ = propose_review(TALK)
        assert _contents(propose_review(TALK, keep_filter.active("on"))[0]) == _contents(before)
    lines = [r.getMessage() for r in caplog.records if r.name == keep_filter.__name__]
    assert len(lines) == 1 and lines[0].startswith("keep filter off:") and "\n" not in lines[0]
    assert keep_filter.load(tmp_path / "missing.json") is None


def test_the_shipped_weights_load_and_say_they_were_trained_on_dev_halves_only() -> None:
    data = json.loads(keep_filter.WEIGHTS.read_text(encoding="utf-8"))
    assert keep_filter.load(keep_filter.WEIGHTS) is not None
    assert data["provenance"]["halves"] == ["dev"] and sum(data["provenance"]["labels"].values()) > 0


def test_the_option_is_off_by_default_and_validated(home, clean_env) -> None:
    got = make_settings(home, clean_env).background_review
    assert (got.keep_filter, got.keep_filter_threshold) == ("off", None)
    got = make_settings(home, clean_env, auxiliary={"background_review": {
        "keep_filter": True, "keep_filter_threshold": 0.4}}).background_review
    assert (got.keep_filter, got.keep_filter_threshold) == ("on", 0.4)
    with pytest.raises(ConfigError, match="auxiliary.background_review.keep_filter must be one of on, off"):
        make_settings(home, clean_env, auxiliary={"background_review": {"keep_filter": "maybe"}})
    with pytest.raises(ConfigError, match="auxiliary.background_review.keep_filter_threshold must be at most 1"):
        make_settings(home, clean_env, auxiliary={"background_review": {"keep_filter_threshold": 2}})
