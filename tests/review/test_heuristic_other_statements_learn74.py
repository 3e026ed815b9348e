"""learn74 (session 25, read on Synthetic-Persona-Chat dev; every sentence here is our own):

* a sentence of several statements of the speaker, a row taking one of them, kept only the
  row's: the others were never read, after a bare comma ("I like to swim, I'm a nurse, and
  …"), after "and"/"but" with no comma before "I'm"/"I have", or before the row's statement
  ("I'm a welder, and my favourite …"), and said to the assistant at all;
* "one" before a noun counts ("I have one younger brother"); alone it still points back;
* "US" in capitals is the country, not "us";
* "I'm in" before a body one belongs to or a stage of a life is a standing, not a mood or
  the moment's place.
"""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_a_developer_session, added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I bought one for my nephew.": ["User has a nephew."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "My cousins visited us in June.": ["User has cousins."],
}


@pytest.mark.parametrize(("said", "kept"), [
    ("I like to swim, I'm a nurse, and I'm married.",
     ["User likes to swim.", "User is a nurse.", "User is married."]),
    ("I enjoy gardening, I have three cats, and I bake bread on Sundays.",
     ["User enjoys gardening.", "User has three cats.", "User bakes bread on Sundays."]),
    ("I'm a welder, and my favourite band is a local folk trio.",
     ["User's favourite band is a local folk trio.", "User is a welder."]),
])
def test_every_statement_of_the_speaker_is_read_whichever_a_row_took(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # the shape layer's tests still stand on each statement read alone
    ("I like to swim, I'm so tired today, and I'm a nurse.", ["User likes to swim.", "User is a nurse."]),
    ("I love chess, I got one too.", ["User loves chess."]),
    # a statement the row's entry already says is not said twice
    ("I love hiking but I'm not a fan of camping.", ["User loves hiking but is not a fan of camping."]),   # fixlearn20: no "they"
])
def test_a_statement_the_shape_layer_drops_or_the_row_said_adds_nothing(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    ("I have one younger brother.", ["User has one younger brother."]),
    ("I have three brothers and one sister.", ["User has three brothers and one sister."]),
    ("I work for the US Forest Service.", ["User works for the US Forest Service."]),
])
def test_a_count_of_one_and_the_countrys_capitals_are_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize("said", ["I got one too.", "I found another one at the flea market.",
                                  "I bought one for my nephew.", "My cousins visited us in June."])
def test_one_alone_and_us_still_point_at_what_the_sentence_leaves_unsaid(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


def test_a_count_of_one_answers_the_friends_question() -> None:
    assert added_in_turns(("assistant", "Got any brothers or sisters?"),
                          ("user", "I have one younger brother.")) == ["User has one younger brother."]


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm in the navy.", ["User is in the navy."]),
    ("I'm in my final year of university.", ["User is in their final year of university."]),
    ("I'm in a book club at the library.", ["User is in a book club at the library."]),
    ("I'm in my late forties.", ["User is in their late forties."]),
    ("I'm in a long-distance relationship.", ["User is in a long-distance relationship."]),
])
def test_being_in_a_body_or_a_stage_of_a_life_is_a_standing(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize("said", ["I'm in the car right now.", "I'm in a rush, sorry.",
                                  "I'm in Madrid for the week.", "I'm in!", "I'm in a bad mood.",
                                  # review27 R12: the body word only opens a place, or a bound follows
                                  "I'm in the navy recruiting office filling out forms.",
                                  "I'm in the choir's bus heading home.",
                                  "I'm in university for two more weeks."])
def test_being_in_a_place_a_hurry_or_a_mood_stays_out(said: str) -> None:
    assert added_as_news(said) == []


def test_after_a_fronted_phrase_the_comma_ends_the_phrase_not_a_statement() -> None:
    # the bare comma splits statements only when the sentence opens with the speaker
    assert added_in_a_developer_session("As the on-call lead, I rotate the pager weekly.") == \
        ["User is the on-call lead."]


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm a skateboarder.", ["User is a skateboarder."]),
    ("I fill sketchbooks with drawings of birds.", ["User fills sketchbooks with drawings of birds."]),
])
def test_a_word_opening_like_a_keys_prefix_is_no_key(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("said", ["My key for the bot is sk9Xv2Lq7Wm4Rt8Yq.",
                                  "I keep sk-live-4f9a8b7c6d5e in my notes.",
                                  "I use ghp_Q1w2E3r4T5y6U7i8O9p0 for the mirror.",
                                  # review27 R13: an AWS key id need not hold a digit
                                  "I paste AKIAQQQQRRRRSSSSTTTT into the deploy form."])
def test_a_keys_prefix_before_digits_or_a_separator_is_still_a_key(said: str) -> None:
    assert added_as_news(said) == []
    assert added_in_a_developer_session(said) == []
