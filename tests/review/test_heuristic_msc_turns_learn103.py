"""learn103 (issue 31, recall on MSC's per-turn annotations): first-person statements the
extractor refused by a structure of their own, read now, each beside what still keeps nothing.
Every sentence here is our own.

1. A taste row that ran on past its clause ("I like to row but this lake is too small") wrote
   the whole sentence, find() refused that entry as pointing at the chat or a "we", and the row
   had taken the sentence from the shape layer: said to the assistant it kept nothing. The
   shape layer now reads it, as it did between people.
2. A stretched sound before the "I" ("Ahhh I …", "Ooo I …") or "Yea" hid the clause.
3. A skill being learnt, said with the span of late days, is no spell of the moment.
4. A wish held "always" in the simple past ("I always wanted to …") is no want of the moment.
5. A skill, a pursuit or a home wished with "would love / like" is the wish "want to" is.
6. "learn how to <verb>" names a skill; its "how" is no pointer at the chat.
"""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session


def _both(text: str) -> tuple[list[str], list[str]]:
    return added_as_news(text), added_in_a_developer_session(text)


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing said to the assistant before learn103
    ("I like to cycle and climb but this town has no hills, so no climbing.", "User likes to cycle and climb."),
    ("I love gardening so when we meet up I'll make sure you take some tomatoes home.", "User loves gardening."),
    ("I enjoy chess but this club plays too slowly for me.", "User enjoys chess."),
    ("I enjoy being near the sea but I'm not a strong sailor so that boat trip may not suit me.",
     "User enjoys being near the sea."),
])
def test_a_taste_run_on_into_a_pointer_is_read_by_its_clauses(text: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(text)
    assert kept in added_as_news(text)


def test_a_taste_row_that_reads_alone_is_still_the_row() -> None:
    # the row's entry stands: the shape layer is not asked
    for said in _both("I love sourdough bread."):
        assert "User loves sourdough bread." in said


def test_a_row_whose_our_is_of_a_life_is_judged_as_written() -> None:
    # said to the assistant, "our" of a life is written "their" before find() judges the entry;
    # judged before that, the row was given up and the shape layer kept nothing (a first draft)
    assert "User works at their local bakery." in added_in_a_developer_session("I work at our local bakery.")


@pytest.mark.parametrize("text", [
    "I like it but this lake is too small.",        # the taste itself points
    "I love that you knit so well.",                # about the listener
])
def test_a_taste_run_on_that_points_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert not any(e.startswith(("User likes", "User loves")) for e in said), said


@pytest.mark.parametrize(("text", "kept"), [
    ("Ahhh I do love to tango.", "User loves to tango."),
    ("Ooo I love The Seventh Seal!", "User loves The Seventh Seal."),
    ("Ohhh I play the viola.", "User plays the viola."),
    ("Yea I go sailing every summer.", "User goes sailing every summer."),
])
def test_a_stretched_sound_before_the_speaker_is_an_interjection(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "Ahhh I see.",                 # a reaction, still
    "Ooo I love that!",            # a pointer, still
    "Ahead of us is a long drive.",  # a word, not a sound
])
def test_a_stretched_sound_before_nothing_lasting_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert said == [], said


@pytest.mark.parametrize(("text", "kept"), [
    ("I've been learning Portuguese for the past few weeks.",
     "User has been learning Portuguese for the past few weeks."),
    ("I've been studying Mandarin the last couple of weeks.",
     "User has been studying Mandarin the last couple of weeks."),
    ("I've been taking pottery classes the past few weeks.",
     "User has been taking pottery classes the past few weeks."),
])
def test_a_skill_learnt_in_late_weeks_is_kept(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "I've been studying for my driving test the past few days.",   # studied for: the days' errand
    "I've been studying the bus timetable the last few days.",     # a thing looked over
    "I've been looking at used vans the last few days.",           # looking, prec29's
    "I've been learning about it the past few days.",              # a pointer
])
def test_a_spell_of_late_days_that_is_no_skill_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert not any("the past few" in e or "the last" in e for e in said), said


@pytest.mark.parametrize(("text", "kept"), [
    # 4. a wish held "always", said in the simple past, is a wish of a life
    ("I always wanted to be a lighthouse keeper.", "User always wanted to be a lighthouse keeper."),
    ("I always wanted to learn the harp, but I never had the time.", "User always wanted to learn the harp."),
])
def test_a_wish_held_always_is_kept(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "I just wanted to say thanks.",      # a want of the moment
    "I really wanted to go.",            # no "always": the moment's
    "I always wanted to go there.",      # a pointer
    "I always wanted to try it.",        # a pointer
])
def test_a_want_of_the_moment_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert not any("wanted" in e for e in said), said


@pytest.mark.parametrize(("text", "kept"), [
    # 5. a skill, a pursuit or a home wished with "would love / like"
    ("I'd love to learn Norwegian.", "User would love to learn Norwegian."),
    ("I'd like to learn to juggle.", "User would like to learn to juggle."),
    ("I would love to take up fencing.", "User would love to take up fencing."),
    ("I'd like to get into open water swimming.", "User would like to get into open water swimming."),
    ("I'd love to live by the coast.", "User would love to live by the coast."),
    ("I'd like to move to Ljubljana.", "User would like to move to Ljubljana."),
])
def test_a_skill_a_pursuit_or_a_home_wished_is_kept(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "I'd love to learn your recipe.",       # the listener's
    "I'd love to learn more about it.",     # a pointer, no skill
    "I'd like to live there.",              # a pointer
    "I'd like to move to the next step.",   # no home moved
    "I'd love to learn Norwegian with you.",  # with the listener: an offer
    "Maybe I'd like to learn to juggle.",   # a hedge
    "I'd love to get into it.",             # a pointer
])
def test_no_skill_or_home_wished_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert not any("would love" in e or "would like" in e for e in said), said


@pytest.mark.parametrize(("text", "kept"), [
    # 6. "how to <verb>" is a skill's infinitive, no pointer
    ("I want to learn how to weld.", "User wants to learn how to weld."),
    ("I hope to learn how to ski someday.", "User hopes to learn how to ski someday."),
])
def test_learning_how_to_do_a_thing_is_a_wish(text: str, kept: str) -> None:
    for said in _both(text):
        assert kept in said, said


@pytest.mark.parametrize("text", [
    "I can't wait to see how it goes.",
    "I want to learn how to do that.",
    "I'd love to learn how you do that.",
])
def test_how_pointing_at_the_chat_keeps_nothing(text: str) -> None:
    for said in _both(text):
        assert said == [], said
