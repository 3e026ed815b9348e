"""A text is searched for a personal identifier's label only when it holds one of the
labels' words (issue 27: the search tries some thirty labels at every character)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reverie.review import identifiers
from reverie.review.identifiers import identifier_in, names_identifier

TURNS = Path(__file__).parent / "data" / "everyday_turns.txt"

#: One phrase for each label of identifiers._LABEL, in its order: a label added there
#: fails the count below until it has its phrase here and its word in _WORDS.
LABELS = ["mobile no.", "passport id", "employee number", "staff id", "badge number", "ssn",
          "social security number", "national insurance number", "id number", "drivers license",
          "license plate", "tax id", "account number", "iban", "routing number",
          "debit card number", "手机号码", "电话号码", "身份证号码", "护照号", "工号", "员工号",
          "社保卡号", "银行卡号", "信用卡", "驾驶照号码", "车牌号"]


def _alternatives(pattern: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, char in enumerate(pattern):
        depth += char == "("
        depth -= char == ")"
        if char == "|" and depth == 0 and pattern[i - 1] != "\\":
            parts.append(pattern[start:i])
            start = i + 1
    return [*parts, pattern[start:]]


def test_every_label_holds_a_word_the_search_is_asked_after() -> None:
    alternatives = _alternatives(identifiers._LABEL)
    assert len(alternatives) == len(LABELS)
    for alternative, phrase in zip(alternatives, LABELS, strict=True):
        assert re.fullmatch(alternative, phrase, re.I), (alternative, phrase)
        assert identifiers._may_name_one(phrase), phrase
        assert identifiers._may_name_one(phrase.upper()), phrase


class _Spy:
    def __init__(self, pattern):
        self.pattern = pattern
        self.calls = 0

    def search(self, text):
        self.calls += 1
        return self.pattern.search(text)

    def finditer(self, text):
        self.calls += 1
        return self.pattern.finditer(text)


def test_a_text_with_no_labels_word_is_not_searched(monkeypatch) -> None:
    spy = _Spy(identifiers._LABELLED)
    monkeypatch.setattr(identifiers, "_LABELLED", spy)
    assert not names_identifier("User's build host is host-3.example.org.")
    assert identifier_in("The deploy goes through make ship-3 at 12345678.") is None
    assert spy.calls == 0
    assert identifier_in("My phone number is 555 0134 221.") == "phone number"
    assert spy.calls == 1


CASES = ["My PHONE NUMBER is 0612345678", "paſſport no. X1234567", "İBAN 12345678",
         "ıban: GB29NWBK60161331926819", "my ſſn is 123-45-6789", "User's Driver's Licence number",
         "LICENSE PLATE KX 12345", "Ｐassport", "我的手机号是13812345678", "车牌号 京A12345",
         "cellphone no 5550134", "telephone no. 0201234567", "", "Taxi at 9", "the national park"]


@pytest.mark.parametrize("probe", [names_identifier, identifier_in])
def test_the_answers_are_those_of_searching_every_text(probe) -> None:
    """A guard (passes on the parent too): the same answers as before."""
    unguarded = {names_identifier: lambda t: any(
                     not identifiers._DOCUMENT_ALONE.fullmatch(m.group(0))
                     or identifiers._VALUE.search(t[m.end():m.end() + 40])
                     for m in identifiers._LABELLED.finditer(t)),
                 identifier_in: lambda t: next((m.group(0) for m in identifiers._LABELLED.finditer(t)
                                                if identifiers._VALUE.search(t[m.end():m.end() + 40])),
                                               None)}[probe]
    texts = CASES + [line for line in TURNS.read_text(encoding="utf-8").splitlines() if line.strip()]
    for text in texts:
        assert probe(text) == unguarded(text), text
