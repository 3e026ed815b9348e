"""Where the extractor's facts are lost on their way to the store (a development tool).

Plays LoCoMo's conversations through the real pipeline exactly as ``eval/run_eval.py
--dataset locomo`` does (``eval/locomo.py``), with the offline heuristic, and follows
every fact the extractor *proposes* (``heuristic.extract.find``, before planning,
validation, staging, consolidation and the limits) to where it ends:

* ``extracted``: the user's observations held by at least one proposal (the eval's
  matcher, ``locomo.holds``);
* ``kept``: held by what ends live or archived (the eval's live-or-archived recall);
* for each observation a proposal held but nothing kept holds, the furthest step its best
  proposal reached, and why it went no further: withdrawn by planning (its reason: no
  room, not well-formed), left out by planning (an entry already said it, the same slot,
  a candidate of the same message holding it), rewritten by planning (a value swapped into
  an older entry), dropped by validation (its reason), refused by staging, still waiting for
  room at the end, or written and later gone (a consolidation or a replace that left
  neither the entry nor an archived copy).

Then, by the turn each observation rests on (learn82; the dataset names each observation's
evidence turns): an observation held is counted by what holds it (a live entry, an episode, or
only entries the archive took in, by why they left: evicted for room, merged, superseded …), and
one held by nothing by where it was lost: its evidence is no turn of the user's; an entry rests
on its turn but holds under half its words (at a third or more; with its main clause held, the
matcher's partial credit); or nothing kept rests on its turn (what no proposal read).

Prints counts only. ``--show N`` prints up to N examples of each loss (proposal, reason,
observation): they are LoCoMo's words and the extractor's, for reading here, never for
the repository (LoCoMo is CC BY-NC).

    python dev_tools/locomo_losses.py --locomo /work/shared/datasets/locomo/locomo10.json --half dev
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "eval"))

import locomo  # noqa: E402

from reverie.memory.upkeep.archive import Archive  # noqa: E402
from reverie.memory.upkeep.waiting import WaitingFacts  # noqa: E402
from reverie.review.providers.heuristic import HeuristicProvider  # noqa: E402
from reverie.review.providers.heuristic.extract import find  # noqa: E402
from reverie.review.providers.heuristic.plan import plan_operations  # noqa: E402


@dataclass
class Trail:
    """What one play's reviews did with the extractor's proposals."""

    proposed: list[tuple[int, str]] = field(default_factory=list)   # (message id, content)
    planned: dict[str, str] = field(default_factory=dict)           # content -> action
    planned_ids: dict[int, list[str]] = field(default_factory=dict)  # message id -> contents
    withdrawn: dict[str, str] = field(default_factory=dict)         # content -> reason
    dropped: dict[str, str] = field(default_factory=dict)           # validation's, by content
    written: dict[str, str] = field(default_factory=dict)           # content -> stage status
    waiting_end: set[str] = field(default_factory=set)
    archived: dict[str, str] = field(default_factory=dict)          # archived text -> why it left


class _Recording(HeuristicProvider):
    """The heuristic, also writing down what the extractor found before planning."""

    trail: Trail

    def generate_json(self, prompt: str, *, schema: Any, system: str | None = None,
                      review: Any = None) -> Any:
        if review is not None:
            findings = find(review)
            self.trail.proposed += [(mid, c.content) for mid, c in findings.found]
            operations, withdrawn = plan_operations(findings, review)
            for op in operations:
                if op.get("content"):
                    self.trail.planned[op["content"]] = op["action"]
                    for mid in op.get("evidence", ()):
                        self.trail.planned_ids.setdefault(mid, []).append(op["content"])
            for w in withdrawn:
                content = (w.get("proposal") or {}).get("content")
                if content:
                    self.trail.withdrawn[content] = str(w.get("reason", ""))
        return super().generate_json(prompt, schema=schema, system=system, review=review)


class Watch:
    def __init__(self) -> None:
        self.trail = Trail()

    def provider(self, settings: Any, clock: Any) -> Any:
        provider = _Recording(settings.background_review, settings.environ, clock=clock)
        provider.trail = self.trail
        return provider

    def reviewed(self, result: Any) -> None:
        for d in result.dropped:
            content = (d.get("proposal") or {}).get("content")
            if content and content not in self.trail.withdrawn:
                self.trail.dropped[content] = str(d.get("reason", ""))
        for outcome in result.outcomes:
            for op in outcome.operations or ():
                if op.get("content"):
                    self.trail.written[op["content"]] = outcome.status
        for w in result.waiting:
            if w.get("content"):
                self.trail.written.setdefault(w["content"], "waiting")

    def ended(self, settings: Any, clock: Any) -> None:
        with WaitingFacts(settings, clock=clock) as waiting:
            self.trail.waiting_end = {f.content for f in waiting.facts()}
        with Archive(settings, clock=clock) as archive:
            archive.settle()
            self.trail.archived = {f.text: f.kind for f in archive.facts()}


def _reason_kind(reason: str) -> str:
    head = reason.split(":", 1)[0].strip().lower()
    return " ".join(head.split()[:6]) or "?"


def fate(content: str, mid: int, trail: Trail) -> str:
    """The furthest step one proposal reached, as a loss class."""
    if content in trail.withdrawn:
        return "planning withdrew it: " + _reason_kind(trail.withdrawn[content])
    if content not in trail.planned:
        if any(c != content for c in trail.planned_ids.get(mid, ())):
            return "planning rewrote it (another entry of the same message, or a swap)"
        return "planning left it out (already said, same slot, or subsumed)"
    if content in trail.dropped:
        return "validation dropped it: " + _reason_kind(trail.dropped[content])
    status = trail.written.get(content)
    if status is None:
        return "planned but never staged"
    if content in trail.waiting_end:
        return "still waiting for room at the end"
    if status in ("refused", "duplicate"):
        return f"staging: {status}"
    return f"written ({status}), later gone with no archived copy"


def breakdown(figures: dict[str, Any], trails: dict[tuple[int, str], Trail],
              show: int) -> None:
    for half, fig in figures.items():
        total = extracted = kept = 0
        losses: Counter[str] = Counter()
        examples: dict[str, list[tuple[str, str]]] = {}
        for p in fig.plays:
            trail = trails[(p.conversation, p.speaker)]
            drop = p.speaker.split()
            kept_words = [locomo.content_words(k.text, drop) for k in p.kept]
            proposals = [(mid, c, locomo.content_words(c, drop)) for mid, c in trail.proposed]
            for obs in p.observations:
                words = locomo.content_words(obs, drop)
                total += 1
                holders = [(mid, c) for mid, c, w in proposals if locomo.holds(words, w)]
                is_kept = any(locomo.holds(words, w) for w in kept_words)
                kept += is_kept
                extracted += bool(holders)
                if holders and not is_kept:
                    why = fate(holders[-1][1], holders[-1][0], trail)
                    losses[why] += 1
                    examples.setdefault(why, []).append((holders[-1][1], obs))
        fates: Counter[str] = Counter()
        fate_examples: dict[str, list[str]] = {}
        proposed = 0
        for p in fig.plays:
            trail = trails[(p.conversation, p.speaker)]
            kept_texts = {k.text for k in p.kept}
            for mid, content in dict.fromkeys(trail.proposed):
                proposed += 1
                if content in kept_texts:
                    fates["kept as proposed (live or archived)"] += 1
                elif any(content.rstrip(".") in k for k in kept_texts):
                    fates["held inside a kept entry (merged or rewritten)"] += 1
                else:
                    why = fate(content, mid, trail)
                    fates[why] += 1
                    fate_examples.setdefault(why, []).append(content)
        print(f"{half}: {proposed} proposals of the extractor")
        for why, n in fates.most_common():
            print(f"    {n:4d}  {why}")
            for content in fate_examples.get(why, [])[:show]:
                print(f"          {content}")
        print(f"{half}: {total} observations of the user")
        print(f"  held by what the extractor proposed: {extracted} ({extracted / total:.3f})")
        print(f"  held live or archived at the end:    {kept} ({kept / total:.3f})")
        print(f"  proposed but not kept: {sum(losses.values())}")
        for why, n in losses.most_common():
            print(f"    {n:4d}  {why}")
            for proposal, obs in examples[why][:show]:
                print(f"          proposal: {proposal}\n          observation: {obs}")


def evidence_of(conv: dict[str, Any], speaker: str) -> list[tuple[str, frozenset[str]]]:
    """(observation, the ids of the turns it rests on) of ``speaker`` in ``conv``, in the
    order of :func:`locomo.observations_of`."""
    out = []
    for key, per_speaker in (conv.get("observation") or {}).items():
        if not re.fullmatch(r"session_\d+_observation", key) or not isinstance(per_speaker, dict):
            continue
        for item in per_speaker.get(speaker, []):
            text = item[0] if isinstance(item, list) else item
            said = item[1] if isinstance(item, list) and len(item) > 1 else ""
            ids = said if isinstance(said, list) else [said]
            if isinstance(text, str) and text.strip():
                out.append((text, frozenset(i for s in ids if isinstance(s, str)
                                            for i in re.split(r"[;,\s]+", s) if i)))
    return out


def where_lost(plays: list[Any], trails: dict[tuple[int, str], Trail],
               conversations: list[dict[str, Any]]) -> Counter[str]:
    """Each observation's class by the turn it rests on (module docstring)."""
    classes: Counter[str] = Counter()
    for p in plays:
        conv = conversations[p.conversation - 1]
        users_turns = {t.get("dia_id") for k, turns in conv["conversation"].items()
                       if re.fullmatch(r"session_\d+", k) and isinstance(turns, list)
                       for t in turns if t.get("speaker") == p.speaker}
        rests = dict(evidence_of(conv, p.speaker))
        archived = trails[(p.conversation, p.speaker)].archived
        drop = p.speaker.split()
        kept = [(k, locomo.content_words(k.text, drop)) for k in p.kept]
        for obs in p.observations:
            words = locomo.content_words(obs, drop)
            holders = [k for k, w in kept if locomo.holds(words, w)]
            if holders:
                if any(k.live for k in holders):
                    classes["held: live"] += 1
                else:
                    why = sorted({"episode" if k.episode else archived.get(k.text, "?") for k in holders})
                    classes["held: archived only (" + " + ".join(why) + ")"] += 1
                continue
            turns = rests.get(obs, frozenset())
            on_turn = [w for k, w in kept if turns & set(k.refs)]
            first = locomo.content_words(locomo.main_clause(obs), drop)
            if not turns or not turns <= users_turns:
                classes["not held: its evidence is no turn of the user's"] += 1
            elif on_turn:
                loose = any(locomo.holds(words, w, locomo.LOOSE) for w in on_turn)
                main = len(first) >= 2 and any(locomo.holds_main(first, w) for w in on_turn)
                classes["not held: an entry rests on its turn, holds " + ("a third or more" if loose else "under a third")
                        + (", main clause held" if main else "")] += 1
            else:
                classes["not held: nothing kept rests on its turn"] += 1
    return classes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--locomo", default=None, help="the LoCoMo file (as for run_eval.py)")
    parser.add_argument("--half", choices=("dev", "report"), default="dev")
    parser.add_argument("--conversations", type=int, nargs="+", default=None)
    parser.add_argument("--show", type=int, default=0, metavar="N",
                        help="print N examples of each loss (LoCoMo's words: never commit them)")
    args = parser.parse_args(argv)
    trails: dict[tuple[int, str], Trail] = {}

    def watch_for(number: int, speaker: str) -> Watch:
        watch = Watch()
        trails[(number, speaker)] = watch.trail
        return watch

    overrides = {"auxiliary": {"background_review": {"provider": "heuristic", "temperature": 0.0}},
                 "display": {"memory_notifications": "off"}}
    path = locomo.dataset_path(args.locomo)
    figures = locomo.run(path, (args.half,), overrides,
                         dict(os.environ),
                         conversations=args.conversations, watch_for=watch_for,
                         progress=lambda m: print(m, file=sys.stderr))
    breakdown(figures, trails, args.show)
    conversations = locomo.load(path)
    for half, fig in figures.items():
        print(f"{half}: observations by the turn they rest on")
        for why, n in sorted(where_lost(fig.plays, trails, conversations).items()):
            print(f"    {n:4d}  {why}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
