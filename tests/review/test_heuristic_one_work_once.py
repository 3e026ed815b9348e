"""learn30: single past events kept as if lasting. "finished" lasts for other objects
("finished my degree"), but a work by its title finished, seen or watched ("finished
"<a novel>"", "saw "<a film>"", "finished rereading …") was read or watched once. With no
time of its own it was kept as if it lasted; told with its time it is a dated event, and a
first time, a habit or what one finished writing stay. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize("said", [
    'I finally finished "The Long Winter".',
    'Yeah, I saw "Harbour Lights"!',
    'Just finished "Salt and Stone" and it\'s a really good story.',
    'I recently finished rereading "The Quiet Orchard" - it was lovely.',
])
def test_one_work_seen_or_read_with_no_time_is_not_kept_as_lasting(said: str) -> None:
    assert added(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    # told with its time: a dated event
    ('Yesterday I finished "The Long Winter".',
     ['User finished "The Long Winter" on 13 November 2023.']),
    # what one finished writing, a degree, a first time: they last
    ('I finished writing "Tides".', ['User finished writing "Tides".']),
    ("I finished my degree.", ["User finished their degree."]),
    ('I watched "Harbour Lights" for the first time.',
     ['User watched "Harbour Lights" for the first time.']),
])
def test_what_lasts_or_is_dated_is_still_kept(said: str, kept: list[str]) -> None:
    assert added(said, 'I finally finished "Salt and Stone".') == kept


# review14 N6: a programme, a race or a certificate done by its title is no work read or
# seen, and a work that changed one's life left something that lasts.
@pytest.mark.parametrize(("said", "kept"), [
    ('I completed "Beginner Strength in 8 Weeks"!',
     ['User completed "Beginner Strength in 8 Weeks".']),
    ('I finally completed "Sofa to 10K" - I can jog for an hour now.',
     ['User completed "Sofa to 10K".']),
    ('I finished "Lakeside Sprint Triathlon" in under three hours.',
     ['User finished "Lakeside Sprint Triathlon" in under three hours.']),
    ('I finished "Rivertown Half" marathon with my sister.',
     ['User finished "Rivertown Half" marathon with their sister.']),
    ('I finished "The Patient Gardener" and it changed my life.',
     ['User finished "The Patient Gardener".']),
])
def test_a_programme_race_or_life_changing_work_done_by_its_title_is_kept(
        said: str, kept: list[str]) -> None:
    assert added(said) == kept
