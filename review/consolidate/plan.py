"""A consolidation as data, and the offline deterministic planner.

A :class:`Consolidation` says, for every live entry of one target, what becomes of it (its
:class:`Fate`): kept, superseded by a newer entry, merged into another, shortened, or moved
to the archive for room. From the fates follow the batch operations (Hermes' batch payload,
each pinned to the full entry), one :class:`Step` per operation with its reason and what it
rests on, and the archive rows. Both providers produce fates: :func:`deterministic` here,
and a model's answer once :mod:`review.consolidate.answer` has checked it.

The deterministic planner (docs/memory-upkeep.md):

1. **supersede** — of two entries stating the same single-valued slot with different
   values (:func:`measures.supersedes`, the slot model of :mod:`review.slots`), the one with
   the newer evidence stays; a live entry a *newer waiting fact* supersedes leaves too (the
   waiting fact lands once there is room). A new member of a list-valued slot (a second
   allergy) is never superseded. When the slot is unclear and only the words look like an
   update, the older entry is proposed as **possibly superseded** (its own kind, so the
   operator reads it as a question, not a verdict) — and only when the consolidation runs
   anyway: an unclear pair does not make one due;
2. **merge** — an entry contained in another (:func:`measures.contained`) is merged into the
   fullest entry containing it (the newer of two equal ones);
3. **shorten** — if still above the goal, filler ("Please note that …", "…, as discussed")
   is cut from entries that have it;
4. **archive** — if still above the goal, the least valuable entries move out, in this
   order: by the entry's tier (:mod:`.kinds`: what a date bounds first — a dated act, a
   plan for next week —, then lasting tastes, aims and the rest, then the user's ties and
   needs — family, pets, health —, then what the user asked to keep or the operator
   wrote (the journal's source, learn84), and who the user is (:func:`says_who`: their name, age,
   where they live, their role) only after every other); within a tier least recently
   relevant first (the later of when it was learned and when a later session last
   mentioned it), then fewest mentions, then the longest (it frees the most); an entry
   learned before Reverie kept a journal counts as the oldest.

Protected entries and entries a pending record acts on are never touched. The goal is
``low_water`` of the limit, lowered further by the room the waiting facts need; a batch
never empties the file (the store refuses that), so the last entry always stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from reverie.config.epoch import format_epoch
from reverie.memory.upkeep.archive import ArchiveItem

from ..slots import merged_members
from . import ties
from .kinds import ASKED, LASTING, PASSING, TIES, WHO, tier
from .kinds import says_who as says_who  # re-exported: where it was read before learn83
from .measures import contained, possibly_supersedes, supersedes

DELIMITER = "\n§\n"
KEPT, SUPERSEDED, MERGED, SHORTENED, EVICTED = "kept", "superseded", "merged", "shortened", "evicted"
#: The slot of one of the two entries is unclear: the words alone look like an update.
POSSIBLY_SUPERSEDED = "possibly_superseded"
STEP_ORDER = (SUPERSEDED, POSSIBLY_SUPERSEDED, MERGED, SHORTENED, EVICTED)
#: A shortening must save at least this many characters to be worth an operator's look.
MIN_SAVING = 8
QUOTE = 80


def size(entries: Sequence[str]) -> int:
    return len(DELIMITER.join(entries))


@dataclass(frozen=True)
class Entry:
    """A live entry and what consolidation knows about it."""

    text: str
    learned_at: float | None = None
    evidence: Any = None           # the journal's evidence of the change that wrote it
    last_seen: float | None = None  # the latest later message that mentions it
    mentions: int = 0
    protected: bool = False
    busy: bool = False             # a pending record acts on it
    #: where it came from (memory.journal.SOURCES: asked, operator, learned; None: no
    #: journal row or one written before the source was recorded)
    source: str | None = None

    @property
    def tier(self) -> int:
        """Its rank for eviction (:func:`kinds.tier`: its kind, and whether it was asked)."""
        return tier(self.text, self.source)

    @property
    def fixed(self) -> bool:
        return self.protected or self.busy

    @property
    def message_ids(self) -> list[int]:
        ev = self.evidence if isinstance(self.evidence, dict) else {}
        ids = ev.get("message_ids") if isinstance(ev.get("message_ids"), list) else []
        return [i for i in ids if isinstance(i, int) and not isinstance(i, bool)]

    @property
    def relevant_at(self) -> float:
        return max(self.learned_at or 0.0, self.last_seen or 0.0)


@dataclass(frozen=True)
class Waiting:
    """A waiting fact, as consolidation sees it."""

    id: int
    content: str
    created_at: float

    @property
    def room(self) -> int:
        return len(self.content) + len(DELIMITER)


@dataclass
class Fate:
    kind: str = KEPT
    result: str | None = None      # merged into / superseded by / shortened to
    why: str = ""


@dataclass(frozen=True)
class Step:
    """One operation of the batch and why."""

    kind: str
    op: dict[str, Any]
    reason: str
    entries: tuple[str, ...]
    messages: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "action": self.op["action"], "reason": self.reason,
                "entries": list(self.entries), "messages": list(self.messages)}


@dataclass
class Consolidation:
    target: str
    entries: list[Entry]
    fates: dict[str, Fate]
    limit: int
    goal: int
    provider: str = "deterministic"
    model: str | None = None
    fallback: str | None = None    # why a model's answer was not used
    waiting: list[Waiting] = field(default_factory=list)
    #: Characters of the file's entries the plan may not touch (the scanner refuses them:
    #: left in place, not shown to it), which stay in the file beside what it keeps.
    reserved: int = 0

    @property
    def after(self) -> list[str]:
        out = []
        for e in self.entries:
            fate = self.fates.get(e.text, Fate())
            if fate.kind == KEPT:
                out.append(e.text)
            elif fate.kind == SHORTENED and fate.result:
                out.append(fate.result)
            elif fate.kind == MERGED and fate.result and fate.result not in out \
                    and fate.result not in {x.text for x in self.entries}:
                out.append(fate.result)  # a model's merged wording, in the first source's place
        return list(dict.fromkeys(out))

    @property
    def size_before(self) -> int:
        return size([e.text for e in self.entries]) + self.reserved

    @property
    def size_after(self) -> int:
        return size(self.after) + self.reserved

    @property
    def changed(self) -> list[Entry]:
        return [e for e in self.entries if self.fates.get(e.text, Fate()).kind != KEPT]

    def steps(self) -> list[Step]:
        """The batch's operations in order, each with its reason and what it rests on."""
        by_text = {e.text: e for e in self.entries}
        steps: list[Step] = []
        written: set[str] = set()
        for kind in STEP_ORDER:
            for e in self.entries:
                fate = self.fates.get(e.text, Fate())
                if fate.kind != kind:
                    continue
                rests = [e.text] + ([fate.result] if fate.result else [])
                messages = list(e.message_ids)
                if fate.result in by_text:
                    messages += by_text[fate.result].message_ids
                new_text = fate.result if kind in (SHORTENED, MERGED) else None
                if new_text and new_text not in by_text and new_text not in written:
                    op = {"action": "replace", "old_text": e.text, "content": new_text}
                    written.add(new_text)
                else:
                    op = {"action": "remove", "old_text": e.text}
                steps.append(Step(kind, op, fate.why, tuple(dict.fromkeys(rests)),
                                  tuple(dict.fromkeys(messages))))
        return steps

    def payload(self) -> dict[str, Any]:
        ops = []
        for step in self.steps():
            op = dict(step.op)
            op["matched_entry"] = op["old_text"]
            ops.append(op)
        return {"action": "batch", "target": self.target, "operations": ops}

    def archive_items(self) -> list[ArchiveItem]:
        """Every entry that leaves: its text, why, what replaced it, when and from what."""
        return [ArchiveItem(text=e.text, kind=self.fates[e.text].kind,
                            why=self.fates[e.text].why, result=self.fates[e.text].result,
                            learned_at=e.learned_at, evidence=e.evidence)
                for e in self.changed]

    def counts(self) -> dict[str, int]:
        out = dict.fromkeys(STEP_ORDER, 0)
        for e in self.changed:
            out[self.fates[e.text].kind] += 1
        return out

    def describe(self) -> str:
        parts = [f"{n} {k.replace('_', ' ')}" for k, n in self.counts().items() if n]
        return (f"{self.target}: {self.size_before:,} → {self.size_after:,} chars "
                f"(goal {self.goal:,} of {self.limit:,}): " + ", ".join(parts))


def goal_for(limit: int, low_water: float, waiting: Sequence[Waiting],
             high_water: float = 0.80) -> int:
    """Low water of the limit, lowered so that once the waiting facts land the file is at
    most at high water (no second consolidation due at once) — but never below half of low
    water: a flood of waiting facts lands over several consolidations instead of emptying
    the file of everything it knew."""
    low = int(limit * low_water)
    room = sum(w.room for w in waiting)
    return max(low // 2, min(low, int(limit * high_water) - room))


def _date(epoch: float | None) -> str:
    return format_epoch(epoch, "%Y-%m-%d", unknown="before Reverie")


def _quote(text: str) -> str:
    one = " ".join(text.split())
    return repr(one if len(one) <= QUOTE else one[:QUOTE - 1] + "…")


def _newer(a: Entry, b: Entry, order: dict[str, int]) -> bool:
    """Whether ``a``'s evidence is newer than ``b``'s (later position breaks ties)."""
    return (a.learned_at or 0.0, order[a.text]) > (b.learned_at or 0.0, order[b.text])


def _supersede(entries: Sequence[Entry], fates: dict[str, Fate], order: dict[str, int],
               waiting: Sequence[Waiting], *, possibly: bool = True) -> None:
    """Mark every kept entry a newer kept entry (or a newer waiting fact) supersedes; with
    ``possibly``, also the ones a newer entry possibly supersedes (an unclear slot)."""
    for old in entries:
        if old.fixed or fates[old.text].kind != KEPT:
            continue
        newer = [e for e in entries if e is not old and fates[e.text].kind == KEPT
                 and _newer(e, old, order) and supersedes(e.text, old.text)]
        if newer:
            winner = max(newer, key=lambda e: (e.learned_at or 0.0, order[e.text]))
            fates[old.text] = Fate(SUPERSEDED, winner.text,
                                   f"superseded by a newer entry on the same subject "
                                   f"(learned {_date(winner.learned_at)}): {_quote(winner.text)}")
            continue
        later = [w for w in waiting if w.created_at > (old.learned_at or 0.0)
                 and supersedes(w.content, old.text)]
        if later:
            w = max(later, key=lambda w: (w.created_at, w.id))
            fates[old.text] = Fate(SUPERSEDED, w.content,
                                   f"superseded by a newer fact waiting for room: {_quote(w.content)}")
            continue
        maybe = possibly and [e for e in entries if e is not old and fates[e.text].kind == KEPT
                 and _newer(e, old, order) and possibly_supersedes(e.text, old.text)]
        if maybe:
            winner = max(maybe, key=lambda e: (e.learned_at or 0.0, order[e.text]))
            fates[old.text] = Fate(POSSIBLY_SUPERSEDED, winner.text,
                                   f"possibly superseded by a newer entry (which fact each states "
                                   f"is unclear; reject to keep both): {_quote(winner.text)}")


def enforce_supersession(plan: Consolidation) -> int:
    """"The newer evidence wins" is a rule, not a judgement: in a model's consolidation,
    any entry it kept that a newer kept entry supersedes is archived as superseded too
    (the deterministic measure). Returns how many it added; the file only shrinks."""
    before = sum(1 for f in plan.fates.values() if f.kind == SUPERSEDED)
    for e in plan.entries:
        plan.fates.setdefault(e.text, Fate())
    _supersede(plan.entries, plan.fates, {e.text: i for i, e in enumerate(plan.entries)},
               plan.waiting, possibly=False)  # a rule, so only the sure ones
    return sum(1 for f in plan.fates.values() if f.kind == SUPERSEDED) - before


def deterministic(target: str, entries: Sequence[Entry], *, limit: int, low_water: float,
                  waiting: Sequence[Waiting] = (), high_water: float = 0.80,
                  reserved: int = 0) -> Consolidation:
    """The offline consolidation of one target (module docstring); ``reserved``: the
    characters of entries left out of ``entries`` that stay in the file."""
    entries = list(entries)
    goal = goal_for(limit, low_water, waiting, high_water)
    fates = {e.text: Fate() for e in entries}
    order = {e.text: i for i, e in enumerate(entries)}
    result = Consolidation(target, entries, fates, limit, goal, waiting=list(waiting),
                           reserved=reserved)

    # 1. supersede: same subject, other value; the newer evidence wins.
    _supersede(entries, fates, order, waiting)

    # 2. merge: an entry another one already says in full.
    for e in sorted(entries, key=lambda e: (len(e.text), order[e.text])):
        if e.fixed or fates[e.text].kind != KEPT:
            continue
        hosts = [h for h in entries if h is not e and fates[h.text].kind == KEPT
                 and contained(e.text, h.text)
                 and not (contained(h.text, e.text) and _newer(e, h, order))]
        if hosts:
            host = max(hosts, key=lambda h: (len(h.text), h.learned_at or 0.0, order[h.text]))
            fates[e.text] = Fate(MERGED, host.text,
                                 f"merged: {_quote(host.text)} already says all of it")

    def current() -> int:
        return result.size_after

    # 2b. list members: while room is needed, the members of one list-valued slot said in
    # the same words become one entry ("Leo is allergic to peanuts and penicillin"): both
    # facts stay live in fewer characters, and neither is superseded (review.slots).
    if current() > goal:
        _merge_list_members(entries, fates)

    # 2c. bare ties ("User has a son."), while room is needed: into a richer tie naming the
    # same one as the user's, else into one entry together (.ties, learn114).
    if current() > goal:
        _merge_bare_ties(entries, fates)

    # 3. shorten: only while room is still needed.
    if current() > goal:
        taken = {e.text for e in entries}
        for e in entries:
            if e.fixed or fates[e.text].kind != KEPT:
                continue
            short = shorten(e.text)
            if short and len(e.text) - len(short) >= MIN_SAVING and short not in taken:
                fates[e.text] = Fate(SHORTENED, short, "shortened: the same fact without its "
                                                       "filler words")
                taken.add(short)
            if current() <= goal:
                break

    # 4. archive the least valuable until the goal is reached (never the last entry); who
    # the user is goes last.
    if current() > goal:
        movable = [e for e in entries if not e.fixed and fates[e.text].kind in (KEPT, SHORTENED)]
        movable.sort(key=lambda e: (e.tier, e.relevant_at, e.mentions, -len(e.text),
                                    order[e.text]))
        for e in movable:
            if current() <= goal or len(result.after) <= 1:
                break
            seen = (f"last mentioned {_date(e.last_seen)}, {e.mentions} later mention(s)"
                    if e.last_seen else "not mentioned since")
            fates[e.text] = Fate(EVICTED, None,
                                 f"moved to the archive for room: {_KIND_SAID[e.tier]}, "
                                 f"least recently relevant of them (learned "
                                 f"{_date(e.learned_at)}, {seen})")
    return result


#: How an eviction's reason names the entry's tier (review.consolidate.kinds), so the operator
#: reads why this entry went before others.
_KIND_SAID = {PASSING: "a dated act or a near plan (what a date bounds goes first)",
              LASTING: "a lasting taste, aim or habit (after dated acts)",
              TIES: "a tie or need of the user's (after every taste)",
              ASKED: "what the user asked to keep or the operator wrote (after every tie)",
              WHO: "who the user is (only after every other entry)"}


def _merge_list_members(entries: Sequence[Entry], fates: dict[str, Fate]) -> None:
    existing = {e.text for e in entries}
    groups: list[tuple[list[str], list[Entry]]] = []    # ([the merged text], its sources)
    for e in entries:
        if e.fixed or fates[e.text].kind != KEPT:
            continue
        for text, sources in groups:
            if ties.may_name_one_twice(text[0], e.text):
                continue   # the lead (v47): "a dog and a puppy" for one dog counts it twice
            joined = merged_members(text[0], e.text)
            if joined is not None and joined not in existing:
                text[0] = joined
                sources.append(e)
                break
        else:
            groups.append(([e.text], [e]))
    for text, sources in groups:
        if len(sources) > 1:
            why = (f"merged: {len(sources)} members of one list in one entry, none superseded "
                   f"({', '.join(_quote(s.text) for s in sources)})")
            for source in sources:
                fates[source.text] = Fate(MERGED, text[0], why)


def _merge_bare_ties(entries: Sequence[Entry], fates: dict[str, Fate]) -> None:
    movable = [(e.text, e.source) for e in entries if not e.fixed and fates[e.text].kind == KEPT]
    for source, (result, merged) in ties.merges(movable, {e.text for e in entries}).items():
        why = (f"merged: {_quote(result)} already says that the user has them"
               if len(merged) == 1 else
               f"merged: {len(merged)} ties said and nothing more, in one entry "
               f"({', '.join(_quote(s) for s in merged)})")
        fates[source] = Fate(MERGED, result, why)


# --- shortening ---------------------------------------------------------------------------

_PREAMBLE = re.compile(
    r"^(?:please\s+)?(?:note|remember|keep in mind|be aware|fyi|for the record|"
    r"it is worth (?:noting|remembering)|it's worth (?:noting|remembering)|"
    r"just so you know|for future reference)(?:\s+that)?\s*[,:]?\s+", re.IGNORECASE)
_TRAILER = re.compile(
    r"\s*[,;(]?\s*(?:as (?:we )?(?:discussed|mentioned|agreed)(?: (?:before|earlier|above))?|"
    r"for future reference|just so you know|for the record)\s*\)?\s*(?=[.!。！]?\s*$)",
    re.IGNORECASE)
_PREAMBLE_ZH = re.compile(r"^(?:请)?(?:记住|注意|备注)[，,：:]?\s*")
_SPACES = re.compile(r"[ \t]{2,}")


def shorten(text: str) -> str | None:
    """``text`` without filler at its start or end and without repeated sentences; None
    when nothing comes off. Only ever removes words: a shortened entry states nothing new."""
    out = _PREAMBLE.sub("", text.strip())
    out = _PREAMBLE_ZH.sub("", out)
    out = _TRAILER.sub("", out)
    out = _SPACES.sub(" ", out).strip()
    sentences = re.split(r"(?<=[.!。！])\s+", out)
    out = " ".join(dict.fromkeys(s for s in sentences if s))
    first = out.split(" ", 1)[0] if out else ""
    if re.fullmatch(r"[a-z]{2,}", first):  # "the CI …" → "The CI …", never "svc-002" → "Svc-002"
        out = out[0].upper() + out[1:]
    return out if out and out != text.strip() else None
