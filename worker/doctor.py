"""`reverie doctor`: what would go wrong running Reverie on a home, one finding a line.

:func:`diagnose` reads the home and changes nothing (no file, directory or queue database is
created). Each check gives at most one :class:`Finding`:

* ``config`` — config.yaml does not load (every other check needs it), or it has a key twice
  in a section Reverie does not read (Reverie runs; Hermes 0.22 refuses the file);
* ``hermes_review`` — Hermes' in-process review is still on (``memory.nudge_interval`` > 0)
  while Reverie reviews too: every conversation would be reviewed twice;
* ``model_key`` — the review or summary model needs a key that is not set (or ``auto``
  found none and falls back to the offline heuristic provider);
* ``queue`` — the queue cannot be reached (Redis does not answer, the embedded queue's
  directory is not writable, its queue.db is not a whole database);
* ``scheduler`` — no scheduler is beating (due work, nudges and summaries would never be
  enqueued; ``reverie run`` or ``reverie scheduler`` starts one);
* ``jobs`` — jobs the ledger says are running whose worker, a process on this host, is
  gone (killed mid-job): their sessions wait for the next reconcile;
* ``state_db`` — state.db's schema is not one Reverie knows (no ``schema_version``, or a
  version newer than the newest Hermes Reverie is tested with, 0.22's 31), or it cannot
  be read (not a regular file, not a database, no permission);
* ``journal_db`` — journal.db (the job ledger, review cursors, the memory journal) cannot
  be read;
* ``memory_files`` — the memories directory or a memory file cannot be read, is not a
  regular file, is a symbolic link (the prompt shows the link's target, every write refuses
  it), is huge or is not UTF-8 text;
* ``memory_scan`` — live entries fail the memory scanner (the agent's own tool, a hand
  edit or a sync put them there): Reverie's snapshot withholds them, an agent that builds
  its prompt itself (Hermes, whose patterns differ) may not;
* ``pending`` — pending records that cannot be used (``memory.pending.staging.list_pending``'s
  problems);
* ``pending_age`` — the oldest pending record has waited more than a week (issue 22);
* ``permissions`` — files with private content are readable by other users;
* ``service`` — a systemd unit / launchd agent serving this home is installed but not running
  (:func:`reverie.worker.service.installed_but_not_running`);
* ``memory_upkeep`` — facts wait for room in a memory file (issue 20): a consolidation
  waits for approval, or none is pending while the file is above high water;
* ``home_id`` — this home's ``reverie/home-id`` was copied from a home that still holds it
  (``cp -a``, issue 29): on Redis the two would take each other's jobs.

A ``--home`` that does not exist (or a ``--profile`` the home does not have) is the one
finding ``home``, naming how the home was chosen: every other check would only describe an
empty home.

Beside the findings, :attr:`Diagnosis.reviewer` says in one line which reviewer the home
uses and why (issue 30), and :attr:`Diagnosis.unread_files` notes the messages sent with a
text file the chat inlined, whose caption no review read (worker.unread_files): a note,
not a problem, since nothing in the home can fix it. A home that is explicitly offline
(``auxiliary.background_review.provider: heuristic``, which covers ``session_search`` left
on ``auto`` too: :func:`offline_on_purpose`) has no ``model_key`` finding; nor does a home
Reverie created itself (``reverie init``, or ``ingest`` into an empty directory:
``config.home.created_by_reverie``), where no Hermes
agent runs, so neither Hermes' own review (``hermes_review``) nor the offline fallback is a
problem, and a scheduler that never ran is not one either (``run --once`` does the work
there; a scheduler that ran and stopped still is). Databases are opened with ``config.sqlitedb.connect_readonly`` (no
WAL switch, no migration, no ``-wal``/``-shm`` left behind) and files through
``config.regular`` (a FIFO is a finding, never a hang).
"""

from __future__ import annotations

import math
import os
import socket
import sqlite3
import stat
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from reverie.config import TARGETS, ReverieError, Settings, UsageError, load_settings
from reverie.config.home import HomeNotFound, created_by_reverie, require_home, validate_profile
from reverie.config.regular import opened_regular, read_fd
from reverie.config.services import OPENAI_COMPATIBLE
from reverie.config.settings import redact_url, repeated_key_elsewhere
from reverie.config.sqlitedb import (
    connect_readonly,
    failure_hint,
    failure_kind,
    other_owner_hint,
    wal_reset_vulnerable,
)
from reverie.config.terminal import cut_echoes, safe_id
from reverie.jobs.leases import process_alive
from reverie.jobs.ledger import (
    read_dead_letters,
    read_heartbeats,
    read_running_jobs,
    read_setup_deferred,
)
from reverie.jobs.queue import copied_from, copy_line, damaged_queue_hint
from reverie.memory.entries import preview
from reverie.memory.pending.records import age_text
from reverie.memory.pending.staging import list_pending
from reverie.memory.render import FILE_NAMES
from reverie.memory.store import open_store
from reverie.memory.upkeep.status import read_only_status
from reverie.review.providers.registry import resolve_name
from reverie.search_index.schema import HERMES_NEWEST_KNOWN_SCHEMA
from reverie.worker.monitor import liveness
from reverie.worker.service import installed_but_not_running
from reverie.worker.unread_files import NAMED_SESSIONS, unread_files
from reverie.worker.untyped_evidence import untyped_entries

CHECKS = ("home", "config", "hermes_review", "model_key", "model_endpoint", "queue",
          "scheduler", "state_db",
          "journal_db", "memory_files", "memory_scan", "pending", "pending_age", "permissions", "service",
          "memory_upkeep", "untyped_evidence")
#: Entries an untyped_evidence finding names (the rest are counted).
UNTYPED_NAMED = 3
#: A memory file larger than this (or 4 bytes per character of its limit, if more) is
#: "huge": far past any limit, read whole by every operation.
HUGE_MEMORY_BYTES = 64 * 1024


@dataclass(frozen=True)
class Finding:
    check: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Diagnosis:
    home: str
    findings: list[Finding]
    #: Which reviewer the home uses and why, one line (None when the home is missing).
    reviewer: str | None = None
    #: Messages sent with a text file the chat inlined, whose caption no review read: a
    #: note, never a problem (nothing in the home can fix it), None when there are none.
    unread_files: str | None = None
    #: state.db's journal mode as its header says ("wal" or "rollback"), read only when this
    #: SQLite has the WAL-reset bug; None when not read or unknown.
    state_journal: str | None = None

    @property
    def ok(self) -> bool:
        return not self.findings

    @property
    def sqlite(self) -> dict[str, Any]:
        """The SQLite this Python links and its WAL-reset risk (a note, never a problem:
        nothing in the home can fix it)."""
        return sqlite_note(self.state_journal)

    def to_dict(self) -> dict[str, Any]:
        return {"home": self.home, "ok": self.ok, "checks": list(CHECKS),
                "reviewer": self.reviewer, "problems": [f.to_dict() for f in self.findings],
                "sqlite": self.sqlite, "unread_files": self.unread_files}


def sqlite_note(state_journal: str | None = None) -> dict[str, Any]:
    """``{"version", "wal_reset_bug", "message"}`` for the SQLite this Python links (issue 32):
    on a build with the WAL-reset corruption bug, Hermes 0.22 keeps a new state.db out of WAL,
    and Reverie leaves state.db as Hermes set it but keeps its own queue.db and journal.db in
    WAL (docs/agent-integration.md says why). ``state_journal``: the home's state.db as its
    header says (:func:`state_journal`). Hermes 0.19 put every state.db in WAL, and 0.22
    leaves one already in WAL as it is, so a home Hermes 0.19 made is in WAL on this SQLite
    too: saying "out of WAL" there told its user the sessions were safe (session 33)."""
    version = sqlite3.sqlite_version
    if not wal_reset_vulnerable():
        return {"version": version, "wal_reset_bug": False,
                "message": f"SQLite {version}: not exposed to the WAL-reset bug."}
    if state_journal == "wal":
        state = ("state.db is in WAL here (Hermes 0.19 puts it there; Hermes 0.22 keeps a new"
                 " one out of WAL on this SQLite but leaves one already in WAL), so it shares"
                 " the risk; Reverie leaves it in the mode Hermes chose")
    elif state_journal == "rollback":
        state = ("Reverie leaves state.db in the journal mode Hermes chose (out of WAL here,"
                 " as Hermes 0.22 keeps it on this SQLite)")
    else:
        state = "Reverie leaves state.db in the journal mode Hermes chose"
    return {"version": version, "wal_reset_bug": True, "state_journal": state_journal,
            "message": (
        f"SQLite {version} (linked by this Python) has the WAL-reset corruption bug"
        " (https://sqlite.org/wal.html#walresetbug): a rare race between checkpoints and"
        f" writers in WAL mode can corrupt a database. {state}; Reverie's own"
        " queue.db and journal.db stay in WAL. Run Reverie"
        + (" and Hermes" if state_journal == "wal" else "")
        + " with a Python linking SQLite 3.51.3+ (or 3.50.7 / 3.44.6) to be rid of the risk.")}


#: The header's file format write and read versions (bytes 18 and 19): 2 in WAL mode, 1 in
#: a rollback journal mode (https://sqlite.org/fileformat2.html#database_header).
_HEADER_VERSIONS = {b"\x02\x02": "wal", b"\x01\x01": "rollback"}


def state_journal(path: Path) -> str | None:
    """state.db's journal mode as its header says, None when it cannot be told.

    Not ``PRAGMA journal_mode``: doctor opens a quiet database ``immutable``
    (config.sqlitedb.connect_readonly), and an immutable connection reports ``delete`` for a
    WAL file, while a plain read-only one leaves ``-wal`` and ``-shm`` behind. The header is
    read from a descriptor closed at once. Closing it drops this process's POSIX locks on
    the file; doctor holds none when this runs (its own state.db connection is closed, and
    an immutable one takes no locks)."""
    try:
        with opened_regular(path) as fd:
            versions = os.pread(fd, 2, 18)
    except (OSError, ReverieError):
        return None
    return _HEADER_VERSIONS.get(versions)


def diagnose(home: str | os.PathLike[str] | None = None, profile: str | None = None, *,
             environ: dict[str, str] | None = None, now: float | None = None) -> Diagnosis:
    """Run every check on the home; never raises for what it finds."""
    env = dict(os.environ if environ is None else environ)
    named = profile if profile is not None else (env.get("REVERIE_PROFILE") or None)
    try:
        if named is not None:   # a name no profile can have: no config.yaml was read
            validate_profile(named)
    except UsageError as exc:
        where = str(home or env.get("REVERIE_HOME") or env.get("HERMES_HOME") or "~/.hermes")
        return Diagnosis(where, [Finding("home", cut_echoes(str(exc), [named]))])
    try:
        settings = load_settings(home, profile, environ=env)
    except ReverieError as exc:
        where = str(home or env.get("REVERIE_HOME") or env.get("HERMES_HOME") or "~/.hermes")
        return Diagnosis(where, [Finding("config", f"config.yaml does not load: {exc}")])
    try:
        require_home(home, profile, env)
    except HomeNotFound as exc:
        return Diagnosis(str(settings.home), [Finding("home", str(exc))])
    now = time.time() if now is None else now
    ours = created_by_reverie(settings.home)
    found = [_repeated_key(settings), None if ours else _hermes_review(settings),
             _model_key(settings, ours), _model_endpoint(settings), _queue(settings)]
    journal, state = _journal_db(settings), _state_db(settings)
    # An unreadable journal.db is reported as itself; its heartbeats are not guessed at.
    found += [None if journal else _scheduler(settings, now, ours),
              None if journal else _orphaned_jobs(settings),
              None if journal else _dead_letters(settings),
              None if journal else _deferred_for_setup(settings), state, journal,
              (files := _memory_files(settings)), None if files else _memory_scan(settings),
              _pending(settings), _pending_age(settings, now),
              _permissions(settings)]
    found += [_service(settings), _memory_upkeep(settings), _home_copy(settings),
              None if journal or state else _untyped_evidence(settings)]
    return Diagnosis(str(settings.home), [f for f in found if f is not None],
                     reviewer=reviewer_line(settings, ours),
                     unread_files=None if state else _unread_files(settings),
                     state_journal=(state_journal(settings.state_db)
                                    if wal_reset_vulnerable() else None))


def _repeated_key(settings: Settings) -> Finding | None:
    """A key written twice where Reverie does not read: Reverie loads the file, Hermes 0.22
    stops on it (a repeat where Reverie reads is the load's own refusal, above)."""
    line = repeated_key_elsewhere(settings.config_path)
    return Finding("config", line) if line else None


def _home_copy(settings: Settings) -> Finding | None:
    """This home's ``reverie/home-id`` was copied from a home that still holds it (issue 29):
    on Redis both would share one queue and take each other's jobs."""
    original = copied_from(settings)
    return Finding("home_id", copy_line(settings, original)) if original else None


def reviewer_line(settings: Settings, reverie_made: bool = False) -> str:
    """Which reviewer the home's background review uses, and why, in one line."""
    review = settings.background_review
    if not review.enabled:
        return "Reviewer: none (auxiliary.background_review.enabled is false)."
    name = resolve_name(review, settings.environ)
    model = f" {review.model}" if review.model and name != "heuristic" else ""
    what = "the offline heuristic" if name == "heuristic" else f"{name}{model}"
    if review.provider != "auto":
        why = f"auxiliary.background_review.provider is {review.provider}"
    elif name == "heuristic":
        why = ("provider auto found no model key" + (
            "; this home was created by Reverie, so offline is expected"
            if reverie_made else ""))
    elif settings.environ.get("GEMINI_API_KEY") or settings.environ.get("GOOGLE_API_KEY"):
        why = "provider auto found a Gemini key in the environment"
    elif review.base_url.strip():
        why = "provider auto with auxiliary.background_review.base_url set"
    else:
        why = "provider auto with auxiliary.background_review.api_key set"
    return f"Reviewer: {what} ({why})."


# --- the checks ---------------------------------------------------------------------------

def _hermes_review(settings: Settings) -> Finding | None:
    memory = settings.memory
    if memory.nudge_interval <= 0 or not (memory.memory_enabled or memory.user_profile_enabled):
        return None
    if not settings.background_review.enabled:
        return None
    return Finding("hermes_review", (
        f"Hermes' in-process review is still on (memory.nudge_interval: "
        f"{memory.nudge_interval}) beside Reverie's, so conversations are reviewed twice; set "
        f"memory.nudge_interval to 0 (Reverie's own is reverie.schedule.nudge_interval)."))


#: How a home chooses the offline reviewer on purpose (docs/agent-integration.md, step 3).
OFFLINE_ON_PURPOSE = "reverie config set auxiliary.background_review.provider heuristic"


def offline_on_purpose(settings: Settings) -> bool:
    """The home's review is the offline heuristic by choice (``provider: heuristic``).

    That choice covers the summaries too when ``auxiliary.session_search`` is left on
    ``auto`` and finds no key: on a Hermes home ``session_search.provider: heuristic`` is no
    answer, since Hermes reads that key for its own session_search and has no provider of
    that name (session 33, tester25: doctor's ``model_key`` stayed for ever on a home
    deliberately offline)."""
    review = settings.background_review
    return review.enabled and review.provider == "heuristic"


def _model_key(settings: Settings, reverie_made: bool = False) -> Finding | None:
    problems, fallback = [], []
    offline = reverie_made or offline_on_purpose(settings)
    for key, provider in (("background_review", settings.background_review),
                          ("session_search", settings.session_search)):
        if key == "background_review" and not provider.enabled:
            continue
        name = resolve_name(provider, settings.environ)
        if name == "heuristic" and provider.provider == "auto" and not offline:
            fallback.append(key)
        elif name == "gemini" and not (provider.api_key or settings.environ.get("GEMINI_API_KEY")
                                       or settings.environ.get("GOOGLE_API_KEY")):
            problems.append(f"auxiliary.{key} uses Gemini but GEMINI_API_KEY is not set")
        elif name == "openai" and not provider.key(settings.environ) and _needs_key(provider):
            wanted = " or ".join(provider.key_env or ("OPENAI_API_KEY",))
            problems.append(f"auxiliary.{key} uses {provider.service or 'OpenAI'} but "
                            f"{wanted} is not set (nor api_key)")
    if fallback:
        # The offline choice is offered only where it answers: for the review (which then
        # covers the summaries); a summary-only fallback beside a model review needs a key.
        choose = (f"; or, to stay offline on purpose: {OFFLINE_ON_PURPOSE}"
                  if "background_review" in fallback else "")
        problems.insert(0, (
            " and ".join(f"auxiliary.{key}" for key in fallback)
            + (" find" if len(fallback) > 1 else " finds")
            + " no model key and fall" + ("" if len(fallback) > 1 else "s")
            + f" back to the offline heuristic provider (set GEMINI_API_KEY, or a provider "
              f"and its key{choose})"))
    if not problems:
        return None
    return Finding("model_key", "No model key: " + "; ".join(problems) + ".")


#: Hosts a model server on this machine answers at: the endpoint doctor knocks on.
_LOOPBACK = ("localhost", "127.0.0.1", "::1")


def _model_endpoint(settings: Settings) -> Finding | None:
    """A model server on this machine (a ``base_url`` on loopback: llama.cpp, Ollama, vLLM)
    that nothing answers at. Before, doctor named the reviewer ("Reviewer: openai …") and
    found nothing, and the first ``run --once`` spent two minutes on retries before its
    review failed for good and parked the session (session 33). Only loopback is knocked
    on: a TCP connect, no request, so nothing is spent and no key is sent; a hosted
    endpoint is not tried (doctor does not reach out to the network for it)."""
    problems: dict[tuple[str, int], tuple[str, list[str]]] = {}   # (host, port) -> where, keys
    for key, provider in (("background_review", settings.background_review),
                          ("session_search", settings.session_search)):
        if key == "background_review" and not provider.enabled:
            continue
        url = provider.base_url.strip()
        if not url or resolve_name(provider, settings.environ) not in ("openai", "gemini"):
            continue
        try:
            parts = urlsplit(url if "//" in url else f"http://{url}")
            host, port = (parts.hostname or "").lower(), parts.port
        except ValueError:
            continue      # (config validation reports a malformed URL)
        if host not in _LOOPBACK:
            continue
        port = port or (443 if parts.scheme == "https" else 80)
        if (host, port) in problems:
            problems[(host, port)][1].append(f"auxiliary.{key}")
            continue
        try:
            socket.create_connection((host, port), timeout=2).close()
        except OSError as exc:
            reason = exc.strerror or type(exc).__name__
            problems[(host, port)] = (f"{redact_url(url)} ({reason})", [f"auxiliary.{key}"])
    if not problems:
        return None
    return Finding("model_endpoint", "; ".join(
        f"{' and '.join(keys)} call{'s' if len(keys) == 1 else ''} the model server at {where},"
        f" where nothing answers: start the server, or fix {keys[0]}.base_url"
        for where, keys in problems.values()) + ".")


def _needs_key(provider: Any) -> bool:
    """A hosted service needs a key; a local server (Ollama, vLLM, ...) usually does not."""
    if provider.service in OPENAI_COMPATIBLE:
        return True

    host = (urlsplit(provider.base_url or "https://api.openai.com/v1").hostname or "").lower()
    return host not in ("localhost", "127.0.0.1", "::1") and not host.endswith(".local")


def _queue(settings: Settings) -> Finding | None:
    queue = settings.queue
    if queue.backend == "redis":
        import redis

        try:
            redis.Redis.from_url(queue.redis_url, socket_connect_timeout=2,
                                 socket_timeout=2).ping()
        except (redis.RedisError, ValueError, OSError) as exc:
            return Finding("queue", f"The Redis queue at {redact_url(queue.redis_url)} is "
                                    f"unreachable ({type(exc).__name__}); start Redis or fix "
                                    f"reverie.queue.redis_url.")
        return None
    # The embedded queue is a file in <home>/reverie/: its nearest existing directory must
    # be one this user can write.
    target = settings.queue_db if settings.queue_db.exists() else settings.reverie_dir
    while not target.exists() and target != target.parent:
        target = target.parent
    if not os.access(target, os.W_OK) or (target.exists() and not target.is_dir()
                                          and target != settings.queue_db):
        owner = other_owner_hint(target)
        return Finding("queue", f"The embedded queue {settings.queue_db} cannot be written "
                                f"({target} is not writable by this user)."
                                + (f" {owner}" if owner else ""))
    return _queue_db(settings.queue_db)


def _queue_db(path: Path) -> Finding | None:
    """queue.db opens and reads whole (it is small: jobs waiting to run), so a file cut short
    whose first page still reads is found too; every run fails on either (tester9)."""
    if not os.path.lexists(path):
        return None
    try:
        conn = connect_readonly(path)
        try:
            problem = str(conn.execute("PRAGMA quick_check(1)").fetchone()[0])
        finally:
            conn.close()
    except (ReverieError, sqlite3.Error) as exc:
        cause = exc.__cause__ if isinstance(exc, ReverieError) and exc.__cause__ else exc
        problem = " ".join(str(cause).split())
        if failure_kind(cause) != "damaged":
            return Finding("queue", f"The embedded queue {path} cannot be read: {problem}. "
                                    f"{failure_hint(cause, path)}")
    if problem == "ok":
        return None
    return Finding("queue", f"The embedded queue {path} is damaged ({problem}). "
                            f"{damaged_queue_hint(path)}")


def _scheduler(settings: Settings, now: float,
               reverie_made: bool = False) -> Finding | None:
    beats: list[dict[str, Any]] = []
    if settings.journal_db.exists():
        try:
            beats = read_heartbeats(settings.journal_db, "scheduler")
        except (sqlite3.Error, ReverieError) as exc:
            return Finding("scheduler", f"The scheduler's heartbeat cannot be read ({exc}).")
    alive = [b for b in beats if b.get("state") == "leader"
             and liveness(b.get("owner"), b["beat_at"], now, b.get("period")) == "alive"]
    if alive:
        return None
    last = max((b["beat_at"] for b in beats), default=None)
    if last is None and reverie_made:
        return None  # no agent writes here: `ingest` then `run --once` is the whole loop
    # (a scheduler stopping cleanly takes its beat with it: no beat is not "never ran")
    since = ("none is beating here: it never started, or stopped cleanly" if last is None
             else f"last beat {int(now - last)} s ago")
    return Finding("scheduler", f"No scheduler is running ({since}): nudges, idle reviews and "
                                f"summaries are not enqueued; start `reverie run` or "
                                f"`reverie scheduler`.")


def _orphaned_jobs(settings: Settings) -> Finding | None:
    """Jobs the ledger says are running whose worker, a process on this host, is gone (a
    SIGKILL, a crash, a reboot): their sessions wait until a reconcile marks them
    interrupted and runs them again. Before session 18 doctor said "No problems found"
    while such a row held its session and no scheduler was there to reconcile it. A worker
    on another host is not judged (only its silence could tell, and the lease does that)."""
    if not settings.journal_db.exists():
        return None
    try:
        rows = read_running_jobs(settings.journal_db)
    except (sqlite3.Error, ReverieError) as exc:
        return Finding("jobs", f"The job ledger cannot be read ({exc}).")
    here = socket.gethostname()
    gone = []
    for row in rows:
        host, _, rest = (row.get("worker") or "").partition(":")
        pid = rest.partition(":")[0]
        if host == here and pid.isdigit() and not process_alive(int(pid), None):
            gone.append(row)
    if not gone:
        return None
    workers = sorted({r["worker"].rpartition(":")[0] for r in gone})
    jobs = ", ".join(f"{r['kind']} of {safe_id(r['session_id'])}" if r.get("session_id") else r["kind"]
                     for r in gone[:3]) + (f" and {len(gone) - 3} more" if len(gone) > 3 else "")
    return Finding("jobs", f"{len(gone)} job(s) are marked running but their worker is gone "
                           f"({', '.join(workers)}): {jobs}. Nothing is lost (the cursor moves "
                           f"only when a review is done); the next reconcile — a running "
                           f"scheduler within reverie.schedule.reconcile_seconds, or "
                           f"`reverie run --once` — runs them again.")


def _deferred_for_setup(settings: Settings) -> Finding | None:
    """Jobs a ``run --once`` deferred, or a worker retries, for the model setup (no key, a
    refused key, no such model) since their kind last succeeded: they stay due, not dead
    letters, so ``_dead_letters`` does not see them, and doctor said "No problems found" after a run
    whose every review a refused key had deferred (session 22)."""
    if not settings.journal_db.exists():
        return None
    try:
        kinds = read_setup_deferred(settings.journal_db)
    except (sqlite3.Error, ReverieError) as exc:
        return Finding("jobs", f"The job ledger cannot be read ({exc}).")
    if not kinds:
        return None
    what = "; ".join(f"{k['count']} {k['kind']} job(s): "
                     + " ".join(str(k["error"]).split())[:300] for k in kinds)
    return Finding("jobs", f"Jobs wait for the model setup ({what}). They stay due: fix the"
                           " setup, then `reverie run --once` takes them; a running worker"
                           " reads a changed config.yaml and retries them at once (a key"
                           " given in its environment, such as the service's key file,"
                           " meets it after a restart).")


def _dead_letters(settings: Settings) -> Finding | None:
    """Jobs that failed for good and park their sessions' work until an operator acts (a
    wrong base_url, a refused key, a model that never answers as asked: every review of
    the home can end here). Before, doctor said "No problems found" beside them, and the
    README's setup ends at doctor."""
    if not settings.journal_db.exists():
        return None
    try:
        count, newest = read_dead_letters(settings.journal_db)
    except (sqlite3.Error, ReverieError) as exc:
        return Finding("jobs", f"The job ledger cannot be read ({exc}).")
    if not count or newest is None:
        return None
    what = newest["kind"] + (f" of {safe_id(newest['session_id'])}" if newest.get("session_id")
                             else "")
    error = " ".join(str(newest.get("error") or "no error recorded").split())[:300]
    return Finding("jobs", f"{count} job(s) failed and wait for an operator (dead letters);"
                           f" the newest, {what}: {error} Their sessions' work of that kind is"
                           f" parked until new messages come: fix the cause, then `reverie"
                           f" queue retry ID` (`reverie queue failed` lists them; `reverie"
                           f" queue retry all` takes every one) or `reverie queue drop ID`.")


def _state_db(settings: Settings) -> Finding | None:
    # A missing state.db is created with Hermes' schema on first use.
    return _database("state_db", settings.state_db, "", _state_db_schema)


def _state_db_schema(path: Path, conn: sqlite3.Connection) -> Finding | None:
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if "messages" not in tables or "sessions" not in tables:
        return Finding("state_db", f"{path} has no sessions/messages tables: not a "
                                   f"session store Reverie knows.")
    if "schema_version" not in tables:
        return Finding("state_db", f"{path} has no schema_version: its schema is unknown "
                                   f"(Reverie knows Hermes' up to {HERMES_NEWEST_KNOWN_SCHEMA}).")
    row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
    version = row[0] if row else None
    # Up to the newest Hermes Reverie is tested with (0.22 writes 31): comparing with the
    # version a *new* file gets (22) called every Hermes 0.22 home unknown (session 18).
    if not isinstance(version, int) or version > HERMES_NEWEST_KNOWN_SCHEMA:
        return Finding("state_db", f"{path} is at schema version {version}, which Reverie "
                                   f"does not know (it knows up to {HERMES_NEWEST_KNOWN_SCHEMA}); "
                                   f"upgrade Reverie.")
    return None


def _journal_db(settings: Settings) -> Finding | None:
    # A missing journal.db is created on first use.
    return _database("journal_db", settings.journal_db,
                     " (the job ledger, review cursors and memory journal are kept there)",
                     _readable)


def _readable(path: Path, conn: sqlite3.Connection) -> None:
    """Reading the schema is enough to tell a damaged or foreign file (sqlite3.Error)."""
    conn.execute("SELECT name FROM sqlite_master").fetchall()


def _database(check: str, path: Path, what: str,
              inspect: Callable[[Path, sqlite3.Connection], Finding | None]) -> Finding | None:
    """``inspect(path, conn)`` on ``path`` opened read-only (config.sqlitedb.connect_readonly);
    a file that cannot be opened or read is the finding. None when there is no file."""
    if not os.path.lexists(path):
        return None
    try:
        conn = connect_readonly(path)
    except ReverieError as exc:
        return Finding(check, f"{path} cannot be opened{what}: {exc}")
    try:
        return inspect(path, conn)
    except sqlite3.Error as exc:
        return Finding(check, f"{path} cannot be read{what}: {exc}. "
                              f"{failure_hint(exc, path)}")
    finally:
        conn.close()


def _memory_files(settings: Settings) -> Finding | None:
    directory = settings.memories_dir
    if not os.path.lexists(directory):
        return None       # created on the first write
    if not directory.is_dir():
        return Finding("memory_files", f"{directory} is not a directory: no memory can be "
                                       f"read or written; move it away.")
    try:
        os.listdir(directory)
    except OSError as exc:
        return Finding("memory_files", f"The memories directory {directory} cannot be read "
                                       f"({exc.strerror}): fix its owner or mode (chmod 700).")
    problems = [p for p in (_memory_file(settings, t) for t in TARGETS) if p]
    if not problems:
        return None
    return Finding("memory_files", "; ".join(problems) + ".")


def _memory_scan(settings: Settings) -> Finding | None:
    """Live entries the prompt must not show, by the snapshot's own reading (session 30,
    tester22: Hermes 0.22's memory tool saved a Chinese "ignore all previous instructions"
    from a pasted page, its loader put it in every later prompt, and doctor was silent).
    Files carrying the store's scan receipt cost no scan; never their text, only where."""
    if not os.path.isdir(settings.memories_dir):
        return None
    try:
        withheld = open_store(settings).withheld_from_prompt()
    except (ReverieError, OSError):
        return None     # what is wrong with the files is the memory_files check's
    if not withheld:
        return None
    named = "; ".join(f"entry {position} of {FILE_NAMES[target]} ({_reason(why)})"
                      for target, position, why in withheld[:UNTYPED_NAMED])
    more = f" and {len(withheld) - UNTYPED_NAMED} more" if len(withheld) > UNTYPED_NAMED else ""
    one = len(withheld) == 1
    return Finding("memory_scan", (
        f"{len(withheld)} live {'entry fails' if one else 'entries fail'} the memory"
        f" scanner: {named}{more}. Reverie's snapshot withholds {'it' if one else 'them'}, but"
        f" an agent that builds its prompt itself (Hermes' own loader scans with other"
        f" patterns) may show {'it' if one else 'them'}. Look with `reverie memory show` and"
        f" remove {'it' if one else 'each'} with `reverie memory remove --target TARGET TEXT`,"
        f" or Delete on the console's Memory page."))


def _reason(why: str) -> str:
    """The scanner's verdict without its opening word and its closing advice."""
    why = " ".join(why.split()).removeprefix("Blocked: ")
    return why.split(". ")[0].rstrip(".")


def _memory_file(settings: Settings, target: str) -> str | None:
    """What is wrong with one memory file, or None."""
    path = settings.memory_file(target)
    if path.is_symlink():
        # Decision (issue 19): reads follow the link, writes refuse it (an atomic replace
        # would detach the link's target); doctor says so instead of either side guessing.
        return (f"{path.name} is a symbolic link to {os.readlink(path)}: the system prompt "
                f"shows that file's entries but every write refuses the link; replace the "
                f"link with the file itself (cp --remove-destination \"$(readlink -f {path})\" "
                f"{path})")
    limit = max(HUGE_MEMORY_BYTES, 4 * settings.memory.limit(target))
    try:
        with opened_regular(path) as fd:
            data = read_fd(fd, limit)      # at most limit + 1 bytes, whatever the size
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"{path} cannot be read ({exc.strerror or exc}): fix its owner or mode (chmod 600)"
    except ReverieError as exc:
        return exc.message.rstrip(".")
    if len(data) > limit:
        return (f"{path} is larger than {limit:,} bytes, far over its "
                f"{settings.memory.limit(target):,}-character limit: every operation reads "
                f"it whole; trim it")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return (f"{path} is not UTF-8 text (bad byte at offset {exc.start}): every write "
                f"refuses it and the prompt shows it garbled; re-save it as UTF-8")
    if "\x00" in text:
        return (f"{path} holds NUL bytes (a binary file?): it is not a memory file; move it "
                f"away")
    return None


def _pending(settings: Settings) -> Finding | None:
    if not os.path.lexists(settings.pending_dir):
        return None
    try:
        problems = list_pending(settings).problems
    except ReverieError as exc:
        return Finding("pending", f"Pending records cannot be listed: {exc}")
    if not problems:
        return None
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return Finding("pending", f"{len(problems)} pending record(s) in {settings.pending_dir} "
                              f"cannot be used: {problems[0]}{more}. Fix or delete them; "
                              f"`reverie memory pending` lists them all.")


#: A record waiting longer than this is worth a warning: operators are not keeping up.
PENDING_AGE_WARNING_DAYS = 7


def _pending_age(settings: Settings, now: float) -> Finding | None:
    """The oldest pending record, when it has waited more than a week (issue 22)."""
    if not os.path.lexists(settings.pending_dir):
        return None
    try:
        dated = [r for r in list_pending(settings) if math.isfinite(r.created_at)]
    except ReverieError:
        return None  # the ``pending`` check says why
    if not dated or now - dated[0].created_at <= PENDING_AGE_WARNING_DAYS * 86400:
        return None
    oldest = dated[0]
    return Finding("pending_age", (
        f"The oldest pending record, {oldest.id}, has waited {age_text(oldest.created_at, now)} "
        f"for approval ({len(dated)} pending). Review them with `reverie memory pending`; "
        f"records older than reverie.staging.max_age_days "
        f"({settings.staging.max_age_days:g}) expire unapplied."))


def _private_files(settings: Settings) -> list[Path]:
    home = settings.home
    paths = [settings.config_path, settings.state_db, *settings.memories_dir.glob("*.md"),
             *settings.pending_dir.glob("*.json")]
    if settings.reverie_dir.is_dir():
        paths += [p for p in settings.reverie_dir.rglob("*") if p.is_file()]
    seen = []
    for path in paths:
        try:
            if path.is_file() and not path.is_symlink():
                seen.append(path)
        except OSError:
            continue
    return sorted(set(seen), key=lambda p: str(p.relative_to(home)) if p.is_relative_to(home)
                  else str(p))


def _permissions(settings: Settings) -> Finding | None:
    exposed = []
    for path in _private_files(settings):
        try:
            if stat.S_IMODE(path.stat().st_mode) & 0o077:
                exposed.append(path)
        except OSError:
            continue
    if not exposed:
        return None
    first = exposed[0]
    more = f" and {len(exposed) - 1} more" if len(exposed) > 1 else ""
    return Finding("permissions", (
        f"{first}{more} can be read by other users ({oct(stat.S_IMODE(first.stat().st_mode))}); "
        f"these hold memories, sessions or keys: chmod 600 them."))


def _service(settings: Settings) -> Finding | None:
    try:
        message = installed_but_not_running(settings)
    except OSError as exc:  # diagnose never raises: an unreadable unit directory is a finding
        return Finding("service", f"The installed services cannot be looked at: "
                                  f"{exc.strerror or exc} ({exc.filename}).")
    return Finding("service", message) if message else None


def _memory_upkeep(settings: Settings) -> Finding | None:
    try:
        lines = [v["attention"] for v in read_only_status(settings).values() if v["attention"]]
    except ReverieError as exc:
        return Finding("memory_upkeep", f"Memory upkeep's state cannot be read ({exc}).")
    return Finding("memory_upkeep", " ".join(lines)) if lines else None


def _unread_files(settings: Settings) -> str | None:
    """The note on messages whose caption was not read (worker.unread_files)."""
    try:
        found = unread_files(settings)
    except sqlite3.Error:
        return None   # (an unreadable state.db is the state_db check's finding)
    if not found.messages:
        return None
    named = ", ".join(safe_id(s) for s in found.sessions[:NAMED_SESSIONS])
    more = (f" and {len(found.sessions) - NAMED_SESSIONS} more"
            if len(found.sessions) > NAMED_SESSIONS else "")
    return (f"{found.messages} message(s) came with a text file the chat put into them"
            f" (Telegram, Discord, Slack, WhatsApp, Feishu), in session(s) {named}{more}:"
            " nothing marks where such a file ends, so neither it nor anything typed with it"
            " was reviewed. If the user said something there worth keeping, tell the agent"
            " again or add it: `reverie memory add --target user TEXT`.")


def _untyped_evidence(settings: Settings) -> Finding | None:
    """Entries a review learned from text the user did not type: a skill's body, an
    attached file, a notice, recalled memory (read as the user's words before 4cde0c7b), a
    photo's description or a quoted reply (shown to a model reviewer before 430850a0)
    (worker.untyped_evidence). Reviews no longer learn them; the old ones stay in
    the prompt until the operator deletes them."""
    try:
        found = untyped_entries(settings)
    except (sqlite3.Error, ReverieError) as exc:
        return Finding("untyped_evidence", f"The entries' evidence cannot be read ({exc}).")
    if not found:
        return None
    named = "; ".join(f"{settings.memory_file(e.target).name} {e.node_id}: {preview(e.entry)!r}"
                      for e in found[:UNTYPED_NAMED])
    more = f" and {len(found) - UNTYPED_NAMED} more" if len(found) > UNTYPED_NAMED else ""
    return Finding("untyped_evidence", (
        f"{len(found)} entr{'y' if len(found) == 1 else 'ies'} learned from text the user did"
        f" not type (a skill's body, an attached file, a notice, recalled memory, a photo's"
        f" description, a quoted or sent message, read as the user's words by an older"
        f" Reverie): {named}{more}. Delete any that is not true of the user with `reverie"
        f" memory journey delete NODE`; keep one with `reverie memory protect --target"
        f" TARGET TEXT` (doctor then leaves it be)."))
