"""learn58: three more question shapes whose short answer is a lasting fact only with the
question (heuristic/asked.py). "What sort of X are you into?" asks a taste with "be into"
where "What X do you like?" asks it with a verb; "How often do you <do> X?" asks a routine
whose answer is how often alone; "Which X do you subscribe to?" ends on a preposition,
which goes before the answer. A pointer, a group, a negation, a thought or a question of the
moment still give nothing. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answered(question: str, answer: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("Ha, nice! What sort of podcasts are you into?", "Mostly true crime and old radio plays.",
     "User is into true crime and old radio plays."),
    ("What kinds of board games are you into?", "Cooperative games with a story!",
     "User is into cooperative games with a story."),
    ("So what are you into these days, Tomas?", "Bouldering and sourdough baking.",
     "User is into bouldering and sourdough baking."),
])
def test_a_taste_asked_with_be_into(question: str, answer: str, kept: str) -> None:
    assert _answered(question, answer) == [kept]


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("Wow, those are steep. How often do you cycle up to the reservoir?", "About twice a week, it clears my head.",
     "User cycles up to the reservoir about twice a week."),
    ("How often do you swim laps at the lido?", "Yeah, three times a week!",
     "User swims laps at the lido three times a week."),
    ("How often do you usually bake bread?", "Every weekend!", "User bakes bread every weekend."),
])
def test_a_routine_asked_with_how_often(question: str, answer: str, kept: str) -> None:
    assert _answered(question, answer) == [kept]


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("Which podcasts do you subscribe to?", "Mostly history shows.", "User subscribes to history shows."),
    ("Which club do you play for?", "The Riverside Otters!", "User plays for The Riverside Otters."),
])
def test_a_question_ending_on_its_preposition(question: str, answer: str, kept: str) -> None:
    assert _answered(question, answer) == [kept]


@pytest.mark.parametrize(("question", "answer"), [
    ("How often do you see them?", "Every weekend!"),                 # a pointer asked about
    ("How often do you worry about it?", "Every day."),               # a pointer
    ("How often do you two go dancing?", "Every Friday."),            # a group, not the user
    ("What are you guys into?", "Board games."),                      # a group
    ("What sort of films are you into?", "Not much, honestly."),      # a negation
    ("What are you into?", "Anything with a good plot."),             # names nothing
    ("Which podcasts do you subscribe to?", "Whatever my sister sends me."),  # a clause of its own
])
def test_no_fact_is_read_from_these(question: str, answer: str) -> None:
    assert _answered(question, answer) == []


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # review20 R3: a people's or a language's adjective said first keeps its capital
    ("What sort of films are you into?", "Mostly Danish thrillers.", "User is into Danish thrillers."),
    ("What sort of food are you into?", "Thai and Georgian.", "User is into Thai and Georgian."),
    ("What are you into these days?", "Japanese joinery.", "User is into Japanese joinery."),
    ("Which cheeses do you like?", "Basque sheep cheeses.", "User likes Basque sheep cheeses."),
])
def test_a_demonym_said_first_keeps_its_capital(question: str, answer: str, kept: str) -> None:
    assert _answered(question, answer) == [kept]


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # fix38 (review20 R13): the class is closed; a common word that only ends like a demonym
    # (-an, -ese, -ish, -i) loses its capital as any common noun phrase does
    ("What food do you like?", "Cheese and crackers.", "User likes cheese and crackers."),
    ("What food do you like?", "Sushi and ramen.", "User likes sushi and ramen."),
    ("What food do you like?", "Salami sandwiches.", "User likes salami sandwiches."),
    ("What are you into?", "Urban sketching.", "User is into urban sketching."),
    ("What are you into?", "Human rights work.", "User is into human rights work."),
    ("What are you into?", "Bonsai trees.", "User is into bonsai trees."),
    ("What are you into?", "Stylish vintage clothes.", "User is into stylish vintage clothes."),
])
def test_a_word_ending_like_a_demonym_is_no_demonym(question: str, answer: str, kept: str) -> None:
    assert _answered(question, answer) == [kept]


@pytest.mark.parametrize(("question", "answer", "kept"), [
    # guards: the class still keeps these capitals
    ("What sort of films are you into?", "Mostly Korean thrillers.", "User is into Korean thrillers."),
    ("What food do you like?", "Cuban sandwiches.", "User likes Cuban sandwiches."),
    ("What music do you like?", "Brazilian jazz mostly.", "User likes Brazilian jazz."),
    ("What are you into?", "Spanish poetry.", "User is into Spanish poetry."),
])
def test_a_demonym_in_the_closed_class_keeps_its_capital(question: str, answer: str, kept: str) -> None:
    assert _answered(question, answer) == [kept]
