"""The shape layer's precision, v9's edges (issue 31, learn14): the past-event rule of v9
(learn13) applied to the same act said around its verb. "ended up <verb>ing" is the simple
past of that verb, being at a place is going there, and "we all/both …" is "we …", so the one
test of the verb decides; a time said first, an adverb before the verb and a companion were
already read through. Developed on LoCoMo's dev half (conversations 1-5), where none of
these shapes was kept before or after; every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I was at a puppet show with my nephews on Sunday.": ["User has nephews."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "My cousin and I cooked dinner for the whole family.": ["User has a cousin."],
}


@pytest.mark.parametrize("said", [
    # "ended up" + a gerund: the act is the gerund's
    "I ended up touring the whole old town.",
    "We ended up taking a boat tour of the harbour.",
    # being somewhere once is an outing
    "I was also at a street festival downtown last weekend.",
    "I was at a puppet show with my nephews on Sunday.",
    # "we all", "we both": the verb comes after
    "We all baked gingerbread houses together.",
    "We both painted the garden fence yesterday.",
    # already read through before v9's edges, kept here as the rule's edges
    "Recently, Jake and I were strolling along the seafront at dusk.",
    "Last Friday I baked a carrot cake for the neighbours.",
    "I finally went to the new ramen place.",
    "My cousin and I cooked dinner for the whole family.",
])
def test_v9_edges_a_single_act_said_around_its_verb_gives_nothing(said: str) -> None:
    assert added(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "expected"), [
    ("I ended up moving to Lisbon.", "User ended up moving to Lisbon."),
    ("I ended up quitting my job at the bank.", "User ended up quitting their job at the bank."),
    ("I was at the hospital for two weeks after the accident.",
     "User was at the hospital for two weeks after the accident."),
    ("We both joined a choir in the spring.", "User joined a choir in the spring."),
    ("We all moved to Denver last year.", "User moved to Denver in 2022."),
    # the lasting facts of v9 stay
    ("I start my new job at Google next week.", "User starts their new job at Google"),
    ("I was told I have type 2 diabetes.", "User has type 2 diabetes."),
    ("I adopted a puppy last month.", "User adopted a puppy in October 2023."),
    ("I finally finished my degree.", "User finished their degree."),
    ("Recently I finally finished my degree.", "User finished their degree."),
])
def test_v9_edges_a_lasting_act_said_around_its_verb_is_kept(said: str, expected: str) -> None:
    assert any(entry.startswith(expected.rstrip(".")) for entry in added(said)), added(said)


def test_v9_edges_we_all_is_not_written_as_a_verb() -> None:
    # "we all" once became "User alls …"
    assert added("We all adopted a rescue greyhound.") == ["User adopted a rescue greyhound."]


@pytest.mark.parametrize(("said", "expected"), [
    # what one found out of oneself is the fact, as with "I was told …" (it was written
    # "User found out the user is …")
    ("I just found out I'm intolerant to shellfish.", ["User is intolerant to shellfish."]),
    # a time said first dates it (when it was learned: as with "I was told last month …")
    ("Last month I learned I have a heart murmur.", ["User has a heart murmur in October 2023."]),
    ("I discovered I have a knack for woodwork.", ["User has a knack for woodwork."]),
    # about someone else it stays what the user found out
    ("I found out that my brother is moving to Oslo.",
     ["User found out that their brother is moving to Oslo."]),
])
def test_v9_edges_what_one_found_out_of_oneself_is_the_fact(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize("said", [
    # was written "User found out the user would been accepted …"
    "I found out I'd been accepted to the program.",
    # was written "User knows that firsthand how …"
    "I know firsthand how a flood changes a town.",
])
def test_v9_edges_no_broken_writing_from_a_clause_inside(said: str) -> None:
    assert not any("the user would been" in e or "that firsthand" in e or "found out the user" in e
                   for e in added(said)), added(said)


@pytest.mark.parametrize(("said", "expected"), [
    # a present habit keeps the condition it holds under (it was cut to the habit alone)
    ("When work piles up, I go for a swim.", "User goes for a swim whenever work piles up."),
    ("I always call my mum when I feel low.",
     "User always calls their mum whenever they feel low."),
])
def test_v9_edges_a_habit_keeps_its_condition(said: str, expected: str) -> None:
    assert added(said) == [expected]


@pytest.mark.parametrize("said", [
    # "when I was a kid" is a time, left to the cuts as before
    "I used to ride horses when I was a kid.",
    # "hit" may be past or present: no "whenever the user hit …" is written
    "When I hit a wall at work, I go for a run.",
])
def test_v9_edges_a_when_not_in_the_present_is_not_a_condition(said: str) -> None:
    assert not any("whenever" in e for e in added(said)), added(said)


def test_v9_edges_a_misspelt_adverb_is_not_the_verb() -> None:
    # "-ley" is a chat's "-ly": the verb after it agrees, not the adverb (was "definitleys prefer");
    # learn30: and the adverb, which only says how strongly, is cut as "definitely" is
    assert added("I definitley prefer green tea over coffee.") == [
        "User prefers green tea over coffee."]


def test_v9_edges_others_state_after_and_is_cut_from_the_fact() -> None:
    # with or without a comma, "and the kids are thrilled" is about others, not the user
    assert added("I'm seeing real progress with my students and the kids are thrilled.") == [
        "User is seeing real progress with their students."]


@pytest.mark.parametrize(("said", "expected"), [
    # a story's "this" makes "read" the past: a single act, not "User reads …"
    ("I read this gripping novel about lighthouse keepers.", []),
    ("I read a lot of science fiction.", ["User reads a lot of science fiction."]),
    ("I read the news every morning.", ["User reads the news every morning."]),
])
def test_v9_edges_read_told_as_a_story_is_the_past(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize("said", [
    # one attempt, one dish, a haul: single acts
    "I tried to stay patient and asked for directions.",
    # prec12c: a pastime tried once, a first time — the sealed v11 sample read both as single
    # past events ("a first jog kept for its first time", "a game tried once"), so they moved here
    "I tried surfing.",
    "I tried my hand at fencing for the first time.",
    "I tried their new lemon tart recipe.",
    "I got stuff like blankets and tins for the food bank.",
])
def test_v9_edges_a_single_try_or_haul_gives_nothing(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(("said", "expected"), [
    # a class, and a try for years stay
    ("I tried a pottery class last month.", "User tried a pottery class in October 2023."),
    ("I tried to learn Spanish for years.", "User tried to learn Spanish for years."),
])
def test_v9_edges_a_try_that_lasts_is_kept(said: str, expected: str) -> None:
    assert added(said) == [expected]
