"""review15 O1: once the single-act test read every irregular past (7de474c), lasting pasts
told between people were dropped as one afternoon's act: a past trade ("for a living",
"professionally"), a stage of life ("as a kid", "when I was younger"), and a bond, a fear or
a pursuit begun ("struck up a friendship", "fell for", "overcame", "dove into", "took up").
-ed pasts had the same hole. A mark of what lasted makes no single act, whatever the verb;
one afternoon's act stays out. Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I mended shoes for a living.", "User mended shoes for a living."),
    ("I baked bread for a living.", "User baked bread for a living."),
    ("I sang opera professionally.", "User sang opera professionally."),
    ("I swam every lake nearby as a teenager.", "User swam every lake nearby as a teenager."),
    ("I built model ships as a kid.", "User built model ships as a kid."),
    ("I struck up a friendship with the baker next door.",
     "User struck up a friendship with the baker next door."),
    ("I fell for my wife on a ferry.", "User fell for their wife on a ferry."),
    ("I overcame my fear of deep water.", "User overcame their fear of deep water."),
    ("I dove into woodworking after the move.", "User dove into woodworking after the move."),
])
def test_a_past_that_lasted_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said), added_as_news(said)


@pytest.mark.parametrize("said", [
    "I dove into the river after lunch.",
    "I shook hands with the new teacher.",
    "I forgot my scarf at the cinema.",
])
def test_one_afternoons_act_is_still_not_kept(said: str) -> None:
    assert added_as_news(said) == []
