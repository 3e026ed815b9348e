"""A model's consolidation, checked strictly before it can become a batch (spec §16).

The answer is accepted only when all of these hold; otherwise every problem is listed and
the caller falls back to the deterministic consolidation:

- it matches :data:`prompt.SCHEMA`, and every id it names is one the prompt showed;
- every entry of the target is accounted for exactly once: kept, merged into a named entry
  of the result (its ``from``), or archived — so no entry silently disappears;
- a protected or busy entry comes back exactly as it was;
- an entry of the result that is not a kept entry states no fact absent from the entries
  it comes from: its significant words and its values are all theirs (the same reading the
  deterministic merge uses, :mod:`review.consolidate.text`);
- every text of the result passes the memory scanner, none is empty or repeated, and no
  line of the result holds only the ``§`` delimiter;
- the result fits the goal (low water, less the waiting facts' room) and is not empty, and
  it moves out no more for room than that needs (an entry archived for room that would
  still fit is a model emptying the file into the archive);
- it moves out for room no entry of a higher rank (:mod:`.kinds` tier, learn84: what the
  user asked to keep above the ties, the ties above tastes, …) while one of a lower rank
  that it could move stays as it was: the order is a rule the prompt states, not a
  judgement, and a plan that breaks it is not applied silently (the deterministic plan,
  which holds to it, is staged with the reason).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from reverie.review.providers.jsoncheck import schema_problems

from .plan import EVICTED, KEPT, MERGED, SHORTENED, SUPERSEDED, Consolidation, Entry, Fate, size
from .prompt import SCHEMA, ConsolidationPrompt, one_line
from .text import read

_SUPERSEDE_WORDS = ("supersed", "outdated", "newer", "obsolete", "stale", "replaced by",
                    "updated by")


class AnswerProblems(ValueError):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems[:4]) + (f" (and {len(problems) - 4} more)"
                                                    if len(problems) > 4 else ""))
        self.problems = problems


def check(data: Any, prompt: ConsolidationPrompt, entries: Sequence[Entry], *, target: str,
          limit: int, goal: int, scan: Callable[[str], str | None],
          reserved: int = 0) -> Consolidation:
    """The consolidation the answer describes; :class:`AnswerProblems` when it is not sound."""
    problems = schema_problems(data, SCHEMA)
    if problems:
        raise AnswerProblems([f"not the consolidation schema: {p}" for p in problems])
    by_id = {e_id: e for e_id, e in zip(prompt.ids, entries, strict=True)}
    seen: dict[str, str] = {}
    fates: dict[str, Fate] = {}
    results: list[str] = []

    def claim(eid: Any, where: str) -> Entry | None:
        if not isinstance(eid, str) or eid.strip() not in by_id:
            problems.append(f"{where} names {eid!r}, which is not an entry id of the prompt")
            return None
        eid = eid.strip()
        if eid in seen:
            problems.append(f"{eid} is used twice ({seen[eid]} and {where})")
            return None
        seen[eid] = where
        return by_id[eid]

    for n, item in enumerate(data["entries"], 1):
        where = f"entries[{n}]"
        text = (item.get("text") or "").strip()
        sources = [e for e in (claim(i, where) for i in item.get("from") or []) if e is not None]
        if not text:
            problems.append(f"{where} has no text")
            continue
        if not sources:
            problems.append(f"{where} comes from no entry of the file (a new fact)")
            continue
        if text in results:
            problems.append(f"{where} repeats an entry of the result")
        results.append(text)
        kept = next((e for e in sources if text in (e.text, one_line(e.text))), None)
        if kept is None:
            _check_new_text(text, sources, where, scan, problems)
        reason = (item.get("reason") or "").strip()
        for e in sources:
            if e is kept:
                fates[e.text] = Fate()
            elif len(sources) == 1:
                fates[e.text] = Fate(SHORTENED, text, reason or "rewritten shorter by the model")
            else:
                fates[e.text] = Fate(MERGED, kept.text if kept else text,
                                     reason or "merged by the model")
    for n, item in enumerate(data["archive"], 1):
        e = claim(item.get("id"), f"archive[{n}]")
        if e is None:
            continue
        reason = (item.get("reason") or "").strip() or "archived by the model"
        kind = SUPERSEDED if any(w in reason.lower() for w in _SUPERSEDE_WORDS) else EVICTED
        fates[e.text] = Fate(kind, None, reason)
    for eid, e in by_id.items():
        if eid not in seen:
            problems.append(f"{eid} is neither kept, merged nor archived")
        elif e.fixed and fates.get(e.text, Fate()).kind != KEPT:
            problems.append(f"{eid} is {'protected' if e.protected else 'busy'} and must "
                            "come back unchanged")
    result = Consolidation(target, list(entries), fates, limit, goal, provider="model",
                           reserved=reserved)
    if not problems:
        if not result.after:
            problems.append("the result is empty (a consolidation may not empty the file)")
        elif result.size_after > goal:
            problems.append(f"the result holds {result.size_after:,} characters, above the "
                            f"goal of {goal:,}")
        if size([e.text for e in entries]) and not result.changed:
            problems.append("it changes nothing")
        evicted = [e.text for e in result.changed if fates[e.text].kind == EVICTED]
        if evicted and result.size_after + min(len(t) for t in evicted) + 3 <= goal:
            problems.append("it archives more than the goal needs (an entry it moved out "
                            "for room would still fit)")
        problems.extend(_out_of_rank(prompt, entries, fates))
    if problems:
        raise AnswerProblems(problems)
    return result


def _out_of_rank(prompt: ConsolidationPrompt, entries: Sequence[Entry],
                 fates: dict[str, Fate]) -> list[str]:
    """An entry archived for room while one of a lower rank it could have moved stays."""
    ids = {e.text: eid for eid, e in zip(prompt.ids, entries, strict=True)}
    evicted = [e for e in entries if fates.get(e.text, Fate()).kind == EVICTED]
    stays = [e for e in entries if not e.fixed and fates.get(e.text, Fate()).kind == KEPT]
    if not evicted or not stays:
        return []
    rank = {e.text: e.tier for e in (*evicted, *stays)}   # each entry read once
    low = min(stays, key=lambda k: rank[k.text])
    return [f"it archives {ids[e.text]} (rank {rank[e.text]}) for room while "
            f"{ids[low.text]} (rank {rank[low.text]}) stays: a lower rank leaves first"
            for e in evicted if rank[low.text] < rank[e.text]]


def _check_new_text(text: str, sources: Sequence[Entry], where: str,
                    scan: Callable[[str], str | None], problems: list[str]) -> None:
    blocked = scan(text)
    if blocked:
        problems.append(f"{where} fails the memory scan ({blocked})")
        return
    if any(line.strip() == "§" for line in text.splitlines()):
        problems.append(f"{where} holds a line with only the § delimiter")
    reading = read(text)
    words = set().union(*(read(e.text).significant for e in sources))
    values = set().union(*(read(e.text).values for e in sources))
    new_words = sorted(reading.significant - words)
    new_values = sorted(reading.values - values)
    if new_words or new_values:
        shown = ", ".join(repr(w) for w in (new_values + new_words)[:5])
        problems.append(f"{where} states what its entries do not ({shown})")
