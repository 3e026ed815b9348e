"""learn34: people the user has, said with who they are to them, and the same "have" said
with a dummy subject.

* "I have a sister who lives in Oslo": the clause step cut every "who …" as a tail, so the
  entry kept "User has a sister." or, for a head that names no one alone ("friends",
  "people"), nothing. After "have/got" on a noun of people, with no comma before it and a
  verb of the present after it, the relative stays; a past relative is a story ("a friend
  who helped me move") and is cut as before.
* "It's good to have cousins who …": the stance of "I'm lucky to have …" said with "it".
  When the thing had carries the speaker's "my"/"me", the user has it; else ("It's lovely
  to have a pal like you", "… a support network") it is as often a courtesy to the
  friend; a thing had again or for now ("… my bike back") is the moment's.

Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "It's good to have my wife around while I heal.": ["User has a wife."],
    "It's lovely to have my grandson around during the summer.": ["User has a grandson."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "It's lovely to have my cousin here this week.": ["User has a cousin."],
    "It's great to have my in-laws staying with me this month.": ["User has in-laws."],
    "It's so nice to have my aunt visiting for a few days.": ["User has an aunt."],
}


@pytest.mark.parametrize(("said", "kept"), [
    ("I have a sister who lives in Oslo.", "User has a sister who lives in Oslo."),
    ("I have friends who love hiking.", "User has friends who love hiking."),
    ("It's good to have friends who understand my music.",
     "User has friends who understand their music."),
    ("It's wonderful to have my brother nearby.", "User has their brother nearby."),
    ("It's been a comfort to have neighbours who look out for me.",
     "User has neighbours who look out for them."),
])
def test_people_had_are_kept_with_who_they_are(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


@pytest.mark.parametrize("said", [
    "It's lovely to have a pal like you who gets my jokes.",         # the listener
    "It's good to have a support network.",                          # nothing of the speaker's
    "It's so nice to have my bike back.",                            # had again, for now
    "It's lovely to have my cousin here this week.",                 # for now
])
def test_a_courtesy_or_the_moment_gives_nothing(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


def test_a_past_relative_is_a_story_and_is_cut() -> None:
    assert not any("who" in entry for entry in added_as_news("I have a friend who helped me move."))


# fix17 (review15 O10): the company of a stay or a bounded time is the moment's too; who the
# user has for good, said with the same "it", is still kept (the first test above)
@pytest.mark.parametrize("said", [
    "It's so good to have my dad around for the holidays.",
    "It's great to have my in-laws staying with me this month.",
    "It's good to have my wife around while I heal.",
    "It's so nice to have my aunt visiting for a few days.",
    "It's lovely to have my grandson around during the summer.",
])
def test_a_stay_or_a_bounded_time_gives_nothing(said: str) -> None:
    assert added_as_news(said) == HAD_IN_PASSING.get(said, [])


def test_the_people_around_the_user_are_no_stay() -> None:
    added = added_as_news("It's a gift to have cousins around me who read my drafts.")
    assert any(e.startswith("User has cousins around") for e in added), added
