"""learn64 (issue 31; judge23 D and F, judge25 G1): a place unnamed, and a group's name.

- A topic "The <people> at the <kind>" about the speaker ("… are so dear to me")
  with the place unnamed gives nothing; a named place stays.
- "We …" read as the user with the group named just before carries the group's name said
  with it ('Our band "Low Tide" …'); a capitalised word inside a companion is the name's,
  not a verb's past. (review22 R6: two rows of an earlier version followed a dev turn's
  skeleton and were removed; git history keeps them.)

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


def test_people_at_a_place_unnamed_give_nothing() -> None:
    assert added_at_said_time("The regulars at the club are so dear to me.") == []


# guard (passes on the parent too): the place named
def test_people_at_a_named_place_stay() -> None:
    assert "The volunteers at the Riverside Shelter are dear to the user." in \
        added_at_said_time("The volunteers at the Riverside Shelter are so dear to me.")


@pytest.mark.parametrize(("said", "entry"), [
    ('Our band "Low Tide" plays folk covers. We rehearse twice a week.',
     "User rehearses twice a week with their band Low Tide."),
])
def test_the_group_is_written_with_its_name(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)
