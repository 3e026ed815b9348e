"""The spoken-row condition (SQL, built once per schema and alias) against the rule said in
Python: a compaction summary's opening is read after the whole content's leading whitespace,
a notice's in the first 256 characters. Heads of whitespace around the 256th character are
where a cheaper read (the first 256 characters for both) would disagree."""

from __future__ import annotations

import sqlite3

from reverie.search_index.spoken import (
    MERGED_SUMMARY_DELIMITER,
    NOTICE_OPENINGS,
    SUMMARY_OPENINGS,
    spoken_condition,
)

_TRIMMED = "\t\n\r "


def _spoken(role: str, content: str | None) -> bool:
    """The rule in plain Python: a summary's opening after the whole content's leading
    whitespace, the merged summary's delimiter anywhere, or (a user row) a notice's
    opening in the first 256 characters, trimmed."""
    text = content or ""
    if text.lstrip(_TRIMMED).startswith(SUMMARY_OPENINGS) or MERGED_SUMMARY_DELIMITER in text:
        return False
    return not (role == "user" and text[:256].lstrip(_TRIMMED).startswith(NOTICE_OPENINGS))


def _contents() -> list[str | None]:
    bodies = [*SUMMARY_OPENINGS, *(o[:-1] for o in SUMMARY_OPENINGS),
              "[CONTEXT SUMMARY]: the turns so far", "[System: a process ended]",
              "I moved to Porto last spring.", "", "ok"]
    heads = [""] + ["".join(" \t\n\r"[i % 4] for i in range(n))
                    for n in (1, 3, 200, 236, 237, 238, 239, 240, 250, 255, 256, 257, 300)]
    rows: list[str | None] = [None, "x" * 5000, "é" * 255 + SUMMARY_OPENINGS[0]]
    for head in heads:
        for body in bodies:
            rows.append(head + body)
            rows.append(head + body + " and more words after it" * 20)
    return rows


def test_the_condition_agrees_with_the_whole_content_trimmed() -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE messages (id INTEGER PRIMARY KEY, role TEXT, content TEXT)")
    rows = [(role, content) for content in _contents() for role in ("user", "assistant")]
    conn.executemany("INSERT INTO messages (role, content) VALUES (?, ?)", rows)
    condition = spoken_condition({"role", "content"}, alias="")
    got = conn.execute(f"SELECT role, content, {condition} FROM messages ORDER BY id").fetchall()
    assert len(got) == len(rows)
    differ = [(role, (content or "")[-40:]) for role, content, spoken in got
              if bool(spoken) != _spoken(role, content)]
    assert differ == []
    # Both kinds of row are there: summaries behind long heads of spaces are found.
    assert any(not spoken and content and content[:239].isspace() for _, content, spoken in got)
    assert any(spoken for _, _, spoken in got)


def test_the_condition_is_built_once_per_schema_and_alias() -> None:
    first = spoken_condition(["role", "content"], alias="m")
    assert spoken_condition(("content", "role"), alias="m") is first
    assert spoken_condition(["role", "content"], alias="") != first
