"""Messages whose review stopped at a text file the chat inlined (session 26): what
``reverie doctor`` notes, so what the user typed with a file is not lost without a word.

Hermes' Telegram, Discord, Slack, WhatsApp and Feishu adapters (0.19 and 0.22) put a small text file
sent in a chat into the user's message ("[Content of NAME]:" and the file), then a blank
line and the caption; nothing marks where the file ends (checked in 0.22.2's adapters and
gateway: the gateway's document note before it says only that the content "has been
included below"). A review reads nothing from the header on (search_index.gateway_notes),
so a caption sent with a file is never reviewed. Doctor counts these messages and names the
sessions, so the operator can tell the agent again or add the fact by hand.

Read-only, like the rest of doctor: state.db is opened with ``connect_readonly``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reverie.config import Settings
from reverie.config.sqlitedb import connect_readonly
from reverie.search_index.multimodal import decode_content
from reverie.search_index.spoken import (
    inlined_file_unread,
    session_excluded_condition,
    visible_condition,
)

#: What every adapter writes before an inlined file (the rows are found by it, then read).
HEADER = "[Content of "
#: Sessions the note names (the rest are counted).
NAMED_SESSIONS = 3


@dataclass
class UnreadFiles:
    """The messages of reviewed sessions whose typed words stop at an inlined file."""

    messages: int = 0
    sessions: list[str] = field(default_factory=list)


def unread_files(settings: Settings) -> UnreadFiles:
    """Every live user row of a session Reverie reviews whose reading stops at a text file
    the chat inlined, newest session first; none when the home has no state.db."""
    found = UnreadFiles()
    if not settings.state_db.exists():
        return found
    conn = connect_readonly(settings.state_db)
    try:
        message_columns = [r[1] for r in conn.execute("PRAGMA table_info(messages)")]
        session_columns = [r[1] for r in conn.execute("PRAGMA table_info(sessions)")]
        visible = visible_condition(message_columns, alias="m", retired=False)
        excluded = session_excluded_condition(session_columns, alias="s")
        rows = conn.execute(
            f"SELECT m.session_id, m.content FROM messages m"
            f" LEFT JOIN sessions s ON s.id = m.session_id"
            f" WHERE m.role = 'user' AND instr(m.content, ?) > 0 AND {visible}"
            f" AND NOT {excluded} ORDER BY m.id DESC", (HEADER,))
        for session_id, content in rows:
            if inlined_file_unread(decode_content(content) or ""):
                found.messages += 1
                if session_id not in found.sessions:
                    found.sessions.append(str(session_id))
    finally:
        conn.close()
    return found
