"""The memory file format: delimiter, BOM, bare §, dedupe, sizes, matching."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory.entries import (
    DELIMITER,
    AmbiguousMatch,
    NoMatch,
    delimiter_problem,
    locate,
    parse_entries,
    preview,
    render_entries,
    size,
    split_entries,
    usage_text,
)


def test_parse_splits_on_full_delimiter_and_strips() -> None:
    text = "  first entry \n§\nsecond\nline two\n§\n\n third  \n"
    assert parse_entries(text) == ["first entry", "second\nline two", "third"]


def test_bare_section_sign_inside_an_entry_is_content() -> None:
    text = "See § 4.2 of the contract\n§\n§ at the start\n§\nat the end §\n§\na\n§b\nc"
    assert parse_entries(text) == [
        "See § 4.2 of the contract", "§ at the start", "at the end §", "a\n§b\nc",
    ]


def test_leading_bom_is_ignored() -> None:
    assert parse_entries("\ufeffUser prefers tabs\n§\nUses zsh") == ["User prefers tabs", "Uses zsh"]
    assert parse_entries("\ufeff") == []


def test_empty_entries_dropped_and_duplicates_removed_first_wins() -> None:
    text = "a\n§\n\n§\n   \n§\nb\n§\na\n§\nc\n§\nb"
    assert parse_entries(text) == ["a", "b", "c"]
    # split_entries keeps the duplicates: drift detection compares the file as written.
    assert split_entries(text) == ["a", "b", "a", "c", "b"]


def test_empty_file_has_no_entries_and_size_zero() -> None:
    assert parse_entries("") == []
    assert parse_entries("\n\n  \n") == []
    assert size([]) == 0
    assert render_entries([]) == ""


def test_size_counts_characters_with_delimiters_not_bytes() -> None:
    entries = ["用户喜欢深色模式", "abc"]
    assert size(entries) == 8 + 3 + 3
    assert len(render_entries(entries).encode()) > size(entries)


def test_usage_text_format_and_cap() -> None:
    assert usage_text(1474, 2200) == "67% — 1,474/2,200 chars"
    assert usage_text(0, 1375) == "0% — 0/1,375 chars"
    assert usage_text(3000, 2200) == "100% — 3,000/2,200 chars"


def test_delimiter_problem_only_for_a_line_that_is_just_section_sign() -> None:
    assert delimiter_problem("x\n§\ny") is not None
    assert delimiter_problem("§") is not None
    assert delimiter_problem("x\n§") is not None
    assert delimiter_problem("see § 3\n§ 4") is None
    assert delimiter_problem("x\n §\ny") is None  # stripped only at the entry's edges


def test_exact_entry_beats_substring_matches() -> None:
    entries = ["dark mode", "User prefers dark mode in the editor", "dark mode everywhere"]
    m = locate(entries, "dark mode")
    assert (m.index, m.entry) == (0, "dark mode")


def test_unique_substring_locates_the_full_entry() -> None:
    m = locate(["User prefers tabs", "Project uses pytest"], "pytest")
    assert (m.index, m.entry) == (1, "Project uses pytest")


def test_ambiguous_substring_lists_every_candidate() -> None:
    with pytest.raises(AmbiguousMatch) as info:
        locate(["uses pytest", "pytest -x is fast", "zsh"], "pytest")
    assert info.value.candidates == ["uses pytest", "pytest -x is fast"]


def test_no_match_and_blank_needle() -> None:
    with pytest.raises(NoMatch):
        locate(["a", "b"], "zzz")
    with pytest.raises(NoMatch):
        locate(["a", "b"], "   ")


def test_preview_is_one_short_line() -> None:
    assert preview("a\n  b\tc") == "a b c"
    long = preview("x" * 200, width=20)
    assert len(long) == 20 and long.endswith("…")


# --- property: render then parse gives back exactly the entries ----------------------------

_char = st.characters(codec="utf-8", exclude_categories=("Cs",))
_entry = (
    st.text(_char, min_size=1, max_size=40)
    .map(str.strip)
    .filter(lambda e: bool(e) and delimiter_problem(e) is None
            and not e.startswith("\ufeff"))
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_entry, max_size=8, unique=True))
def test_render_parse_round_trip(entries: list[str]) -> None:
    text = render_entries(entries)
    assert parse_entries(text) == entries
    assert size(entries) == len(text)
    # And the text is exactly what drift detection accepts as untouched.
    assert text.strip() == DELIMITER.join(split_entries(text))


@settings(max_examples=300, deadline=None)
@given(st.text(st.sampled_from(["a", "b", "§", "\n", " ", "\ufeff", "é"]), max_size=40))
def test_parse_never_yields_blank_or_duplicate_entries(text: str) -> None:
    parsed = parse_entries(text)
    assert all(e and e == e.strip() for e in parsed)
    assert len(parsed) == len(set(parsed))
