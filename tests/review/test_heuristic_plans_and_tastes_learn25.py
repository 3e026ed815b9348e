"""learn25: plans and tastes the shape layer let go, read by their structure. Our own
sentences.

* A plan said without its subject ("Gonna …", "Planning to …", "Hoping to …") is the
  speaker's plan; "Going to …" stays out (a doing as a subject: "Going to the gym helps me").
* "… this spring/summer" dates a plan; its "this" points at nothing.
* In a doing said as the subject, "them" right after a doing, with a plural noun before it
  in the same subject, stands for that noun ("Growing tomatoes and watching them ripen").
* "one another" is reciprocal, bound by the subject, not a pointer at the chat.
* A list said as the subject ("Books, films and long walks …") keeps its head: the first
  word was taken for a name called ("Sam, …") and cut with the items after it.
* "edu" is written out."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed
from reverie.review.providers.heuristic.writing import written_out

_AT = 1_700_000_000.0   # mid-November 2023


def _kept(said: str) -> list[str]:
    return [c.content for c in disclosed(said, _AT, between_people=True)]


@pytest.mark.parametrize(("said", "kept"), [
    ("Gonna start a pottery class next month.", ["User plans to start a pottery class (planned for December 2023)."]),
    ("Hoping to run a marathon by the end of the year.",
     ["User hopes to run a marathon by the end of the year."]),
    ("Planning to learn Portuguese before the move.",
     ["User plans to learn Portuguese before the move."]),
    # learn80: a visit planned for a season said is the user's dated intent (an episode)
    ("I'm planning to visit my aunt in Lisbon this spring.",
     ["User plans to visit their aunt in Lisbon (planned for spring 2024)."]),
    ("Gonna take a ceramics course this autumn.", ["User plans to take a ceramics course (planned for fall 2023)."]),
])
def test_a_plan_without_its_subject_or_dated_this_season_is_kept(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "Gonna be a long day.",          # no plan: how the day is
    "Gonna grab lunch now.",         # the moment
    "Hoping to see you soon!",       # to the listener
    "Gonna try this next month.",    # a pointer
])
def test_subjectless_lines_that_are_no_plan_give_nothing(said: str) -> None:
    assert _kept(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("Growing tomatoes and watching them ripen really calms me.",
     ["Growing tomatoes and watching them ripen calms the user."]),
    ("Teaching kids to swim and seeing them improve gives me so much joy.",
     ["Teaching kids to swim and seeing them improve gives the user so much joy."]),
    ("I love watching my cats chase one another.", ["User loves watching their cats chase one another."]),
])
def test_a_pronoun_bound_inside_its_own_clause_is_no_pointer(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "Watching movies with them calms me.",   # "them": people of the chat
    "Seeing them smile makes my day.",
    "I bought one.",
])
def test_pronouns_of_the_chat_still_point(said: str) -> None:
    assert _kept(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("Books, films and long walks all calm me.", ["Books, films and long walks all calm the user."]),
    ("Puzzles, podcasts, and slow mornings really help me unwind.",
     ["Puzzles, podcasts, and slow mornings help the user unwind."]),
    # a name called first is still cut, list or not
    ("Mel, pottery and painting really calm me.", ["Pottery and painting calm the user."]),
    ("Plus, gardening helps me clear my head.", ["Gardening helps the user clear their head."]),
])
def test_a_list_as_the_subject_keeps_its_head(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


def test_edu_is_written_out() -> None:
    assert written_out("User plans to continue their edu.") == "User plans to continue their education."


@pytest.mark.parametrize(("said", "kept"), [
    ("We're planning to rent a cabin in the hills and have some fun.",
     ["User plans to rent a cabin in the hills."]),
    ("I'm gonna visit Kyoto and have a blast.", ["User plans to visit Kyoto."]),
])
def test_the_fun_after_a_plan_is_its_mood_not_what_is_planned(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("Here's my studio, a converted garage.", ["User's studio is a converted garage."]),
    ("This is my dog, a rescue from Spain.", ["User's dog is a rescue from Spain."]),
    ("Oh and this is my prized possession, a chess set carved by my grandfather.",
     ["User's prized possession is a chess set carved by their grandfather."]),
])
def test_a_thing_shown_and_named_in_apposition_is_what_it_is(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "That's my plan, a big one.",       # "one": a pointer
    "This is my friend, a guy you met.",  # the listener
])
def test_an_apposition_that_points_gives_nothing(said: str) -> None:
    assert _kept(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("There's nothing like a swim at dawn.", ["User loves a swim at dawn."]),
    ("Nothing beats fresh bread on a Sunday - it makes the whole house smell great.",
     ["User loves fresh bread on a Sunday."]),
    ("There's nothing like seeing my garden bloom.", ["User loves seeing their garden bloom."]),
])
def test_nothing_like_is_a_taste_said_as_an_idiom(said: str, kept: list[str]) -> None:
    assert _kept(said) == kept


@pytest.mark.parametrize("said", [
    "There's nothing like it!",                     # a pointer
    "There's nothing like your cooking.",           # the listener's
    "There's nothing like a hot bath tonight.",     # the moment
])
def test_nothing_like_a_pointer_the_listener_or_the_moment_gives_nothing(said: str) -> None:
    assert _kept(said) == []
