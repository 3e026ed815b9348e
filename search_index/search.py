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
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from reverie.config.errors import SearchError

from .models import ROLES, MatchSnippet, Message, SessionHit
from .multimodal import decode_content, is_encoded, text_only, visible_condition
from .query import QueryPlan, plan_query

if TYPE_CHECKING:
    from .store import SessionStore

MAX_LIMIT = 100
SNIPPETS_PER_SESSION = 3
SNIPPET_TOKENS = 40
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

    roots: dict[str, str] = {}
    groups: dict[str, _Group] = {}
    for row in store.connection.execute(sql, params):
        session_id = row[1]
        if session_id not in roots:
            roots[session_id] = store.root_of(session_id)
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
    shown = [(row[0], row[1]) for g in page for row in g.rows]
    snippets = _snippets(store, plan, [mid for mid, _ in shown])
    context = _neighbours(store, shown)
    return [_hit(store, g, snippets, context) for g in page]


def _check_arguments(limit: int, offset: int, role: str | None) -> None:
    if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise SearchError(f"limit must be between 1 and {MAX_LIMIT}, not {limit!r}.")
    if not isinstance(offset, int) or offset < 0:
        raise SearchError(f"offset must be 0 or more, not {offset!r}.")
    if role is not None and role not in ROLES:
        raise SearchError(f"role must be one of {', '.join(ROLES)}, not {role!r}.")


def _match_sql(store: SessionStore, plan: QueryPlan, source: str | None, role: str | None,
               excluded: list[str]) -> tuple[str, list[Any]]:
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
    sql += f" AND {visible_condition(cols)}"
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


def _snippets(store: SessionStore, plan: QueryPlan, ids: list[int]) -> dict[int, str]:
    """Marked snippets of the messages ``ids``: FTS5's snippet(), or cut around a substring.

    Multimodal content is indexed as Hermes stores it (a JSON document); its snippet is cut
    from the text parts instead, so no JSON or NUL reaches the reader.
    """
    if not ids:
        return {}
    rows = store.connection.execute(
        "SELECT id, content FROM messages WHERE id IN (SELECT value FROM json_each(?))",
        (json.dumps(ids),),
    ).fetchall()
    needles = plan.substrings or plan.terms
    out = {mid: _substring_snippet(text_only(content), needles) for mid, content in rows
           if not plan.fts or is_encoded(content)}
    if plan.fts:
        plain = [mid for mid, content in rows if not is_encoded(content)]
        col = store.schema.fts_content_column
        for rowid, text in store.connection.execute(
                f"SELECT rowid, snippet(messages_fts, {col}, '>>>', '<<<', '...', {SNIPPET_TOKENS})"
                " FROM messages_fts WHERE messages_fts MATCH ?"
                " AND rowid IN (SELECT value FROM json_each(?))",
                (plan.fts, json.dumps(plain))):
            out[rowid] = text or ""
    return out


def _hit(store: SessionStore, group: _Group, snippets: dict[int, str],
         context: dict[int, tuple[Message | None, Message | None]]) -> SessionHit:
    meta = store.get_session(group.root) or store.get_session(group.sessions[0])
    summary = store.get_summary(group.root)
    for sid in group.sessions:
        if summary is not None:
            break
        summary = store.get_summary(sid)
    matches = []
    for mid, sid, role, ts, rank in group.rows:
        matches.append(MatchSnippet(
            message_id=mid, session_id=sid, role=role, timestamp=ts, snippet=snippets.get(mid, ""),
            rank=rank, before=context.get(mid, (None, None))[0],
            after=context.get(mid, (None, None))[1],
        ))
    return SessionHit(
        session_id=group.root, title=meta.title if meta else None,
        source=meta.source if meta else None, started_at=meta.started_at if meta else None,
        rank=group.rank, matches=matches, matched_sessions=list(group.sessions),
        summary=summary,
    )


def _neighbours(store: SessionStore, shown: list[tuple[int, str]]
                ) -> dict[int, tuple[Message | None, Message | None]]:
    """For each (message id, session id): the messages just before and after it in its
    session, content shortened. Two queries for the whole page instead of two per match."""
    if not shown:
        return {}
    conn = store.connection
    visible = visible_condition(store.schema.message_columns)
    pairs = conn.execute(
        "SELECT c.key, c.value,"
        " (SELECT MAX(m.id) FROM messages m WHERE m.session_id = c.value AND m.id < c.key"
        f"  AND {visible}),"
        " (SELECT MIN(m.id) FROM messages m WHERE m.session_id = c.value AND m.id > c.key"
        f"  AND {visible})"
        " FROM (SELECT CAST(key AS INTEGER) AS key, value FROM json_each(?)) c",
        (json.dumps({str(mid): sid for mid, sid in shown}),),
    ).fetchall()
    wanted = [i for _, _, before, after in pairs for i in (before, after) if i is not None]
    tool = "tool_name" if "tool_name" in store.schema.message_columns else "NULL"
    found = {row[0]: _shortened(Message(*row)) for row in conn.execute(
        f"SELECT id, session_id, role, content, timestamp, {tool} FROM messages"
        " WHERE id IN (SELECT value FROM json_each(?))", (json.dumps(wanted),))}
    return {mid: (found.get(before), found.get(after)) for mid, _, before, after in pairs}


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
