"""learn65 (issue 31, "we" of a family): a group of the user's people shown doing something
("This is my crew sledging on the hill.") is what a following "we" does: "We enjoy it"
loves that doing, and a bare "We go every winter" goes to it. With nothing shown, going with
only how often has lost its place, for "we" as for "I" (learn24's row): "User goes with their
family every summer." (goes where?) is no longer written. A "you" said to the friend before the
group is named no longer keeps the group out of "we".

Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "Here's a photo of my kids eating toast. We go every Saturday.": ["User has kids."],
    "Here's a photo of my kids with your nephew. We love baking together.": ["User has kids."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "Here's a picture of my cousins. We go every autumn.": ["User has cousins."],
}


@pytest.mark.parametrize(("text", "kept"), [
    ("This is a photo of my friends fishing off the harbour wall. We all adore it.",
     ["User and their friends all adore fishing off the harbour wall."]),
    ("Here's a photo of my kids sledging on the hill behind the mill. We go every winter.",
     ["User goes sledging with their kids on the hill behind the mill every winter."]),
    ("This is my family at the reservoir. We go twice a year.",
     ["User goes with their family to the reservoir twice a year."]),
    # a word to the friend before the group is named does not put the friend in "we"
    ("Nice to hear from you! Check out my team rowing on the reservoir. We enjoy it.",
     ["User enjoys rowing on the reservoir with their team."]),
])
def test_we_does_what_the_group_was_shown_doing(text: str, kept: list[str]) -> None:
    assert added_as_news(text) == kept


@pytest.mark.parametrize("text", [
    # going with how often alone, with whom or not, names no place
    "Here's a picture of my cousins. We go every autumn.",
    "Here's a photo of my kids eating toast. We go every Saturday.",
    "We go every spring.",
    # "it" with nothing shown to stand for
    "This is my family at the reservoir. We adore it.",
    # the friend said with the group: "we" may take the friend in (as on the parent)
    "Here's a photo of my kids with your nephew. We love baking together.",
])
def test_going_or_loving_with_nothing_shown_gives_nothing(text: str) -> None:
    assert added_as_news(text) == HAD_IN_PASSING.get(text, [])


def test_a_place_of_its_own_still_stands() -> None:
    # guard (kept on the parent too): the going says where
    assert added_as_news("We go to the farmers' market every Sunday.") == [
        "User goes to the farmers' market every Sunday."]
