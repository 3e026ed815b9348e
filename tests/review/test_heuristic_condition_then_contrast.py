"""learn36 (review14 M11): a condition said first goes after the clause it holds, and that
clause ends at a contrast: "If it rains, I read indoors, but usually I run." put the condition
after "run" and kept "User reads indoors." alone. And how often, said first ("Usually I run"),
goes after the subject, where the habit is read (it gave nothing). Our own sentences."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_a_developer_session


def test_the_condition_stays_with_its_clause_and_the_contrast_is_kept() -> None:
    added = added_in_a_developer_session("If it snows, I work from home, but usually I cycle to the office.")
    assert "User works from home if it snows." in added, added
    assert "User usually cycles to the office." in added, added
    assert not any(e.startswith("User works from home.") for e in added), added


def test_how_often_said_first_is_read_as_a_habit() -> None:
    added = added_in_a_developer_session("Usually I swim at the lido on Sundays.")
    assert "User usually swims at the lido on Sundays." in added, added


# fix17 (review15 O13): "Always/Never" with the speaker as subject right after it is the speaker's
# habit, never a rule for the assistant ("User wants the assistant to always they lose …")
@pytest.mark.parametrize("said", [
    "Always I lose my gloves.",
    "Always I leave my scarf at the gym.",
    "Never I drink coffee after six.",
    "Always I water the plants first.",
])
def test_always_or_never_with_the_speaker_after_it_is_no_rule_for_the_assistant(said: str) -> None:
    added = added_in_a_developer_session(said)
    assert not any("assistant" in e or " they " in e for e in added), added


def test_always_with_the_speaker_after_it_is_kept_as_a_habit() -> None:
    assert "User always loses their gloves." in added_in_a_developer_session("Always I lose my gloves.")


def test_a_rule_for_the_assistant_is_still_read() -> None:
    assert "The assistant should always run migrations in a transaction." in \
        added_in_a_developer_session("Always run migrations in a transaction.")
