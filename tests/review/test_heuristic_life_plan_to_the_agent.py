"""learn58: a plan of the user's life said to the assistant is kept as it is between friends.

Said to the assistant with no names exchanged (a developer's session, or a Hermes user telling
their assistant about their life), "I want to …" was never kept: there it is most often a task
of the work ("I want to add retries to the uploader"). A plan is one of a life when it names
none of the work (the work's words, a file, a path, a snake_case or camelCase name, a doing or
thing of software work), its "we" is not the team's, and it says a far time, a pursuit taken up
or a change of a life. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm hoping to cycle across Portugal next spring.", "User hopes to cycle across Portugal."),
    ("I'd love to raise goats on a smallholding someday.", "User would love to raise goats on a smallholding someday."),
    ("I want to learn to play the bagpipes.", "User wants to learn to play the bagpipes."),
    ("I'm planning to open a tea shop once my daughter finishes school.",
     "User plans to open a tea shop once their daughter finishes school."),
    ("I want to retire to the coast in a few years.", "User wants to retire to the coast in a few years."),
])
def test_a_plan_of_a_life_said_to_the_assistant_is_kept(said: str, kept: str) -> None:
    assert added_in_a_developer_session(said) == [kept]


@pytest.mark.parametrize("said", [
    "I want to add retries to the uploader.",                  # a task, no time, no pursuit
    "I'm planning to upgrade the cluster next year.",          # the work's thing, a far time
    "I want to refactor the billing module someday.",          # the work's doing
    "I'm hoping to ship the mobile client by summer.",         # the work's doing
    "I want to rename load_cfg to read_config.",               # names in code
    "I want to move the helpers into utils.py next year.",     # a file
    "We're planning to rewrite the importer next year.",       # "we" is the team
    "I'm going to take a nap.",                                # the moment's
    "I want to learn how this works.",                         # a pointer
])
def test_a_task_of_the_work_said_to_the_assistant_is_not_kept(said: str) -> None:
    assert added_in_a_developer_session(said) == []


@pytest.mark.parametrize("said", [
    # review20 R4: a move or a switch of the work, said to the assistant, is no plan of a life
    "I'd like to shift the whole site to Netlify next year.",
    "I'm hoping to move to Kubernetes someday.",
    "I want to switch to MySQL once the contract ends.",
    "I want to move to a monorepo eventually.",
    "I want to go serverless next spring.",
    "I want to move to the cloud next year.",
    "I'm planning to move to microservices someday.",
])
def test_a_move_of_the_work_said_to_the_assistant_is_not_kept(said: str) -> None:
    assert added_in_a_developer_session(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # the guards: a move to a place stays a change of a life
    ("I want to move to Porto next year.", "User wants to move to Porto."),
    ("I'm hoping to move to a bigger flat next year.", "User hopes to move to a bigger flat."),
    ("I'd love to move to the countryside someday.", "User would love to move to the countryside someday."),
])
def test_a_move_to_a_place_said_to_the_assistant_is_kept(said: str, kept: str) -> None:
    assert added_in_a_developer_session(said) == [kept]


# learn61 (review20 R4's remnants): what is moved decides before where to
@pytest.mark.parametrize("said", [
    "I want to move everything to Quillbase someday.",
    "I'd love to move the backups to Backblaze one day.",
])
def test_things_moved_to_a_name_are_not_a_move_of_a_life(said: str) -> None:
    assert added_in_a_developer_session(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I want to switch careers to nursing someday.", "User wants to switch careers to nursing someday."),
    # guard: oneself moved to a place, as before
    ("I want to move to the seaside someday.", "User wants to move to the seaside someday."),
])
def test_a_career_switched_is_a_change_of_a_life(said: str, kept: str) -> None:
    assert added_in_a_developer_session(said) == [kept]
