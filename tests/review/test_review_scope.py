"""What a review keeps for itself alone is forgotten as it ends (review.review_scope; fix45).

The engine opened no scope and emptied the heuristic's caches by their module's name
(review45's mend); now whatever keeps something per review registers how to forget it, and
the engine's scope forgets it, whatever it is and whatever the provider. Every sentence
here is our own."""

from __future__ import annotations

import pytest

from reverie.review import review_scope as scope_module
from reverie.review.engine import review_session
from reverie.review.providers.heuristic import review_cache
from reverie.review.providers.heuristic.writing import third_person
from reverie.review.review_scope import on_review_end, review_scope
from tests.conftest import make_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply
from tests.review.engine_support import add_messages


def test_a_scope_forgets_what_was_registered_as_it_ends_however_it_ends(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scope_module, "_FORGET", list(scope_module._FORGET))
    forgotten: list[str] = []
    on_review_end(lambda: forgotten.append("kept"))
    with review_scope():
        assert forgotten == []
    assert forgotten == ["kept"]
    with pytest.raises(RuntimeError), review_scope():
        raise RuntimeError("the review failed")
    assert forgotten == ["kept", "kept"]


def test_the_heuristics_readings_are_forgotten_at_a_scopes_end() -> None:
    """The heuristic's cache registers itself when it is made: a scope that never named it
    forgets its readings."""
    review_cache.clear()
    with review_scope():
        assert third_person("I grow chillies on the balcony.") == "the user grows chillies on the balcony."
        assert review_cache.kept() >= 1
    assert review_cache.kept() == 0


def test_the_engines_review_forgets_what_any_part_keeps_for_it(
        home, clean_env, clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """A model review (the heuristic's own review opens no scope in it): the engine's scope
    forgets what a part registered, once, as the review ends; the engine names no module."""
    monkeypatch.setattr(scope_module, "_FORGET", list(scope_module._FORGET))
    forgotten: list[int] = []
    on_review_end(lambda: forgotten.append(1))
    with FakeOpenAIServer() as server:
        model = {"provider": "openai", "base_url": server.url, "model": "m"}
        s = make_settings(home, clean_env, auxiliary={"background_review": model,
                                                      "session_search": model})
        add_messages(s, "s1", ("user", "Hi."), ("assistant", "Hi! Anything new?"),
                     ("user", "I sing in a choir on Thursdays."))
        server.script(Reply.json({"operations": []}))
        review_session(s, "s1", clock=clock, echo=lambda _line: None)
    assert forgotten == [1]
