"""Merging list members (issue 31, prec10): "fantasy and sci-fi movies" is two kinds of one
head noun, said once; a merge that split it wrote "User loves fantasy, sci-fi movies and …",
where "fantasy" stands alone (seen on LoCoMo's dev half; the sentences here are our own)."""

from __future__ import annotations

from reverie.review.slots import merged_members


def test_a_shared_head_noun_stays_with_both_kinds() -> None:
    # learn23: kept whole, and so not listed with another member: "horror and sci-fi films
    # and a lemon tart" cannot be told apart (the two entries stay side by side)
    assert merged_members("User loves horror and sci-fi films.", "User loves a lemon tart.") is None
    assert merged_members("User loves horror films.", "User loves sci-fi films.") == \
        "User loves horror films and sci-fi films."


def test_members_that_are_nouns_of_their_own_still_merge() -> None:
    assert merged_members("User's son Leo is allergic to peanuts.",
                          "User's son Leo is allergic to penicillin.") == \
        "User's son Leo is allergic to peanuts and penicillin."
    assert merged_members("User is allergic to peanuts and tree nuts.", "User is allergic to latex.") == \
        "User is allergic to peanuts, tree nuts and latex."


def test_an_apposition_is_not_a_list() -> None:
    # "tinkering in the shed, fixing old radios" is one taste said twice
    assert merged_members("User loves tinkering in the shed, fixing old radios.",
                          "User loves the humour of Wodehouse.") is None
    # a list with its "and" is still a list
    assert merged_members("User loves chess, go and bridge.", "User loves poker.") == \
        "User loves chess, go, bridge and poker."
