"""Issue 31 (learn80): dated intents widened by structure. A time ahead said by name ("in May",
"next June", "this summer", "later this month", "in two months") dates a plan as "next month"
does: a named month said in the present or future tense is the coming one, counted from the
message's time, and "last May" stays past. A trip or an outing planned for such a time is the
user's dated intent (archived, never live, written with its month); a change of a life stays
live, dated; no live entry keeps a time ahead said relative to its message. An event had or
coming ("I had a wild chess match at the club on Saturday", "I've got a fencing tournament
next month") is read by its noun (.occasions). Every sentence here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic.occasions import event_named, had_an_event, has_an_event
from reverie.review.providers.heuristic.when import ahead, ahead_in, anchor, dated_ahead
from tests.review.chat_support import live_and_episodes_at

SAID_AT = datetime(2026, 3, 15, 9, tzinfo=UTC).timestamp()   # a Sunday in March


def _at(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=UTC).timestamp()


def _read(text: str, *, between_people: bool = True) -> tuple[list[str], list[str]]:
    """(live entries, episodes) kept from ``text`` (:func:`.chat_support.live_and_episodes_at`)."""
    return live_and_episodes_at(SAID_AT, text, between_people=between_people)


@pytest.mark.parametrize(("phrase", "said_on", "when"), [
    ("in April", "2026-03-15", "planned for April 2026"),     # April said in March: this year's
    ("in April", "2026-06-10", "planned for April 2027"),     # said in June: next year's
    ("in March", "2026-03-15", "planned for March 2026"),     # its own month: this one
    ("next March", "2026-03-15", "planned for March 2027"),   # "next" in its own month: a year on
    ("next June", "2026-03-15", "planned for June 2026"),
    ("this summer", "2026-01-20", "planned for summer 2026"),
    ("this summer", "2026-09-20", "planned for summer 2027"),  # the summer not yet over
    ("in the fall", "2026-03-15", "planned for fall 2026"),
    ("this winter", "2026-01-20", "planned for winter 2025"),  # the winter that began in December
    ("later this month", "2026-03-15", "planned for March 2026"),
    ("later this year", "2026-03-15", "planned for 2026"),
    ("in two months", "2026-12-05", "planned for 5 December 2026 plus two months"),
    ("in three weeks", "2026-03-15", "planned for 15 March 2026 plus three weeks"),
    ("next month", "2026-12-05", "planned for January 2027"),   # learn79's reading, unchanged
])
def test_a_time_named_ahead_is_the_coming_one(phrase: str, said_on: str, when: str) -> None:
    assert ahead(phrase, _at(said_on)) == when


@pytest.mark.parametrize(("said_on", "when"), [
    ("2026-03-15", "in May 2025"),   # "last May" said in March: a year back
    ("2026-06-10", "in May 2026"),   # said in June: the May just gone
])
def test_last_may_stays_past(said_on: str, when: str) -> None:
    assert anchor("I sailed to Orkney last May", _at(said_on)) == when


@pytest.mark.parametrize(("clause", "coming", "said"), [
    ("I'm getting married next June", False, "next June"),   # no tense makes it past
    ("I'm hosting a seed swap later this month", False, "later this month"),
    ("I'm sailing to Orkney in May", True, "in May"),
    ("I sailed to Orkney in May", False, None),               # a May gone by
    ("This may be my last regatta", True, None),              # "may" is no month
    ("I'm going back to Lisbon in May 2027", True, None),     # a date said whole
    ("We cycled there in the spring of 2019", True, None),
    ("I'm going to Vienna in a few months", True, "in a few months"),   # read, never made a month (R8)
    ("I haven't seen her in a few months", False, None),      # a span
])
def test_which_clauses_say_a_time_ahead(clause: str, coming: bool, said: str | None) -> None:
    assert ahead_in(clause, coming=coming) == said


@pytest.mark.parametrize(("text", "episode"), [
    ("I'm swimming the lake relay in May.", "User is swimming the lake relay (planned for May 2026)."),
    ("I'm showing my linocuts at the town gallery in April.",
     "User is showing their linocuts at the town gallery (planned for April 2026)."),
    ("I'm hosting a seed swap later this month.", "User is hosting a seed swap (planned for March 2026)."),
    # a trip to a place named, kept live with its time dropped before ("User plans to go to Vienna.")
    ("I'm going to Vienna next month.", "User plans to go to Vienna (planned for April 2026)."),
    ("I'm sailing to Orkney this summer.", "User plans to sail to Orkney (planned for summer 2026)."),
    ("This summer I'm sailing to Orkney.", "User plans to sail to Orkney (planned for summer 2026)."),
    ("I'm taking my nephews to the Lake District in two months.",
     "User is taking their nephews to the Lake District (planned for 15 March 2026 plus two months)."),
    # review31 R8: a count with no number is written as said, from the message's day
    ("I'm going to Vienna in a few months.", "User plans to go to Vienna (planned for 15 March 2026 plus a few months)."),
    # … and the time said before what else is said of the trip
    ("I'm going to Vienna in May with my sister.", "User plans to go to Vienna with their sister (planned for May 2026)."),
    # an event the user has coming, told by its noun (.occasions): no errand, no pointer
    ("I've got a fencing tournament next month.", "User has a fencing tournament (planned for April 2026)."),
    ("I have a cello recital in May.", "User has a cello recital (planned for May 2026)."),
    ("I'm having a pottery exhibit at the library next month.",
     "User is having a pottery exhibit at the library (planned for April 2026)."),
])
def test_a_plan_for_a_time_named_ahead_is_a_dated_intent_never_live(text: str, episode: str) -> None:
    live, episodes = _read(text)
    assert live == []
    assert episodes == [episode]


@pytest.mark.parametrize("text", [
    "My cousin is sailing to Orkney this summer.",              # another's plan
    "If the ferry runs, I'm sailing to Orkney this summer.",    # a condition
    "I might go to Vienna in May.",                             # a hedge
    "I'm probably going to Vienna in May.",
    "I'm going to Vienna in May, hopefully.",                   # taken back after it
    "I'd love to go to Vienna in May.",                         # a wish
    "We've got a fencing tournament next month.",               # who "we" is, unsaid
    "I've got a wedding next month.",                           # whose wedding: not said
    "I have a dentist appointment in May.",                     # an appointment
    "Are you going to Vienna next month?",                      # a question
    "I sailed to Orkney in May.",                               # a May gone by: no plan
])
def test_no_intent_for_what_is_no_plan_of_the_users(text: str) -> None:
    assert _read(text)[1] == []


def test_a_plan_said_to_the_assistant_is_no_intent() -> None:
    assert _read("I'm going to Vienna next month.", between_people=False)[1] == []
    assert _read("I've got a fencing tournament next month.", between_people=False)[1] == []


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "entry"), [
    ("I'm getting married next June.", "User is getting married (planned for June 2026)."),
    ("Next June I'm getting married.", "User is getting married (planned for June 2026)."),
    ("I'm moving to Leeds in May.", "User is moving to Leeds (planned for May 2026)."),
    # another's change: the time ahead written as when it falls, on any path (when.dated_ahead)
    ("My sister is starting a new job next month.", "User's sister is starting a new job (planned for April 2026)."),
    # review31 R8: a change said in its shortest form; "in May" in any plan kept live
    ("I'm retiring in June.", "User is retiring (planned for June 2026)."),
    # … and a count that names no month is written from the message's day, never guessed
    ("I'm getting married in a few months.", "User is getting married (planned for 15 March 2026 plus a few months)."),
])
def test_a_change_ahead_stays_live_dated_never_with_a_relative_time(text: str, entry: str,
                                                                     between_people: bool) -> None:
    live, episodes = _read(text, between_people=between_people)
    assert live == [entry]
    assert episodes == []


def test_a_plan_kept_live_on_a_condition_carries_its_month_not_in_may() -> None:
    # review31 R8: a condition keeps the plan from the archive, and "in May" was left live
    assert _read("I'm going to Vienna in May if I can get the time off.") == (
        ["User plans to go to Vienna if they can get the time off (planned for May 2026)."], [])


def test_a_habit_said_with_its_month_is_no_intent_and_no_one_date() -> None:
    # review31's neighbours of R8: every May is no plan of one May
    assert _read("I'm cycling to Bruges in May like every year.") == (
        ["User is cycling to Bruges in May like every year."], [])


def test_a_past_named_month_dates_the_act_it_does_not_plan_it() -> None:
    live, episodes = _read("I sailed to Orkney last May.")
    assert (live, episodes) == ([], ["User sailed to Orkney in May 2025."])


@pytest.mark.parametrize(("content", "written"), [
    ("User's aunt is visiting next month.", "User's aunt is visiting (planned for April 2026)."),
    ("User's aunt is visiting next June, with her dog.", "User's aunt is visiting, with her dog (planned for June 2026)."),
    ("User plans to save more over the next year.", "User plans to save more over the next year."),
    ("User's aunt is visiting in May.", "User's aunt is visiting (planned for May 2026)."),   # review31 R8
    ("User usually goes sailing in the summer.", "User usually goes sailing in the summer."),   # a habit: left
    ("User hasn't spoken to their brother in three months.",     # a span, not a time ahead
     "User hasn't spoken to their brother in three months."),
    ("User plans to go to Vienna in a month or two.", "User plans to go to Vienna (planned for 15 March 2026 plus a month or two)."),
    ("User is moving (planned for April 2026).", "User is moving (planned for April 2026)."),
])
def test_a_live_entry_keeps_no_time_ahead_relative_to_its_message(content: str, written: str) -> None:
    assert dated_ahead(content, SAID_AT) == written


@pytest.mark.parametrize(("text", "episode"), [
    # how it went ("wild", "tough") is no pointer and says enough beside the event's noun
    ("I had a wild chess match at the club on Saturday.", "User had a wild chess match at the club on 14 March 2026."),
    ("I had a tough maths exam on Monday.", "User had a tough maths exam on 9 March 2026."),
    ("I had a great game of water polo on Saturday.", "User had a great game of water polo on 14 March 2026."),
])
def test_an_event_had_on_a_day_said_is_an_episode(text: str, episode: str) -> None:
    live, episodes = _read(text)
    assert live == []
    assert episodes == [episode]


@pytest.mark.parametrize("text", [
    # (learn111: a time had *at* a named occasion on a day said is the user's going there, an
    # episode: test_heuristic_good_time_at_learn111.py)
    "I had a rough day yesterday.",
    "I had a good talk with my coach yesterday.",   # the day's talk
    "My brother had a big match on Saturday.",      # another's
    "I had a great game there yesterday.",          # which game: in the chat
    "I had a great game.",                          # no day said
    "I had a big game last weekend.",               # which game: only how big it was is said
    "I had a driving test on Friday but I failed it.",   # review31 R8: incomplete without the outcome
    "I had a rough exam on Tuesday.",
])
def test_no_episode_for_a_time_had_a_talk_or_an_event_not_placed(text: str) -> None:
    assert _read(text)[1] == []


@pytest.mark.parametrize(("clause", "had", "has"), [
    ("I had a big regatta last weekend", True, False),
    ("I had a ball at the lido", False, False),
    ("I've got a swim meet next month", False, True),
    ("I'm having a photo exhibition in June", False, True),
    ("I've got a cold", False, False),
    ("I have a match there next month", False, False),   # a pointer after the noun
])
def test_an_event_is_told_by_its_noun(clause: str, had: bool, has: bool) -> None:
    assert (had_an_event(clause), has_an_event(clause)) == (had, has)


@pytest.mark.parametrize(("clause", "named"), [
    ("I had a chess match", True),            # its kind before the noun
    ("I had a match against the Harriers", True),   # … or after it
    ("I've got a swim meet", True),
    ("I had a really wild match", False),     # only how it went
    ("I had a big game", False),
    ("I had a cold", False),                  # no event
])
def test_an_event_is_named_beyond_how_it_went(clause: str, named: bool) -> None:
    assert event_named(clause) is named


@pytest.mark.parametrize(("text", "entry"), [
    # a count of years back in a lasting fact drifted as the entry aged ("… five years ago")
    ("I took up the bassoon about six years ago.", "User took up the bassoon around 2020."),
    ("I started fencing at the club 12 years ago.", "User started fencing at the club in 2014."),
])
def test_a_count_of_years_back_is_written_as_the_year(text: str, entry: str) -> None:
    assert _read(text)[0] == [entry]
