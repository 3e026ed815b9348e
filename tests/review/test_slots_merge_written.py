"""learn23: a merge of two list members must read as one list. A member with an "and" of its
own, or one whose "of …" may take the word before its "and", cannot be told apart from the
list's members; a doing before a thing reads as doing the thing; a member said twice (one
inside another) is not two. In each such case the merge is not made (the two entries stay
side by side) or the members are ordered things first. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.slots import merged_members


@pytest.mark.parametrize(("first", "second"), [
    # "the history and food of Crete and jazz": does "of Crete" take "the history"? one member
    ("User loves the history and food of Crete.", "User loves jazz."),
    # a member with its own "and": "folk and jazz music and oysters"
    ("User loves folk and jazz music.", "User loves oysters."),
    # one member inside another: "travel photography and travel" says travel twice
    ("User is passionate about travel photography.", "User is passionate about travel."),
])
def test_a_merge_that_cannot_be_read_as_one_list_is_not_made(first: str, second: str) -> None:
    assert merged_members(first, second) is None


@pytest.mark.parametrize(("first", "second", "merged"), [
    # "watching old films and oat milk" read as watching the milk
    ("User loves watching old films.", "User loves oat milk.",
     "User loves oat milk and watching old films."),
    ("User enjoys baking sourdough and knitting.", "User enjoys crosswords.",
     "User enjoys crosswords, baking sourdough and knitting."),
    # plain lists are as before
    ("User's daughter is allergic to shellfish.", "User's daughter is allergic to aspirin.",
     "User's daughter is allergic to shellfish and aspirin."),
    ("User plays the oboe.", "User plays the harp.", "User plays the oboe and harp."),
])
def test_things_come_before_doings_in_a_merged_list(first: str, second: str, merged: str) -> None:
    assert merged_members(first, second) == merged
