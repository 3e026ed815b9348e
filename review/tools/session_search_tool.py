"""The ``session_search`` tool: recall of past sessions in Hermes 0.19's four shapes.

The arguments pick the shape (spec §13), and every reply says which in ``mode``:

* **discover** (``query``): full-text search; the best root sessions (``limit``, default 3,
  clamped to 1..10), each with the best match's snippet, the messages around it (the match
  flagged ``anchor``), the session's first and last messages (bookends) and a summary.
* **scroll** (``session_id`` + ``around_message_id``): ``window`` messages (default 5,
  clamped to 1..20) on each side of one message.
* **read** (``session_id``): the session's messages, the first 20 and last 10 when longer.
* **browse** (nothing): the most recently active root sessions with a preview.

``profile`` reads another profile's ``state.db`` for any shape; a ``session_id`` written as
``profile/id`` (a session link) means the same. The current session's whole lineage never
appears in discover or browse results and cannot be scrolled: the agent has it in context.

Summaries (discover only) come from the first of:

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
"""

from __future__ import annotations

import dataclasses
import logging
import re
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from reverie.config import ReverieError, Settings
from reverie.config.clock import SYSTEM_CLOCK, Clock
from reverie.config.epoch import format_epoch
from reverie.config.home import Layout, profile_dir, root_of
from reverie.config.terminal import safe_id
from reverie.review.calls import CallContext
from reverie.review.providers import get_provider
from reverie.review.summarize import (
    PREVIEW_MARK,
    preview_of,
    summarize_transcript,
    withheld,
    withheld_summaries,
)
from reverie.search_index import SessionStore, browse, cut_transcript
from reverie.search_index.query import plan_query
from reverie.search_index.transcript import render_transcript

from .schemas import (
    DEFAULT_ROLE_FILTER,
    DEFAULT_SEARCH_LIMIT,
    DEFAULT_WINDOW,
    DETAILS,
    MAX_SEARCH_LIMIT,
    MAX_WINDOW,
    SEARCH_ROLES,
    SORTS,
)

log = logging.getLogger("reverie.session_search")

SNIPPETS_PER_SESSION = 3
MAX_QUERY_CHARS = 500
#: Most sessions fetched before filtering by role (search_index's own cap is 50).
MAX_SEARCH_SCAN = 50
#: The transcript given to the model is cut to this many characters around the matches.
TRANSCRIPT_CHARS = 100_000
#: ``kind`` of the stored summaries made by a model (search_index.models.SUMMARY_KINDS).
MODEL_SUMMARY_KIND = "model"
#: The largest message id: SQLite's INTEGER is 64-bit signed (a larger one cannot be bound).
MAX_MESSAGE_ID = 2**63 - 1
#: Extra seconds past the provider's own timeout before a hung call is given up on.
TIMEOUT_GRACE_S = 5.0


class SearchArgumentError(ValueError):
    """The model's arguments do not form a valid search; the message says what to send."""


ARGUMENTS = ("query", "limit", "sort", "session_id", "around_message_id", "window",
             "role_filter", "profile", "detail", "after", "before", "exclude_session_ids")
#: Sources left out of discover and browse (delegated and third-party runs), and sources
#: ranked after interactive sessions (cron output would otherwise crowd them out).
HIDDEN_SOURCES = ("subagent", "tool")
#: Reverie's own sources: the memory archive's mirror session (memory.upkeep.archive_mirror) is
#: left out of the session results; its facts come from the archive itself, marked.
OWN_SOURCES = ("reverie_archive",)
ARCHIVED_FACTS = 5
DEMOTED_SOURCES = ("cron",)
READ_HEAD, READ_TAIL = 20, 10
BOOKEND = 3


@dataclass(frozen=True)
class SearchRequest:
    mode: str                       # discover | scroll | read | browse
    query: str = ""
    limit: int = DEFAULT_SEARCH_LIMIT
    sort: str | None = None
    session_id: str | None = None
    around_message_id: int | None = None
    window: int = DEFAULT_WINDOW
    roles: tuple[str, ...] = ("user", "assistant")
    profile: str | None = None
    #: Hermes 0.22's discovery arguments: session start bounds (ISO or relative, read
    #: against the tool's clock when the search runs), sessions already inspected (their
    #: lineage left out), and how much of each result to hydrate.
    after: str | None = None
    before: str | None = None
    exclude_session_ids: tuple[str, ...] = ()
    detail: str = "adaptive"


#: Hermes 0.22's relative bounds: "7d", "24h", "2w" (now minus N hours, days, weeks).
_RELATIVE_BOUND = re.compile(r"^(\d{1,9})\s*([hdw])$", re.IGNORECASE)
_BOUND_UNIT_SECONDS = {"h": 3_600, "d": 86_400, "w": 604_800}
#: As Hermes caps it: a runaway list cannot fan out lineage walks.
MAX_EXCLUDED_SESSIONS = 20


def time_bound(value: str | None, now: float) -> float | None:
    """A session start bound as Hermes 0.22 reads it: an ISO date or datetime (no zone:
    UTC; a date alone is midnight UTC) or a relative duration before ``now``."""
    if value is None:
        return None
    relative = _RELATIVE_BOUND.match(value)
    if relative:
        return now - int(relative.group(1)) * _BOUND_UNIT_SECONDS[relative.group(2).lower()]
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise SearchArgumentError(
            f"invalid time bound: {value!r} (expected ISO date/datetime like 2026-07-01, or a "
            "relative duration like 7d, 24h, 2w)") from None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.timestamp()


def _excluded_ids(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list | tuple):
        raise SearchArgumentError("exclude_session_ids must be a list of session ids.")
    ids = dict.fromkeys(i.strip() for i in items if isinstance(i, str) and i.strip())
    return tuple(ids)[:MAX_EXCLUDED_SESSIONS]


def _clamped(value: Any, default: int, low: int, high: int) -> int:
    """An integer argument as Hermes reads it: anything unreadable is the default, and
    the result is clamped into [low, high] (too many is not worth a retry)."""
    if value is None or isinstance(value, bool):
        return default
    try:
        number = int(value)
    except (TypeError, ValueError, OverflowError):
        return default
    return max(low, min(number, high))


def _text_arg(args: Mapping[str, Any], key: str) -> str | None:
    value = args.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise SearchArgumentError(f"{key} must be a string, not {type(value).__name__}.")
    return value.strip() or None


def parse_search_args(args: Any) -> SearchRequest:
    """Check the arguments and pick the shape; :class:`SearchArgumentError` says what to fix."""
    if args is None:
        args = {}
    if not isinstance(args, Mapping):
        raise SearchArgumentError('session_search takes an object of arguments, e.g. {"query": "docker"}.')
    unexpected = sorted(set(args) - set(ARGUMENTS))
    if unexpected:
        raise SearchArgumentError(f"Unexpected argument(s) {', '.join(unexpected)}: "
                                  f"session_search takes {', '.join(ARGUMENTS)}.")
    query = _text_arg(args, "query") or ""
    session_id = _text_arg(args, "session_id")
    profile = _text_arg(args, "profile")
    if session_id and "/" in session_id:          # a link: profile/session_id
        linked, _, session_id = session_id.partition("/")
        session_id = session_id.strip() or None
        profile = profile or linked.strip() or None
    limit = _clamped(args.get("limit"), DEFAULT_SEARCH_LIMIT, 1, MAX_SEARCH_LIMIT)
    common = {"limit": limit, "profile": profile}
    around = args.get("around_message_id")
    if session_id and around is not None:
        if isinstance(around, bool):
            around = None
        try:
            anchor = int(around)
        except (TypeError, ValueError, OverflowError):
            anchor = None
        # Bounded to what SQLite stores: 10**30 or 1e300 raised OverflowError into the host
        # when bound as a query parameter (issue 19).
        if anchor is None or not 1 <= anchor <= MAX_MESSAGE_ID:
            raise SearchArgumentError(
                "around_message_id must be a message id (a whole number from 1 to "
                f"{MAX_MESSAGE_ID}) from an earlier result.")
        return SearchRequest("scroll", session_id=session_id, around_message_id=anchor,
                             window=_clamped(args.get("window"), DEFAULT_WINDOW, 1, MAX_WINDOW),
                             **common)
    if session_id:
        return SearchRequest("read", session_id=session_id, **common)
    if not query:
        return SearchRequest("browse", **common)
    roles: tuple[str, ...] = tuple(DEFAULT_ROLE_FILTER.split(","))
    role_filter = _text_arg(args, "role_filter")
    if role_filter:
        roles = tuple(dict.fromkeys(r.strip().lower() for r in role_filter.split(",") if r.strip()))
        unknown = [r for r in roles if r not in SEARCH_ROLES]
        if unknown or not roles:
            raise SearchArgumentError(f"role_filter takes a comma-separated list of "
                                      f"{', '.join(SEARCH_ROLES)}, not {role_filter!r}.")
    sort = args.get("sort")
    sort = sort.strip().lower() if isinstance(sort, str) else None
    after, before = _text_arg(args, "after"), _text_arg(args, "before")
    for bound in (after, before):
        time_bound(bound, 0.0)          # refused now, in the model's turn, if unreadable
    detail = args.get("detail")
    detail = detail.strip().lower() if isinstance(detail, str) else "adaptive"
    return SearchRequest("discover", query=query[:MAX_QUERY_CHARS], roles=roles,
                         sort=sort if sort in SORTS else None, after=after, before=before,
                         exclude_session_ids=_excluded_ids(args.get("exclude_session_ids")),
                         detail=detail if detail in DETAILS else "adaptive", **common)


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
            return {"success": False, "mode": _guess_mode(args), "error": str(exc)}
        try:
            sessions, current = self.sessions, self.current_session_id
            other = self._profile_store(request.profile) if request.profile else None
            if other is not None:
                # Another profile's sessions: its ids never collide with the current one.
                sessions, current = other, None
            try:
                reply = getattr(self, f"_{request.mode}")(sessions, request, current)
            finally:
                if other is not None:
                    other.close()
        except SearchArgumentError as exc:
            return {"success": False, "mode": request.mode, "error": str(exc)}
        except ReverieError as exc:
            return {"success": False, "mode": request.mode, "error": f"Search failed: {exc}"}
        if request.profile and reply.get("success"):
            reply["profile"] = request.profile
        return reply

    def close(self) -> None:
        if self._owns_provider and self._provider is not None:
            self._provider.close()
            self._provider = None

    # --- profiles -------------------------------------------------------------------------
    def _profile_store(self, profile: str) -> SessionStore | None:
        """The named profile's session store (None: it is this one); "default" is the home."""
        root = root_of(self.settings.home, self.settings.profile)
        if profile == "default":
            path = Layout(root).state_db
        else:
            try:
                path = Layout(profile_dir(root, profile)).state_db
            except ReverieError:
                raise SearchArgumentError(f"profile {profile!r} is not a valid profile name "
                                          "(letters, digits, '_' and '-').") from None
        if path == self.settings.state_db:
            return None
        if not path.is_file():
            raise SearchArgumentError(f"profile {profile!r} has no sessions ({path} does not "
                                      "exist); leave profile out to use the current one.")
        return SessionStore(path, clock=self.clock,
                            busy_timeout=self.settings.state_db_busy_timeout)

    # --- the four shapes ----------------------------------------------------------------
    def _browse(self, sessions: Any, request: SearchRequest, current: str | None) -> dict[str, Any]:
        root = sessions.root_of(current) if current else None
        results = browse.recent_sessions(sessions, request.limit,
                                         exclude_sources=HIDDEN_SOURCES + OWN_SOURCES,
                                         exclude_root=root)
        for result in results:
            result["link"] = session_link(result["session_id"], request.profile)
        return {"success": True, "mode": "browse", "results": results, "count": len(results),
                "message": (f"The {len(results)} most recent session(s). Pass query to search, "
                            "or session_id (and around_message_id) to read one.")}

    def _read(self, sessions: Any, request: SearchRequest, current: str | None) -> dict[str, Any]:
        sid = request.session_id
        meta = sessions.get_session(sid)
        if meta is None or sessions.excluded_reason(sid) == "subagent":
            raise SearchArgumentError(f"No session '{safe_id(sid)}': use a session_id from an "
                                      "earlier result, or search with query.")
        messages = [_shape(m) for m in browse.session_messages(sessions, sid)]
        truncated = len(messages) > READ_HEAD + READ_TAIL
        reply = {"success": True, "mode": "read", "session_id": sid,
                 "link": session_link(sid, request.profile), "session_meta": _meta(meta), "message_count": len(messages),
                 "truncated": truncated,
                 "messages": messages[:READ_HEAD] + messages[-READ_TAIL:] if truncated else messages}
        if truncated:
            reply["message"] = (f"The session has {len(messages)} messages; these are the first "
                                f"{READ_HEAD} and the last {READ_TAIL}. Pass around_message_id "
                                "to scroll through the middle.")
        return reply

    def _scroll(self, sessions: Any, request: SearchRequest, current: str | None) -> dict[str, Any]:
        sid, anchor = request.session_id, request.around_message_id
        assert sid is not None and anchor is not None
        if current and sessions.root_of(sid) == sessions.root_of(current):
            raise SearchArgumentError("That session is the current conversation (or part of it), "
                                      "which you already have in context.")
        meta = sessions.get_session(sid)
        if meta is None or sessions.excluded_reason(sid) == "subagent":
            raise SearchArgumentError(f"No session '{safe_id(sid)}': use a session_id from an earlier"
                                      " result.")
        view = browse.messages_around(sessions, sid, anchor, request.window)
        warning = None
        if not view["window"]:
            # The id may live in a continuation of that session (a compression or a
            # delegation child): same conversation, so read it there.
            owner = browse.owner_of(sessions, anchor)
            if (owner and owner != sid and sessions.root_of(owner) == sessions.root_of(sid)
                    and sessions.excluded_reason(owner) != "subagent"):
                view = browse.messages_around(sessions, owner, anchor, request.window)
                warning = f"Message {anchor} is in {owner}, a continuation of {sid}; shown from there."
                sid, meta = owner, sessions.get_session(owner) or meta
        if not view["window"]:
            raise SearchArgumentError(f"Message {anchor} is not in session '{safe_id(sid)}': use an id "
                                      "shown in an earlier result for that session.")
        reply = {"success": True, "mode": "scroll", "session_id": sid,
                 "around_message_id": anchor, "session_meta": _meta(meta),
                 "window": request.window,
                 "messages": [_shape(m, anchor) for m in view["window"]],
                 "messages_before": view["messages_before"],
                 "messages_after": view["messages_after"], "hint": SCROLL_HINT}
        if warning:
            reply["warning"] = warning
        return reply

    def _discover(self, sessions: Any, request: SearchRequest,
                  current: str | None) -> dict[str, Any]:
        hits = self._matched_sessions(sessions, request, current)
        base = {"success": True, "mode": "discover", "query": request.query,
                "detail": request.detail}
        # Facts moved out of MEMORY.md/USER.md (issue 20), beside the sessions and marked:
        # this profile's archive only (another profile's is that profile's business).
        archived = self._archived(request) if sessions is self.sessions else []
        if archived:
            base["archived"] = archived
        if not hits:
            more = (f" {len(archived)} archived memory fact(s) do (see archived)."
                    if archived else "")
            return {**base, "results": [], "count": 0, "sessions_searched": 0,
                    "message": f"No past session matches {request.query!r}.{more}"}
        summaries = self._summaries(sessions, hits, list(plan_query(request.query).terms))
        results = [_result(sessions, hit, summaries[hit.session_id], request.roles)
                   for hit in hits]
        for result in results:
            # Every result is hydrated whole (Hermes 0.22's adaptive answer hydrates the top
            # one and gives the others compact): more than asked, never less.
            result["link"] = session_link(result["session_id"], request.profile)
            result["detail"] = "full"
        return {**base, "results": results, "count": len(results),
                "sessions_searched": len(hits), "link_hint": LINK_HINT}

    def _archived(self, request: SearchRequest) -> list[dict[str, Any]]:
        """Archived facts matching the query, each marked ``archived: true``."""
        if not self.settings.journal_db.exists():
            return []
        # Lazy: the agent's search loads memory's archive only when it has one to read.
        from reverie.memory.upkeep.archive import Archive

        try:
            with Archive(self.settings, clock=self.clock) as archive:
                facts = archive.search(request.query, limit=min(ARCHIVED_FACTS, request.limit * 2))
        except ReverieError as exc:
            log.warning("archived facts left out of the search: %s", exc)
            return []
        return [{"archived": True, "archive_id": f.id, "target": f.target, "text": f.text,
                 "why": f.why, "kind": f.kind, "learned": _when(f.learned_at),
                 "archived_at": _when(f.archived_at)} for f in facts]

    # --- search ---------------------------------------------------------------------
    def _matched_sessions(self, sessions: Any, request: SearchRequest,
                          current: str | None) -> list[Any]:
        """The top ``request.limit`` root sessions with a match by one of the roles asked
        for, interactive before automation (cron), then by ``sort`` if one was given."""
        roles = request.roles
        single = roles[0] if len(roles) == 1 else None
        now = self.clock.now()
        after, before = time_bound(request.after, now), time_bound(request.before, now)
        filtered = after is not None or before is not None or request.exclude_session_ids
        # Several roles (or a bound, or excluded sessions): search more and keep the hits
        # that pass, so that filtering still leaves enough.
        wanted = request.limit if single and not filtered else min(MAX_SEARCH_SCAN,
                                                                   request.limit * 4)
        hits = sessions.search(request.query, limit=wanted, role=single,
                               exclude_session=current)
        excluded_root = sessions.root_of(current) if current else None
        # An inspected session hides its whole lineage, as in Hermes 0.22.
        inspected = set(request.exclude_session_ids)
        inspected |= {sessions.root_of(sid) or sid for sid in request.exclude_session_ids}
        kept = []
        for hit in hits:
            matches = [m for m in hit.matches if m.role in roles]
            # Defence in depth: the store excludes the lineage already, but a result from
            # the agent's own conversation would only echo its context back at it.
            if not matches or hit.session_id == excluded_root \
                    or hit.source in HIDDEN_SOURCES + OWN_SOURCES:
                continue
            if inspected and (hit.session_id in inspected
                              or (sessions.root_of(hit.session_id) or hit.session_id) in inspected):
                continue
            if not _started_within(hit.started_at, after, before):
                continue
            kept.append(dataclasses.replace(hit, matches=matches))
        kept.sort(key=lambda h: h.source in DEMOTED_SOURCES)
        kept = kept[: request.limit]
        if request.sort:
            kept.sort(key=lambda h: float(h.started_at or 0), reverse=request.sort == "newest")
        return kept

    # --- summaries --------------------------------------------------------------------
    def _summaries(self, sessions: Any, hits: list[Any],
                   terms: list[str]) -> dict[str, tuple[str, str]]:
        """``root id -> (kind, text)`` with kind stored | generated | preview."""
        out: dict[str, tuple[str, str]] = {}
        wanted: dict[str, list[Any]] = {}
        # A summary stored before a "forget" is read through the requests made since.
        for hit, read in zip(hits, withheld_summaries(self.settings, hits, self.clock),
                             strict=True):
            stored = read.summary
            # A stored preview is not a summary: try the model again for it.
            if stored is not None and stored.kind == MODEL_SUMMARY_KIND and stored.text.strip():
                out[hit.session_id] = ("stored", stored.text.strip())
            elif stored is None and hit.summary is not None:
                # the requests cannot be read (journal.db): the search goes on without it
                out[hit.session_id] = ("preview", f"{PREVIEW_MARK}\n(the stored summary is "
                                       "not shown: the user's requests cannot be read)")
            else:
                # Read here, in the calling thread; the pool threads only summarise.
                wanted[hit.session_id] = self._messages(sessions, hit)
        made = self._generate_all({root: msgs for root, msgs in wanted.items() if msgs}, terms)
        for root, msgs in wanted.items():
            summary = made.get(root)
            if summary is not None and summary.kind == MODEL_SUMMARY_KIND:
                if sessions is self.sessions:   # another profile's store is only read
                    self._store_summary(summary)
                out[root] = ("generated", summary.text)
            else:
                # The preview is the session's beginning, not the window around the matches.
                out[root] = ("preview", preview_of(render_transcript(withheld(self.settings, msgs, self.clock))) if msgs
                             else f"{PREVIEW_MARK}\n(the session has no messages)")
        return out

    def _messages(self, sessions: Any, hit: Any) -> list[Any]:
        """The whole conversation of a root session: its messages and those of every
        session continuing it (compressions, delegations), in the order they were written."""
        # Not a delegated subagent's transcript, nor what compaction retired (search_index.spoken).
        messages = [m for sid in sorted(sessions.family(hit.session_id))
                    if sessions.excluded_reason(sid) != "subagent"
                    for m in sessions.messages(sid, retired=False)]
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
        # One id for this tool call: its summaries are one run in the model-call ledger.
        call = CallContext.new("tool")
        pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="session-summary")
        try:
            futures = {
                root: pool.submit(summarize_transcript, self.settings, root,
                                  cut_transcript(withheld(self.settings, msgs, self.clock),
                                                 terms, limit=TRANSCRIPT_CHARS),
                                  through_message_id=msgs[-1].id, provider=provider,
                                  clock=self.clock, purpose="search_summary",
                                  call=call)
                for root, msgs in conversations.items()
            }
            made: dict[str, Any] = {}
            for root, future in futures.items():
                try:
                    made[root] = future.result(timeout=max(0.0, deadline - time.monotonic()))
                except FutureTimeout:
                    log.warning("summary of session %s did not finish in time; "
                                "showing a preview", safe_id(root))
                except Exception as exc:  # noqa: BLE001
                    # Whatever breaks one summary (a bad provider, the ledger) must cost
                    # the agent a preview, never its search result; but say so, or a
                    # recurring failure would only ever look like "a preview".
                    log.warning("summary of session %s failed (%s: %s); showing a preview",
                                safe_id(root), type(exc).__name__, exc)
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
                                      kind=summary.kind, scanned=True,  # made by _summarise
                                      through_message_id=summary.through_message_id)
        except ReverieError:
            pass  # the summary is still returned; the next search will make it again


def _result(sessions: Any, hit: Any, summary: tuple[str, str],
            roles: tuple[str, ...]) -> dict[str, Any]:
    """One discover result in Hermes' shape, plus Reverie's ``summary``/``summary_kind``."""
    kind, text = summary
    best = hit.matches[0]
    view = browse.anchored_view(sessions, best.session_id, best.message_id, window=DEFAULT_WINDOW,
                                bookend=BOOKEND, roles=roles)
    meta = sessions.get_session(hit.session_id)
    entry = {
        "session_id": best.session_id,
        "when": _when(hit.started_at),
        "source": hit.source or "unknown",
        "model": (meta.model if meta else None) or "unknown",
        "title": hit.title,
        "matched_role": best.role,
        "match_message_id": best.message_id,
        "snippet": best.snippet,
        "bookend_start": [_shape(m) for m in view["bookend_start"]],
        "messages": [_shape(m, best.message_id) for m in view["window"]],
        "bookend_end": [_shape(m) for m in view["bookend_end"]],
        "messages_before": view["messages_before"],
        "messages_after": view["messages_after"],
        "summary": text,
        "summary_kind": kind,
    }
    if best.session_id != hit.session_id:
        entry["parent_session_id"] = hit.session_id
    return entry


#: How to read on from a scroll window (Hermes 0.22 answers with the same advice).
SCROLL_HINT = ("Scroll forward: call again with around_message_id set to the last message's "
               "id; backward: the first message's id. messages_before/messages_after below "
               "window means that end of the session is reached.")
#: Hermes 0.22's way to name a session to the user: the agent writes ``link`` as it is.
LINK_HINT = ("When referring the user to a session, write its `link` value verbatim inline "
             "(it renders as a titled link). To read more around a result, scroll: "
             "session_search(session_id=..., around_message_id=match_message_id).")


def session_link(session_id: str, profile: str | None = None) -> str:
    """``@session:<profile>/<id>``, or ``@session:<id>`` in the current profile (a bare id
    resolves there, as in Hermes 0.22)."""
    return f"@session:{profile}/{session_id}" if profile else f"@session:{session_id}"


def _started_within(started: Any, after: float | None, before: float | None) -> bool:
    """``after <= started < before``; a session of unknown start fails any bound."""
    if after is None and before is None:
        return True
    try:
        at = float(started)
    except (TypeError, ValueError):
        return False
    return (after is None or at >= after) and (before is None or at < before)


def _shape(message: dict[str, Any], anchor: int | None = None) -> dict[str, Any]:
    """A message as the tool shows it: no session id, no empty extras, the anchor flagged."""
    out = {k: v for k, v in message.items() if k != "session_id"}
    if anchor is not None and message["id"] == anchor:
        out["anchor"] = True
    return out


def _meta(session: Any) -> dict[str, Any]:
    return {"when": _when(session.started_at), "source": session.source,
            "model": session.model, "title": session.title}


def _when(timestamp: Any) -> str:
    """A session's start as a readable UTC date ("unknown" when absent or unusable: a
    foreign database may hold anything there, and one odd row must not fail the search)."""
    return format_epoch(timestamp, "%B %d, %Y at %H:%M UTC", unknown="unknown")


def _guess_mode(args: Any) -> str:
    """The shape a refused call was aiming at, for the ``mode`` of its error reply."""
    if not isinstance(args, Mapping):
        return "browse"
    if args.get("session_id"):
        return "scroll" if args.get("around_message_id") is not None else "read"
    return "discover" if args.get("query") else "browse"
