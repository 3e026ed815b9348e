"""learn21's probe of the shape layer with everyday sentences: a dislike said as what one
cannot do ("I can't stand …"), a diet or trait of the body in two words ("I'm vegan"), and
any one appointment as the day's errand. Each shape with sentences of different wording;
our own sentences, full heuristic review."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My sister doesn't remember.": ["User has a sister."],
    "My brother doesn't want to come.": ["User has a brother."],
    "My son didn't sleep last night.": ["User has a son."],
    "My husband doesn't think so.": ["User has a husband."],
    "My wife doesn't mind.": ["User has a wife."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "My cousin doesn't see the point.": ["User has a cousin."],
}


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I can't stand coriander.", ["User dislikes coriander."]),
        ("I really can't stand loud bars.", ["User dislikes loud bars."]),
        ("I cannot bear slasher films.", ["User dislikes slasher films."]),
        ("I can't stomach spicy food.", ["User dislikes spicy food."]),
    ],
)
def test_a_dislike_said_as_what_one_cannot_do_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(
    "said",
    [
        "I can't stand it.",  # a pointer into the chat, as any taste of "it"
        "I couldn't stand the heat yesterday.",  # the past: how one day was
    ],
)
def test_a_pointer_or_one_day_still_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I'm vegan.", ["User is vegan."]),
        ("I'm vegetarian.", ["User is vegetarian."]),
        ("I'm pescatarian now.", ["User is pescatarian."]),
        ("I'm left-handed.", ["User is left-handed."]),
        ("I'm dyslexic.", ["User is dyslexic."]),
    ],
)
def test_a_diet_or_a_trait_in_two_words_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(
    "said",
    [
        "I have a hair appointment at four.",
        "I've got a vet appointment for the cat.",
        "I've got an optician appointment after lunch.",
    ],
)
def test_one_appointment_is_the_days_errand(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("My husband doesn't drink.", ["User's husband doesn't drink."]),
        ("My kids don't eat meat.", ["User's kids don't eat meat."]),
        ("My sister doesn't eat gluten.", ["User's sister doesn't eat gluten."]),
    ],
)
def test_a_habit_of_the_users_people_denied_with_do_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(
    "said",
    [
        "My son didn't sleep last night.",  # one night
        "My mum doesn't like it.",  # a pointer into the chat
    ],
)
def test_one_day_or_a_pointer_of_the_users_people_gives_nothing(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(
    "said",
    [
        # someone else's view of the user is that person's word, as "… said I'm …" is
        "My flatmate thinks I'm obsessed with houseplants.",
        "My mum reckons I work too hard.",
        "Everyone thinks I'm an extrovert.",
        # a time cut from after "until" left the entry hanging ("… until.")
        "I wasn't a big reader until last year.",
        "I was a smoker until last month.",
        "I lived in Rome until recently.",
    ],
)
def test_someone_elses_view_or_a_cut_until_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []


# fixlearn11 (review11 H3): "can't stand" before a particle, a preposition or an adverb of the
# body is the body's own "stand", and "bear weight" a load — neither is a taste.
@pytest.mark.parametrize(
    "said",
    [
        "I can't stand up for long since my knee surgery.",
        "I can't stand on my left leg.",
        "I can't bear weight on my right ankle.",
        "I can't stand still when music plays.",
        "I can't stand upright without my cane.",
        "I cannot bear weight through my wrist yet.",
    ],
)
def test_cannot_stand_of_the_body_is_no_dislike(said: str) -> None:
    assert added_as_news(said) == []


# fixlearn11 (review11 H3): an appointment is the day's errand only when one has one; a clause
# naming one with another fact, a routine, a step taken or a post keeps what it said.
@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "I was diagnosed with diabetes at my appointment yesterday.",
            ["User was diagnosed with diabetes at their appointment."],
        ),
        (
            "I have a standing appointment with my therapist every Tuesday.",
            ["User has a standing appointment with their therapist every Tuesday."],
        ),
        (
            "I've booked an appointment with a fertility specialist.",
            ["User has booked an appointment with a fertility specialist."],
        ),
        (
            "I got an appointment as a professor at Leeds.",
            ["User got an appointment as a professor at Leeds."],
        ),
        (
            "I was offered an appointment as a magistrate last spring.",
            ["User was offered an appointment as a magistrate."],
        ),
        (
            "I have a physio appointment every Monday for my back.",
            ["User has a physio appointment every Monday for their back."],
        ),
    ],
)
def test_an_appointment_that_holds_another_fact_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


# fixlearn11 (review11 H4): a denied verb of mind or reaction answers the chat (its object is
# there, or a pro-form of the moment), so it is no habit of the user's people; a habit said
# with its object or needing none still is (above).
@pytest.mark.parametrize(
    "said",
    [
        "My husband doesn't think so.",
        "My wife doesn't mind.",
        "My neighbours don't care.",
        "My sister doesn't remember.",
        "My brother doesn't want to come.",
        "My manager doesn't believe me.",
        "My boss doesn't know about the move.",
        "My dad doesn't agree with me.",
        "My flatmate doesn't understand.",
        "My cousin doesn't see the point.",
    ],
)
def test_a_denied_verb_of_mind_of_the_users_people_gives_nothing(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("My partner doesn't drive.", ["User's partner doesn't drive."]),
        ("My grandad doesn't use a smartphone.", ["User's grandad doesn't use a smartphone."]),
    ],
)
def test_a_denied_habit_with_its_object_or_none_is_still_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


# fixlearn11 (review11 H13): a professional speaking in their field gives the user's health
# or work fact as far as the chat goes: kept attributed (a family member's opinion is not).
@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("My doctor thinks I have ADHD.", ["User's doctor thinks the user has ADHD."]),
        (
            "My boss thinks I'm ready for a promotion.",
            ["User's boss thinks the user is ready for a promotion."],
        ),
        (
            "My physio reckons I have a weak core.",
            ["User's physio reckons the user has a weak core."],
        ),
        (
            "My GP thinks I have a vitamin D deficiency.",
            ["User's GP thinks the user has a vitamin D deficiency."],
        ),
    ],
)
def test_a_professionals_view_in_their_field_is_kept_attributed(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


# fixlearn11 (review11 H19): the relative clause saying which people is part of the dislike;
# cut, "User dislikes people." says the opposite of a preference.
@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I can't stand people who chew loudly.", ["User dislikes people who chew loudly."]),
        ("I can't stand people who are late.", ["User dislikes people who are late."]),
        (
            "I can't stand drivers who don't indicate.",
            ["User dislikes drivers who don't indicate."],
        ),
        (
            "I cannot bear neighbours who mow at dawn.",
            ["User dislikes neighbours who mow at dawn."],
        ),
        (
            "I can't stomach films that glorify violence.",
            ["User dislikes films that glorify violence."],
        ),
    ],
)
def test_cannot_stand_keeps_its_relative_clause(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
