"""Helpers shared by the review-engine tests: sessions in a real state.db, settings for the
fake Gemini server, a real provider with fast (but real) retries, and what was sent."""

from __future__ import annotations

import json
import re
from pathlib import Path

from reverie.config import Settings, load_settings
from reverie.review.providers import RetryingProvider, RetryPolicy, get_provider
from reverie.search_index import SessionStore
from tests.fakes.gemini_server import FakeGeminiServer

KEY = "AIzaFAKE-test-key-0123456789abcdef"


def add_messages(settings: Settings, session_id: str, *turns: tuple[str, str]) -> list[int]:
    """Append ``(role, content)`` messages to ``session_id`` in the real state.db."""
    with SessionStore.open(settings) as store:
        return [store.append_message(session_id, role, content) for role, content in turns]


def gemini_settings(home: Path, server: FakeGeminiServer, **sections) -> Settings:
    # A timeout well above a loaded machine's reply time: a fake server's plain answer
    # that took 0.5 s under the load of other test processes was a timeout and a retry,
    # and the tests counting requests failed (seen session 19). Tests of the timeout
    # itself set their own (see test_engine_provider).
    review = {"provider": "gemini", "base_url": server.url, "timeout": 5.0,
              "model": "gemini-2.5-flash"}
    merged = dict(sections)
    aux = dict(merged.pop("auxiliary", {}))
    aux["background_review"] = {**review, **aux.get("background_review", {})}
    aux.setdefault("session_search", dict(review))
    # load_settings, not make_settings: that helper drops model keys from the environment
    return load_settings(home, environ={"HOME": str(home.parent), "GEMINI_API_KEY": KEY},
                         overrides={"auxiliary": aux, **merged})


def gemini_provider(settings: Settings, *, attempts: int = 4,
                    purpose: str = "background_review") -> RetryingProvider:
    """The real Gemini provider (google-genai SDK) behind the real retry loop, whose
    waits are recorded instead of slept so a test does not take seconds."""
    inner = get_provider(getattr(settings, purpose), settings.environ)
    waits: list[float] = []
    provider = RetryingProvider(inner, RetryPolicy(attempts=attempts, base_delay=0.01),
                                sleep=waits.append)
    provider.waits = waits  # type: ignore[attr-defined]
    return provider


def prompts_sent(server: FakeGeminiServer) -> list[str]:
    return [server.request_text(r)[0] for r in server.requests]


def message_ids_in(prompt: str) -> list[int]:
    """The ``[#id]`` headers of the transcript block(s) of a prompt."""
    return [int(m) for m in re.findall(r"^\[#(\d+)\] ", prompt, re.M)]


def pending_records(settings: Settings) -> list[dict]:
    if not settings.pending_dir.exists():
        return []
    return [json.loads(p.read_text()) for p in sorted(settings.pending_dir.glob("*.json"))]


def memory_text(settings: Settings, target: str = "memory") -> str:
    path = settings.memory_file(target)
    return path.read_text() if path.exists() else ""
