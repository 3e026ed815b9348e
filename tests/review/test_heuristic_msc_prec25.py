"""prec25 (issue 31, Multi-Session Chat's dev half): people typing join two clauses with a bare
"so" and no comma ("I have a bike so the car stays home"). When the second clause's subject was
no pronoun, the sentence was not cut there and the "so" was then dropped as a word of degree,
so the two clauses ran together ("User has a bike the car stays home."). Every sentence here is
our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _added(said: str) -> list[str]:
    return added_in_turns(("assistant", "How have you been?"), ("user", said))


@pytest.mark.parametrize(("said", "kept"), [
    ("I have a bike so the car stays home.", "User has a bike."),
    ("I live alone so most days are boring.", "User lives alone."),
    ("My boys are still little so all that is ahead of me.", "User's boys are still little."),
    ("I race with my dog so have to stay fit.", "User races with their dog."),
    ("I walk my dogs every day so gym sessions are fun for me.", "User walks their dogs every day."),
    ("Pills make me ill so herbal healing is better for me.", "Pills make the user ill."),
])
def test_a_bare_so_before_a_clause_ends_the_first_clause(said: str, kept: str) -> None:
    added = _added(said)
    assert kept in added
    assert not any(" so " in entry for entry in added)
    # the second clause is never run on into the first
    assert not any(entry.startswith(kept[:-1] + " ") for entry in added)


@pytest.mark.parametrize(("said", "kept"), [
    ("I love cats so much.", "User loves cats."),              # a word of degree, cut as before
    ("My sister is so mean to me.", "User's sister is mean to the user."),
    ("I'm so into knitting.", "User is into knitting."),
    ("I work nights so I sleep during the day.", "User works nights."),    # a pronoun: cut as before
])
def test_so_of_degree_and_so_before_a_pronoun_read_as_before(said: str, kept: str) -> None:
    assert kept in _added(said)


def test_a_wish_of_luck_after_so_is_no_part_of_the_entry() -> None:
    assert not any("fingers" in entry for entry in _added("I have mailed my form in so fingers crossed."))


def test_or_so_after_a_count_stays_whole() -> None:
    assert _added("I have about 3 weeks or so to get ready.") == ["User has about 3 weeks or so to get ready."]
