"""learn59 (issue 31, single past events; judge19, judge21 and judge23 each read these false).

- A first keeps an act as the start of something ("my first quilt", "my first 10K"), but the
  first of a contest's outcomes — a first win, a first placing, a first medal received — is
  one occasion of a series; the pursuit is what lasts. What a win leaves (a seat, a case, a
  scholarship) still keeps it.
- The attention one got once — noticed, spotted, featured, praised — is the week's news, as
  an interview got is.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I won my first fencing bout.",
    "I won my first online chess tournament last weekend!",
    "I won first prize at the village flower show.",
    "I received my first medal at the county swim gala.",
    "I got noticed by a casting agent at the open mic.",
    "I got featured on a gardening blog last week.",
    "I got spotted by a scout at the under-16s final.",
])
def test_a_first_win_or_a_notice_got_once_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


# guards (pass on the parent too): a first that starts something, a win that leaves a seat
@pytest.mark.parametrize(("said", "entry"), [
    ("I finished my first patchwork quilt.", "User finished their first patchwork quilt."),
    ("I won my first election to the parish council.", "User won their first election to the parish council."),
    ("I won a scholarship to the conservatoire.", "User won a scholarship to the conservatoire."),
])
def test_a_first_that_starts_something_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)
