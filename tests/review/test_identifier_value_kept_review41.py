"""review41: a personal identifier's value said in the message with its label, when the entry
written from it left the label behind, is not kept ("My driver's license, which I finally
got last spring, shows the number D12345678." was kept "User got, shows the number
D12345678."). The document alone, and numbers in a message naming no identifier, stay."""

from __future__ import annotations

import pytest

from reverie.review.identifiers import value_of_one_said

from .chat_support import added_in_a_developer_session, added_in_turns


@pytest.mark.parametrize("said", [
    "My driver's license, which I finally got last spring, shows the number D12345678.",
])
def test_the_value_is_not_kept_without_its_label(said: str) -> None:
    for adds in (added_in_a_developer_session(said),
                 added_in_turns(("assistant", "What have you been up to?"), ("user", said))):
        assert not any("D12345678" in a for a in adds), adds


def test_the_document_alone_is_still_kept() -> None:
    assert "User got their driver's license." in added_in_a_developer_session("I finally got my driver's license.")


@pytest.mark.parametrize(("entry", "said", "held"), [
    ("User got, shows the number D12345678.", "My driver's license, which I got, shows the number D12345678.", True),
    ("User's repo has 12345 stars.", "My repo has 12345 stars.", False),                      # no label said
    ("User renewed their passport.", "I renewed my passport; it's K9876543.", False),          # the value not kept
])
def test_value_of_one_said(entry: str, said: str, held: bool) -> None:
    assert value_of_one_said(entry, said) is held
