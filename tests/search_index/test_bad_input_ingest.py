"""Hostile input to `reverie ingest` and `reverie search`, through the real entry point.

Every refusal must be one line on stderr, exit 1 (refused) or 2 (bad usage), no traceback,
and the session store must be byte-for-byte what it was before.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from reverie.config import SearchError, load_settings
from reverie.search_index import SessionStore, ingest_jsonl
from tests.bad_input_support import run_main


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else "-"


def message_rows(db: Path) -> list[tuple]:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT session_id, role, content FROM messages ORDER BY id").fetchall()


@pytest.fixture
def seeded(home: Path, clean_env: dict[str, str], tmp_path: Path) -> Path:
    """A home whose state.db already holds one session (so loss would show)."""
    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps({"session_id": "s1", "role": "user",
                                "content": "deploy the atlas service"}) + "\n")
    code, _, err = run_main(home, "ingest", str(good))
    assert code == 0, err
    return home


def line(**fields) -> bytes:
    base = {"session_id": "s9", "role": "user", "content": "hello"}
    base.update(fields)
    return (json.dumps(base) + "\n").encode()


BAD_FILES = {
    "binary": (bytes(range(128, 256)) * 8, "not valid UTF-8"),
    "latin1": ("caf\xe9".encode("latin-1") + b"\n", "not valid UTF-8"),
    "not json": (b"{nope\n", "not valid JSON"),
    "a list": (b"[1, 2]\n", "expected a JSON object"),
    "missing role": (b'{"session_id": "s", "content": "x"}\n', "missing required key 'role'"),
    "session id int": (line(session_id=5), "session_id must be a non-empty string"),
    "session id empty": (line(session_id=""), "session_id is required"),
    "role unknown": (line(role="wizard"), "role must be one of"),
    "content list": (line(content=["x"]), "content must be a string"),
    "timestamp words": (line(timestamp="yesterday"), "neither epoch seconds nor ISO-8601"),
    "timestamp bool": (line(timestamp=True), "epoch seconds"),
    "timestamp negative": (line(timestamp=-5), "before 1970"),
    # issue 14: far-future values were stored and broke `search` ("year 56284 is out of range")
    "timestamp far future": (line(timestamp=1e20), "after 2200"),
    "timestamp 1e308": (b'{"session_id":"s","role":"user","content":"x","timestamp":1e308}\n',
                        "after 2200"),
    "timestamp ISO year 9999": (line(timestamp="9999-01-01T00:00:00Z"), "outside 1970-2200"),
    "timestamp ISO year 1": (line(timestamp="0001-01-01T00:00:00"), "outside 1970-2200"),
    "4,300+ digit number": (b'{"session_id":"s","role":"user","content":"x","n":' + b"9" * 5000
                            + b'}\n', "line 1: not valid JSON"),
    "deep nesting": (b'{"session_id":"s","role":"user","content":"x","n":' + b"[" * 100_000
                     + b"]" * 100_000 + b'}\n', "line 1: the JSON is nested too deeply"),
    "timestamp huge": (b'{"session_id":"s","role":"user","content":"x","timestamp":1e400}\n',
                       "finite number"),
    "timestamp NaN": (b'{"session_id":"s","role":"user","content":"x","timestamp":NaN}\n',
                      "finite number"),
    "source list": (line(source=[1]), "source must be a non-empty string"),
    "own parent": (line(parent_session_id="s9"), "cannot be its own parent"),
    "NUL in content": (line(content="a\x00b"), "NUL"),
    "control char in id": (line(session_id="a\x1bb"), "printable"),
    "lone surrogate in content": (b'{"session_id":"s","role":"user","content":"x\\ud800y"}\n',
                                  "unpaired surrogate"),
    "lone surrogate in id": (b'{"session_id":"s\\udcff","role":"user","content":"x"}\n',
                             "unpaired surrogate"),
    "second line bad": (line() + b"{broken\n", "line 2"),
    # tester25: a Hermes state.db (or a gzipped export) handed to ingest read "line 1: not
    # valid UTF-8"; the error now names the file's kind and what to do instead.
    "sqlite database": (b"SQLite format 3\x00" + bytes(range(256)) * 4,
                        "an SQLite database (a Hermes state.db?), not JSONL. Reverie reads a"
                        " Hermes home's state.db where it is: point --home"),
    "gzip": (b"\x1f\x8b\x08\x00" + bytes(range(256)), "gzip-compressed, not JSONL."
             " Decompress it first"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_is_refused_in_one_line_and_nothing_is_imported(
        seeded: Path, tmp_path: Path, name: str) -> None:
    data, expected = BAD_FILES[name]
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(data)
    db = seeded / "state.db"
    before, rows = digest(db), message_rows(db)
    code, out, err = run_main(seeded, "ingest", str(bad))
    assert code == 1, (out, err)
    assert expected in err and "Nothing from this file was imported" in err
    assert err.startswith("Error: ") and err.count("\n") == 1 and "Traceback" not in err
    assert out == ""
    assert message_rows(db) == rows and digest(db) == before


def test_a_huge_line_is_refused_before_parsing(seeded: Path, tmp_path: Path) -> None:
    bad = tmp_path / "huge.jsonl"
    bad.write_bytes(line(content="y" * (4 * 1024 * 1024 + 10)))
    before = digest(seeded / "state.db")
    code, _, err = run_main(seeded, "ingest", str(bad))
    assert code == 1 and "longer than 4,194,304 bytes" in err
    assert digest(seeded / "state.db") == before


@pytest.mark.parametrize(("target", "code", "expected"), [
    ("missing.jsonl", 1, "No such file"),
    (".", 2, "is a directory"),
])
def test_missing_file_and_directory(seeded: Path, tmp_path: Path, target: str, code: int,
                                    expected: str) -> None:
    before = digest(seeded / "state.db")
    got, _, err = run_main(seeded, "ingest", str(tmp_path / target))
    assert got == code and expected in err and "Traceback" not in err
    assert digest(seeded / "state.db") == before


def test_empty_and_blank_files_import_nothing(seeded: Path, tmp_path: Path) -> None:
    rows = message_rows(seeded / "state.db")
    for text in ("", "\n\n   \n", "\r\n"):
        f = tmp_path / "blank.jsonl"
        f.write_text(text)
        code, out, _ = run_main(seeded, "ingest", str(f), "--json")
        assert code == 0 and json.loads(out)["added"] == 0
    assert message_rows(seeded / "state.db") == rows


def test_bom_and_crlf_files_are_read_as_the_text_they_are(seeded: Path, tmp_path: Path) -> None:
    # Windows editors write a byte-order mark and CRLF; neither is part of the data.
    f = tmp_path / "windows.jsonl"
    f.write_bytes(b"\xef\xbb\xbf" + line(session_id="w", content="from notepad").replace(b"\n", b"\r\n")
                  + line(session_id="w", role="assistant", content="ok").replace(b"\n", b"\r\n"))
    code, out, err = run_main(seeded, "ingest", str(f), "--json")
    assert code == 0, err
    assert json.loads(out)["added"] == 2
    assert ("w", "user", "from notepad") in message_rows(seeded / "state.db")


def test_a_bom_in_the_middle_is_still_refused(seeded: Path, tmp_path: Path) -> None:
    f = tmp_path / "midbom.jsonl"
    f.write_bytes(line() + b"\xef\xbb\xbf" + line(content="again"))
    code, _, err = run_main(seeded, "ingest", str(f))
    assert code == 1 and "line 2" in err


# st.text() leaves out surrogates unless asked; a non-UTF-8 argv byte becomes exactly that.
_ANY_TEXT = st.characters(exclude_categories=()) | st.sampled_from("\udcff\ud800\x00\u202e")


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(_ANY_TEXT, max_size=20),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=5), kids, max_size=3),
    max_leaves=6,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(
    st.one_of(
        st.binary(max_size=40),
        st.fixed_dictionaries({}, optional={
            "session_id": _JSON_VALUES, "role": st.sampled_from(["user", "tool", "x"]) | _JSON_VALUES,
            "content": _JSON_VALUES, "timestamp": _JSON_VALUES, "parent_session_id": _JSON_VALUES,
            "source": _JSON_VALUES, "tool_calls": _JSON_VALUES,
        }).map(lambda d: json.dumps(d).encode()),
    ), max_size=4))
# A file opening with the magic of a format people mistake for JSONL is refused whole, before
# any line is read (search_index.ingest._NOT_JSONL): a fresh draw found gzip's two bytes.
@example(lines=[b"\x1f\x8b"])
@example(lines=[b"SQLite format 3\x00", b"{}"])
@pytest.mark.slow
def test_the_parser_accepts_or_refuses_cleanly_any_file(tmp_path_factory: pytest.TempPathFactory,
                                                        lines: list[bytes]) -> None:
    """Whatever the bytes, ingest either imports them all or raises SearchError and
    imports nothing (never another exception, never half a file)."""
    home = tmp_path_factory.mktemp("fuzz")
    settings_ = load_settings(home, environ={})
    f = home / "fuzz.jsonl"
    f.write_bytes(b"\n".join(lines))
    with SessionStore.open(settings_) as store:
        try:
            result = ingest_jsonl(store, f)
        except SearchError as exc:
            assert str(exc).startswith(("line ", "the file is ")) and "\n" not in str(exc)
            assert message_rows(home / "state.db") == []
        else:
            assert len(message_rows(home / "state.db")) == result.added


# --- search -----------------------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["--limit", "0"], ["--limit", "-1"], ["--limit", "101"], ["--limit", "99999999999999999999"],
    ["--offset", "-1"], ["--limit", "ten"], ["--role", "wizard"],
])
def test_search_bad_paging_is_usage(seeded: Path, args: list[str]) -> None:
    code, out, err = run_main(seeded, "search", "atlas", *args)
    assert code == 2 and "Traceback" not in err and out == ""


@pytest.mark.parametrize("query", ['"', "AND OR NOT", "NEAR(a b", "*", "\x00", "x\udcff",
                                   "咖啡\ud800", "a" * 100_000, ")(:^{}", "-", "'"])
def test_hostile_queries_search_quietly(seeded: Path, query: str) -> None:
    before = digest(seeded / "state.db")
    code, out, err = run_main(seeded, "search", query, "--offset", str(10**30), "--json")
    assert code == 0, err
    assert json.loads(out) == []
    assert digest(seeded / "state.db") == before


@pytest.mark.parametrize("option", ["--source", "--exclude-session"])
def test_an_argument_that_is_not_utf8_is_refused_in_one_line(seeded: Path, option: str) -> None:
    # Python hands a non-UTF-8 byte of argv over as a lone surrogate (surrogateescape).
    code, _, err = run_main(seeded, "search", "atlas", option, "x\udcff")
    assert code == 1
    assert "not valid Unicode text" in err and "Traceback" not in err and err.count("\n") == 1


@pytest.fixture(scope="module")
def example_store(tmp_path_factory: pytest.TempPathFactory):
    home = tmp_path_factory.mktemp("examples")
    store = SessionStore.open(load_settings(home, environ={}))
    ingest_jsonl(store, Path(__file__).resolve().parents[2] / "examples" / "sessions.jsonl")
    yield store
    store.close()


@settings(max_examples=100, deadline=None)
@given(query=st.text(_ANY_TEXT, max_size=40), source=st.none() | st.text(_ANY_TEXT, max_size=8),
       exclude=st.none() | st.text(_ANY_TEXT, max_size=8),
       offset=st.integers(min_value=0, max_value=2**70))
def test_search_arguments_give_hits_or_a_search_error(example_store: SessionStore, query: str,
                                                      source, exclude, offset: int) -> None:
    """Any text in any argument (lone surrogates included) and any offset: hits, or a
    SearchError saying what is wrong; never an exception from SQLite or the codec."""
    try:
        hits = example_store.search(query, limit=5, offset=offset, source=source,
                                    exclude_session=exclude)
    except SearchError as exc:
        assert "\n" not in str(exc)
    else:
        assert all(hit.matches for hit in hits)


def test_ingest_of_an_endless_line_is_refused_in_bounded_memory(seeded: Path, tmp_path: Path) -> None:
    """Issue 14 item 5: `ingest /dev/zero` read 5.4 GB in 15 s; lines are read with a
    bounded buffer, so a file with a huge line is refused after the first 4 MB. Issue 19:
    /dev/zero itself is not a regular file and is refused before it is read at all."""
    import resource

    code, out, err = run_main(seeded, "ingest", "/dev/zero")
    assert code == 1 and "/dev/zero: it is a character device, not a regular file" in err
    huge = tmp_path / "one-line.jsonl"
    with open(huge, "wb") as handle:
        handle.truncate(64 * 1024 * 1024)  # 64 MB of NUL bytes and no newline (sparse)
    code, out, err = run_main(seeded, "ingest", str(huge))
    assert code == 1 and "line 1: the line is longer than 4,194,304 bytes" in err
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss < 1024 * 1024  # < 1 GB, in KB
