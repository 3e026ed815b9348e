"""review39: a relative clause's noun phrase never runs over a determiner. A sentence whose
subject is someone else's doing ("The kids love the bakery I work at") put the subject and
its verb inside the noun phrase ("User works at a kids love the bakery."), and learn88's
relative of a life, which reads the same noun phrase, said "I rode a son loves …". The
determiner opens the noun phrase of its own. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.life_past import relative_of_a_life
from reverie.review.providers.heuristic.relative import own_relative
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("sentence", "told"), [
    ("The kids love the bakery I work at.", ["I work at a bakery."]),
    ("My son loves the gym I go to.", ["I go to a gym."]),
    # a determiner as the head's own stays the reading it was
    ("I love the little bakery I work at.", ["I work at a little bakery."]),
])
def test_a_relatives_noun_phrase_opens_at_its_own_determiner(sentence: str, told: list[str]) -> None:
    assert own_relative(sentence) == told


def test_the_entry_kept_names_the_thing_not_the_sentence_before_it() -> None:
    kept = added_as_news("The kids love the bakery I work at.")
    assert "User works at a bakery." in kept
    assert not any("love the bakery" in entry for entry in kept)


@pytest.mark.parametrize(("sentence", "told"), [
    ("My nephew plays with the train set I had as a boy!", ["I had a train set as a boy."]),
    ("My dog chews the old boots I wore in college.", ["I wore old boots in college."]),
    # a bare head after a pastime names nothing (learn88), and nothing garbled is said instead
    ("My brother broke the guitar I played in college and I cried.", []),
])
def test_a_relative_of_a_life_reads_the_same_noun_phrase(sentence: str, told: list[str]) -> None:
    assert relative_of_a_life(sentence) == told
