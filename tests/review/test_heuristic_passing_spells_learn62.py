"""learn62 (issue 31; judge23's A and B, judge25's G2 and G3, review21 R6): passing states and
single past events between people, read from their structure.

* An unmarked progressive is this month's spell ("I'm repainting the attic", "I've been
  helping my aunt sort her garage"), as one marked "lately" is: it lasts only with a mark of
  a standing, a practice, a work of one's own or how often. A comparative with no baseline
  ("swimming longer distances") is a change under way, not the practice.
* A stage or a spell that the same sentence marks as lasting outside its clause ("full-time",
  "it's become a hobby", "…, I practise every day") or a diet kept to still stands (R6).
* A past act of "my/our <someone>" is asked the one-act test as if "I" had done it.
* "I'll never forget <one occasion>" (a doing, "the night …", "when …") keeps nothing.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My nephew baked flapjacks for his class yesterday.": ["User has a nephew."],
    "My brother bought a new raincoat on Saturday.": ["User has a brother."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "My uncle lent me his drill on Sunday.": ["User has an uncle."],
    "I'll never forget watching the fireworks over the harbour with my cousins.": ["User has cousins."],
}


def _between_people(said: str) -> list[str]:
    return added_in_turns(("assistant", "How are things with you?"), ("user", said))


@pytest.mark.parametrize("said", [
    "I'm repainting the attic.",
    "I've been clearing out the shed.",
    "I'm getting better at reading sheet music.",
    "I've been swimming longer distances at the lido.",
    "I'm helping a few mates build a raft for the regatta.",
    "I've been selling lemonade at the county fair.",
    "I'm decorating the spare room.",
    "I'm wallpapering the hallway.",
])
def test_an_unmarked_spell_gives_nothing(said: str) -> None:
    assert _between_people(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # guards (pass on the parent too): a standing, a practice by its name, a work of one's own,
    # a cause served, how often
    ("I'm tutoring two teenagers in chemistry.", "User is tutoring two teenagers in chemistry."),
    ("I'm doing kickboxing at a gym near the station.", "User is doing kickboxing at a gym near the station."),
    ("I'm recording an album with my bandmates.", "User is recording an album with their bandmates."),
    ("I'm running a small bike shop in Bristol.", "User is running a small bike shop in Bristol."),
    ("I'm collaborating with a charity that plants trees.",
     "User is collaborating with a charity that plants trees."),
    ("I've been baking all sorts of gluten-free breads for my neighbours.",
     "User has been baking all sorts of gluten-free breads for their neighbours."),
])
def test_a_doing_that_lasts_still_stands(said: str, kept: str) -> None:
    assert _between_people(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    # review21 R6: a mark in the same sentence, outside the clause read
    ("I'm focusing on my upholstery business full-time now.",
     "User is focusing on their upholstery business full-time."),
    ("I'm researching old shipwrecks, it's become a real hobby.", "User is researching old shipwrecks."),
    ("I'm sticking to a low-fodmap diet because of my stomach.", "User is sticking to a low-fodmap diet."),
])
def test_a_stage_marked_lasting_in_its_sentence_stands(said: str, kept: str) -> None:
    assert _between_people(said) == [kept]


def test_a_habit_in_the_next_clause_keeps_the_doing() -> None:
    assert "User is working on their Welsh." in _between_people("I'm working on my Welsh, I practise every day.")


@pytest.mark.parametrize("said", [
    "My nephew baked flapjacks for his class yesterday.",
    "My manager praised my slides on Monday.",
    "Our kitten got a feather wand from the neighbours.",
    "My brother bought a new raincoat on Saturday.",
    "My uncle lent me his drill on Sunday.",
])
def test_a_one_off_act_of_someone_of_mine_gives_nothing(said: str) -> None:
    assert _between_people(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    # guards: a lasting change of someone of mine stays
    ("My husband got a promotion at the council.", "User's husband got a promotion at the council."),
    ("My niece got a scholarship to study geology.", "User's niece got a scholarship to study geology."),
    ("My daughter got into veterinary school.", "User's daughter got into veterinary school."),
])
def test_a_lasting_change_of_someone_of_mine_stands(said: str, kept: str) -> None:
    assert _between_people(said) == [kept]


@pytest.mark.parametrize("said", [
    "I'll never forget watching the fireworks over the harbour with my cousins.",
    "I'll never forget the night our choir sang in the cathedral.",
    "I'll always remember the moment I reached the top of the pass.",
    "I'll never forget when the whole stadium went silent.",
])
def test_an_occasion_remembered_gives_nothing(said: str) -> None:
    assert _between_people(said) == HAD_IN_PASSING.get(said, [])


def test_a_thing_remembered_stands() -> None:
    # guard: what is held, not one occasion
    assert _between_people("I'll always remember my grandfather's advice about patience.") \
        == ["User will always remember their grandfather's advice about patience."]


@pytest.mark.parametrize("said", [
    "My old street was hit by a storm last month.",
    "My hometown was badly damaged by an earthquake.",
])
def test_a_mishap_that_struck_a_place_of_mine_gives_nothing(said: str) -> None:
    # judge25's G2 (e): a place of the speaker's, in the passive, is the week's news
    assert _between_people(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # guards: one's home lost lasts; a mishap that recurs is a fact of the place
    ("My house was destroyed in a fire.", "User's house was destroyed in a fire."),
    ("My town gets flooded every winter.", "User's town gets flooded every winter."),
])
def test_a_home_lost_or_a_recurring_mishap_stands(said: str, kept: str) -> None:
    assert _between_people(said) == [kept]


def test_a_birth_to_someone_of_mine_stands() -> None:
    # a birth is a life event of the family, not one act of the day
    assert _between_people("My rabbit had a litter last night.") == ["User's rabbit had a litter."]


@pytest.mark.parametrize(("said", "kept"), [
    # review22 R9: a standing role helped with, a period of a life, occasions that recur
    ("I'm helping my aunt run the family bakery.", "User is helping their aunt run the family bakery."),
    ("I'll never forget growing up by the harbour.", "User will never forget growing up by the harbour."),
    ("I'll never forget the winters at my uncle's cabin.",
     "User will never forget the winters at their uncle's cabin."),
])
def test_a_role_a_period_or_recurring_times_remembered_stand(said: str, kept: str) -> None:
    assert _between_people(said) == [kept]
