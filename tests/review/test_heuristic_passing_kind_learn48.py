"""A near time drops only what is passing by kind (learn48, issue 31; heuristic/passing.py).

The near-time readings (a plan of the coming days, an event still to come) asked a word list of
lasting changes whether to keep a clause, so every change of life nobody had listed was lost and
every outing that named a lasting word ("help my sister move house") was kept. They now ask the
closed table of passing kinds instead: an outing, a visit, an errand, a show, a meal, an
appointment, a task or a rest is dropped; anything else is kept, with its date. Every sentence
here is our own, in words no earlier row was written for.
"""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.passing import passing_kind
from tests.review.chat_support import added_at_said_time as added

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I'm going to lend my brother a hand moving house next week.": ["User has a brother."],
    "I'm taking my kids to see their great-grandma at the care home next week.": ["User has kids."],
    "I'm going to see the new flat my brother is renting next week.": ["User has a brother."],
    "I'm planning to take my kids to the zoo next week.": ["User has kids."],
    "I'm seeing my sister this weekend.": ["User has a sister."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "I'm planning to see my grandpa in the nursing home next week.": ["User has a grandpa."],
    "I'm going to drive my aunt to the nursing home next week.": ["User has an aunt."],
    "I'm going to play golf with my father-in-law next week.": ["User has a father-in-law."],
}

# said on 14 November 2023 (chat_support.SAID_AT): "next week" is November, "next month" December
_NEXT_WEEK = "(planned for November 2023)"
_NEXT_MONTH = "(planned for December 2023)"


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # the user's standing, family or home changed: no row of the old list named these
        ("I'm getting divorced next month.", [f"User is getting divorced {_NEXT_MONTH}."]),
        ("I'm becoming a citizen next week.", [f"User is becoming a citizen {_NEXT_WEEK}."]),
        ("I'm getting my green card next week.", [f"User is getting their green card {_NEXT_WEEK}."]),
        ("I'm getting baptized next month.", [f"User is getting baptized {_NEXT_MONTH}."]),
        ("I'm changing my name next month.", [f"User is changing their name {_NEXT_MONTH}."]),
        ("I'm emigrating to Canada next month.", [f"User is emigrating to Canada {_NEXT_MONTH}."]),
        ("I'm downsizing to a smaller place next month.",
         [f"User is downsizing to a smaller place {_NEXT_MONTH}."]),
        ("I'm getting my own place next month.", [f"User is getting their own place {_NEXT_MONTH}."]),
        ("I'm buying a motorbike next week.", [f"User is buying a motorbike {_NEXT_WEEK}."]),
        ("I'm planning to propose next week.", ["User plans to propose (planned for November 2023)."]),
        # work changed
        ("I'm going to change careers next month.", ["User plans to change careers (planned for December 2023)."]),
        ("I'm taking over my dad's bakery next month.",
         [f"User is taking over their dad's bakery {_NEXT_MONTH}."]),
        ("I'm getting promoted to team lead next month.",
         [f"User is getting promoted to team lead {_NEXT_MONTH}."]),
        ("I'm taking over as head coach next month.", [f"User is taking over as head coach {_NEXT_MONTH}."]),
        ("I'm going freelance next month.", [f"User is going freelance {_NEXT_MONTH}."]),
        ("I'm going part-time next month.", [f"User is going part-time {_NEXT_MONTH}."]),
        ("I'm handing in my notice next week.", [f"User is handing in their notice {_NEXT_WEEK}."]),
        ("I'm going to resign next week.", ["User plans to resign (planned for November 2023)."]),
        ("I'm going to leave my job next week.", ["User plans to leave their job (planned for November 2023)."]),
        ("I'm taking on a second job next month.", [f"User is taking on a second job {_NEXT_MONTH}."]),
        ("I'm going to retrain as a nurse next month.", ["User plans to retrain as a nurse (planned for December 2023)."]),
        # study, care and habits begun
        ("I'm going back to school next month.", [f"User is going back to school {_NEXT_MONTH}."]),
        ("I'm starting a PhD next month.", [f"User is starting a PhD {_NEXT_MONTH}."]),
        ("I'm starting hormone therapy next month.", [f"User is starting hormone therapy {_NEXT_MONTH}."]),
        ("I'm starting a new medication next week.", [f"User is starting a new medication {_NEXT_WEEK}."]),
        ("I'm planning to become a vegetarian next week.", ["User plans to become a vegetarian (planned for November 2023)."]),
    ],
)
def test_a_change_of_life_said_with_a_near_time_is_kept(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        # a favour, a visit or a show that names someone else's change of life: the old list
        # kept each of these for its lasting word
        "I'm planning to help a friend move to a new flat next weekend.",
        "I'm going to help my neighbour move away next month.",
        "I'm going to lend my brother a hand moving house next week.",
        "I'm going to help my parents move to their new home next month.",
        "I'm planning to see my grandpa in the nursing home next week.",
        "I'm taking my kids to see their great-grandma at the care home next week.",
        "I'm going to drive my aunt to the nursing home next week.",
        "I'm planning to bring some flowers to my gran's care home next week.",
        "I'm going to see the new flat my brother is renting next week.",
        "I'm going to tour the new house my parents bought next week.",
        "I'm going to watch my nephew graduate next month.",
        "I'm going to watch my best friend get married next month.",
        "I'm going to see my cousin get married next month.",
        "I'm planning to join the club for its summer picnic next week.",
        "I'm planning to join the band at the festival next month.",
        # one event put on
        "I'm putting together a photo exhibition next month.",
    ],
)
def test_an_outing_that_names_a_lasting_word_is_dropped(said: str) -> None:
    assert added(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(
    "said",
    [
        # the other kinds of the table, each in words no row was written for (dropped before too)
        "I'm going bowling with my coworkers next week.",
        "I'm planning to take my kids to the zoo next week.",
        "I'm going to try that new ramen place next week.",
        "I'm going to play golf with my father-in-law next week.",
        "I'm meeting my old boss for coffee next week.",
        "I'm planning to grab brunch with my old roommate next week.",
        "I'm planning to clean out the garage next weekend.",
        "I'm planning to pick up a birthday cake next week.",
        "I'm going to see a comedy show next week.",
        "I'm going to a baby shower next week.",
        "I'm getting my teeth cleaned next week.",
        "I'm going to the dentist next week.",
        "I'm planning to sit my driving theory test next week.",
        "I'm going to finish the birdhouse next weekend.",
        "I'm planning to study for my chemistry exam next week.",
        "I'm going to take a few days off next month.",
        "I'm planning to watch a film with my roommates next weekend.",
    ],
)
def test_an_outing_visit_errand_show_meal_appointment_task_or_rest_is_dropped(said: str) -> None:
    assert added(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(
    ("clause", "kind"),
    [
        ("I'm going camping next weekend", "outing"),
        ("visit my aunt next week", "visit"),
        ("I'm having my in-laws over next week", "visit"),
        ("sell some old records at the market next week", "errand"),
        ("buy a car seat on Friday", "errand"),
        ("I'm going to my cousin's wedding next month", "show"),
        ("I'm hosting a games night next week", "show"),
        ("cook dinner for my parents next week", "meal"),
        ("I've got a job interview next week", "appointment"),
        ("submit the quarterly report by Friday", "task"),
        ("the long weekend", "rest"),
        # none of them: a change of the user's life, kept whatever its time
        ("I'm going to my naturalisation ceremony next week", None),
        ("buy a house next month", None),
        ("finish my apprenticeship next month", None),
        ("move my dad into sheltered housing next month", None),
        ("switch to the night shift next week", None),
    ],
)
def test_the_table_reads_the_head_of_the_predicate(clause: str, kind: str | None) -> None:
    assert passing_kind(clause) == kind


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # "tomorrow" and "this week(end)" looked a day ahead like "next week", and dropped any
        # clause as the day's: a change of life said with them is dated and kept
        ("I'm starting my new job tomorrow.", ["User is starting their new job (planned for 15 November 2023)."]),
        ("I'm getting divorced this week.", ["User is getting divorced (planned for November 2023)."]),
        ("I'm moving into my new flat this weekend.",
         ["User is moving into their new flat (planned for November 2023)."]),
        ("I'm going to hand in my notice tomorrow.", ["User plans to hand in their notice."]),
        ("I'm getting my green card tomorrow.",
         ["User is getting their green card (planned for 15 November 2023)."]),
        ("I'm starting chemo tomorrow.", ["User is starting chemo (planned for 15 November 2023)."]),
        ("I'm going freelance this week.", ["User is going freelance (planned for November 2023)."]),
        ("I'm taking over the family shop this weekend.",
         ["User is taking over the family shop (planned for November 2023)."]),
        ("I'm becoming a grandmother this week.", ["User is becoming a grandmother (planned for November 2023)."]),
    ],
)
def test_a_change_of_life_said_with_tomorrow_or_this_weekend_is_kept(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        # a day's doing stays the day's: a session of a pursuit or of work counts here too
        "I'm going to practise the violin this weekend.",
        "I'm baking bread tomorrow.",
        "I'm reading the new thriller this weekend.",
        "I'm working from home tomorrow.",
        "I'm catching up on emails tomorrow.",
        "I'm going to paint the fence tomorrow.",
        "I'm seeing my sister this weekend.",
        "I'm going to the farmers market tomorrow.",
        "I'm hosting a barbecue this weekend.",
        "I'm sleeping in tomorrow.",
        # "tonight" is the same day's, whatever is done in it (left to the moment words)
        "I'm starting my new job tonight.",
    ],
)
def test_a_days_doing_with_tomorrow_or_this_weekend_is_dropped(said: str) -> None:
    assert added(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(
    ("clause", "kind"),
    [
        ("I'm going to practise the violin this weekend", "session"),
        ("study abroad next month", None),   # a session only of a day
    ],
)
def test_a_session_is_passing_only_for_a_day(clause: str, kind: str | None) -> None:
    assert passing_kind(clause, of_a_day=kind is not None) == kind
    assert passing_kind(clause) is None


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # the step "afterwards" still reads the list: a parent moved into care is its row
        ("I moved my dad into a care home afterwards.", ["User moved their dad into a care home."]),
        # an answer awaited needs no row now: it is no passing kind, and keeps its "expected in"
        ("I'm hearing back from the university next week.",
         ["User is hearing back from the university (expected in November 2023)."]),
    ],
)
def test_the_list_keeps_the_rows_other_readings_need(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # an event put on or looked forward to for a change of the user's life goes with it
        # (fix21): the rows written for the near time are read here too, and stay
        ("I'm planning a party to celebrate buying our first house.",
         ["User is planning a party to celebrate buying their first house."]),
        ("I'm organizing a farewell party before selling my house.",
         ["User is organizing a farewell party before selling their house."]),
        ("I'm throwing a party to celebrate getting a puppy.",
         ["User is throwing a party to celebrate getting a puppy."]),
        ("I'm looking forward to the party after signing our lease.",
         ["User is looking forward to the party after signing their lease."]),
    ],
)
def test_an_event_for_a_change_of_life_still_reads_the_list(said: str, expected: list[str]) -> None:
    assert added(said) == expected
