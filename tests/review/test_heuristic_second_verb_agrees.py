"""learn47 (issue 31, broken writing): the second verb of a pair agrees with "User".

* A closed class of everyday verbs that are never a noun nor a noun's modifier ("sell",
  "deliver", "compose"), and a verb's own endings (-ize, -ify), are the second verb after "and"
  whatever follows: "User keeps bees and sell honey." was written, since a bare mass noun
  after the word read as a compound's ("a bakery and coffee shop").
* A bare word right after "<the agreed verb> and" is a verb as the first is ("User cooks and
  clean on Sundays.").
* After a causative or a verb of seeing with its own object, a bare verb before "and" opens
  that object's clause, whose verbs stay bare ("User helps kids read and writes." was written).

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize(("said", "entry"), [
    ("I keep bees and sell honey.", "User keeps bees and sells honey."),
    ("I keep chickens and sell eggs on weekends.", "User keeps chickens and sells eggs on weekends."),
    ("I lead a choir and compose music.", "User leads a choir and composes music."),
    ("I drive a van and deliver furniture.", "User drives a van and delivers furniture."),
    ("I fix old radios and sell parts.", "User fixes old radios and sells parts."),
    ("I collect old maps and restore furniture.", "User collects old maps and restores furniture."),
    ("I design posters and promote local bands.", "User designs posters and promotes local bands."),
    ("I grow herbs and donate them to the food bank.",
     "User grows herbs and donates them to the food bank."),
    ("I run a pottery studio and sell mugs.", "User runs a pottery studio and sells mugs."),
    ("I collect stamps and organize swaps.", "User collects stamps and organizes swaps."),
])
def test_a_verb_that_is_never_a_noun_agrees_after_and(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    ("I cook and clean on Sundays.", "User cooks and cleans on Sundays."),
    ("I paint and draw every weekend.", "User paints and draws every weekend."),
    ("I read and then write.", "User reads and then writes."),
    ("I pray and fast during the holidays.", "User prays and fasts during the holidays."),
])
def test_a_bare_word_right_after_the_first_verb_and_agrees(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    ("I help kids read and write.", "User helps kids read and write."),
    ("I help my neighbours shop and cook.", "User helps their neighbours shop and cook."),
])
def test_the_pair_of_a_causatives_clause_stays_bare(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    # guards: nouns after "and" are left as said
    ("I run a bakery and coffee shop.", "User runs a bakery and coffee shop."),
    ("I keep chickens and guinea pigs.", "User keeps chickens and guinea pigs."),
    ("I sell apples and apple juice.", "User sells apples and apple juice."),
    ("I love watching my kids grow and learn.", "User loves watching their kids grow and learn."),
    ("I cook pasta and pizza.", "User cooks pasta and pizza."),
])
def test_a_pair_of_nouns_or_a_clause_is_left_as_said(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
