"""learn67 (issue 31; judge25's G2): single past events between people, read from their
structure: the tense and aspect of the act, a time said in the clause or a news lead in the
turn, and what the act's object is.

* A present perfect told as news ("I've just bought …", or after "What's new?" / "lots
  happened since we spoke") is the simple past it reports, and the one-act test decides.
* A spell of late joined to a one-off ("I've been V-ing … and <a simple past> …") is news.
* "worked with <an organisation>" at an occasion named (in the clause or the question), with
  no span, role or habit, is one collaboration (review23 R6: with none named, a career stage).
* A line or a collection made on a past day is one launch.
* A course noun before the head of one day's occasion ("a counselling workshop") keeps no
  course.
* A place of mine struck by a mishap, whatever words stand before the place.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I've just carved a set of chess pieces for my nephew.": ["User has a nephew."],
}


def _answering(question: str, said: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", said))


@pytest.mark.parametrize(("question", "said"), [
    ("How are things with you?", "I've just carved a set of chess pieces for my nephew."),
    ("How are things with you?", "I've recently baked a walnut loaf for the neighbours."),
    ("What's new with you?", "I have painted a mural on my garden wall."),
    ("How are things with you?", "Guess what! I have painted the spare bedroom."),
    ("What's new with you?",
     "I've been sorting out my allotment and judged a scarecrow contest at the village fete."),
    ("How was the village festival?", "I worked with two animal charities on the tombola stand."),
    ("How's the market stall?", "Mad busy. I made a small line of hot sauces on Saturday for the Easter market."),
    ("How are things with you?", "On Sunday I went to a music therapy talk at the library."),
    ("How are things with you?", "My former neighbourhood got evacuated because of a gas leak."),
])
def test_a_one_off_told_as_news_gives_nothing(question: str, said: str) -> None:
    assert _answering(question, said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("question", "said", "kept"), [
    # guards (pass on the parent too): a perfect that changes a life, with "just"; an
    # experience said as one; a collaboration with its span; a line made with no day
    ("How are things with you?", "I've just adopted a retired racing greyhound.",
     "User has adopted a retired racing greyhound."),
    ("What's new with you?", "I've recently joined a bell-ringing society.",
     "User has joined a bell-ringing society."),
    # (learn72: "twice" counts an experience, not a fact: test_heuristic_fleeting_learn72)
    ("Have you travelled much?", "I've visited Iceland.", "User has visited Iceland."),
    ("What kind of volunteering do you do?",
     "I worked with a charity that trains guide dogs for nine years.",
     "User worked with a charity that trains guide dogs for nine years."),
    ("Tell me about your work.", "I made my own line of ceramic planters.",
     "User made their own line of ceramic planters."),
    ("Do you still see a counsellor?", "I went to counselling for two years after the divorce.",
     "User went to counselling for two years after the divorce."),
])
def test_a_lasting_past_still_stands(question: str, said: str, kept: str) -> None:
    assert kept in _answering(question, said)



def test_a_perfect_of_got_is_left() -> None:
    # guard (passes on the parent too): "I've got(ten)" is left to what "got" leaves
    assert _answering("What's new with you?", "I've gotten a few letters from old pen pals.") \
        == ["User has gotten a few letters from old pen pals."]


@pytest.mark.parametrize(("question", "said", "kept"), [
    # review23 R6: "worked with <an organisation>" with no occasion named is a stage of a
    # career, and stays
    ("Tell me about your career.", "I worked with a refugee charity after university.",
     "User worked with a refugee charity after university."),
    ("What did you do before teaching?", "I worked with a housing association in Leeds.",
     "User worked with a housing association in Leeds."),
])
def test_a_collaboration_with_no_occasion_is_a_career_stage(question: str, said: str, kept: str) -> None:
    assert _answering(question, said) == [kept]
