"""A scripted "model" for consolidation prompts, for the fake model servers (issue 20).

It reads the prompt's blocks as a model would read its prompt (``<<<CONSOLIDATE`` …
``CONSOLIDATE>>>``, the goal line) and answers in the consolidation schema with its own,
simple policy — not the deterministic planner's:

- entries whose text is the same once every free-standing number is masked are one subject: the one
  learned last is kept, the others archived as "superseded";
- then the entries of the lowest rank, oldest first (by their ``learned`` date), are
  archived until the file fits the goal, as the prompt asks (learn84); protected and busy
  entries are always kept verbatim.

``mode="unranked"`` ignores the ranks (oldest first whatever they say), which the check must
refuse when it moves out a higher rank while a lower one stays. ``mode="bad"`` answers unsoundly (a kept entry gains a word no entry has), which the strict
check must refuse, so the engine falls back to the deterministic consolidation.

:func:`upkeep_responder` wraps it for ``ScriptedServer(responder=...)``: consolidation
prompts get this answer, everything else the heuristic's (as ``heuristic_responder``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from .scripted_server import RecordedRequest, Reply, heuristic_responder

_LINE = re.compile(r"^\[(E\d+)( protected| busy)?\] learned (\S+(?: Reverie)?); \d+ later "
                   r"mention\(s\); rank (\d): (.*)$")
_GOAL = re.compile(r"Goal: at most ([\d,]+) characters")


def parse(prompt: str) -> tuple[list[dict[str, Any]], int]:
    block = prompt.split("<<<CONSOLIDATE", 1)[1].split("CONSOLIDATE>>>", 1)[0]
    entries = []
    for line in block.splitlines()[1:]:
        m = _LINE.match(line)
        if m:
            entries.append({"id": m.group(1), "fixed": bool(m.group(2)),
                            "learned": "0000" if m.group(3) == "before Reverie" else m.group(3),
                            "rank": int(m.group(4)), "text": m.group(5)})
    goal = int(_GOAL.search(prompt).group(1).replace(",", ""))
    return entries, goal


def consolidate(prompt: str, *, mode: str = "good") -> dict[str, Any]:
    entries, goal = parse(prompt)
    keep = {e["id"]: e for e in entries}
    archive = []
    by_subject: dict[str, list[dict[str, Any]]] = {}
    for e in entries:
        # Free-standing numbers only: "service-27" names a service, "7027" is its port.
        by_subject.setdefault(re.sub(r"(?<![\w-])\d+(?![\w-])", "#", e["text"].lower()),
                              []).append(e)
    for group in by_subject.values():
        movable = [e for e in group if not e["fixed"]]
        newest = max(group, key=lambda e: (e["learned"], int(e["id"][1:])))
        for e in movable:
            if e is not newest and len(group) > 1:
                archive.append({"id": e["id"], "reason": "superseded by a newer value"})
                keep.pop(e["id"], None)

    def size() -> int:
        return len("\n§\n".join(e["text"] for e in keep.values()))

    # As told (learn84): lower ranks leave first; ``mode="unranked"`` is a model that does
    # not hold to the order (oldest first whatever the rank), which the check must refuse.
    def rank(e: dict[str, Any]) -> int:
        return 0 if mode == "unranked" else e["rank"]

    for e in sorted(keep.values(), key=lambda e: (rank(e), e["learned"], int(e["id"][1:]))):
        if size() <= goal or len(keep) <= 1:
            break
        if not e["fixed"]:
            archive.append({"id": e["id"], "reason": "oldest evidence, rarely relevant"})
            keep.pop(e["id"])
    kept = [{"text": e["text"], "from": [e["id"]], "reason": "kept"} for e in keep.values()]
    if mode == "bad" and kept:
        kept[0]["text"] = kept[0]["text"].rstrip(".") + " (verified by the ops team)."
    return {"entries": kept, "archive": archive}


def upkeep_responder(request_text: Callable[[RecordedRequest], tuple[str, str | None, bool]],
                     *, mode: str = "good") -> Callable[[RecordedRequest], Reply]:
    review = heuristic_responder(request_text)

    def respond(request: RecordedRequest) -> Reply:
        prompt, _, _ = request_text(request)
        if "<<<CONSOLIDATE" in prompt:
            return Reply.ok(json.dumps(consolidate(prompt, mode=mode), ensure_ascii=False))
        return review(request)

    return respond
