"""`reverie worker | scheduler | run [--once] | queue [status|failed|retry ID|drop ID]`."""

from __future__ import annotations

import logging
import signal
from typing import Any

import click

from reverie.config import Settings, load_settings
from reverie.config.terminal import safe_id
from reverie.memory.pending.records import age_text
from reverie.memory.render import FILE_NAMES
from reverie.worker.status import Cost, QueueStatus

from .base import AppContext, cli, echo, emit_json, json_option, pass_settings, terminal_safe


def _debug() -> bool:
    """The root's --debug (tracebacks in the log too, not only on errors)."""
    app = click.get_current_context().find_object(AppContext)
    return bool(app and app.debug)


def pool_options(fn: Any) -> Any:
    """``--homes PATH [PATH]...`` (repeatable; paths right after it are homes too, so an
    unquoted glob the shell expanded works) and ``--all-profiles``."""
    fn = click.argument("more_homes", nargs=-1, metavar="[PATH]...")(fn)
    fn = click.option("--all-profiles", is_flag=True,
                      help="Serve every <home>/profiles/* beside each home (with no --homes: "
                           "the --home home and its profiles).")(fn)
    return click.option("--homes", "homes", multiple=True, metavar="PATH",
                        help="Serve this home, or every home a quoted glob matches; repeat it, "
                             "or list more paths after it. Not with --home/--profile.")(fn)


def _home_set(ctx: click.Context, homes: tuple[str, ...], more: tuple[str, ...],
              all_profiles: bool) -> Any:
    """The homes to serve, or None for the single --home / --profile home (which
    :func:`_engine_pool` serves as a pool of one)."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    import os

    from reverie.jobs.homes import HomeSet

    if more and not homes:
        raise click.UsageError(f"Got unexpected extra argument ({more[0]}); homes are given "
                               f"with --homes PATH.")
    app = ctx.find_object(AppContext)
    return HomeSet.from_options(app.home, app.profile, [*homes, *more], all_profiles,
                                dict(os.environ))


def _pool(home_set: Any, workers: int | None, *, serving: bool = True) -> Any:
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.pool import Pool

    from ..run import pool_workers

    pool = Pool(home_set, workers=workers or 4, reconcile_memory=serving)
    pool.refresh(first=True)
    pool.workers = pool_workers(pool, workers)
    return pool


def _engine_pool(ctx: click.Context, home_set: Any, workers: int | None) -> Any:
    """The one engine's pool: the homes of ``--homes``, or the single home as a pool of one."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.pool import Pool

    if home_set is not None:
        return _pool(home_set, workers)
    app = ctx.find_object(AppContext)
    settings = app.settings
    # Loaded again whenever config.yaml changes, as a pool's homes are: a key set there
    # ends a model-setup pause without a restart.
    return Pool.of_one(settings, workers=workers or settings.queue.workers,
                       reload=lambda: load_settings(app.home, app.profile))


def _serve(ctx: click.Context, home_set: Any, workers: int | None, *, consume: bool,
           schedule: bool) -> None:
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.pool import Stop

    from ..run import run_pool_forever

    pool = _engine_pool(ctx, home_set, workers)
    stop = Stop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, stop.request)
    run_pool_forever(pool, stop, consume=consume, schedule=schedule)


@cli.command("worker")
@click.option("-w", "--workers", type=click.IntRange(1, 256), default=None,
              help="Worker threads (default: reverie.queue.workers; a pool: the largest of "
                   "its homes').")
@click.option("-v", "--verbose", is_flag=True, help="Log every job.")
@pool_options
@click.pass_context
def worker_cmd(ctx: click.Context, workers: int | None, verbose: bool, homes: tuple[str, ...],
               all_profiles: bool, more_homes: tuple[str, ...]) -> None:
    """Run the queue consumer until Ctrl-C / SIGTERM (finishes in-flight jobs first)."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.logfilter import configure_logging

    home_set = _home_set(ctx, homes, more_homes, all_profiles)
    configure_logging(verbose, debug=_debug())
    _serve(ctx, home_set, workers, consume=True, schedule=False)


@cli.command("scheduler")
@click.option("-v", "--verbose", is_flag=True, help="Log leadership changes and enqueues.")
@pool_options
@click.pass_context
def scheduler_cmd(ctx: click.Context, verbose: bool, homes: tuple[str, ...],
                  all_profiles: bool, more_homes: tuple[str, ...]) -> None:
    """Run scan, summary sweep and reconcile when due (one leader per home)."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.logfilter import configure_logging

    home_set = _home_set(ctx, homes, more_homes, all_profiles)
    configure_logging(verbose, debug=_debug())
    _serve(ctx, home_set, None, consume=False, schedule=True)


@cli.command("run")
@click.option("--once", is_flag=True, help="Drain all due work, print what was staged, exit.")
@click.option("--max-sessions", type=click.IntRange(min=1), default=None, metavar="N",
              help="With --once: take at most N session jobs, then say what is left "
                   "(default: drain everything due).")
@click.option("-w", "--workers", type=click.IntRange(1, 256), default=None,
              help="Worker threads (default: reverie.queue.workers; a pool: the largest of "
                   "its homes').")
@json_option
@pool_options
@click.pass_context
def run_cmd(ctx: click.Context, once: bool, max_sessions: int | None, workers: int | None,
            as_json: bool, homes: tuple[str, ...], all_profiles: bool,
            more_homes: tuple[str, ...]) -> None:
    """Scheduler and worker in one process (the embedded default)."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.logfilter import configure_logging
    from reverie.worker.once import INTERRUPTED_EXIT, Interrupts, left_line, resume_command
    from reverie.worker.run import run_pool_once

    from .progress import RUN_JOBS, ProgressBar

    if max_sessions is not None and not once:
        raise click.UsageError("--max-sessions goes with --once.")
    # Ctrl-C is ours from the start: before, an early one was click's "Aborted." (exit 1).
    app = ctx.find_object(AppContext)
    resume = resume_command(home=app.home, profile=app.profile, homes=homes,
                            more_homes=more_homes, all_profiles=all_profiles)
    interrupts = Interrupts(resume=resume) if once else None
    if interrupts is not None:
        interrupts.install()
    home_set = _home_set(ctx, homes, more_homes, all_profiles)
    configure_logging(False, debug=_debug())
    if not once:
        _serve(ctx, home_set, workers, consume=True, schedule=True)
        return
    # The report below says what happened; the 💾 log lines would repeat it. The level is
    # put back after the run: a caller running the CLI in its own process (tests, a
    # plugin) keeps its logging as it was (fix40 found a later test's INFO lines gone).
    quiet = logging.getLogger("reverie")
    level = quiet.level
    quiet.setLevel(logging.WARNING)
    try:
        pool = _engine_pool(ctx, home_set, workers)
        try:
            with ProgressBar("running jobs", threshold=RUN_JOBS, enabled=not as_json) as bar:
                report = run_pool_once(pool, max_sessions=max_sessions, interrupts=interrupts,
                                       say=lambda line: echo(line, err=True),
                                       progress=bar.update if bar.enabled else None)
        finally:
            pool.close()
    finally:
        quiet.setLevel(level)
    if report.removed:
        # The home was removed while the run served it: the pool said so once, in one line
        # that says what to do; a report of the jobs would only say "nothing to do". Exit 1,
        # as the long-running worker does.
        if as_json:
            emit_json(report.to_dict())
        raise SystemExit(1)
    if as_json:
        emit_json(report.to_dict())
    elif not report.interrupted:   # the interrupt's one line said it all
        _print_report(report)
        if report.left:
            echo(left_line(report.left, resume))
    if report.interrupted:
        raise SystemExit(INTERRUPTED_EXIT)
    if report.failed or report.waiting:
        raise SystemExit(1)


def _print_report(report: Any) -> None:
    done = ", ".join(f"{n} {s}" for s, n in sorted(report.finished.items())) or "nothing to do"
    echo(f"Enqueued {report.enqueued} job(s); finished: {done}.")
    if report.not_due_line:
        echo(report.not_due_line)
    marks = {"add": "+", "replace": "~", "remove": "-"}
    for item in report.staged:
        where = f"{item['home']}: " if item.get("home") else ""
        if item["kind"] == "summary":
            echo(f"  {where}summarised {safe_id(item['session_id'])} ({item['summary']})")
            continue
        if item["kind"] == "consolidate":
            if not (item["summary"] or item["operations"]):
                continue    # (it only pushed waiting facts past the cap: summed below)
            echo(f"  {where}consolidated {safe_id(item['session_id'])}: {item['summary']}")
            for op in item["operations"]:
                if op["action"] == "add":
                    ref = f" {op['record_id']}" if op["status"] == "staged" and op["record_id"] else ""
                    echo(f"    + [{op['target']}] {op['text']}  (waited; {op['status']}{ref})")
            continue
        episodes, forgotten = item.get("episodes") or 0, item.get("forgotten") or 0
        dropped = item.get("dropped") or ()
        if not (item["applied"] or item["staged"] or item["operations"] or episodes
                or forgotten):
            if dropped:   # a model review that kept nothing: say what became of its answer
                echo(f"  {where}reviewed {safe_id(item['session_id'])}: nothing kept, the"
                     f" model's {len(dropped)} proposal(s) dropped by validation")
                _dropped_lines(dropped)
            continue    # (it only pushed waiting facts past the cap: summed below)
        echo(f"  {where}reviewed {safe_id(item['session_id'])}: {item['applied']} applied, "
                   f"{item['staged']} staged for approval"
             + (f", {episodes} past event(s) archived (`reverie memory archive`)" if episodes else "")
             + (f", {forgotten} archived fact(s) deleted at the user's request" if forgotten
                else ""))
        for op in item["operations"]:
            ref = f" {op['record_id']}" if op["status"] == "staged" and op["record_id"] else ""
            echo(f"    {marks.get(op['action'], '?')} [{op['target']}] {op['text']}"
                       f"  ({op['status']}{ref})")
        _dropped_lines(dropped)
    for line in never_placed_lines(report.staged):
        echo(f"  {line}")
    if report.elsewhere:
        echo(f"  {report.elsewhere} job(s) were run by another worker process on this "
                   "queue; see `reverie memory log` for what they changed.")
    if any(item["staged"] for item in report.staged) or report.elsewhere:
        echo("Run `reverie memory pending` to approve or reject what was staged.")
    for item in report.failed:
        where = f"{item['home']}: " if item.get("home") else ""
        if item["kind"] == "home":      # a home whose queue or journal cannot be used
            echo(f"  FAILED {where}{item['error']}", err=True)
            continue
        echo(f"  FAILED {where}{item['kind']} {safe_id(item['session_id'])} ({item['job']}): "
             f"{item['error']}", err=True)
    setup: dict[tuple[str, str, str], int] = {}
    for item in report.waiting:   # deferred, not failed: the next run takes them
        where = f"{item['home']}: " if item.get("home") else ""
        if item.get("setup"):     # the model setup: one line per kind, however many jobs
            key = (where, item["kind"], item["waiting"])
            setup[key] = setup.get(key, 0) + 1
            continue
        echo(f"  WAITING {where}{item['kind']} {safe_id(item['session_id'])} ({item['job']}): "
             f"{item['waiting']}", err=True)
    for (where, kind, error), count in setup.items():
        echo(f"  WAITING {where}{count} {kind} job(s), deferred (each stays due for the next "
             f"run): {error}", err=True)
    _print_upkeep(report.memory)


#: A review's dropped proposals ``run --once`` prints (the rest are counted).
DROPPED_SHOWN = 3


def _dropped_lines(dropped: Any) -> None:
    """What validation dropped of a model's answer, as ``review --now`` prints it (the
    proposal and the reason withheld there already): before, a model review that kept
    nothing said nothing at all, and four minutes of a small model's work read as
    "finished: 10 done" (session 33)."""
    for d in list(dropped)[:DROPPED_SHOWN]:
        proposal = d.get("proposal") or {}
        text = " ".join(str(proposal.get("content") or proposal.get("old_text") or "").split())
        echo(f"    dropped: {terminal_safe(text[:80])!r}: {terminal_safe(str(d.get('reason')))}")
    if len(dropped) > DROPPED_SHOWN:
        echo(f"    ... and {len(dropped) - DROPPED_SHOWN} more dropped")


def never_placed_lines(staged: list[dict[str, Any]]) -> list[str]:
    """One line a file (and home) for the waiting facts the run's reviews moved to the
    archive past the cap, however many reviews each moved one: a home of two thousand
    sessions printed the same line 689 times (session 24). The last review's count of
    facts still waiting is the run's."""
    # Lazy: the worker's engine; the CLI starts light.
    from reverie.memory.upkeep.waiting import Capped

    runs: dict[tuple[str, str], Capped] = {}
    for item in staged:
        for capped in item.get("never_placed") or ():
            key = (str(item.get("home") or ""), capped["target"])
            before = runs.get(key)
            runs[key] = Capped(capped["target"],
                               (before.archived if before else []) + list(capped["archived"]),
                               capped["kept"], capped["cap_chars"])
    return [f"{home}: {run.line}" if home else str(run.line)
            for (home, _), run in sorted(runs.items())]


def _print_upkeep(memory: dict[str, Any]) -> None:
    """Targets whose facts wait for room (issue 20): how full, and what the operator can do."""
    for _target, view in sorted(memory.items()):
        if isinstance(view, dict) and view.get("attention"):
            echo(f"Memory upkeep: {view['attention']}", err=bool(view.get("stalled")))


def pool_view_options(fn: Any) -> Any:
    """What `queue` takes to show a pool's homes: the pool options and the label bound."""
    fn = click.option("--home-labels", type=click.IntRange(1, 10_000), default=None,
                      metavar="N", help="Homes shown by name (the busiest; default 50); the "
                                        "rest are summed as _other.")(fn)
    return pool_options(fn)


@cli.group("queue", invoke_without_command=True)
@json_option
@click.option("--homes", "homes", multiple=True, metavar="PATH",
              help="Show these homes (paths or quoted globs; repeat it). `queue status --homes` "
                   "also takes more paths after it.")
@click.option("--all-profiles", is_flag=True, help="Every <home>/profiles/* too.")
@click.option("--home-labels", type=click.IntRange(1, 10_000), default=None, metavar="N",
              help="Homes shown by name (the busiest; default 50); the rest summed as _other.")
@click.pass_context
def queue_group(ctx: click.Context, as_json: bool, homes: tuple[str, ...], all_profiles: bool,
                home_labels: int | None) -> None:
    """Queue status, failed jobs, retry and drop."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(status_cmd, as_json=as_json, homes=homes, all_profiles=all_profiles,
                   more_homes=(), home_labels=home_labels)
    elif homes or all_profiles or home_labels is not None:
        raise click.UsageError("--homes, --all-profiles and --home-labels go with `queue` or "
                               "`queue status`.")


@queue_group.command("status")
@json_option
@pool_view_options
@click.pass_context
def status_cmd(ctx: click.Context, as_json: bool, homes: tuple[str, ...], all_profiles: bool,
               more_homes: tuple[str, ...], home_labels: int | None) -> None:
    """Counts, latency percentiles, throughput, cost, oldest due session, scheduler heartbeat;
    with --homes: totals and a row per home."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.monitor import HOME_LABELS, pool_status, queue_status

    home_set = _home_set(ctx, homes, more_homes, all_profiles)
    if home_set is None:
        if home_labels is not None:
            raise click.UsageError("--home-labels goes with --homes or --all-profiles.")
        status = queue_status(ctx.find_object(AppContext).settings)
        if as_json:
            emit_json(status.to_dict())
        else:
            _print_status(status)
        return
    pool = _pool(home_set, None, serving=False)
    try:
        status = pool_status(pool, labels=home_labels or HOME_LABELS)
    finally:
        pool.close()
    if as_json:
        emit_json(status)
    else:
        _print_pool_status(status)


def _print_pool_status(s: dict[str, Any]) -> None:
    t = s["totals"]
    echo(f"{t['homes']} homes" + (f" ({t['not_served']} not served)" if t["not_served"] else "")
         + f": pending {t['pending']}  scheduled {t['scheduled']}  running {t['running']}  "
           f"retrying {t['retrying']}  failed {t['failed']}  done {t['done']}  "
           f"deferred {t['deferred']}; enqueue→start p50 {_fmt(t['enqueue_to_start_p50_s'])} "
           f"p95 {_fmt(t['enqueue_to_start_p95_s'])}; {t['budget_spent']} with the budget spent")
    echo(f"{'home':40s} {'pend':>5s} {'sched':>5s} {'run':>4s} {'retry':>5s} {'fail':>4s} "
         f"{'done':>6s} {'defer':>5s} {'p95':>7s}  budget / workers")
    for row in s["homes"]:
        if row.get("error"):
            echo(f"{row['home']:40s} ERROR {row['error']}")
            continue
        budget = row.get("budget") or {}
        notes = (["SPENT"] if budget.get("spent") else []) + [
            f"{w['state']} ({w['liveness']})" for w in row.get("workers", [])]
        echo(f"{row['home']:40s} {_fmt(row['pending'], ''):>5s} {_fmt(row['scheduled'], ''):>5s} "
             f"{row['running']:>4d} {row['retrying']:>5d} {row['failed']:>4d} {row['done']:>6d} "
             f"{row['deferred']:>5d} {_fmt(row['latency']['enqueue_to_start_p95_s']):>7s}  "
             + ("; ".join(notes) or "-"))
    if s["other"]:
        o = s["other"]
        echo(f"{'_other (' + str(o['homes']) + ' homes)':40s} {o['pending']:>5d} "
             f"{o['scheduled']:>5d} {o['running']:>4d} {o['retrying']:>5d} {o['failed']:>4d} "
             f"{o['done']:>6d} {o['deferred']:>5d}")
    for row in s["not_served"]:
        echo(f"{row['home']:40s} NOT SERVED: {row['error']}")
    q = s.get("queues")
    if q:
        echo(f"Redis: {q['count']} queues in the database(s), {q['pending']} waiting, "
             f"{q['scheduled']} scheduled" + (f"; {'; '.join(q['errors'])}" if q["errors"] else ""))


def _fmt(x: Any, unit: str = "s") -> str:
    return "-" if x is None else f"{x}{unit}"


def ago(age_s: float | None) -> str:
    """An age as people read it: "never", "just now" (under a second, or a clock a little
    ahead of ours), else "12s ago", "3h ago", "371d ago" (issue 30: "32080219.7s ago",
    "-1.0s ago")."""
    if age_s is None:
        return "never"
    if age_s < 1:
        return "just now"
    return f"{age_text(0, age_s)} ago"


def _cost_line(c: Cost) -> str:
    """Tokens and cost; what the token figures count, and no dollar figures when nothing
    was paid for (the offline reviewer's calls are estimates of text it read, and free)."""
    if c.error:
        return f"tokens and cost cannot be read: {c.error}"
    offline = c.offline_input_tokens
    window = f"last {c.window_days} days"
    if not c.usd and not any((c.model_input_tokens, c.model_output_tokens,
                              c.model_cached_tokens)):
        if not offline:  # no claim of which reviewer: a model whose calls all failed reads so
            made = f"{c.calls:,} model call(s), no tokens recorded" if c.calls else "no model call yet"
            return f"no cost: {made} ({window})"
        return f"no cost (offline reviewer); the offline reviewer read ~{offline:,} tokens ({window})"
    line = (f"model tokens ({window}): input {c.model_input_tokens:,}, output "
            f"{c.model_output_tokens:,}, cached {c.model_cached_tokens:,}; ${c.usd:.4f}; "
            f"per job ${_fmt(c.usd_per_job, '')}; per accepted memory "
            f"${_fmt(c.usd_per_accepted_memory, '')} ({c.accepted} accepted)")
    if offline:
        line += f"; the offline reviewer read ~{offline:,} more tokens (free)"
    return line


def _print_status(s: QueueStatus) -> None:
    echo(f"backend {s.backend} (queue {s.queue_name})"
         + (f"  UNREACHABLE: {s.backend_error}" if s.backend_error else ""))
    echo(f"pending {_fmt(s.pending, '')}  scheduled {_fmt(s.scheduled, '')}  "
         f"running {s.running}  retrying {s.retrying}  failed {s.failed}  "
         f"done {s.done}  deferred {s.deferred}")
    lat = s.latency
    echo(f"last {lat.jobs} jobs: enqueue→start p50 {_fmt(lat.enqueue_to_start_p50_s)} "
         f"p95 {_fmt(lat.enqueue_to_start_p95_s)}; run p50 {_fmt(lat.run_time_p50_s)} "
         f"p95 {_fmt(lat.run_time_p95_s)}")
    t = s.throughput
    echo(f"throughput {t.jobs_per_minute} jobs/min over the last {int(t.window_s // 60)} min")
    echo(_cost_line(s.cost))
    due = s.oldest_due
    if due:
        echo(f"oldest due session {safe_id(due.session_id)} ({'+'.join(due.reasons)}, "
             f"{ago(due.age_s)}); {s.due_sessions} due")
    else:
        echo("no session is due")
    sch = s.scheduler
    if s.backend_error and sch.standbys and (not sch.leader or sch.liveness == "dead"):
        # A run that cannot reach the backend stands by and leads again once it answers
        # (pool_scheduler.RedisLeaders): "start a run" here sent an operator to start a
        # second one during an outage (tester26).
        echo(f"no scheduler leads: {', '.join(sch.standbys)} stands by until the backend "
             "answers again (UNREACHABLE above); bring the backend back, no other run is "
             "needed")
    elif sch.leader and sch.liveness != "dead":
        stale = " (STALE: missed heartbeats)" if sch.liveness == "stale" else ""
        echo(f"scheduler {sch.leader} heartbeat {ago(sch.heartbeat_age_s)}{stale}"
             + (f"; standby {', '.join(sch.standbys)}" if sch.standbys else ""))
    elif sch.leader:
        echo(f"scheduler {sch.leader} is DEAD (last heartbeat {ago(sch.heartbeat_age_s)});"
             " no scheduler is running (start `reverie scheduler` or `reverie run`)")
    else:
        echo("no scheduler is running (start `reverie scheduler` or `reverie run`)")
    for w in s.workers:
        mark = {"alive": "", "stale": " STALE", "dead": " DEAD"}[w.liveness]
        echo(f"worker {w.owner} ({w.state}){mark} heartbeat {ago(w.age_s)}")
    by_state = s.memory.pending_by_state
    if by_state:
        oldest = s.memory.pending_oldest_age_s
        echo(f"pending records: {by_state['pending']} waiting for approval"
             + (f" (oldest {age_text(0, oldest)} old)" if oldest else "")
             + f", {by_state['stale']} stale, {by_state['expired']} expired")
    for target, view in sorted(s.memory.targets.items()):
        if view.upkeep is not None and view.limit is not None:
            up = view.upkeep
            echo(f"{FILE_NAMES.get(target, target)}: {round(100 * up.usage_ratio)}% of "
                 f"{view.limit:,} chars, {up.waiting} waiting, {up.archived} archived"
                 + (f", consolidation {up.consolidation_pending} pending"
                    if up.consolidation_pending else ""))
    for _target, view in sorted(s.memory.targets.items()):
        if view.upkeep is not None and view.upkeep.attention:
            echo(f"Memory upkeep: {view.upkeep.attention}", err=view.upkeep.stalled)


@queue_group.command("failed")
@json_option
@pass_settings
def failed_cmd(settings: Settings, as_json: bool) -> None:
    """List dead letters: jobs that failed for good."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.worker.monitor import failed_jobs

    rows = failed_jobs(settings)
    if as_json:
        emit_json(rows)
        return
    if not rows:
        echo("No failed jobs.")
    for r in rows:
        session = safe_id(r["session_id"]) if r["session_id"] else "-"
        echo(f"{r['id']}  {r['kind']}  {session}  attempts {r['attempts']}  {r['error'] or ''}")


@queue_group.command("retry")
@click.argument("job_id")
@json_option
@pass_settings
def retry_cmd(settings: Settings, job_id: str, as_json: bool) -> None:
    """Enqueue a failed job again (`all`: every failed job, once per session and kind)."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.jobs.deadletters import ALL, retry_all_dead_letters, retry_dead_letter

    if job_id.strip().lower() == ALL:
        results = retry_all_dead_letters(settings)
        if as_json:
            emit_json([r.to_dict() for r in results])
            return
        for result in results:
            echo(result.message)
        retried = sum(r.action == "retried" for r in results)
        echo(f"Re-enqueued {retried} failed job(s)." if results else "No failed jobs.")
        return
    result = retry_dead_letter(settings, job_id)
    if as_json:
        emit_json(result.to_dict())
    else:
        echo(result.message)


@queue_group.command("drop")
@click.argument("job_id")
@json_option
@pass_settings
def drop_cmd(settings: Settings, job_id: str, as_json: bool) -> None:
    """Give up a failed job (a review's messages are skipped)."""
    # Lazy: a command loads its engine when it runs (the CLI starts light).
    from reverie.jobs.deadletters import drop_dead_letter

    result = drop_dead_letter(settings, job_id)
    if as_json:
        emit_json(result.to_dict())
    else:
        echo(result.message)
