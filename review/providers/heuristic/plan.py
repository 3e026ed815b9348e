"""Planning: candidate entries and removals in, review operations out.

* **dedupe**: nothing already live (compared alphanumerically, and an entry holding the
  whole candidate counts), nothing twice, and one message saying the same thing twice
  gives one entry;
* **supersession**: a switch or "no longer" acts on the one live entry naming the old
  value, a correction ("…, not 14") replaces the one entry it corrects
  (:mod:`.changes`); one entry is acted on once;
* **form**: what cannot be written as a self-contained sentence is withdrawn with its reason.

The operations are in the review schema's shape, each with its reason, evidence (the
message it rests on) and confidence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...wellformed import UNFORMED, problems
from .changes import Entry, corrected_entry, entries_naming, significant, swapped
from .extract import Findings
from .table import Candidate
from .text import end_of
from .writing import finish

Operation = dict[str, Any]
REMOVED = "The user said this is no longer true or asked to forget it."


def plan(findings: Findings, entries: Sequence[Entry]) -> tuple[list[Operation], list[Operation]]:
    """The operations, and the proposals withdrawn because they could not be written as a
    well-formed entry (each ``{"proposal": …, "reason": …}``)."""
    known = [_normal(text) for _, text in entries]
    operations: list[Operation] = []
    withdrawn: list[Operation] = []
    acted_on: set[str] = set()
    for message_id, (target, entry) in findings.removals:
        if entry not in acted_on:
            acted_on.add(entry)
            operations.append({"action": "remove", "target": target, "old_text": entry,
                               "reason": REMOVED, "evidence": [message_id], "confidence": 0.8})
    seen = set(known)
    for message_id, candidate in _without_subsumed(findings.found):
        operation = _operation(candidate, entries)
        if operation.get("old_text") in acted_on:
            continue
        content = operation.get("content")
        key = _normal(content or "")
        if content is not None and (key in seen or any(key and key in other for other in known)):
            continue
        seen.add(key)
        operation.update(reason=candidate.reason, evidence=[message_id], confidence=candidate.confidence)
        wrong = problems(content, lang=candidate.lang) if content is not None else []
        if wrong:
            withdrawn.append({"proposal": operation, "reason": f"{UNFORMED}: {'; '.join(wrong)}"})
            continue
        if operation.get("old_text"):
            acted_on.add(operation["old_text"])
        operations.append(operation)
    return operations, withdrawn


def _normal(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _without_subsumed(found: list[tuple[int, Candidate]]) -> list[tuple[int, Candidate]]:
    """"I switched to Podman. … Please assume podman from now on." says one thing twice: a
    candidate whose words all appear in another from the same message is dropped."""
    kept = []
    for i, (mid, candidate) in enumerate(found):
        words = significant(candidate.content)
        if not any(j != i and other_mid == mid and (words < significant(other.content)
                                                    or (j < i and words == significant(other.content)))
                   for j, (other_mid, other) in enumerate(found)):
            kept.append((mid, candidate))
    return kept


def _operation(candidate: Candidate, entries: Sequence[Entry]) -> Operation:
    """add, or the replace/remove of the one live entry a correction or switch names."""
    if candidate.old is not None:
        named = entries_naming(candidate.old, entries)
        if len(named) == 1:
            target, entry = named[0]
            if candidate.new is None:
                return {"action": "remove", "target": target, "old_text": entry}
            content = swapped(entry, candidate.old, candidate.new)
            # the swapped entry is ours now: it gets the stop of its language if it had none
            content = finish(content, end_of(content)) if content else candidate.content
            return {"action": "replace", "target": target, "old_text": entry, "content": content}
        return {"action": "add", "target": candidate.target, "content": candidate.content}
    corrected = corrected_entry(candidate.content, entries)
    if corrected is not None:
        (target, entry), content = corrected
        return {"action": "replace", "target": target, "old_text": entry, "content": content}
    return {"action": "add", "target": candidate.target, "content": candidate.content}
