"""Fixtures for the session store tests: a real state.db in a temporary home."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.config import FakeClock
from reverie.search_index import SessionStore


@pytest.fixture
def store(tmp_path: Path, clock: FakeClock):
    with SessionStore(tmp_path / "state.db", clock=clock) as s:
        yield s


def add_conversation(store: SessionStore, session_id: str, turns: list[tuple[str, str]], *,
                     start: float = 1_700_000_000.0, **kwargs) -> list[int]:
    """Append ``(role, content)`` turns one second apart; return the message ids."""
    return [store.append_message(session_id, role, content, start + i, **kwargs)
            for i, (role, content) in enumerate(turns)]
