"""learn56 (issue 31, single past events): a past act is kept for what it leaves, not for its
verb.

The milestone verbs that change a life by themselves (joined, moved, married, adopted,
retired …) still decide. An occasion done or a thing brought to its end once — a contest won, a
shift volunteered, a show performed, a task finished, a prize received — lasts only when the
clause names what is held afterwards (a degree, a licence, a belt, a scholarship, a seat, a
debt cleared, a work of one's own) or says it lasts by a span, how often or a first time.

Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I won a marrow-growing contest at the allotment show.",
    "I won the pub quiz with my cousins on Thursday.",
    "We won a little medal at the regatta last summer.",
    "I volunteered at the animal rescue's open day last month.",
    "I performed two songs at the harbour festival.",
    "I competed in a sandcastle championship over the weekend.",
    "I finished a birdhouse for my neighbour's twins.",
    "I completed the escape room with ten minutes to spare.",
    "I wrapped up a jigsaw of the Alps.",
    "I achieved a personal best at the 5k.",
])
def test_an_occasion_done_once_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


# guards (pass on the parent too): what such a verb leaves, and the marks any act lasts by
@pytest.mark.parametrize(("said", "entry"), [
    ("I won a scholarship to study marine biology.", "User won a scholarship to study marine biology."),
    ("I finished my physiotherapy degree in June.", "User finished their physiotherapy degree in June."),
    ("I earned my brown belt in judo.", "User earned their brown belt in judo."),
    ("I finished paying off my car loan!", "User finished paying off their car loan."),
    ("I finished my memoir.", "User finished their memoir."),
    ("I volunteered at the lifeboat station for six years.",
     "User volunteered at the lifeboat station for six years."),
    # (learn59: "I won my first fencing bout" left this list: a first win is one occasion of a
    # series, test_heuristic_first_win_and_notice.py)
    # a verb that changes a life by itself still decides
    ("I joined a rowing club.", "User joined a rowing club."),
    ("I adopted a rescue ferret.", "User adopted a rescue ferret."),
])
def test_what_is_held_afterwards_stays(said: str, entry: str) -> None:
    assert entry in added_at_said_time(said)


# fix39 (review20 R14): a condition or status received, an identity taken, a skill reached, a
# treatment completed are held afterwards (these rows fail on the parent but the naturalisation
# row, a guard); guards below
@pytest.mark.parametrize("said", [
    "I received a kidney transplant in 2020.",
    "I received an ADHD diagnosis last year.",
    "I completed my conversion to Judaism in 2018.",
    "I achieved fluency in Italian after five years.",
    "I finished chemo in March and I'm in remission.",
    "I received a cochlear implant as a toddler.",
    "I completed my naturalisation last spring.",
])
def test_a_lasting_state_received_or_reached_stays(said: str) -> None:
    assert added_at_said_time(said) != []


# guards: a score or a show done once still gives nothing
@pytest.mark.parametrize("said", [
    "I reached level 50 in the game.",
    "I performed at Carnegie Hall once.",
    "I reached the summit car park before noon.",
])
def test_a_score_or_show_once_still_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []
