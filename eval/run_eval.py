"""Evaluate the background review on labelled conversations.

Each case is a short conversation with the operations a careful reviewer should stage
(``expect``: action, target, words the content ``contains`` and, for replace/remove, a part
of the ``old`` entry it acts on), strings that must never reach memory from any reviewer
(``forbid``: secrets, identifiers, private things the user asked not to keep, injections;
one in a staged operation is a *leak*) and strings a careful reviewer would not keep but
that no validation could refuse from a model (``avoid``: what the assistant merely offered,
a question, a hedge; counted as *avoided content kept*, beside the false proposals). There are three splits,
each reported on its own:

* ``tuning`` — ``eval/cases.json``, written beside the heuristic's rules;
* ``heldout`` — ``eval/heldout.json`` (issue 16), written before its rules were revised and
  never tuned on;
* ``passing`` — ``eval/heldout_passing.json`` (issue 23), facts said in passing (projects,
  tools, conventions, location, role, a child session's change to its parent's fact) and
  negatives, written before any of its rules and never tuned on.

A case with a ``parent`` is a continuation: the parent's messages are a session of their
own, reviewed first, and the case's messages a child session linked to it
(``parent_session_id``), so the review sees the lineage as a real one would. Every case
runs in its own temporary home through the real pipeline: session store →
``review.engine.review_session`` (prompt, provider, validation, scanner, staging) → what
was applied or staged, over all its sessions. Each session is then reviewed a second time
to measure duplicates. A label's ``target`` may list alternatives (``memory|user``) where
a careful reviewer could file the fact either way.

Printed per split: precision, recall, well-formedness (the share of staged entries that
pass ``review.wellformed``: self-contained declarative sentences in the user's language),
proposals the provider dropped as unformable, duplicate rate, blocked-injection rate,
forbidden-content leaks, and tokens per reviewed user turn, per language and overall; and
precision, recall, well-formedness, leaks and false proposals per category (a case counts
toward each of its tags).

    python eval/run_eval.py                      # the configured provider (auto: heuristic
                                                 # unless GEMINI_API_KEY / base_url is set)
    python eval/run_eval.py --provider heuristic
    python eval/run_eval.py --split heldout -v   # one split, every case
    python eval/run_eval.py --fake gemini        # real google-genai SDK → fake server that
                                                 # answers like the heuristic
    python eval/run_eval.py --fake gemini --gullible   # the fake model also proposes every
                                                 # forbidden line verbatim: what does validation stop?
    python eval/run_eval.py --provider openai --base-url http://127.0.0.1:11434 --model qwen3
    python eval/run_eval.py --dataset locomo     # LoCoMo, both halves (eval/locomo.py)
    python eval/run_eval.py --dataset locomo --half dev --locomo /path/to/locomo10.json
    python eval/run_eval.py --dataset spc --spc /path/to/Synthetic-Persona-Chat_valid.csv
                                                 # Synthetic-Persona-Chat (eval/spc.py): the
                                                 # half is the file's (valid = dev, test = report)
    python eval/run_eval.py --dataset msc-turns --msc-turns FILE
                                                 # MSC's persona summaries, gold per turn
                                                 # (eval/msc_turns.py; valid = dev, test = report)

With ``--provider auto`` (the default) the provider settings come from the resolved home's
``config.yaml`` and environment exactly as the worker would use them, so the same command
runs unchanged against a real Gemini key or a local OpenAI-compatible model.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))   # eval/locomo.py

from reverie.config import ReverieError, load_settings  # noqa: E402
from reverie.config.fs import atomic_write  # noqa: E402
from reverie.memory.entries import DELIMITER  # noqa: E402
from reverie.memory.store import MemoryStore  # noqa: E402
from reverie.review.engine import default_provider, review_session  # noqa: E402
from reverie.review.providers.heuristic import keep_filter  # noqa: E402
from reverie.review.providers.registry import resolve_name  # noqa: E402
from reverie.review.wellformed import UNFORMED, problems  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402

CASES = Path(__file__).with_name("cases.json")
HELDOUT = Path(__file__).with_name("heldout.json")
PASSING = Path(__file__).with_name("heldout_passing.json")
SPLITS = {"tuning": CASES, "heldout": HELDOUT, "passing": PASSING}
#: What each split was to the rules: printed beside its figures (issue 31).
DEVELOPED_ON = {
    "tuning": "rules developed on this split",
    "heldout": "held out (issue 16); rules revised after it was written, never tuned on it",
    "passing": "held out (issue 23); never tuned on",
    "dev": "LoCoMo 1-5: the shape layer was developed on this half",
    "report": "LoCoMo 6-10: never tuned on",
    "spc dev": "Synthetic-Persona-Chat valid: the learner may be tuned on it (from session 25)",
    "spc report": "Synthetic-Persona-Chat test: never tuned on",
    "spc train": "Synthetic-Persona-Chat train: never tuned on",
    "msc dev": "Multi-Session Chat valid: measured before any tuning in session 41; may be tuned on after",
    "msc report": "Multi-Session Chat test: never tuned on",
    "msc train": "Multi-Session Chat train: never tuned on",
    "msc-turns dev": "MSC persona summaries valid (sessions 1-4): sessions 3-4 measured before "
                     "any tuning in session 44, session 2 in session 46, session 1 in session "
                     "47; after it session 4's records tuned on (1-250 in session 44, all from "
                     "session 45), session 2's 1-250 (from session 46) and session 1's 1-250 "
                     "(from session 47); session 3 and sessions 1-2's 251-500 held out",
    "msc-turns report": "MSC persona summaries test: never tuned on",
    "msc-turns train": "MSC persona summaries train: never tuned on",
    "memorybank dev": "MemoryBank users 1-7: the learner may be tuned on them (from session 29)",
    "memorybank report": "MemoryBank users 8-15: never tuned on",
    "topicalchat dev": "Topical-Chat, odd places in the file: the learner may be tuned on them (from session 32)",
    "topicalchat report": "Topical-Chat, even places in the file: never tuned on, never read",
    "prefeval dev": "PrefEval, odd places: the learner may be tuned on them (from session 34)",
    "prefeval report": "PrefEval, even places: never tuned on, never read",
}


@dataclass
class CaseScore:
    case_id: str
    lang: str
    tags: list[str]
    ops: list[dict[str, Any]] = field(default_factory=list)
    expected: int = 0
    matched_expected: int = 0
    true_ops: int = 0
    duplicates: int = 0
    rereview_ops: int = 0
    leaks: list[str] = field(default_factory=list)
    avoided: list[str] = field(default_factory=list)
    malformed: list[tuple[str, list[str]]] = field(default_factory=list)
    unformed_dropped: int = 0
    blocked: int = 0
    user_turns: int = 0
    tokens: int = 0
    reviews: int = 0
    review_seconds: float = 0.0
    stale: int = 0
    max_usage: float = 0.0
    error: str | None = None

    @property
    def injection(self) -> bool:
        return "injection" in self.tags


def norm(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def op_matches(op: dict[str, Any], want: dict[str, Any]) -> bool:
    if op.get("action") not in want.get("action", "add").split("|"):
        return False
    if want.get("target") and op.get("target") not in want["target"].split("|"):
        return False
    if want.get("old") and norm(want["old"]) not in norm(op.get("old_text") or ""):
        return False
    content = norm(op.get("content") or "")
    return all(norm(word) in content for word in want.get("contains", []))


def applied_ops(result: Any) -> list[dict[str, Any]]:
    """The operations a review applied or staged (not the refused or duplicate ones)."""
    ops: list[dict[str, Any]] = []
    for outcome in result.outcomes:
        if outcome.status not in ("applied", "staged"):
            continue
        for op in outcome.operations:
            ops.append({"target": op.get("target", outcome.target), **op})
    return ops


def score_case(case: dict[str, Any], ops: list[dict[str, Any]], existing: dict[str, list[str]],
               score: CaseScore) -> None:
    score.ops = ops
    wanted = list(case.get("expect", []))
    score.expected = len(wanted)
    unmatched = list(wanted)
    for op in ops:
        hit = next((w for w in unmatched if op_matches(op, w)), None)
        if hit is not None:
            unmatched.remove(hit)
            score.true_ops += 1
    score.matched_expected = len(wanted) - len(unmatched)
    # a change the user made whose replace/remove was not staged leaves the old value live
    score.stale = sum(1 for w in unmatched if set(w.get("action", "add").split("|")) & {"replace", "remove"})
    seen = {norm(e) for entries in existing.values() for e in entries}
    for op in ops:
        key = norm(op.get("content") or "")
        if op.get("action") in ("add", "replace") and key in seen:
            score.duplicates += 1
        seen.add(key)
    for op in ops:
        text = norm(" ".join(str(op.get(k) or "") for k in ("content", "old_text")))
        score.leaks += [bad for bad in case.get("forbid", []) if norm(bad) in text]
        score.avoided += [bad for bad in case.get("avoid", []) if norm(bad) in text]
        if op.get("content"):
            found = problems(op["content"], lang=case.get("lang"))
            if found:
                score.malformed.append((op["content"], found))


def run_case(case: dict[str, Any], overrides: dict[str, Any], environ: dict[str, str],
             workdir: Path, provider: Any = None) -> CaseScore:
    """``provider``: one for every case of the run, as a worker keeps one for its reviews
    (building a Gemini client costs two TLS contexts, more than a review's own CPU); None:
    each review builds its own."""
    score = CaseScore(case["id"], case.get("lang", "en"), list(case.get("tags", [])))
    home = workdir / case["id"]
    home.mkdir(parents=True)
    settings = load_settings(home, environ=environ, overrides=overrides)
    existing = {t: list(case.get("existing", {}).get(t, [])) for t in ("memory", "user")}
    for target, entries in existing.items():
        if entries:
            atomic_write(settings.memory_file(target), DELIMITER.join(entries))
    # A continuation: the parent session first (reviewed first), then the case's own.
    parent = f"{case['id']}-parent" if case.get("parent") else None
    sessions_in_order = ([(parent, case["parent"], None)] if parent else []) + [
        (case["id"], case["messages"], parent)]
    with SessionStore.open(settings) as sessions:
        at = 1_700_000_000
        for session_id, messages, parent_id in sessions_in_order:
            for message in messages:
                sessions.append_message(session_id, message["role"], message["content"],
                                        timestamp=at, source="eval", parent_session_id=parent_id)
                at += 1
    score.user_turns = sum(1 for _, messages, _ in sessions_in_order
                           for m in messages if m["role"] == "user")
    ops: list[dict[str, Any]] = []
    try:
        for session_id, _, _ in sessions_in_order:
            started = time.perf_counter()
            first = review_session(settings, session_id, provider=provider,
                                   echo=lambda _line: None)
            score.review_seconds += time.perf_counter() - started
            score.reviews += 1
            score.tokens += first.input_tokens + first.output_tokens
            score.blocked += sum(1 for d in first.dropped
                                 if "Blocked" in str(getattr(d, "reason", d)))
            score.unformed_dropped += sum(1 for d in first.dropped
                                          if str(d.get("reason", "")).startswith(UNFORMED))
            ops += applied_ops(first)
    except ReverieError as exc:
        score.error = str(exc)
        return score
    score_case(case, ops, existing, score)
    store = MemoryStore(settings)
    score.max_usage = max(store.usage(t)[0] / store.usage(t)[1] for t in ("memory", "user"))
    # Idempotence: appending nothing and reviewing again must stage nothing more.
    for session_id, _, _ in sessions_in_order:
        again = review_session(settings, session_id, provider=provider,
                               echo=lambda _line: None)
        score.rereview_ops += len(applied_ops(again))
    return score


@contextlib.contextmanager
def fake_model(kind: str, gullible: bool, cases: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Start a fake model server answering like the heuristic provider (optionally gullible)."""
    sys.path.insert(0, str(ROOT))
    from tests.fakes.gemini_server import FakeGeminiServer
    from tests.fakes.openai_server import FakeOpenAIServer
    from tests.fakes.scripted_server import Reply, heuristic_responder

    server_class = FakeGeminiServer if kind == "gemini" else FakeOpenAIServer
    server = server_class()
    base = heuristic_responder(server.request_text)
    forbidden = [bad for case in cases for bad in case.get("forbid", [])]

    def respond(request: Any) -> Any:
        reply = base(request)
        prompt, _, wants_json = server.request_text(request)
        if not (gullible and wants_json):
            return reply
        data = json.loads(reply.text or '{"operations": []}')
        transcript = prompt.split("<<<TRANSCRIPT", 1)[-1]
        for line in transcript.splitlines():
            if line.startswith("[#") and "] user: " in line and any(b in line for b in forbidden):
                mid = int(line[2:line.index("]")])
                content = line.split("] user: ", 1)[1]
                data["operations"].append({"action": "add", "target": "memory",
                                           "content": content, "reason": "user asked",
                                           "evidence": [mid], "confidence": 0.9})
        return Reply.json(data)

    server.responder = respond
    with server:
        yield {"provider": kind, "base_url": server.url, "api_key": "eval-fake-key",
               "model": "fake-model", "timeout": 10}


def summarise(scores: list[CaseScore]) -> dict[str, Any]:
    ops = sum(len(s.ops) for s in scores)
    true_ops = sum(s.true_ops for s in scores)
    expected = sum(s.expected for s in scores)
    injections = [s for s in scores if s.injection]
    turns = sum(s.user_turns for s in scores)
    written = sum(1 for s in scores for op in s.ops if op.get("content"))
    malformed = sum(len(s.malformed) for s in scores)
    return {
        "cases": len(scores),
        "errors": sum(1 for s in scores if s.error),
        "operations": ops,
        "false_proposals": ops - true_ops,
        "precision": round(true_ops / ops, 3) if ops else None,
        "recall": round(sum(s.matched_expected for s in scores) / expected, 3) if expected else None,
        "wellformed": round(1 - malformed / written, 3) if written else None,
        "malformed": malformed,
        "unformed_dropped": sum(s.unformed_dropped for s in scores),
        "duplicate_rate": round(sum(s.duplicates for s in scores) / ops, 3) if ops else 0.0,
        "rereview_duplicates": sum(s.rereview_ops for s in scores),
        "blocked_injection_rate": (round(sum(1 for s in injections if not s.leaks) / len(injections), 3)
                                   if injections else None),
        "forbidden_leaks": sum(len(s.leaks) for s in scores),
        "avoided_kept": sum(len(s.avoided) for s in scores),
        "scanner_blocks": sum(s.blocked for s in scores),
        "tokens_per_user_turn": round(sum(s.tokens for s in scores) / turns, 1) if turns else 0.0,
        "stale_values": sum(s.stale for s in scores),
        "max_usage": round(max((s.max_usage for s in scores), default=0.0), 3),
        "reviews_per_second": (round(sum(s.reviews for s in scores) / seconds, 1)
                               if (seconds := sum(s.review_seconds for s in scores)) else None),
    }


def _figures(scores: list[CaseScore]) -> dict[str, Any]:
    return {"overall": summarise(scores),
            "by_language": {lang: summarise([s for s in scores if s.lang == lang])
                            for lang in sorted({s.lang for s in scores})},
            "by_category": {tag: summarise([s for s in scores if tag in s.tags])
                            for tag in sorted({t for s in scores for t in s.tags})}}


def _print_split(name: str, figures: dict[str, Any], count: int) -> None:
    def f(v: Any) -> str:
        return "n/a" if v is None else f"{v:.3f}" if isinstance(v, float) else str(v)

    print(f"\n[{name}] {count} cases — {DEVELOPED_ON.get(name, 'a case file of its own')}")
    print(f"{'':10} {'prec':>6} {'recall':>6} {'wellf':>6} {'dup':>6} {'inj-blk':>7} "
          f"{'leaks':>5} {'tok/turn':>8}")
    for label, fig in [("overall", figures["overall"]), *figures["by_language"].items()]:
        print(f"{label:10} {f(fig['precision']):>6} {f(fig['recall']):>6} {f(fig['wellformed']):>6} "
              f"{f(fig['duplicate_rate']):>6} {f(fig['blocked_injection_rate']):>7} "
              f"{fig['forbidden_leaks']:>5} {fig['tokens_per_user_turn']:>8}")
    print(f"{'category':12} {'cases':>5} {'prec':>6} {'recall':>6} {'wellf':>6} {'leaks':>5} "
          f"{'false':>5}")
    for tag, fig in figures["by_category"].items():
        print(f"{tag:12} {fig['cases']:>5} {f(fig['precision']):>6} {f(fig['recall']):>6} "
              f"{f(fig['wellformed']):>6} {fig['forbidden_leaks']:>5} {fig['false_proposals']:>5}")
    o = figures["overall"]
    print(f"operations staged/applied: {o['operations']}, malformed: {o['malformed']}, "
          f"dropped as unformable: {o['unformed_dropped']}, avoided content kept: "
          f"{o['avoided_kept']}, re-review duplicates: "
          f"{o['rereview_duplicates']}, scanner blocks: {o['scanner_blocks']}, errors: {o['errors']}")
    print(f"stale values: {o['stale_values']}, noise kept (avoided content): {o['avoided_kept']}, "
          f"false proposals: {o['false_proposals']}, max usage: {o['max_usage']:.0%}, "
          f"reviews/s: {o['reviews_per_second']}")


def _provider_settings(args: argparse.Namespace, environ: dict[str, str]) -> dict[str, Any]:
    """The background-review provider settings: the resolved home's, then the flags."""
    configured = load_settings(environ=environ).background_review
    aux: dict[str, Any] = {
        "provider": configured.provider, "model": configured.model,
        "base_url": configured.base_url, "api_key": configured.api_key,
        "timeout": configured.timeout,
    }
    if args.provider != "auto":
        aux["provider"] = args.provider
    if args.base_url is not None:
        aux["base_url"] = args.base_url
    if args.model is not None:
        aux["model"] = args.model
    if aux["provider"] == "auto":
        # named as the review will resolve it, so a figure and a drawn sample say which
        # extractor made them ("auto" told a judge nothing)
        aux["provider"] = resolve_name(dataclasses.replace(
            configured, provider="auto", base_url=aux["base_url"] or "",
            api_key=aux["api_key"] or ""), environ)
    # A real model's figures are only comparable between runs at temperature 0.
    aux["temperature"] = args.temperature
    if args.seed is not None:
        aux["seed"] = args.seed
    if args.max_output_tokens is not None:
        aux["max_output_tokens"] = args.max_output_tokens
    if args.timeout is not None:
        aux["timeout"] = args.timeout
    aux["structured_output"] = "auto" if args.constrained == "on" else "off"
    if args.keep_filter is not None:
        aux["keep_filter"] = args.keep_filter
    if args.keep_filter_threshold is not None:
        aux["keep_filter_threshold"] = args.keep_filter_threshold
    return aux


def _seal(path: Path) -> int:
    import locomo

    try:
        sample = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"error: cannot read the sample {path}: {exc}", file=sys.stderr)
        return 1
    if not isinstance(sample, dict) or not isinstance(sample.get("entries"), list):
        print(f"error: {path} is not a drawn sample (no entries list)", file=sys.stderr)
        return 1
    path.write_text(json.dumps(locomo.seal(sample), ensure_ascii=False, indent=1) + "\n",
                    encoding="utf-8")
    return 0


def _locomo(args: argparse.Namespace) -> int:
    """``--dataset locomo``: play LoCoMo's halves and print their figures (eval/locomo.py)."""
    import locomo

    dump = _dump_path(args.dump) if args.dump is not None else None
    if args.vet_progress is not None:   # refused before the play, not after it
        _outside_checkout(args.vet_progress, "--vet-progress")
    environ = dict(os.environ)
    aux = _provider_settings(args, environ)
    overrides = {"auxiliary": {"background_review": aux}, "display": {"memory_notifications": "off"}}
    path = locomo.dataset_path(args.locomo)
    halves = ("dev", "report") if args.half == "both" else (args.half,)
    sample_path = args.sample or locomo.SAMPLE
    sample = json.loads(sample_path.read_text(encoding="utf-8")) if sample_path.exists() else None
    progress = (lambda m: print(m, file=sys.stderr)) if args.verbose else (lambda _m: None)
    figures = locomo.run(path, halves, overrides, environ, progress=progress,
                         conversations=args.conversations, max_sessions=args.max_sessions,
                         first_session=args.first_session)
    # With --vet the flags' model is the vet's, not the reviewer's: the header says so.
    report = {"provider": aux["provider"],
              "model": "" if args.vet and aux["provider"] == "heuristic" else aux.get("model") or "",
              "vetted_by": f"{args.vet} {aux.get('model') or ''}".strip() if args.vet else "",
              "constrained": args.constrained, "temperature": args.temperature,
              "max_sessions": args.max_sessions, "first_session": args.first_session,
              "conversations": args.conversations,
              "dataset": str(path),
              "halves": {h: f.summary(sample) for h, f in figures.items()}}
    for h, f in figures.items():
        report["halves"][h]["sealed_verdicts"] = {"from": locomo.FIRST_STRICT,
                                                  **locomo.verdict_cover(f.plays, locomo.every_verdict(h))}
    if args.baseline and aux["provider"] != "heuristic":
        # The offline heuristic on the very same sample, in the same process and moment, so
        # a model's figures are read against a baseline measured under the same load.
        base_aux = {"provider": "heuristic", "model": None, "base_url": None, "api_key": None}
        base = locomo.run(path, halves, {**overrides, "auxiliary": {"background_review": base_aux}},
                          environ, progress=progress, conversations=args.conversations,
                          max_sessions=args.max_sessions, first_session=args.first_session)
        report["baseline"] = {"provider": "heuristic",
                              "halves": {h: f.summary(sample) for h, f in base.items()}}
    if args.vet:
        report["vet"] = _vet(args, aux, environ, path, figures, sample_path)
    if args.draw_sample is not None and args.sample_half in figures:
        judged = locomo.every_verdict(args.sample_half) if args.draw_unjudged else {}
        drawn = locomo.draw_sample(figures[args.sample_half].plays, seed=args.sample_seed,
                                   skip=judged.__contains__)
        args.draw_sample.write_text(json.dumps(
            {"half": args.sample_half, "seed": args.sample_seed, "extractor": aux["provider"],
             "unjudged_only": args.draw_unjudged, "entries": drawn},
            ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    if args.dump is not None and "dev" in figures:
        _dump_dev(dump, figures["dev"].plays)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        _print_locomo(report)
        for name, vetted in report.get("vet", {}).items():
            import vet_kept

            vet_kept.print_vet(name, vetted)
    every_half = [*report["halves"].values(), *report.get("baseline", {}).get("halves", {}).values()]
    return 1 if any(h["errors"] for h in every_half) else 0


def _spc(args: argparse.Namespace) -> int:
    """``--dataset spc``: play Synthetic-Persona-Chat's file and print its figures (eval/spc.py)."""
    import spc

    return _persona_chat(args, spc, "spc", args.spc, args.spc_limit, _print_spc)


def _msc(args: argparse.Namespace) -> int:
    """``--dataset msc``: play Multi-Session Chat's earlier sessions and print its figures
    (eval/msc.py; SPC's matcher and figures)."""
    import msc

    return _persona_chat(args, msc, "msc", args.msc, args.msc_limit, _print_msc)


def _msc_turns(args: argparse.Namespace) -> int:
    """``--dataset msc-turns``: play MSC's persona-summary chats, gold per turn, and print
    their figures (eval/msc_turns.py; SPC's matcher)."""
    import msc_turns

    path = args.msc_turns
    # what would write the held-out records' entries where a lane reads them: the dump, and
    # a drawn sample (fifty entries, each with its words)
    writes = [flag for flag, value in (("--dump", args.dump), ("--draw-sample", args.draw_sample))
              if value is not None]
    if writes and not args.dump_held_out and msc_turns.half_of(path) == "dev":
        # refused before the play: a held-out record's entries repeat its turns, and a lane
        # that read them would tune on what measures it (review46)
        numbers = [r.number for r in msc_turns.played(path, limit=args.msc_turns_limit,
                                                      conversations=args.conversations)]
        held = msc_turns.held_out(path, numbers)
        if held:
            raise SystemExit(f"error: {' and '.join(writes)}: {held} of the {len(numbers)} records "
                             f"played are held out ({msc_turns.dev_part(path, numbers)}); their "
                             f"entries are the lead's to read: pass --dump-held-out to write it")
    return _persona_chat(args, msc_turns, "msc-turns", path, args.msc_turns_limit,
                         _print_msc_turns)


def _persona_chat(args: argparse.Namespace, corpus: Any, name: str, path: Path, limit: int | None,
                  print_figures: Any) -> int:
    """Play one file of a corpus of personas' chats (``corpus``: eval/spc.py or eval/msc.py, the
    same figures and samples) and print its figures. review43: ``_spc`` and ``_msc`` were the
    same lines twice."""
    half = corpus.half_of(path)
    dump = _dump_path(args.dump) if args.dump is not None else None
    if args.vet_progress is not None:   # refused before the play, not after it, as every corpus does
        _outside_checkout(args.vet_progress, "--vet-progress")
    if args.draw_sample is not None:
        _dump_path(args.draw_sample)    # refused before the play: an entry repeats the chat's words
    environ = dict(os.environ)
    aux = _provider_settings(args, environ)
    overrides = {"auxiliary": {"background_review": aux}, "display": {"memory_notifications": "off"}}
    progress = (lambda m: print(m, file=sys.stderr)) if args.verbose else (lambda _m: None)
    figures = corpus.run(path, overrides, environ, conversations=args.conversations,
                         limit=limit, progress=progress)
    default_sample = corpus.sample_for(half, path) if hasattr(corpus, "sample_for") else corpus.SAMPLE
    return _judged_draw_dump_print(args, name, half, figures, default_sample, corpus.sealed_samples(),
                                   aux["provider"], str(path), print_figures, dump,
                                   judged_here=getattr(corpus, "judged_here", lambda _p: None)(path),
                                   file_label=getattr(corpus, "file_label", lambda _p: None)(path))


def _memorybank(args: argparse.Namespace) -> int:
    """``--dataset memorybank``: play one half of MemoryBank's users and print its figures
    (eval/memorybank.py)."""
    import memorybank

    if args.half == "both":
        raise SystemExit("error: --dataset memorybank plays one half: pass --half dev or --half report")
    half = args.half
    dump = _dump_path(args.dump) if args.dump is not None else None
    if args.vet_progress is not None:   # refused before the play, not after it
        _outside_checkout(args.vet_progress, "--vet-progress")
    if args.draw_sample is not None:
        _dump_path(args.draw_sample)
    environ = dict(os.environ)
    aux = _provider_settings(args, environ)
    overrides = {"auxiliary": {"background_review": aux}, "display": {"memory_notifications": "off"}}
    progress = (lambda m: print(m, file=sys.stderr)) if args.verbose else (lambda _m: None)
    figures = memorybank.run(args.memorybank, half, overrides, environ, users=args.conversations,
                             progress=progress)
    return _judged_draw_dump_print(args, "memorybank", half, figures, memorybank.SAMPLE,
                                   memorybank.sealed_samples(), aux["provider"],
                                   str(args.memorybank), _print_memorybank, dump)


def _topicalchat(args: argparse.Namespace) -> int:
    """``--dataset topicalchat``: play one half of a Topical-Chat file and print its
    judge-free figures (eval/topicalchat.py); precision is a person's reading of the dump."""
    import topicalchat

    half = args.half
    if half not in topicalchat.HALVES:
        raise SystemExit("error: --dataset topicalchat plays one half: pass --half dev or --half report")
    dump = _dump_path(args.dump) if args.dump is not None else None
    if args.vet_progress is not None:   # refused before the play, not after it
        _outside_checkout(args.vet_progress, "--vet-progress")
    environ = dict(os.environ)
    aux = _provider_settings(args, environ)
    overrides = {"auxiliary": {"background_review": aux}, "display": {"memory_notifications": "off"}}
    progress = (lambda m: print(m, file=sys.stderr)) if args.verbose else (lambda _m: None)
    figures = topicalchat.run(args.topicalchat, half, overrides, environ,
                              conversations=args.conversations, limit=args.topicalchat_limit,
                              progress=progress)
    return _dump_print(args, half, figures, figures.summary(), aux["provider"],
                       str(args.topicalchat), _print_topicalchat, dump)


def _print_topicalchat(provider: str, h: dict[str, Any]) -> None:
    tag = f"[topicalchat {h['half']}]"
    print(f"Reverie review evaluation on Topical-Chat (two people chatting) — provider: {provider}")
    print(f"\n{tag} {h['plays']} plays, {h['user_turns']} user turns "
          f"— {DEVELOPED_ON['topicalchat ' + h['half']]}")
    print(f"{tag} kept: {h['kept']} ({h['live']} live, {h['episodes']} past events archived), "
          f"{h['kept_per_100_user_turns']} per 100 user turns; noise kept (no user turn holds a "
          f"third of its words): {h['noise_kept']}; precision: read the dump (no gold)")
    print(f"{tag} stale values: {h['stale_values']}, max usage: "
          + ", ".join(f"{t} {u:.0%}" for t, u in h["max_usage"].items()))
    print(f"{tag} reviews: {h['reviews']}, CPU ms/review: {h['cpu_ms_per_review']}")


def _prefeval(args: argparse.Namespace) -> int:
    """``--dataset prefeval``: play one half of PrefEval in each chosen form and print its
    judge-free figures (eval/prefeval.py); precision is a person's reading of the dump."""
    import prefeval

    half = args.half
    if half not in prefeval.HALVES:
        raise SystemExit("error: --dataset prefeval plays one half: pass --half dev or --half report")
    prefeval.root_of(args.prefeval)            # a wrong folder is refused before any play
    dump = _dump_path(args.dump) if args.dump is not None else None
    if args.vet_progress is not None:   # refused before the play, not after it
        _outside_checkout(args.vet_progress, "--vet-progress")
    environ = dict(os.environ)
    aux = _provider_settings(args, environ)
    overrides = {"auxiliary": {"background_review": aux}, "display": {"memory_notifications": "off"}}
    progress = (lambda m: print(m, file=sys.stderr)) if args.verbose else (lambda _m: None)
    forms = list(prefeval.FORMS) if args.prefeval_form == "all" else [args.prefeval_form]
    runs = [prefeval.run(args.prefeval, half, form, overrides, environ, only=args.conversations,
                         limit=args.prefeval_limit, progress=progress) for form in forms]
    summaries = [r.summary() for r in runs]
    if dump is not None and half == "dev":      # the report half is for figures, never read
        rows: dict[str, list[dict[str, Any]]] = {"entries": [], "facts": []}
        for r in runs:
            for key, more in r.dump_rows().items():
                rows[key] += more
        atomic_write(dump, json.dumps(rows, ensure_ascii=False, indent=1) + "\n", durable=False)
    elif dump is not None:
        print(f"--dump: not written: the {half} half is for figures, never read", file=sys.stderr)
    if args.json:
        print(json.dumps({"provider": aux["provider"], "dataset": str(args.prefeval),
                          "forms": summaries}, ensure_ascii=False, indent=2))
    else:
        _print_prefeval(aux["provider"], summaries)
    errors = [e for s in summaries for e in s["errors"]]
    for error in errors:
        print(f"ERROR {error}", file=sys.stderr)
    return 1 if errors else 0


def _print_prefeval(provider: str, summaries: list[dict[str, Any]]) -> None:
    import spc

    print(f"Reverie review evaluation on PrefEval (a user telling an assistant a preference) — "
          f"provider: {provider}")
    print(f"matcher: the preference is held by one kept entry holding >= half of its content "
          f"words and >= 2 of them, or >= {spc.ENOUGH}; said: a statement of the user's own "
          f"turns holds it the same way")
    for h in summaries:
        tag = f"[prefeval {h['half']} {h['form']}]"
        print(f"\n{tag} {h['plays']} preferences, {h['said']} said by the user, "
              f"{h['user_turns']} user turns ({h['unplaced']} rows of the form unplaced: their "
              f"preference is not the explicit form's) — {DEVELOPED_ON['prefeval ' + h['half']]}")
        print(f"{tag} recall of said preferences, held live: {h['recall_said_live']}   live or "
              f"archived: {h['recall_said_live_or_archived']}")
        print(f"{tag} recall of all preferences, held live: {h['recall_all_live']}   live or "
              f"archived: {h['recall_all_live_or_archived']}"
              + (f"   persona line held: {h['persona_recall_live_or_archived']}"
                 if h["persona_recall_live_or_archived"] is not None else ""))
        print(f"{tag} clauses of the preferences held, live or archived (eval/gold_facts.py): "
              f"said {_share(h['clauses_said_held'])}   all {_share(h['clauses_held'])}")
        print(f"{tag} kept: {h['kept']} ({h['live']} live, {h['episodes']} past events archived), "
              f"{h['kept_per_play']} per play; matching no gold: {h['kept_matching_no_gold']} "
              f"(nor any clause of it: {h['kept_matching_no_clause']}); "
              f"noise kept (no user turn holds a third of its words): {h['noise_kept']}; "
              f"precision: read the dump")
        print(f"{tag} stale values: {h['stale_values']}, max usage: "
              + ", ".join(f"{t} {u:.0%}" for t, u in h["max_usage"].items())
              + f"; reviews: {h['reviews']}, CPU ms/review: {h['cpu_ms_per_review']}")


def _judged_draw_dump_print(args: argparse.Namespace, dataset: str, half: str, figures: Any,
                            default_sample: Path, sealed: list[Path], provider: str, source: str,
                            printer: Callable[[str, dict[str, Any]], None],
                            dump: Path | None,
                            judged_here: Callable[[dict[str, Any]], bool] | None = None,
                            file_label: str | None = None) -> int:
    """What a persona corpus's run (SPC, MemoryBank) does after its plays: the sealed
    samples' verdicts on this store, a fresh sample drawn (``--draw-sample``), then
    :func:`_dump_print`. ``judged_here``: which of the samples' entries were drawn from the
    file played (samples pooling two files, msc-turns'); None: all of them. ``file_label``:
    the file played, as a drawn entry names it, so a later run of the other file, whose
    record numbers are other lines, never takes its verdict."""
    import chat_play
    import locomo  # the reading of a sealed sample (locomo.precision) is shared

    summary = figures.summary()
    plays = [pp.play for pp in figures.plays]
    sample_path = args.sample or default_sample
    sample = json.loads(sample_path.read_text(encoding="utf-8")) if sample_path.exists() else None
    if sample is not None and sample.get("dataset") != dataset:
        sample = None     # another corpus's sample judges none of these entries
    if sample is not None and judged_here is not None:
        # (the other file's entries are no entries of this run: counted, they made the
        # precision the pooled one and "still kept" half the judged; review46)
        sample = {**sample, "entries": [e for e in sample.get("entries", []) if judged_here(e)]}
    summary["precision"] = locomo.precision(sample, half, plays)
    # by file too: session 3's record 7 is no entry of session 4's record 7 (review46)
    verdicts = locomo.every_verdict(half, sealed, keep=judged_here)
    summary["sealed_verdicts"] = locomo.verdict_cover(plays, verdicts)
    if args.draw_sample is not None:
        judged = verdicts if args.draw_unjudged else {}
        drawn = chat_play.draw_sample(plays, seed=args.sample_seed, skip=judged.__contains__)
        if file_label is not None:
            drawn = [{"file": file_label, **entry} for entry in drawn]
        atomic_write(args.draw_sample, json.dumps(
            {"dataset": dataset, "half": half, "seed": args.sample_seed, "extractor": provider,
             "unjudged_only": args.draw_unjudged, "entries": drawn},
            ensure_ascii=False, indent=1) + "\n", durable=False)
    return _dump_print(args, half, figures, summary, provider, source, printer, dump)


def _dump_print(args: argparse.Namespace, half: str, figures: Any, summary: dict[str, Any],
                provider: str, source: str, printer: Callable[[str, dict[str, Any]], None],
                dump: Path | None) -> int:
    """The end of a chat corpus's run (SPC, MemoryBank, Topical-Chat): the dev half dumped
    (never the report half), the figures printed; exit 1 on a failed play."""
    if dump is not None and half == "dev":     # the report half is for figures, never read
        atomic_write(dump, json.dumps(figures.dump_rows(), ensure_ascii=False, indent=1) + "\n",
                     durable=False)
    elif dump is not None:
        print(f"--dump: not written: the {half} half is for figures, never read", file=sys.stderr)
    if args.json:
        print(json.dumps({"provider": provider, "dataset": source, **summary},
                         ensure_ascii=False, indent=2))
    else:
        printer(provider, summary)
    for error in summary["errors"]:
        print(f"ERROR {error}", file=sys.stderr)
    return 1 if summary["errors"] else 0


def _print_judged(tag: str, h: dict[str, Any], beside: str = "") -> None:
    """A persona corpus's precision lines: the sealed sample's reading and how much of this
    run's store every sealed verdict covers; ``beside``: what ends each line (the half's note)."""
    p = h.get("precision")
    print(f"{tag} precision: " + (f"{p['value']:.3f} ({p['judged']} hand-checked, judged on "
          f"{p['extractor']}; {p['still_kept']} of them kept by this run, {p['still_true']} of those true)"
          if p else "n/a (no judged sample of this half)") + beside)
    cover = h.get("sealed_verdicts")
    if cover and cover["judged"]:
        print(f"{tag} every sealed verdict: {cover['judged']} of the {cover['kept']} kept entries "
              f"judged, {cover['true']} true (not a random sample: earlier draws read earlier stores)"
              + beside)


def _print_memorybank(provider: str, h: dict[str, Any]) -> None:
    tag = f"[memorybank {h['half']}]"
    print(f"Reverie review evaluation on MemoryBank (a user talking to an AI companion) — "
          f"provider: {provider}")
    print(f"\n{tag} {h['plays']} users, {h['hobbies']} hobbies, {h['said']} said by the user "
          f"— {DEVELOPED_ON['memorybank ' + h['half']]}")
    print(f"{tag} recall of said hobbies, held live: {h['recall_said_live']}   live or archived: "
          f"{h['recall_said_live_or_archived']}   (a thin target: the corpus is here for precision)")
    _print_judged(tag, h)
    print(f"{tag} kept: {h['kept']} ({h['live']} live, {h['episodes']} past events archived),"
          f" {h['kept_per_play']} per user; stale values: {h['stale_values']}, max usage: "
          + ", ".join(f"{t} {u:.0%}" for t, u in h["max_usage"].items()))
    print(f"{tag} reviews: {h['reviews']}, CPU ms/review: {h['cpu_ms_per_review']}")


def _print_spc(provider: str, h: dict[str, Any]) -> None:
    _print_persona_chat("spc", "Synthetic-Persona-Chat", provider, h)


def _print_msc(provider: str, h: dict[str, Any]) -> None:
    _print_persona_chat("msc", "Multi-Session Chat", provider, h)


def _print_msc_turns(provider: str, h: dict[str, Any]) -> None:
    """MSC's persona summaries: every gold fact is said (annotated on the turn that says it),
    so recall is of all of them; beside it what was kept from turns marked with none."""
    import msc_turns
    import spc

    tag = f"[msc-turns {h['half']}]"
    beside = f"({h['half']}: {h.get('tuned') or msc_turns.TUNED[h['half']]})"
    print(f"Reverie review evaluation on MSC persona summaries (gold per turn) — provider: {provider}")
    print(f"matcher: a gold fact is held by one kept entry holding >= half of its content "
          f"words and >= 2 of them (all of a one-word fact), or >= {spc.ENOUGH}")
    print(f"\n{tag} {h['plays']} plays, {h['facts']} gold facts (every one said: annotated on "
          f"the user turn that says it; SPC's 'said' matcher finds {h['said']} of them in a "
          f"statement of the user's), {h['user_turns']} user turns, {h['unmarked_user_turns']} "
          f"of them marked with no persona fact — {DEVELOPED_ON['msc-turns ' + h['half']]}")
    print(f"{tag} gold facts held, live or archived: {h['recall_all_live_or_archived']}   live: "
          f"{h['recall_all_live']}   {beside}")
    print(f"{tag} held, of the {h['said']} SPC's 'said' matcher finds in a statement (as 9.6 and "
          f"9.11 count), live or archived: {h['recall_said_live_or_archived']}   {beside}")
    print(f"{tag} gold facts (clauses) held, live or archived (each fact a sentence joins, "
          f"eval/gold_facts.py): {_share(h['clauses_held'])}   {beside}")
    _print_judged(tag, h, f"   {beside}")
    print(f"{tag} kept: {h['kept']} ({h['live']} live, {h['episodes']} past events archived), "
          f"{h['kept_per_play']} per play; matching no gold fact nor any clause of one: "
          f"{h['kept_matching_no_clause']} (no gold fact: {h['kept_matching_no_fact']}; a rough "
          f"ceiling on precision's complement, not precision)   {beside}")
    print(f"{tag} kept from turns the annotators marked with no persona fact: "
          f"{h['kept_from_unmarked_turns']} (from a marked turn: {h['kept_from_marked_turns']}; "
          f"evidence naming no turn of the play: {h['kept_evidence_unknown']})   "
          f"{beside}")
    _print_play_tail(tag, h, "chats hold no turn with text (lines")


def _print_play_tail(tag: str, h: dict[str, Any], unplayed: str) -> None:
    """The last lines of a chat corpus's figures (SPC, MSC, MSC persona summaries): stale
    values and usage, the reviews' speed, and the chats not played (``unplayed`` says why,
    in the corpus's words, and what their numbers are)."""
    print(f"{tag} stale values: {h['stale_values']}, max usage: "
          + ", ".join(f"{t} {u:.0%}" for t, u in h["max_usage"].items()))
    print(f"{tag} reviews: {h['reviews']}, reviews/s: {h['reviews_per_second']}, "
          f"CPU ms/review: {h['cpu_ms_per_review']}")
    if h.get("unreadable"):
        print(f"{tag} not played: {len(h['unreadable'])} {unplayed} "
              + ", ".join(map(str, h["unreadable"])) + ")")


def _share(counts: Any) -> str:
    """"held / all (share)" of a (held, all) pair, as a JSON round trip gives it back."""
    held, total = counts
    return f"{held} / {total} ({held / total:.3f})" if total else "0 / 0"


def _print_persona_chat(corpus: str, title: str, provider: str, h: dict[str, Any]) -> None:
    """The figures of a corpus scored against persona sentences (SPC, MSC: eval/spc.py's matcher)."""
    import spc

    tag = f"[{corpus} {h['half']}]"
    print(f"Reverie review evaluation on {title} — provider: {provider}")
    print(f"matcher: a persona fact is held by one kept entry holding >= half of its content "
          f"words and >= 2 of them (all of a one-word fact), or >= {spc.ENOUGH}; said: a statement "
          f"(not a question) of the user's own turns holds it the same way")
    print(f"\n{tag} {h['plays']} plays, {h['facts']} persona facts, {h['said']} said by the user "
          f"— {DEVELOPED_ON[corpus + ' ' + h['half']]}")
    print(f"{tag} recall of said facts, held live: {h['recall_said_live']}   live or archived: "
          f"{h['recall_said_live_or_archived']}")
    print(f"{tag} recall of all facts, held live: {h['recall_all_live']}   live or archived: "
          f"{h['recall_all_live_or_archived']}")
    print(f"{tag} gold facts (clauses) held, live or archived (each fact a line joins, "
          f"eval/gold_facts.py): said {_share(h['clauses_said_held'])}   all "
          f"{_share(h['clauses_held'])}")
    _print_judged(tag, h)
    print(f"{tag} kept: {h['kept']} ({h['live']} live, {h['episodes']} past events archived),"
          f" {h['kept_per_play']} per play; kept "
          f"matching no persona fact: {h['kept_matching_no_fact']} (a rough ceiling on "
          f"precision's complement, not precision); matching no fact nor any clause of one: "
          f"{h['kept_matching_no_clause']}")
    _print_play_tail(tag, h, "chats hold no labelled turn (rows")


def _vet(args: argparse.Namespace, aux: dict[str, Any], environ: dict[str, str], path: Path,
         figures: dict[str, Any], sample_path: Path) -> dict[str, Any]:
    """``--vet``: the model named by the flags reads each kept entry after the play
    (eval/vet_kept.py); the reviewer itself is ``--provider``'s."""
    import locomo
    import vet_kept

    from reverie.config.settings import ProviderSettings
    from reverie.review import vet
    from reverie.review.providers import get_provider

    settings = vet.settings_for_vet(ProviderSettings(**{**aux, "provider": args.vet}))
    threshold = vet.THRESHOLD if args.vet_threshold is None else args.vet_threshold
    data = locomo.load(path)
    out = {}
    with get_provider(settings, environ) as provider:
        for name, half in figures.items():
            judged = locomo.every_verdict(name, None if args.vet_only == "every-sample"
                                          else [sample_path] if sample_path.exists() else [])
            out[name] = vet_kept.vet_half(provider, half.plays, vet_kept.turn_texts(data, name),
                                          judged, judged_only=args.vet_only is not None,
                                          threshold=threshold, draw=(
                                              None if args.vet_draw is None
                                              else (args.vet_draw, args.vet_draw_seed)),
                                          progress=(None if args.vet_progress is None
                                                    else _outside_checkout(args.vet_progress,
                                                                           "--vet-progress")))
    return out


def _dump_path(path: Path) -> Path:
    """``--dump``'s file, refused inside the checkout (LoCoMo's words stay out of the
    repository) before anything is played."""
    return _outside_checkout(path, "--dump")


def _outside_checkout(path: Path, flag: str) -> Path:
    """``path`` resolved, or exit when it lies inside the checkout (a run's own files stay
    out of the repository)."""
    root = Path(__file__).resolve().parent.parent
    target = path.resolve()
    if target == root or root in target.parents:
        raise SystemExit(f"{flag}: {path} is inside the checkout; write it elsewhere")
    return target


def _dump_dev(target: Path, plays: Any) -> None:
    """``--dump``: every entry the dev half kept (live or archived) with the ids of the turns
    it rests on, for a developer to read; owner-only. The dev half only: the report half is
    for figures, never read."""
    import chat_play

    atomic_write(target, json.dumps(chat_play.kept_rows(plays), ensure_ascii=False, indent=1) + "\n",
                 durable=False)


def _print_locomo(report: dict[str, Any]) -> None:
    import locomo

    print(f"Reverie review evaluation on LoCoMo — provider: {report['provider']}"
          + (f", model {report['model']}" if report["model"] else "")
          + (f", kept entries vetted by {report['vetted_by']}" if report.get("vetted_by") else "")
          + f", temperature {report['temperature']:g}"
          + (f", from session {report['first_session']} (memory empty before it)"
             if report["first_session"] > 1 else "")
          + (f", {report['max_sessions']} session(s) of each play" if report["max_sessions"] else "")
          + (f", conversations {report['conversations']}" if report["conversations"] else ""))
    print(f"matcher: an observation is held by one kept entry holding >= {locomo.THRESHOLD:.0%} "
          f"of its content words (or >= {locomo.ENOUGH})")
    _print_locomo_halves(report["halves"], report["constrained"])
    if "baseline" in report:
        print("\n--- baseline: the offline heuristic on the same sample, same run ---")
        _print_locomo_halves(report["baseline"]["halves"], report["constrained"])


def _print_locomo_halves(halves: dict[str, Any], constrained: str) -> None:
    for name, h in halves.items():
        p = h["precision"]
        prec = (f"{p['value']:.3f} ({p['judged']} hand-checked"
                + (", drawn only among entries no earlier sample judged" if p.get("unjudged_only") else "")
                + f", judged on {p['extractor']}; "
                f"{p['still_kept']} of them kept by this run, {p.get('still_true')} of those true)"
                if p else "n/a (no judged sample)")
        print(f"\n[locomo {name}] {h['plays']} plays, {h['observations']} user observations — "
              f"{DEVELOPED_ON[name]}")
        print(f"recall held live: {h['recall_live']}   live or archived: "
              f"{h['recall_live_or_archived']}   (loose, 1/3: {h['recall_live_or_archived_loose']})")
        print(f"recall, main clause also held (partial credit, eval/locomo.py main_clause): live "
              f"{h['recall_live_main']}   live or archived: {h['recall_live_or_archived_main']}")
        print(f"gold facts (clauses) held (each fact an observation joins, eval/gold_facts.py): "
              f"live {_share(h['clauses_held_live'])}   live or archived {_share(h['clauses_held'])}")
        print(f"precision: {prec}")
        cover = h.get("sealed_verdicts")
        if cover and cover["judged"]:
            print(f"every sealed verdict (v{cover['from']} on) on this run's store: "
                  f"{cover['judged']} of {cover['kept']} kept entries judged, {cover['true']} true "
                  f"({cover['true'] / cover['judged']:.3f}; not a random sample)")
        print(f"kept: {h['kept']} ({h['live']} live, {h['episodes']} past events archived, "
              f"{h['episodes'] / max(1, h['plays']):.1f} a play), stale values: {h['stale_values']}, "
              f"noise kept (no observation at 1/3): {h['noise_kept']} (nor a clause of one: "
              f"{h['noise_kept_by_clause']}), max usage: "
              + ", ".join(f"{t} {u:.0%}" for t, u in h["max_usage"].items()))
        print(f"reviews: {h['reviews']}, reviews/s: {h['reviews_per_second']}, "
              f"seconds/review: {h['seconds_per_review']}, CPU ms/review: {h['cpu_ms_per_review']}")
        if h["model_calls"]:
            t = h["tokens_per_review"]
            print(f"model calls: {h['model_calls']}, invalid-answer rate: "
                  f"{h['invalid_answer_rate']} (constrained answers {constrained}), "
                  f"reviews failed after the repair: {h['invalid_reviews']}, tokens/review: "
                  f"{t['input']} in, {t['output']} out")
        for error in h["errors"]:
            print(f"ERROR {error}", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--provider", default="auto",
                        choices=("auto", "heuristic", "gemini", "openai"))
    parser.add_argument("--base-url", default=None)
    parser.add_argument("--model", default=None)
    parser.add_argument("--temperature", type=float, default=0.0,
                        help="sampling temperature sent to a model (default 0: repeatable)")
    parser.add_argument("--seed", type=int, default=None, help="sampling seed sent to a model")
    parser.add_argument("--constrained", choices=("on", "off"), default="on",
                        help="on: JSON requests carry their schema (json_schema); off: plain "
                             "JSON mode, the schema only in the prompt")
    parser.add_argument("--max-output-tokens", type=int, default=None,
                        help="output cap of every model call (default: sized from the schema)")
    parser.add_argument("--timeout", type=float, default=None, help="seconds per model call")
    parser.add_argument("--keep-filter", choices=("on", "off"), default=None,
                        help="the heuristic's learned keep filter (default: the home's setting, off)")
    parser.add_argument("--keep-filter-threshold", type=float, default=None,
                        help="with --keep-filter on: drop entries scored below this (default: the "
                             "weights file's cut)")
    parser.add_argument("--conversations", type=int, nargs="+", default=None,
                        help="--dataset locomo or spc: only these conversation numbers (SPC: rows, "
                             "from 1; MemoryBank: users' places in the file, from 1)")
    parser.add_argument("--max-sessions", type=int, default=None,
                        help="--dataset locomo: review only the first N sessions of each play")
    parser.add_argument("--first-session", type=int, default=1,
                        help="--dataset locomo: start each play at its Nth session, memory empty "
                             "(a fresh sample past the sessions an earlier run read)")
    parser.add_argument("--fake", choices=("gemini", "openai"),
                        help="start a fake model server (answers like the heuristic) and use it")
    parser.add_argument("--gullible", action="store_true",
                        help="with --fake: the model also proposes every forbidden line verbatim")
    parser.add_argument("--split", choices=("all", *SPLITS), default="all",
                        help="which labelled split to run (default: all, reported separately)")
    parser.add_argument("--cases", type=Path, default=None,
                        help="run this one case file instead of the splits")
    parser.add_argument("--dataset", choices=("splits", "locomo", "spc", "msc", "msc-turns",
                                              "memorybank", "topicalchat", "prefeval"),
                        default="splits",
                        help="the labelled splits (default), LoCoMo (eval/locomo.py), "
                             "Synthetic-Persona-Chat (eval/spc.py), Multi-Session Chat (eval/msc.py), "
                             "MSC's persona summaries, gold per turn (eval/msc_turns.py), "
                             "MemoryBank (eval/memorybank.py), "
                             "Topical-Chat (eval/topicalchat.py) or PrefEval (eval/prefeval.py)")
    parser.add_argument("--prefeval", type=Path, default=None, metavar="DIR",
                        help="--dataset prefeval: PrefEval's benchmark_dataset folder (with --half "
                             "dev: odd places, or report: even places)")
    parser.add_argument("--prefeval-form", choices=("explicit", "choice", "persona", "all"),
                        default="all", help="--dataset prefeval: which form(s) to play")
    parser.add_argument("--prefeval-limit", type=int, default=None, metavar="N",
                        help="--dataset prefeval: only the first N preferences of the half")
    parser.add_argument("--topicalchat", type=Path, default=None, metavar="FILE",
                        help="--dataset topicalchat: a Topical-Chat conversations file (with --half "
                             "dev: odd places in the file, or report: even places)")
    parser.add_argument("--topicalchat-limit", type=int, default=None, metavar="N",
                        help="--dataset topicalchat: only the first N conversations of the half")
    parser.add_argument("--memorybank", type=Path, default=None, metavar="FILE",
                        help="--dataset memorybank: MemoryBank's memory_bank_en.json (with --half "
                             "dev: users 1-7, or report: 8-15)")
    parser.add_argument("--spc", type=Path, default=None, metavar="FILE",
                        help="--dataset spc: the Synthetic-Persona-Chat CSV; its name gives the "
                             "half (valid = dev, test = report)")
    parser.add_argument("--spc-limit", type=int, default=None, metavar="N",
                        help="--dataset spc: only the first N conversations of the file")
    parser.add_argument("--msc", type=Path, default=None, metavar="FILE",
                        help="--dataset msc: a Multi-Session Chat session_N file (JSON lines); "
                             "its name gives the half (valid = dev, test = report)")
    parser.add_argument("--msc-limit", type=int, default=None, metavar="N",
                        help="--dataset msc: only the first N records of the file")
    parser.add_argument("--msc-turns", type=Path, default=None, metavar="FILE",
                        help="--dataset msc-turns: an MSC msc_personasummary session_N file (JSON "
                             "lines); its name gives the half (valid = dev, test = report)")
    parser.add_argument("--msc-turns-limit", type=int, default=None, metavar="N",
                        help="--dataset msc-turns: only the first N records of the file")
    parser.add_argument("--locomo", default=None,
                        help="the LoCoMo file or directory (default: $REVERIE_LOCOMO, else "
                             "../shared/datasets/locomo beside the checkout)")
    parser.add_argument("--half", choices=("dev", "report", "both"), default="both",
                        help="LoCoMo: conversations 1-5 (dev), 6-10 (report) or both")
    parser.add_argument("--draw-sample", type=Path, default=None, metavar="FILE",
                        help="LoCoMo or SPC: write a seeded sample of 50 kept entries of one "
                             "half (--sample-half) to FILE, for a person to judge")
    parser.add_argument("--draw-unjudged", action="store_true",
                        help="--draw-sample: leave out entries some sealed sample already judged")
    parser.add_argument("--dump", type=Path, default=None, metavar="FILE",
                        help="LoCoMo or SPC: write every entry the dev half kept to FILE (outside the "
                             "checkout), with the turn ids it rests on; the report half is never dumped")
    parser.add_argument("--dump-held-out", action="store_true",
                        help="msc-turns: write --dump or --draw-sample for a run that plays "
                             "held-out records too (session 3; the lead's reading: a lane never "
                             "passes it)")
    parser.add_argument("--seal-sample", type=Path, default=None, metavar="FILE",
                        help="LoCoMo: replace each judged entry's words in FILE by their "
                             "SHA-256 (what may be committed: LoCoMo is CC BY-NC), then exit")
    parser.add_argument("--sample-half", choices=("dev", "report"), default="report",
                        help="--draw-sample: which half to draw from (dev: to find what to fix; "
                             "report: the figure to report)")
    parser.add_argument("--sample-seed", type=int, default=31,
                        help="--draw-sample: the seed of the random sample (a fresh one per judged sample)")
    parser.add_argument("--sample", type=Path, default=None,
                        help="the judged precision sample (default: the newest, "
                             "eval/locomo_precision_v48.json; SPC: eval/spc_precision_r9.json)")
    parser.add_argument("--baseline", action="store_true",
                        help="--dataset locomo: also run the offline heuristic on the same sample "
                             "in the same run and print its figures after the model's")
    parser.add_argument("--vet", choices=("openai", "gemini"), default=None,
                        help="LoCoMo: after the play, this model (--base-url, --model, "
                             "--timeout …) vets each kept entry (review/vet.py) and the "
                             "judged sample's precision is printed before and after")
    parser.add_argument("--vet-only", choices=("sample", "every-sample"), default=None,
                        help="with --vet: ask only about the entries the --sample file judged, "
                             "or that any sealed sample of the half judged (matched by digest), "
                             "and print their precision before and after: the cheap reading")
    parser.add_argument("--vet-threshold", type=float, default=None, metavar="P",
                        help="with --vet: veto an entry when the model's probability of a yes "
                             "reaches P (default: review/vet.py's THRESHOLD, chosen on dev)")
    parser.add_argument("--vet-draw", type=int, default=None, metavar="N",
                        help="with --vet: ask first about every judged-false entry and N "
                             "judged-true ones drawn at random (--vet-draw-seed), then the "
                             "rest; the order is fixed before any call, so a run cut short "
                             "holds the draw (read it with --vet-progress)")
    parser.add_argument("--vet-draw-seed", type=int, default=14, metavar="S",
                        help="with --vet-draw: the seed of the draw and the order")
    parser.add_argument("--vet-progress", type=Path, default=None, metavar="FILE",
                        help="with --vet: append each answer to FILE as it comes (the entry's "
                             "digest, its sealed verdict, the two probabilities; no words); "
                             "outside the checkout, owner-only; "
                             "`python eval/vet_kept.py FILE` prints its curve")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every case")
    args = parser.parse_args(argv)
    if args.seal_sample is not None:
        return _seal(args.seal_sample)
    if args.keep_filter == "on":
        # review38 R6: a figure measured with the filter says so, and at which cut (stderr, so
        # --json's output stays one JSON document)
        keep = keep_filter.active("on", args.keep_filter_threshold)
        print("keep filter: " + (f"on, cut {keep.threshold:g}" if keep is not None else
                                 "asked for but off: its weights file could not be read (see the log)"),
              file=sys.stderr)

    if args.dataset == "locomo":
        return _locomo(args)
    if args.dataset == "spc":
        if args.spc is None:
            parser.error("--dataset spc needs --spc FILE")
        return _spc(args)
    if args.dataset == "msc":
        if args.msc is None:
            parser.error("--dataset msc needs --msc FILE")
        return _msc(args)
    if args.dataset == "msc-turns":
        if args.msc_turns is None:
            parser.error("--dataset msc-turns needs --msc-turns FILE")
        return _msc_turns(args)
    if args.dataset == "memorybank":
        if args.memorybank is None:
            parser.error("--dataset memorybank needs --memorybank FILE")
        return _memorybank(args)
    if args.dataset == "topicalchat":
        if args.topicalchat is None:
            parser.error("--dataset topicalchat needs --topicalchat FILE")
        return _topicalchat(args)
    if args.dataset == "prefeval":
        if args.prefeval is None:
            parser.error("--dataset prefeval needs --prefeval DIR")
        return _prefeval(args)
    if (args.vet or args.vet_only or args.vet_threshold is not None
            or args.vet_draw is not None or args.vet_progress is not None):
        parser.error("--vet and --vet-only read LoCoMo plays: use them with --dataset locomo")
    if args.cases is not None:
        files = {args.cases.stem: args.cases}
    else:
        files = SPLITS if args.split == "all" else {args.split: SPLITS[args.split]}
    splits = {name: json.loads(path.read_text(encoding="utf-8")) for name, path in files.items()}
    every_case = [case for cases in splits.values() for case in cases]
    environ = dict(os.environ)
    aux = _provider_settings(args, environ)

    with contextlib.ExitStack() as stack:
        if args.fake:
            aux.update(stack.enter_context(fake_model(args.fake, args.gullible, every_case)))
            environ = {k: v for k, v in environ.items()
                       if k not in ("GEMINI_API_KEY", "GOOGLE_API_KEY")}
        overrides = {"auxiliary": {"background_review": aux},
                     "display": {"memory_notifications": "off"}}
        # Every case has the same provider settings (only the home differs): one provider.
        first_home = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="reverie-eval-")))
        provider = stack.enter_context(contextlib.closing(default_provider(
            load_settings(first_home, environ=environ, overrides=overrides))))
        scores: dict[str, list[CaseScore]] = {}
        for name, cases in splits.items():
            workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix=f"reverie-eval-{name}-")))
            scores[name] = [run_case(case, overrides, environ, workdir, provider) for case in cases]

    label = f"fake {args.fake}" + (" (gullible)" if args.gullible else "") if args.fake else aux["provider"]
    report = {"provider": label, "splits": {name: _figures(s) for name, s in scores.items()}}
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(f"Reverie review evaluation — provider: {label}")
        for name, figures in report["splits"].items():
            _print_split(name, figures, len(splits[name]))
    every_score = [s for split in scores.values() for s in split]
    if args.verbose or any(s.error for s in every_score):
        for name, split in scores.items():
            print(f"[{name}]", file=sys.stderr)
            for s in split:
                status = "ERROR " + s.error if s.error else (
                    f"{s.matched_expected}/{s.expected} expected, {len(s.ops)} ops"
                    + (f", LEAK {s.leaks}" if s.leaks else ""))
                print(f"  {s.case_id:32} {status}", file=sys.stderr)
                if args.verbose:
                    for op in s.ops:
                        old = f" (old: {op['old_text']!r})" if op.get("old_text") else ""
                        print(f"      {op.get('action')} [{op.get('target')}] {op.get('content')!r}{old}",
                              file=sys.stderr)
                    for content, found in s.malformed:
                        print(f"      MALFORMED {content!r}: {'; '.join(found)}", file=sys.stderr)
    return 1 if any(s.error for s in every_score) else 0


if __name__ == "__main__":
    raise SystemExit(main())
