"""Issue 31 (fixlearn14, the lead's decision in docs/review.md 11): a single past act or
incident is never kept live unless it leaves a lasting state the entry can say, or is said as
experience. The user's own dated act is an episode for the archive; an undated one, or one that
befell another of the user's people or things, keeps nothing. Each refused shape stands beside
a lasting neighbour that stays. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_review
from reverie.review.providers.heuristic.passing import passing_kind
from reverie.review.review_input import ReviewInput, ReviewMessage

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My nephew sprained his ankle on Tuesday.": ["User has a nephew."],
    "My daughter broke her wrist last week.": ["User has a daughter."],
    "My husband caught the flu last week.": ["User has a husband."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "I started a canoe trip down the river with my cousin.": ["User has a cousin."],
}

SAID_AT = 1_767_225_600.0   # 2026-01-01 00:00 UTC, a Thursday


def _read(text: str) -> tuple[list[str], list[str]]:
    """(live entries, episodes) kept from ``text``, said between two people who name each other."""
    said = (("user", "Hi Ilse!"), ("assistant", "Hey Bram!"), ("user", text))
    review = ReviewInput(messages=tuple(ReviewMessage(i, role, line, at=SAID_AT + i)
                                        for i, (role, line) in enumerate(said, 1)))
    operations, _, episodes = propose_review(review)
    return [op["content"] for op in operations], [e["content"] for e in episodes]


@pytest.mark.parametrize(("text", "episode"), [
    # an outing begun is one occasion, not a job or a pursuit begun
    ("Last Saturday I started a long road trip through the hills with my cousin.",
     "User started a long road trip through the hills with their cousin on 27 December 2025."),
    ("Last Tuesday I led a night walk for the cub scouts.",
     "User led a night walk for the cub scouts on 30 December 2025."),
    ("On Sunday I set off on a long hike across the moors.",
     "User set off on a long hike across the moors on 28 December 2025."),
    # a thing done up once ("restored" was read as a rest, and kept as a lasting past)
    ("Two weeks ago I restored a rusty old tractor in the barn.", None),
    ("Last month I restored a battered wooden dresser.",
     "User restored a battered wooden dresser in December 2025."),
    # review29 R19: a sum in number words is money raised once, as a figure is
    ("Last month I raised seven hundred dollars for the lifeboat station.",
     "User raised seven hundred dollars for the lifeboat station in December 2025."),
    # an injury of late mends in weeks
    ("I sprained my thumb on Tuesday.", "User sprained their thumb on 30 December 2025."),
    ("I tore a ligament in my knee two weeks ago.",
     "User tore a ligament in their knee around 18 December 2025."),
])
def test_the_users_own_dated_one_off_is_an_episode_never_live(text: str, episode: str | None) -> None:
    live, episodes = _read(text)
    assert live == []
    if episode is not None:
        assert episodes == [episode]
    else:
        assert len(episodes) == 1 and "tractor" in episodes[0]


@pytest.mark.parametrize("text", [
    "I started a canoe trip down the river with my cousin.",
    "I fixed up a battered wooden dresser.",
    "I raised a decent sum for the lifeboat station.",
    "We raised quite a bit for the school library.",
    "I tried out a new dumpling place near the station.",
    "I checked out a new taco spot by the harbour.",
])
def test_an_undated_one_off_keeps_nothing(text: str) -> None:
    assert _read(text) == (HAD_IN_PASSING.get(text, []), [])


@pytest.mark.parametrize("text", [
    "My nephew sprained his ankle on Tuesday.",
    "My daughter broke her wrist last week.",
    "Our cottage lost power yesterday, so annoying.",
    "My car broke down on the bypass last Friday.",
    "My husband caught the flu last week.",
    "My grandad fell and hurt his shoulder yesterday.",
    "Yesterday my choir raised three thousand pounds for the hospice.",
])
def test_another_ones_passing_mishap_keeps_nothing(text: str) -> None:
    assert _read(text) == (HAD_IN_PASSING.get(text, []), [])


@pytest.mark.parametrize(("text", "word"), [
    ("I started a new job at the harbour office last month.", "job"),
    ("I started a podcast about local history.", "podcast"),
    ("I lead walking tours of the old town.", "walking tours"),
    ("My brother moved to Leeds last month.", "Leeds"),
    ("My daughter got married last week.", "married"),
    ("I have run four marathons.", "marathons"),
    ("I raised £900 every year for the lifeboat station.", "every year"),
    ("I raised two boys on my own.", "two boys"),
    ("I restore old radios in my spare time.", "radios"),
    ("I love the dumpling place near the station.", "dumpling"),
    # an injury with no time, or of long ago, may be lived with or formative
    ("I broke my ankle when I was eleven.", "ankle"),
    ("I tore a ligament in my knee.", "ligament"),
])
def test_a_lasting_neighbour_stays_live(text: str, word: str) -> None:
    live, _ = _read(text)
    assert any(word in entry for entry in live), live


@pytest.mark.parametrize("text", ["I restored an old clock", "I restocked the shelves",
                                  "I restarted the router"])
def test_a_word_starting_with_rest_is_no_rest(text: str) -> None:
    assert passing_kind(text, of_a_day=True) != "rest"
    assert passing_kind("I rested all afternoon", of_a_day=True) == "rest"
