"""learn68 (issue 31; judge27's false classes of the simple past and the progressive, between
people): a past or a doing is kept for what it leaves, and these leave nothing that lasts —

* a portion of a doing taken up ("took up some …", "took up a bit of …"): one stint;
* an occasion launched (a sale, a campaign, a giveaway, a petition): put on once, as a party is;
* a part of a work finished (the intro, a chapter, a draft of it): a step of the work;
* effort kept up in one story ("kept pushing", "kept trying until …"): how it went that once;
* a remembered day ("I was remembering, spending the day …"): one day, whatever the memory;
* a venture's founding said to be "still" under way (judge27's D): the aim was told; "still"
  adds the stage;
* a doing of "some <things>" noted or gathered in the progressive (judge27's E): a batch of the
  spell.

Each is beside its lasting twin, which stays. Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I took up a bit of litter picking with my cousins on Saturday.": ["User has cousins."],
}


def _answering(question: str, said: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", said))


@pytest.mark.parametrize(("question", "said"), [
    ("How was your week?", "Last Sunday I took up some weeding at the allotments. Lovely morning!"),
    ("How was your week?", "I took up a bit of litter picking with my cousins on Saturday."),
    ("How's the bakery?", "We launched a half-price sale at the bakery last month."),
    ("How's the shop?", "We launched a giveaway for our bookshop's birthday."),
    ("How's the writing?", "Yesterday I finished the opening chapter of my second novel."),
    ("How's the film?", "I finished the outline for my next short film last night."),
    ("How did it go?", "I kept fighting through the cramp."),
    ("How did it go?", "I kept trying until the recipe finally worked."),
    ("What's new?", "Funny, I was remembering, spending a whole afternoon at the harbour mending nets with Grandad."),
    ("How's the café plan?", "Still working on opening my little café."),
    ("How's the café plan?", "I'm still working on opening a café by the canal."),
    ("What are you up to?", "I've been clipping some recipes out of old magazines."),
    ("What are you up to?", "I've been collecting some leaflets about the new park."),
])
def test_a_one_off_or_a_stage_of_the_week_gives_nothing(question: str, said: str) -> None:
    assert _answering(question, said) == HAD_IN_PASSING.get(said, [])


# the lasting twins: a pursuit taken up, a venture launched, a whole work finished, a thing kept,
# a remembered stretch of a life, a founding told as the aim, a practice of the spell
@pytest.mark.parametrize(("question", "said", "kept"), [
    ("What's new?", "I took up rowing.", ["User took up rowing."]),
    # review24 R10: what one takes on is a charge kept, whatever its quantity
    ("How's work?", "I took on a couple of new clients for my design business.",
     ["User took on a couple of new clients for their design business."]),
    ("What's new?", "I took up some pottery classes at the college.",
     ["User took up some pottery classes at the college."]),
    ("How's the bakery?", "I launched my own bakery.", ["User launched their own bakery."]),
    ("What's new?", "I launched a small candle brand.", ["User launched a small candle brand."]),
    ("What's new?", "I started a food drive at my church.", ["User started a food drive at their church."]),
    ("How's the writing?", "I finished writing my second novel.", ["User finished writing their second novel."]),
    ("How's the writing?", "I finished my first screenplay!", ["User finished their first screenplay."]),
    ("Any hobbies?", "I kept bees for years.", ["User kept bees for years."]),
    ("Any hobbies?", "I kept running through my pregnancy.", ["User kept running through their pregnancy."]),
    ("What's new?", "I was remembering, spending summers at my gran's farm as a kid.",
     ["User spent summers at their gran's farm as a kid."]),
    ("How's the café plan?", "I'm working on opening a café by the canal.",
     ["User is working on opening a café by the canal."]),
    ("What are you up to?", "I've been taking some evening courses in design.",
     ["User has been taking some evening courses in design."]),
    ("What are you up to?", "I've been doing some volunteering at the hospice.",
     ["User has been doing some volunteering at the hospice."]),
    ("What are you up to?", "I've been volunteering at the food bank.",
     ["User has been volunteering at the food bank."]),
])
def test_the_lasting_twin_stays(question: str, said: str, kept: list[str]) -> None:
    assert _answering(question, said) == kept


# judge29's single past events, told by the object: a step of a process passed, a means used for
# an end that is one occasion, a place of others renovated or built. The twins: a test that
# leaves a standing, an audition (one is in afterwards), an end that lasts, one's own home.
@pytest.mark.parametrize(("question", "said"), [
    ("Any news on the fostering?", "I passed the second round of interviews for the foster scheme last week!"),
    ("How's the chess?", "I passed the first round of the chess qualifiers."),
    ("Any news?", "I used my old band contacts to book a gig at the harbour pub."),
    ("Done any volunteering?", "Last summer I helped build a school in a village in Nepal."),
    ("Done any volunteering?", "Two years ago I helped renovate the old scout hut by the river."),
])
def test_a_step_a_means_or_a_project_done_once_gives_nothing(question: str, said: str) -> None:
    assert _answering(question, said) == []


@pytest.mark.parametrize(("question", "said", "kept"), [
    ("Any news?", "I passed my driving test!", ["User passed their driving test."]),
    ("Any news?", "I passed my audition for the orchestra.", ["User passed their audition for the orchestra."]),
    # review24 R16: a step that names what it grants leaves a standing
    ("What's new?", "I passed my black belt assessment!", ["User passed their black belt assessment."]),
    ("What's new?", "I passed my Level 3 plumbing assessment.", ["User passed their Level 3 plumbing assessment."]),
    ("What's new?", "I passed the final stage of my nursing registration.",
     ["User passed the final stage of their nursing registration."]),
    ("What's new?", "I passed my citizenship interview last week.", ["User passed their citizenship interview."]),
    ("Any news?", "I used my savings to buy a van.", ["User used their savings to buy a van."]),
    ("What did you do this year?", "I helped restore our old cottage.", ["User helped restore their old cottage."]),
    ("What did you do this year?", "I helped found a community garden.", ["User helped found a community garden."]),
])
def test_a_standing_an_end_that_lasts_or_ones_own_home_stays(question: str, said: str, kept: list[str]) -> None:
    assert _answering(question, said) == kept


# judge27's B (judge29's "the studio"): time spent at a place named only by its bare head is a
# taste of a place of the chat's kind; a kind or an owner said with it names the place
@pytest.mark.parametrize(("said", "kept"), [
    ("I used to adore spending time in the studio.", []),
    ("I used to enjoy spending time at the club.", []),
    ("I always loved spending time in the hall.", []),
    ("I used to enjoy spending time at the pottery studio.",
     ["User used to enjoy spending time at the pottery studio."]),
    ("I love spending time at my studio.", ["User loves spending time at their studio."]),
    ("I love spending time in the garden.", ["User loves spending time in the garden."]),
])
def test_a_place_named_only_by_its_head_names_nothing(said: str, kept: list[str]) -> None:
    assert _answering("Do you remember those ceramics evenings?", said) == kept


# review24 R10 (on a2801cc): "some" before a pursuit's object, a habit, a change of a life sought
# "still", and a charge taken on are no batch, no stage and no stint; each is kept
@pytest.mark.parametrize(("said", "kept"), [
    ("I've been writing some songs for my band.", ["User has been writing some songs for their band."]),
    ("I've been growing some tomatoes on my balcony.", ["User has been growing some tomatoes on their balcony."]),
    ("I've been playing some guitar in the evenings.", ["User has been playing some guitar in the evenings."]),
    ("I've been fostering some kittens for the shelter.", ["User has been fostering some kittens for the shelter."]),
    ("I'm still working on becoming a nurse.", ["User is still working on becoming a nurse."]),
])
def test_a_pursuit_a_habit_or_a_change_sought_stays(said: str, kept: list[str]) -> None:
    assert _answering("What are you up to?", said) == kept


# judge29's passing state and single past event: "I've also been <doing>" is read as "I've been
# <doing>" (one game played now, one book read lately); a career-high is one game's figure. The
# twins: a practice or a skill said the same way, and a pursuit's lasting mark.
@pytest.mark.parametrize(("question", "said", "kept"), [
    ("Played anything good lately?",
     'I\'ve also been playing a board game nonstop, a clever sea-trading one called "Harbour Lights".', []),
    ("Read anything good?", "I've also been reading a book about whales lately.", []),
    ("How was the match?", "I had a career-high in rebounds last Saturday in our derby.", []),
    ("Any hobbies?", "I've also been playing chess at the club.", ["User has been playing chess at the club."]),
    ("Any hobbies?", "I've also been learning Welsh.", ["User has been learning Welsh."]),
    ("How was the match?", "I had knee surgery in March.", ["User had knee surgery in March."]),
])
def test_an_adverb_before_been_and_one_games_figure(question: str, said: str, kept: list[str]) -> None:
    assert _answering(question, said) == kept
