"""A chat is "between people" only when the address is more than one word of praise: a
developer may call their assistant by a name (Jarvis, Hermes, one of their own) and their
rules for it still stand; a chat where the two sides name each other is still between
people. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage


def added(*turns: tuple[str, str]) -> list[str]:
    messages = tuple(ReviewMessage(i, role, text) for i, (role, text) in enumerate(turns, 1))
    found, _ = propose_operations(ReviewInput(messages=messages))
    return [o["content"] for o in found if o["action"] == "add"]


DEV_RULES = (("user", "Remember that we deploy with Argo Rollouts on staging."),
             ("assistant", "Noted, I'll keep that in mind."),
             ("user", "Always run cargo clippy before the assistant suggests a commit."),
             ("assistant", "Understood."))
DEV_FACTS = ["The team deploys with Argo Rollouts on staging.",
             "The assistant should always run cargo clippy before the assistant suggests a commit."]


@pytest.mark.parametrize("praise", ["Nice work, Jarvis! Ship it.", "Thanks, Hermes! Looks good.",
                                    "Great catch, Mordecai! Merging now."])
def test_one_word_of_praise_to_a_named_assistant_keeps_the_developers_rules(praise: str) -> None:
    assert added(*DEV_RULES, ("user", praise)) == DEV_FACTS


def test_a_named_assistant_addressed_often_still_keeps_explicit_rules_about_the_work() -> None:
    # the user names the assistant in every message and it answers with the user's name:
    # the rules about the assistant and the work still make it a developer's session
    assert added(("user", "Hey Jarvis! Remember that we deploy with Argo Rollouts on staging."),
                 ("assistant", "Got it, Dana!"),
                 ("user", "Thanks, Jarvis! Always run cargo clippy before the assistant suggests "
                          "a commit."),
                 ("assistant", "Will do, Dana."),
                 ("user", "Nice work, Jarvis! Ship it.")) == DEV_FACTS


def test_two_sides_naming_each_other_is_still_a_chat_between_people() -> None:
    # advice to a friend is not a rule for the assistant, nor kept as a fact
    assert added(("assistant", "Hey Sam! How was the trip?"),
                 ("user", "Hi Priya! It was lovely. Remember that resting is really important."),
                 ("user", "Never give up!")) == []


def test_the_user_naming_the_listener_in_two_messages_is_a_chat_between_people() -> None:
    assert added(("user", "Thanks, Priya! Remember that resting is really important."),
                 ("assistant", "Good point."),
                 ("user", "See you soon, Priya!")) == []


def test_a_single_vocative_alone_does_not_turn_encouragement_into_advice_to_a_friend() -> None:
    # with one vocative only, the session reads as a developer's: "Never …" is a rule
    assert added(("user", "Nice work, Jarvis! Never push to main without a review.")) == [
        "The assistant should never push to main without a review."]
