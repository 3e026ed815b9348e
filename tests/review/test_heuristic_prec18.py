"""prec18 (issue 31; Topical-Chat's `test_freq.json` dev half, read by nobody before): shapes the
rules still kept as facts of the user's life, each told by the written entry's shape:

* a reaction to what was just said: not surprised at it, finding it hard to believe or odd,
  not having known that it (pointed at) was so (:mod:`...heuristic.topic_talk`);
* knowledge or familiarity of nothing named ("I have a passing knowledge.");
* "Never would have guessed …", "Never really watched …", "Never anything like it again": the
  speaker's own words with "I" left off (a modal, an adverb then a past form, no verb at all),
  no rule asked of the assistant (:mod:`...heuristic.rules_en`);
* two clauses fused with no stop: a new subject right after a name ("… the Comets they are …"),
  "and" then a name and a singular verb ("… the Ravens and Mia is …"), a comma then a pointed
  noun and its verb ("…, the refs are …"), each with nothing of the user's after it: the first
  clause kept alone; an auxiliary then a new subject ("User does they …") is not kept
  (:mod:`...heuristic.well_formed`);
* an emphatic "myself" after the object ("I'm a Comets fan myself.") written without it.

Each sentence is our own; each refused or rewritten one was kept as it was before the change.
What is whole, named or the user's own stays."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.well_formed import broken, mended

from .chat_support import added_in_a_developer_session, added_in_turns


def _both(said: str) -> list[list[str]]:
    """What is added from ``said``: with no names exchanged, and after the other asks."""
    return [added_in_a_developer_session(said),
            added_in_turns(("assistant", "What do you make of all that?"), ("user", said))]


def _user(adds: list[str]) -> list[str]:
    return [a for a in adds if a.startswith("User") or "assistant" in a]


@pytest.mark.parametrize("said", [
    "Ha, I am not surprised, plumbers charge a lot.",
    "Wow, I find that so hard to believe.",
    "I found that pretty odd.",
    "I did not know it was this widespread.",
])
def test_a_reaction_to_what_was_said_gives_nothing(said: str) -> None:
    assert [_user(a) for a in _both(said)] == [[], []]


@pytest.mark.parametrize("said", [
    "I have a passing knowledge.",
    "I have a basic understanding.",
    "I'm somewhat familiar.",
])
def test_knowledge_of_nothing_named_gives_nothing(said: str) -> None:
    assert [_user(a) for a in _both(said)] == [[], []]


@pytest.mark.parametrize("said", [
    "Never would have thought that, to be honest.",
    "Never would guess it lol, maybe the next champion will be a teenager.",
    "Never anything like that again.",
    "Never really watched cartoons as a kid.",
    "Never really liked jazz much.",
])
def test_the_speakers_own_never_is_no_rule_for_the_assistant(said: str) -> None:
    for adds in _both(said):
        assert not any("assistant should" in a for a in adds), adds


def test_an_order_to_the_assistant_opening_with_have_stays_a_rule() -> None:
    # review36 R6
    adds = added_in_a_developer_session("Never have more than one tab open when you test my site.")
    assert any("never to have more than one tab open" in a for a in adds), adds


@pytest.mark.parametrize(("said", "kept"), [
    ("I still like the Comets they are my home team.", "User still likes the Comets."),
    ("I love the Ravens and Mia is amazing.", "User loves the Ravens."),
])
def test_fused_clauses_keep_the_first_alone(said: str, kept: str) -> None:
    for adds in _both(said):
        assert [a for a in adds if a.startswith("User")] == [kept]


@pytest.mark.parametrize(("entry", "first"), [
    ("User loves hockey, the refs are terrible", "User loves hockey."),
    ("User likes the Comets they are a great side", "User likes the Comets."),
])
def test_the_written_entry_fused_keeps_its_first_clause(entry: str, first: str) -> None:
    # as the writer hands it over (entries no sentence of ours reaches through the splitter)
    assert broken(entry)
    assert mended(entry + ".") == first


@pytest.mark.parametrize("entry", [
    "User does they love all kinds of music",
    "User did they say",
])
def test_an_auxiliary_then_a_new_subject_is_no_sentence(entry: str) -> None:
    assert broken(entry)


@pytest.mark.parametrize("entry", [
    "User loves hiking and Mia is their hiking partner",
    "User thinks Mia and Jo are great",
    "User told Mia they would visit in May",
    "User's favourite team is the Patriots and the user loves Brady",
])
def test_two_clauses_of_the_users_own_stay_whole(entry: str) -> None:
    assert not broken(entry)
    assert mended(entry + ".") == entry + "."


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm a Comets fan myself.", "User is a Comets fan."),
    ("I enjoy a spot of birdwatching myself.", "User enjoys a spot of birdwatching."),
    ("I'm a night owl, myself.", "User is a night owl."),
])
def test_an_emphatic_myself_is_not_written(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


@pytest.mark.parametrize(("said", "kept"), [
    ("I find chess boring.", "User finds chess boring."),
    ("I find history podcasts interesting.", "User finds history podcasts interesting."),
    ("I didn't know how to swim until I was twenty.",
     "User didn't know how to swim until they were twenty."),
    ("I have some basic understanding of chemistry.", "User has some basic understanding of chemistry."),
    ("Never deploy on Fridays.", "The assistant should never deploy on Fridays."),
    ("I like to push myself at the gym.", "User likes to push themselves at the gym."),
    ("I bought a new bike for myself.", "User bought a new bike for themselves."),
    ("I rarely push myself.", "User rarely pushes themselves."),
    ("I sometimes hurt myself.", "User sometimes hurts themselves."),
    ("I constantly doubt myself.", "User constantly doubts themselves."),
])
def test_whole_sentences_stay(said: str, kept: str) -> None:
    for adds in _both(said):
        assert kept in adds, adds


@pytest.mark.parametrize("said", [
    "Sure, I love the game.",
    "I still like the sport, even if it's slow.",
    "I really enjoy the league in general.",
    "I played in high school.",
    "Oh, I look forward to watching the movie.",
    "I have yet to see the film.",
    "I had fun chatting!",
    "I'm guessing not.",
    "I don't see the point at all.",
    "I just don't understand why.",
    "I don't understand why referees earn so little.",
])
def test_a_taste_or_a_turn_of_the_talk_naming_nothing_gives_nothing(said: str) -> None:
    assert [_user(a) for a in _both(said)] == [[], []]


@pytest.mark.parametrize(("said", "kept"), [
    ("I love the game of chess.", "User loves the game of chess."),
    ("I played rugby in high school.", "User played rugby in high school."),
    ("I like to go to the movies.", "User likes to go to the movies."),
    ("I have never seen the film Vertigo.", "User has never seen the film Vertigo."),
    ("I don't understand why my knee hurts after running.", None),
])
def test_a_named_taste_stays(said: str, kept: str | None) -> None:
    for adds in _both(said):
        assert (kept in adds) if kept else any("knee" in a for a in adds), adds


@pytest.mark.parametrize("said", [
    "I did see that some fans bet on spelling contests!",
    "I have noticed that plenty of pilots later teach.",
    "I was reading about how jazz grew out of the blues.",
    "No, I have tried.",
    "I had not heard.",
    "I haven't checked.",
])
def test_a_fact_seen_or_an_answer_with_its_object_in_the_question_gives_nothing(said: str) -> None:
    assert [_user(a) for a in _both(said)] == [[], []]


@pytest.mark.parametrize(("said", "kept"), [
    ("I have tried sushi.", "User has tried sushi."),
    ("I noticed that my hearing is getting worse.", None),
])
def test_what_was_tried_or_noticed_of_ones_own_stays(said: str, kept: str | None) -> None:
    for adds in _both(said):
        assert (kept in adds) if kept else any("hearing" in a for a in adds), adds


@pytest.mark.parametrize("entry", [
    "User the new mayor makes the city better",
    "User d practise a bit more on the piano",
    "User''m sure it will help",
    "User then Mia decided to move",
    "User is into they are from Wales rugby",
    "User watches more in the spring they will say",
    "User does and in fact they saw it somewhere",
    "User used to an avid reader",
])
def test_no_clause_where_a_clause_must_be_is_no_sentence(entry: str) -> None:
    assert broken(entry)


@pytest.mark.parametrize("entry", [
    "User and their family have a pet goat",
    "User then moved to Leeds",
    "User is used to the cold",
    "User used to play the cello",
    "User cooks for their kids and talks to them about school",
])
def test_a_clause_stays(entry: str) -> None:
    assert not broken(entry)


def test_a_comma_typed_with_no_space_before_a_new_subject_ends_a_sentence() -> None:
    # review35 R6: the second fact was lost with the run-on cut to its first sentence
    for adds in _both("I live in Ghent,my wife is from Leeds."):
        assert "User lives in Ghent." in adds and "User's wife is from Leeds." in adds, adds


@pytest.mark.parametrize(("entry", "written"), [
    ("User has glazed some mugs themselves.", "User has glazed some mugs themselves."),
    ("User built the shed themselves.", "User built the shed themselves."),
    ("User has never built a shed themselves.", "User has never built a shed themselves."),
    ("User has a lot of records themselves.", "User has a lot of records."),
    ("User has never been a gardener themselves.", "User has never been a gardener."),
])
def test_the_emphasis_of_a_doing_stays(entry: str, written: str) -> None:
    # "… glazed them myself": the user did it in person; "… a fan myself" adds nothing
    assert mended(entry) == written
