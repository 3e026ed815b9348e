"""A message is searched for a "do not remember" request only when it could hold one
(issue 27: the trigger is tried at every character of every message and sentence a review
reads or shows, ~10 texts a review)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.review import exclusions
from reverie.review.exclusions import find_requests

TURNS = Path(__file__).parent / "data" / "everyday_turns.txt"


class _Spy:
    """A compiled pattern that counts its searches."""

    def __init__(self, pattern):
        self.pattern = pattern
        self.searched: list[str] = []

    def finditer(self, text):
        self.searched.append(text)
        return self.pattern.finditer(text)


@pytest.fixture
def spies(monkeypatch):
    found = {}
    for name in ("_EN_TRIGGER", "_ZH_TRIGGER", "_ZH_BARE"):
        found[name] = _Spy(getattr(exclusions, name))
        monkeypatch.setattr(exclusions, name, found[name])
    return found


def test_a_message_with_no_trigger_word_is_not_searched(spies) -> None:
    assert find_requests("The build host sits in Oslo and ships on Fridays.") == []
    assert all(not spy.searched for spy in spies.values())


def test_an_english_message_is_not_searched_for_a_chinese_request(spies) -> None:
    assert find_requests("Please never store my locker code.") == ["never store my locker code"]
    assert spies["_EN_TRIGGER"].searched
    assert not spies["_ZH_TRIGGER"].searched and not spies["_ZH_BARE"].searched


def test_a_chinese_message_is_still_searched_for_both(spies) -> None:
    assert find_requests("别记我的车牌号") == ["别记我的车牌号"]
    assert spies["_ZH_TRIGGER"].searched and spies["_ZH_BARE"].searched


def _every_pattern(text: str) -> list[str]:
    """find_requests as it was: all three patterns searched in every text."""
    found: list[str] = []
    for match in exclusions._EN_TRIGGER.finditer(text):
        if match.group("subject").strip(" ,'\""):
            found.append(match.group("request").strip(" \n.,;:!?"))
    spans = []
    for match in exclusions._ZH_TRIGGER.finditer(text):
        subject = match.group("subject") or match.group("subject2") or match.group("subject3")
        if subject and subject.strip():
            found.append(match.group(0).strip())
            spans.append(match.span())
    for match in exclusions._ZH_BARE.finditer(text):
        if not any(start <= match.start() < end for start, end in spans):
            found.append(match.group(0))
    return list(dict.fromkeys(found))


CASES = [
    "DON'T REMEMBER my gate code.", "Please NeVeR Store the vault number.", "fOrGeT about the old laptop",
    "ok. Dont keep the spare key's place", "Do   not\nrecord my blood type!", "I do like tea.",
    "never mind", "Forget it.", "thanks, and never note down the pin", "I forget things.",
    "不要记住我的住址。", "别记这个。", "请忘记我的生日", "帮我忘掉那件事", "这个别记", "Never save it 别记下来",
    "Ⅾo not remember this", "ｄｏｎ'ｔ remember", "DO NOT SAVE İstanbul trip", "ſo, forget my ſister's name",
    "", "   ", "\n\n", "Kelvin K is cold; do not store it",
]


def test_the_requests_found_are_those_every_pattern_finds() -> None:
    """A guard (passes on the parent too): the requests are the same as before."""
    texts = CASES + [line for line in TURNS.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(texts) > 1000
    for text in texts:
        assert find_requests(text) == _every_pattern(text), text
