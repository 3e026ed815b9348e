"""learn86: train the heuristic's keep filter on people's verdicts of its own entries (dev only).

Two steps, so the slow one runs once per corpus and the fit runs as often as labels arrive:

    # 1. play a corpus's dev half with the feature observer on; one row per kept entry
    python eval/train_keep_filter.py collect --out /dev/shm/f/locomo.jsonl -- \\
        --dataset locomo --half dev --locomo /path/to/locomo10.json
    # 2. join the verdicts to those rows, validate, and (with --write) write the weights
    python eval/train_keep_filter.py fit --labels /path/to/labels --features /dev/shm/f/*.jsonl \\
        [--write review/providers/heuristic/keep_weights.json]

``collect`` passes what follows ``--`` to ``eval/run_eval.py`` (``--half dev`` only: a report
half is refused) and writes, outside the checkout, each kept entry with what the heuristic's last
gate read of it (the candidate, the user's turn, the turn before, who the talk is with); ``fit``
computes :mod:`reverie.review.providers.heuristic.keep_features` from that with the checkout's
code, so a feature changed since needs no new play.
Labels are JSON lines (``{"dataset", "file", "conversation", "speaker", "entry", "verdict":
"true"|"false", "half": "dev", ...}``) read from the files or folders named; a label of any
other half is refused. Neither labels nor corpus text enter the repository: the weights file
holds feature names (structure only), numbers and provenance.

``fit`` prints, per corpus: leave-one-corpus-out (trained on the others, the threshold chosen
on the training corpora by an inner cross-validation, never on the held-out one) and 5-fold
cross-validation: precision before and after, the share of true entries lost, the share of
false ones dropped, and AUC. It recommends the filter on only when, over the held-out corpora,
precision rises by more than the share of true entries lost.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import math
import random
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from reverie.review.providers.heuristic import keep_filter  # noqa: E402
from reverie.review.providers.heuristic.keep_features import FEATURES, features  # noqa: E402
from reverie.review.providers.heuristic.table import Candidate  # noqa: E402

L2 = 1.0
FOLDS = 5


def normal(text: str) -> str:
    return "".join(ch for ch in str(text).casefold() if ch.isalnum())


# --- collect ------------------------------------------------------------------------------

def collect(out: Path, run_args: list[str]) -> int:
    import run_eval

    if "--half" not in run_args or run_args[run_args.index("--half") + 1:][:1] != ["dev"]:
        raise SystemExit("error: collect plays dev halves only: pass --half dev after --")
    if "--spc" in run_args:   # review38 R1: SPC's half is its file's; run_eval ignores --half for it
        import spc

        if spc.half_of(Path(run_args[run_args.index("--spc") + 1])) != "dev":
            raise SystemExit("error: collect plays dev halves only: that SPC file is the report split")
    if "--dump" in run_args:
        raise SystemExit("error: collect writes its own dump; leave --dump out")
    dataset = run_args[run_args.index("--dataset") + 1] if "--dataset" in run_args else "splits"
    seen: dict[str, list[dict[str, Any]]] = defaultdict(list)

    def observe(candidate: Any, said: str, answered: str | None, between_people: bool) -> None:
        seen[normal(candidate.content)].append({"candidate": dataclasses.asdict(candidate), "said": said,
                                                "answered": answered, "between_people": between_people})

    keep_filter.observers.append(observe)
    try:
        with tempfile.TemporaryDirectory(prefix="learn86-", dir="/dev/shm") as tmp:
            dump = Path(tmp) / "dump.json"
            code = run_eval.main([*run_args, "--dump", str(dump)])
            data = json.loads(dump.read_text(encoding="utf-8"))
    finally:
        keep_filter.observers.remove(observe)
    rows = data["entries"] if isinstance(data, dict) else data
    source = _file_of(run_args)
    written = missing = ambiguous = 0
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as sink:
        for row in rows:
            found = seen.get(normal(row["entry"]))
            if not found:
                missing += 1
                continue
            ambiguous += len({json.dumps(f, sort_keys=True) for f in found}) > 1
            sink.write(json.dumps({"dataset": dataset, "file": source, "conversation": row.get("conversation"),
                                   "speaker": row.get("speaker"), "entry": row["entry"],
                                   "episode": row.get("episode", False), "read": found[0]},
                                  ensure_ascii=False) + "\n")
            written += 1
    print(f"collect {dataset} {source}: {len(rows)} kept, {written} read at the gate "
          f"({missing} rewritten after it, {ambiguous} found twice in other turns); exit {code}")
    return code


def _file_of(run_args: list[str]) -> str:
    """The label's "file": the corpus file's name, or PrefEval's form (its plays are per form)."""
    if "--prefeval-form" in run_args:   # as the judges name them: the explicit form by its folder
        form = run_args[run_args.index("--prefeval-form") + 1]
        return {"explicit": "explicit_preference"}.get(form, form)
    for flag in ("--topicalchat", "--memorybank", "--spc", "--locomo", "--prefeval"):
        if flag in run_args:
            return Path(run_args[run_args.index(flag) + 1]).name
    return ""


# --- labels and the join ------------------------------------------------------------------

def read_jsonl(paths: Sequence[Path]) -> list[dict[str, Any]]:
    rows = []
    for path in paths:
        files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
        for file in files:
            for k, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                if line.strip():
                    try:
                        rows.append(json.loads(line))
                    except ValueError as exc:
                        raise SystemExit(f"error: {file}:{k} is not JSON: {exc}") from None
    return rows


def join(labels: list[dict[str, Any]], rows: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], Counter]:
    """Each verdict with its entry's features: by dataset, file, conversation, speaker and entry,
    else by dataset, file and entry alone when only one row has it. Two verdicts of one entry: agreed, one
    example; disagreeing, none (counted)."""
    exact: dict[tuple, list[float]] = {}
    loose: dict[tuple, list[list[float]]] = defaultdict(list)
    for row in rows:
        key = _key(row)
        values = row["features"] if "features" in row else _features_of(row["read"])
        exact.setdefault(key, values)
        loose[(key[0], key[1], key[4])].append(values)
    counts: Counter = Counter()
    by_entry: dict[tuple, dict[str, Any]] = {}
    for label in labels:
        if label.get("half") != "dev":
            raise SystemExit(f"error: a label of half {label.get('half')!r}: only dev labels train the filter")
        if label.get("verdict") not in ("true", "false"):
            counts["no verdict"] += 1
            continue
        dataset = label["dataset"]
        key = _key(label)
        values = exact.get(key)
        if values is None and len({tuple(v) for v in loose.get((key[0], key[1], key[4]), [])}) == 1:
            values = loose[(key[0], key[1], key[4])][0]
        counts[f"{dataset} labels"] += 1
        if values is None:
            counts[f"{dataset} unjoined"] += 1
            continue
        truth = label["verdict"] == "true"
        if key in by_entry:
            if by_entry[key]["y"] != truth:
                by_entry[key]["conflict"] = True
            counts["read twice"] += 1
            continue
        by_entry[key] = {"dataset": dataset, "file": key[1], "x": list(values), "y": truth, "conflict": False}
    examples = [e for e in by_entry.values() if not e["conflict"]]
    counts["judges disagree"] = sum(e["conflict"] for e in by_entry.values())
    return examples, counts


def _features_of(read: dict[str, Any]) -> list[float]:
    """The features of a reading collect kept: computed now, by this checkout's code, so a
    feature added since the play needs no new play."""
    candidate = Candidate(**read["candidate"])
    return list(features(candidate, read["said"], read["answered"], read["between_people"]))


def _key(row: dict[str, Any]) -> tuple[str, str, str, str, str]:
    """Where an entry was kept: a corpus's files number their conversations alike."""
    return (row["dataset"], str(row.get("file") or ""), str(row.get("conversation")), str(row.get("speaker")),
            normal(row["entry"]))


# --- the model ----------------------------------------------------------------------------

def fit(xs: list[list[float]], ys: list[bool], l2: float = L2) -> tuple[list[float], float]:
    """L2-regularised logistic regression by Newton's method on standardised features; the
    weights returned apply to the raw features (the standardisation folded in)."""
    d = len(xs[0])
    mean = [sum(x[j] for x in xs) / len(xs) for j in range(d)]
    scale = [math.sqrt(sum((x[j] - mean[j]) ** 2 for x in xs) / len(xs)) or 1.0 for j in range(d)]
    zs = [[1.0] + [(x[j] - mean[j]) / scale[j] for j in range(d)] for x in xs]
    w = [0.0] * (d + 1)
    for _ in range(25):
        grad = [0.0] * (d + 1)
        hess = [[0.0] * (d + 1) for _ in range(d + 1)]
        for z, y in zip(zs, ys, strict=True):
            p = _sigmoid(sum(a * b for a, b in zip(w, z, strict=True)))
            r, s = p - float(y), p * (1 - p)
            for i in range(d + 1):
                grad[i] += r * z[i]
                if s:
                    zi = s * z[i]
                    row = hess[i]
                    for j in range(i, d + 1):
                        row[j] += zi * z[j]
        for i in range(d + 1):
            for j in range(i):
                hess[i][j] = hess[j][i]
            if i:   # the bias is not shrunk
                grad[i] += l2 * w[i]
                hess[i][i] += l2
            hess[i][i] += 1e-9
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    weights = [w[j + 1] / scale[j] for j in range(d)]
    bias = w[0] - sum(w[j + 1] * mean[j] / scale[j] for j in range(d))
    return weights, bias


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    out = [0.0] * n
    for r in range(n - 1, -1, -1):
        out[r] = (m[r][n] - sum(m[r][k] * out[k] for k in range(r + 1, n))) / m[r][r]
    return out


def predict(weights: list[float], bias: float, xs: list[list[float]]) -> list[float]:
    return [_sigmoid(bias + sum(w * x for w, x in zip(weights, row, strict=True))) for row in xs]


def choose_threshold(ps: list[float], ys: list[bool]) -> float:
    """The cut that best serves the switch-on rule, on predictions the training examples did
    not shape (an inner cross-validation): the most precision gained net of the share of true
    entries lost. 0 (keep all) unless some cut gains more than it loses."""
    trues, n = sum(ys), len(ys)
    if not trues or trues == n:
        return 0.0
    before = trues / n
    best, best_net = 0.0, 0.0
    ranked = sorted(zip(ps, ys, strict=True))
    dropped_true = 0
    for k, (p, y) in enumerate(ranked):   # cut just above the k+1 lowest
        dropped_true += y
        kept = n - k - 1
        if not kept or (k + 1 < n and ranked[k + 1][0] == p):
            continue
        net = ((trues - dropped_true) / kept - before) - dropped_true / trues
        if net > best_net:
            best, best_net = (p + ranked[k + 1][0]) / 2, net
    return best


def _folds(n: int, k: int, seed: int) -> list[list[int]]:
    order = list(range(n))
    random.Random(seed).shuffle(order)
    return [order[i::k] for i in range(k)]


def trained(examples: list[dict[str, Any]], seed: int, l2: float) -> tuple[list[float], float, float]:
    """Weights on all ``examples`` and a threshold from an inner cross-validation on them."""
    xs, ys = [e["x"] for e in examples], [e["y"] for e in examples]
    out_of_fold = [0.0] * len(xs)
    for fold in _folds(len(xs), FOLDS, seed):
        held = set(fold)
        w, b = fit([x for i, x in enumerate(xs) if i not in held], [y for i, y in enumerate(ys) if i not in held], l2)
        for i, p in zip(fold, predict(w, b, [xs[i] for i in fold]), strict=True):
            out_of_fold[i] = p
    weights, bias = fit(xs, ys, l2)
    return weights, bias, choose_threshold(out_of_fold, ys)


def auc(ps: list[float], ys: list[bool]) -> float | None:
    pos = [p for p, y in zip(ps, ys, strict=True) if y]
    neg = [p for p, y in zip(ps, ys, strict=True) if not y]
    if not pos or not neg:
        return None
    wins = sum((p > q) + 0.5 * (p == q) for p in pos for q in neg)
    return wins / (len(pos) * len(neg))


def scored(ps: list[float], ys: list[bool], threshold: float) -> dict[str, Any]:
    kept = [y for p, y in zip(ps, ys, strict=True) if p >= threshold]
    trues, falses = sum(ys), len(ys) - sum(ys)
    return {"n": len(ys), "precision_before": trues / len(ys) if ys else None,
            "precision_after": sum(kept) / len(kept) if kept else None,
            "kept": len(kept), "true_lost": (trues - sum(kept)) / trues if trues else None,
            "false_dropped": (falses - (len(kept) - sum(kept))) / falses if falses else None,
            "auc": auc(ps, ys), "threshold": threshold}


def validate(examples: list[dict[str, Any]], seed: int, l2: float) -> dict[str, Any]:
    corpora = sorted({e["dataset"] for e in examples})
    held_out: dict[str, Any] = {}
    for corpus in corpora:
        train = [e for e in examples if e["dataset"] != corpus]
        test = [e for e in examples if e["dataset"] == corpus]
        if not train or len({e["y"] for e in train}) < 2:
            continue
        w, b, t = trained(train, seed, l2)
        held_out[corpus] = scored(predict(w, b, [e["x"] for e in test]), [e["y"] for e in test], t)
    # a corpus's files held out one at a time, trained on everything else (its other files
    # too): conversations never seen, of a kind seen, as a corpus's report half is
    by_file: dict[str, Any] = {}
    for corpus in corpora:
        files = sorted({e["file"] for e in examples if e["dataset"] == corpus})
        for file in files if len(files) > 1 else ():
            train = [e for e in examples if (e["dataset"], e["file"]) != (corpus, file)]
            test = [e for e in examples if (e["dataset"], e["file"]) == (corpus, file)]
            w, b, t = trained(train, seed, l2)
            by_file[f"{corpus}/{file}"] = scored(predict(w, b, [e["x"] for e in test]), [e["y"] for e in test], t)
    ps, ys, ts = [0.0] * len(examples), [e["y"] for e in examples], []
    raw = [0.0] * len(examples)
    for k, fold in enumerate(_folds(len(examples), FOLDS, seed)):
        held = set(fold)
        w, b, t = trained([e for i, e in enumerate(examples) if i not in held], seed + k + 1, l2)
        ts.append(t)
        for i, p in zip(fold, predict(w, b, [examples[i]["x"] for i in fold]), strict=True):
            ps[i] = p - t   # each fold's own cut: read as a margin, kept at >= 0
            raw[i] = p
    cv = {corpus: scored([ps[i] for i, e in enumerate(examples) if e["dataset"] == corpus],
                         [e["y"] for e in examples if e["dataset"] == corpus], 0.0) for corpus in corpora}
    cv["all"] = scored(ps, ys, 0.0)
    # pooled over the held-out corpora: does precision rise by more than the share of true lost?
    pooled_before = sum(h["precision_before"] * h["n"] for h in held_out.values())
    n = sum(h["n"] for h in held_out.values())
    kept = sum(h["kept"] for h in held_out.values())
    kept_true = sum((h["precision_after"] or 0) * h["kept"] for h in held_out.values())
    trues = sum(h["precision_before"] * h["n"] for h in held_out.values())
    summary = {"precision_before": pooled_before / n if n else None,
               "precision_after": kept_true / kept if kept else None,
               "true_lost": (trues - kept_true) / trues if trues else None}
    summary["switch_on"] = bool(n and kept and summary["precision_after"] - summary["precision_before"]
                                > summary["true_lost"])
    return {"leave_one_corpus_out": held_out, "leave_one_file_out": by_file, "five_fold": cv,
            "held_out_pooled": summary, "fold_thresholds": ts, "five_fold_curve": curve(raw, ys)}


def curve(ps: list[float], ys: list[bool], shares: Sequence[float] = (0.05, 0.1, 0.2, 0.3)) -> list[dict[str, float]]:
    """What dropping the lowest-scored share of entries would do (5-fold predictions, pooled):
    the trade-off the switch-on rule reads, at cuts no fold chose."""
    ranked = sorted(zip(ps, ys, strict=True))
    trues = sum(ys)
    out = []
    for share in shares:
        k = round(share * len(ranked))
        kept = [y for _, y in ranked[k:]]
        out.append({"dropped_share": share, "precision_after": sum(kept) / len(kept) if kept else 0.0,
                    "true_lost": (trues - sum(kept)) / trues if trues else 0.0,
                    "false_in_dropped": 1 - sum(y for _, y in ranked[:k]) / k if k else 0.0})
    return out


def _print(report: dict[str, Any]) -> None:
    def line(name: str, h: dict[str, Any]) -> str:
        def f(v: float | None) -> str:
            return "  -  " if v is None else f"{v:.3f}"
        return (f"  {name:<12} n={h['n']:<4} precision {f(h['precision_before'])} -> {f(h['precision_after'])}"
                f"  kept {h['kept']:<4} true lost {f(h['true_lost'])}  false dropped {f(h['false_dropped'])}"
                f"  AUC {f(h['auc'])}  cut {h['threshold']:.3f}")
    print("leave one corpus out (trained on the others; cut chosen on them):")
    for corpus, h in report["leave_one_corpus_out"].items():
        print(line(corpus, h))
    s = report["held_out_pooled"]
    print(f"  pooled held-out: precision {s['precision_before']:.3f} -> {s['precision_after']:.3f}, "
          f"true lost {s['true_lost']:.3f}: switch on? {'yes' if s['switch_on'] else 'no'}")
    if report["leave_one_file_out"]:
        print("leave one file out (a corpus's other files and the other corpora trained on):")
        for name, h in report["leave_one_file_out"].items():
            print(line(name, h))
    print(f"5-fold (each fold's cut chosen on its training folds; cuts {', '.join(f'{t:.3f}' for t in report['fold_thresholds'])}):")
    for corpus, h in report["five_fold"].items():
        print(line(corpus, {**h, "threshold": 0.0}))
    before = report["five_fold"]["all"]["precision_before"]
    print(f"5-fold, pooled, dropping the lowest-scored share (precision {before:.3f} before):")
    for c in report["five_fold_curve"]:
        print(f"  drop {c['dropped_share']:.0%}: precision {c['precision_after']:.3f}, true lost {c['true_lost']:.3f}, "
              f"{c['false_in_dropped']:.0%} of the dropped false")


def _commit() -> str:
    try:
        return subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["collect"]:
        rest = argv[1:]
        split = rest.index("--") if "--" in rest else len(rest)
        parser = argparse.ArgumentParser(prog="train_keep_filter.py collect")
        parser.add_argument("--out", type=Path, required=True)
        args = parser.parse_args(rest[:split])
        if ROOT in args.out.resolve().parents:
            raise SystemExit("error: --out must be outside the checkout (entries repeat corpus words)")
        return collect(args.out, rest[split + 1:])
    parser = argparse.ArgumentParser(prog="train_keep_filter.py")
    sub = parser.add_subparsers(dest="command", required=True)
    fitting = sub.add_parser("fit")
    fitting.add_argument("--labels", type=Path, nargs="+", required=True, help="label files or folders (*.jsonl)")
    fitting.add_argument("--features", type=Path, nargs="+", required=True, help="collect's output files")
    fitting.add_argument("--l2", type=float, default=L2)
    fitting.add_argument("--seed", type=int, default=86)
    fitting.add_argument("--write", type=Path, default=None, metavar="FILE", help="write the weights file")
    fitting.add_argument("--json", action="store_true")
    sub.add_parser("collect", help="collect --out FILE -- RUN_EVAL_ARGS (dev half only)")
    args = parser.parse_args(argv)
    labels = read_jsonl(args.labels)
    examples, counts = join(labels, read_jsonl(args.features))
    print("labels: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) + f"; examples {len(examples)}")
    if len({e["y"] for e in examples}) < 2:
        print("error: the joined labels need both verdicts to train on", file=sys.stderr)
        return 1
    report = validate(examples, args.seed, args.l2)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        _print(report)
    if args.write is not None:
        weights, bias, threshold = trained(examples, args.seed, args.l2)
        per_corpus = Counter(e["dataset"] for e in examples)
        # review38 R5: the curve is in shares dropped; the option takes a probability. The
        # shipped model's own scores on its training entries, at those shares, name the cut
        # (keep_filter_threshold) that drops about that share of such talk.
        scores = sorted(predict(weights, bias, [e["x"] for e in examples]))
        by_share = {f"{share:g}": round(scores[round(share * len(scores))], 3) for share in (0.05, 0.1, 0.2, 0.3)}
        data = {"features": list(FEATURES), "weights": [round(w, 6) for w in weights], "bias": round(bias, 6),
                "threshold": round(min(max(threshold, 1e-6), 1 - 1e-6), 6),
                "provenance": {"labels": dict(sorted(per_corpus.items())), "halves": ["dev"],
                               "commit": _commit(), "date": datetime.date.today().isoformat(),
                               "l2": args.l2, "seed": args.seed,
                               "cut_by_share_dropped": by_share,
                               "validation": {"held_out_pooled": report["held_out_pooled"],
                                              "leave_one_corpus_out": report["leave_one_corpus_out"],
                                              "leave_one_file_out": report["leave_one_file_out"],
                                              "five_fold_curve": report["five_fold_curve"],
                                              "five_fold_all": report["five_fold"]["all"]}}}
        keep_filter.parse(data)     # what the runtime will refuse is refused here first
        args.write.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {args.write} (cut {data['threshold']:.3f}; the shipped model's scores on its training "
              f"entries, by share dropped: {', '.join(f'{k}: {v}' for k, v in by_share.items())})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
