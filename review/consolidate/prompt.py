"""The consolidation prompt a model gets: the whole target, its usage, the waiting facts.

The entries and the waiting facts are two blocks in a fixed format (the fake model servers
in the tests parse them, as the heuristic parses the review's blocks)::

    <<<CONSOLIDATE memory
    [E1] learned 2026-01-05; 0 later mention(s); rank 1: The svc-002 service listens on port 9015.
    [E2 protected] learned before Reverie; 3 later mention(s); rank 3: …
    CONSOLIDATE>>>

    <<<WAITING
    [W1] said 2026-02-01: The svc-002 service listens on port 10026 in staging.
    WAITING>>>

One entry per line, newlines folded to spaces (an entry cannot forge a line of the block);
``protected`` and ``busy`` entries must come back unchanged. The **rank** is the entry's
tier for eviction (:mod:`.kinds`, learn84: 0 what a date bounds, 1 lasting tastes and the
rest, 2 ties and needs, 3 what the user asked to keep or the operator wrote, 4 who the user
is): the model is told to archive for room every lower rank before a higher one, and
:mod:`.answer` refuses a plan that does not (the deterministic plan is staged instead).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reverie.config.epoch import format_epoch

from .plan import Entry, Waiting

OPEN, CLOSE = "<<<CONSOLIDATE", "CONSOLIDATE>>>"
WAITING_OPEN, WAITING_CLOSE = "<<<WAITING", "WAITING>>>"

SYSTEM = ("You keep an AI agent's bounded memory file useful: you merge, update, shorten and "
          "archive its entries so that it fits, losing no fact. You answer only with JSON "
          "matching the given schema.")

INSTRUCTIONS = """\
Consolidate the memory entries below so that the file holds at most {goal:,} characters
(entries are joined by a 3-character separator). Nothing you take out is deleted: it goes
to an archive the agent can still search.
- Merge entries that say the same thing into one entry. A merged or rewritten entry may
  state only facts found in the entries it comes from: add nothing.
- When two entries give different values for the same subject, keep the newer one (learned
  later) and archive the older one. When a waiting fact updates an entry, archive that entry.
- Shorten verbose entries without dropping any fact.
- If the file is still too long, archive entries for room by their rank, lowest first:
  never archive an entry for room while one of a lower rank stays (rank 0: what a date
  bounds, a dated act or a near plan; 1: tastes, habits, aims and the rest; 2: the user's
  family, pets and health; 3: what the user asked to keep or the operator wrote; 4: who the
  user is). Within a rank, archive the stale ones, those rarely mentioned since, those with
  the oldest evidence first.
- Entries marked protected or busy must be returned exactly as they are.
- Every entry id (E1, E2, …) must appear exactly once: in the "from" list of one entry of
  your answer, or in "archive". An entry you keep as it is has "from": [its id] and its
  exact text. Do not include the waiting facts in your answer; they are added afterwards.
Answer {{"entries": [{{"text": "...", "from": ["E1"], "reason": "..."}}],
"archive": [{{"id": "E2", "reason": "..."}}]}}."""

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "entries": {"type": "array", "items": {
            "type": "object",
            "properties": {"text": {"type": "string"},
                           "from": {"type": "array", "items": {"type": "string"}},
                           "reason": {"type": "string"}},
            "required": ["text", "from"]}},
        "archive": {"type": "array", "items": {
            "type": "object",
            "properties": {"id": {"type": "string"}, "reason": {"type": "string"}},
            "required": ["id"]}},
    },
    "required": ["entries", "archive"],
}




#: The longest text of one result entry, unless an entry of the file is longer already: an
#: entry is a short sentence or two, and a merge of a few of them stays under this.
ENTRY_CHARS = 600


def schema_for(texts: Sequence[str], limit: int) -> dict[str, Any]:
    """:data:`SCHEMA` bounded by this file: no more result entries or archive ids than it
    has entries, no text longer than its longest entry or :data:`ENTRY_CHARS` (nor its
    limit). That sizes the call's output cap (review.providers.caps); the answer is still
    checked against :data:`SCHEMA`."""
    count = max(1, len(texts))
    longest = min(max(1, limit), max([ENTRY_CHARS, *(len(t) for t in texts)]))
    props = SCHEMA["properties"]
    entry_item = {**props["entries"]["items"], "properties": {
        "text": {"type": "string", "maxLength": longest},
        "from": {"type": "array", "items": {"type": "string", "maxLength": 8},
                 "maxItems": count},
        "reason": {"type": "string", "maxLength": 160}}}
    archive_item = {**props["archive"]["items"], "properties": {
        "id": {"type": "string", "maxLength": 8}, "reason": {"type": "string", "maxLength": 160}}}
    return {**SCHEMA, "properties": {
        "entries": {"type": "array", "items": entry_item, "maxItems": count},
        "archive": {"type": "array", "items": archive_item, "maxItems": count}}}


@dataclass(frozen=True)
class ConsolidationPrompt:
    system: str
    text: str
    ids: dict[str, str]          # "E1" -> the entry's full text


def one_line(text: str) -> str:
    return " ".join(text.split())


def _date(epoch: float | None, unknown: str) -> str:
    return format_epoch(epoch, "%Y-%m-%d", unknown=unknown)


def build(target: str, entries: Sequence[Entry], waiting: Sequence[Waiting], *, used: int,
          limit: int, goal: int) -> ConsolidationPrompt:
    ids = {f"E{i}": e.text for i, e in enumerate(entries, 1)}
    lines = [f"{OPEN} {target}"]
    for (eid, _), e in zip(ids.items(), entries, strict=True):
        marks = " protected" if e.protected else (" busy" if e.busy else "")
        lines.append(f"[{eid}{marks}] learned {_date(e.learned_at, 'before Reverie')}; "
                     f"{e.mentions} later mention(s); rank {e.tier}: {one_line(e.text)}")
    lines.append(CLOSE)
    pct = round(100 * used / limit) if limit else 0
    parts = [INSTRUCTIONS.format(goal=goal),
             f"Target: {target}. Usage: {used:,}/{limit:,} characters ({pct}%). "
             f"Goal: at most {goal:,} characters.", "\n".join(lines)]
    if waiting:
        block = [WAITING_OPEN]
        block += [f"[W{i}] said {_date(w.created_at, '?')}: {one_line(w.content)}"
                  for i, w in enumerate(waiting, 1)]
        block.append(WAITING_CLOSE)
        parts.append("Facts waiting for room (they are added once this consolidation is "
                     f"applied; they need {sum(w.room for w in waiting):,} characters, "
                     "already counted in the goal):\n" + "\n".join(block))
    return ConsolidationPrompt(SYSTEM, "\n\n".join(parts) + "\n", ids)
