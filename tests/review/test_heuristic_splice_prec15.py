"""prec15 (issue 31; broken writing, a false kind the sealed report samples name): between
people, a second clause spliced onto the user's own with a comma, its subject a thing or a name
of its own said to be the user's pick ("I knit a lot, scarves are my specialty"), was kept
whole: "User knits a lot, scarves are their specialty." It is repaired to the user's clause, as
learn71's splices are; a list in the subject ("My aunts, my uncles and my cousins are my
anchors") and an appositive after the object ("two dogs, a terrier and a dachshund") are no
splice and stay. Every sentence here is our own, and each repaired one was kept whole before
the change."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answer(asked: str, said: str) -> list[str]:
    return added_in_turns(("assistant", asked), ("user", said))


@pytest.mark.parametrize(("said", "kept"), [
    ("I knit a lot, scarves are my specialty.", ["User knits a lot."]),
    ("I read mysteries, Agatha Christie is the queen.", ["User reads mysteries."]),
    ("I love a good jigsaw, the thousand-piece ones are my favorite.", ["User loves a good jigsaw."]),
])
def test_a_spliced_second_clause_is_cut(said: str, kept: list[str]) -> None:
    assert _answer("What do you do for fun?", said) == kept


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("Any family nearby?", "My aunts, my uncles and my cousins are my anchors.",
     ["User's aunts, their uncles and their cousins are their anchors."]),
    ("Pets?", "I have two dogs, a terrier and a dachshund.", ["User has two dogs, a terrier and a dachshund."]),
])
def test_a_list_or_an_appositive_is_no_splice(asked: str, said: str, kept: list[str]) -> None:
    assert _answer(asked, said) == kept
