"""fix30 (review17 Q8): "<something> made me love X" is a taste now only when the love is not
said to be over ("used to", "no longer", "once") nor lessened ("… less"), and X names a thing
("the <adjective> <noun>" alone is the chat's, as "the <noun>" is). Every sentence here is our
own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize("said", [
    "The long commute made me love driving less.",
    "That old radio used to make me love jazz.",
    "The series made me love the quiet detective.",
])
def test_a_love_over_lessened_or_of_the_chats_thing_is_no_taste(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # guards: a love made and kept, "even more" included
    ("My uncle made me love fly fishing.", "User loves fly fishing."),
    ("Last winter made me love ice skating even more.", "User loves ice skating."),
])
def test_a_love_made_and_kept_stays(said: str, kept: str) -> None:
    # learn112: an uncle named with "my" is had beside the love (mine_in_passing)
    assert added_as_news(said) == [kept] + (["User has an uncle."] if "My uncle" in said else [])
