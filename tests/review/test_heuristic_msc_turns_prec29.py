"""prec29 (issue 31, MSC's per-turn persona annotations, dev records only): entries kept live that
name nothing read alone, or that hold a moment of the day, read as MSC is played (said to the
assistant):

* a perfect "been" with only how long or how often after it ("I have been for years"), research
  done with nothing said of what, asking with what was asked left behind, one of the user's
  people asking "to go" where the place was in the question;
* a doing of one day ("all day" after a perfect progressive or a past), a doing of the last few
  days, a past mood with nothing after it, a recovery from a shock;
* the day's moments told as news: called in for a shift, done with a doing just now, caught wet
  by the weather, a need of that moment ("I needed some air").

Each refusal sits beside its guard: the lasting reading of the same words is still kept. Every
sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations, propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage


def _added_after(asked: str, said: str) -> list[str]:
    """What is added when ``said`` answers ``asked``, said to the assistant as MSC is played."""
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(1, "assistant", asked), ReviewMessage(2, "user", said))))
    return [o["content"] for o in found if o["action"] == "add"]


def _added(said: str) -> list[str]:
    return _added_after("So what's new with you?", said)


@pytest.mark.parametrize(("asked", "said"), [
    ("Do you follow the Rangers?", "Sure do! I have been for years."),
    ("Have you been to the coast?", "I've been a few times in my life."),
    ("Have you ever been to the caves?", "I haven't been many times, no."),
    ("Did you find it hard to pick a kettle?", "I did a lot of research."),
    ("Which vet did you choose?", "A small one. I did my research."),
    ("How did you pick the violin?", "My aunt asked which one I liked best."),
    ("Have you asked for help?", "I tried to ask my cousins but they were busy."),
    ("Anything else?", "Oh, I have been meaning to ask."),
    ("Would your kids like the lake?", "My son has been begging to go."),
])
def test_what_stayed_in_the_question_is_not_kept(asked: str, said: str) -> None:
    added = _added_after(asked, said)
    assert not any(e.endswith(("been for years.", "in their life.", "been many times.", "research.",
                               "asked.", "to ask their cousins.", "meaning to ask.", "begging to go.")) for e in added), added


@pytest.mark.parametrize(("said", "kept"), [
    ("I have been married for years.", "User has been married for years."),
    ("I did some research on old railway maps.", "User did some research on old railway maps."),
    ("I do a lot of research for my job.", "User does a lot of research for their job."),
    ("I asked for a drum kit for my birthday.", "User asked for a drum kit for their birthday."),
])
def test_the_same_words_with_their_thing_named_stay(said: str, kept: str) -> None:
    assert kept in _added(said)


@pytest.mark.parametrize("said", [
    "I've been playing chess online all day.",
    "I played card games all day yesterday.",
    "I have been sorting old photos the last few days.",
    "I've been knitting scarves the past couple of weeks.",
    "I'm still recovering from the shock.",
    "I got called in for a shift at the depot.",
    "I just got done painting the fence, I'm beat!",
    "I got a little soaked on the boat but it was fun.",
    "I went for a walk by the canal. I needed to clear my head.",
    "I took the dog out and I also needed some air",
])
def test_a_moment_of_the_day_is_not_kept_live(said: str) -> None:
    assert not any(e.startswith("User") for e in _added(said)), _added(said)


@pytest.mark.parametrize(("said", "kept"), [
    ("I started a new job in the past few weeks.", "User started a new job in the past few weeks."),
    ("I moved to Denver the past few weeks.", "User moved to Denver the past few weeks."),
    ("My sister had a baby boy the past week.", "User's sister had a baby boy the past week."),
    ("I joined a climbing gym this past week.", "User joined a climbing gym this past week."),
])
def test_a_beginning_said_with_its_recent_span_stays(said: str, kept: str) -> None:
    """review46: the spell of late days refused what began in it, whose state lasts (a new
    job, a move, a birth), and "this past week" was written "a past week"."""
    assert kept in _added(said), _added(said)


def test_a_feeling_begun_in_late_days_is_still_a_spell() -> None:
    assert not any(e.startswith("User") for e in _added("I started feeling sick the past few days."))


def test_a_past_mood_alone_is_a_moment() -> None:
    assert "User was not pleased." not in _added_after("How was your first day?", "I was not pleased.")


@pytest.mark.parametrize(("said", "kept"), [
    ("I spend all day reading novels.", "User spends all day reading novels."),
    ("I worked all day every day for ten years.", "User worked all day every day for ten years."),
    ("I've been going to the gym every day the last few weeks.",
     "User has been going to the gym every day the last few weeks."),
    ("I have lived in Ohio the last few years.", "User has lived in Ohio the last few years."),
    ("I'm still recovering from knee surgery.", "User is still recovering from knee surgery."),
    ("I was not pleased with the move to the city.", "User was not pleased with the move to the city."),
])
def test_a_habit_a_span_of_years_or_a_cause_said_stays(said: str, kept: str) -> None:
    assert kept in _added(said)


@pytest.mark.parametrize(("asked", "said"), [
    ("Do you walk to the office?", "I do most days."),
    ("Have you seen the new heist film?", "I have ever seen the new heist film."),
    ("Will you take the flat?", "I'm undecided."),
    ("How's the wrist?", "I'm much better now, thanks."),
    ("I think jazz is best live.", "I do feel that way about music."),
    ("Where do you work again?", "I always seem to forget for some reason."),
    ("Can you keep a goat?", "Sure, I have the room."),
    ("Nobody paints faster than me!", "Ha, I like the confidence!"),
])
def test_a_state_or_a_view_whose_matter_stayed_in_the_talk_is_not_kept(asked: str, said: str) -> None:
    assert not any(e.startswith("User") for e in _added_after(asked, said)), _added_after(asked, said)


@pytest.mark.parametrize(("said", "kept"), [
    ("I am undecided about the move.", "User is undecided about the move."),
    ("I have the room for two ponies.", "User has the room for two ponies."),
    ("I am a better cook than my sister.", "User is a better cook than their sister."),
    ("I love a good challenge.", "User loves a good challenge."),
])
def test_the_same_with_its_matter_said_stays(said: str, kept: str) -> None:
    assert kept in _added(said)


@pytest.mark.parametrize(("asked", "said"), [
    ("Do you make your own pasta?", "I've never made my own."),
    ("Is the old van still running?", "No, I need someone else's."),
    ("Does the bakery pay well?", "I make enough."),
    ("Have you gone back to the gym?", "I haven't been back."),
    ("Do you still play chess?", "I haven't played in a while."),
    ("Are you hunting for a new flat?", "I have started looking."),
    ("I won the club race!", "Wow, I'm impressed."),
])
def test_an_object_only_the_talk_named_is_not_kept(asked: str, said: str) -> None:
    assert not any(e.startswith("User") for e in _added_after(asked, said)), _added_after(asked, said)


@pytest.mark.parametrize(("said", "kept"), [
    ("I have my own bakery.", "User has their own bakery."),
    ("I haven't bowled in a long time.", "User hasn't bowled in a long time."),
])
def test_an_object_of_its_own_or_a_doing_that_needs_none_stays(said: str, kept: str) -> None:
    assert kept in _added(said)


@pytest.mark.parametrize(("said", "kept"), [
    ("I like being able to go out without having to ask my parents.",
     "User likes being able to go out without having to ask their parents."),
    ("I just got done working a shift at the diner where I cook.",
     "User got done working a shift at the diner where they cook."),
])
def test_an_asking_not_done_and_a_shift_at_a_named_place_stay(said: str, kept: str) -> None:
    assert kept in _added(said)


def test_a_span_as_long_as_the_user_can_remember_stays() -> None:
    assert "User has been into chess as long as they can remember." in _added(
        "I have been into chess as long as I can remember.")


def test_a_doing_of_one_dated_day_is_that_days_episode() -> None:
    """Undated, "all day" is a moment refused above; said with "yesterday" at a known time the
    writer dates it, and it is archived as that day's episode, never kept live."""
    at = 1_700_000_000.0
    ops, _, episodes = propose_review(ReviewInput(messages=(
        ReviewMessage(1, "assistant", "What did you do?", at=at),
        ReviewMessage(2, "user", "I played card games all day yesterday.", at=at + 60))))
    assert not [o for o in ops if o["action"] == "add"]
    assert any("card games all day on" in e["content"] for e in episodes), episodes
