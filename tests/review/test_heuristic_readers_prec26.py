"""prec26: which reading made each entry the offline review proposes, noted only while a
developer's eval records it (review.providers.heuristic.readers), never in an operation."""

from __future__ import annotations

from reverie.review.providers.heuristic import propose_review
from reverie.review.providers.heuristic.readers import recording
from reverie.review.review_input import ReviewInput, ReviewMessage


def _between_friends(said: str) -> ReviewInput:
    return ReviewInput(messages=(
        ReviewMessage(1, "user", "Hi Marta! Long time no see."),
        ReviewMessage(2, "assistant", "Hey Ivo! Great to hear from you."),
        ReviewMessage(3, "assistant", "So what's new with you?"),
        ReviewMessage(4, "user", said)))


def _readers(said: str) -> tuple[dict[str, str], list[str]]:
    with recording() as noted:
        operations, _, _ = propose_review(_between_friends(said))
    return noted, [op["content"] for op in operations if op["action"] == "add"]


def test_a_table_row_is_named_by_its_row() -> None:
    noted, added = _readers("I prefer green tea to black tea.")
    assert added == ["User prefers green tea to black tea."]
    assert noted == {"User prefers green tea to black tea.": "en.prefer"}


def test_the_shape_layer_names_the_branches_that_reshaped_the_clause() -> None:
    noted, added = _readers("Mending old clocks is my main hobby.")
    assert noted == {added[0]: "shape:stated+inverted"}
    noted, added = _readers("I'm trying to learn the cello.")
    assert noted == {added[0]: "shape:stated+trying"}


def test_a_sentence_read_again_with_the_one_before_is_named_so() -> None:
    noted, _ = _readers("I adopted a kitten. I brush her every evening.")
    assert noted["User adopted a kitten."] == "shape:stated"
    evening = next(text for text in noted if "every evening" in text)
    assert noted[evening] == "shape:stated+objects"


def test_nothing_is_noted_outside_a_recording_and_no_operation_carries_it() -> None:
    with recording() as noted:
        pass
    operations, _, _ = propose_review(_between_friends("I prefer green tea to black tea."))
    assert noted == {}
    assert operations and all(set(op) == {"action", "target", "content", "reason", "evidence", "confidence"}
                              for op in operations)
