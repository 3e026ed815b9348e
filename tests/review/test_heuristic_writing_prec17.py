"""prec17 (issue 31; Topical-Chat's dev half, the conversations prec16 left unread): entries
written broken from sentences typed fast. Three shapes of the writing, each fixed where the
entry is written, not by refusing the entry:

* an adverb before a negated modal or before "much" was given the verb's "-s" ("User
  certainlies wouldn't …", "User veries much likes …"): an adverb is no verb;
* "use to" (typed for "used to") was agreed as a present ("User uses to play …");
* "super" was cut as an intensifier where it is part of a name ("the Super Cup" written "the
  Cup"): after an article or a possessive, or capitalised before a capitalised word, it is a
  name's or a noun's word, not an intensifier.

Every sentence is our own; each gave the broken entry before the change."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "How do you spend your weekends?"), ("user", said))]


@pytest.mark.parametrize(("said", "kept"), [
    ("I truly wouldn't want to be a referee.", "User truly wouldn't want to be a referee."),
    ("I certainly wouldnt want to live on a boat.", "User certainly wouldn't want to live on a boat."),
    ("I very much like board games.", "User very much likes board games."),
    ("I too enjoy watching the chess olympiad.", "User too enjoys watching the chess olympiad."),
])
def test_an_adverb_before_the_verb_is_not_agreed_as_the_verb(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds
        assert not any(word in " ".join(adds) for word in ("trulies", "certainlies", "veries", "too enjoy "))


def test_use_to_typed_for_used_to_is_written_used_to() -> None:
    for adds in _both("I use to play chess every weekend."):
        assert "User used to play chess every weekend." in adds


@pytest.mark.parametrize(("said", "kept"), [
    ("I watch the Super Cup every year with my uncle.",
     "User watches the Super Cup every year with their uncle."),
    ("I never miss the super league final.", "User never misses the super league final."),
])
def test_super_in_a_name_is_kept(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm super into knitting.", "User is into knitting."),
    ("I super love rock climbing.", "User loves rock climbing."),
])
def test_super_as_an_intensifier_is_still_cut(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds
