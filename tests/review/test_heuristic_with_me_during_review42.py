"""Session 40 (review42, on the lead's ba88df15): the doing that follows a verb of going is
part of the verb ("goes hiking with their wife"), but a word that only ends in "-ing" is no
doing: "My husband and I moved during the pandemic." was written "User moved during with their
husband the pandemic.". Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("My husband and I moved during the pandemic.", "User moved with their husband during the pandemic."),
    ("My wife and I go during spring break every year.", "User goes with their wife during spring break every year."),
    ("My wife and I go hiking every weekend.", "User goes hiking with their wife every weekend."),
])
def test_the_companion_follows_a_doing_only(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]
