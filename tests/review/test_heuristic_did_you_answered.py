"""learn52: a past choice in a life asked with "which/what/where … did you …?" and answered with
a name or a place ("Which choir did you join?" — "The Bellfield Singers!"; "Where did you grow
up?" — "In a fishing town near Oban."). The verb's past is taken from what is known of it,
never guessed; the shape layer still drops a single act of the day, and a day's doings ("What
did you eat?"), a bare place with no preposition, a yes and a doing give nothing. Our own
sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("Which conservatoire did you enrol at?", "The Ashgrove Conservatoire! It's a big step.",
     "User enrolled at the Ashgrove Conservatoire."),
    ("Where did you grow up?", "In a fishing town near Oban.", "User grew up in a fishing town near Oban."),
    ("What did you study?", "Geology, at Aberdeen.", "User studied geology at Aberdeen."),
    ("Which choir did you join?", "The Bellfield Singers!", "User joined the Bellfield Singers."),
    ("What breed did you adopt?", "A retired greyhound!", "User adopted a retired greyhound."),
])
def test_a_past_choice_answered_is_kept(question: str, answer: str, kept: str) -> None:
    assert kept in _answered(question, answer)


@pytest.mark.parametrize(("question", "answer"), [
    ("What did you eat?", "Ramen, so good."),            # a meal of the day
    ("Which film did you see?", "Oppenheimer!"),         # one evening
    ("Where did you grow up?", "Oban."),                 # in it, near it?
    ("What did you name her?", "Biscuit!"),              # named whom?
    ("What did you study?", "Not much, honestly."),
    ("Which choir did you join?", "Singing with friends."),   # a doing, not a choir
    ("What did you think?", "Loved every minute!"),
    # review18 R14: a choice taken back, no one named, a loss or a sale (one event)
    ("Which choir did you join?", "The Bellfield Singers, but it fell through."),
    ("Which rugby club did you sign for?", "Nobody, in the end."),
    ("What did you lose?", "My reading glasses!"),
    ("What did you sell?", "My old kayak."),
])
def test_what_the_question_does_not_complete_gives_nothing(question: str, answer: str) -> None:
    assert _answered(question, answer) == []
