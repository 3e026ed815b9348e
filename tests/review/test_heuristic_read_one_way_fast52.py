"""fast52 (issue 27): ``disclosure.moment._MY_LIST``, listed by the backtracking check, is now
read by positions (:func:`_my_list_end`), with the end of the one pattern's first match
unchanged: a member's "my" was both the optional "my " and the member's first word, so a long
list had 2**n readings before a refusal. Compared here with that pattern on drawn lists;
the check itself is tests/review/test_heuristic_backtracking.py. Every text here is our own."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.review.providers.heuristic.disclosure.moment import _my_list_end, _my_statement

# the pattern as it was, the reference (not a pattern of the heuristic's modules)
_ONE_PATTERN = re.compile(
    r"^my (?:[\w'-]+ ){0,2}?[\w'-]+(?:, (?:my )?(?:[\w'-]+ ){0,3}?[\w'-]+)+,? (?:and|&) "
    r"(?:my )?(?:[\w'-]+ ){0,3}?[\w'-]+ (?=\S)", re.I)

_WORDS = ["my", "My", "and", "&", "aunt", "uncle", "cousins", "can't", "step-dad", "is", "ride", "x"]


@st.composite
def _lists(draw) -> str:
    """'my' and a member, more members after commas, a join word and a last member, with
    gaps and words a list may or may not take."""
    def member() -> str:
        return " ".join(draw(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=5)))
    text = draw(st.sampled_from(["my ", "My ", "my  ", "our "])) + member()
    for _ in range(draw(st.integers(0, 4))):
        text += draw(st.sampled_from([", ", ", my ", ",", ", , ", " "])) + member()
    text += draw(st.sampled_from([", and ", " and ", " & ", ", & ", " and my ", ", "])) + member()
    return text + draw(st.sampled_from(["", " ", " x", "  x", " ride bikes", ", and y z"]))


@given(_lists())
@settings(max_examples=400, deadline=None)
def test_the_list_ends_where_the_one_pattern_ended(clause: str) -> None:
    matched = _ONE_PATTERN.match(clause)
    assert _my_list_end(clause) == (matched.end() if matched else None)


@pytest.mark.parametrize(("clause", "end"), [
    ("my aunt, uncle and cousins ride", len("my aunt, uncle and cousins ")),
    ("My aunt, my uncle, & my cousins ride", len("My aunt, my uncle, & my cousins ")),
    ("my aunt, uncle and cousins", None),                 # nothing after the last member
    ("my aunt and uncle ride", None),                     # two members: no comma
    ("my goodness, it is late", None),                    # an opener and a comma: no join word
    ("my aunt" + ", my aunt" * 300 + " x", None),         # refused, each place read once
    ("my aunt" + ", my aunt" * 300 + " and my uncle ride", len("my aunt" + ", my aunt" * 300 + " and my uncle ")),
])
def test_a_list_of_the_users_people(clause: str, end: int | None) -> None:
    assert _my_list_end(clause) == end


def test_a_list_as_the_subject_is_still_a_statement() -> None:
    assert _my_statement("my aunt, uncle and cousins live in Leeds")
    assert not _my_statement("my goodness, it is late")
