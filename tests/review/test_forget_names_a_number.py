"""A "forget" that names an event by its number deletes that event only (session 28,
tester21, upkeep at scale). Words under three letters are no term of a request, so the
number in "Please forget that I ran a 5K." was dropped and the request was "ran" alone:
every archived fact with "ran" in it was deleted (a 10K, a half marathon, a club the user
ran). Seen on a months-old home: "… hiked ridge trail number 3" deleted 4,000 hikes. A
number (a word holding a digit) is a term now. Our own sentences."""

from __future__ import annotations

from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem
from reverie.review.exclusions import Exclusions, find_requests, new_key, terms
from tests.conftest import make_settings
from tests.review.test_episodes_learn76 import MONDAY, _chat, _review

RUNS = ("User ran a 5K in Lyon on 2 May 2024.", "User ran a 10K in Oslo on 9 June 2024.",
        "User ran a half marathon in Graz on 1 September 2024.")
CLUB = "User ran the school's robotics club for two years."


def test_the_number_of_a_past_event_is_a_term_of_the_request() -> None:
    (request,) = find_requests("Please forget that I ran a 5K.")
    assert terms(request) == {"ran", "5k"}
    (request,) = find_requests("Don't remember that I hiked trail 3 with Jonas.")
    assert terms(request) == {"hiked", "trail", "3", "jona"}
    said = Exclusions(new_key()).with_requests([request])
    assert said.vetoes("User hiked trail 3 with Jonas on 2 May 2024.")
    assert not said.vetoes("User hiked trail 4 with Jonas on 9 May 2024.", every_term=True)


def test_forgetting_the_5k_deletes_the_5k_only(home, clean_env, clock) -> None:
    settings = make_settings(home, clean_env)
    with Archive(settings, clock=clock) as archive:
        ids = archive.archive_now("user", [ArchiveItem(t, EPISODE, "a past event") for t in RUNS])
        (club,) = archive.archive_now("user", [ArchiveItem(CLUB, "evicted", "for room")])
    _chat(settings, "s1", "Please forget that I ran a 5K.", "Done.", at=MONDAY + 3600)
    assert _review(settings, "s1", clock).archive_deleted == [ids[0]]
    with Archive(settings, clock=clock) as archive:
        assert [archive.get(i).state for i in (*ids, club)] == [
            "deleted", "archived", "archived", "archived"]
