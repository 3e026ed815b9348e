"""The plain records the session store hands out.

Frozen dataclasses with a ``to_dict()`` for ``--json`` output; no behaviour beyond that,
so every other package can rely on them without importing SQLite.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

ROLES = ("user", "assistant", "system", "tool")
SUMMARY_KINDS = ("model", "preview")


class _Record:
    def to_dict(self) -> dict[str, Any]:
        return asdict(self)  # type: ignore[call-overload]


@dataclass(frozen=True)
class Message(_Record):
    id: int
    session_id: str
    role: str
    content: str | None
    timestamp: float
    tool_name: str | None = None


@dataclass(frozen=True)
class Session(_Record):
    """A row of ``sessions``. Columns an older/foreign schema lacks read as None."""

    id: str
    source: str | None
    user_id: str | None
    model: str | None
    parent_session_id: str | None
    started_at: float | None
    ended_at: float | None
    end_reason: str | None
    message_count: int | None
    title: str | None


@dataclass(frozen=True)
class Summary(_Record):
    """A stored summary of one session (``reverie_session_summaries``).

    ``kind`` is "model" (written by the auxiliary model) or "preview" (the raw first
    characters, used when no model was available). ``through_message_id`` is the last
    message the summary covers, so a caller can tell a stale summary from a fresh one.
    """

    session_id: str
    text: str
    model: str
    kind: str
    through_message_id: int | None
    created_at: float


@dataclass(frozen=True)
class SessionActivity(_Record):
    """What the scheduler needs to know about one session, relative to its review cursor."""

    session_id: str
    cursor: int
    new_user_turns: int
    oldest_new_user_at: float | None
    last_message_id: int
    last_message_at: float
    summarized_through: int | None


@dataclass(frozen=True)
class MatchSnippet(_Record):
    """One matching message: a snippet marked ``>>>``/``<<<`` and its neighbours."""

    message_id: int
    session_id: str
    role: str
    timestamp: float
    snippet: str
    rank: float | None
    before: Message | None = None
    after: Message | None = None


@dataclass(frozen=True)
class SessionHit(_Record):
    """All matches of one root session (a session and its descendants, by lineage)."""

    session_id: str
    title: str | None
    source: str | None
    started_at: float | None
    rank: float | None
    matches: list[MatchSnippet] = field(default_factory=list)
    matched_sessions: list[str] = field(default_factory=list)
    summary: Summary | None = None


@dataclass(frozen=True)
class IngestResult(_Record):
    path: str
    lines: int
    added: int
    duplicates: int
    sessions: list[str]
    #: lines whose timestamp was written in another unit and converted to seconds:
    #: {"milliseconds": 120, ...} (issue 14)
    converted: dict[str, int] = field(default_factory=dict)
