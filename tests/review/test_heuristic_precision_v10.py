"""The shape layer's precision, v10 (issue 31, prec10): how a kept entry is written when the
clause it comes from leans on the chat around it. "also" and a stressed "do" answer what
was just said; a reason said with "'cause" is a reason as "because" is; "…, things have been
tough" is a comment with a subject of its own; "both X, as well as Y" loses Y to the cut, so
"both" goes with it; "had some thrilling games" says how they struck, not what they were.
Developed on LoCoMo's dev half (conversations 1-5); every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(("said", "expected"), [
    ("I also enjoy pottery, it's a great way to unwind.", ["User enjoys pottery."]),
    ("I've also started learning the cello.", ["User has started learning the cello."]),
    ("I'm also open to moving abroad for work.", ["User is open to moving abroad for work."]),
    ("I do like jazz, so that might be fun.", ["User likes jazz."]),
    ("I really do love baking sourdough.", ["User loves baking sourdough."]),
])
def test_v10_an_entry_read_alone_does_not_answer_the_chat(said: str, expected: list[str]) -> None:
    assert added(said) == expected


def test_v10_a_verb_do_is_not_the_stressed_do() -> None:
    # "do" as the verb stays: "I do yoga" is what the user does
    assert added("I do yoga every Sunday morning.") == ["User does yoga every Sunday morning."]


@pytest.mark.parametrize(("said", "expected"), [
    # "'cause" cuts the reason as "because" does (it was kept, "… 'cause the user is …")
    ("I'm opening a bakery 'cause I love bread.", ["User is opening a bakery.", "User loves bread."]),
    # learn55: after a taste, a short reason of now stays, written "because … them"
    # (test_heuristic_taste_with_its_reason.py); v10's fault was the broken "'cause the user"
    ("I love sailing trips with my cousins, ’cause the sea calms me.",
     ["User loves sailing trips with their cousins because the sea calms them."]),
    # a comment with a subject of its own after a comma is not part of the fact
    ("I lost my job at the warehouse, things have been rough.",
     ["User lost their job at the warehouse."]),
])
def test_v10_a_reason_or_a_comment_is_cut_from_the_fact(said: str, expected: list[str]) -> None:
    assert added(said) == expected


def test_v10_both_goes_with_the_member_the_cut_takes() -> None:
    # "a fan of both X, as well as Y": the cut takes Y, so "both" had one member left
    # (learn32: the member after ", as well as" is now said with the taste's head, its own entry)
    assert added("I'm a fan of both opera like Verdi and Puccini, as well as folk music.") == \
        ["User is a fan of opera like Verdi and Puccini.", "User is a fan of folk music."]
    # "both … and …" within the clause is left alone
    assert added("I speak both Welsh and Breton.") == ["User speaks both Welsh and Breton."]


@pytest.mark.parametrize("said", [
    "I've had some thrilling races in my career.",
    "I had a few unforgettable matches with my old club.",
])
def test_v10_how_things_struck_names_nothing(said: str) -> None:
    assert added(said) == []


def test_v10_things_named_by_what_they_are_stay() -> None:
    # no word of how they struck: what they are is the fact
    assert added("I've had two knee surgeries over the years.") == \
        ["User has had two knee surgeries over the years."]


@pytest.mark.parametrize("said", [
    # a negated act with "any"/"much" is one evening told, as the act itself would be
    "I didn't dress up as any superhero, but I wore a cape.",
    "We didn't catch any fish at the reservoir.",
])
def test_v10_a_negated_single_act_gives_nothing(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(("said", "expected"), [
    # without "any", a negated act may be a life's fact: left as it was
    ("I didn't go to university.", ["User didn't go to university."]),
    ("I didn't get the job at the aquarium.", ["User didn't get the job at the aquarium."]),
])
def test_v10_a_negated_life_fact_stays(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(("said", "expected"), [
    # "the <noun>" at the end of a plan points at the trip the friend just named
    ("Yes! I'm so excited to explore the countryside - it looks gorgeous!", []),
    ("I can't wait to try the food.", []),
    # a name, or a lasting change, is said here
    ("I can't wait to visit the Prado.", ["User looks forward to visiting the Prado."]),
    ("I'm looking forward to starting the new job.", ["User looks forward to starting the new job."]),
])
def test_v10_a_plan_about_the_chats_place_names_nothing(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(("said", "expected"), [
    ("I love kayaking too.", ["User loves kayaking."]),
    ("I enjoy crosswords as well.", ["User enjoys crosswords."]),
])
def test_v10_a_taste_that_agrees_with_the_friend_is_written_alone(said: str, expected: list[str]) -> None:
    assert added(said) == expected


@pytest.mark.parametrize(("said", "expected"), [
    # the occasion said first is the habit's condition (the comma before "we" cut it off)
    ("During Passover, we usually cook a big brisket.",
     ["User usually cooks a big brisket during Passover."]),
    ("Over the holidays, I always knit scarves for my cousins.",
     ["User always knits scarves for their cousins over the holidays."]),
])
def test_v10_an_occasion_said_first_stays_with_the_habit(said: str, expected: list[str]) -> None:
    assert added(said) == expected


def test_v10_progress_with_nothing_of_what_in_names_nothing() -> None:
    assert added("It's all coming along - I'm seeing progress and the team is thrilled.") == []
    assert added("I'm making progress on my pottery wheel skills.") == \
        ["User is making progress on their pottery wheel skills."]


def test_v10_a_statement_that_agrees_is_written_alone() -> None:
    assert added("My choir is like my second home too.") == ["User's choir is like their second home."]
