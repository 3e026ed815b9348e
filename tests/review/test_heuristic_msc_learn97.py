"""learn97: a taste of a doing said with how much ("I enjoy sketching a lot") is kept, as
the taste alone is; a wish, hope or aim to be a role ("I want to be a welder", "I hope to be a
midwife someday") is read as "want to become a …" already was, in the user's words; a bare "be" stays refused
where it wishes for a state or a way to be: a degree ("a bit calmer"), a share ("a part of
it"), a trouble to others, a quality ("a good neighbour"), a pointer ("a nurse there"), the
listener ("a vet like you"). Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing before learn97 (_PLAN refuses "be")
    ("I want to be a welder.", "User wants to be a welder."),
    ("I really want to be an architect.", "User wants to be an architect."),
    ("I hope to be a midwife someday.", "User hopes to be a midwife someday."),
    ("My uncle laughs at it, but I want to be a stage magician.",
     "User wants to be a stage magician."),
    ("I want to be a park ranger when I grow up.",
     "User wants to be a park ranger when they grow up."),
])
def test_a_wished_role_is_kept(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


def test_a_wished_role_said_to_the_assistant_is_read_as_become_is() -> None:
    # to the assistant, a wish is the user's life only with "someday" (``life_plan``), as before
    assert "User wants to be a welder someday." in added_in_a_developer_session(
        "I want to be a welder someday.")


@pytest.mark.parametrize("text", [
    "I want to be a bit calmer at work.",        # a degree
    "I want to be a little early tomorrow.",     # a degree, and the day's
    "I want to be a part of it.",                # a share, and a pointer
    "I hope to be a help to my aunt.",            # a way to be, not a role
    "I want to be a good neighbour.",            # a quality: how to be, not what
    "I want to be a nurse there.",               # a pointer
    "I want to be a vet like you.",              # the listener
    "I want to be there for my brother.",        # no role
    "I'm going to be a dad!",                    # news, not a plan: left as read before
    "I'm going to be a little late.",            # the day's, and a degree
])
def test_a_wish_for_how_to_be_keeps_no_role(text: str) -> None:
    assert not any(" to be a" in e for e in added_as_news(text))


@pytest.mark.parametrize(("text", "kept"), [
    # learn97: each kept nothing before (a verb with only how much: v6's refusal)
    ("I enjoy sketching a lot.", "User enjoys sketching a lot."),
    ("Yes I really like kayaking a lot", "User likes kayaking a lot."),
])
def test_a_taste_of_a_doing_said_with_how_much_is_kept(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


@pytest.mark.parametrize("text", [
    "I enjoyed sketching a lot.",      # the past: one time
    "I've been sketching a lot.",      # a stretch of the moment
    "I like it a lot.",                # a pointer
    "I miss you a lot.",               # the listener
])
def test_how_much_alone_still_keeps_nothing(text: str) -> None:
    assert not any("a lot" in e for e in added_as_news(text))


@pytest.mark.parametrize(("text", "kept"), [
    # learn97: a stance word first with no comma kept nothing before
    ("Personally I prefer tea over coffee.", "User prefers tea over coffee."),
    ("Frankly I love long train rides.", "User loves long train rides."),
])
def test_a_stance_word_first_is_an_aside(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


def test_a_view_after_a_stance_word_stays_out() -> None:
    assert added_as_news("Personally I think it's too pricey.") == []


@pytest.mark.parametrize(("text", "kept"), [
    # learn97: a taste with its "I" left out, of a kind in the bare plural, kept nothing before
    ("Love old maps, they are my passion.", "User loves old maps."),
    ("Adore board games with a good crowd.", "User adores board games with a good crowd."),
])
def test_a_taste_of_a_bare_plural_with_its_subject_left_out(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


@pytest.mark.parametrize("text", [
    "Love the pics!",        # the chat's thing: a reaction
    "Love your hat.",        # the friend's
    "Love those shoes.",     # a pointer
    "Love ideas like that.",  # a reaction to what was said
])
def test_a_reaction_with_its_subject_left_out_keeps_nothing(text: str) -> None:
    assert added_as_news(text) == []
