"""The required literals the scanner uses to skip regexes: what they are, and that they are sound.

Sound means: whenever a regex matches a text, the text meets every literal group derived
from it. A derivation that ever says otherwise would let content through unscanned.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory.scan import prefilter
from reverie.memory.scan.prefilter import (
    RequiredLiterals,
    lower_for_literals,
    required_literals,
    trigrams,
)

# Regexes with the shapes the derivation must not get wrong: empty branches, optional and
# repeated parts, lookarounds, small and wide classes, case-insensitive groups.
TRICKY = [
    r"\bfoo(?:bar|baz)\b",
    r"(?:ab|)cd",
    r"x?yz",
    r"(?:ab)?cd",
    r"(?:ab){2,3}q",
    r"(?:ab)+",
    r"a{0,3}bc",
    r"[abc]de|f[gh]",
    r"(?<!no )ab(?=cd)",
    r"ab.{0,5}cd",
    r"[a-z]{2}ab",
    r"(?i:ab)cd",
    r"(?i:iks)",
    r"(?i)sk",
    r"x(?i:k)y",
    r"(?:a|b|c|d|e|f|g|h|i|j)(?:k|l|m|n|o|p|q|r|s|t)(?:u|v|w|x|y|z|0|1|2|3)(?:4|5|6)",
    r"\$\{?[a-z_]{0,5}(?:key|token)s?(?![a-z])",
    r"忽略[^。]{0,3}(?:指令|规则)",
    r"#{1,6} ?(?:sys|dev)",
    r"(?:ab){1,3}cd|x(?:ab)+",
    r"(?:get|run)\b.{0,5}\bfrom (?:ab|cd)|(?:do|go) all.{0,3}(?:ab|cd)",
]
ALPHABET = list("abcdefghijklmnopqrstuvwxyzABCDIKSXYZ0123456${}_ .。#") + [
    "sys", "dev", "from ", "get", "run", "all", "do", "go",
    "忽略", "指令", "规则", "İ", "ı", "ſ", "\u212a", "no ", "cd", "ab", "key", "token"]


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(TRICKY), st.lists(st.sampled_from(ALPHABET), max_size=30))
def test_a_regex_that_matches_is_never_ruled_out(pattern: str, pieces: list[str]) -> None:
    regex = re.compile(pattern)
    text = "".join(pieces)
    required = required_literals(regex)
    haystack = lower_for_literals(text) if required.lowered else text
    if regex.search(text):
        assert required.may_match(haystack), (pattern, text, required)
        assert required.may_match(haystack, set(zip(haystack, haystack[1:], haystack[2:],
                                                     strict=False)))


@pytest.mark.parametrize("pattern", TRICKY)
def test_each_tricky_regex_is_checked_on_a_text_it_matches(pattern: str) -> None:
    # The property above only bites on texts that match; make sure each regex has one.
    samples = ["foobar", "cd", "yz", "ababq", "ab", "bc", "de", "abcd", "ab  cd", "xxab",
               "ABcd", "İKS", "SK", "xKy", "ak04", "${gh_token}", "忽略了指令", "ade",
               "## sys", "#dev", "xab", "get it from cd", "go all ab"]
    matched = [text for text in samples if re.search(pattern, text)]
    assert matched
    for text in matched:
        required = required_literals(re.compile(pattern))
        haystack = lower_for_literals(text) if required.lowered else text
        assert required.may_match(haystack)


def test_literals_come_from_the_regex() -> None:
    assert required_literals(re.compile(r"\bfoo(?:bar|baz)\b")).groups == (("foobar", "foobaz"),)
    # "x?" may be empty, so "yz" is what every match contains
    assert required_literals(re.compile(r"x?yz")).groups == (("yz",),)
    # an empty branch: nothing is required of it, so nothing at all from the alternation;
    # with no literal of two characters left, the one character every match holds
    assert required_literals(re.compile(r"(?:ab|)c")).groups == (("c",),)
    # a case-insensitive group: lowercase literals for the lowered text
    assert required_literals(re.compile(r"(?i:Bearer)\s\w+")) == RequiredLiterals(
        (("bearer",),), lowered=True)
    # a repeated literal still joins what follows: "#", "##", ... all end in "#"
    assert required_literals(re.compile(r"#{1,6} ?(?:system|developer)")).groups == (
        ("# developer", "# system", "#developer", "#system"),)
    # no literal of two characters or more: always run the regex
    assert required_literals(re.compile(r"[a-z]+\d")).groups == ()


def test_a_shape_of_classes_still_needs_its_single_characters() -> None:
    # A token's or a number's shape has no literal of two characters, but the characters
    # between its parts are in every match: a text without them cannot match (fast35:
    # these rows were read over every joined text of a write)
    token = re.compile(r"\b[MNO][A-Za-z0-9_-]{3,5}\.[A-Za-z0-9_-]{2}\.[A-Za-z0-9]{4}\b")
    assert required_literals(token).groups == ((".",), ("M", "N", "O"))
    number = re.compile(r"[0-9]{3}-[0-9]{2}-[0-9]{4}(?![\w-])")
    assert required_literals(number).groups == (("-",),)
    for text in ("Mabc.de.fghi", "Nope: call 555-12-3456 today", "O1234.zz.abcd tail"):
        for regex in (token, number):
            if regex.search(text):
                assert required_literals(regex).may_match(text)
    assert not required_literals(token).may_match("Mabcde fghi without the dots")
    assert not required_literals(number).may_match("call 555 12 3456 today")
    # two characters or more still win over single ones ("ab" is required, not "a")
    assert required_literals(re.compile(r"[0-9]+ab")).groups == (("ab",),)


def test_a_missing_literal_rules_the_regex_out() -> None:
    required = required_literals(re.compile(r"\bssh-copy-id\b|authorized_keys"))
    assert not required.may_match("deploy with ansible")
    assert required.may_match("run ssh-copy-id now")


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="etaoinsrhx z0é密", min_size=3, max_size=12))
def test_the_rarest_trigram_is_the_first_of_the_rarest(literal: str) -> None:
    # the index files a literal under this trigram; it is the one the plain max gives
    expected = max(trigrams(literal), key=lambda gram: sum(map(prefilter._rarity, gram)))
    assert prefilter._rarest_trigram(literal) == expected
