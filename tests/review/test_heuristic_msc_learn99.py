"""learn99: a wish, hope or aim to be or become a role ("I want to be a glassblower", "I'm
hoping to become a ferry captain") said to the assistant is an aim of the user's life, as it
is between people (learn97's role): it was kept there only with "someday". A role of the work,
a degree, a quality, a share, a visit, news ("going to be a dad") and a "we" stay out. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing said to the assistant before learn99 (life_plan wanted a far time)
    ("I want to be a glassblower.", "User wants to be a glassblower."),
    ("I'm hoping to become a ferry captain.", "User hopes to become a ferry captain."),
    ("I really want to become an orthodontist.", "User wants to become an orthodontist."),
    ("I'm a barista now, but I want to be a pastry chef.", "User wants to be a pastry chef."),
    ("I want to be a beekeeper when I'm older.", "User wants to be a beekeeper when they are older."),
])
def test_a_wished_role_said_to_the_assistant_is_kept(text: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(text)
    assert kept in added_as_news(text)   # as between people, where it was kept already


@pytest.mark.parametrize("text", [
    "I want to be a maintainer of this repo.",            # a role of the work
    "I want to be an admin on the staging server.",       # the work's
    "I want to be a bit more careful with the migrations.",  # a degree
    "I want to be a good mentor to the juniors.",         # a quality: how to be, not what
    "I want to be a part of the release.",                # a share
    "I hope to be a guest at their wedding.",             # a visit
    "I'm going to be a dad!",                             # news, not a wish
    "We want to be a leader in payments.",                # the team's
    "I want to be there by noon.",                        # no role
])
def test_a_wish_said_to_the_assistant_that_is_no_role_of_a_life_keeps_nothing(text: str) -> None:
    assert not any(" be a" in e or " become a" in e or " be an" in e
                   for e in added_in_a_developer_session(text))
