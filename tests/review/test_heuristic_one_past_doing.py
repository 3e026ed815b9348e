"""learn53 (issue 31, single past events): one past doing told by how it went or by what was
done to the user, not by a verb that lasts.

- a doing judged in the simple past ("Renting a stall for my candles was a real challenge")
  is one event and its verdict; "has been" is still going on;
- "got" + a participle is the passive of that act: a standing or a bond lasts ("got promoted",
  "got involved"), an act done once does not ("got coached", "got interviewed", "got lost";
  learn59: nor a notice, "got featured");
- a thing of one's own given away once ("donated a box of jigsaws") is the day's act; an organ given,
  or a giving that recurs, lasts;
- a thing of one's own that failed once ("My printer died") is a mishap of the day; a pet or a
  person of one's is no thing.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "Renting a stall for my candles was a real challenge.",
    # a lasting verb's occasion put on once, read as the user's own past act
    "Holding a quiz night for my book club in May was an amazing experience!",
    "I got coached by a seasoned chef last week.",
    "I got interviewed by the local paper.",
    "I got lost on the way home.",
    "I donated a box of jigsaws to the hospice shop.",
    "My printer died on Sunday.",
    "My phone died on the train home.",
])
def test_one_past_doing_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


# guards (pass on the parent too): the lasting neighbours the change must not cost
@pytest.mark.parametrize(("said", "entry"), [
    ("Coaching my niece's team has been so rewarding.",
     "Coaching their niece's team has been rewarding for the user."),
    ("I got promoted to head nurse!", "User got promoted to head nurse."),
    ("Selling my boat was hard.", "User sold their boat."),
    ("I got involved with a rescue charity.", "User got involved with a rescue charity."),
    # (learn59: "got featured" left this list: a notice got once is the week's news, read false
    # by every strict reading since; test_heuristic_first_win_and_notice.py)
    ("I got accepted into art school!", "User got accepted into art school."),
    ("I got diagnosed with asthma.", "User got diagnosed with asthma."),
    ("I donated a kidney to my brother.", "User donated a kidney to their brother."),
    ("I donate blood every few months.", "User donates blood every few months."),
    ("My dog died in March.", "User's dog died in March."),
])
def test_a_standing_a_bond_or_a_loss_stays(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


# review19 R12: the participles of a change are an open class; only a closed class of acts
# done once is dropped (these fail on 73ec64e)
@pytest.mark.parametrize(("said", "entry"), [
    ("I got remarried last spring.", "User got remarried in spring 2023."),
    ("I got evicted from my flat in January.", "User got evicted from their flat in January."),
    ("I got deployed to Germany with the army.", "User got deployed to Germany with the army."),
    ("I got reunited with my birth mother.", "User got reunited with their birth mother."),
    # a guard (passes on 73ec64e too: "transferred" was in its list)
    ("I got transferred to the Leeds office.", "User got transferred to the Leeds office."),
])
def test_a_change_said_with_got_stays(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
