"""Issue 31 (fixlearn19): the learner's English leftovers readers named (review33 R4 and R7,
R9's rest, fixlearn18's note), each said in sentences of our own and read as the people and
the agent readings do.

1. A plan taken back ("I'm not going to join the rowing club after all") kept nothing, and
   left the live plan of the same act ("User plans to join the rowing club …") as the
   agent's belief: the withdrawal removes the one live plan entry whose act it names.
2. Between people, "I'm going to <do something> first" was kept as a plan ("User plans to take
   a quick shower first."): an act said to come first, with nothing after it but the chat, is
   what the speaker does next, not a plan of a life; a step of a life said first ("learn
   French first, then Spanish", "finish my degree first") stays.
3. An assistant recalling what it said or looked up on a day gone by ("Last week I suggested
   a lentil stew.") without a "you" in the sentence was read as a person telling of its own
   life, so the chat became one between people and the user's rule for the assistant was
   lost: recalling the talk is no life of one's own.
4. A live entry of two clauses ("User lives in Berlin and works as a nurse.") was replaced
   whole by a move, and the work clause was lost: a later clause of the same subject states its
   own slot, so a move swaps the city in place.
5. A part of one trip told a turn after the trip ("I'm going to Portugal in May." — "Any
   plans?" — "My travel plans there are to see the old castles.") was kept naming no trip:
   the place the user named before is carried in front ("For their trip to Portugal, the user's
   …"), and a part of a trip named nowhere keeps nothing.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage
from reverie.review.slots import POSSIBLY, relation, slots_of

SAID_AT = datetime(2026, 3, 15, 9, tzinfo=UTC).timestamp()   # a Sunday in March 2026


def _ops(text: str, entries: tuple[str, ...] = (), *, between_people: bool = True) -> list[tuple]:
    """The operations one user line ``text`` gives with ``entries`` live in USER.md: in a chat
    whose two sides name each other first, or said to the assistant."""
    said = (("user", "Hi Ilse!"), ("assistant", "Hey Bram!")) if between_people else ()
    said += (("user", text),)
    operations, _, episodes = propose_review(ReviewInput(
        entries=tuple(("user", e) for e in entries),
        messages=tuple(ReviewMessage(i, role, line, at=SAID_AT + i) for i, (role, line) in enumerate(said, 1))))
    return [(o["action"], o.get("old_text"), o.get("content")) for o in operations] + \
        [("episode", None, e["content"]) for e in episodes]


# -- 1. a plan taken back removes the live plan it takes back -----------------------------------

ROWING = "User plans to join the rowing club (planned for April 2026)."
ITALIAN = "User plans to learn Italian."
LEEDS = "User plans to move to Leeds."


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "entries", "gone"), [
    ("I'm not going to join the rowing club after all.", (ROWING,), ROWING),
    ("I was going to join the rowing club, but I'm not going to after all.", (ROWING, ITALIAN), ROWING),
    ("I've decided not to join the rowing club after all, the fees are too high.", (ROWING,), ROWING),
    ("I'm not moving to Leeds after all, the rent is too high.", (LEEDS, ROWING), LEEDS),
    ("I'm no longer going to learn Italian.", (ROWING, ITALIAN), ITALIAN),
    ("Actually, I'm not gonna learn Italian after all!", (ITALIAN,), ITALIAN),
])
def test_a_plan_taken_back_removes_the_live_plan_of_that_act(
        text: str, entries: tuple[str, ...], gone: str, between_people: bool) -> None:
    assert _ops(text, entries, between_people=between_people) == [("remove", gone, None)]


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize(("text", "entries"), [
    # another act taken back: the live plans stay
    ("I'm not going to join the choir after all.", (ROWING,)),
    ("I'm not going to learn Spanish after all.", (ITALIAN,)),
    # "after all this …" takes nothing back
    ("I'm not going to give up on rowing after all this training.", (ROWING,)),
    # review34 R8: quoted or reported words, a reschedule, a jest
    ('"I\'m not going to join the rowing club after all," my sister told me.', (ROWING,)),
    ("My coach says I'm not going to join the rowing club after all.", (ROWING,)),
    ("I'm not going to learn Italian after all, I'm going to learn it next year.", (ITALIAN,)),
    ("I'm not going to learn Italian after all, just kidding!", (ITALIAN,)),
    # two live plans of the act: which one is meant is a guess
    ("I'm not going to join the club after all.",
     ("User plans to join the rowing club.", "User plans to join the chess club.")),
])
def test_a_withdrawal_of_another_act_leaves_the_live_plans(text: str, entries: tuple[str, ...],
                                                         between_people: bool) -> None:
    assert [op for op in _ops(text, entries, between_people=between_people) if op[0] == "remove"] == []


# -- 2. "going to … first" between people ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'm going to grab some coffee first.",
    "I'm gonna take a quick shower first.",
    "I'm going to do my warm-up first.",
    "I'm going to finish my essay first, then we can talk.",
    "I'm going to walk the dog first and then I'll call you back.",
])
def test_an_act_said_to_come_first_is_no_plan_between_people(text: str) -> None:
    assert _ops(text) == []


@pytest.mark.parametrize(("text", "entry"), [
    ("I'm going to learn French first, then Spanish.", "User plans to learn French first, then Spanish."),
    ("I'm going to finish my degree first.", "User plans to finish their degree first."),
    ("I'm going to grab some coffee.", "User plans to grab some coffee."),
])
def test_a_step_of_a_life_said_first_stays_a_plan(text: str, entry: str) -> None:
    assert _ops(text) == [("add", None, entry)]


# -- 3. an assistant recalling the talk by the day -----------------------------------------------

RULE = "You should always reply to me in French from now on."
KEPT_RULE = [("add", None, "The assistant should always reply to the user in French.")]


def _after(*assistant: str) -> list[tuple]:
    """What the user's rule keeps when the assistant said ``assistant`` (two turns)."""
    first, second = assistant
    operations, _, _ = propose_review(ReviewInput(messages=(
        ReviewMessage(1, "assistant", first), ReviewMessage(2, "user", "Thanks."),
        ReviewMessage(3, "assistant", second), ReviewMessage(4, "user", RULE))))
    return [(o["action"], o.get("old_text"), o.get("content")) for o in operations]


@pytest.mark.parametrize("assistant", [
    ("Last week I suggested a lentil stew.", "Yesterday I also looked up two quieter campsites."),
    ("Two days ago I recommended a book on sleep.", "Last night I noted the rowing schedule."),
    ("Last week I mentioned the ferry times.", "Yesterday I drafted a packing list."),
])
def test_an_assistant_recalling_the_talk_by_the_day_is_no_person(assistant: tuple[str, str]) -> None:
    assert _after(*assistant) == KEPT_RULE


def test_a_recall_naming_its_own_life_is_a_person() -> None:
    # review34 R9: the verbs of recalling, but the speaker's own people and plans
    assert _after("Yesterday I found an old photo of my grandpa.", "Last month I looked into adopting a dog.") == []


def test_a_life_told_twice_is_still_a_person() -> None:
    # guard: the other side telling of its own doings by the day is a friend, as before
    assert _after("Last week I hiked up the ridge behind the village.",
                  "Yesterday I repainted the garden shed.") == []


# -- 4. a live entry of two clauses and a move -----------------------------------------------------

@pytest.mark.parametrize(("entry", "text", "content"), [
    ("User lives in Berlin and works as a nurse.", "I moved to Hamburg last month.",
     "User lives in Hamburg and works as a nurse."),
    ("User lives in Berlin and works as a nurse.", "I just moved to Hamburg.",
     "User lives in Hamburg and works as a nurse."),
    ("User lives in Berlin, and works as a nurse.", "I live in Hamburg now.",
     "User lives in Hamburg, and works as a nurse."),
    ("User is a nurse and lives in Berlin.", "I moved to Hamburg.",
     "User is a nurse and lives in Hamburg."),
])
@pytest.mark.parametrize("between_people", [True, False])
def test_a_move_swaps_the_city_of_an_entry_of_two_clauses(entry: str, text: str, content: str,
                                                          between_people: bool) -> None:
    assert _ops(text, (entry,), between_people=between_people) == [("replace", entry, content)]


@pytest.mark.parametrize(("entry", "text", "gone"), [
    # review34 R7: a move that says more than the move may contradict the other clause, so the
    # message's own entry replaces the whole (the old job is not kept live beside the new one)
    ("User lives in Berlin and works as a nurse.", "I moved to Munich and started as a teacher.", "nurse"),
    ("User lives in Berlin and works as a nurse.", "I moved to Munich for a job as a teacher.", "nurse"),
    ("User lives in Berlin and works at a bakery.", "I moved to Munich and got a job at a bank.", "bakery"),
])
@pytest.mark.parametrize("between_people", [True, False])
def test_a_move_that_says_more_replaces_the_entry_whole(entry: str, text: str, gone: str,
                                                        between_people: bool) -> None:
    ops = _ops(text, (entry,), between_people=between_people)
    assert [(action, old) for action, old, _ in ops] == [("replace", entry)]
    assert "Munich" in ops[0][2] and gone not in ops[0][2]


def test_a_later_clause_states_its_own_slot() -> None:
    assert [(s.attribute, s.value) for s in slots_of("User lives in Berlin and works as a nurse.")] == [
        ("location", "berlin"), ("role", "nurse")]
    # one slot changed of two: the operator sees "possibly", not "superseded"
    assert relation("User works as a teacher.", "User lives in Berlin and works as a nurse.",
                    lambda _a, _b: False) == POSSIBLY


@pytest.mark.parametrize("entry", [
    # guard: a list member in a later clause is not read as a single value, nor another subject's
    "User lives in Berlin and plays the violin.",
    "User lives in Berlin and their sister is a nurse.",
])
def test_a_later_clause_of_a_list_or_of_another_subject_states_no_slot_of_the_user(entry: str) -> None:
    assert [s.attribute for s in slots_of(entry) if not s.many] == ["location"]


# -- 5. a part of one trip, its trip named a turn before ------------------------------------------

def _turns(*said: tuple[str, str], between_people: bool = False) -> list[str]:
    """The live entries kept from the ``(role, text)`` turns ``said``."""
    said = ((("user", "Hi Ilse!"), ("assistant", "Hey Bram!")) if between_people else ()) + said
    operations, _, _ = propose_review(ReviewInput(messages=tuple(
        ReviewMessage(i, role, line, at=SAID_AT + i) for i, (role, line) in enumerate(said, 1))))
    return [o["content"] for o in operations]


PORTUGAL = (("user", "I'm going to Portugal in May."), ("assistant", "Lovely! Have you started preparing?"),
            ("user", "Yes, I booked the flights and I made an itinerary to make sure I have time to visit each town."))
ITINERARY = "For their trip to Portugal, the user made an itinerary to make sure they have time to visit each town."


@pytest.mark.parametrize(("said", "between_people", "entries"), [
    *(((("user", "I'm going to Portugal in May."), ("assistant", "Lovely! Do you have any specific plans?"),
         ("user", "My travel plans there are to see the old castles and try the local bakeries.")),
        between_people,
        ["For their trip to Portugal, the user's travel plans there are to see the old castles and try the "
         "local bakeries."]) for between_people in (True, False)),
    (PORTUGAL, False, ["For their trip to Portugal, the user booked the flights.", ITINERARY]),
    # between people, a booking done is the week's news (kept nothing before too)
    (PORTUGAL, True, [ITINERARY]),
    ((("user", "I'm flying to Iceland next week, and I booked the flights already."),), False,
     ["For their trip to Iceland, the user booked the flights."]),
])
def test_a_part_of_a_trip_carries_the_trip_named_before(said: tuple, entries: list[str],
                                                       between_people: bool) -> None:
    assert _turns(*said, between_people=between_people) == entries


@pytest.mark.parametrize("between_people", [True, False])
@pytest.mark.parametrize("said", [
    (("user", "My travel plans there are to see the old castles."),),
    (("user", "I booked the flights and I made an itinerary to make sure I have time to visit each town."),),
    # two trips named: which one is a guess
    (("user", "I'm going to Rome in June and heading to Oslo in August."), ("assistant", "Busy year!"),
     ("user", "I made an itinerary to make sure I have time to visit each town.")),
])
def test_a_part_of_a_trip_named_nowhere_keeps_nothing(said: tuple, between_people: bool) -> None:
    assert _turns(*said, between_people=between_people) == []


@pytest.mark.parametrize(("said", "entry"), [
    # guards: a habit of every trip, and trips liked, are no part of one trip
    ("I always make an itinerary before every trip.", "User always makes an itinerary before every trip."),
    ("I love road trips.", "User loves road trips."),
    # a trip's noun inside a compound names no trip
    ("I work on the journey planning desk at the station.", "User works on the journey planning desk at the station."),
    ("I've worked in the hotel business for ten years.", "User has worked in the hotel business for ten years."),
])
def test_a_habit_of_any_trip_is_read_as_before(said: str, entry: str) -> None:
    assert _turns(("user", "I'm going to Portugal in May."), ("assistant", "Lovely!"), ("user", said)) == [entry]


def test_the_trip_is_carried_after_the_friend_asks_how_a_thing_goes() -> None:
    # the reading of "How's it been going?" names a candidate of the message before; the words
    # the user told so far are kept apart from it (one name for both failed the review)
    assert _turns(("user", "I'm still coaching the under-tens."), ("assistant", "How's it been going?"),
                  ("user", "It's been exhausting but fun."), ("assistant", "Any trips coming up?"),
                  ("user", "I'm going to Portugal in May."), ("assistant", "Lovely! Any specific plans?"),
                  ("user", "My travel plans there are to see the old castles."), between_people=True)[-1] == \
        "For their trip to Portugal, the user's travel plans there are to see the old castles."


@pytest.mark.parametrize("trip", ["My sister is going to Portugal in May.", "Are you going to Portugal this year?"])
def test_another_persons_trip_is_not_carried(trip: str) -> None:
    # review34 R10: only the user's own trip is carried; a part of another's keeps nothing
    kept = _turns(("user", trip), ("assistant", "Lovely!"), ("user", "I booked the flights already."))
    assert not [entry for entry in kept if "flights" in entry]
