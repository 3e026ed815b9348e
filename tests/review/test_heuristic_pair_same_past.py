"""learn36 (review14 M5): a first verb whose present and past are one word ("cut", "set",
"put") is present when the verb paired with it after "and" is a present one: "I cut hair and
run a salon." was written "User cut hair and run a salon." (learn33 read it so in a list with
commas only). "quit" and "hurt" before a pair are the past they mostly tell, and the present
verb after them agrees on its own. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "entry"), [
    ("I cut hair and run a salon.", "User cuts hair and runs a salon."),
    ("I set goals and review them every Sunday.", "User sets goals and reviews them every Sunday."),
    ("I quit smoking and run every morning.", "User quit smoking and runs every morning."),
])
def test_a_pair_of_verbs_agrees_as_one_tense(said: str, entry: str) -> None:
    assert entry in added_in_a_developer_session(said), added_in_a_developer_session(said)


# fix19 (review15 O5): the word after "and" is a verb by where it stands, not by a list: an
# object's determiner or a pronoun right after it, or a particle ending the first member.
@pytest.mark.parametrize(("said", "entry"), [
    ("I read the paper and water the plants every morning.",
     "User reads the paper and waters the plants every morning."),
    ("I put my daughter to bed and read a novel every night.",
     "User puts their daughter to bed and reads a novel every night."),
    ("I put my laptop away and read before sleeping.",
     "User puts their laptop away and reads before sleeping."),
    ("I cut the grass and trim the hedge on Saturdays.",
     "User cuts the grass and trims the hedge on Saturdays."),
    ("I knit scarves and gift them to friends.", "User knits scarves and gifts them to friends."),
])
def test_a_bare_verb_after_and_agrees_by_its_place(said: str, entry: str) -> None:
    assert entry in added_in_a_developer_session(said), added_in_a_developer_session(said)


@pytest.mark.parametrize(("said", "entry"), [
    ("I put the salt and pepper on the table.", "User puts the salt and pepper on the table."),
    ("I like novels and poetry.", "User likes novels and poetry."),
    ("I make sure the boys eat and do their chores.",
     "User makes sure the boys eat and do their chores."),
])
def test_a_noun_or_another_subjects_verb_after_and_stays(said: str, entry: str) -> None:
    assert entry in added_in_a_developer_session(said), added_in_a_developer_session(said)


@pytest.mark.parametrize(("said", "entry"), [
    ("I adore my niece and nephew a lot.", "User adores their niece and nephew a lot."),
    ("I love my uncle and aunt the most.", "User loves their uncle and aunt the most."),
])
def test_a_degree_after_a_noun_pair_is_no_object(said: str, entry: str) -> None:
    assert entry in added_in_a_developer_session(said), added_in_a_developer_session(said)


@pytest.mark.parametrize(("said", "entry"), [
    ("I play squash and golf some weekends.", "User plays squash and golf some weekends."),
    ("I watch tennis and golf two evenings a week.", "User watches tennis and golf two evenings a week."),
    ("I knit scarves and pottery some evenings.", "User knits scarves and pottery some evenings."),
])
def test_a_time_after_a_noun_pair_is_no_object(said: str, entry: str) -> None:
    assert entry in added_in_a_developer_session(said), added_in_a_developer_session(said)
