"""The README's "Try it" demo, through the real pipeline with the embedded default: every
entry it learns, and the change it stages from the follow-up session, is a self-contained
sentence in the user's language (issue 23 must not change that)."""

from __future__ import annotations

from pathlib import Path

from reverie.config import load_settings
from reverie.memory.pending.staging import list_pending
from reverie.memory.store import MemoryStore
from reverie.review.engine import review_session
from reverie.review.wellformed import problems
from reverie.search_index import SessionStore
from reverie.search_index.ingest import ingest_jsonl

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_the_demo_learns_sentences_and_stages_a_sentence(tmp_path):
    settings = load_settings(tmp_path, environ={}, overrides={
        "display": {"memory_notifications": "off"},
        "auxiliary": {"background_review": {"provider": "heuristic"}}})
    for name in ("sessions.jsonl", "followup.jsonl"):
        with SessionStore.open(settings) as store:
            ingest_jsonl(store, EXAMPLES / name)
            ids = [s.session_id for s in store.activity()]
        for session_id in ids:
            review_session(settings, session_id, echo=lambda _line: None)
    store = MemoryStore(settings)
    learned = [e for target in ("memory", "user") for e in store.entries(target)]
    staged = [op.get("content") for record in list_pending(settings)
              for op in record.payload.get("operations", [record.payload]) if op.get("content")]
    assert len(learned) == 10 and staged == ["User now uses bun instead of pnpm for the frontend."]
    for entry in [*learned, *staged]:
        assert problems(entry) == [], entry
