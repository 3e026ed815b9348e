"""The ``session_search`` tool: full-text search of past sessions, one summary per session.

For each of the top matched root sessions (default 3, at most 10) the result carries the
session's title, source and start time, the best snippets, and a summary, taken from the
first of:

1. the summary stored for that session (made by an earlier search or the idle sweep);
2. a summary made now by the auxiliary model from the transcript cut around the matches
   — at most ``session_search.max_concurrency`` calls at once, each bounded by the
   configured timeout — which is then stored, so the same question costs nothing next time;
3. a raw preview of the session's first 500 characters, marked as such, when the model
   is unavailable, slow or failing, or the daily token budget is spent. A preview is not
   stored: the next search tries the model again.

Making one summary is ``review.summarize.summarize_transcript`` (prompt, budget, ledger,
preview fallback), the same code the idle summary sweep runs; this module adds the
lineage-wide transcript, the fan-out and the storing.

The current session's whole lineage (every session sharing its root) never appears: the
agent has that conversation in context already.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from reverie.config import ReverieError, Settings
from reverie.config.clock import SYSTEM_CLOCK, Clock
from reverie.review.providers import get_provider
from reverie.review.summarize import PREVIEW_MARK, preview_of, summarize_transcript
from reverie.search_index import cut_transcript
from reverie.search_index.query import plan_query
from reverie.search_index.transcript import render_transcript

from .schemas import DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, SEARCH_ROLES

log = logging.getLogger("reverie.session_search")

SNIPPETS_PER_SESSION = 3
MAX_QUERY_CHARS = 500
#: The transcript given to the model is cut to this many characters around the matches.
TRANSCRIPT_CHARS = 100_000
#: ``kind`` of the stored summaries made by a model (search_index.models.SUMMARY_KINDS).
MODEL_SUMMARY_KIND = "model"
#: Extra seconds past the provider's own timeout before a hung call is given up on.
TIMEOUT_GRACE_S = 5.0


class SearchArgumentError(ValueError):
    """The model's arguments do not form a valid search; the message says what to send."""


@dataclass(frozen=True)
class SearchRequest:
    query: str
    limit: int
    role: str | None
    source: str | None


def parse_search_args(args: Any) -> SearchRequest:
    if not isinstance(args, Mapping):
        raise SearchArgumentError('session_search takes an object of arguments, e.g. {"query": "docker"}.')
    unexpected = sorted(set(args) - {"query", "limit", "role", "source"})
    if unexpected:
        raise SearchArgumentError(f"Unexpected argument(s) {', '.join(unexpected)}: "
                                  "session_search takes query, limit, role, source.")
    query = args.get("query")
    if not isinstance(query, str) or not query.strip():
        raise SearchArgumentError("query must be a non-empty string of keywords to look for.")
    limit = args.get("limit", DEFAULT_SEARCH_LIMIT)
    if limit is None:
        limit = DEFAULT_SEARCH_LIMIT
    if isinstance(limit, float) and limit.is_integer():
        limit = int(limit)
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise SearchArgumentError(f"limit must be a whole number from 1 to {MAX_SEARCH_LIMIT}.")
    if limit < 1:
        raise SearchArgumentError(f"limit must be at least 1 (at most {MAX_SEARCH_LIMIT}).")
    role = args.get("role")
    if role is not None and role not in SEARCH_ROLES:
        raise SearchArgumentError(f"role must be one of {', '.join(SEARCH_ROLES)}, or left out.")
    source = args.get("source")
    if source is not None and (not isinstance(source, str) or not source.strip()):
        raise SearchArgumentError("source must be a non-empty string (e.g. cli), or left out.")
    # More than the maximum is not the model's fault worth a retry: give it the maximum.
    return SearchRequest(query=query.strip()[:MAX_QUERY_CHARS], limit=min(limit, MAX_SEARCH_LIMIT),
                         role=role, source=source.strip() if source else None)


class SessionSearchTool:
    """Dispatcher of the ``session_search`` tool over a ``search_index.SessionStore``.

    ``provider`` is the auxiliary model for summaries; when None it is built from
    ``settings.session_search`` on first need. ``current_session_id`` is the session the
    agent is in; its lineage is excluded from every result.
    """

    name = "session_search"

    def __init__(self, settings: Settings, session_store: Any, provider: Any = None,
                 current_session_id: str | None = None, *, clock: Clock = SYSTEM_CLOCK) -> None:
        self.settings = settings
        self.sessions = session_store
        self.current_session_id = current_session_id
        self.clock = clock
        self._provider = provider
        self._owns_provider = provider is None

    def call(self, args: Any) -> dict[str, Any]:
        try:
            request = parse_search_args(args)
        except SearchArgumentError as exc:
            return {"success": False, "error": str(exc)}
        try:
            hits = self._matched_sessions(request)
            summaries = self._summaries(hits, list(plan_query(request.query).terms))
        except ReverieError as exc:
            return {"success": False, "error": f"Search failed: {exc}"}
        results = [_result(hit, summaries[hit.session_id]) for hit in hits]
        message = (f"Found {len(results)} past session(s) matching {request.query!r}."
                   if results else f"No past session matches {request.query!r}.")
        return {"success": True, "query": request.query, "count": len(results),
                "results": results, "message": message}

    def close(self) -> None:
        if self._owns_provider and self._provider is not None:
            self._provider.close()
            self._provider = None

    # --- search ---------------------------------------------------------------------
    def _matched_sessions(self, request: SearchRequest) -> list[Any]:
        """The top ``request.limit`` root sessions matching the query, best first."""
        hits = self.sessions.search(request.query, limit=request.limit, source=request.source,
                                    role=request.role, exclude_session=self.current_session_id)
        excluded_root = self._excluded_root()
        # Defence in depth: the store excludes the lineage already, but a result from the
        # agent's own conversation would only echo its context back at it.
        return [hit for hit in hits if hit.session_id != excluded_root][: request.limit]

    def _excluded_root(self) -> str | None:
        if not self.current_session_id:
            return None
        return self.sessions.root_of(self.current_session_id)

    # --- summaries --------------------------------------------------------------------
    def _summaries(self, hits: list[Any], terms: list[str]) -> dict[str, tuple[str, str]]:
        """``root id -> (kind, text)`` with kind stored | generated | preview."""
        out: dict[str, tuple[str, str]] = {}
        wanted: dict[str, list[Any]] = {}
        for hit in hits:
            stored = hit.summary
            # A stored preview is not a summary: try the model again for it.
            if stored is not None and stored.kind == MODEL_SUMMARY_KIND and stored.text.strip():
                out[hit.session_id] = ("stored", stored.text.strip())
            else:
                # Read here, in the calling thread; the pool threads only summarise.
                wanted[hit.session_id] = self._messages(hit)
        made = self._generate_all({root: msgs for root, msgs in wanted.items() if msgs}, terms)
        for root, msgs in wanted.items():
            summary = made.get(root)
            if summary is not None and summary.kind == MODEL_SUMMARY_KIND:
                self._store_summary(summary)
                out[root] = ("generated", summary.text)
            else:
                # The preview is the session's beginning, not the window around the matches.
                out[root] = ("preview", preview_of(render_transcript(msgs)) if msgs
                             else f"{PREVIEW_MARK}\n(the session has no messages)")
        return out

    def _messages(self, hit: Any) -> list[Any]:
        """The whole conversation of a root session: its messages and those of every
        session continuing it (compressions, delegations), in the order they were written."""
        messages = [m for sid in sorted(self.sessions.family(hit.session_id))
                    for m in self.sessions.messages(sid)]
        return sorted(messages, key=lambda m: m.id)

    def _generate_all(self, conversations: Mapping[str, list[Any]],
                      terms: list[str]) -> dict[str, Any]:
        """``root id -> review.summarize.Summary`` (a model summary or a preview), made by
        ``summarize_transcript`` with at most ``max_concurrency`` calls at once.

        summarize_transcript checks the daily budget, calls the model once with the
        configured timeout, records the call in the ledger and falls back to a preview on
        any provider error; a call still running past its timeout is left out here.
        """
        if not conversations:
            return {}
        provider = self._usable_provider()
        config = self.settings.session_search
        workers = max(1, min(config.max_concurrency, len(conversations)))
        rounds = -(-len(conversations) // workers)
        # The provider enforces its timeout per call; this outer bound only catches a call
        # that ignores it, so one stuck request cannot hang the agent's turn. It waits on
        # real threads, so it is measured in real time, not on the injectable clock.
        deadline = time.monotonic() + rounds * (config.timeout + TIMEOUT_GRACE_S)
        pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="session-summary")
        try:
            futures = {
                root: pool.submit(summarize_transcript, self.settings, root,
                                  cut_transcript(msgs, terms, limit=TRANSCRIPT_CHARS),
                                  through_message_id=msgs[-1].id, provider=provider,
                                  clock=self.clock, purpose="search_summary")
                for root, msgs in conversations.items()
            }
            made: dict[str, Any] = {}
            for root, future in futures.items():
                try:
                    made[root] = future.result(timeout=max(0.0, deadline - time.monotonic()))
                except FutureTimeout:
                    log.warning("summary of session %s did not finish in time; "
                                "showing a preview", root)
                except Exception as exc:  # noqa: BLE001
                    # Whatever breaks one summary (a bad provider, the ledger) must cost
                    # the agent a preview, never its search result; but say so, or a
                    # recurring failure would only ever look like "a preview".
                    log.warning("summary of session %s failed (%s: %s); showing a preview",
                                root, type(exc).__name__, exc)
            return made
        finally:
            pool.shutdown(wait=False, cancel_futures=True)

    def _usable_provider(self) -> Any:
        """The provider shared by the summary threads (one attempt per call: the agent is
        waiting, and a failed summary is a preview now and the idle sweep's job later).
        None when it cannot be built (no key, say): summarize_transcript then tries to build
        it itself, fails the same way, records why and makes a preview."""
        if self._provider is None:
            try:
                self._provider = get_provider(self.settings.session_search,
                                              self.settings.environ, clock=self.clock)
            except ReverieError:
                return None
        return self._provider

    def _store_summary(self, summary: Any) -> None:
        try:
            self.sessions.put_summary(summary.session_id, summary.text, model=summary.model,
                                      kind=summary.kind,
                                      through_message_id=summary.through_message_id)
        except ReverieError:
            pass  # the summary is still returned; the next search will make it again


def _result(hit: Any, summary: tuple[str, str]) -> dict[str, Any]:
    kind, text = summary
    snippets = list(dict.fromkeys(m.snippet for m in hit.matches if m.snippet))
    return {
        "session_id": hit.session_id,
        "title": hit.title,
        "source": hit.source,
        "started_at": _iso(hit.started_at),
        "matched_sessions": list(hit.matched_sessions),
        "snippets": snippets[:SNIPPETS_PER_SESSION],
        "summary": text,
        "summary_kind": kind,
    }


def _iso(timestamp: Any) -> str | None:
    """ISO 8601 UTC of a ``started_at``; None when absent or not a usable epoch time (a
    foreign database may hold anything there, and one odd row must not fail the search)."""
    try:
        return datetime.fromtimestamp(float(timestamp), UTC).isoformat(timespec="seconds")
    except (TypeError, ValueError, OverflowError, OSError):
        return None
