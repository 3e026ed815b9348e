"""Helpers of the memory-upkeep tests: a home fed one fact a session, reviewed for real."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reverie.config import Settings
from reverie.memory.store import MemoryStore
from reverie.memory.upkeep.archive import Archive
from reverie.memory.upkeep.waiting import WaitingFacts
from reverie.review.engine import review_session
from reverie.search_index import SessionStore

DAY = 86400.0
T0 = 1_735_689_600.0   # 2025-01-01: every session of a test is in the past


def say(settings: Settings, session_id: str, text: str, *, day: float) -> list[int]:
    """One user message (and the assistant's reply) at ``day`` days after T0."""
    with SessionStore.open(settings) as store:
        return [store.append_message(session_id, "user", text, T0 + day * DAY),
                store.append_message(session_id, "assistant", "Noted.", T0 + day * DAY + 5)]


def learn(settings: Settings, session_id: str, text: str, *, day: float, clock: Any) -> Any:
    """``say`` then review that session with the offline heuristic."""
    say(settings, session_id, text, day=day)
    return review_session(settings, session_id, clock=clock, echo=lambda _line: None)


def port_fact(n: int) -> str:
    return f"Remember that service-{n} listens on port {7000 + n} in staging."


def live(settings: Settings, target: str = "memory") -> list[str]:
    return MemoryStore(settings).entries(target)


def archived(settings: Settings, target: str | None = None) -> list[str]:
    with Archive(settings) as archive:
        archive.settle()
        return [f.text for f in archive.facts(target)]


def waiting(settings: Settings, target: str | None = None) -> list[str]:
    with WaitingFacts(settings) as facts:
        return [f.content for f in facts.facts(target)]


def mirror_texts(settings: Settings) -> list[str]:
    from reverie.memory.upkeep.archive_mirror import ARCHIVE_SESSION

    if not Path(settings.state_db).exists():
        return []
    with SessionStore.open(settings) as store:
        return [m.content for m in store.messages(ARCHIVE_SESSION)]
