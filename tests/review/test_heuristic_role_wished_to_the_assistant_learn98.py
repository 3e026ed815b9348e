"""learn98 (issue 31; learn99 landed the same reading first): a role wished for, said to the
assistant ("I want to be a ferry pilot") is who the user wants to be, never a task of the work:
it is kept as between people, with no far time said (before, only "someday" made it the user's
life). learn98 adds: a role of access in a system said bare ("become a maintainer") stays out. News of the coming days ("going
to be", "excited to become"), a degree, a quality or a share after "a", a pointer, the listener,
a role of access in a system ("an admin", "a maintainer") and the work named stay refused.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing said to the assistant before learn98 (life_plan wanted a far time)
    ("I want to be a ferry pilot.", "User wants to be a ferry pilot."),
    ("I really want to be an orthodontist.", "User wants to be an orthodontist."),
    ("I hope to become a sign language interpreter.", "User hopes to become a sign language interpreter."),
    ("I'm aiming to become a certified beekeeper.", "User plans to become a certified beekeeper."),
    ("Honestly I wanna be a glassblower.", "User wants to be a glassblower."),
])
def test_a_wished_role_said_to_the_assistant_is_kept(text: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(text)
    assert kept in added_as_news(text)   # as it already was between people


@pytest.mark.parametrize("text", [
    "I'm going to be a dad!",                            # news, not a wish
    "I'm excited to become an aunt.",                    # news
    "I want to be a bit quicker with reviews.",          # a degree
    "I want to be a better listener.",                   # a quality
    "I want to be a part of the launch.",                # a share
    "I want to be a vet like you.",                      # the listener
    "I want to be an admin on the staging server.",      # a role of access
    "I want to become a maintainer.",                    # a role of access
    "I want to become a contributor to the parser repo.",  # the work named
])
def test_a_wish_that_names_no_role_of_a_life_stays_refused_to_the_assistant(text: str) -> None:
    assert not any(" be a" in e or " become a" in e for e in added_in_a_developer_session(text))


@pytest.mark.parametrize(("text", "kept"), [
    # learn98: a role wished with "would like" or "would love" kept nothing in either audience
    ("I'd love to be a pastry chef.", "User would love to be a pastry chef."),
    ("I would like to become a marine biologist.", "User would like to become a marine biologist."),
    ("I'd really like to be a long-haul trucker.", "User would like to be a long-haul trucker."),
])
def test_a_role_one_would_like_to_be_is_kept_in_both_audiences(text: str, kept: str) -> None:
    assert kept in added_as_news(text)
    assert kept in added_in_a_developer_session(text)


@pytest.mark.parametrize("text", [
    "I'd love to be a part of it.",             # a share
    "I'd love to be a fly on the wall.",        # a saying
    "I'd like to be a guest on your show.",     # a visit, and the listener
    "I'd love to be a better cook.",            # a quality
    "I would like to be a nurse like you.",     # the listener
    "I'd love to be a kid again.",              # no role of a life
    "Maybe I'd like to be a chef.",             # hedged
    "I would love to be a moderator.",          # a role of access
])
def test_a_would_like_that_wishes_no_role_keeps_nothing(text: str) -> None:
    said = added_as_news(text) + added_in_a_developer_session(text)
    assert not any("to be a" in e or "to become a" in e for e in said)
