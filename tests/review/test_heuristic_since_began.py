"""learn24: "since" after a present perfect says when the state began, and stays with it
("I've lived in Bristol since I was six" was "User has lived in Bristol." and "User was
six."). A reason ("since the bus is late"), the chat's own time ("since we last talked"),
an afterthought after a comma and a perfect inside another clause are read as before. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import clauses
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    ("I've lived in Bristol since I was six.", "User has lived in Bristol since they were six."),
    ("I've been vegetarian since 2015.", "User has been vegetarian since 2015."),
    ("I have played the cello since I was eight.", "User has played the cello since they were eight."),
    ("I've loved jazz since college.", "User has loved jazz since college."),
    ("I've been keeping bees since my dad retired, and I love it.",
     "User has been keeping bees since their dad retired."),
    ("I've become more religious since my mum died.",
     "User has become more religious since their mum died."),
    ("I've become calmer since I took up yoga.", "User has become calmer since they took up yoga."),
    ("My brother has lived in Spain since he was twenty.",
     "User's brother has lived in Spain since he was twenty."),
])
def test_the_start_of_a_state_stays_with_it(text: str, kept: str) -> None:
    assert added_as_news(text) == [kept]


def test_the_start_alone_is_not_a_fact() -> None:
    assert "User was six." not in added_as_news("I've lived in Bristol since I was six.")


@pytest.mark.parametrize(("sentence", "parts"), [
    # a reason, in the present: cut as before
    ("I've started walking to work since the bus is always late",
     ["I've started walking to work", "the bus is always late"]),
    # the chat's own time
    ("I've been swamped since we spoke", ["I've been swamped", "we spoke"]),
    # an afterthought after a comma, with a fact of its own
    ("I've known Sam for years, since I moved here", ["I've known Sam for years", "I moved here"]),
    # a perfect inside another clause
    ("It made me see how much I've grown since I started therapy",
     ["It made me see how much I've grown", "I started therapy"]),
])
def test_other_since_clauses_are_cut_as_before(sentence: str, parts: list[str]) -> None:
    assert clauses(sentence) == parts


# review12 K3: a start that leans on the chat is cut as before, and the state is kept
@pytest.mark.parametrize(("text", "kept"), [
    ("I've been learning Rust since my friend recommended it.", "User has been learning Rust."),
    ("I've been vegan since my doctor told me to.", "User has been vegan."),
    ("I've been using Vim since a colleague showed me it.", "User has been using Vim."),
])
def test_a_start_that_leans_on_the_chat_is_cut(text: str, kept: str) -> None:
    assert added_as_news(text) == [kept]


# review12 K4: a start of the day makes the state the day's
@pytest.mark.parametrize("text", [
    "I've been waiting since noon.",
    "I've been debugging since 8am.",
    "I've been at the airport since 5am.",
    "I've had a headache since this morning.",
])
def test_a_state_since_a_time_of_day_is_the_days(text: str) -> None:
    assert added_as_news(text) == []


# fixlearn12 (review12 K3 rest): the joined clause read by the pipeline's own tests of a
# pointer, someone's words or a cut complement, not a list of pointer words
@pytest.mark.parametrize(("text", "kept"), [
    ("I've played the ukulele since my aunt gave me one.", "User has played the ukulele."),
    ("I've worn glasses since my optician said so.", "User has worn glasses."),
])
def test_a_start_the_pipeline_would_drop_is_cut(text: str, kept: str) -> None:
    # learn112: an aunt named with "my" is had beside the cut clause (mine_in_passing)
    assert added_as_news(text) == [kept] + (["User has an aunt."] if "my aunt" in text else [])


# fixlearn12 (review12 K4 rest): a time of day with a stop or a colon in it, or a time of
# day said in a word, is the day's too, wherever the clause is cut
@pytest.mark.parametrize("text", [
    "I've been up since 5 a.m. with the baby.",
    "I've been at the library since 9 a.m.",
    "I've been at my desk since 7:30.",
    "I've been baking since dawn.",
])
def test_a_state_since_a_time_of_day_written_otherwise_is_the_days(text: str) -> None:
    assert added_as_news(text) == []
