"""learn64 (issue 31): the written form of three shapes.

- "Remember that <name> is …" where the name begins with a word that is also a command
  ("deploy host 4", "build box 2", "test rig 9"): a statement about that thing, not "The
  assistant should print queue 4 is …" (broken writing), and not withdrawn as an instruction.
- "I've got two ferrets" is having them: "User has two ferrets", not "has got".
- A someday wish to go back where the user says ("move back to Norway someday", "go back to
  university one day") is a wish like any other; "back" alone ("want to head back someday")
  still points at the chat's place and gives nothing.
- A favourite answered "Definitely <name>!" is that favourite, also when the friend shows
  their own after asking ("Any favourite X? Here are a few of mine.").

Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.wellformed import problems
from tests.review.chat_support import (
    added_at_said_time,
    added_in_a_developer_session,
    added_in_turns,
)


@pytest.mark.parametrize(("said", "entry"), [
    ("Remember that deploy host 4 is in the east wing.", "Deploy host 4 is in the east wing."),
    ("Please remember that build box 2 has the older compiler.", "Build box 2 has the older compiler."),
    ("Note that test rig 9 was retired in March.", "Test rig 9 was retired in March."),
    ("Remember that start times are in UTC.", "Start times are in UTC."),
])
def test_a_name_led_by_a_command_word_is_a_statement(said: str, entry: str) -> None:
    assert added_in_a_developer_session(said) == [entry]


# guards (pass on the parent too): a command with an article or a clause after it
@pytest.mark.parametrize(("said", "entry"), [
    ("Remember, use spaces in the YAML files.", "The assistant should use spaces in the YAML files."),
    ("Remember: check the queue is empty before a reboot.",
     "The assistant should check the queue is empty before a reboot."),
])
def test_a_command_stays_a_command(said: str, entry: str) -> None:
    assert added_in_a_developer_session(said) == [entry]


# review22 R1: a command whose object has a relative clause with its own subject stays a command
@pytest.mark.parametrize(("said", "entry"), [
    ("From now on, skip tests Priya has marked slow.", "The assistant should skip tests Priya has marked slow."),
    ("Remember: delete anything he has uploaded to the shared drive.",
     "The assistant should delete anything he has uploaded to the shared drive."),
    ("From now on, treat tickets we have closed as done.",
     "The assistant should treat tickets the team has closed as done."),
])
def test_a_command_with_a_relative_clause_stays_a_command(said: str, entry: str) -> None:
    assert added_in_a_developer_session(said) == [entry]


@pytest.mark.parametrize(("text", "ok"), [
    ("Test rig 9 is flaky.", True),
    ("Push alerts are off on weekends.", True),
    ("Call Ines before she is asleep.", False),     # a clause after the command (guard)
    ("Set the limit higher when CI is slow.", False),   # (guard)
    ("Use builds Jo has signed.", False),                # review22 R1
    ("Delete files I have shared.", False),              # review22 R1
])
def test_wellformed_tells_a_name_led_statement_from_a_command(text: str, ok: bool) -> None:
    assert (problems(text) == []) is ok


@pytest.mark.parametrize(("said", "entry"), [
    ("I've got two ferrets, Miso and Tofu.", "User has two ferrets, Miso and Tofu."),
    ("I've got loads of old maps of the valley.", "User has loads of old maps of the valley."),
])
def test_have_got_is_having(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)


def test_have_got_better_is_a_change_kept_as_said() -> None:   # guard
    assert "User has got better at archery." in added_at_said_time("I've got better at archery.")


@pytest.mark.parametrize(("said", "entry"), [
    ("I want to move back to Norway someday.", "User wants to move back to Norway someday."),
    ("I hope to go back to university one day.", "User hopes to go back to university one day."),
    ("I'd love to move back home someday.", "User would love to move back home someday."),
])
def test_a_wish_to_go_back_somewhere_named_is_kept(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)


@pytest.mark.parametrize("said", [
    "I want to head back someday.",
    "I'd love to go back there someday.",
    "I want to go back to the lake someday.",
])
def test_back_with_no_place_said_gives_nothing(said: str) -> None:   # guards
    assert added_at_said_time(said) == []


# review22 R4: going back somewhere in the coming days is an errand or a trip between people
# (a passing plan), kept neither as a plan nor with its time cut; a move, study taken up again
# or a far time places it in a life (the rows above, and these guards)
@pytest.mark.parametrize("said", [
    "I'm going to pop back to Boots for some plasters.",
    "I'm planning to go back to Dr Okafor on Friday for the scan results.",
    "I'm heading back to Leeds next week.",
    "We're going back to Madeira this summer.",
    "I'm going to head back home after the concert.",
])
def test_going_back_in_the_coming_days_is_no_plan_of_a_life(said: str) -> None:
    assert added_at_said_time(said) == []


@pytest.mark.parametrize(("said", "entry"), [
    ("I'm planning to go back to college to finish my law degree.",
     "User plans to go back to college to finish their law degree."),
    ("I want to move back home to be closer to my sister.",
     "User wants to move back home to be closer to their sister."),
    ("I'd love to go back to Chile one day.", "User would love to go back to Chile one day."),
])
def test_going_back_placed_in_a_life_is_kept(said: str, entry: str) -> None:   # guards
    assert entry in added_at_said_time(said)

# A favourite answered with a word of certainty run straight into it ("Definitely Carcassonne!"):
# the capital is the answer, not the friend's name (which is set off: "Definitely, Mel!")
@pytest.mark.parametrize(("question", "answer", "entry"), [
    ("What's your favorite board game?", "Definitely Carcassonne!", "User's favorite board game is Carcassonne."),
    ("Got any favourite board games?", "Absolutely Carcassonne! I could play it weekly.",
     "User's favourite board game is Carcassonne."),
    ("What's your favorite band?", "Totally Radiohead. Their early records most of all.",
     "User's favorite band is Radiohead."),
    # the friend's own shown after the question leaves it the question answered
    ("Any favourite card games? Here are a few of mine.", "Absolutely Cribbage!",
     "User's favourite card game is Cribbage."),
    ("Any favorite hiking trails? Here's one of mine.", "Glen Rosa, easily.",
     "User's favorite hiking trail is Glen Rosa."),
])
def test_a_favourite_said_after_a_word_of_certainty(question: str, answer: str, entry: str) -> None:
    assert entry in added_in_turns(("assistant", question), ("user", answer))


def test_a_friend_named_after_a_word_of_certainty_is_no_answer() -> None:   # guard
    assert added_in_turns(("assistant", "What's your favorite band?"), ("user", "Definitely, Tomas!")) == []
