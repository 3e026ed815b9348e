"""Hermes' "\\x00json:" multimodal content and the rewound-message rule."""

from __future__ import annotations

import json
import sqlite3

from hypothesis import given
from hypothesis import strategies as st

from reverie.search_index.multimodal import (
    CONTENT_JSON_PREFIX,
    NO_TEXT_PLACEHOLDER,
    decode_content,
    is_encoded,
    text_only,
    visible_condition,
)


def encode(value: object) -> str:
    # As Hermes 0.19 stores a list/dict content (json.dumps with its default ensure_ascii).
    return CONTENT_JSON_PREFIX + json.dumps(value)


def test_text_and_image_parts() -> None:
    raw = encode([{"type": "text", "text": "what is on this label"},
                  {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
                  {"type": "text", "text": "and this one"}])
    assert is_encoded(raw)
    assert decode_content(raw) == "what is on this label\n[image]\nand this one"
    assert text_only(raw) == "what is on this label\nand this one"


def test_content_without_text_gets_placeholders() -> None:
    assert decode_content(encode([{"type": "image_url", "image_url": {}}])) == "[image]"
    assert decode_content(encode([{"type": "x-custom"}])) == "[x-custom]"
    assert decode_content(encode([])) == NO_TEXT_PLACEHOLDER
    assert text_only(encode([{"type": "input_audio"}])) == ""


def test_plain_and_broken_values() -> None:
    assert decode_content(None) is None
    assert decode_content("plain \u4e2d\u6587") == "plain \u4e2d\u6587"
    assert decode_content(CONTENT_JSON_PREFIX + "{not json") == "{not json"
    assert decode_content(encode({"type": "text", "text": "one dict"})) == "one dict"
    assert decode_content(encode("a bare string")) == "a bare string"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
    max_leaves=12,
)


@given(json_values)
def test_decoding_any_json_never_fails_and_never_leaks_the_nul(value: object) -> None:
    raw = encode(value)
    for out in (decode_content(raw), text_only(raw)):
        assert isinstance(out, str) and CONTENT_JSON_PREFIX not in out


@given(st.text())
def test_plain_text_round_trips(text: str) -> None:
    if not text.startswith(CONTENT_JSON_PREFIX):
        assert decode_content(text) == text and text_only(text) == text


def test_visible_condition_hides_only_rewound_rows() -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE messages (id INTEGER PRIMARY KEY, active INTEGER, compacted INTEGER)")
    conn.executemany("INSERT INTO messages VALUES (?, ?, ?)",
                     [(1, 1, 0), (2, 0, 0), (3, 0, 1), (4, None, 0), (5, 1, None)])
    rows = conn.execute(f"SELECT id FROM messages m WHERE {visible_condition({'active', 'compacted'})}"
                        " ORDER BY id").fetchall()
    assert [r[0] for r in rows] == [1, 3, 4, 5]
    rows = conn.execute(f"SELECT id FROM messages WHERE {visible_condition({'active'}, '')}"
                        " ORDER BY id").fetchall()
    assert [r[0] for r in rows] == [1, 4, 5]
    assert visible_condition({"id"}) == "1"  # a v2-era table: every row counts
    # ... except Hermes' compaction summaries, recognised by their text (search_index.spoken).
    conn.execute("CREATE TABLE old (id INTEGER PRIMARY KEY, content TEXT)")
    conn.executemany("INSERT INTO old VALUES (?, ?)",
                     [(1, "hello"), (2, "[CONTEXT SUMMARY]: earlier turns"), (3, None)])
    rows = conn.execute(f"SELECT id FROM old WHERE {visible_condition({'id', 'content'}, '')}")
    assert [r[0] for r in rows] == [1, 3]
