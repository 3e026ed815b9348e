"""learn75 (issue 31; the sealed samples' lost conditions): how often, how well or when a
clause holds, said as a fragment after its comma ("…, but not very often", "…, though not
very well", "…, but never after noon", "…, but only long-haired ones"), stays with the clause
in the entry. Cut off, the clause was kept as if it held outright; a taste row of the rule table
that would cut it declines, so the shape layer, which keeps it, reads the sentence. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


def _news(said: str) -> list[str]:
    return added_in_turns(("assistant", "What's new with you?"), ("user", said))


@pytest.mark.parametrize(("said", "kept"), [
    ("I play squash, but not very often.", ["User plays squash, but not very often."]),
    ("I speak Greek, though not very well.", ["User speaks Greek, but not very well."]),
    ("I drink tea, but never after six.", ["User drinks tea, but never after six."]),
    ("I cycle to work, yet rarely in January.", ["User cycles to work, but rarely in January."]),
    # a taste the rule table took whole, and cut before its qualifier
    ("I love sailing, but only on lakes.", ["User loves sailing only on lakes."]),
])
def test_the_qualifier_stays_with_the_clause(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


def test_said_to_the_assistant_too() -> None:
    assert added_in_a_developer_session("I love sailing, but only on lakes.") == ["User loves sailing only on lakes."]


@pytest.mark.parametrize(("said", "kept"), [
    # a clause of its own after "but" is two facts, as before
    ("I love sailing, but I hate rowing.", ["User loves sailing.", "User dislikes rowing."]),
    # a head that names nothing is no qualifier: the taste is kept alone, as before (review19 R8)
    ("I like folk music, but not the modern stuff.", ["User likes folk music."]),
])
def test_what_is_not_a_qualifier_is_read_as_before(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


def test_never_before_a_preposition_is_no_act() -> None:
    # the fragment was read as an act sharing the subject ("User never afters six.")
    assert not any("afters" in e for e in _news("I drink tea, but never after six."))


def test_a_clause_is_never_kept_without_its_qualifier() -> None:
    # "ones" after the qualifier is read as a pointer later and the entry goes; it was
    # "User is allergic to dogs." before, a different fact
    assert "User is allergic to dogs." not in _news("I'm allergic to dogs, but only long-haired ones.")


def test_a_condition_with_its_own_subject_leaves_the_taste() -> None:
    # review27 R16: "but not when they …" is a clause, not a fragment: the taste holds
    assert _news("I love cats, but not when they scratch the sofa.") == ["User loves cats."]
