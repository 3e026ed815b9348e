"""learn110: a question that names the user's animal by its kind, with no "your" ("What kind of
cat do you have?"), answered with "he", "she" or "they" is about that animal
(:mod:`.asked_person`). A wish, how the animal is, praise alone, or someone else's animal keep
nothing. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_turns


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # each kept nothing before learn110: asked_person needed a "your <animal>"
    ("What cat do you have?", "She is a tabby named Moss.", "User's cat is a tabby named Moss."),
    ("What kind of dogs do you have?", "They are both terriers from a shelter.",
     "User's dogs are both terriers from a shelter."),
    ("We grow barley on my parents' land. What kind of horse do you own?", "She is a grey mare.",
     "User's horse is a grey mare."),
])
def test_the_pronoun_is_the_animal_the_question_names(question: str, answer: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer"), [
    ("What kind of dog do you want?", "He would be a pug."),           # a wish, no "have"
    ("What kind of dog do you have?", "He is doing great."),            # how he is
    ("What kind of dog do you have?", "They are the best."),            # praise, and "they" for one dog
    ("What kind of dog does your uncle have?", "He has a poodle."),     # someone else's
])
def test_nothing_of_the_animal(question: str, answer: str) -> None:
    assert added_in_turns(("assistant", question), ("user", answer)) == []
