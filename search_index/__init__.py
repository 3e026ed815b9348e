"""The session store (``state.db``): schema, ingestion, FTS5 search, lineage, summaries.

Spec section 7. Public API::

    store = SessionStore.open(settings)          # or SessionStore(path)
    store.append_message(session_id, role, content, timestamp=None, source=..., ...)
    store.search("docker deploy", limit=10, exclude_session=current_id)
    ingest_jsonl(store, "sessions.jsonl")
    sanitize_query(text); cut_transcript(messages, terms, limit=100_000)
"""

from .ingest import ingest_jsonl
from .lineage import family, lineage, root_of
from .models import (
    ROLES,
    SUMMARY_KINDS,
    IngestResult,
    MatchSnippet,
    Message,
    Session,
    SessionActivity,
    SessionHit,
    Summary,
)
from .query import QueryPlan, plan_query, sanitize_query
from .store import NewMessage, SessionStore
from .transcript import cut_transcript, render_transcript

__all__ = [
    "ROLES", "SUMMARY_KINDS", "IngestResult", "MatchSnippet", "Message", "NewMessage",
    "QueryPlan", "Session", "SessionActivity", "SessionHit", "SessionStore", "Summary",
    "cut_transcript", "family", "ingest_jsonl", "lineage", "plan_query", "render_transcript",
    "root_of", "sanitize_query",
]
