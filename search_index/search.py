"""Searching past sessions: FTS5 rank order, snippets, context, lineage grouping.

The query goes through :func:`search_index.query.plan_query`. Ordinary terms are matched
by FTS5 over ``messages_fts`` and ordered by its ``rank`` (bm25), as Hermes does. The text
searched is what Hermes 0.19 indexes: content, tool name and tool-call arguments.

CJK terms, which the ``unicode61`` tokenizer cannot split, are substring matches
(``OR``/``NOT`` as described in :func:`plan_query`). When every term has 3+ characters and
the database has Hermes' ``messages_fts_trigram`` table, they run there (an index lookup,
ordered by its bm25 rank); otherwise — a 1–2 character term, which a trigram index cannot
match, or a database without the table — they are ``LIKE '%term%'`` scans (ASCII
case-insensitive) over the same three columns, newest first. Their snippets are cut around
the first occurrence.

Rewound messages (``active = 0``, not compacted) never match, and are skipped as context;
multimodal content (``"\\x00json:"``) is shown by its text parts (see :mod:`.multimodal`).

Matches are grouped under the root of their session's lineage, so a conversation split
into a parent and children shows as one hit. ``exclude_session`` removes that session's
whole tree (its root and every descendant) before ranking, so paging stays correct.
Grouping looks at the best :data:`SCAN_CAP`-ish matching messages; deeper matches of
very common terms are not grouped (they would not make the first pages anyway).
"""

from __future__ import annotations

import json
import re
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from reverie.config.errors import SearchError

from .lineage import root_of
from .models import ROLES, MatchSnippet, Message, SessionHit, Summary
from .multimodal import decode_content, text_only, visible_condition
from .query import QueryPlan, plan_query
from .snippet import fts_snippet, phrases_of
from .spoken import UNSEARCHED_SOURCES, session_excluded_condition

if TYPE_CHECKING:
    from .store import SessionStore

MAX_LIMIT = 100
SNIPPETS_PER_SESSION = 3
SUBSTRING_CONTEXT_CHARS = 60
CONTEXT_CHARS = 300
SCAN_CAP = 20_000


@dataclass
class _Group:
    root: str
    rank: float | None
    rows: list[tuple[Any, ...]] = field(default_factory=list)
    sessions: list[str] = field(default_factory=list)


def search_sessions(store: SessionStore, query: str, *, limit: int = 10, offset: int = 0,
                    source: str | None = None, role: str | None = None,
                    exclude_session: str | None = None) -> list[SessionHit]:
    _check_arguments(limit, offset, role)
    plan = plan_query(query or "")
    if plan.empty:
        return []
    excluded = sorted(store.family(exclude_session)) if exclude_session else []
    sql, params = _match_sql(store, plan, source, role, excluded)
    needed = offset + limit
    params.append(min(SCAN_CAP, max(500, needed * 50)))

    rows = store.connection.execute(sql, params).fetchall()
    glued: set[int] = set()
    if plan.glued and not rows and store.schema.trigram and _holds_han(store):
        glued = _glued_rows(store, plan, source, role, excluded, rows, needed)
    parents, meta, summaries = _sessions(store, {row[1] for row in rows})
    roots: dict[str, str] = {}
    groups: dict[str, _Group] = {}
    for row in rows:
        session_id = row[1]
        if session_id not in roots:
            roots[session_id] = root_of(session_id, parents.get)
        root = roots[session_id]
        group = groups.get(root)
        if group is None:
            if len(groups) >= needed:
                continue  # enough groups: only fill snippets of the ones we have
            group = groups[root] = _Group(root, row[4])
        if len(group.rows) < SNIPPETS_PER_SESSION:
            group.rows.append(row)
        if session_id not in group.sessions:
            group.sessions.append(session_id)
    page = list(groups.values())[offset:offset + limit]
    if not page:
        return []
    shown = [row for g in page for row in g.rows]
    context, texts = _neighbours(store, [(row[0], row[1]) for row in shown])
    snippets = _snippets(plan, texts, glued)
    return [_hit(g, snippets, context, meta, summaries) for g in page]


def _glued_rows(store: SessionStore, plan: QueryPlan, source: str | None, role: str | None,
                excluded: list[str], rows: list[Any], needed: int) -> set[int]:
    """Append to ``rows`` the messages holding every word of ``plan.glued`` glued to Chinese
    text, which unicode61 reads as one token with it ("我们在用Docker部署"), and return their
    ids: a substring search on the trigram table, kept to messages holding Chinese, each word
    then found with no ASCII letter or digit on either side (session 30, tester22: "Docker"
    found nothing in a Chinese user's sessions). Only when FTS5 found nothing, in a store
    holding Chinese: run whenever FTS5 filled less than a page, it put 7-8 ms on the median
    two-term query of bench/bench_search.py (0.3 ms before; 20,000 messages, 1 in 50 with
    Chinese), since the trigram search and its rank read every message a word's trigrams
    are in."""
    words = tuple(w.lower() for w in plan.glued)
    sub = QueryPlan(fts="", substrings=words, terms=words, clauses=tuple((w,) for w in words))
    sql, params = _match_sql(store, sub, source, role, excluded, extra=_HAS_HAN)
    params.append(min(SCAN_CAP, max(500, needed * 50)))
    seen = {row[0] for row in rows}
    found = [row for row in store.connection.execute(sql, params) if row[0] not in seen]
    if not found:
        return set()
    cols = store.schema.message_columns
    tool = ", ".join(c if c in cols else "NULL" for c in ("tool_name", "tool_calls"))
    texts = {mid: _searched_text(content, name, calls)
             for mid, content, name, calls in store.connection.execute(
                 f"SELECT id, content, {tool} FROM messages"
                 " WHERE id IN (SELECT value FROM json_each(?))",
                 (json.dumps([row[0] for row in found]),))}
    alone = [re.compile(rf"(?<![A-Za-z0-9]){re.escape(w)}(?![A-Za-z0-9])", re.IGNORECASE)
             for w in words]
    kept = [row for row in found if all(p.search(texts.get(row[0], "")) for p in alone)]
    rows.extend(kept)
    return {row[0] for row in kept}


#: Per open store: the last message id looked at, and whether any message up to it holds a
#: Han character. A home with none (English only) never runs the glued search, and finding
#: that out reads only the messages added since the last search (bench/bench_search.py:
#: the glued search put ~5 ms on a two-term query's median where nothing was Chinese).
_HAN_SEEN: weakref.WeakKeyDictionary[Any, tuple[int, bool]] = weakref.WeakKeyDictionary()


def _holds_han(store: SessionStore) -> bool:
    through, seen = _HAN_SEEN.get(store, (0, False))
    if not seen:
        last, found = store.connection.execute(
            "SELECT MAX(id), MAX(content GLOB ?) FROM messages WHERE id > ?",
            (_HAN_GLOB, through)).fetchone()
        through, seen = max(through, last or 0), bool(found)
        _HAN_SEEN[store] = (through, seen)
    return seen


#: A message holding a Han character (GLOB compares code points in a class).
_HAN_GLOB = "*[\u3400-\u9fff]*"
_HAS_HAN = f" AND m.content GLOB '{_HAN_GLOB}'"


def _sessions(store: SessionStore, session_ids: set[str]
              ) -> tuple[dict[str, str | None], dict[str, tuple[Any, Any, Any]],
                         dict[str, Summary]]:
    """For the matched sessions and all their ancestors, in one query: each one's parent
    link, its (title, source, started_at) when the row exists, and its stored summary.

    ``UNION`` (not ``UNION ALL``) drops a session seen before, so a cycle ends the walk;
    :func:`lineage.root_of` then resolves the cycle from the parent dict.
    """
    parents: dict[str, str | None] = {}
    meta: dict[str, tuple[Any, Any, Any]] = {}
    summaries: dict[str, Summary] = {}
    if not session_ids:
        return parents, meta, summaries
    cols = store.schema.session_columns
    fields = ", ".join(f"s.{c}" if c in cols else "NULL"
                       for c in ("title", "source", "started_at"))
    rows = store.connection.execute(
        "WITH RECURSIVE up(id) AS (SELECT value FROM json_each(?)"
        " UNION SELECT s.parent_session_id FROM sessions s JOIN up ON s.id = up.id"
        "  WHERE s.parent_session_id IS NOT NULL AND s.parent_session_id != '')"
        f" SELECT up.id, s.parent_session_id, s.id IS NOT NULL, {fields},"
        " r.session_id, r.text, r.model, r.kind, r.through_message_id, r.created_at"
        " FROM up LEFT JOIN sessions s ON s.id = up.id"
        " LEFT JOIN reverie_session_summaries r ON r.session_id = up.id",
        (json.dumps(sorted(session_ids)),))
    for sid, parent, exists, title, source, started_at, *summary in rows:
        parents[sid] = parent or None
        if exists:
            meta[sid] = (title, source, started_at)
        if summary[0] is not None:
            summaries[sid] = Summary(*summary)
    return parents, meta, summaries


def _check_arguments(limit: int, offset: int, role: str | None) -> None:
    if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise SearchError(f"limit must be between 1 and {MAX_LIMIT}, not {limit!r}.")
    if not isinstance(offset, int) or offset < 0:
        raise SearchError(f"offset must be 0 or more, not {offset!r}.")
    if role is not None and role not in ROLES:
        raise SearchError(f"role must be one of {', '.join(ROLES)}, not {role!r}.")


def _match_sql(store: SessionStore, plan: QueryPlan, source: str | None, role: str | None,
               excluded: list[str], *, extra: str = "") -> tuple[str, list[Any]]:
    """One query returning (id, session_id, role, timestamp, rank) of matching messages.

    Snippets are made afterwards for the few messages shown, not for every row scanned.
    """
    params: list[Any] = []
    cols = store.schema.message_columns
    if plan.fts:
        sql = ("SELECT m.id, m.session_id, m.role, m.timestamp, messages_fts.rank"
               " FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
               " LEFT JOIN sessions s ON s.id = m.session_id"
               " WHERE messages_fts MATCH ?")
        params.append(plan.fts)
        order = " ORDER BY messages_fts.rank, m.id DESC"
    elif use_trigram(store, plan):
        sql = ("SELECT m.id, m.session_id, m.role, m.timestamp, messages_fts_trigram.rank"
               " FROM messages_fts_trigram JOIN messages m ON m.id = messages_fts_trigram.rowid"
               " LEFT JOIN sessions s ON s.id = m.session_id"
               " WHERE messages_fts_trigram MATCH ?")
        params.append(trigram_query(plan))
        order = " ORDER BY messages_fts_trigram.rank, m.id DESC"
    else:
        sql = ("SELECT m.id, m.session_id, m.role, m.timestamp, NULL"
               " FROM messages m LEFT JOIN sessions s ON s.id = m.session_id WHERE 1")
        order = " ORDER BY m.id DESC"
        # LIKE folds ASCII case as we want, and beats instr(lower(...)) by not copying text.
        # The columns are the ones Hermes indexes, so a scan finds what the index would.
        searched = [c for c in ("content", "tool_name", "tool_calls") if c in cols]
        # NULL columns (no tool) must read as "no match", not NULL, or NOT would drop the row.
        like = "(" + " OR ".join(f"COALESCE(m.{c}, '') LIKE ? ESCAPE '\\'"
                                 for c in searched) + ")"
        for clause in plan.clauses:
            sql += " AND (" + " OR ".join([like] * len(clause)) + ")"
            for needle in clause:
                params.extend(["%" + _like_escape(needle) + "%"] * len(searched))
        for needle in plan.excluded:
            sql += " AND NOT " + like
            params.extend(["%" + _like_escape(needle) + "%"] * len(searched))
    sql += f" AND {visible_condition(cols)}{extra}"
    # A subagent's transcript is not the user's conversation (Hermes' search hides it too).
    sql += " AND NOT " + session_excluded_condition(store.schema.session_columns, "s",
                                                    sources=UNSEARCHED_SOURCES)
    if role:
        sql += " AND m.role = ?"
        params.append(role)
    if source:
        if "source" not in store.schema.session_columns:
            raise SearchError("This session store has no sessions.source column to filter on.",
                              hint="Search without --source.")
        sql += " AND s.source = ?"
        params.append(source)
    if excluded:
        sql += " AND m.session_id NOT IN (SELECT value FROM json_each(?))"
        params.append(json.dumps(excluded))
    return sql + order + " LIMIT ?", params


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def use_trigram(store: SessionStore, plan: QueryPlan) -> bool:
    """Whether a substring query can run on ``messages_fts_trigram``: the table exists and
    every term has 3+ characters (a trigram index cannot match a shorter one)."""
    needles = [n for clause in plan.clauses for n in clause] + list(plan.excluded)
    return store.schema.trigram and bool(needles) and all(len(n) >= 3 for n in needles)


def trigram_query(plan: QueryPlan) -> str:
    """The plan's clauses as a trigram MATCH expression, every term a quoted string."""
    def quoted(needle: str) -> str:
        return '"' + needle.replace('"', '""') + '"'

    expr = " AND ".join("(" + " OR ".join(quoted(n) for n in clause) + ")"
                        for clause in plan.clauses)
    for needle in plan.excluded:
        expr += " NOT " + quoted(needle)
    return expr


def _snippets(plan: QueryPlan, texts: dict[int, tuple[Any, Any, Any]],
              glued: frozenset[int] | set[int] = frozenset()) -> dict[int, str]:
    """Marked snippets of the shown messages (``texts``: id -> content, tool name, tool
    calls), cut from the text Hermes indexes (multimodal content by its text parts): a
    window of FTS5 terms (:mod:`.snippet`), or cut around the first substring for CJK and
    for a word found glued to it (``glued``: those messages' ids)."""
    phrases = phrases_of(plan.fts) if plan.fts else []
    out: dict[int, str] = {}
    for mid, (content, tool_name, tool_calls) in texts.items():
        text = _searched_text(content, tool_name, tool_calls)
        out[mid] = (_substring_snippet(text, plan.glued) if mid in glued
                    else fts_snippet(text, phrases) if plan.fts
                    else _substring_snippet(text, plan.substrings))
    return out


def _searched_text(content: Any, tool_name: Any, tool_calls: Any) -> str:
    """A message's text as Hermes indexes it: multimodal content by its text parts, then the
    tool's name and calls."""
    return " ".join(part for part in (text_only(content), tool_name, tool_calls) if part)


def _hit(group: _Group, snippets: dict[int, str],
         context: dict[int, tuple[Message | None, Message | None]],
         meta: dict[str, tuple[Any, Any, Any]], summaries: dict[str, Summary]) -> SessionHit:
    title, source, started_at = meta.get(group.root) or meta.get(group.sessions[0]) or (
        None, None, None)
    summary = summaries.get(group.root)
    for sid in group.sessions:
        if summary is not None:
            break
        summary = summaries.get(sid)
    matches = []
    for mid, sid, role, ts, rank in group.rows:
        matches.append(MatchSnippet(
            message_id=mid, session_id=sid, role=role, timestamp=ts, snippet=snippets.get(mid, ""),
            rank=rank, before=context.get(mid, (None, None))[0],
            after=context.get(mid, (None, None))[1],
        ))
    return SessionHit(
        session_id=group.root, title=title, source=source, started_at=started_at,
        rank=group.rank, matches=matches, matched_sessions=list(group.sessions),
        summary=summary,
    )


def _neighbours(store: SessionStore, shown: list[tuple[int, str]]
                ) -> tuple[dict[int, tuple[Message | None, Message | None]],
                           dict[int, tuple[Any, Any, Any]]]:
    """For each shown (message id, session id): the messages just before and after it in
    its session (content shortened), and the shown message's own (content, tool name, tool
    calls) for its snippet. One query for the whole page instead of two per match."""
    if not shown:
        return {}, {}
    conn = store.connection
    cols = store.schema.message_columns
    tool = ", ".join(f"m.{c}" if c in cols else "NULL" for c in ("tool_name", "tool_calls"))
    columns = f"m.id, m.session_id, m.role, m.content, m.timestamp, {tool}"
    # Fast path: the nearest ids from the (session_id, ...) index alone, their rows flagged
    # visible or not; only a rewound neighbour (rare) needs the slower exact query.
    page = json.dumps({str(mid): sid for mid, sid in shown})
    rows = conn.execute(_NEIGHBOURS_SQL.format(visible="1", columns=columns,
                                               flag=visible_condition(cols)), (page,)).fetchall()
    redo = {key for key, side, ok, *_ in rows if side < 2 and not ok}
    if redo:
        rows = [r for r in rows if r[1] == 2 or r[0] not in redo] + [
            r for r in conn.execute(
                _NEIGHBOURS_SQL.format(visible=visible_condition(cols), columns=columns,
                                       flag="1"),
                (json.dumps({str(mid): sid for mid, sid in shown if mid in redo}),))
            if r[1] < 2]
    out: dict[int, list[Message | None]] = {mid: [None, None] for mid, _ in shown}
    texts: dict[int, tuple[Any, Any, Any]] = {}
    for key, side, _, mid, sid, role, content, ts, tool_name, tool_calls in rows:
        if side == 2:
            texts[key] = (content, tool_name, tool_calls)
        else:
            out[key][side] = _shortened(Message(mid, sid, role, content, ts, tool_name))
    return {mid: (pair[0], pair[1]) for mid, pair in out.items()}, texts


_NEIGHBOURS_SQL = (
    "WITH c AS (SELECT CAST(key AS INTEGER) AS key, value FROM json_each(?)),"
    " p AS (SELECT c.key,"
    "  (SELECT MAX(m.id) FROM messages m WHERE m.session_id = c.value AND m.id < c.key"
    "   AND {visible}) AS before,"
    "  (SELECT MIN(m.id) FROM messages m WHERE m.session_id = c.value AND m.id > c.key"
    "   AND {visible}) AS after FROM c)"
    " SELECT p.key, 0, {flag}, {columns} FROM p JOIN messages m ON m.id = p.before"
    " UNION ALL SELECT p.key, 1, {flag}, {columns} FROM p JOIN messages m ON m.id = p.after"
    " UNION ALL SELECT c.key, 2, 1, {columns} FROM c JOIN messages m ON m.id = c.key")


def _shortened(message: Message) -> Message:
    content = decode_content(message.content)
    if content and len(content) > CONTEXT_CHARS:
        content = content[:CONTEXT_CHARS].rstrip() + "…"
    return Message(message.id, message.session_id, message.role, content, message.timestamp,
                   message.tool_name)


def _needle_pattern(substrings: tuple[str, ...]) -> re.Pattern[str] | None:
    if not substrings:
        return None
    alternatives = sorted(substrings, key=len, reverse=True)
    return re.compile("|".join(re.escape(s) for s in alternatives), re.IGNORECASE)


def _mark(text: str, substrings: tuple[str, ...]) -> str:
    """Put ``>>>``/``<<<`` around every occurrence of the substrings."""
    pattern = _needle_pattern(substrings)
    return pattern.sub(lambda m: f">>>{m.group(0)}<<<", text) if pattern else text


def _substring_snippet(content: str, substrings: tuple[str, ...]) -> str:
    """A window of text around the first occurrence of any substring, marked."""
    pattern = _needle_pattern(substrings)
    found = pattern.search(content) if pattern else None
    if found is None:
        return content[: 2 * SUBSTRING_CONTEXT_CHARS]
    start = max(0, found.start() - SUBSTRING_CONTEXT_CHARS)
    end = min(len(content), found.end() + SUBSTRING_CONTEXT_CHARS)
    window = _mark(content[start:end], substrings)
    return ("..." if start > 0 else "") + window + ("..." if end < len(content) else "")
