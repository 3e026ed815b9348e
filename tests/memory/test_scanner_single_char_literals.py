"""Rows whose only required literals are single characters (fast35): the prefilter may
rule such a row out only where its regex cannot match.

A token's or a number's shape (every character a class) has no literal of two characters,
so those rows ran on every text; the characters between their parts ("." and "-") are in
every match, and a text without them is now skipped. Held here against the regex itself,
on matches hypothesis draws from each such regex, set inside other text."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverie.memory.scan import prefilter, secret_context, table_search
from reverie.memory.scan.patterns import pattern_table


def _single_char_rows():
    """The table's rows whose required literals are all single characters."""
    return [(index, row) for index, row in enumerate(pattern_table())
            if row.required.groups
            and all(len(literal) == 1 for group in row.required.groups for literal in group)]


def _single_char_formats():
    """The provider formats whose gate is a single character."""
    return [entry for entry in secret_context.formats()
            if entry.gate != ("",) and all(len(literal) == 1 for literal in entry.gate)]


def test_the_shapes_without_longer_literals_have_single_characters() -> None:
    # the rows this was made for (before it they had no literal group at all)
    ids = {row.pattern_id for _index, row in _single_char_rows()}
    assert {"secret.discord_token", "secret.pii.us_ssn"} <= ids
    assert {entry.format_id for entry in _single_char_formats()} >= {
        "discord-bot-token", "ngrok-token", "asana-pat"}


_AROUND = st.text(alphabet="abc MNO .-_/:0123456789\n", max_size=30)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_row_that_matches_is_never_ruled_out(data) -> None:
    index, row = data.draw(st.sampled_from(_single_char_rows()))
    text = (data.draw(_AROUND) + data.draw(st.from_regex(row.regex)) + data.draw(_AROUND))
    if row.regex.search(text) is None:
        return  # the drawn match glued to what is around it may not match any more
    haystack = prefilter.lower_for_literals(text) if row.required.lowered else text
    assert row.required.may_match(haystack)
    # and the table's own filter, which reads the literals of every row at once, keeps it
    # (the text as both the folded and the cased haystack: the row reads one of them)
    table = pattern_table()
    assert row in table_search.passing_rows(text, text, table)
    assert index == table.index(row)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_format_that_matches_is_always_tried(data) -> None:
    entry = data.draw(st.sampled_from(_single_char_formats()))
    text = data.draw(_AROUND) + data.draw(st.from_regex(re.compile(entry.regex.pattern))) \
        + data.draw(_AROUND)
    if entry.regex.search(text) is None:
        return
    # the gate is read on the lowered text (secret_context._format_secret)
    assert any(literal in text.lower() for literal in entry.gate)
