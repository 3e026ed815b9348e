"""The archive as a session of Reverie's own in ``state.db``, so Hermes' search finds it.

A Hermes agent never calls Reverie's tools: its own ``session_search`` runs FTS5 over
``state.db``'s messages. So each archived fact is also one message of one session,
:data:`ARCHIVE_SESSION`, whose ``source`` is :data:`ARCHIVE_SOURCE` (neither of the sources
Hermes hides, ``subagent`` and ``tool``): Hermes' discovery finds an archived fact by its
words like any past message, and the session's title and each message's prefix say what
it is. The archive in journal.db (:mod:`memory.archive`) is the record; this mirror is
derived from it: a fact restored to its file is deleted here, and a mirror message that
went missing (Hermes pruned the session, say) is written again by :func:`sync`.

Reverie's own jobs leave this session alone (it is never reviewed or summarised), and
Reverie's ``session_search`` shows its facts apart from sessions, marked as archived.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Sequence
from typing import Any

from reverie.config import ReverieError, Settings
from reverie.config.epoch import format_epoch

from .render import FILE_NAMES

ARCHIVE_SESSION = "reverie-archive"
ARCHIVE_SOURCE = "reverie_archive"
ARCHIVE_TITLE = "Reverie memory archive (facts moved out of MEMORY.md and USER.md)"
#: The role of a mirror message: Hermes' discovery searches user and assistant messages by
#: default, and an archived fact is the agent's own note, not something the user typed.
ARCHIVE_ROLE = "assistant"


def is_archive_session(session_id: str | None) -> bool:
    return session_id == ARCHIVE_SESSION


def mirror_text(fact: Any) -> str:
    """The message text of one archived fact: what it is, where it came from, the fact."""
    learned = format_epoch(fact.learned_at, "%Y-%m-%d", unknown="before Reverie")
    archived = format_epoch(fact.archived_at, "%Y-%m-%d", unknown="?")
    return (f"[archived from {FILE_NAMES[fact.target]} on {archived} ({fact.kind}); "
            f"learned {learned}] {fact.text}")


def _open(settings: Settings) -> Any:
    from reverie.search_index import SessionStore

    return SessionStore.open(settings)


def add(settings: Settings, facts: Sequence[Any]) -> dict[int, int]:
    """Write one message per fact; returns ``{fact id: message id}``."""
    if not facts:
        return {}
    store = _open(settings)
    try:
        ids = store.append_messages([
            {"session_id": ARCHIVE_SESSION, "role": ARCHIVE_ROLE, "content": mirror_text(f),
             "timestamp": f.archived_at, "source": ARCHIVE_SOURCE} for f in facts])
        _name_session(store)
    finally:
        store.close()
    return {f.id: mid for f, mid in zip(facts, ids, strict=True)}


def ensure_session(settings: Settings, now: float) -> None:
    """Create the archive session (no messages) when state.db has none, so a model call of
    a consolidation can be added to Hermes' usage rows of that session."""
    store = _open(settings)
    try:
        if store.get_session(ARCHIVE_SESSION) is None:
            with store.transaction() as conn:
                columns = store.schema.session_columns
                values = {"id": ARCHIVE_SESSION, "source": ARCHIVE_SOURCE,
                          "started_at": now, "message_count": 0}
                values = {k: v for k, v in values.items() if k in columns}
                conn.execute(f"INSERT OR IGNORE INTO sessions ({', '.join(values)})"
                             f" VALUES ({', '.join('?' * len(values))})", tuple(values.values()))
        _name_session(store)
    finally:
        store.close()


def _name_session(store: Any) -> None:
    """Give the session its title unless another session holds it (titles are unique)."""
    if "title" not in store.schema.session_columns:
        return
    with contextlib.suppress(ReverieError), store.transaction() as conn:
        conn.execute("UPDATE sessions SET title = ? WHERE id = ? AND title IS NULL"
                     " AND NOT EXISTS (SELECT 1 FROM sessions WHERE title = ?)",
                     (ARCHIVE_TITLE, ARCHIVE_SESSION, ARCHIVE_TITLE))


def remove(settings: Settings, message_ids: Iterable[int | None]) -> int:
    """Delete the mirror messages ``message_ids`` (the FTS triggers follow); returns how many."""
    ids = [int(i) for i in message_ids if i]
    if not ids or not settings.state_db.exists():
        return 0
    store = _open(settings)
    try:
        with store.transaction() as conn:
            marks = ",".join("?" * len(ids))
            gone = conn.execute(f"DELETE FROM messages WHERE session_id = ? AND id IN ({marks})",
                                (ARCHIVE_SESSION, *ids)).rowcount
            if gone and "message_count" in store.schema.session_columns:
                conn.execute("UPDATE sessions SET message_count = MAX(0, COALESCE(message_count,"
                             " 0) - ?) WHERE id = ?", (gone, ARCHIVE_SESSION))
        return gone
    finally:
        store.close()


def present(settings: Settings, message_ids: Iterable[int]) -> set[int]:
    """Which of ``message_ids`` are still archive messages in state.db."""
    ids = [int(i) for i in message_ids]
    if not ids or not settings.state_db.exists():
        return set()
    store = _open(settings)
    try:
        found: set[int] = set()
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            found.update(r[0] for r in store.connection.execute(
                f"SELECT id FROM messages WHERE session_id = ? AND id IN ({marks})",
                (ARCHIVE_SESSION, *chunk)))
        return found
    finally:
        store.close()
