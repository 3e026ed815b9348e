"""The review: new messages of a session in, validated and staged memory operations out.

One call of :func:`review_session` does, per chunk of new messages:

1. read the messages after the session's cursor (and, for context only, a short digest of
   the last few before it); nothing new → return without calling the model;
2. stop with :class:`BudgetExceeded` when today's input tokens reached the daily budget;
   the cursor does not move, so the session stays due and is reviewed when the budget resets;
3. ask the provider for ``{"operations": [...]}`` against the review schema; invalid output
   gets exactly one repair attempt (the error and the bad answer are sent back), then the
   review fails with :class:`InvalidReviewOutput` and nothing is written;
4. validate (:mod:`review.validate`) and stage every surviving operation through
   ``memory.pending.staging.stage`` with origin ``background_review`` and the evidence;
5. only then advance the cursor: if staging raises, the cursor stays and a rerun reviews the
   same messages again; whatever was staged before the failure is then a duplicate of a
   live entry or a pending record and is dropped, so nothing is staged twice.

Every model call, failed ones included, is recorded in the ledger with its usage and cost.
Per-session exclusivity (one review of a session at a time) is the worker's job (leases).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, ProviderError, ReviewError, Settings
from reverie.config.database import Database
from reverie.config.terminal import safe_id
from reverie.memory.journal import ASKED, LEARNED, Journal, fingerprint
from reverie.memory.locking import DEFAULT_TIMEOUT
from reverie.memory.pending.notify import notify
from reverie.memory.pending.staging import (
    StageRequest,
    is_rejected,
    new_record_id,
    pending_fingerprints,
    stage,
)
from reverie.memory.scan.blocks import record_block
from reverie.memory.scan.scanner import find_threat, scan_content, withhold
from reverie.memory.store import MemoryStore, is_over_limit
from reverie.memory.upkeep.archive import Archive, ArchiveItem
from reverie.memory.upkeep.upkeep_db import UpkeepDB
from reverie.memory.upkeep.waiting import WaitingFacts, cap_waiting
from reverie.search_index import SessionStore
from reverie.search_index.shared_sessions import group_hold, without_sender_tags

from . import episodes, prompts, second_opinion
from .calls import CallContext, or_new
from .consolidate.gather import learned_at, origin_evidence
from .exclusions import Exclusions, new_key, requests_in, someone_elses
from .forget_pending import withdraw_forgotten
from .kept_on_request import asked
from .ledger import Ledger, exclusion_label, record_generation, scrub_secrets
from .providers import InvalidModelOutput, RetryingProvider, RetryPolicy, get_provider
from .review_input import plain_text, review_message
from .review_scope import review_scope
from .schema import REVIEW_SCHEMA, review_schema, validate_operations
from .validate import (
    TARGETS,
    Batch,
    Candidate,
    Dropped,
    Plan,
    entries_size,
    evidence_hold,
    validate,
)

ORIGIN = "background_review"
#: Most characters of new transcript sent in one model call; a longer backlog is reviewed
#: in several calls, each staged and committed (cursor advanced) before the next.
CHUNK_CHARS = 40_000
QUOTE_CHARS = 160
MAX_QUOTES = 3


class BudgetExceeded(ReviewError):
    """Today's input-token budget is spent; the review did not run and stays due."""


class InvalidReviewOutput(ReviewError):
    """The model's answer stayed invalid after the one repair attempt; nothing was written."""


@dataclass
class ReviewResult:
    session_id: str
    status: str                        # reviewed | nothing_new | disabled | excluded
    cursor_before: int = 0
    cursor_after: int = 0
    messages_reviewed: int = 0
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cost_usd: float = 0.0
    provider: str | None = None
    model: str | None = None
    outcomes: list[Any] = field(default_factory=list)     # memory.pending.staging.StageOutcome
    dropped: list[dict[str, Any]] = field(default_factory=list)
    exclusions: list[str] = field(default_factory=list)   # "do not remember" requests found
    #: Proposals that did not fit, kept waiting for room (memory.upkeep.waiting, issue 20).
    waiting: list[dict[str, Any]] = field(default_factory=list)
    #: Waiting facts moved to the archive past their target's cap (issue 29).
    never_placed: list[dict[str, Any]] = field(default_factory=list)
    #: The user's dated past events placed in the archive, never in a file (review.episodes),
    #: and those not placed, each with its reason.
    episodes: list[dict[str, Any]] = field(default_factory=list)
    episodes_dropped: list[dict[str, Any]] = field(default_factory=list)
    #: Archived facts (past events, entries moved out of a file) a "forget …" request in
    #: these messages covered: deleted (their ids).
    archive_deleted: list[int] = field(default_factory=list)
    #: Why an ``excluded`` session is not reviewed: ``subagent`` or ``cron`` (search_index.spoken).
    excluded: str | None = None
    #: The last chunk's cursor when the caller asked to write it itself
    #: (``hold_last_cursor``): a worker's review job commits it with the job's end.
    cursor_held: int | None = None

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)

    @property
    def staged(self) -> int:
        """Records now waiting for an operator."""
        return self.count("staged")

    @property
    def applied(self) -> int:
        """Operations applied at once (background adds without write_approval)."""
        return self.count("applied")

    @property
    def cursor(self) -> int:
        return self.cursor_after

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id, "status": self.status,
            "cursor_before": self.cursor_before, "cursor_after": self.cursor_after,
            "messages_reviewed": self.messages_reviewed, "calls": self.calls,
            "usage": {"input_tokens": self.input_tokens, "output_tokens": self.output_tokens,
                      "cached_tokens": self.cached_tokens},
            "cost_usd": round(self.cost_usd, 8), "provider": self.provider, "model": self.model,
            "applied": self.applied, "staged": self.staged,
            "outcomes": [o.to_dict() for o in self.outcomes],
            "dropped": self.dropped, "exclusions": self.exclusions,
            "waiting": self.waiting, "never_placed": self.never_placed,
            "episodes": self.episodes, "episodes_dropped": self.episodes_dropped,
            "archive_deleted": self.archive_deleted,
            "excluded": self.excluded,
        }


def review_session(settings: Settings, session_id: str, *, provider: Any = None,
                   clock: Clock = SYSTEM_CLOCK,
                   echo: Callable[[str], Any] | None = None,
                   lock_timeout: float = DEFAULT_TIMEOUT,
                   call: CallContext | None = None,
                   journal_db: Database | None = None,
                   sessions: SessionStore | None = None,
                   hold_last_cursor: bool = False) -> ReviewResult:
    """Review what is new in ``session_id`` and stage what is worth remembering.

    ``provider``: a :class:`review.providers.Provider`; by default the configured
    ``auxiliary.background_review`` provider, wrapped to retry transient failures.
    ``echo``: where the 💾 notification lines go (default: ``memory.pending.notify``'s own).
    ``lock_timeout``: how long a write waits for the memory lock; when it cannot get it
    (or the store has an I/O error) :class:`memory.locking.StoreUnavailable` is raised with
    the cursor unchanged, so the review is retried rather than losing the operation.
    ``call``: the run paying for the model calls (a job attempt, a ``--now`` run); every
    call is recorded with its id. None: a fresh ``direct`` id.
    ``journal_db``: a journal.db pool to borrow the review's connection from (a worker's
    home keeps one for all its jobs); None: the review opens one of its own.
    ``sessions``: an open state.db store to read from (the caller keeps it open); None:
    the review opens one and closes it.
    ``hold_last_cursor``: the last chunk's cursor is not written but left in
    ``result.cursor_held`` (``cursor_after`` says where it will be) for the caller to write
    in a transaction of its own: a worker's review job moves it with the job's end
    (``jobs.kinds``), one journal.db commit less a review. Until then the messages count as
    not reviewed, exactly as when a review dies before its cursor moves (module docstring,
    step 5). Earlier chunks move it as they go.
    """
    call = or_new(call)
    if not settings.background_review.enabled or not any(
            settings.memory.enabled(t) for t in TARGETS):
        return ReviewResult(session_id, "disabled")  # nothing could be written: no model call
    own_sessions = sessions is None
    if sessions is None:
        sessions = SessionStore.open(settings)
    # (what the review keeps for itself alone, a heuristic's readings, is forgotten as it
    # ends, whatever the provider: review_scope)
    with review_scope():
        try:
            # (the session and whether it is one to learn from: one read, issue 27)
            # (and whether a group shares it: whose fact a USER.md proposal is, the operator says)
            session, excluded, shared = sessions.session_to_review(session_id)
            if session is None:
                raise ReviewError(f"No session '{safe_id(session_id)}' in {settings.state_db}.",
                                  hint="Check the id with `reverie search` or ingest the session first.")
            with ReviewRun.open(settings, clock=clock, lock_timeout=lock_timeout,
                                call=call, shares=journal_db, sessions=sessions) as run:
                ledger = run.ledger
                cursor = ledger.get_cursor(session_id)
                result = ReviewResult(session_id, "nothing_new", cursor, cursor)
                if excluded:  # a subagent's or a cron job's transcript: nobody's words to learn
                    if ledger.carried_behind(session_id):
                        ledger.carried_read(session_id)
                    return ReviewResult(session_id, "excluded", cursor, cursor, excluded=excluded)
                # (read first: a row added after the read below is not passed over by it)
                last = sessions.last_message_id(session_id) or cursor
                # Live rows only (spoken.py): retired originals would repeat the carried copies.
                new = plain_text(sessions.messages(session_id, after_id=cursor, retired=False))
                # Rows folded with a compaction summary that an older Reverie's cursor passed by
                # unread (ledger migration 5): read once, before what is new, as said earlier.
                behind = ledger.carried_behind(session_id)
                missed = plain_text(sessions.carried_messages(session_id, behind)) if behind else []
                if not missed and behind:
                    ledger.carried_read(session_id)
                    behind = 0
                if not new and not missed:
                    if last > cursor:
                        # Rows with nothing to read (a captionless photo, a file the chat
                        # inlined, scaffolding), here or after the last chunk below, are passed:
                        # the due scan counts user rows, and found the session due for ever.
                        _reviewed_through(ledger, result, last, hold_last_cursor)
                    return result
                # Only the digest's few messages, not the whole session (5,000 messages: ~70 ms).
                earlier = plain_text(sessions.messages_before(
                    session_id, missed[0].id - 1 if missed else cursor, prompts.DIGEST_MESSAGES,
                    retired=False))
                lineage = plain_text(lineage_context(sessions, session_id))
                for message_id, request in requests_in([*missed, *new]):
                    # Kept as a fingerprint only; the result names where it was asked, not what.
                    ledger.add_exclusion(session_id, message_id, request)
                    result.exclusions.append(exclusion_label(message_id))
                if not call.budget_checked:   # (a job's start checked it a moment ago)
                    _check_budget(settings, ledger)
                own = provider is None
                if own:
                    provider = _default_provider(settings, clock)
                try:
                    # (the rows read late in chunks of their own: they only add, below)
                    chunks = [*((c, True) for c in _chunks(missed)),
                              *((c, False) for c in _chunks(new))]
                    for done, (chunk, read_late) in enumerate(chunks):
                        if done:  # (the first chunk's is the check above: nothing ran since)
                            _check_budget(settings, ledger, reviewed=result.messages_reviewed)
                        _review_chunk(settings, run, provider, result, chunk, earlier=earlier,
                                      lineage=lineage, clock=clock, echo=echo, shared=shared,
                                      hold_cursor=hold_last_cursor and done == len(chunks) - 1,
                                      read_late=read_late)
                        earlier = [*earlier, *chunk]
                finally:
                    if own:
                        provider.close()
                if last > result.cursor_after:  # (rows with nothing to read after the last chunk)
                    _reviewed_through(ledger, result, last, hold_last_cursor)
                if behind:
                    ledger.carried_read(session_id)
                result.status = "reviewed"
                return result
        finally:
            if own_sessions:
                with contextlib.suppress(Exception):
                    sessions.close()


#: Why a change proposed from a carried row read late is not staged (``read_late``).
READ_LATE = ("said before the reviews since (a carried row read late): it may add, not "
             "change a live entry")


# --- steps ---------------------------------------------------------------------------------

def _reviewed_through(ledger: Ledger, result: ReviewResult, message_id: int,
                      held: bool) -> None:
    """Move the review's cursor to ``message_id``, or leave it in ``result.cursor_held`` for
    the caller (``hold_last_cursor``), as a chunk's end does."""
    if held:
        result.cursor_held = message_id
        result.cursor_after = max(result.cursor_after, message_id)
    else:
        result.cursor_after = ledger.set_cursor(result.session_id, message_id)


#: How far back a continuation's review looks into the sessions it continues: the user's
#: last messages there, nearest parent first, a few ancestors at most.
LINEAGE_USER_MESSAGES = 20
LINEAGE_SESSIONS = 4
_LAST = 2 ** 62  # "before the end of the session"


def lineage_context(sessions: SessionStore, session_id: str) -> list[Any]:
    """The user's last messages in the sessions ``session_id`` continues (its parent, the
    parent's parent…), oldest first: context for what the new messages change, never
    evidence. Bounded, so a long chain of continuations costs a few small reads."""
    ancestors = sessions.lineage(session_id)[:-1][::-1][:LINEAGE_SESSIONS]
    found: list[Any] = []
    for ancestor in ancestors:
        if sessions.excluded_reason(ancestor):
            continue
        recent = sessions.messages_before(ancestor, _LAST, 4 * LINEAGE_USER_MESSAGES,
                                          retired=False)
        found = [m for m in recent if m.role == "user"][-(LINEAGE_USER_MESSAGES - len(found)):] + found
        if len(found) >= LINEAGE_USER_MESSAGES:
            break
    return found

def default_provider(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> Any:
    """The provider :func:`review_session` builds when given none. A caller running many
    reviews (a worker) builds it once and passes it: building a Gemini client costs ~50 ms
    of CPU (two TLS contexts), most of a review's own CPU time."""
    return _default_provider(settings, clock)


def _default_provider(settings: Settings, clock: Clock) -> Any:
    inner = get_provider(settings.background_review, settings.environ, clock=clock)
    # Stop retrying once a whole call's timeout more would not fit in twice the timeout:
    # the worker retries the job later, with the cursor unchanged.
    policy = RetryPolicy(deadline=2 * float(settings.background_review.timeout))
    return RetryingProvider(inner, policy, clock=clock)


def _check_budget(settings: Settings, ledger: Ledger, *, reviewed: int = 0) -> None:
    """BudgetExceeded when today's budget is spent; ``reviewed``: messages already reviewed
    (and committed) by this run's earlier chunks, so the message says how far it got."""
    used, budget = ledger.tokens_today(), settings.daily_input_tokens
    if used >= budget:
        done = (f"the review stopped after {reviewed:,} message(s), which are reviewed and"
                " saved; the rest stays due." if reviewed
                else "the review was not run and stays due.")
        raise BudgetExceeded(
            f"The daily input-token budget is spent ({used:,}/{budget:,} tokens today); {done}",
            hint="Reviews resume after midnight UTC, or raise reverie.budget.daily_input_tokens.")


def _chunks(messages: Sequence[Any]) -> Iterable[list[Any]]:
    chunk: list[Any] = []
    size = 0
    for message in messages:
        length = len(prompts.message_block(message)) + 1
        if chunk and size + length > CHUNK_CHARS:
            yield chunk
            chunk, size = [], 0
        chunk.append(message)
        size += length
    if chunk:
        yield chunk


@dataclass(frozen=True)
class ReviewRun:
    """What one review holds across its chunks (issue 27): one journal.db connection, opened
    once and shared by the owners of the tables it touches — the review ledger, the memory
    journal and the upkeep tables (archive, waiting facts) — with the clock, the lock
    timeout and the call paying for the model."""

    ledger: Ledger
    journal: Journal
    upkeep: UpkeepDB
    clock: Clock
    lock_timeout: float
    call: CallContext

    @classmethod
    @contextlib.contextmanager
    def open(cls, settings: Settings, *, clock: Clock, lock_timeout: float,
             call: CallContext, shares: Database | None = None,
             sessions: SessionStore | None = None) -> Iterator[ReviewRun]:
        """``shares``: a journal.db pool the review borrows its connection from (a worker
        home's, kept open between jobs: no connection opened and no schema read per
        review); None: the review's ledger opens one for the run. ``sessions``: the open
        state.db store that model calls are added to Hermes' usage table through."""
        with Ledger(settings, clock=clock, shares=shares, sessions=sessions) as ledger, \
                Journal(settings, clock=clock, shares=ledger.db) as journal, \
                UpkeepDB(settings, clock=clock, shares=ledger.db) as upkeep:
            for db in (ledger.db, journal.db, upkeep.db):
                db.prepare()  # each owner's schema, before any step's transaction
            yield cls(ledger, journal, upkeep, clock, lock_timeout, call)


def _review_chunk(settings: Settings, books: ReviewRun, provider: Any, result: ReviewResult,
                  chunk: list[Any], *, earlier: Sequence[Any], lineage: Sequence[Any], clock: Clock,
                  echo: Callable[[str], Any] | None, hold_cursor: bool = False,
                  shared: bool = False, read_late: bool = False) -> None:
    ledger, journal = books.ledger, books.journal
    store = MemoryStore(settings, clock=clock)
    live = {t: store.entries(t) for t in TARGETS}
    limits = {t: settings.memory.limit(t) for t in TARGETS}
    rejected = [row["text"] for row in journal.rejected()]
    # The chunk's requests, read once: the exclusions, the removals they ask for and the
    # archive's deletions below each read them from the same messages (fast45).
    asked_here = requests_in(chunk)
    exclusions = ledger.exclusions().with_requests([r for _, r in asked_here])
    # What the user asked not to remember never reaches the model, nor the evidence
    # quotes kept in pending records: every sentence making or matching a request is
    # withheld from the messages before anything reads them.
    # The offline heuristic runs in this process and sends nothing anywhere: it reads the
    # messages as they are (it turns "forget that I use Emacs" into the entry's removal).
    offline = not getattr(provider, "needs_network", False)
    raw = chunk
    chunk = exclusions.shown(chunk)
    if not offline:
        earlier, lineage = exclusions.shown(earlier), exclusions.shown(lineage)
    prompt = prompts.build_review_prompt(
        entries={t: [_shown_entry(e) for e in live[t]] for t in TARGETS}, usage={t: (entries_size(live[t]), limits[t]) for t in TARGETS},
        rejected=rejected, do_not_remember=exclusions.labels, earlier=earlier,
        # (a model is shown each member's name; the offline reader reads the sentence after it)
        messages=(without_sender_tags(raw) if shared else raw) if offline else chunk,
        lineage=lineage, local_ids=not offline)

    operations, generation, call_cost = _ask(settings, ledger, books.call, provider, prompt, result)
    if not offline:
        # A model cites the transcript's local ids (1, 2, 3 …); from here on every id is
        # the message's own.
        operations = [{**op, "evidence": prompt.real_ids(op.get("evidence") or [])}
                      for op in operations]
    # fixlearn21 (issue 31): the offline reader removes what "forget X" names itself, but a
    # "don't remember X" said after X went live left it live: the request's removal is
    # staged for either reader (an entry the reader already acted on is left to it)
    operations = [*operations, *_forget_requested(asked_here, live, operations)]
    if read_late:
        # Carried rows an older Reverie's cursor passed by (ledger migration 5) were said
        # before every review since, and some were read then (the delimiter form on a user
        # row, since session 33): a change they propose would undo a later one (review36
        # R18: "lives in Oslo", read and since replaced, staged to replace the newer city
        # again). They only add; an add that restates a live entry is a no-op. And a
        # "forget …" said there removes what was said before it (fix42's left), never what
        # the user told again since.
        forgets = _forgets_read_late(raw, live, journal, books.ledger.sessions)
        kept = {(op["target"], op["old_text"]) for op in forgets}
        result.dropped.extend(Dropped(op, READ_LATE).as_dict() for op in operations
                              if op.get("action") != "add"
                              and (op.get("target"), op.get("old_text")) not in kept)
        operations = [*(op for op in operations if op.get("action") == "add"), *forgets]

    pending = pending_fingerprints(settings, clock=clock)
    by_id = {m.id: m for m in chunk}
    asked_of = _AskedOnce(by_id)
    plan = validate(
        operations, live=live, limits=limits, scan=_counting_scan(settings),
        enabled={t: settings.memory.enabled(t) for t in TARGETS},
        is_pending=lambda t, a, text: fingerprint(t, a, text) in pending,
        is_rejected=lambda t, a, text: is_rejected(settings, t, a, text, journal=journal),
        exclusions=exclusions,
        said=None if offline else {m.id: m.content or "" for m in raw if m.role == "user"},
        heard=None if offline else {m.id: m.content or "" for m in chunk if m.role != "user"},
        assistant=None if offline else {m.id: m.content or "" for m in chunk
                                        if m.role == "assistant"},
        said_at=None if offline else {m.id: review_message(m).at
                                      for m in raw if m.role == "user"},
        # The room above high water is the agent's own (tester26): a learned add waits
        # there; one the user asked for may use it (source ``asked``, as the journal says).
        ceilings=({t: settings.garden.high_water * limits[t] for t in TARGETS}
                  if settings.garden.enabled else None),
        is_asked=asked_of)
    # What the provider itself withdrew (the heuristic's facts it could not write as a
    # well-formed entry) is reported beside what validation dropped.
    result.dropped.extend(Dropped(w["proposal"], w["reason"]).as_dict()
                          for w in getattr(generation, "withdrawn", ()))
    room = [d for d in plan.dropped if d.room and d.candidate is not None
            and settings.garden.enabled]
    result.dropped.extend(d.as_dict() for d in plan.dropped if d not in room)
    if room:
        _keep_waiting(settings, result, room, by_id, generation, books.upkeep, shared)
    share = _cost_share(call_cost, plan)
    opinions = (_second_opinion(settings, ledger, books.call, provider, result, plan)
                if not offline and settings.scan_second_opinion else {})
    outcomes = []
    late = []   # adds another writer's add left no room for since validation (issue 20)
    for item in [*plan.singles, *plan.batches]:
        # What a replace takes out is archived once it is applied (issue 20: nothing the
        # user said is thrown away); the rows exist before the record, as a consolidation's.
        keep = _replaced(settings, item, journal, books.upkeep, books.ledger.sessions)
        request = StageRequest(
            _payload(item), origin=ORIGIN,
            evidence=_evidence(result.session_id, _members(item), by_id, scan_content,
                               asked_of),
            reason=_reason(item), confidence=_confidence(item), model=generation.model,
            cost=share, hold=_joined_hold(_hold(_members(item), by_id, shared),
                                          opinions.get(id(item))),
            record_id=keep.record_id if keep else None,
            ceiling=_ceiling(settings, item, asked_of))
        outcomes.append(stage(settings, request, store=store, clock=clock, journal=journal,
                              lock_timeout=books.lock_timeout))
        if keep:
            keep.settle(outcomes[-1].status)
        if (isinstance(item, Candidate) and item.action == "add" and settings.garden.enabled
                and outcomes[-1].status == "refused" and is_over_limit(outcomes[-1].response)):
            late.append(Dropped(item.payload(), outcomes[-1].message, room=True, candidate=item))
    if late:
        _keep_waiting(settings, result, late, by_id, generation, books.upkeep, shared)
    if getattr(generation, "episodes", ()) and settings.memory.enabled(episodes.TARGET):
        placed, refused = episodes.place_episodes(
            settings, generation.episodes, by_id=by_id,
            live=[e for t in TARGETS for e in live[t]], exclusions=exclusions,
            scan=_counting_scan(settings), db=books.upkeep,
            evidence_of=lambda ids: _cited(result.session_id, ids, by_id, scan_content),
            shared=shared)
        result.episodes.extend(placed)
        result.episodes_dropped.extend(refused)
    # A request to forget reaches the archive too (live entries: _forget_requested);
    # not from a group's shared session, where any member could ask (review28 R12).
    # And what waits for the operator (review.forget_pending), on the same terms.
    if not shared:
        requests = [r for _, r in asked_here]
        result.archive_deleted.extend(episodes.forget_requested(
            settings, requests, db=books.upkeep))
        withdraw_forgotten(settings, requests, clock=clock)
    # Durably staged: only now may these messages count as reviewed.
    # (held: the caller writes it, in its own transaction: review_session)
    _reviewed_through(ledger, result, chunk[-1].id, hold_cursor)
    result.messages_reviewed += len(chunk)
    result.outcomes.extend(outcomes)
    if outcomes:
        try:
            notify(settings, outcomes, **({"echo": echo} if echo is not None else {}))
        except OSError:
            pass  # a closed stdout must not turn a durably staged review into a failure


class _KeepReplaced:
    """The archive rows of the entries one staged item replaces (proposed, then dropped if
    it was not staged after all)."""

    def __init__(self, settings: Settings, upkeep: UpkeepDB, target: str,
                 items: list[Any]) -> None:
        self.archive = Archive(settings, clock=upkeep.clock, db=upkeep)
        self.record_id = new_record_id(settings)
        self.archive.propose(self.record_id, target, items)

    def settle(self, status: str) -> None:
        if status == "staged":
            return
        self.archive.drop_record(self.record_id, f"the replace was not staged ({status})")


def _replaced(settings: Settings, item: Candidate | Batch, journal: Journal,
              upkeep: UpkeepDB, sessions: Any = None) -> _KeepReplaced | None:
    """The archive rows of the entries ``item`` replaces. Each is dated when the user said
    it (its journal change's evidence messages, read from ``sessions``), as a
    consolidation's evicted rows are: the write time was when a review happened to run
    (a backlog reviewed weeks later dated the fact then)."""
    if not settings.garden.enabled:
        return None
    items = []
    for c in _members(item):
        if c.action != "replace" or not c.matched_entry or c.content == c.matched_entry:
            continue
        op = journal.last_change_to(c.target, c.matched_entry)
        items.append(ArchiveItem(
            text=c.matched_entry, kind="superseded",
            why=f"replaced by a correction from the review: {prompts.shorten(c.content or '', 80)!r}",
            result=c.content, learned_at=learned_at(op, sessions),
            evidence=origin_evidence(op)))
    if not items:
        return None
    return _KeepReplaced(settings, upkeep, _members(item)[0].target, items)


def _keep_waiting(settings: Settings, result: ReviewResult, room: Sequence[Dropped],
                  by_id: dict[int, Any], generation: Any, db: UpkeepDB,
                  shared: bool = False) -> None:
    """Proposals that fit nowhere now wait for room, with their evidence (issue 20); the
    consolidation job proposes them again once it made some."""
    clock = db.clock
    waiting = WaitingFacts(settings, clock=clock, db=db)
    for dropped in room:
        c = dropped.candidate
        assert c is not None
        evidence = _evidence(result.session_id, (c,), by_id, scan_content)
        said = [getattr(by_id[i], "timestamp", None) for i in evidence["message_ids"]]
        said = [t for t in said if isinstance(t, int | float)]
        fact_id = waiting.add(c.target, c.content or "", evidence=evidence, reason=c.reason,
                              confidence=c.confidence, model=generation.model,
                              hold=_hold((c,), by_id, shared), session_id=result.session_id,
                              said_at=min(said) if said else None)
        result.waiting.append({"id": fact_id, "target": c.target, "content": c.content,
                               "reason": withhold(dropped.reason) + "; it waits for room",
                               "already_waiting": fact_id is None})
    # Bounded (issue 29): past the target's cap the lowest-ranked go to the archive.
    archive = Archive(settings, clock=clock, db=db)
    for target in sorted({w["target"] for w in result.waiting}):
        capped = cap_waiting(settings, target, waiting=waiting, archive=archive)
        if capped.line:
            result.never_placed.append(capped.record())


def _forget_requested(requests: Sequence[tuple[int, str]], live: dict[str, list[str]],
                      operations: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The removals a model cannot propose because it never saw the request (and the offline
    reader proposes only for "forget X", not "don't remember X"): a live entry
    that a "forget …" / "don't remember …" request covers is removed (it waits for an
    operator, as every removal does). ``requests``: the chunk's, ``requests_in`` its messages."""
    touched = {op.get("old_text") for op in operations}
    removals = []
    for message_id, request in requests:
        matcher = Exclusions(new_key()).with_requests([request])
        for target, entries in live.items():
            for entry in entries:
                # review36 R2: the user's someone's entry ("User's mum lives in Bergen.") is the
                # request's only when it names them ("forget that my mum …"), as the offline
                # reader's own forget reads it: "forget that I live in Bergen" staged both
                if someone_elses(entry, request):
                    continue
                if entry not in touched and matcher.vetoes(entry):
                    touched.add(entry)
                    removals.append({"action": "remove", "target": target, "old_text": entry,
                                     "reason": "the user asked to forget this",
                                     "evidence": [message_id], "confidence": 1.0})
    return removals


def _forgets_read_late(messages: Sequence[Any], live: dict[str, list[str]], journal: Journal,
                       sessions: Any) -> list[dict[str, Any]]:
    """The removals a "forget …" in carried rows read late asks for, of the live entries
    the user said before it (when the user said an entry: ``learned_at``, its journal
    change's evidence, else its write). An entry with no change in the journal (from
    before Reverie, or Hermes' own) or said after the request is left: a late request must
    not undo what the user told again since."""
    said = {m.id: getattr(m, "timestamp", None) for m in messages}
    out = []
    for op in _forget_requested(requests_in(messages), live, ()):
        asked_at = said.get((op.get("evidence") or [None])[0])
        when = learned_at(journal.last_change_to(op["target"], op["old_text"]), sessions)
        if isinstance(asked_at, int | float) and when is not None and when < asked_at:
            out.append(op)
    return out


def _shown_entry(entry: str) -> str:
    """A live entry as the reviewer sees it: one that fails the scan (a hand-edited file)
    is replaced, as in the agent's snapshot, so it cannot steer the reviewer either."""
    threat = find_threat(entry)
    if threat is None:
        return entry
    return f"[BLOCKED: {threat.pattern_id}] (this entry failed the memory scan; propose removing it)"


def _ask(settings: Settings, ledger: Ledger, call: CallContext, provider: Any,
         prompt: prompts.ReviewPrompt,
         result: ReviewResult) -> tuple[list[dict[str, Any]], Any, dict[str, Any]]:
    """The validated operations, the generation they came from, and what the calls cost."""
    totals = {"usd": 0.0, "input_tokens": 0, "output_tokens": 0, "cached_tokens": 0,
              "known": True}
    bad_output, problem = "", ""
    schema = _schema_for(provider, prompt)
    for purpose in ("review", "repair"):
        text = (prompt.text if purpose == "review"
                else prompts.build_repair_prompt(prompt, bad_output, problem))
        try:
            generation = provider.generate_json(text, schema=schema, system=prompt.system,
                                                review=prompt.review)
        except InvalidModelOutput as exc:
            _record(settings, ledger, call, provider, result, purpose, None, totals, error=exc)
            bad_output, problem = exc.raw_text, exc.message
            continue
        except ProviderError as exc:
            _record(settings, ledger, call, provider, result, purpose, None, totals, error=exc)
            raise
        _record(settings, ledger, call, provider, result, purpose, generation, totals)
        try:
            return (validate_operations(generation.data,
                                        checked_against=getattr(generation, "checked_against", None)),
                    generation, totals)
        except InvalidModelOutput as exc:
            bad_output, problem = generation.text, exc.message
    raise InvalidReviewOutput(
        f"The model's review answer was invalid even after one repair ({scrub_secrets(settings, problem)}); "
        "nothing was staged and the session stays due.",
        hint="Check the configured model; a small model may need a larger one for JSON output.")


def _schema_for(provider: Any, prompt: prompts.ReviewPrompt) -> dict[str, Any]:
    """A model's schema bounds the number of operations by the user's messages in the
    chunk, which sizes its output cap, and by a configured output cap, so that a list the
    grammar closes at ``maxItems`` fits in it; the offline heuristic (and any provider that
    calls no model) answers the open contract."""
    if not getattr(provider, "needs_network", False) or prompt.review is None:
        return REVIEW_SCHEMA
    settings = getattr(provider, "settings", None)
    configured = int(getattr(settings, "max_output_tokens", 0) or 0)
    return review_schema(sum(1 for m in prompt.review.messages if m.role == "user"), configured)


def _record(settings: Settings, ledger: Ledger, call: CallContext, provider: Any,
            result: ReviewResult,
            purpose: str, generation: Any, totals: dict[str, Any], *,
            error: Exception | None = None) -> None:
    paid = record_generation(ledger, settings, call=call, purpose=purpose, provider=provider,
                             generation=generation, session_id=result.session_id, error=error)
    result.calls += 1
    result.input_tokens += paid.input_tokens
    result.output_tokens += paid.output_tokens
    result.cached_tokens += paid.cached_tokens
    result.cost_usd += paid.cost_usd
    result.provider, result.model = paid.provider or result.provider, paid.model or result.model
    totals["usd"] += paid.cost_usd
    totals["input_tokens"] += paid.input_tokens
    totals["output_tokens"] += paid.output_tokens
    totals["cached_tokens"] += paid.cached_tokens
    totals["known"] = totals["known"] and paid.cost_known


def _second_opinion(settings: Settings, ledger: Ledger, call: CallContext, provider: Any,
                    result: ReviewResult, plan: Any) -> dict[int, str]:
    """Why each item the model reads as an instruction must wait for an operator, by
    ``id(item)`` (issue 28 item 4). The proposals passed the deterministic scan; a model
    that fails or answers out of shape leaves them to it (the failure is recorded)."""
    texts, owners = [], []
    for item in [*plan.singles, *plan.batches]:
        for member in _members(item):
            if member.action in ("add", "replace") and member.content:
                texts.append(member.content)
                owners.append(id(item))
    if not texts:
        return {}
    totals = {"usd": 0.0, "input_tokens": 0, "output_tokens": 0, "cached_tokens": 0,
              "known": True}
    try:
        opinions, generation = second_opinion.ask(provider, texts)
    except (InvalidModelOutput, ProviderError) as exc:
        _record(settings, ledger, call, provider, result, second_opinion.PURPOSE, None, totals,
                error=exc)
        return {}
    _record(settings, ledger, call, provider, result, second_opinion.PURPOSE, generation,
            totals)
    holds: dict[int, str] = {}
    for index, opinion in opinions.items():
        if opinion.disagrees:
            holds[owners[index]] = withhold(opinion.hold())
    return holds


def _joined_hold(*reasons: str | None) -> str | None:
    present = [reason for reason in reasons if reason]
    return "; ".join(present) if present else None


# --- what goes into a staged record ----------------------------------------------------------

def _members(item: Candidate | Batch) -> tuple[Candidate, ...]:
    return item.candidates if isinstance(item, Batch) else (item,)


def _payload(item: Candidate | Batch) -> dict[str, Any]:
    payload = item.payload()
    if isinstance(item, Candidate) and item.matched_entry is not None:
        payload["matched_entry"] = item.matched_entry
    if isinstance(item, Batch):
        for op, candidate in zip(payload["operations"], item.candidates, strict=True):
            if candidate.matched_entry is not None:
                op["matched_entry"] = candidate.matched_entry
    return payload


def _reason(item: Candidate | Batch) -> str:
    reasons = [c.reason for c in _members(item) if c.reason]
    return "; ".join(dict.fromkeys(reasons))


def _confidence(item: Candidate | Batch) -> float | None:
    values = [c.confidence for c in _members(item) if c.confidence is not None]
    return min(values) if values else None  # a batch is as sure as its least sure part


def _counting_scan(settings: Settings) -> Callable[[str], str | None]:
    """``scan_content`` that also counts each block by category (for monitoring)."""
    def scan(text: str) -> str | None:
        threat = find_threat(text)
        if threat is None:
            return None
        record_block(settings, threat.category)
        return threat.message
    return scan


def _ceiling(settings: Settings, item: Candidate | Batch,
             is_asked: Callable[[Candidate], bool]) -> int | None:
    """High water of a learned add's target, checked again where it is written: another
    worker's add may have landed since validation read the file."""
    if (not isinstance(item, Candidate) or item.action != "add" or not settings.garden.enabled
            or is_asked(item)):
        return None
    return settings.garden.ceiling(settings.memory.limit(item.target))


def _is_asked(c: Candidate, by_id: dict[int, Any]) -> bool:
    """Whether a user's message ``c`` cites asks to keep what it says (learn84)."""
    return bool(c.content) and asked(c.content or "", [
        by_id[i].content or "" for i in c.evidence if i in by_id and by_id[i].role == "user"])


class _AskedOnce:
    """:func:`_is_asked` of each proposal of a chunk, read once: validation's room, the
    evidence's source and the ceiling a staged add is written under each asked it of the
    same proposal against the same cited messages (three readings of their requests a
    proposal; fast45, a bench review at load 13: 0.20 ms for the three, 0.14 for one). The
    answer depends only on the proposal's content and evidence, the chunk's messages being
    fixed. Held by the chunk alone, so the user's words go with it (no process-wide cache:
    review45)."""

    def __init__(self, by_id: dict[int, Any]) -> None:
        self.by_id = by_id
        self._read: dict[tuple[str | None, tuple[int, ...]], bool] = {}

    def __call__(self, c: Candidate) -> bool:
        key = (c.content, tuple(c.evidence))
        found = self._read.get(key)
        if found is None:
            found = self._read[key] = _is_asked(c, self.by_id)
        return found


def _evidence(session_id: str, members: Sequence[Candidate], by_id: dict[int, Any],
              scan: Callable[[str], str | None],
              is_asked: Callable[[Candidate], bool] | None = None) -> dict[str, Any]:
    """``is_asked``: the chunk's :class:`_AskedOnce`, when the caller holds one."""
    evidence = _cited(session_id, [i for c in members for i in c.evidence], by_id, scan)
    if any(c.content for c in members):
        # Where the entry comes from, as data (memory_ops.source, learn84): asked when a
        # user's message it cites asks to keep what it says, whichever provider wrote it.
        asked_of = is_asked if is_asked is not None else _AskedOnce(by_id)
        evidence["source"] = ASKED if any(asked_of(c) for c in members) else LEARNED
    return evidence


def _cited(session_id: str, cited: Sequence[int], by_id: dict[int, Any],
           scan: Callable[[str], str | None]) -> dict[str, Any]:
    """The evidence record of the messages ``cited``: ids, scanned quotes, when said."""
    # Only ids of messages this review actually showed count as evidence.
    ids = list(dict.fromkeys(i for i in cited if i in by_id))
    quotes = []
    for message_id in ids[:MAX_QUOTES]:
        text = " ".join((by_id[message_id].content or "").split())
        quote = prompts.shorten(text, QUOTE_CHARS)
        if scan(quote):  # a quoted secret or injection stays out of the record
            quote = "[quote withheld: it matched a blocked pattern]"
        quotes.append({"message_id": message_id, "text": quote})
    evidence: dict[str, Any] = {"session_id": session_id, "message_ids": ids, "quotes": quotes}
    # When the user said it: the store places an added entry by this (memory.journaled),
    # so reviews finishing in any order keep the order of the conversations (issue 30).
    said = [t for t in (getattr(by_id[i], "timestamp", None) for i in ids)
            if isinstance(t, int | float) and not isinstance(t, bool) and t == t]
    if said:
        evidence["said_at"] = float(min(said))
    return evidence


def _hold(members: Sequence[Candidate], by_id: dict[int, Any], shared: bool = False) -> str | None:
    """Why these proposals wait for approval whatever the settings (see evidence_hold): in a
    group's shared session a proposal about the user waits too (``group_hold``)."""
    ids = dict.fromkeys(i for c in members for i in c.evidence if i in by_id)
    rows = [by_id[i] for i in ids]
    about_user = shared and any(c.target == "user" for c in members)
    return _joined_hold(evidence_hold([getattr(m, "role", None) for m in rows]),
                        group_hold([m.content or "" for m in rows if m.role == "user"])
                        if about_user else None)


def _cost_share(call_cost: dict[str, Any], plan: Plan) -> dict[str, Any]:
    records = len(plan.singles) + len(plan.batches)
    share = dict(call_cost)
    share["usd"] = round(call_cost["usd"] / records, 8) if records else 0.0
    share["call_usd"] = round(call_cost["usd"], 8)
    share["shared_by"] = records
    return share
