"""Replay scripted months of a user's life and measure memory upkeep (issue 20).

Each script of ``eval/upkeep/`` is replayed a week at a time into a fresh home: the week's
sessions are written to state.db, ``reverie run --once`` runs (``worker.run.run_once``:
reviews, then whatever consolidation they make due), and an operator approves everything
pending. After the last week the run is repeated (approving again) until nothing changes.
Per script and provider it prints:

- **facts lost**: fact versions the system learned (an entry or a waiting fact once held
  them) that are now neither live nor archived — must be 0;
- **never learned**: versions the review never picked up (the reviewer's miss, not upkeep's);
- **stale live**: corrected values (whose correction the review learned) still live after
  the first consolidation of their file approved in a week after the correction — must be
  0; and at the end (old values whose correction the review never learned are counted
  apart, as missed corrections: the reviewer's miss);
- **forget leaks**: things the user asked not to remember found live, archived or waiting;
- **max usage** of each file (must never exceed its limit), consolidations proposed and
  approved, waiting facts at the end, archived facts;
- **tokens** per consolidation (the consolidate calls) and per kept fact (every model call
  of the replay / the current facts kept live or archived).

Providers: ``heuristic`` (the offline reviewer; consolidation is the deterministic planner)
and ``fake`` (the real httpx provider against a fake OpenAI-compatible server on 127.0.0.1
whose reviews are the heuristic's and whose consolidations are a scripted model's,
``tests/fakes/consolidator.py``).

    python eval/run_upkeep.py                       # every script, both providers
    python eval/run_upkeep.py --script zh_household --provider fake
    python eval/run_upkeep.py --weeks 8 --json      # the first eight weeks only
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import tempfile
import unicodedata
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reverie.config import TARGETS, Settings, load_settings  # noqa: E402
from reverie.memory.journal import Journal  # noqa: E402
from reverie.memory.pending.staging import approve, list_pending  # noqa: E402
from reverie.memory.store import MemoryStore  # noqa: E402
from reverie.memory.upkeep.archive import Archive  # noqa: E402
from reverie.memory.upkeep.waiting import WaitingFacts  # noqa: E402
from reverie.review.ledger import Ledger  # noqa: E402
from reverie.search_index import SessionStore  # noqa: E402

SCRIPTS = Path(__file__).with_name("upkeep")
PROVIDERS = ("heuristic", "fake")
T0 = 1_735_689_600.0           # 2025-01-01: day 0 of every script
DAY, WEEK = 86400.0, 7
FLUSH_ROUNDS = 4


def load_script(name: str) -> dict[str, Any]:
    return json.loads((SCRIPTS / f"{name}.json").read_text(encoding="utf-8"))


def script_names() -> list[str]:
    return sorted(p.stem for p in SCRIPTS.glob("*.json"))


def norm(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text or "").casefold().split())


def holds(texts: list[str], probe: list[str]) -> bool:
    return any(all(p in t for p in probe) for t in texts)


@dataclass
class Result:
    script: str
    provider: str
    held_out: bool
    weeks: int
    sessions: int
    versions: int
    facts_lost: list[str] = field(default_factory=list)
    never_learned: list[str] = field(default_factory=list)
    stale_after_consolidation: list[str] = field(default_factory=list)
    stale_live_at_end: list[str] = field(default_factory=list)
    #: old values still live because the review never learned their correction
    correction_missed: list[str] = field(default_factory=list)
    forget_leaks: list[str] = field(default_factory=list)
    max_usage: dict[str, float] = field(default_factory=dict)
    over_limit: list[str] = field(default_factory=list)
    consolidations_proposed: int = 0
    consolidations_approved: int = 0
    fallbacks: int = 0
    waiting_at_end: int = 0
    archived: int = 0
    kept_facts: int = 0
    consolidate_tokens: int = 0
    all_tokens: int = 0
    #: how many (corrected value, approved consolidation) checks the replay made
    stale_checks: int = 0

    @property
    def tokens_per_consolidation(self) -> float | None:
        n = self.consolidations_proposed
        return round(self.consolidate_tokens / n, 1) if n else None

    @property
    def tokens_per_kept_fact(self) -> float | None:
        return round(self.all_tokens / self.kept_facts, 1) if self.kept_facts else None

    @property
    def ok(self) -> bool:
        return not (self.facts_lost or self.stale_after_consolidation or self.over_limit)

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "tokens_per_consolidation": self.tokens_per_consolidation,
                "tokens_per_kept_fact": self.tokens_per_kept_fact, "ok": self.ok}


@contextlib.contextmanager
def provider_config(provider: str) -> Iterator[dict[str, Any]]:
    """The config.yaml sections for ``provider`` (and the fake server, while it runs)."""
    if provider == "heuristic":
        yield {"auxiliary": {"background_review": {"provider": "heuristic"},
                             "session_search": {"provider": "heuristic"}}}
        return
    from tests.fakes.consolidator import upkeep_responder
    from tests.fakes.openai_server import FakeOpenAIServer

    with FakeOpenAIServer() as server:
        server.responder = upkeep_responder(server.request_text)
        review = {"provider": "openai", "base_url": server.url, "model": "fake-upkeep",
                  "timeout": 10}
        yield {"auxiliary": {"background_review": review,
                             "session_search": {"provider": "heuristic"}}}


def _write(settings: Settings, sessions: list[dict[str, Any]]) -> None:
    rows = []
    for s in sessions:
        at = T0 + s["day"] * DAY
        for i, (role, content) in enumerate(s["messages"]):
            rows.append({"session_id": s["id"], "role": role, "content": content,
                         "timestamp": at + i, "source": "cli"})
    with SessionStore.open(settings) as store:
        store.append_messages(rows)


def _texts(settings: Settings) -> tuple[list[str], list[str], list[str], list[str]]:
    """(live, archived, waiting, ever learned) texts, normalised."""
    store = MemoryStore(settings)
    live = [norm(e) for t in TARGETS for e in store.entries(t)]
    with Archive(settings) as archive:
        archive.settle()
        archived = [norm(f.text) for f in archive.facts()]
    with WaitingFacts(settings) as waiting:
        waits = [norm(f.content) for f in waiting.facts()]
        every_wait = [norm(f.content) for f in waiting.facts(states=(
            "waiting", "landed", "proposed", "superseded", "rejected", "duplicate"))]
    with Journal(settings) as journal:
        learned = [norm(op.after) for op in journal.log(None) if op.is_change and op.after]
    return live, archived, waits, learned + every_wait


def _usage(settings: Settings, result: Result) -> None:
    store = MemoryStore(settings)
    for t in TARGETS:
        used, limit = store.usage(t)
        result.max_usage[t] = max(result.max_usage.get(t, 0.0), round(used / limit, 4))
        if used > limit:
            result.over_limit.append(f"{t}: {used}/{limit}")


def _approve_all(settings: Settings, result: Result) -> set[str]:
    """The operator approves everything pending; returns the targets of the consolidations
    approved."""
    records = {r.id: r for r in list_pending(settings)}
    targets = set()
    for decision in approve(settings, "all", who="eval"):
        record = records.get(decision.record_id)
        if decision.ok and record is not None and "consolidation" in record.extra:
            targets.add(record.target)
            result.consolidations_approved += 1
            result.fallbacks += bool(record.extra["consolidation"].get("fallback"))
    return targets


def replay(name: str, provider: str, *, weeks: int | None = None,
           workdir: Path | None = None, workers: int = 2,
           limits: dict[str, int] | None = None) -> Result:
    """Replay ``name`` with ``provider`` (module docstring). ``limits``: character limits
    other than the defaults (``{"memory": 1100}``): the suite's shorter replay uses smaller
    files, so that a few weeks put as much pressure on them as months do."""
    from reverie.worker.run import run_once

    script = load_script(name)
    sessions = script["sessions"]
    last_week = int(max(s["day"] for s in sessions) // WEEK)
    span = last_week + 1 if weeks is None else min(weeks, last_week + 1)
    sessions = [s for s in sessions if s["day"] < span * WEEK]
    versions = [_as_of(f, span * WEEK) for f in script["facts"] if f["said"] < span * WEEK]
    result = Result(name, provider, script["held_out"], span, len(sessions), len(versions))
    with contextlib.ExitStack() as stack:
        base = workdir or Path(stack.enter_context(tempfile.TemporaryDirectory()))
        home = base / f"{name}-{provider}"
        home.mkdir(parents=True)
        sections = stack.enter_context(provider_config(provider))
        if limits:
            sections = {**sections, "memory": {f"{'memory' if t == 'memory' else 'user'}_char_limit": n
                                               for t, n in limits.items()}}
        import yaml

        (home / "config.yaml").write_text(yaml.safe_dump(sections))
        settings = load_settings(home, environ={"HOME": str(base)})
        proposed_ids: set[str] = set()
        for week in range(span):
            _write(settings, [s for s in sessions if week * WEEK <= s["day"] < (week + 1) * WEEK])
            run_once(settings, workers=workers)
            proposed_ids |= _consolidation_ids(settings)
            _usage(settings, result)
            targets = _approve_all(settings, result)
            if targets:
                _check_stale(settings, versions, before_day=week * WEEK, targets=targets,
                             result=result)
            _usage(settings, result)
        for _ in range(FLUSH_ROUNDS):          # the last waiting facts, with nobody left talking
            run_once(settings, workers=workers)
            proposed_ids |= _consolidation_ids(settings)
            _usage(settings, result)
            approved = _approve_all(settings, result)
            _usage(settings, result)
            if not approved and not list_pending(settings):
                break
        result.consolidations_proposed = len(proposed_ids)
        _score(settings, versions, result)
    return result


def _as_of(version: dict[str, Any], end_day: float) -> dict[str, Any]:
    """A version as the replayed weeks know it: corrected only if the correction was said."""
    if version["status"] == "stale" and version["corrected_on"] >= end_day:
        return {**version, "status": "current"}
    return version


def _consolidation_ids(settings: Settings) -> set[str]:
    """Consolidation records staged so far: those pending now, and those a newer one
    replaced (journaled as withdrawn)."""
    ids = {r.id for r in list_pending(settings) if "consolidation" in r.extra}
    with Journal(settings) as journal:
        ids |= {op.record_id for op in journal.log(None)
                if op.event == "refused" and op.via == "withdraw" and op.record_id}
    return ids


def _check_stale(settings: Settings, versions: list[dict[str, Any]], *, before_day: float,
                 targets: set[str], result: Result) -> None:
    """After a consolidation of ``targets`` was approved: no value of those files that was
    corrected (and whose correction was learned) before this week may still be live."""
    live, _, _, learned = _texts(settings)
    by_id = {v["id"]: v for v in versions}
    for v in versions:
        if v["status"] != "stale" or v["target"] not in targets or v["corrected_on"] >= before_day:
            continue
        if not holds(learned, by_id[v["corrected_by"]]["probe"]):
            continue
        result.stale_checks += 1
        if holds(live, v["probe"]):
            tag = f"{v['id']} (corrected day {v['corrected_on']:.0f})"
            if tag not in result.stale_after_consolidation:
                result.stale_after_consolidation.append(tag)


def _score(settings: Settings, versions: list[dict[str, Any]], result: Result) -> None:
    live, archived, waiting, learned = _texts(settings)
    by_id = {v["id"]: v for v in versions}
    for v in versions:
        probe = v["probe"]
        if v["status"] == "forget":
            if holds(live, probe) or holds(archived, probe) or holds(waiting, probe):
                result.forget_leaks.append(v["id"])
            continue
        if not holds(learned, probe):
            result.never_learned.append(v["id"])
            continue
        if not (holds(live, probe) or holds(archived, probe) or holds(waiting, probe)):
            result.facts_lost.append(v["id"])
        if v["status"] == "stale" and holds(live, probe):
            fixed = holds(learned, by_id[v["corrected_by"]]["probe"])
            (result.stale_live_at_end if fixed else result.correction_missed).append(v["id"])
        if v["status"] == "current":
            result.kept_facts += 1
    result.waiting_at_end = len(waiting)
    result.archived = len(archived)
    with Ledger(settings) as ledger:
        cons = ledger.usage(purposes=("consolidate",))
        every = ledger.usage()
    result.consolidate_tokens = cons.tokens
    result.all_tokens = every.tokens


def _line(r: Result) -> str:
    usage = " ".join(f"{t} {round(100 * u)}%" for t, u in sorted(r.max_usage.items()))
    return (f"{r.script:<18} {r.provider:<9} {'held-out' if r.held_out else 'tuning':<8} "
            f"weeks {r.weeks:>2} sessions {r.sessions:>3}  lost {len(r.facts_lost)}  "
            f"never-learned {len(r.never_learned)}/{r.versions}  stale-after {len(r.stale_after_consolidation)} "
            f"stale-end {len(r.stale_live_at_end)} (+{len(r.correction_missed)} missed "
            f"corrections)  forget-leaks {len(r.forget_leaks)}  "
            f"max {usage}  consolidations {r.consolidations_proposed} proposed / "
            f"{r.consolidations_approved} approved ({r.fallbacks} fallback)  "
            f"archived {r.archived} waiting {r.waiting_at_end}  tokens/consolidation "
            f"{r.tokens_per_consolidation}  tokens/kept fact {r.tokens_per_kept_fact}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--script", action="append", choices=script_names(),
                        help="a script (repeatable; default: all)")
    parser.add_argument("--provider", action="append", choices=PROVIDERS,
                        help="a provider (repeatable; default: both)")
    parser.add_argument("--weeks", type=int, default=None, help="replay only the first N weeks")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--memory-limit", type=int, default=None,
                        help="MEMORY.md's limit for the replay (default: the default, 2,200)")
    parser.add_argument("--user-limit", type=int, default=None,
                        help="USER.md's limit for the replay (default 1,375)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true", help="list the failing facts")
    args = parser.parse_args(argv)
    limits = {t: n for t, n in (("memory", args.memory_limit), ("user", args.user_limit)) if n}
    results = [replay(s, p, weeks=args.weeks, workers=args.workers, limits=limits or None)
               for s in (args.script or script_names()) for p in (args.provider or PROVIDERS)]
    if args.json:
        print(json.dumps([r.to_dict() for r in results], ensure_ascii=False, indent=1))
    else:
        for r in results:
            print(_line(r))
            if args.verbose:
                for key in ("facts_lost", "stale_after_consolidation", "stale_live_at_end",
                            "correction_missed", "forget_leaks", "never_learned", "over_limit"):
                    if getattr(r, key):
                        print(f"    {key}: {', '.join(getattr(r, key))}")
    return 0 if all(r.ok for r in results if not r.held_out) else 1


if __name__ == "__main__":
    sys.exit(main())
