"""prec17 (issue 31; Topical-Chat's dev half, the 171 conversations prec16 left unread): talk of
the chat's topic still kept as facts of the user's life, in shapes prec16's rows had not met.
Each is told by the entry's shape (:mod:`reverie.review.providers.heuristic.topic_talk`):

* a reaction to a fact just heard: surprised at it, not having realised it, liking the fact
  that it is so, knowing or having seen that it is so (surprised that it is so, not having
  realised it, loving the fact that it is so, an emphatic "do know", having seen it written);
* a reply of not knowing, pointed at what was just said ("I didn't know that about him",
  "no idea how that works", "I haven't heard of any", "I don't know exactly", "I did know");
* a view of a class of things or of a thing pointed at ("I think cyclists are better at
  budgeting", "I think that rule is outdated", "my guess is that ...", "I'm saying ...");
* a greeting's answer ("I'm doing great"), a habit or a taste naming nothing ("I'm not the
  biggest fan", games gone to or watched with none named);
* a single evening's viewing missed, dated by the year ("I didn't get to watch the final this
  year").

Every sentence here is our own, and each refused one was kept before the change; what stays
(a taste, a value, a fact of the user's own life) is checked beside them."""

from __future__ import annotations

import pytest

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    """What is added from ``said``: in a chat with no names exchanged (as Topical-Chat's) and
    in a chat between two friends, after the other asks about it."""
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What do you make of all that?"), ("user", said))]


@pytest.mark.parametrize("said", [
    "I am surprised that during the war, sailors earned less than weavers.",
    "I didn't realize that chess clocks were invented so late.",
    "I love the fact that the museum has no entry fee.",
    "I like knowing that the tallest tree is in California.",
    "I do know that the marathon was first run in Greece.",
    "I saw the average cyclist only has four hours a week.",
])
def test_a_reaction_to_a_fact_heard_gives_nothing(said: str) -> None:
    assert _both(said) == [[], []]


@pytest.mark.parametrize("said", [
    "I didn't know that about Marcus.",
    "I didn't realize that about the Hornets.",
    "I've no idea how that becomes a violin.",
    "Honestly I haven't heard of any myself.",
    "I don't know exactly, but it sounds expensive.",
    "Honestly, I don't know how that is allowed at all.",
    "Yes I do know!",
    "I didn't either.",
    "I have no favorite.",
])
def test_not_knowing_what_was_just_said_gives_nothing(said: str) -> None:
    assert _both(said) == [[], []]


@pytest.mark.parametrize("said", [
    "I think cyclists are better at budgeting their money.",
    "I think that law is rather old-fashioned.",
    "My guess is that the stadium cost a fortune.",
    "I'm saying everything is too loud now.",
    "I'm going great as well!",
    "I'm not the biggest fan.",
    "I'm no longer a big fan.",
    "I go to games occasionally.",
    "I do go to some of the matches.",
    "I didn't get to watch the final this year.",
])
def test_a_view_of_the_world_a_greeting_and_a_habit_naming_nothing_give_nothing(said: str) -> None:
    assert _both(said) == [[], []]


@pytest.mark.parametrize(("said", "kept"), [
    ("I think family is important.", "User believes that family is important."),
    ("I love the fact that my town has a lake.", "User loves the fact that their town has a lake."),
    ("I go to hockey games occasionally.", "User goes to hockey games occasionally."),
    ("I like reading mystery novels before bed.", "User likes reading mystery novels before bed."),
    ("I'm not the biggest fan of opera.", "User is not the biggest fan of opera."),
    ("I saw that my old school got a new gym.", "User saw that their old school got a new gym."),
])
def test_a_value_a_fact_of_their_own_and_a_taste_with_its_object_stay(said: str, kept: str) -> None:
    assert all(kept in adds for adds in _both(said))


# Second pass (the same dev half's false entries left after the first): the same classes said
# in other words.
@pytest.mark.parametrize("said", [
    "I do think the Hornets are a formidable side.",
    "I didn't know there were forty teams.",
    "I don't know how a match only has ten minutes of play.",
    "I never realised how many folks resent the Comets.",
    "I know that pilots in the 50s made more than doctors.",
    "I didn't know Mia Lind voiced a cartoon.",
    "I do know about Mia Lind.",
    "I didn't know about the new stadium roof.",
    "I had never heard of underwater rugby.",
    "I used to think the net posts were made of glass.",
    "I'm always intrigued by how gadgets have reshaped fishing.",
    "I just learned that, the club once had a blind coach.",
])
def test_a_fact_of_the_world_known_or_not_in_other_words_gives_nothing(said: str) -> None:
    assert _both(said) == [[], []]


@pytest.mark.parametrize("said", [
    "I used to bake it every weekend.",
    "I try to catch it every weekend.",
    "I used to follow that podcast a lot.",
    "I do watch whenever I can.",
    "I usually watch every Sunday.",
    "I don't listen that much anymore.",
])
def test_a_habit_whose_object_is_left_in_the_question_gives_nothing(said: str) -> None:
    assert _both(said) == [[], []]


@pytest.mark.parametrize(("said", "kept"), [
    ("I watch the news every week.", "User watches the news every week."),
    ("I used to listen to jazz a lot as a kid.", "User used to listen to jazz a lot as a kid."),
    ("I used to think about becoming a nurse.", "User used to think about becoming a nurse."),
    ("I didn't know my cousin had moved to Oslo.", "User didn't know their cousin had moved to Oslo."),
    ("I didn't know a thing about cricket or card games.",
     "User didn't know a thing about cricket or card games."),
    ("I don't know the rules of most card games.", "User doesn't know the rules of most card games."),
])
def test_what_they_know_and_do_with_its_object_stays(said: str, kept: str) -> None:
    assert all(kept in adds for adds in _both(said))


# Third pass: one game watched, one evening's listening or cheering, told with nothing named and
# no date, was kept as a lasting fact where no names were exchanged (a session with the assistant).
@pytest.mark.parametrize("said", [
    "I actually watched a curling match on youtube and it looked awesome.",
    "I finished watching some hockey videos.",
    "I was listening to a late-night show on the radio.",
    "Yes, and I was cheering for the Comets.",
])
def test_one_evening_with_nothing_named_gives_nothing(said: str) -> None:
    assert added_in_a_developer_session(said) == []


# (prec21: a film or a documentary watched once, named or not, keeps nothing here either, as
# between people: it leaves no setup; test_heuristic_taken_in_prec21.py. A show seen live and
# a meeting stay.)
@pytest.mark.parametrize(("said", "kept"), [
    ("I saw Dolly Parton live in Memphis.", "User saw Dolly Parton live in Memphis."),
    ("I met a famous chef at the airport.", "User met a famous chef at the airport."),
])
def test_a_viewing_that_names_what_was_seen_stays(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)
