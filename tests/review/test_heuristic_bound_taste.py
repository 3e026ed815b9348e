"""learn63 (issue 31, "lost condition"): a taste of a bare "the N" whose topic the friend's
question or the speaker's sentence before named carries that topic into the entry
(:mod:`reverie.review.providers.heuristic.bound_taste`). Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("question", "answer", "entry", "lost"), [
    # the question says the taste's head with a noun of its kind before it
    ("Is there a chess opening you like best?", "Hard to say, but I really like the quiet openings.",
     "User likes the quiet chess openings.", "User likes the quiet openings."),
    ("Do you have a favourite knitting stitch?", "I love the twisted stitches, they look so neat.",
     "User loves the twisted knitting stitches.", "User loves the twisted stitches."),
    # the speaker's sentence before names the doing as a gerund
    ("What's new with you?", "I took up rowing six years ago. I love the rhythm of the water.",
     "User loves rowing for the rhythm of the water.", "User loves the rhythm of the water."),
    ("Any news?", "Studying Portuguese has been slow but fun. I like the logic of the grammar.",
     "User likes studying Portuguese for the logic of the grammar.", "User likes the logic of the grammar."),
    # the question names the doing the answer is about
    ("What do you like most about beekeeping?", "I really enjoy the harvest.",
     "User enjoys beekeeping for the harvest.", "User enjoys the harvest."),
])
def test_a_bare_definite_taste_carries_its_topic(question: str, answer: str, entry: str, lost: str) -> None:
    added = added_in_turns(("assistant", question), ("user", answer))
    assert entry in added
    assert lost not in added


# guards (pass on the parent too): a phrase that says what it is of, the world's one of a
# kind, and a bare definite with no topic before it are kept as they were said
@pytest.mark.parametrize(("question", "answer", "entry"), [
    ("How long have you been doing pottery?", "Ten years. I love the feel of the clay in my hands.",
     "User loves the feel of the clay in their hands."),
    ("Have you always climbed?", "Since school. I love the mountains.", "User loves the mountains."),
    ("What's new with you?", "I love the smell of fresh bread.", "User loves the smell of fresh bread."),
])
def test_a_taste_that_names_what_it_is_of_stays(question: str, answer: str, entry: str) -> None:
    assert entry in added_in_turns(("assistant", question), ("user", answer))


# review22 R2: a doing denied, given up or only thought of, an answer that says "no" to the
# question's doing, or a gerund with an object of its own is no topic: the entry stays as said
@pytest.mark.parametrize(("question", "answer", "entry"), [
    ("What's new with you?", "I don't like jogging. I love the pool though.", "User loves the pool."),
    ("Do you enjoy fishing?", "No way. I love the birds too much.", None),
    ("What's new with you?", "I've been thinking about quitting nursing. I love the night shifts.",
     "User loves the night shifts."),
    ("What's new with you?", "I started watching a new cookery show. I love the main chef.",
     "User loves the main chef."),
])
def test_a_doing_not_the_speakers_is_no_topic(question: str, answer: str, entry: str | None) -> None:
    added = added_in_turns(("assistant", question), ("user", answer))
    assert not any(" for the " in a for a in added)
    if entry:
        assert entry in added
