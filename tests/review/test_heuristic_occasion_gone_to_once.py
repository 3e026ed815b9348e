"""learn53 (issue 31, single past events): an occasion of one day gone to once — a conference,
a workshop, a seminar, a retreat, a meeting of a council or a support group, an interview, an
audition — is the week's news, as any outing is; v8 had kept it as "a part of a life being
built". What it led to is said with its own verb and lasts, also after "and" in the same
clause ("… and got the job"). A course, lessons, therapy, a wedding or a funeral stay as v8
and fixpast kept them, and so do a series, a first time and how often. Every sentence here is
our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time


@pytest.mark.parametrize("said", [
    "I went to a grief support group on Tuesday.",
    "We attended a beekeeping seminar at the museum.",
    "I had a job interview at the planning office.",
    "I was at a conference on climate policy.",
    "I went to a pottery workshop and found it calming.",
    "I went to a retreat in the hills with my choir.",
    "I had an audition for a touring musical.",
])
def test_an_occasion_gone_to_once_gives_nothing(said: str) -> None:
    assert added_at_said_time(said) == []


# guards (pass on the parent too): the lasting neighbours the change must not cost
@pytest.mark.parametrize(("said", "entry"), [
    # what the occasion led to, said after "and", is a change of a life
    ("I had an interview at the hospital and got the job.",
     "User had an interview at the hospital and got the job."),
    ("I went to an audition and made the cast!", "User went to an audition and made the cast."),
    ("I went to a craft fair and adopted a kitten.", "User went to a craft fair and adopted a kitten."),
    # a series, a first time, a duty still to do
    ("I went to a support group every week last year.", "User went to a support group every week."),
    ("I went to my first writers conference!", "User went to their first writers conference."),
    ("I had a party conference to organise for the union.",
     "User had a party conference to organise for the union."),
    # a course of study, lessons, a rite of one's own people
    # (learn72: a class taken is one occasion, test_heuristic_fleeting_learn72; a course lasts)
    ("I took a watercolour course at the library.", "User took a watercolour course at the library."),
])
def test_what_lasts_around_an_occasion_stays(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]


# guards: the outcome reading must not keep an outing by "got" + any thing
@pytest.mark.parametrize("said", [
    # "got" with any thing is no outcome ("got lost", "got a sunburn")
    "I went hiking and got lost.",
    "I went to the beach and got a sunburn.",
])
def test_a_next_act_that_is_no_change_keeps_the_outing_out(said: str) -> None:
    assert added_at_said_time(said) == []


# review19 R14: a present begun after "and now", an outcome cut into its own clause, a death of
# one's own people said with the occasion (these fail on 73ec64e)
@pytest.mark.parametrize(("said", "entry"), [
    ("I went to a workshop on beekeeping and now I keep bees.",
     "User went to a workshop on beekeeping and keeps bees."),   # fixlearn20: no "they"
    ("I had an audition for the orchestra and made it in.", "User had an audition for the orchestra."),
    ("I went to a grief support group after my husband died.",
     "User went to a grief support group after their husband died."),
])
def test_an_occasion_with_a_lasting_fact_said_with_it_stays(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
