"""The ``session_search`` tool: full-text search of past sessions, one summary per session.

For each of the top matched root sessions (default 3, at most 10) the result carries the
session's title, source and start time, the best snippets, and a summary, taken from the
first of:

1. the summary stored for that session (made by an earlier search or the idle sweep);
2. a summary made now by the auxiliary model from the transcript cut around the matches
   — at most ``session_search.max_concurrency`` calls at once, each bounded by the
   configured timeout — which is then stored, so the same question costs nothing next time;
3. a raw preview of the session's first 500 characters, marked as such, when the model
   is unavailable, slow or failing. A preview is never stored: the next search tries the
   model again.

The current session's whole lineage (every session sharing its root) never appears: the
agent has that conversation in context already.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from config import ReverieError, Settings
from config.clock import SYSTEM_CLOCK, Clock
from review.cost import cost_of
from review.ledger import Ledger
from review.prompts import SUMMARY_SYSTEM, build_summary_prompt
from review.providers.base import Usage
from search_index import cut_transcript
from search_index.query import plan_query

from .schemas import DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, SEARCH_ROLES

PREVIEW_CHARS = 500
PREVIEW_MARK = "[Raw preview: no summary could be made]"
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
        missing: dict[str, list[Any]] = {}
        for hit in hits:
            stored = hit.summary
            # A stored preview is not a summary: try the model again for it.
            if stored is not None and stored.kind == MODEL_SUMMARY_KIND and stored.text.strip():
                out[hit.session_id] = ("stored", stored.text.strip())
            else:
                # Read here, in the calling thread: the SQLite connection belongs to it;
                # the pool threads only talk to the model.
                missing[hit.session_id] = self._messages(hit)
        if not missing:
            return out
        made = self._generate_all({root: cut_transcript(msgs, terms, limit=TRANSCRIPT_CHARS)
                                   for root, msgs in missing.items() if msgs})
        for root, msgs in missing.items():
            generation = made.get(root)
            if generation is not None:
                text = generation.text.strip()
                self._store_summary(root, text, generation.model)
                out[root] = ("generated", text)
            else:
                out[root] = ("preview", preview(msgs))
        return out

    def _messages(self, hit: Any) -> list[Any]:
        """The whole conversation of a root session: its messages and those of every
        session continuing it (compressions, delegations), in the order they were written."""
        messages = [m for sid in sorted(self.sessions.family(hit.session_id))
                    for m in self.sessions.messages(sid)]
        return sorted(messages, key=lambda m: m.id)

    def _generate_all(self, transcripts: Mapping[str, str]) -> dict[str, Any]:
        """Summaries from the model, at most ``max_concurrency`` calls at once.

        Returns ``root id -> Generation`` for the calls that succeeded; a failure, an
        empty reply or a call still hanging past its timeout leaves its id out (it gets a
        preview). Every call, good or bad, is recorded in the review ledger.
        """
        provider = self._usable_provider()
        if provider is None or not transcripts:
            return {}
        config = self.settings.session_search
        workers = max(1, min(config.max_concurrency, len(transcripts)))
        rounds = -(-len(transcripts) // workers)
        # The provider enforces its timeout per call; this outer bound only catches a call
        # that ignores it, so one stuck request cannot hang the agent's turn. It waits on
        # real threads, so it is measured in real time, not on the injectable clock.
        deadline = time.monotonic() + rounds * (config.timeout + TIMEOUT_GRACE_S)
        pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="session-summary")
        try:
            futures = {root: pool.submit(provider.generate_text, build_summary_prompt(text),
                                         system=SUMMARY_SYSTEM)
                       for root, text in transcripts.items()}
            results: dict[str, Any] = {}
            for root, future in futures.items():
                remaining = max(0.0, deadline - time.monotonic())
                try:
                    generation = future.result(timeout=remaining)
                except FutureTimeout:
                    self._record(provider, root, None, error="no answer before the timeout")
                    continue
                except Exception as exc:  # noqa: BLE001
                    # Providers raise ProviderError only, but whatever breaks one summary
                    # must cost the agent a preview, never its search result.
                    self._record(provider, root, None, error=str(exc) or type(exc).__name__)
                    continue
                self._record(provider, root, generation)
                if generation.text and generation.text.strip():
                    results[root] = generation
            return results
        finally:
            pool.shutdown(wait=False, cancel_futures=True)

    def _usable_provider(self) -> Any:
        """The provider, or None when summaries cannot be made now (not configured,
        cannot be built, or the daily token budget is spent)."""
        if self._provider is None:
            try:
                from review.providers import get_provider

                self._provider = get_provider(self.settings.session_search, self.settings.environ)
            except ReverieError:
                return None
        if self._budget_spent():
            return None
        return self._provider

    def _budget_spent(self) -> bool:
        budget = self.settings.daily_input_tokens
        if not budget:
            return False
        try:
            with Ledger(self.settings, clock=self.clock) as ledger:
                return ledger.tokens_today() >= budget
        except ReverieError:
            return False  # an unreadable ledger must not cost the agent its summaries

    def _record(self, provider: Any, root: str, generation: Any, *,
                error: str | None = None) -> None:
        """Put one model call (good or failed) in the review ledger, like every model call."""
        usage = generation.usage if generation is not None else Usage()
        model = generation.model if generation is not None else provider.model
        tokens = {"input_tokens": usage.input_tokens, "output_tokens": usage.output_tokens,
                  "cached_tokens": usage.cached_tokens}
        try:
            with Ledger(self.settings, clock=self.clock) as ledger:
                ledger.record_call(purpose="summary", provider=provider.name, model=model,
                                   session_id=root, latency_s=usage.latency_s,
                                   cost_usd=cost_of(model, **tokens).usd,
                                   ok=error is None, error=error, **tokens)
        except ReverieError:
            pass  # accounting must not take the search result away from the agent

    def _store_summary(self, root: str, text: str, model: str) -> None:
        try:
            self.sessions.put_summary(root, text, model=model, kind=MODEL_SUMMARY_KIND)
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


def preview(messages: list[Any]) -> str:
    """The marked raw preview: the first ``PREVIEW_CHARS`` characters of the session."""
    text = "\n".join(f"{m.role}: {(m.content or '').strip()}" for m in messages
                     if (m.content or "").strip())
    body = text[:PREVIEW_CHARS].rstrip() + ("…" if len(text) > PREVIEW_CHARS else "")
    return f"{PREVIEW_MARK}\n{body}" if body else f"{PREVIEW_MARK} (the session has no text)"


def _iso(timestamp: float | None) -> str | None:
    if timestamp is None:
        return None
    return datetime.fromtimestamp(float(timestamp), UTC).isoformat(timespec="seconds")
