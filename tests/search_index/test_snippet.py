"""Python-made snippets agree with FTS5's own snippet() (spec: same marks, same text)."""

from __future__ import annotations

import re
import sqlite3

from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.search_index.query import sanitize_query
from reverie.search_index.snippet import WINDOW_TOKENS, fts_snippet, phrases_of

WORDS = ["deploy", "Deploy", "café", "cafe", "socket", "sock", "ünïcode", "unicode", "42",
         "x1", "the", "of"]
SEPARATORS = [" ", ", ", ". ", " - ", "/", ": ", "\n", "! "]


def fts5_snippet(text: str, query: str) -> str | None:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE f USING fts5(content)")
    conn.execute("INSERT INTO f(rowid, content) VALUES (1, ?)", (text,))
    row = conn.execute("SELECT snippet(f, 0, '>>>', '<<<', '...', 40) FROM f WHERE f MATCH ?",
                       (query,)).fetchone()
    return row[0] if row else None


texts = st.lists(st.tuples(st.sampled_from(WORDS), st.sampled_from(SEPARATORS)),
                 min_size=1, max_size=WINDOW_TOKENS).map(
    lambda parts: "".join(w + s for w, s in parts))
queries = st.lists(st.sampled_from(WORDS + ["sock*", "dep*", '"deploy socket"', "OR", "NOT"]),
                   min_size=1, max_size=4).map(" ".join)


def marks(snippet: str) -> list[str]:
    return re.findall(r">>>(.*?)<<<", snippet)


@settings(max_examples=300, deadline=None)
@given(texts, queries)
def test_short_texts_match_fts5(text: str, raw_query: str) -> None:
    query = sanitize_query(raw_query)
    expected = fts5_snippet(text, query) if query else None
    if expected is None:
        return
    ours = fts_snippet(text, phrases_of(query))
    if not any(op in query.split() for op in ("OR", "NOT")):
        assert ours == expected
    else:
        # FTS5 leaves unmarked the terms of an OR branch that did not match; we mark every
        # positive term. Same text, and every mark of FTS5's is one of ours.
        unmark = re.compile(">>>|<<<")
        assert unmark.sub("", ours) == unmark.sub("", expected)
        assert set(marks(expected)) <= set(marks(ours))


def test_a_long_text_keeps_the_window_with_the_most_terms() -> None:
    filler = " ".join(f"word{i}" for i in range(300))
    text = f"{filler} the socket was refused then deploy failed {filler}"
    out = fts_snippet(text, phrases_of(sanitize_query("socket deploy")))
    assert out.startswith("...") and out.endswith("...")
    assert ">>>socket<<<" in out and ">>>deploy<<<" in out
    assert len(out.strip(".").split()) <= WINDOW_TOKENS
    assert fts_snippet("no terms here", phrases_of("absent")) == "no terms here"
