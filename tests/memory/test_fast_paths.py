"""The store's shortcuts decide "reads back as these entries" without a second parse; they
must agree with the parse on every input (hypothesis, with the characters that matter)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory import entries as fmt
from reverie.memory.store import _appended

# Text made of the characters that decide the format: the delimiter's parts, CRLF, a BOM,
# spaces, and ordinary letters.
ALPHABET = st.sampled_from(["a", "b", " ", "\n", "\r", "§", "\ufeff", "x§", "\n§\n"])
TEXT = st.lists(ALPHABET, max_size=30).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.lists(TEXT.map(str.strip), max_size=6))
def test_renders_back_agrees_with_the_parse(items: list[str]) -> None:
    assert fmt.renders_back(items) == (fmt.parse_entries(fmt.render_entries(items)) == items)


@settings(max_examples=400, deadline=None)
@given(TEXT, TEXT)
def test_an_add_said_to_read_back_does(raw: str, content: str) -> None:
    content = content.strip().lstrip(fmt.BOM).strip()
    live = fmt.parse_entries(raw)
    if not content or fmt.delimiter_problem(content) or content in live:
        return  # the store refuses these before appending
    text, verified = _appended(raw, live, content)
    if verified:
        assert fmt.parse_entries(text) == live + [content]
    assert text.startswith(raw.rstrip()) or not live
