"""review40: learn89's purpose said as a pair of nouns ("…, which I use for focus and calm") is
kept, so its second noun must not be agreed as a verb either: "for comfort and play" was
written "for comfort and plays" (the second verb's agreement read "play" as the user's act).
Sentences our own; each failed at the parent."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news, added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    ("I've missed a month of clay, which I use for comfort and play.",
     "User uses clay for comfort and play."),
    ("I've skipped a week of chess, which I use for focus and study.",
     "User uses chess for focus and study."),
])
def test_the_pairs_second_noun_stays_a_noun(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


def test_a_second_act_with_its_own_object_still_agrees() -> None:
    assert added_in_a_developer_session("I use clay for fun and cook dinner after.") == [
        "User uses clay for fun and cooks dinner after."]
