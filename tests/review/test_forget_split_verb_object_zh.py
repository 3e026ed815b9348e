"""A Chinese "don't remember" that names a doing by its verb and object together ("别记我养猫的
事", "我养猫这件事别记") covers the user's entry that says them apart, with a measure word
between ("用户养了一只猫。"), and nothing of another person's (fixlearn21, issue 31; left by
order3 in session 33). Sentences of our own.
"""

from __future__ import annotations

import pytest

from reverie.review.exclusions import Exclusions, new_key, requests_in, terms
from reverie.review.review_input import ReviewMessage


def _covers(request_said: str, entry: str) -> bool:
    requests = [r for _, r in requests_in([ReviewMessage(1, "user", request_said, at=0.0)])]
    return bool(Exclusions(new_key()).with_requests(requests).vetoes(entry))


@pytest.mark.parametrize(("said", "entry"), [
    ("别记我养猫的事。", "用户养了一只猫。"),
    ("我养猫这件事别记。", "用户养了一只猫。"),
    ("我养猫这件事别记。", "用户家里养了两只猫。"),
    ("不要记我开车的事。", "用户开了一辆车。"),
    ("我学日语这件事别记。", "用户在学日语。"),
    ("别记我的事业。", "用户的事业是做设计。"),       # review36 R3: 事业 is a word, no pointer
])
def test_a_request_naming_the_verb_and_object_together_covers_them_said_apart(said: str, entry: str) -> None:
    assert _covers(said, entry)


def test_this_matter_is_no_term_of_its_own() -> None:
    # "这件事" points at the clause before it: its "件事" was the request's only term
    requests = [r for _, r in requests_in([ReviewMessage(1, "user", "我养猫这件事别记。", at=0.0)])]
    assert [terms(r) for r in requests] == [frozenset({"养猫"})]


@pytest.mark.parametrize(("said", "entry"), [
    ("别记我养猫的事。", "用户的姐姐养了一只猫。"),   # another's doing
    ("别记我养猫的事。", "用户养了一只狗。"),          # another object
    ("我养狗这件事别记。", "用户养了一只猫。"),
    ("别记我养猫的事。", "用户姐姐养了一只猫。"),      # review36 R4: a kin word without 的
])
def test_another_persons_doing_or_another_object_is_not_covered(said: str, entry: str) -> None:
    assert not _covers(said, entry)
