"""Session summaries: the auxiliary model summarises a transcript cut around the matches.

The transcript goes through ``search_index.cut_transcript`` (at most 100,000 characters,
long tool outputs shortened first, centred on ``terms``). When the model is unavailable
(any :class:`ProviderError` after the provider's retries, or today's token budget is spent)
the summary is a raw preview of the first 500 characters, marked as such. A preview is
returned but not stored: stored summaries mark a session as summarised, and the next sweep
or search should try the model again rather than keep the preview for good.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, ProviderError, ReverieError, ReviewError, Settings
from reverie.config import lazy_re as re
from reverie.config.database import Database
from reverie.config.terminal import safe_id
from reverie.search_index import SessionStore, cut_transcript

from . import prompts
from .calls import CallContext, or_new
from .cost import cost_of
from .exclusions import requests_in
from .hermes_usage import UsageRow, add_rows, add_within
from .ledger import Ledger, scrub_secrets
from .providers import InvalidModelOutput, RetryingProvider, RetryPolicy, get_provider
from .review_input import plain_text

log = logging.getLogger(__name__)

PREVIEW_CHARS = 500
PREVIEW_MARK = "[raw preview: no summary model was available]"
#: The longest summary stored; a model that rambles is cut rather than refused.
SUMMARY_CHARS = 4_000
#: The kind of a session with rows but none the user or the assistant said (only hidden
#: scaffolding, bookkeeping, compaction summaries or retired rows): nothing is summarised
#: and nothing stored, and the sweep counts it covered through its last row (issue 32).
NOTHING = "nothing"


@dataclass(frozen=True)
class Summary:
    session_id: str
    text: str
    kind: str                       # "model" | "preview" | "nothing" (no spoken rows)
    model: str
    through_message_id: int | None
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    fallback_reason: str | None = None   # why this is a preview, when it is one
    #: The preview is for the home's model setup (no key, a refused key, no such model:
    #: ``ProviderError.about_setup``): trying again changes nothing until it is fixed.
    fallback_about_setup: bool = False
    #: Who wrote it: the provider's name ("heuristic" for the offline one), "" for a preview.
    provider: str = ""

    @property
    def made_by(self) -> str:
        """Which provider made it, as a report says it (issue 30: offline summaries were
        labelled "(model)")."""
        if self.kind == NOTHING:
            return "nothing to summarise (no row the user or the assistant said)"
        if self.kind != "model":
            return "a preview (no summary)"
        if self.provider == "heuristic":
            return "summary by the offline heuristic"
        return f"summary by {self.provider or 'the model'}" + (f" {self.model}" if self.model else "")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def summarize_session(settings: Settings, session_id: str, *, provider: Any = None,
                      terms: tuple[str, ...] | list[str] = (),
                      clock: Clock = SYSTEM_CLOCK, call: CallContext | None = None,
                      journal_db: Database | None = None,
                      sessions: SessionStore | None = None) -> Summary:
    """Summarise ``session_id`` with the ``session_search`` model; store a model summary.
    ``call``: the run paying for the model call (see :mod:`review.calls`).
    ``journal_db`` / ``sessions``: a journal.db pool and an open state.db store to use (a
    worker's home keeps both open between jobs); None: opened here for this summary."""
    own_sessions = sessions is None
    if sessions is None:
        sessions = SessionStore.open(settings)
    try:
        session, excluded = sessions.session_to_learn_from(session_id)   # (one read, issue 27)
        if session is None:
            raise ReviewError(f"No session '{safe_id(session_id)}' in {settings.state_db}.",
                              hint="Check the id with `reverie search` or ingest the session first.")
        if excluded:
            raise ReviewError(f"Session '{safe_id(session_id)}' is a {excluded} session, not a"
                              " conversation with the user; Reverie does not summarise it.")
        # Live rows only: what compaction retired is carried forward in the live rows.
        messages = plain_text(sessions.messages(session_id, retired=False))
        last_row = sessions.last_message_id(session_id)
        if not messages:
            if last_row is None:
                raise ReviewError(f"Session '{safe_id(session_id)}' has no messages to summarise.")
            return Summary(session_id, "", NOTHING, "", last_row)
        with Ledger(settings, clock=clock, shares=journal_db, sessions=sessions) as ledger:
            transcript = cut_transcript(_withheld(ledger, messages), list(terms))
            # Through the session's last row of any kind: rows left out on purpose (hidden,
            # bookkeeping, a compaction summary) must not make the sweep summarise it again.
            through = max(messages[-1].id, last_row or 0)
            # The call's Hermes usage row is added with the summary, in its transaction
            # (issue 27: one state.db commit, not two); without a summary to store, alone.
            with ledger.usage_held() as usage:
                try:
                    summary = _summarise(settings, ledger, session_id, transcript, through,
                                         provider=provider, clock=clock, call=or_new(call))
                except Exception:
                    add_rows(settings.state_db, usage, store=sessions)
                    raise
        if summary.kind != "model":
            add_rows(settings.state_db, usage, store=sessions)
            return summary
        try:
            _store(sessions, summary, usage)
        except Exception:
            add_rows(settings.state_db, usage, store=sessions)  # the call was paid for
            raise
        return summary
    finally:
        if own_sessions:
            with contextlib.suppress(Exception):
                sessions.close()


def withheld(settings: Settings, messages: Sequence[Any], clock: Clock = SYSTEM_CLOCK) -> list[Any]:
    """The messages with every part the user asked not to remember withheld (the stored
    requests' fingerprints and any request in these messages): a summary, the model's or
    the offline one, and its raw preview never carry it (issue 31)."""
    with Ledger(settings, clock=clock) as ledger:
        return _withheld(ledger, messages)


def stored_requests(settings: Settings, clock: Clock = SYSTEM_CLOCK) -> Any:
    """The user's "do not remember" requests as stored now (``review.exclusions.Exclusions``),
    to read a text stored before them through (its ``withhold``); None when journal.db cannot
    be read: the caller then shows no stored words rather than unread ones."""
    try:
        with Ledger(settings, clock=clock) as ledger:
            return ledger.exclusions()
    except ReverieError as exc:
        log.warning("stored words not shown: the user's requests cannot be read: %s", exc)
        return None


def withheld_summaries(settings: Settings, hits: Sequence[Any],
                       clock: Clock = SYSTEM_CLOCK) -> list[Any]:
    """Search hits with each stored summary read through the requests stored now: a summary
    written before the user asked to forget something kept its words, and the search pages
    show it beside the matches (session 27). The matches are Hermes' transcript, left as is."""
    if not any(getattr(hit, "summary", None) for hit in hits):
        return list(hits)
    known = stored_requests(settings, clock)
    if known is None:   # journal.db unreadable: no summary rather than an unread one
        return [dataclasses.replace(hit, summary=None) for hit in hits]
    return [dataclasses.replace(hit, summary=dataclasses.replace(
                hit.summary, text=known.withhold(hit.summary.text)))
            if hit.summary else hit for hit in hits]


#: A line's label, kept when its words are withheld ("Request: ", "Key points: ").
_LABEL = re.compile(r"^(\s*[^\W\d][\w ]{0,30}:\s+)(?=\S)")
#: Where a line's parts end: a sentence's end, or the "; " the offline summary joins points by.
_PART_END = re.compile(r"(?<=[.!?;。！？；])\s+|(?<=[。！？；])")


def scanned(text: str) -> str:
    """A summary (or its raw preview), as it is made, with each part that fails the memory
    scanner withheld as ``[withheld: <pattern id>]``: the summary opens with what the user
    asked, in the user's words, so a key pasted by mistake or a pasted page's injected order
    was stored and handed to the agent's session_search as Reverie's own words (session 30,
    tester22). Line by line, and within a failing line sentence by sentence (a line's label
    kept when it passes with what is left), so the rest of the summary still serves; a line
    whose parts pass alone but fail together is withheld whole, and a summary whose lines
    pass alone but fail together (an order cut across lines) is withheld whole: what is
    returned always passes the scan (review32 R3). The transcript beside it is Hermes'.

    Only where a summary is made (the worker's scanner is warm there), not where a stored one
    is read: reading them through it put the scanner's first compile (about a second at
    load 7) on the agent's first session_search and ~1 ms a shown summary after it, for
    summaries stored before this, which the worker's sweep scans once (:func:`rescan_stored`)."""
    # Imported here: session_search runs in the agent's process, where the scanner's tables
    # load only if it makes a summary (the plugin's start stays light, tests/jobs).
    from reverie.memory.scan.scanner import find_threat, withhold

    if find_threat(text) is None:
        return text
    lines = []
    for line in text.split("\n"):
        if find_threat(line) is None:
            lines.append(line)
            continue
        label = _LABEL.match(line)
        head, body = (label.group(1), line[label.end():]) if label else ("", line)
        kept = head + "".join(withhold(part) + gap for part, gap in _parts(body))
        if find_threat(kept) is not None:       # the parts fail together, or the label does
            kept = head + withhold(body)
            if find_threat(kept) is not None:
                kept = withhold(line)
        lines.append(kept)
    shown = "\n".join(lines)
    return shown if find_threat(shown) is None else withhold(text)


def _parts(body: str) -> list[tuple[str, str]]:
    """``body`` cut after each sentence's end: (part, the whitespace after it)."""
    found, start = [], 0
    for end in _PART_END.finditer(body):
        if end.start() > start:
            found.append((body[start:end.start()], end.group()))
            start = end.end()
    if start < len(body):
        found.append((body[start:], ""))
    return found


def _withheld(ledger: Ledger, messages: Sequence[Any]) -> list[Any]:
    known = ledger.exclusions()
    return known.with_requests([r for _, r in requests_in(messages)]).shown(messages)


def preview_of(transcript: str) -> str:
    head = transcript.strip()[:PREVIEW_CHARS].rstrip()
    return f"{PREVIEW_MARK}\n{head}"


def _summarise(settings: Settings, ledger: Ledger, session_id: str, transcript: str,
               last_id: int, *, provider: Any, clock: Clock, call: CallContext,
               purpose: str = "summary") -> Summary:
    # (a job's start checked it a moment ago: see CallContext.budget_checked)
    used, budget = (0 if call.budget_checked else ledger.tokens_today()), settings.daily_input_tokens
    if used >= budget:
        return _preview(session_id, transcript, last_id,
                        f"the daily input-token budget is spent ({used:,}/{budget:,})")
    own = provider is None
    try:
        if own:
            provider = _default_provider(settings, clock)
        prompt = prompts.build_summary_prompt(transcript)
        try:
            generation = provider.generate_text(prompt, system=prompts.SUMMARY_SYSTEM)
        except InvalidModelOutput as exc:
            # Cut at the output cap (or empty): recorded, then one repair asking for less.
            _record_failure(settings, ledger, call, purpose, provider, session_id, exc)
            purpose = "repair"
            generation = provider.generate_text(
                prompt + "\nYour previous summary was cut at the output cap. Write at most "
                         "8 short lines.\n", system=prompts.SUMMARY_SYSTEM)
    except ProviderError as exc:
        _record_failure(settings, ledger, call, purpose, provider, session_id, exc)
        return _preview(session_id, transcript, last_id, scrub_secrets(settings, str(exc)),
                        about_setup=exc.about_setup)
    finally:
        if own and provider is not None:
            provider.close()
    usage = generation.usage
    cost = cost_of(generation.model, input_tokens=usage.input_tokens,
                   output_tokens=usage.output_tokens, cached_tokens=usage.cached_tokens)
    ledger.record_call(call=call, purpose=purpose, provider=generation.provider, model=generation.model,
                       session_id=session_id, input_tokens=usage.input_tokens,
                       output_tokens=usage.output_tokens, cached_tokens=usage.cached_tokens,
                       latency_s=usage.latency_s, cost_usd=cost.usd)
    text = (generation.text or "").strip()
    if not text:
        return _preview(session_id, transcript, last_id, "the model returned an empty summary")
    return Summary(session_id, scanned(prompts.shorten(text, SUMMARY_CHARS)), "model", generation.model,
                   last_id, usage.input_tokens, usage.output_tokens, cost.usd,
                   provider=generation.provider or "")


def _record_failure(settings: Settings, ledger: Ledger, call: CallContext, purpose: str,
                    provider: Any, session_id: str, exc: ProviderError) -> None:
    usage = getattr(exc, "usage", None)   # a reply cut at the cap was paid for
    ledger.record_call(call=call, purpose=purpose, provider=getattr(provider, "name", "") or "",
                       model=getattr(provider, "model", "") or "", session_id=session_id,
                       input_tokens=getattr(usage, "input_tokens", 0),
                       output_tokens=getattr(usage, "output_tokens", 0),
                       ok=False, error=scrub_secrets(settings, str(exc)))


def _preview(session_id: str, transcript: str, last_id: int, reason: str, *,
             about_setup: bool = False) -> Summary:
    return Summary(session_id, scanned(preview_of(transcript)), "preview", "", last_id,
                   fallback_reason=reason, fallback_about_setup=about_setup)


def default_provider(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> Any:
    """The provider :func:`summarize_session` builds when given none (see
    :func:`review.engine.default_provider`)."""
    return _default_provider(settings, clock)


def _default_provider(settings: Settings, clock: Clock) -> Any:
    inner = get_provider(settings.session_search, settings.environ, clock=clock)
    return RetryingProvider(inner, RetryPolicy(deadline=2 * float(settings.session_search.timeout)),
                            clock=clock)


#: Stored summaries a sweep scans at most (a months-old home's thousands take a few sweeps,
#: each a second or so of the worker's time rather than one long pause).
RESCAN_BATCH = 500


def rescan_stored(sessions: Any, limit: int = RESCAN_BATCH) -> int:
    """Scan summaries an older Reverie stored unscanned, once (review32 R5): they were shown
    as stored until someone remade each by hand. Run by the worker's sweep, where the
    scanner is warm; how many were read (0 once every one is done)."""
    return sessions.rescan_summaries(scanned, limit)


def _store(sessions: Any, summary: Summary, usage: Sequence[UsageRow] = ()) -> None:
    sessions.put_summary(summary.session_id, summary.text, model=summary.model, scanned=True,
                         kind=summary.kind, through_message_id=summary.through_message_id,
                         also=(lambda conn: add_within(conn, usage, sessions.schema.usage_columns))
                         if usage else None)


def summarize_transcript(settings: Settings, session_id: str, transcript: str, *,
                         through_message_id: int | None, provider: Any = None,
                         clock: Clock = SYSTEM_CLOCK, purpose: str = "summary",
                         call: CallContext | None = None) -> Summary:
    """Summarise an already cut ``transcript`` (budget check, model call, ledger, preview
    fallback) without storing it: for callers that assemble the transcript themselves —
    ``session_search`` cuts a whole lineage around its matches and stores in its own thread.
    Safe to call from several threads at once (each call opens its own ledger connection)."""
    with Ledger(settings, clock=clock) as ledger:
        return _summarise(settings, ledger, session_id, transcript, through_message_id,
                          provider=provider, clock=clock, purpose=purpose, call=or_new(call))
