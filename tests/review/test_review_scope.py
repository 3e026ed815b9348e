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
        model_home, clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """A model review (the heuristic's own review opens no scope in it): the engine's scope
    forgets what a part registered, once, as the review ends; the engine names no module."""
    monkeypatch.setattr(scope_module, "_FORGET", list(scope_module._FORGET))
    forgotten: list[int] = []
    on_review_end(lambda: forgotten.append(1))
    server, s = model_home()
    add_messages(s, "s1", ("user", "Hi."), ("assistant", "Hi! Anything new?"),
                 ("user", "I sing in a choir on Thursdays."))
    server.script(Reply.json({"operations": []}))
    review_session(s, "s1", clock=clock, echo=lambda _line: None)
    assert forgotten == [1]


# Notes of our own that end their sentences: the write's joined read reads the run of
# both files' entries, more than the eight a kept run needs.
_NOTES = ("User walks the dog before breakfast.", "User keeps a vegetable patch behind the house.",
          "User plays the cello in an amateur orchestra.", "User is learning Portuguese for a trip.",
          "User prefers tea to coffee in the afternoon.", "User reads crime novels on the train.",
          "User swims at the public pool on Saturdays.", "User bakes sourdough bread every weekend.",
          "User volunteers at the library on Mondays.", "User repairs old bicycles as a hobby.")


def test_two_homes_reviewed_in_one_process_never_share_a_kept_run(
        tmp_path, clean_env, clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """fast47: the scanner's kept runs (a write's joined read taken from the last runs
    read) live in the review's scope. Two homes whose files hold the same notes, reviewed
    one after the other in one process: the second home's first add takes nothing from
    the first home's runs (fast46's process-wide runs gave it nine parts), and its second
    add still takes its own review's run."""
    from reverie.memory.scan.capability import hits as capability_hits
    from reverie.memory.store import MemoryStore

    taken: list[tuple[int, int]] = []
    kept_prefix = capability_hits._kept_prefix

    def spy(*args):
        found = kept_prefix(*args)
        taken.append((len(args[-2]), len(found)))
        return found

    monkeypatch.setattr(capability_hits, "_kept_prefix", spy)
    adds: dict[str, list[tuple[int, int]]] = {}
    for name in ("first", "second"):
        home = tmp_path / name
        home.mkdir()
        s = make_settings(home, clean_env)
        s.memories_dir.mkdir(parents=True, exist_ok=True)
        store = MemoryStore(s)
        store.path("memory").write_text("\n§\n".join(_NOTES))
        store.path("user").write_text("")
        add_messages(s, "s1", ("user", "Hi."), ("assistant", "Hi! Anything new?"),
                     ("user", "I sing in a choir on Thursdays."), ("assistant", "Nice."),
                     ("user", "Please remember that I am allergic to peanuts."))
        taken.clear()
        review_session(s, "s1", clock=clock, echo=lambda _line: None)
        assert "peanuts" in store.path("user").read_text()
        # (the runs of the memory file and the new user entries: the adds' joined reads)
        adds[name] = [found for found in taken if found[0] > len(_NOTES)]
    first_add, *later_adds = adds["second"]
    assert first_add[1] == 0, adds
    assert later_adds and all(count > 0 for _parts, count in later_adds), adds
