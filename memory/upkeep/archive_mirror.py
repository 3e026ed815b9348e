"""The archive as a session of Reverie's own in ``state.db``, so Hermes' search finds it.

A Hermes agent never calls Reverie's tools: its own ``session_search`` runs FTS5 over
``state.db``'s messages. So each archived fact is also one message of one session,
:data:`ARCHIVE_SESSION`, whose ``source`` is :data:`ARCHIVE_SOURCE` (neither of the sources
Hermes hides, ``subagent`` and ``tool``): Hermes' discovery finds an archived fact by its
words like any past message, and the session's title and each message's prefix say what
it is. The archive in journal.db (:mod:`memory.upkeep.archive`) is the record; this mirror is
derived from it: a fact restored to its file is deleted here, and a mirror message that
went missing (Hermes pruned the session, say) is written again by :func:`sync`.

Reverie's own jobs leave this session alone (it is never reviewed or summarised), and
Reverie's ``session_search`` shows its facts apart from sessions, marked as archived.
"""

from __future__ import annotations

import contextlib
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from reverie import search_index
from reverie.config import ReverieError, Settings
from reverie.config.database import translate
from reverie.config.epoch import format_epoch
from reverie.config.errors import SearchError

from ..render import FILE_NAMES

ARCHIVE_SESSION = "reverie-archive"
ARCHIVE_SOURCE = "reverie_archive"
ARCHIVE_TITLE = ("Reverie memory archive (facts moved out of MEMORY.md and USER.md, and the "
                 "user's dated past events)")
#: Titles an older Reverie gave the session: renamed on the next mirror write, since the agent
#: reads the title in its search results and an episode was never in either file (session 26)
_OLD_TITLES = ("Reverie memory archive (facts moved out of MEMORY.md and USER.md)",)
#: The role of a mirror message: Hermes' discovery searches user and assistant messages by
#: default, and an archived fact is the agent's own note, not something the user typed.
ARCHIVE_ROLE = "assistant"


def is_archive_session(session_id: str | None) -> bool:
    return session_id == ARCHIVE_SESSION


def mirror_text(fact: Any) -> str:
    """The message text of one archived fact: which row it mirrors (its archive id, the one
    ``reverie memory archive restore`` takes), where it came from, the fact."""
    learned = format_epoch(fact.learned_at, "%Y-%m-%d", unknown="before Reverie")
    archived = format_epoch(fact.archived_at, "%Y-%m-%d", unknown="?")
    if fact.kind == "episode":   # never in a file: a past event of the user's (issue 31)
        return f"[archived #{fact.id} past event, said {learned}] {fact.text}"
    return (f"[archived #{fact.id} from {FILE_NAMES[fact.target]} on {archived}"
            f" ({fact.kind.replace('_', ' ')});"
            f" learned {learned}] {fact.text}")


#: The row a mirror message belongs to, read back from its text: the mirror's identity,
#: so a message written by a process killed before it could note the message id is found
#: again instead of written twice (issue 29).
_OWNER = re.compile(r"\[archived #(\d+) ")
#: Enough of a message's start to hold its owner (``[archived #<id> ``).
_HEAD_CHARS = 40


def _open(settings: Settings) -> Any:
    return search_index.SessionStore.open(settings)


def _owners(conn: Any, known: dict[int, int]) -> dict[int, int | None]:
    """Every message of the archive session → the archive row it mirrors (None: no row
    says so). A message written before ids were in the text is owned by the row that
    noted its id (``known``: message id → row id)."""
    owners: dict[int, int | None] = {}
    for mid, head in conn.execute("SELECT id, substr(content, 1, ?) FROM messages"
                                  " WHERE session_id = ?", (_HEAD_CHARS, ARCHIVE_SESSION)):
        match = _OWNER.match(head or "")
        owners[mid] = int(match.group(1)) if match else known.get(mid)
    return owners


def in_step(settings: Settings, noted: dict[int, int | None], *, store: Any = None) -> bool:
    """Whether the mirror holds one message for each archived row (``noted``: every archived
    row's id → the message id it noted), that message, and nothing else: what
    :func:`sync` with ``complete`` would leave as it is. Read only (no write lock on
    state.db, no row's evidence parsed), so a reader of an archive in step is not held up
    by Hermes writing a session nor pays for every row (session 28: each `memory archive`
    and Archive page took state.db's write lock and read all 8,000 rows of a months-old
    home). False when it cannot tell: :func:`sync` then looks."""
    if any(mid is None for mid in noted.values()):
        return False
    if not settings.state_db.exists():
        return not noted
    own = store is None
    try:
        store = _open(settings) if own else store
        try:
            owners = _owners(store.connection, {mid: fid for fid, mid in noted.items()})
        finally:
            if own:
                store.close()
    except (ReverieError, sqlite3.Error):
        return False
    return owners == {mid: fid for fid, mid in noted.items()}


def _delete(store: Any, conn: Any, ids: Sequence[int]) -> int:
    gone = 0
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        gone += conn.execute(f"DELETE FROM messages WHERE session_id = ? AND id IN"
                             f" ({','.join('?' * len(chunk))})",
                             (ARCHIVE_SESSION, *chunk)).rowcount
    if gone and "message_count" in store.schema.session_columns:
        conn.execute("UPDATE sessions SET message_count = MAX(0, COALESCE(message_count,"
                     " 0) - ?) WHERE id = ?", (gone, ARCHIVE_SESSION))
    return gone


@dataclass
class MirrorSync:
    """What :func:`sync` did: the message each given fact is mirrored by now, and how many
    messages it wrote and deleted."""

    message_of: dict[int, int] = field(default_factory=dict)
    written: int = 0
    deleted: int = 0


def sync(settings: Settings, facts: Sequence[Any], *, complete: bool,
         store: Any = None) -> MirrorSync:
    """Make the mirror hold exactly one message per fact of ``facts``, in one state.db
    transaction (so two processes syncing at once cannot both write a fact's message).

    A fact that already owns a message keeps it (its duplicates are deleted); one that owns
    none gets one. ``complete``: ``facts`` are all the archived facts, so every other
    message of the session (a restored or dropped row's, a copy nothing owns) is deleted
    too; otherwise messages of other rows are left alone. ``store``: an open session
    store of this home's state.db to use (the caller closes it), else one is opened."""
    out = MirrorSync()
    if not facts and not (complete and settings.state_db.exists()):
        return out

    own = store is None
    store = _open(settings) if own else store
    try:
        try:
            with store.transaction() as conn:
                want = {f.id: f for f in facts}
                owners = _owners(conn, {f.mirror_id: f.id for f in facts if f.mirror_id})
                extra: list[int] = []
                for mid in sorted(owners):
                    owner = owners[mid]
                    if owner in want:
                        keep = out.message_of.get(owner)
                        if keep is None or mid == want[owner].mirror_id:
                            out.message_of[owner] = mid
                            if keep is not None:
                                extra.append(keep)
                        else:
                            extra.append(mid)
                    elif complete:
                        extra.append(mid)
                out.deleted = _delete(store, conn, extra)
                missing = [f for f in facts if f.id not in out.message_of]
                ids = store.write_messages([
                    search_index.NewMessage.build(ARCHIVE_SESSION, ARCHIVE_ROLE, mirror_text(f),
                                                  f.archived_at, source=ARCHIVE_SOURCE)
                    for f in missing])
                out.message_of.update({f.id: mid for f, mid in zip(missing, ids, strict=True)})
                out.written = len(missing)
        except sqlite3.Error as exc:
            raise translate(exc, SearchError, f"write the archive's mirror in {store.path}") \
                from exc
        if out.written:
            _name_session(store)
    finally:
        if own:
            store.close()
    return out


def add(settings: Settings, facts: Sequence[Any]) -> dict[int, int]:
    """Mirror ``facts`` (one message each, never a second); returns ``{fact id: message id}``."""
    return sync(settings, facts, complete=False).message_of


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
    """Give the session its title unless another session holds it (titles are unique), or
    an older Reverie's title."""
    if "title" not in store.schema.session_columns:
        return
    old = ", ".join("?" * len(_OLD_TITLES))
    with contextlib.suppress(ReverieError), store.transaction() as conn:
        conn.execute(f"UPDATE sessions SET title = ? WHERE id = ? AND (title IS NULL OR title IN ({old}))"
                     " AND NOT EXISTS (SELECT 1 FROM sessions WHERE title = ?)",
                     (ARCHIVE_TITLE, ARCHIVE_SESSION, *_OLD_TITLES, ARCHIVE_TITLE))


def remove(settings: Settings, facts: Sequence[Any]) -> int:
    """Delete the mirror messages of ``facts`` (restored rows): the message each noted, and
    any message whose text names it (one written by a process killed before it could note
    the id). The FTS triggers follow; returns how many went."""
    if not facts or not settings.state_db.exists():
        return 0
    ids = {f.id for f in facts}
    store = _open(settings)
    try:
        try:
            with store.transaction() as conn:
                owners = _owners(conn, {f.mirror_id: f.id for f in facts if f.mirror_id})
                return _delete(store, conn, [mid for mid, owner in owners.items()
                                             if owner in ids])
        except sqlite3.Error as exc:
            raise translate(exc, SearchError, f"update the archive's mirror in {store.path}") \
                from exc
    finally:
        store.close()
