"""One consolidation of one target: the ``consolidate`` job's engine (spec §16).

:func:`consolidate_target` does, for ``memory`` or ``user``:

1. settle the archive (consolidations approved meanwhile, by Reverie or by Hermes);
2. propose the waiting facts again that fit now (:mod:`.repropose`);
3. decide whether a consolidation is needed: facts still wait, the target is above high
   water, or it is above low water and ``every_hours`` passed (``force``: the operator
   asked, ``reverie memory consolidate``);
4. plan it: the configured model with the consolidation prompt, checked strictly
   (:mod:`.answer`), or the deterministic planner (:mod:`.plan`) — which is also the
   fallback for any model failure or unsound answer, said in the record's reason, so no
   model can stall the learner;
5. stage it as one batch (Hermes' ``{"action": "batch", ...}``, each operation pinned),
   after writing the archive rows it will settle, and withdraw the older consolidation of
   the target if one was pending: at most one is ever pending per target.

Every model call is recorded under the purpose ``consolidate`` (``review.ledger``), and in
Hermes' ``session_model_usage`` against the archive's own session.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass, field
from typing import Any

from reverie.config import SYSTEM_CLOCK, TARGETS, Clock, ProviderError, Settings, UsageError
from reverie.memory.journal import Journal
from reverie.memory.locking import DEFAULT_TIMEOUT
from reverie.memory.pending.staging import (
    CONSOLIDATION_KEY,
    StageRequest,
    new_record_id,
    stage,
    withdraw,
)
from reverie.memory.scan.scanner import find_threat, scan_content
from reverie.memory.store import MemoryStore
from reverie.memory.upkeep import archive_mirror
from reverie.memory.upkeep.archive import Archive
from reverie.memory.upkeep.status import (
    current_digest,
    last_runs,
    pending_consolidations,
    record_run,
)
from reverie.memory.upkeep.upkeep_db import UpkeepDB
from reverie.memory.upkeep.waiting import WaitingFacts, cap_waiting
from reverie.review.providers import InvalidModelOutput
from reverie.search_index import SessionStore

from ..calls import CallContext, or_new
from ..ledger import Ledger, record_generation, scrub_secrets
from . import answer as answer_mod
from . import prompt as prompt_mod
from .gather import gather
from .measures import has_superseded
from .plan import (
    MERGED,
    Consolidation,
    Waiting,
    deterministic,
    enforce_supersession,
    goal_for,
    size,
)
from .repropose import repropose

log = logging.getLogger("reverie.consolidate")

ORIGIN = "background_review"
PURPOSE = "consolidate"


@dataclass
class ConsolidationResult:
    target: str
    status: str        # disabled | nothing_to_do | nothing_possible | staged | duplicate | refused
    reasons: list[str] = field(default_factory=list)
    record_id: str | None = None
    replaced: list[str] = field(default_factory=list)     # older consolidations withdrawn
    reproposed: list[dict[str, Any]] = field(default_factory=list)
    settled: dict[str, int] = field(default_factory=dict)
    chars_before: int = 0
    chars_after: int = 0
    limit: int = 0
    goal: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    provider: str = "deterministic"
    model: str | None = None
    fallback: str | None = None
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cost_usd: float = 0.0
    message: str = ""
    #: operator lines: entries left in place because the scanner refuses them (issue 28)
    withheld: list[str] = field(default_factory=list)
    #: ...and the characters they hold, which stay in the file: the plan counts them
    reserved: int = 0
    #: The operator's line when waiting facts went past the cap to the archive (issue 29).
    capped: str | None = None
    #: ...and what ``run --once`` sums into one line a file with the reviews' (its
    #: :meth:`Capped.record`, as review.engine's ``never_placed``)
    never_placed: list[dict[str, Any]] = field(default_factory=list)

    @property
    def landed(self) -> int:
        return sum(1 for r in self.reproposed if r["state"] == "landed")

    @property
    def staged(self) -> int:
        return (1 if self.status == "staged" else 0) + sum(
            1 for r in self.reproposed if r["state"] == "proposed")

    def to_dict(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in (
            "target", "status", "reasons", "record_id", "replaced", "reproposed", "settled",
            "chars_before", "chars_after", "limit", "goal", "counts", "provider", "model",
            "fallback", "calls", "input_tokens", "output_tokens", "cached_tokens", "message",
            "capped", "withheld")}
        data["cost_usd"] = round(self.cost_usd, 8)
        return data


def consolidate_target(settings: Settings, target: str, *, provider: Any = None,
                       clock: Clock = SYSTEM_CLOCK, call: CallContext | None = None,
                       lock_timeout: float = DEFAULT_TIMEOUT, force: bool = False,
                       who: str | None = None) -> ConsolidationResult:
    """Consolidate ``target`` if it needs it (module docstring). ``provider``: the model to
    ask (None or the heuristic: the deterministic planner). ``force``: consolidate down to
    low water even when nothing makes it due."""
    if target not in TARGETS:
        raise UsageError(f"No memory target {target!r}.", hint="Use memory or user.")
    result = ConsolidationResult(target, "disabled", limit=settings.memory.limit(target))
    if not settings.memory.enabled(target) or not (settings.garden.enabled or force):
        result.message = (f"{target} is disabled" if not settings.memory.enabled(target)
                          else "memory upkeep is off (reverie.garden.enabled)")
        return result
    call = or_new(call)

    with UpkeepDB(settings, clock=clock) as db, Journal(settings, clock=clock) as journal, \
            Ledger(settings, clock=clock) as ledger, _sessions(settings) as sessions:
        archive = Archive(settings, clock=clock, db=db)
        waiting = WaitingFacts(settings, clock=clock, db=db)
        result.settled = archive.settle()
        capped = cap_waiting(settings, target, waiting=waiting, archive=archive)
        result.capped = capped.line
        result.never_placed = [capped.record()] if capped.line else []
        store = MemoryStore(settings, clock=clock)
        entries = gather(settings, target, store.entries(target), journal=journal, db=db,
                         clock=clock, sessions=sessions)
        reproposed = repropose(settings, target, waiting=waiting, archive=archive,
                               journal=journal, exclusions=ledger.exclusions(),
                               learned={e.text: e.learned_at for e in entries}, clock=clock,
                               lock_timeout=lock_timeout)
        result.reproposed = [r.to_dict() for r in reproposed]
        live = store.entries(target)
        if live != [e.text for e in entries]:
            entries = gather(settings, target, live, journal=journal, db=db, clock=clock,
                             sessions=sessions)
        entries, result.withheld = _leave_blocked(settings, target, entries)
        still = [Waiting(w.id, w.content, w.since) for w in waiting.facts(target)]
        used, limit = size(live), settings.memory.limit(target)
        result.reserved = used - size([e.text for e in entries]) if result.withheld else 0
        garden = settings.garden
        result.chars_before = result.chars_after = used
        result.goal = goal_for(limit, garden.low_water, still, garden.high_water)
        result.reasons = _needs(settings, db, target, used, limit, still, force, live)
        if not result.reasons:
            result.status, result.message = "nothing_to_do", _nothing_message(used, limit, garden,
                                                                             result)
            _record(settings, db, target, clock, result)
            return result
        plan = _plan(settings, ledger, call, provider, target, entries, still, limit, result)
        if not plan.changed and used <= result.goal:
            result.status, result.message = "nothing_to_do", _nothing_message(used, limit, garden,
                                                                             result)
            _record(settings, db, target, clock, result)
            return result
        if not plan.changed:
            result.status = "nothing_possible"
            result.message = (f"{target}: nothing can move — every entry concerned is "
                              "protected, acted on by a pending record, or its removal was "
                              "rejected before.")
            _record(settings, db, target, clock, result)
            return result
        _stage(settings, db, archive, journal, plan, result, clock, lock_timeout, who)
        _record(settings, db, target, clock, result)
        return result


@contextlib.contextmanager
def _sessions(settings: Settings) -> Any:
    """The session store, when there is one (relevance and message times come from it)."""
    if not settings.state_db.exists():
        yield None
        return

    store = SessionStore.open(settings)
    try:
        yield store
    finally:
        store.close()


def _needs(settings: Settings, db: UpkeepDB, target: str, used: int, limit: int,
           waiting: list[Waiting], force: bool, entries: list[str]) -> list[str]:
    garden = settings.garden
    reasons = []
    if force:
        reasons.append("asked")
    if waiting:
        reasons.append("waiting")
    if garden.above_high_water(used, limit):
        reasons.append("high_water")
    run = last_runs(db).get(target)
    if used > limit * garden.low_water and (run is None or db.clock.now() - run["last_run_at"]
                                            >= garden.every_hours * 3600):
        reasons.append("schedule")
    if not force and reasons and used <= goal_for(limit, garden.low_water, waiting,
                                                  garden.high_water):
        reasons = []  # already as small as it must be (the waiting facts simply fit now)
    if has_superseded(entries):
        reasons.append("superseded")   # below high water too: no stale value stays live
    return reasons


def _nothing_message(used: int, limit: int, garden: Any, result: ConsolidationResult) -> str:
    """Why nothing is staged; when waiting facts were just placed, it says so first (a run
    printed "no fact waiting" right under the lines of the facts that had waited)."""
    placed = sum(1 for r in result.reproposed if r["state"] in ("landed", "proposed"))
    still = sum(1 for r in result.reproposed if r["state"] == "waiting")
    head = f"placed {placed} waiting fact(s); " if placed else ""
    waiting = (f"{still} fact(s) still waiting" if still else "no fact waiting any more"
               if placed else "no fact waiting")
    return (f"{head}nothing to consolidate: {used:,}/{limit:,} chars, no duplicate or "
            f"superseded entry, below high water ({round(100 * garden.high_water)}%) with "
            f"{waiting}")


def _leave_blocked(settings: Settings, target: str, entries: list[Any]
                   ) -> tuple[list[Any], list[str]]:
    """The entries a consolidation may touch, and a line for each one it must not: an
    entry the scanner refuses (hand-written into the file) is neither shown to the model
    nor copied into the archive and its state.db mirror, where session_search would find
    it; it stays where it is for the operator to edit (issue 28)."""
    kept, lines = [], []
    name = settings.memory_file(target).name
    for index, entry in enumerate(entries, 1):
        threat = find_threat(entry.text)
        if threat is None:
            kept.append(entry)
            continue
        lines.append(f"entry {index} of {name} left in place, not consolidated or archived: "
                     f"it matches '{threat.pattern_id}'; edit or remove it by hand "
                     f"(`reverie memory show --target {target}`).")
        log.warning("consolidation of %s: %s", target, lines[-1])
    return kept, lines


def _record(settings: Settings, db: UpkeepDB, target: str, clock: Clock,
            result: ConsolidationResult) -> None:
    if result.withheld:  # every outcome tells the operator what it left in place
        # (each its own clause: "…: 3 evicted entry 1 of MEMORY.md left in place" read as one)
        result.message = "; ".join(m.rstrip(".") for m in [result.message, *result.withheld]
                                   if m) + "."
    record_run(db, target, at=clock.now(), inputs=current_digest(settings, db, target),
               outcome=result.status, record_id=result.record_id)


# --- planning ----------------------------------------------------------------------------

def uses_model(provider: Any) -> bool:
    return provider is not None and getattr(provider, "name", "heuristic") != "heuristic"


def _plan(settings: Settings, ledger: Ledger, call: CallContext, provider: Any, target: str,
          entries: list[Any], waiting: list[Waiting], limit: int,
          result: ConsolidationResult) -> Consolidation:
    low, high = settings.garden.low_water, settings.garden.high_water
    room = set(result.reasons) - {"superseded", "settle"}
    if not uses_model(provider) or not room:
        # No room needed (only a superseded value to retire): the rule decides, no call.
        return deterministic(target, entries, limit=limit, low_water=low, waiting=waiting,
                             high_water=high, reserved=result.reserved)
    if ledger.tokens_today() >= settings.daily_input_tokens:
        return _fallback(target, entries, waiting, limit, low, result,
                         "the daily input-token budget is spent", high)
    goal = goal_for(limit, low, waiting, high)
    prompt = prompt_mod.build(target, entries, waiting,
                              used=size([e.text for e in entries]) + result.reserved,
                              limit=limit, goal=goal)
    if settings.state_db.exists():
        with contextlib.suppress(Exception):
            archive_mirror.ensure_session(settings, ledger.clock.now())
    schema = prompt_mod.schema_for([e.text for e in entries], limit)
    text = prompt.text
    for attempt in ("consolidation", "repair"):
        try:
            generation = provider.generate_json(text, schema=schema, system=prompt.system)
        except InvalidModelOutput as exc:
            # Not JSON, not the schema, or cut at the output cap: one repair, then the rule.
            _account(settings, ledger, call, provider, None, result, error=exc,
                     purpose=PURPOSE if attempt == "consolidation" else "repair")
            if attempt == "consolidation":
                text = _repair_prompt(prompt.text, exc)
                continue
            return _fallback(target, entries, waiting, limit, low, result,
                             f"the model's answer stayed invalid after one repair "
                             f"({scrub_secrets(settings, exc.message)[:200]})", high)
        except ProviderError as exc:
            _account(settings, ledger, call, provider, None, result, error=exc,
                     purpose=PURPOSE if attempt == "consolidation" else "repair")
            return _fallback(target, entries, waiting, limit, low, result,
                             f"the model failed ({scrub_secrets(settings, str(exc))[:200]})", high)
        break
    _account(settings, ledger, call, provider, generation, result,
             purpose=PURPOSE if attempt == "consolidation" else "repair")
    try:
        plan = answer_mod.check(generation.data, prompt, entries, target=target, limit=limit,
                                goal=goal, scan=scan_content, reserved=result.reserved)
    except answer_mod.AnswerProblems as exc:
        return _fallback(target, entries, waiting, limit, low, result,
                         f"the model's answer failed the checks ({exc})", high)
    plan.model, plan.provider, plan.waiting = generation.model, generation.provider, waiting
    added = enforce_supersession(plan)
    if added:
        log.info("consolidation of %s: %d superseded entr(y|ies) the model kept archived too",
                 target, added)
    return plan


def _repair_prompt(original: str, exc: InvalidModelOutput) -> str:
    # The bad answer is not shown again: cut at the cap, it would only invite more of it.
    return (original + "\nYour previous answer was not valid: "
            + " ".join(exc.message.split())[:300]
            + "\nAnswer again, shorter, with only the JSON object the instructions describe.\n")


def _fallback(target: str, entries: list[Any], waiting: list[Waiting], limit: int,
              low: float, result: ConsolidationResult, why: str,
              high: float) -> Consolidation:
    log.warning("consolidation of %s falls back to the deterministic one: %s", target, why)
    plan = deterministic(target, entries, limit=limit, low_water=low, waiting=waiting,
                         high_water=high, reserved=result.reserved)
    plan.fallback = why
    return plan


def _account(settings: Settings, ledger: Ledger, call: CallContext, provider: Any,
             generation: Any, result: ConsolidationResult, *, error: Exception | None = None,
             purpose: str = PURPOSE) -> None:
    paid = record_generation(ledger, settings, call=call, purpose=purpose, provider=provider,
                             generation=generation, session_id=archive_mirror.ARCHIVE_SESSION,
                             error=error)
    result.calls += 1
    result.input_tokens += paid.input_tokens
    result.output_tokens += paid.output_tokens
    result.cached_tokens += paid.cached_tokens
    result.cost_usd += paid.cost_usd
    result.model = paid.model or result.model


# --- staging -----------------------------------------------------------------------------

def _stage(settings: Settings, db: UpkeepDB, archive: Archive, journal: Journal,
           plan: Consolidation, result: ConsolidationResult, clock: Clock,
           lock_timeout: float, who: str | None) -> None:
    steps = plan.steps()
    result.provider, result.fallback = plan.provider, plan.fallback
    result.model = plan.model or result.model
    result.chars_after, result.counts = plan.size_after, plan.counts()
    description = {
        "target": plan.target, "chars_before": plan.size_before, "chars_after": plan.size_after,
        "limit": plan.limit, "goal": plan.goal, "low_water": settings.garden.low_water,
        "provider": plan.provider, "model": plan.model, "fallback": plan.fallback,
        "counts": plan.counts(), "reasons": result.reasons,
        "waiting": [{"id": w.id, "content": w.content} for w in plan.waiting],
        "steps": [dict(step.to_dict(), op=n) for n, step in enumerate(steps, 1)],
    }
    reason = f"consolidation of {plan.describe()}"
    if plan.fallback:
        reason += f" — deterministic, because {plan.fallback}"
    messages = list(dict.fromkeys(m for step in steps for m in step.messages))
    evidence = {"kind": "consolidation", "message_ids": messages, "quotes": [],
                "entries": list(dict.fromkeys(t for step in steps for t in step.entries)),
                # fixlearn21: each entry merged and the text it went into, so the merged text
                # keeps the strongest source of all of them (memory.journaled.JournalHook.source_of)
                "merged": [[step.entries[0], step.entries[-1]] for step in steps
                           if step.kind == MERGED and len(step.entries) == 2]}
    cost = {"usd": round(result.cost_usd, 8), "input_tokens": result.input_tokens,
            "output_tokens": result.output_tokens, "cached_tokens": result.cached_tokens}
    older = [r.id for r in pending_consolidations(settings).get(plan.target, [])]
    rid = new_record_id(settings)
    # The archive rows first: a consolidation can never be approved (by Reverie or by
    # Hermes) before the rows that keep what it takes out exist.
    archive.propose(rid, plan.target, plan.archive_items())
    try:
        request = StageRequest(plan.payload(), origin=ORIGIN, evidence=evidence, reason=reason,
                               model=plan.model, cost=cost, record_id=rid,
                               extra={CONSOLIDATION_KEY: description})
        outcome = stage(settings, request, clock=clock, journal=journal,
                        lock_timeout=lock_timeout)
    except BaseException:
        archive.drop_record(rid, "the consolidation could not be staged")
        raise
    if outcome.status != "staged":
        archive.drop_record(rid, f"not staged: {outcome.message}")
        result.status = outcome.status
        result.record_id = outcome.record_id if outcome.status == "duplicate" else None
        result.message = outcome.message
        return
    result.status, result.record_id = "staged", rid
    for old in older:
        if old != rid and withdraw(settings, old, reason=f"replaced by consolidation {rid}",
                                   who=who, clock=clock):
            archive.drop_record(old, f"replaced by consolidation {rid}")
            result.replaced.append(old)
    result.message = f"Staged consolidation {rid}: {plan.describe()}" + (
        f" (deterministic: {plan.fallback})" if plan.fallback else "")

