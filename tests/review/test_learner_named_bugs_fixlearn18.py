"""Issue 31 (fixlearn18): the learner's English misreadings the readers named (review32,
tester22), each said in sentences of our own and read as the people and the agent readings do.

1. A plan taken back ("I'm not going to join the choir after all") was kept as if it were one,
   dated "(planned for …)" when a time was said: a plan withdrawn is no plan, nothing is kept.
2. "I'm going to bed now, good night." between people was kept as a plan ("User plans to bed,
   good night."): a plan of the moment, or a leave-taking, is no plan.
3. Another person's act told with its day ("my friend ran a marathon yesterday") was kept live as
   if it lasted, and said to the assistant any such act was ("User's sister went to the zoo on
   …"): it is neither the user's fact nor the user's history, and nothing is kept, unless it
   changed that person's life (a wedding, a new job, a move, a death, a promotion).
4. "My daughter is six, her name is Pip, and she's allergic to peanuts." lost the allergy (its
   "she" names nobody, read alone) and wrote the name inside the age: a pronoun that agrees with
   the user's person named in a clause or a sentence before it, in the same message, is that
   person, and ", her name is …" is a clause of its own.
5. A long list of what the user does ("I like to swim in the lake, cook …, knit …, …") was cut at
   its first comma when the clause ran past the entry's length, or dropped when its head was
   short: a list is kept whole, up to twice that length.
6. An event named only by how it went ("My recital went wonderfully", "My interview went really
   well", "My party was a blast") was kept said to the assistant, naming nothing lasting; unnamed
   "we" acts ("We went there last week") already keep nothing, held here as guards.
7. A condition said in the turn before the answer ("What do you do when you can't sleep?" — "I
   read a book") was lost, the habit kept as if it held always: the question's condition said
   after its verb is carried to the entry's end in the user's person, and asked how, a habit
   of another verb is the means ("… to unwind after a long shift"). A plan after a condition
   the user said in a turn of its own keeps nothing, as before.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage
from tests.review.chat_support import live_and_episodes_at

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My cousin ran a half marathon yesterday.": ["User has a cousin."],
    "My cousin just ran a half marathon.": ["User has a cousin."],
    "My uncle went to the aquarium last weekend.": ["User has an uncle."],
}

SAID_AT = datetime(2026, 3, 15, 9, tzinfo=UTC).timestamp()   # a Sunday in March 2026


def _answer(question: str, text: str, *, between_people: bool = True) -> list[str]:
    """The live entries kept from the user's ``text`` said right after the other side asks
    ``question``."""
    said = (("user", "Hi Ilse!"), ("assistant", "Hey Bram!")) if between_people else ()
    said += (("assistant", question), ("user", text))
    operations, _, _ = propose_review(ReviewInput(messages=tuple(
        ReviewMessage(i, role, line, at=SAID_AT + i) for i, (role, line) in enumerate(said, 1))))
    return [op["content"] for op in operations]


def _read(text: str, *, between_people: bool = True) -> tuple[list[str], list[str]]:
    """(live entries, episodes) kept from ``text`` (:func:`.chat_support.live_and_episodes_at`)."""
    return live_and_episodes_at(SAID_AT, text, between_people=between_people)


# -- 1. a plan taken back is no plan --------------------------------------------------------------

@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize("text", [
    "I'm not going to join the rowing club after all.",
    "I'm not going to join the rowing club next month after all.",
    "I was going to join the rowing club next month, but I'm not going to after all.",
    "I've decided not to join the rowing club after all, the fees are too high.",
    "I'm not moving to Leeds next year after all.",
    "I'm no longer going to join the rowing club.",
    # a time ahead said with a refusal bounds it: no dated plan, and no lasting refusal
    "I'm not going to join the rowing club next month.",
    "I decided not to buy a car next year.",
])
def test_a_plan_taken_back_keeps_nothing(text: str, between_people: bool) -> None:
    assert _read(text, between_people=between_people) == ([], [])


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "entry"), [
    # guards: a negated plan with no time said and nothing taken back, a lasting choice and a
    # doing given up are read as before
    ("I'm never going to eat oysters.", "User is never going to eat oysters."),
    ("I chose not to own a car.", "User chose not to own a car."),
    ("I'm no longer volunteering at the hospice.", "User is no longer volunteering at the hospice."),
])
def test_a_lasting_refusal_with_no_time_stays(text: str, entry: str, between_people: bool) -> None:
    assert _read(text, between_people=between_people) == ([entry], [])


@pytest.mark.parametrize("between_people", [True, False])
def test_a_plan_kept_is_still_dated(between_people: bool) -> None:
    # guard: the plan itself is kept and dated as fixlearn17 made it
    assert _read("I'm going to join the rowing club next month.", between_people=between_people) \
        == (["User plans to join the rowing club (planned for April 2026)."], [])


# -- 2. a plan of the moment, or a leave-taking ------------------------------------------------------

@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize("text", [
    "I'm going to bed now, good night.",
    "I'm going to bed, sleep well!",
    "I'm going to head out now, bye!",
    "I'm gonna log off now, talk soon.",
    "I'm going to make some tea now.",
    "I want to sleep now, see you tomorrow.",
])
def test_a_plan_of_the_moment_keeps_nothing(text: str, between_people: bool) -> None:
    assert _read(text, between_people=between_people) == ([], [])


def test_a_plan_with_no_moment_stays() -> None:
    # guard: the same plan with no "now" and no leave-taking is kept between people, as before
    assert _read("I'm going to cycle to work.") == (["User plans to cycle to work."], [])


# -- 3. another person's dated act ------------------------------------------------------------------

@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize("text", [
    "My cousin ran a half marathon yesterday.",
    "My cousin just ran a half marathon.",
    "My uncle went to the aquarium last weekend.",
    "My neighbour baked a lemon cake yesterday.",
    "My dad repainted the garden shed yesterday.",
    "My best friend won a quiz night last week.",
    "My colleague gave a talk on Tuesday.",
    "Our neighbours threw a party last Saturday.",
])
def test_another_persons_dated_act_keeps_nothing(text: str, between_people: bool) -> None:
    assert _read(text, between_people=between_people) == (HAD_IN_PASSING.get(text, []), [])


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "word"), [
    ("My sister got married last month.", "married"),
    ("My brother moved to Dublin last month.", "Dublin"),
    ("My wife got a promotion last week.", "promotion"),
    ("My grandpa passed away last week.", "passed away"),
    ("My son started school yesterday.", "school"),
    # review33 R8: a loss or a blow to their health
    ("My uncle lost his job last month.", "job"),
    ("My grandma had a stroke last week.", "stroke"),
    ("My niece just turned seven.", "seven"),
    ("My uncle just opened a bike shop in Bristol.", "bike shop"),
])
def test_a_change_of_their_life_stays(text: str, word: str, between_people: bool) -> None:
    live, _ = _read(text, between_people=between_people)
    assert len(live) == 1 and word in live[0]


@pytest.mark.parametrize("between_people", [True, False])
def test_their_act_with_no_day_is_read_as_before(between_people: bool) -> None:
    # guard: told with no day, as said (a told fact of theirs; not this change)
    assert _read("My cousin runs half marathons.", between_people=between_people) \
        == (["User's cousin runs half marathons."], [])


# -- 4. one of the user's people named once, then a pronoun ------------------------------------------

@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "entries"), [
    ("My son is nine, his name is Otto, and he's allergic to sesame.",
     ["User's son is nine.", "User's son's name is Otto.", "User's son is allergic to sesame."]),
    ("My son is nine and he's allergic to sesame.", ["User's son is nine.", "User's son is allergic to sesame."]),
    ("My son is nine. His name is Otto. He's allergic to sesame.",
     ["User's son is nine.", "User's son's name is Otto.", "User's son is allergic to sesame."]),
    ("My niece is five and she's scared of the dark.", ["User's niece is five.", "User's niece is scared of the dark."]),
    ("My sister lives in Cork and she's just started a new job.",
     ["User's sister lives in Cork.", "User's sister has started a new job."]),
    ("My husband is a baker and he plays the trombone.",
     ["User's husband is a baker.", "User's husband plays the trombone."]),
])
def test_a_pronoun_after_one_of_the_users_people_is_that_person(text: str, entries: list[str],
                                                                 between_people: bool) -> None:
    assert _read(text, between_people=between_people) == (entries, [])


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "theirs"), [
    # review33 R6: a person met or named indefinitely after them could be meant: not carried
    ("My son met a boy at the pool and he is vegan.", "vegan"),
    ("My husband works with a woman who keeps bees, and she is really kind.", "kind"),
])
def test_a_pronoun_is_not_carried_past_someone_met(text: str, theirs: str, between_people: bool) -> None:
    assert not any(theirs in entry for entry in _read(text, between_people=between_people)[0])


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "entries"), [
    # a pronoun that does not agree with the person named is not theirs
    ("My son is nine and she's allergic to sesame.", ["User's son is nine."]),
    # someone else named between: the pronoun is not carried over them
    ("My son is nine. I met a chef yesterday. He's allergic to sesame.", ["User's son is nine."]),
    # a creature the person got could be meant: not carried
    ("My son got a puppy. He is allergic to sesame.", ["User's son got a puppy."]),
])
def test_a_pronoun_is_carried_only_to_the_person_it_agrees_with(text: str, entries: list[str],
                                                                between_people: bool) -> None:
    assert _read(text, between_people=between_people)[0] == entries


# -- 5. a long list is kept whole ----------------------------------------------------------------------

@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "entry"), [
    ("I swim, cook, knit, play chess, paint, garden, run, climb, sew, bake, hike and write short stories.",
     "User swims, cooks, knits, plays chess, paints, gardens, runs, climbs, sews, bakes, hikes and writes "
     "short stories."),
    ("I like to swim in the river near my flat, cook Greek food for my friends, knit hats, play chess online, "
     "paint birds, and garden.",
     "User likes to swim in the river near their flat, cook Greek food for their friends, knit hats, play chess "
     "online, paint birds, and garden."),
    ("In my free time I like to swim in the river near my flat, cook Greek food for my friends, knit hats, "
     "play chess online, paint birds, and garden.",
     "User likes to swim in the river near their flat, cook Greek food for their friends, knit hats, play chess "
     "online, paint birds, and garden in their free time."),
    ("I like to go to the market, visit my parents, fix old radios, and feed my chickens.",
     "User likes to go to the market, visit their parents, fix old radios, and feed their chickens."),
    ("I love swimming in the river near my flat, cooking Greek food for friends, knitting hats for the winter, "
     "painting birds and gardening.",
     "User loves swimming in the river near their flat, cooking Greek food for friends, knitting hats for the "
     "winter, painting birds and gardening."),
])
def test_a_long_list_of_what_the_user_does_is_kept_whole(text: str, entry: str, between_people: bool) -> None:
    assert _read(text, between_people=between_people) == ([entry], [])


@pytest.mark.parametrize("between_people", [True, False])
def test_a_list_whose_last_member_is_a_clause_keeps_its_head(between_people: bool) -> None:
    # guard: "…, and sometimes I quiz myself …" opens a clause of its own: no whole list (its
    # verbs would stand unagreed), the head as before
    assert _read("I usually read the course notes again, watch the lecture videos and slides, and sometimes I "
                 "quiz myself with my flatmates.", between_people=between_people) \
        == (["User usually reads the course notes."], [])


def test_a_long_clause_that_is_no_list_keeps_its_head_as_before() -> None:
    # guard: a long clause whose tail after its comma is a clause, not a list, is cut as before
    live, _ = _read("I volunteer at the animal shelter near the old railway bridge on Saturdays, "
                    "walking the dogs that nobody else has the time to take out.")
    assert live == ["User volunteers at the animal shelter near the old railway bridge on Saturdays."]


# -- 6. an event named only by how it went; "we" naming nobody -----------------------------------------

@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize("text", [
    "My audition went really well.",
    "My recital went wonderfully.",
    "My housewarming was a blast.",
    "My first shift went pretty smoothly.",
    # guards: already nothing at the parent
    "We went there last week.",
    "We went there yesterday and it was amazing.",
    "Last Friday was amazing! We went to a gig.",
    "It was amazing.",
])
def test_an_event_named_only_by_how_it_went_keeps_nothing(text: str, between_people: bool) -> None:
    assert _read(text, between_people=between_people) == ([], [])


@pytest.mark.parametrize("between_people", [True, False])
def test_what_went_well_beside_a_named_act_keeps_the_act(between_people: bool) -> None:
    # guard: the act said beside it stays
    assert _read("I opened a bakery last year and it went really well.", between_people=between_people)[0] \
        == ["User opened a bakery in 2025."]


# -- 7. the condition of the question before ----------------------------------------------------------

@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("question", "text", "entry"), [
    ("What do you do when you feel low?", "I go for a long swim.", "User goes for a long swim when they feel low."),
    ("What do you usually do after dinner?", "I usually play the piano.", "User usually plays the piano after dinner."),
    ("What do you do when you're bored?", "I sketch or knit.", "User sketches or knits when they're bored."),
    ("How do you unwind after a long shift?", "I usually take a hot shower.",
     "User usually takes a hot shower to unwind after a long shift."),
    ("How do you get to the office when it snows?", "I take the tram.",
     "User takes the tram to get to the office when it snows."),
])
def test_the_questions_condition_is_carried(question: str, text: str, entry: str, between_people: bool) -> None:
    assert _answer(question, text, between_people=between_people) == [entry]


@pytest.mark.parametrize("between_people", [True, False])
def test_an_answer_with_its_own_condition_keeps_its_own(between_people: bool) -> None:
    # guard: the answer's own condition wins over the question's
    live = _answer("What do you do when you feel low?", "I go for a walk when I'm really tired.",
                   between_people=between_people)
    assert all("feel low" not in entry for entry in live)


@pytest.mark.parametrize("between_people", [True, False])
def test_a_taste_takes_no_condition(between_people: bool) -> None:
    # guard: a taste holds whatever the question's frame ("when you have a day off")
    assert _answer("What do you do when you have a day off?", "I like to play table tennis.",
                   between_people=between_people) == ["User likes to play table tennis."]


@pytest.mark.parametrize("between_people", [True, False])
def test_a_past_answer_takes_no_condition(between_people: bool) -> None:
    # guard: a past act is not the habit the question asks about
    assert all("after a long shift" not in entry for entry in
               _answer("How do you unwind after a long shift?", "I went for a run.", between_people=between_people))


@pytest.mark.parametrize("between_people", [True, False])
def test_a_plan_after_a_condition_said_in_its_own_turn_keeps_nothing(between_people: bool) -> None:
    # the condition said alone in one turn, the plan in the next: nothing is kept, as before
    said = (("user", "Hi Ilse!"), ("assistant", "Hey Bram!")) if between_people else ()
    said += (("user", "If it snows on Sunday, hmm."), ("user", "I'd probably go sledging instead."))
    operations, _, _ = propose_review(ReviewInput(messages=tuple(
        ReviewMessage(i, role, line, at=SAID_AT + i) for i, (role, line) in enumerate(said, 1))))
    assert operations == []
