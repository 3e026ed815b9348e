"""review49 (a second read of fix48's "Never <plural> in your replies" order in
:func:`reverie.review.providers.heuristic.rules_en.rule_said`): a verb in -s said of a subject
left off ("(it) always helps", "(it) never hurts") before "when you <write>" or "in your
replies" is a remark on how things go, no order: fix48's plural read the verb as the thing
the replies hold. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_in_a_developer_session


# each kept "User wants (no) <verb> ..." at the parent
@pytest.mark.parametrize("said", [
    "Always helps when you explain the steps slowly.",
    "Never hurts when you answer plainly.",
    "Always works when you write the plan down first.",
    "Never matters in your replies.",
])
def test_a_verb_in_s_of_a_subject_left_off_is_no_order(said: str) -> None:
    assert added_in_a_developer_session(said) == []


# the near twins: a plural the replies hold stays the standing order fix48 kept
@pytest.mark.parametrize(("said", "kept"), [
    ("Never footnotes in your answers.", "User wants no footnotes in the assistant's answers."),
    ("Always sources when you summarize.", "User wants sources when the assistant summarizes."),
])
def test_a_plural_the_replies_hold_is_still_an_order(said: str, kept: str) -> None:
    assert kept in added_in_a_developer_session(said)
