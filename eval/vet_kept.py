"""``--vet``: a model vets the entries a LoCoMo play kept (review/vet.py), after the play.

The vet reads one entry and the user's turns it rests on and says whether it is a lasting
fact about the user; this module asks it about each kept entry (or only the entries a judged
sample covers, ``judged_only``: the cheap way to read a half's precision before and after)
and reports what it vetoed, what it cost, and the sample's precision among its judged
entries with and without the vetoed ones. A call that fails or answers out of shape vetoes
nothing (the product's rule: a vet that cannot answer never loses an entry) and is counted.
The vet decides by the probability of its "yes" against a threshold; the curve (false
dropped and true lost among the judged entries at each threshold of :data:`CURVE`) is what
the threshold is chosen from, on the dev half only.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

from locomo import HALVES, Play, kept_key, sessions_of

from reverie.review import vet

Key = tuple[int, str, str]   # (conversation, speaker, the entry's digest)

#: The thresholds the curve is printed at. A small model is rarely sure: the 1.5B one's
#: P(yes) on the dev half lies mostly between 0.1 and 0.8, so the curve starts low.
CURVE = tuple(round(0.05 * step, 2) for step in range(6, 20))   # 0.3 … 0.95


def turn_texts(data: list[dict[str, Any]], half: str) -> dict[tuple[int, str], str]:
    """Each turn's words by (conversation number, dia_id), for the half's conversations."""
    out = {}
    for number in HALVES[half]:
        if number > len(data):
            continue
        for _n, _at, turns in sessions_of(data[number - 1]):
            for turn in turns:
                if isinstance(turn, dict) and turn.get("dia_id"):
                    out[(number, str(turn["dia_id"]))] = str(turn.get("text") or "")
    return out


def vet_half(provider: Any, plays: Sequence[Play], turns: dict[tuple[int, str], str],
             judged: dict[Key, bool], *, judged_only: bool,
             threshold: float = vet.THRESHOLD) -> dict[str, Any]:
    """Ask the vet about each kept entry of ``plays`` (only the judged ones with
    ``judged_only``) and sum up what it said and cost."""
    vetoed: set[Key] = set()
    sure: dict[Key, float] = {}   # the larger P(yes) of the two questions, per answered entry
    classes: Counter[str] = Counter()
    errors: list[str] = []
    asked = tokens_in = tokens_out = tokens_cached = 0
    started = time.perf_counter()
    for play in plays:
        for kept in play.kept:
            key = kept_key(play, kept)
            if judged_only and key not in judged:
                continue
            said = [turns.get((play.conversation, ref), "") for ref in kept.refs]
            verdict, generation, error = vet.ask(provider, kept.text, said, threshold=threshold)
            asked += 1
            if generation is not None:
                tokens_in += generation.usage.input_tokens
                tokens_out += generation.usage.output_tokens
                tokens_cached += generation.usage.cached_tokens
            if verdict is None:
                errors.append(f"{type(error).__name__}: {str(error)[:160]}")
                continue
            classes[verdict.kind] += 1
            sure[key] = max(verdict.p_once, verdict.p_now)
            if not verdict.keeps:
                vetoed.add(key)
    seconds = time.perf_counter() - started
    kept_keys = {kept_key(p, k) for p in plays for k in p.kept}
    return {
        "asked": asked, "threshold": threshold, "vetoed": len(vetoed), "classes": dict(classes),
        "errors": len(errors), "first_errors": errors[:3],
        "seconds_per_entry": round(seconds / asked, 2) if asked else None,
        "tokens_per_entry": ({"input": round(tokens_in / asked), "output": round(tokens_out / asked),
                              "cached": round(tokens_cached / asked)} if asked else None),
        "judged": _before_after(judged, kept_keys, vetoed),
        "curve": curve(judged, kept_keys, sure),
    }


def curve(judged: dict[Key, bool], kept: set[Key], sure: dict[Key, float],
          thresholds: Sequence[float] = CURVE) -> list[dict[str, Any]]:
    """At each threshold, what a vet vetoing every answered entry whose larger P(yes) reaches
    it would do to the judged entries this run keeps: false dropped and true lost. An entry
    without an answer is never dropped."""
    still = {k: true for k, true in judged.items() if k in kept}
    rows = []
    for t in thresholds:
        dropped = [true for k, true in still.items() if sure.get(k, 0.0) >= t]
        rows.append({"threshold": t, "false_dropped": dropped.count(False),
                     "true_lost": dropped.count(True)})
    return rows if still else []


def _before_after(judged: dict[Key, bool], kept: set[Key], vetoed: set[Key]) -> dict[str, Any] | None:
    """Precision among the judged entries this run keeps, without and with the vet."""
    still = {k: true for k, true in judged.items() if k in kept}
    if not still:
        return None
    after = {k: true for k, true in still.items() if k not in vetoed}
    return {
        "still_kept": len(still), "true_before": sum(still.values()),
        "precision_before": round(sum(still.values()) / len(still), 3),
        "kept_after": len(after), "true_after": sum(after.values()),
        "precision_after": round(sum(after.values()) / len(after), 3) if after else None,
        "false_dropped": sum(1 for k, true in still.items() if not true and k not in after),
        "true_lost": sum(1 for k, true in still.items() if true and k not in after),
    }


def print_vet(name: str, figures: dict[str, Any]) -> None:
    t = figures["tokens_per_entry"] or {}
    print(f"[vet {name}] asked {figures['asked']}, vetoed {figures['vetoed']} at P(yes) >= "
          f"{figures['threshold']} "
          f"({', '.join(f'{c} {n}' for c, n in sorted(figures['classes'].items()))}), "
          f"no answer {figures['errors']} (kept), seconds/entry {figures['seconds_per_entry']}, "
          f"tokens/entry {t.get('input')} in ({t.get('cached')} cached), {t.get('output')} out")
    for line in figures["first_errors"]:
        print(f"[vet {name}] no answer: {line}")
    judged = figures["judged"]
    if judged:
        print(f"[vet {name}] judged entries still kept {judged['still_kept']}: precision "
              f"{judged['precision_before']} before the vet ({judged['true_before']} true), "
              f"{judged['precision_after']} after ({judged['true_after']} true of "
              f"{judged['kept_after']}); false dropped {judged['false_dropped']}, true lost "
              f"{judged['true_lost']}")
        falses = judged["still_kept"] - judged["true_before"]
        for row in figures["curve"]:
            print(f"[vet {name}] curve: P(yes) >= {row['threshold']:<4}  false dropped "
                  f"{row['false_dropped']} of {falses}, true lost {row['true_lost']} of "
                  f"{judged['true_before']} ({row['true_lost'] / max(judged['true_before'], 1):.3f})")
    else:
        print(f"[vet {name}] no judged sample of this half matches what this run kept")
