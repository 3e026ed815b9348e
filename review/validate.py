"""Validation of the model's proposals before anything is staged (spec section 8).

Everything here works on plain lists and callables, so it is tested without a store:

1. shape: action, target, content/old_text present as the action needs; disabled targets out;
2. scan: every content goes through ``memory.scan.scanner.scan_content``; blocked → dropped;
3. "do not remember": a content matching one of the user's requests is dropped, and so is
   a personal identifier stated with its label ("my passport number is …", ``review.identifiers``);
4. resolve: every ``old_text`` must locate exactly one live entry, by the store's own rule
   (an equal entry wins, else the one entry containing it); that entry is pinned as
   ``matched_entry`` so approval later acts on exactly what the model saw;
5. duplicates: exact duplicates of live entries, of pending records, of rejected proposals
   and of earlier proposals in the same answer are dropped;
6. limit, per target, on the final state of the whole answer. Adds are applied at once
   while replace/remove wait for an operator, so when the adds only fit thanks to the
   model's own consolidation they are staged together with it as one batch. When even the
   final state overflows (issue 20), the replace/remove proposals are staged on their own
   (a correction never waits behind an unrelated add; its approval checks the limit
   again), the adds that fit beside the live
   entries are staged in order, and the others are dropped *for room*
   (``Dropped.room``): the review keeps them as waiting facts until a consolidation makes
   room (``memory.upkeep.waiting``). With ``ceilings`` (upkeep on: high water of each
   target) a learned add stops there, not at the limit: the room above high water is the
   agent's own tool's and the operator's (tester26: Hermes' memory tool was refused on 21
   of 42 days while Reverie's adds filled the file). An add the user asked for in so many
   words (``is_asked``) may use that room, since the user asked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from reverie.memory.scan.scanner import withhold, withhold_all

from . import model_rules
from .exclusions import WITHHELD, Exclusions, vetoed
from .identifiers import identifier_in
from .schema import spelled_id

ACTIONS = ("add", "replace", "remove")
TARGETS = ("memory", "user")
DELIMITER = "\n§\n"

#: (target, action, text) -> bool; text is the content for add/replace, the entry for remove.
Lookup = Callable[[str, str, str], bool]


def _never(target: str, action: str, text: str) -> bool:
    return False


@dataclass(frozen=True)
class Candidate:
    """A proposal that passed validation, ready to stage."""

    action: str
    target: str
    content: str | None
    old_text: str | None
    matched_entry: str | None
    reason: str
    evidence: tuple[int, ...]
    confidence: float | None

    @property
    def text(self) -> str:
        """What identifies this proposal for duplicate and rejection checks."""
        return (self.content if self.action != "remove" else self.matched_entry) or ""

    def payload(self) -> dict[str, Any]:
        """The staging payload for this single operation."""
        data: dict[str, Any] = {"action": self.action, "target": self.target}
        if self.action in ("add", "replace"):
            data["content"] = self.content
        if self.action in ("replace", "remove"):
            data["old_text"] = self.old_text
        return data


@dataclass(frozen=True)
class Dropped:
    proposal: Mapping[str, Any]
    reason: str
    #: Dropped only because the target has no room: the proposal may wait for room.
    room: bool = False
    candidate: Candidate | None = None

    def as_dict(self) -> dict[str, Any]:
        # Printed by `review --now` and sent as JSON: a proposal dropped because it holds a
        # secret (or an injection) must not be shown verbatim there.
        return {"proposal": withhold_all(dict(self.proposal)), "reason": withhold(self.reason)}


@dataclass(frozen=True)
class Batch:
    """Operations on one target that must be staged, approved and applied together."""

    target: str
    candidates: tuple[Candidate, ...]

    def payload(self) -> dict[str, Any]:
        # old_text is the full pinned entry: an equal entry wins resolution, so the batch
        # cannot drift onto a different entry that merely contains the model's fragment.
        operations = []
        for c in self.candidates:
            op: dict[str, Any] = {"action": c.action}
            if c.content is not None:
                op["content"] = c.content
            if c.matched_entry is not None:
                op["old_text"] = c.matched_entry
            operations.append(op)
        return {"action": "batch", "target": self.target, "operations": operations}


@dataclass
class Plan:
    """What to stage: single operations and all-or-nothing batches; and what was dropped."""

    singles: list[Candidate] = field(default_factory=list)
    batches: list[Batch] = field(default_factory=list)
    dropped: list[Dropped] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not self.singles and not self.batches


class _Reject(Exception):
    """Internal: a proposal is dropped for the reason given."""


class _Excluded(_Reject):
    """Internal: dropped because the user asked not to remember it."""


def entries_size(entries: Sequence[str]) -> int:
    return len(DELIMITER.join(entries))


def resolve(entries: Sequence[str], old_text: str) -> str:
    """The one live entry ``old_text`` locates (the store's rule); raises _Reject otherwise."""
    needle = old_text.strip()
    if needle in entries:
        return needle
    found = list(dict.fromkeys(e for e in entries if needle in e))
    if not found:
        raise _Reject(f"No entry matched {needle[:60]!r}")
    if len(found) > 1:
        raise _Reject(f"Multiple entries matched {needle[:60]!r}")
    return found[0]


def _confidence(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return min(1.0, max(0.0, float(value)))


def _evidence(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list | tuple):
        return ()
    ids = []
    for item in value:
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            ids.append(item)
        elif isinstance(item, str) and isinstance(spelled := spelled_id(item), int):
            ids.append(spelled)
    return tuple(dict.fromkeys(ids))


def _dated(raw: Any, said: Mapping[int, str], said_at: Mapping[int, float | None]) -> Any:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("content"), str):
        return raw
    content = model_rules.dated(raw["content"], _evidence(raw.get("evidence")), said, said_at)
    return raw if content == raw["content"] else {**raw, "content": content}


def _voiced(raw: Any, said: Mapping[int, str]) -> tuple[Any, tuple[int, ...]]:
    """A user fact pasted as "User I …" rewritten in the third person (``model_rules.voiced``),
    and the user's messages its words were copied from; the proposal as it was otherwise."""
    if not isinstance(raw, Mapping) or raw.get("target") != "user" or \
            not isinstance(raw.get("content"), str):
        return raw, ()
    repaired = model_rules.voiced(raw["content"], said)
    if repaired is None:
        return raw, ()
    content, sources = repaired
    return {**raw, "content": content}, sources


def _text(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def validate(proposals: Sequence[Mapping[str, Any]], *,
             live: Mapping[str, Sequence[str]],
             limits: Mapping[str, int],
             scan: Callable[[str], str | None],
             enabled: Mapping[str, bool] | None = None,
             is_pending: Lookup = _never,
             is_rejected: Lookup = _never,
             exclusions: Exclusions | Sequence[str] = (),
             said: Mapping[int, str] | None = None,
             heard: Mapping[int, str] | None = None,
             assistant: Mapping[int, str] | None = None,
             said_at: Mapping[int, float | None] | None = None,
             ceilings: Mapping[str, float] | None = None,
             is_asked: Callable[[Candidate], bool] | None = None) -> Plan:
    """Turn the model's raw operations into a :class:`Plan` (see the module docstring).

    ``said``: for a model's answer, the user's messages of the chunk (id -> text), and
    ``heard`` the chunk's other messages: an entry that copies one of them, speaks in the
    first person, names what none of them names, or is a fact about the user resting on
    nothing the user said, is dropped (:func:`_model_rules`). ``assistant``: the assistant's
    messages among ``heard`` (no tool result, no system message), the only place the name
    the user is called by is read from; it may open a fact about the user and name nothing
    else. ``said_at``: when each of the user's messages was said, if known; a model's entry
    that says "yesterday" or "last week" gets the date instead (``model_rules.dated``),
    before the duplicate checks, so two copies of one fact still meet. The offline
    heuristic writes its own entries from the user's words by rule and passes None.
    ``ceilings``: the most characters a target may hold after a learned add (its high
    water; None: the limit), ``is_asked``: whether the user asked to keep an add (it may
    then use the room up to the limit)."""
    plan = Plan()
    # Once per chunk, not per candidate: the names do not depend on the proposal.
    called = model_rules.addressed((assistant or {}).values()) if said is not None else []
    accepted: list[tuple[Mapping[str, Any], Candidate]] = []
    for raw in proposals:
        # Where a fact's words come from is read from them as the model wrote them: the
        # date written for "last week" is no word anyone said.
        pasted_from: tuple[int, ...] = ()
        if said is not None:
            raw, pasted_from = _voiced(raw, said)
        as_written = raw.get("content") if isinstance(raw, Mapping) else None
        if said is not None and said_at:
            raw = _dated(raw, said, said_at)
        try:
            candidate = _check_one(raw, live=live, scan=scan, enabled=enabled or {},
                                   is_pending=is_pending, is_rejected=is_rejected,
                                   exclusions=exclusions, earlier=[c for _, c in accepted])
            if said is not None:
                candidate = _model_rules(candidate, said, heard or {}, live, called,
                                         heard or {} if assistant is None else assistant,
                                         as_written if isinstance(as_written, str) else None,
                                         pasted_from)
        except _Reject as reason:
            shown = raw if isinstance(raw, Mapping) else {"value": raw}
            if isinstance(reason, _Excluded):   # its words stay out of every report
                shown = {k: v for k, v in shown.items() if k in ("action", "target")}
                shown["content"] = WITHHELD
            plan.dropped.append(Dropped(shown, str(reason)))
            continue
        if said is not None and candidate.action == "add":
            written = as_written if isinstance(as_written, str) else candidate.content
            kept, said_again = _said_again(raw, candidate, written, accepted, said)
            if said_again is not None:
                plan.dropped.append(said_again)
            if not kept:
                continue
        accepted.append((raw, candidate))

    for target in TARGETS:
        mine = [(raw, c) for raw, c in accepted if c.target == target]
        if mine:
            ceiling = (ceilings or {}).get(target)
            _plan_target(plan, target, mine, list(live.get(target, ())), limits[target],
                         _Room(limits[target], ceiling, is_asked or _learned))
    return plan


def _said_again(proposal: Mapping[str, Any], candidate: Candidate, written: str | None,
                accepted: list[tuple[Mapping[str, Any], Candidate]],
                said: Mapping[int, str]) -> tuple[bool, Dropped | None]:
    """A model's add against the adds it made before in the same answer (issue 31: a
    restatement is a no-op): one an earlier add already says (``model_rules.held``, on the
    words as the model wrote them) is dropped; an earlier add this one says again more fully
    (the same fact with its date) gives way to it, so the one kept is the fuller. Returns
    whether to keep ``candidate``, and what was dropped."""
    for index, (earlier_raw, earlier) in enumerate(accepted):
        if earlier.action != "add" or earlier.target != candidate.target or not earlier.content:
            continue
        if model_rules.held(written or candidate.content or "", earlier.content,
                            said=said.values(), dated=candidate.content):
            return False, Dropped(proposal, "restates an earlier proposal in this review")
        if candidate.content and model_rules.held(earlier.content, candidate.content):
            del accepted[index]
            return True, Dropped(earlier_raw,
                                 "said again more fully by a later proposal in this review")
    return True, None


def _check_one(raw: Any, *, live: Mapping[str, Sequence[str]], scan: Callable[[str], str | None],
               enabled: Mapping[str, bool], is_pending: Lookup, is_rejected: Lookup,
               exclusions: Exclusions | Sequence[str],
               earlier: Sequence[Candidate]) -> Candidate:
    if not isinstance(raw, Mapping):
        raise _Reject("not an object")
    action, target = raw.get("action"), raw.get("target")
    if action not in ACTIONS:
        raise _Reject(f"unknown action {action!r}")
    if target not in TARGETS:
        raise _Reject(f"unknown target {target!r}")
    if not enabled.get(target, True):
        raise _Reject(f"target {target} is disabled")
    content, old_text = _text(raw.get("content")), _text(raw.get("old_text"))
    if action in ("add", "replace") and content is None:
        raise _Reject(f"{action} without content")
    if action in ("replace", "remove") and old_text is None:
        raise _Reject(f"{action} without old_text")

    if content is not None:
        blocked = scan(content)
        if blocked:
            raise _Reject(blocked)
        request = vetoed(content, exclusions)
        if request:
            # The reason names where the request was made, never its words (issue 31).
            raise _Excluded(f"the user asked not to remember this ({request})")
        if label := identifier_in(content):
            raise _Reject(f"a personal identifier ({label}); a review never keeps one")

    entries = list(live.get(target, ()))
    matched = resolve(entries, old_text) if old_text is not None else None
    candidate = Candidate(
        action=action, target=target, content=content,
        old_text=old_text if action != "add" else None,
        matched_entry=matched if action != "add" else None,
        reason=_text(raw.get("reason")) or "", evidence=_evidence(raw.get("evidence")),
        confidence=_confidence(raw.get("confidence")),
    )

    if action == "add" and content in entries:
        raise _Reject("duplicate of a live entry")
    if action == "add" and any(_restates(content, e) for e in entries):
        raise _Reject("restates a live entry (nothing new to keep)")
    if action == "replace" and content == matched:
        raise _Reject("replacement equals the entry it replaces")
    if action == "replace" and _same_words(content, matched):
        raise _Reject("restates the entry it replaces (nothing changes)")
    if is_rejected(target, action, candidate.text):
        raise _Reject("the operator rejected this proposal before")
    if is_pending(target, action, candidate.text):
        raise _Reject("duplicate of a pending record")
    for other in earlier:
        if other.target != target:
            continue
        if other.action == action and other.text == candidate.text:
            raise _Reject("duplicate of an earlier proposal in this review")
        if matched is not None and other.matched_entry == matched:
            raise _Reject("conflicts with an earlier proposal on the same entry")
    return candidate


@lru_cache(maxsize=4096)
def _words(text: str | None) -> str:
    # Cached: every live entry is read by it in every review's duplicate checks (issue 27).
    tokens = (t.strip(".:/-") for t in re.findall(r"[\w@./:+#-]+", (text or "").lower()))
    return " ".join(t for t in tokens if t)


def _same_words(a: str | None, b: str | None) -> bool:
    return bool(a and b) and _words(a) == _words(b)


def _restates(content: str, entry: str) -> bool:
    """The add says nothing the live entry does not: the same words, or all of them
    inside the entry (case, spacing and punctuation aside)."""
    new, old = _words(content), _words(entry)
    return bool(new) and (new == old or f" {new} " in f" {old} ")


def _model_rules(candidate: Candidate, said: Mapping[int, str], heard: Mapping[int, str],
                 live: Mapping[str, Sequence[str]], called: Sequence[str],
                 other: Mapping[int, str], as_written: str | None = None,
                 pasted_from: Sequence[int] = ()) -> Candidate:
    """What a model's proposal must also respect (issue 31, ``review.model_rules``): its
    entry is a short third-person fact in its own words naming only what the conversation
    or the memory names, an add says something no live entry says, and a fact about the
    user rests on the user's messages, read from its words (``model_rules.resting``: the
    other speaker's fact in the user's name is dropped, and the evidence is the user's
    messages that hold the fact). Returns the candidate with that evidence; a fact rewritten
    from the user's pasted line (``pasted_from``, ``model_rules.voiced``) always cites the
    messages its words were copied from."""
    content, target = candidate.content, candidate.target
    known = [e for t in TARGETS for e in live.get(t, ())]
    if content is not None:
        sources = [*said.values(), *known] if target == "user" \
            else [*said.values(), *heard.values(), *known]
        for reason in (model_rules.copied(content, said, heard, target),
                       model_rules.voice(content, target),
                       model_rules.unnamed(content, sources, target, called),
                       _restated(as_written or content, content, known, said)
                       if candidate.action == "add" else None):
            if reason:
                raise _Reject(reason)
    if target == "user" and candidate.action != "remove":
        evidence, reason = model_rules.resting(as_written or candidate.content,
                                               candidate.evidence, said, other,
                                               candidate.matched_entry)
        if reason:
            raise _Reject(reason)
        if pasted_from:
            # The copied-from messages first, so the schema's bound never cuts them away.
            kept = list(dict.fromkeys([*pasted_from, *evidence]))[:model_rules.MOST_EVIDENCE]
            evidence = tuple(sorted(kept))
        return replace(candidate, evidence=evidence)
    return candidate


def _restated(written: str, content: str, known: Sequence[str],
              said: Mapping[int, str]) -> str | None:
    """Why a model's add is a no-op: a live entry already says it (``model_rules.held_by_any``,
    on the words as the model wrote them, its relative time dated when the user said it)."""
    if model_rules.held_by_any(written, known, said=said.values(), dated=content):
        return "restates a live entry (nothing new to keep)"
    return None


def _learned(candidate: Candidate) -> bool:
    return False


@dataclass(frozen=True)
class _Room:
    """How much a target may hold after an answer's adds: the limit for an add the user
    asked for, high water (``ceiling``) for a learned one."""

    limit: int
    ceiling: float | None
    is_asked: Callable[[Candidate], bool]

    def allows(self, adds: Sequence[Candidate]) -> float:
        if self.ceiling is None or all(self.is_asked(c) for c in adds):
            return self.limit
        return min(self.limit, self.ceiling)

    def past_high_water(self, target: str, size: int) -> str:
        share = round(100 * (self.ceiling or 0) / self.limit) if self.limit else 0
        return (f"{target} would hold {size:,}/{self.limit:,} chars, past high water "
                f"({share}%): the room above it is the agent's")


def _plan_target(plan: Plan, target: str, mine: list[tuple[Mapping[str, Any], Candidate]],
                 entries: list[str], limit: int, room: _Room | None = None) -> None:
    room = room or _Room(limit, None, _learned)
    consolidations = [c for _, c in mine if c.action != "add"]
    adds = [c for _, c in mine if c.action == "add"]

    final = list(entries)
    for c in consolidations:
        index = final.index(c.matched_entry)  # pinned from these very entries
        if c.action == "remove" or c.content in final:
            del final[index]
        else:
            final[index] = c.content
    for c in adds:
        if c.content not in final:
            final.append(c.content)
    final_size = entries_size(final)
    # No add, no ceiling: a replace/remove waits for an operator, whose approval checks
    # the limit itself.
    allowed = room.allows(adds) if adds else limit

    if final_size > allowed:
        _plan_overflow(plan, target, mine, entries, room, final_size)
        return

    adds_alone = entries_size(list(dict.fromkeys([*entries, *(c.content for c in adds)])))
    if adds and consolidations and adds_alone > allowed:
        plan.batches.append(Batch(target, (*consolidations, *adds)))
    else:
        plan.singles.extend(c for _, c in mine)


def _plan_overflow(plan: Plan, target: str, mine: list[tuple[Mapping[str, Any], Candidate]],
                   entries: list[str], room: _Room, final_size: int) -> None:
    """The whole answer does not fit: consolidations on their own, adds while they fit
    (each up to its own ceiling: a learned add to high water, an asked one to the limit)."""
    limit = room.limit
    why = ("even with the proposed consolidation" if any(c.action != "add" for _, c in mine)
           else "and no consolidation was proposed")
    # A replace/remove waits for an operator anyway; its approval checks the limit again
    # (after the consolidation this overflow makes due).
    plan.singles.extend(c for _, c in mine if c.action != "add")
    running = list(entries)
    for raw, c in mine:
        if c.action != "add":
            continue
        after = entries_size([*running, c.content])
        if after <= room.allows([c]):
            plan.singles.append(c)
            running.append(c.content)
        else:
            reason = (f"{target} would hold {final_size:,}/{limit:,} chars {why}"
                      if after > limit else room.past_high_water(target, after))
            plan.dropped.append(Dropped(raw, reason, room=True, candidate=c))


#: Roles whose words are the user's own; evidence from nothing else is hearsay.
USER_ROLES = frozenset({"user"})
HEARSAY_HOLD = ("its evidence is only tool or assistant messages, not anything the user "
                "said; a page or tool output must not write memory on its own")


def evidence_hold(roles: Sequence[str | None]) -> str | None:
    """Why a proposal whose evidence has these message roles must wait for approval.

    None when some evidence message is the user's; otherwise (tool results, the
    assistant's own words, or no evidence at all) the reason the pending record keeps.
    """
    if any(role in USER_ROLES for role in roles):
        return None
    return HEARSAY_HOLD
