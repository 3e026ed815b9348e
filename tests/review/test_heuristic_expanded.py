"""lazy_re.expanded: a sub's template as a callable writes what the template writes (issue 27:
a template string costs a call into Python on every sub, a callable only on a match)."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from reverie.review.providers.heuristic import lazy_re

_CASES = [
    (re.compile(r"^(?P<s>i|we) (?:really )?can't stand\b", re.I), r"\g<s> dislike"),
    (re.compile(r"\b(is|are|was) such (?=an? )", re.I), r"\1 "),
    (re.compile(r"\b(part of) me\b(?! and\b)", re.I), r"\1 my life"),
    (re.compile(r"(?P<a>x)?(?P<b>y)"), r"[\g<a>|\g<b>]\n\\"),     # an unmatched group, escapes
    (re.compile(r"\b(not|n't|never) just\b", re.I), r"\1 only"),
]
_WORDS = ["I", "we", "We", "really", "can't", "stand", "is", "such", "a", "an", "part", "of",
          "me", "and", "not", "just", "never", "x", "y", "xy", "was", " ", ",", "."]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=12).map(" ".join),
       st.sampled_from(range(len(_CASES))), st.sampled_from([0, 1]))
@example("I can't stand loud bars and we can't stand queues", 0, 1)
@example("My garden is part of me and the best part of me.", 2, 0)
@example("y xy", 3, 0)
def test_a_template_written_by_expanded_is_the_templates_own(text: str, case: int, count: int) -> None:
    pattern, template = _CASES[case]
    assert pattern.sub(lazy_re.expanded(template), text, count=count) \
        == pattern.sub(template, text, count=count)
