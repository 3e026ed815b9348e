"""A reading tries the nearest few hits of a slot; one word read by many tables is one
place (issue 28, session 11, scan17): its copies must not crowd out the next word. A first
Greek table listing "password" again lost a held-out row that way (docs/rounds/scanner-rounds.md)."""

from __future__ import annotations

from reverie.memory.scan import capability


def test_copies_of_one_word_from_many_tables_count_as_one_place() -> None:
    text = "x" * 200
    codes = ["en", "fr", "es", "it", "pt", "de", "nl", "tl"]
    copies = [("credential", 10, 18, code) for code in codes]
    farther = ("credential", 60, 68, "en")
    sentence = capability.sentence._Sentence(text, [*copies, farther])
    around = sentence._around("credential", 12, 100)
    assert farther in around
    assert {hit[3] for hit in around if hit[1] == 10} == set(codes)


def test_the_nearest_places_are_still_bounded() -> None:
    text = "x" * 400
    hits = [("credential", at, at + 4, "en") for at in range(0, 200, 10)]
    sentence = capability.sentence._Sentence(text, hits)
    around = sentence._around("credential", 0, 300)
    assert len(around) == capability.sentence._NEAREST
    assert [hit[1] for hit in around] == [0, 10, 20, 30, 40, 50]
