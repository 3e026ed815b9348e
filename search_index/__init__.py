"""The session store (``state.db``): schema, ingestion, FTS5 search, lineage, summaries.

Spec section 7. Public API::

    store = SessionStore.open(settings)          # or SessionStore(path)
    store.append_message(session_id, role, content, timestamp=None, source=..., ...)
    store.search("docker deploy", limit=10, exclude_session=current_id)
    ingest_jsonl(store, "sessions.jsonl")
    sanitize_query(text); cut_transcript(messages, terms, limit=100_000)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# (Eager, and first: the functions' names are also their submodule's; once bound here, the
# submodule's later imports leave them bound. Standard library only.)
from .lineage import family, lineage, root_of

if TYPE_CHECKING:
    from .ingest import ingest_jsonl  # noqa: F401 - exported lazily
    from .models import (  # noqa: F401
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
    from .query import QueryPlan, plan_query, sanitize_query  # noqa: F401
    from .store import NewMessage, SessionStore  # noqa: F401
    from .transcript import cut_transcript, render_transcript  # noqa: F401

__all__ = [
    "ROLES", "SUMMARY_KINDS", "IngestResult", "MatchSnippet", "Message", "NewMessage",
    "QueryPlan", "Session", "SessionActivity", "SessionHit", "SessionStore", "Summary",
    "cut_transcript", "family", "ingest_jsonl", "lineage", "plan_query", "render_transcript",
    "root_of", "sanitize_query",
]

#: Each public name's submodule. They are loaded when first asked for, so importing one
#: submodule (``search_index.query``: the query language the archive reads) or the package
#: loads no other: the store, ingestion and sqlite_utils cost a process that writes memory
#: but never reads state.db (an agent's ``memory add``) ~50 ms of CPU at its start.
_LAZY = {**dict.fromkeys(("ingest_jsonl",), "ingest"),
         **dict.fromkeys(("ROLES", "SUMMARY_KINDS", "IngestResult", "MatchSnippet", "Message",
                          "Session", "SessionActivity", "SessionHit", "Summary"), "models"),
         **dict.fromkeys(("QueryPlan", "plan_query", "sanitize_query"), "query"),
         **dict.fromkeys(("NewMessage", "SessionStore"), "store"),
         **dict.fromkeys(("cut_transcript", "render_transcript"), "transcript")}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value   # found directly from now on
    return value
