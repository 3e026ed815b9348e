"""review39: a change of a life judged in the past with a date inside its doing ("Losing my
job last year was hard") kept a broken entry: the doing's words were counted with the date,
then taken from the sentence without it, so the judgement's own words came along ("User lost
their job was hard.", and "User lost their job was." after "yesterday"). The doing is counted
as it stands without its date. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.extract import disclosed


@pytest.mark.parametrize(("sentence", "kept"), [
    ("Selling my boat was hard.", "User sold their boat."),                  # undated, as before
    ("Selling my boat last year was hard.", "User sold their boat."),
    ("Selling my boat yesterday was hard.", "User sold their boat."),
    ("Losing my job last week was hard.", "User lost their job."),
])
def test_a_dated_change_judged_keeps_the_change_alone(sentence: str, kept: str) -> None:
    assert [c.content for c in disclosed(sentence, None)] == [kept]
