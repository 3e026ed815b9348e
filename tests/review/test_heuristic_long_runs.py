"""Runs of one word the extractor's patterns could split many ways complete, and read as
the run's single word does (fast19 found eighteen "really"s took 5.6 s: an adverb matched
both as a listed word and as a "-ly" word, 2**n splits; a message of fifty would have
held a worker thread for years). The test is the run finishing: nothing here times it."""

from __future__ import annotations

import pytest

from dev_tools.update_everyday_turns import READINGS, kept
from reverie.review.providers.heuristic.writing import third_person

RUNS = 60   # 2**60 splits before the fix: a hang, not a slow test


@pytest.mark.parametrize("adverb", ["really", "totally", "always", "definitley"])
def test_a_run_of_adverbs_is_written_as_one_adverb_is(adverb: str) -> None:
    run = " ".join([adverb] * RUNS)
    assert third_person(f"I {run} like tea.") == f"the user {run} likes tea."
    assert third_person(f"I {adverb} like tea.") == f"the user {adverb} likes tea."


@pytest.mark.parametrize("reading", READINGS)
def test_a_run_of_adverbs_in_a_message_completes(reading: str) -> None:
    once = kept("I really enjoy restoring old bicycles.", reading)
    many = kept("I " + "really " * RUNS + "enjoy restoring old bicycles.", reading)
    assert once == many == "user: User enjoys restoring old bicycles."


def test_a_run_of_span_words_after_been_completes() -> None:
    """review46: prec29's bare "been" with only how long after it ("User has been for
    years.") listed "time" twice ("time" and "times?"), so an entry with a run of it that is
    not the bare shape was split 2**n ways (22 took 3 s). Read once now, as the run's single
    word is."""
    from reverie.review.providers.heuristic.stands_alone import stands_alone

    assert stands_alone("User has been" + " time" * RUNS + " married.")
    assert stands_alone("User has been married.")
    assert not stands_alone("User has been" + " time" * RUNS + ".")
    assert not stands_alone("User has been many a time.")


@pytest.mark.parametrize("reading", READINGS)
def test_a_run_of_capitalised_particles_in_a_place_wished_completes(reading: str) -> None:
    """review46: learn101's place wished ("I'd love to visit Lisbon") read " Le" / " La" both
    as a capitalised word of the name and as a particle ("Rio de Janeiro"), so a run of them
    was split 2**n ways (20 took 3.5 s in a review). Each is read one way now; what is kept
    of the place is the same."""
    kept(f"I'd love to visit Paris{' Le' * RUNS} x.", reading)   # completes
    assert kept("I'd love to visit Rio de Janeiro.", reading) \
        == kept("I'd love to visit Rio De Janeiro.", reading).replace("De", "de")


@pytest.mark.parametrize("reading", READINGS)
def test_a_run_of_size_words_before_a_general_head_completes(reading: str) -> None:
    """review47: the general head's plain words listed "few new" beside "few" and "new", so
    a run of the pair was split 2**n ways (sixteen pairs took 2 s of a review). Read one way
    now; a general head behind the run is still refused, a named thing still kept."""
    from reverie.review.providers.heuristic.stands_alone import stands_alone

    run = " ".join(["few new"] * RUNS)
    kept(f"I love a few {run} pals at work.", reading)   # completes
    assert not stands_alone(f"User has some {run} things.")
    assert not stands_alone("User has a few new things.")
    assert stands_alone("User has a few new cats.")
