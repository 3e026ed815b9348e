"""The query sanitiser: what it keeps, what it drops, and that nothing it emits can fail."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverie.config import FakeClock
from reverie.search_index import SessionStore, plan_query, sanitize_query
from reverie.search_index.query import MAX_TERMS


@pytest.mark.parametrize(("raw", "expected"), [
    ("docker deployment", "docker deployment"),
    ('"exact phrase" here', '"exact phrase" here'),
    ('unbalanced "quote here', "unbalanced quote here"),
    ("chat-send", '"chat-send"'),
    ("node.js config_file", '"node.js" "config_file"'),
    ("deploy*", "deploy*"),
    ("deploy***", "deploy*"),
    ("*deploy", "deploy"),
    ("***", ""),
    ("de*ploy", "deploy"),
    ("docker OR kubernetes", "docker OR kubernetes"),
    ("python NOT java", "python NOT java"),
    ("NOT python", "python"),
    ("python AND", "python"),
    ("a AND OR b", "a AND b"),
    ("AND OR NOT", ""),
    ("docker and kubernetes", "docker and kubernetes"),
    ("(a OR b) + c^ {d}: e", "a OR b c d e"),
    ("NEAR(a b, 3)", '"NEAR" a b 3'),
    ("content:secret", "content secret"),
    ("-leading-dash-", '"leading-dash"'),
    ("don't", "\"don't\""),
    ("", ""),
    ("   \t\n ", ""),
    ("\x00hello\x00", "hello"),
    ("café", '"café"'),
    ("我喜欢咖啡", '"我喜欢咖啡"'),
])
def test_sanitize_examples(raw: str, expected: str) -> None:
    assert sanitize_query(raw) == expected


def test_length_and_term_count_are_capped() -> None:
    many = " ".join(f"w{i}" for i in range(500))
    assert len(sanitize_query(many).split()) == MAX_TERMS
    assert len(sanitize_query("x" * 100_000)) <= 1000


def test_plan_uses_fts_without_cjk_and_substrings_with_it() -> None:
    plain = plan_query("docker OR Kubernetes*")
    assert (plain.fts, plain.substrings) == ("docker OR Kubernetes*", ())
    mixed = plan_query("Docker 咖啡 OR kubernetes NOT 茶")
    assert mixed.fts == ""
    assert mixed.clauses == (("docker",), ("咖啡", "kubernetes"))
    assert mixed.excluded == ("茶",)
    assert mixed.substrings == ("docker", "咖啡", "kubernetes")
    assert mixed.terms == ("Docker", "咖啡", "kubernetes", "茶")
    assert plan_query('"咖啡 加奶" x').clauses == (("咖啡 加奶",), ("x",))
    assert plan_query("!!!").empty


@pytest.fixture(scope="module")
def fts_conn():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(content)")
    conn.executemany("INSERT INTO t(content) VALUES (?)", [
        ("docker deployment with chat-send and node.js",), ("我喜欢咖啡",),
        ("AND OR NOT NEAR keywords as plain words",), ("don't stop",),
    ])
    yield conn
    conn.close()


# Text biased toward what breaks FTS5: its operators, quotes, stars, keywords, NUL.
_NASTY = st.lists(
    st.one_of(
        st.text(max_size=12),
        st.sampled_from(['"', "*", "(", ")", "^", "+", "-", ":", "{", "}", "AND", "OR",
                         "NOT", "NEAR", "NEAR(", ",", ".", "_", "'", "\x00", " ", "咖啡",
                         "\ud800", "\u200b", "\U0001f600", "é", "\u0301"]),
    ),
    max_size=25,
).map("".join)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.text(), _NASTY))
def test_any_string_gives_a_valid_fts5_query(fts_conn: sqlite3.Connection, text: str) -> None:
    query = sanitize_query(text)
    assert "\x00" not in query
    if query:
        fts_conn.execute("SELECT rowid FROM t WHERE t MATCH ?", (query,)).fetchall()
    plan = plan_query(text)
    if plan.fts:
        fts_conn.execute("SELECT rowid FROM t WHERE t MATCH ?", (plan.fts,)).fetchall()


@pytest.fixture(scope="module")
def populated_store(tmp_path_factory: pytest.TempPathFactory):
    path: Path = tmp_path_factory.mktemp("q") / "state.db"
    with SessionStore(path, clock=FakeClock()) as store:
        store.append_message("a", "user", "docker deployment with chat-send 咖啡", 1.0)
        store.append_message("b", "assistant", "node.js and AND OR NOT", 2.0,
                             parent_session_id="a")
        yield store


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.text(), _NASTY))
def test_store_search_never_fails_on_any_string(populated_store: SessionStore, text: str) -> None:
    for hit in populated_store.search(text, limit=5):
        assert hit.matches
