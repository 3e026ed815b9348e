"""A row gated at a character past its first (fast35): the gated search answers exactly as
the row's own regex does, on any text and any ``pos``/``endpos`` window.

An IBAN's shape opens with a letter, so ``re`` tried it at every letter of a note; the
digits it holds two characters on are rare in prose, and the search gated there
(:func:`memory.scan.reach.gated_at`) is tried only where one stands."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverie.memory.scan import reach, regex_facts, table_search
from reverie.memory.scan.patterns import pattern_table


def _gated_rows():
    return [row for row in pattern_table() if regex_facts.offset_gate(row.regex) is not None]


def test_the_offset_gate_is_read_from_the_regex() -> None:
    assert reach.offset_gate(re.compile(r"[a-z](?<![\w-][a-z])[a-z][0-9]{2}(?: ?[a-z0-9]){2}")) \
        == (2, frozenset("0123456789"))
    # a first character that is already the narrowest: no gate past it
    assert reach.offset_gate(re.compile(r"x[a-z]{3}")) is None
    # an optional part ends what stands at a fixed offset
    assert reach.offset_gate(re.compile(r"[a-z]{1,3}-")) is None
    assert reach.offset_gate(re.compile(r"[a-z]{3}-?x")) is None
    assert reach.offset_gate(re.compile(r"[a-z]{3}-x")) == (3, frozenset("-"))
    # case-insensitive letters count both cases
    assert reach.offset_gate(re.compile(r"[a-f0-9]q", re.IGNORECASE)) == (1, frozenset("qQ"))
    rows = {row.pattern_id for row in _gated_rows()}
    assert "secret.pii.iban" in rows


_CHARS = "ab DE12x0-3.q\n"


def _search(row):
    found = table_search.plan_for(pattern_table()).searches[pattern_table().index(row)]
    if isinstance(found, table_search._Lazy):
        found(" ")  # made on its first call, as the plan makes it
        found = table_search.plan_for(pattern_table()).searches[pattern_table().index(row)]
    return found


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_gated_search_answers_as_the_regex(data) -> None:
    row = data.draw(st.sampled_from(_gated_rows()))
    text = data.draw(st.text(alphabet=_CHARS, max_size=25)) \
        + data.draw(st.from_regex(row.regex).map(lambda found: found[:60])) \
        + data.draw(st.text(alphabet=_CHARS, max_size=25))
    pos = data.draw(st.integers(0, len(text) + 2))
    endpos = data.draw(st.integers(0, len(text) + 2))
    search = _search(row)
    assert (search(text) is None) == (row.regex.search(text) is None)
    assert (search(text, pos, endpos) is None) == (row.regex.search(text, pos, endpos) is None)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=_CHARS, max_size=80), st.integers(0, 80), st.integers(0, 80))
def test_the_gate_at_the_offset_answers_as_the_regex_on_any_text(text, pos, endpos) -> None:
    regex = re.compile(r"[a-z](?<![\w-][a-z])[a-z][0-9]{2}(?: ?[a-z0-9]){2,4}")
    offset, chars = reach.offset_gate(regex)
    gated = reach.gated_at(regex, chars, offset)
    assert (gated.search(text, pos + offset, endpos) is None) \
        == (regex.search(text, pos, endpos) is None)
