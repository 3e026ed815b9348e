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

import json
import os
import random
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
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
             threshold: float = vet.THRESHOLD, draw: tuple[int, int] | None = None,
             progress: Path | None = None) -> dict[str, Any]:
    """Ask the vet about each kept entry of ``plays`` (only the judged ones with
    ``judged_only``) and sum up what it said and cost.

    ``draw`` = (N, seed): the order is fixed before any call, from the seed alone: every
    judged-false entry and N judged-true ones drawn at random come first (shuffled
    together), then the rest in a random order. On a loaded machine a run cut short then
    still holds the draw, or all of it a longer one. ``progress``: each answer is appended
    as it comes (the entry's key and digest, its sealed verdict, the two probabilities; no
    words), owner-only, so a run cut short can be read (:func:`read_progress`)."""
    vetoed: set[Key] = set()
    sure: dict[Key, float] = {}   # the larger P(yes) of the two questions, per answered entry
    classes: Counter[str] = Counter()
    errors: list[str] = []
    asked = tokens_in = tokens_out = tokens_cached = 0
    order = [(play, kept) for play in plays for kept in play.kept
             if not judged_only or kept_key(play, kept) in judged]
    if draw is not None:
        order = drawn_order(order, judged, *draw)
    out = None
    if progress is not None:
        descriptor = os.open(progress, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        os.fchmod(descriptor, 0o600)   # a file that was already there is made owner-only too
        out = os.fdopen(descriptor, "a", encoding="utf-8")
    started = time.perf_counter()
    try:
        for play, kept in order:
            key = kept_key(play, kept)
            said = [turns.get((play.conversation, ref), "") for ref in kept.refs]
            began = time.perf_counter()
            verdict, generation, error = vet.ask(provider, kept.text, said, threshold=threshold)
            asked += 1
            if generation is not None:
                tokens_in += generation.usage.input_tokens
                tokens_out += generation.usage.output_tokens
                tokens_cached += generation.usage.cached_tokens
            if out is not None:
                out.write(json.dumps({
                    "key": list(key), "true": judged.get(key),
                    "p_once": None if verdict is None else verdict.p_once,
                    "p_now": None if verdict is None else verdict.p_now,
                    "error": None if error is None else type(error).__name__,
                    "seconds": round(time.perf_counter() - began, 2),
                    "tokens": None if generation is None else [
                        generation.usage.input_tokens, generation.usage.cached_tokens,
                        generation.usage.output_tokens]}) + "\n")
                out.flush()
            if verdict is None:
                errors.append(f"{type(error).__name__}: {str(error)[:160]}")
                continue
            classes[verdict.kind] += 1
            sure[key] = max(verdict.p_once, verdict.p_now)
            if not verdict.keeps:
                vetoed.add(key)
    finally:
        if out is not None:
            out.close()
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


def drawn_order(order: Sequence[Any], judged: dict[Key, bool], true_drawn: int,
                seed: int) -> list[Any]:
    """``order`` (pairs of play and kept entry) with every judged-false entry and
    ``true_drawn`` judged-true ones drawn at random first, shuffled together, then the rest
    shuffled: fixed by ``seed`` before anything is asked."""
    rng = random.Random(seed)
    def verdict(pair: Any) -> bool | None:
        return judged.get(kept_key(*pair))
    falses = [pair for pair in order if verdict(pair) is False]
    trues = [pair for pair in order if verdict(pair) is True]
    rest = [pair for pair in order if verdict(pair) is None]
    rng.shuffle(trues)
    first = falses + trues[:true_drawn]
    rng.shuffle(first)
    later = trues[true_drawn:] + rest
    rng.shuffle(later)
    return first + later


def read_progress(path: Path) -> list[dict[str, Any]]:
    """The answers a ``progress`` file holds, in the order they came."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


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


def progress_figures(rows: Sequence[dict[str, Any]], threshold: float = vet.THRESHOLD) -> dict[str, Any]:
    """What a ``progress`` file's answers say: among the judged entries answered, false
    dropped and true lost at ``threshold`` and along :data:`CURVE` (as counts and rates: a
    draw is not the whole store), the AUC of the larger P(yes) as a score for "false", and
    seconds and tokens per entry."""
    answered = [r for r in rows if r.get("true") is not None and r.get("p_once") is not None]
    sure = [(max(r["p_once"], r["p_now"]), r["true"]) for r in answered]
    falses = [p for p, true in sure if not true]
    trues = [p for p, true in sure if true]

    def row(t: float) -> dict[str, Any]:
        fd, tl = sum(p >= t for p in falses), sum(p >= t for p in trues)
        return {"threshold": t, "false_dropped": fd, "true_lost": tl,
                "false_rate": round(fd / len(falses), 3) if falses else None,
                "true_rate": round(tl / len(trues), 3) if trues else None}

    pairs = len(falses) * len(trues)
    auc = (sum((f > t) + 0.5 * (f == t) for f in falses for t in trues) / pairs) if pairs else None
    tokens = [r["tokens"] for r in rows if r.get("tokens")]
    return {"asked": len(rows), "no_answer": sum(r.get("p_once") is None for r in rows),
            "false": len(falses), "true": len(trues), "at": row(threshold),
            "curve": [row(t) for t in CURVE], "auc": round(auc, 3) if auc is not None else None,
            "seconds_per_entry": round(sum(r["seconds"] for r in rows) / len(rows), 2) if rows else None,
            "tokens_per_entry": ([round(sum(t[i] for t in tokens) / len(tokens)) for i in range(3)]
                                 if tokens else None)}


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="The curve of a --vet-progress file.")
    parser.add_argument("progress", type=Path)
    parser.add_argument("--threshold", type=float, default=vet.THRESHOLD)
    args = parser.parse_args(argv)
    f = progress_figures(read_progress(args.progress), args.threshold)
    print(f"asked {f['asked']}, no answer {f['no_answer']} (kept); judged and answered: "
          f"{f['false']} false, {f['true']} true; AUC {f['auc']}; seconds/entry "
          f"{f['seconds_per_entry']}; tokens/entry in, cached, out {f['tokens_per_entry']}")
    for r in [f["at"], *f["curve"]]:
        print(f"P(yes) >= {r['threshold']:<4}  false dropped {r['false_dropped']} of {f['false']} "
              f"({r['false_rate']}), true lost {r['true_lost']} of {f['true']} ({r['true_rate']})")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
