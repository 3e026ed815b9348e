"""cut_transcript: bounded, untouched when it fits, tool outputs first, centred on matches."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.search_index import Message, cut_transcript
from reverie.search_index.transcript import render_transcript


def _msgs(contents: list[tuple[str, str]]) -> list[Message]:
    return [Message(i + 1, "s", role, text, float(i)) for i, (role, text) in enumerate(contents)]


def test_short_transcript_is_returned_whole() -> None:
    msgs = _msgs([("user", "hello"), ("assistant", "hi")])
    assert cut_transcript(msgs, ["hello"]) == "[#1] user: hello\n\n[#2] assistant: hi"


def test_long_tool_output_is_shortened_before_anything_else() -> None:
    msgs = _msgs([("user", "run it " * 10), ("tool", "x" * 50_000), ("assistant", "done " * 10)])
    out = cut_transcript(msgs, ["done"], limit=10_000)
    assert len(out) <= 10_000
    assert "run it " * 10 in out and "done " * 10 in out  # conversation intact
    assert "characters of tool output omitted" in out
    assert "earlier characters omitted" not in out


def test_window_is_centred_on_the_matches() -> None:
    filler = [("user", f"filler line {i} " + "z" * 80) for i in range(2000)]
    filler[1200] = ("user", "the needle is here")
    msgs = _msgs(filler)
    out = cut_transcript(msgs, ["needle"], limit=5_000)
    assert len(out) <= 5_000
    assert "the needle is here" in out
    assert out.startswith("[… ") and out.endswith("omitted …]")
    pos = out.index("needle")
    assert abs(pos - len(out) / 2) < len(out) * 0.2


def test_without_matches_the_start_is_kept() -> None:
    msgs = _msgs([("user", f"line {i} " + "q" * 100) for i in range(1000)])
    out = cut_transcript(msgs, ["absent"], limit=3_000)
    assert out.startswith("[#1] user: line 0 ") and len(out) <= 3_000


def test_the_window_covering_most_matches_wins() -> None:
    parts = [("user", "pad " * 50) for _ in range(600)]
    parts[50] = ("user", "lonely kiwi")
    for i in range(400, 405):
        parts[i] = ("user", f"kiwi cluster {i}")
    out = cut_transcript(_msgs(parts), ["kiwi"], limit=4_000)
    assert out.count("kiwi cluster") == 5 and "lonely kiwi" not in out


_message = st.tuples(st.sampled_from(["user", "assistant", "tool", "system"]),
                     st.text(max_size=3000))


@settings(max_examples=150, deadline=None)
@given(st.lists(_message, max_size=30), st.lists(st.text(max_size=8), max_size=3),
       st.integers(min_value=1, max_value=20_000))
def test_output_never_exceeds_the_limit(contents, terms, limit) -> None:
    msgs = _msgs(contents)
    out = cut_transcript(msgs, terms, limit=limit)
    assert len(out) <= limit
    full = render_transcript(msgs)
    if len(full) <= limit:
        assert out == full


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=0, max_value=399), st.integers(min_value=2_000, max_value=20_000))
def test_a_match_that_fits_is_always_kept(where, limit) -> None:
    parts = [("assistant", "lorem ipsum " * 20) for _ in range(400)]
    parts[where] = ("user", "find the MARMOT please")
    out = cut_transcript(_msgs(parts), ["marmot"], limit=limit)
    assert "MARMOT" in out and len(out) <= limit
