"""Looking for due work, and settling a home's memory journal when a pool opens it, read
journal.db through the home's own connections (issue 27).

Each look opened journal.db again for itself: the review cursors through a model-call
ledger of its own, the upkeep tables through an upkeep handle of its own, the memory
journal's reconcile through a journal of its own. Every scan of every home, and every home
a pool opened, paid a connection, its pragmas and SQLite reading the schema again; and the
close of a file's last connection checkpoints it (fsyncs). And the review's and the
summary's looks opened state.db each. Here the connections opened are counted.
"""

from __future__ import annotations

import time
from pathlib import Path

from reverie.config import database
from reverie.jobs.homes import HomeSet
from reverie.jobs.queue import make_huey
from reverie.jobs.tasks import enqueue_all_due, register
from reverie.search_index import SessionStore
from reverie.search_index import store as store_module
from reverie.worker.once import sessions_left
from reverie.worker.pool import Pool
from tests.conftest import make_settings


def _count_journal_opens(monkeypatch) -> list[Path]:
    opened: list[Path] = []
    real = database.connect

    def counting(path, *args, **kwargs):
        if Path(path).name == "journal.db":
            opened.append(Path(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(database, "connect", counting)
    return opened


def _due_session(settings) -> None:
    """One session that asks to remember something: due for a review."""
    now = time.time()
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "Remember that the build host is alpha.example.", now)
        store.append_message("s1", "assistant", "Noted.", now)


def test_a_scan_of_a_home_opens_no_journal_connection_of_its_own(home, clean_env,
                                                                  monkeypatch) -> None:
    settings = make_settings(home, clean_env, reverie={"schedule": {"nudge_interval": 1}})
    assert settings.garden.enabled   # the consolidations' look reads the upkeep tables too
    _due_session(settings)
    tasks = register(make_huey(settings), settings)
    tasks.context.ledger.counts()    # the home's journal.db pool, open as a worker's is
    opened = _count_journal_opens(monkeypatch)
    sent = enqueue_all_due(tasks, "test")
    assert len(sent) == 1            # the review of s1: the cursors were read
    assert opened == []
    tasks.context.close()


def test_a_pool_settles_a_homes_memory_journal_through_the_homes_connections(
        home, clean_env, monkeypatch) -> None:
    settings = make_settings(home, clean_env)
    _due_session(settings)
    pool = Pool(HomeSet((str(home),)), environ=clean_env)
    pool.refresh(first=True)
    entry = next(iter(pool.entries.values()))
    opened = _count_journal_opens(monkeypatch)
    rt = pool.acquire(entry)         # the first open of the home settles its memory journal
    assert entry.memory_reconciled
    rt.tasks.context.ledger.counts()
    assert len(opened) == 1          # one connection, the home's: reconcile, then the ledger
    pool.release(rt)
    pool.close()


def _count_state_opens(monkeypatch) -> list[Path]:
    opened: list[Path] = []
    real = store_module.SessionStore.__init__

    def counting(self, path, *args, **kwargs):
        opened.append(Path(path))
        real(self, path, *args, **kwargs)

    monkeypatch.setattr(store_module.SessionStore, "__init__", counting)
    return opened


def test_a_pass_over_the_due_lists_reads_state_db_through_one_store(home, clean_env,
                                                                     monkeypatch) -> None:
    settings = make_settings(home, clean_env, reverie={"schedule": {"nudge_interval": 1}})
    _due_session(settings)
    tasks = register(make_huey(settings), settings)
    opened = _count_state_opens(monkeypatch)
    assert len(enqueue_all_due(tasks, "test")) == 1   # the review and the summary looked
    assert len(opened) == 1
    assert sessions_left(tasks) == 1                  # (queued: still left)
    assert len(opened) == 2                           # one more pass, one more store
    assert tasks.context.scan_store() is None         # none outside a pass: all closed
    tasks.context.close()


def test_a_pass_makes_no_state_db_where_there_is_none(home, clean_env) -> None:
    settings = make_settings(home, clean_env)
    tasks = register(make_huey(settings), settings)
    assert enqueue_all_due(tasks, "test") == []
    assert not settings.state_db.exists()
    tasks.context.close()


def test_the_run_reports_a_homes_memory_through_the_homes_connections(home, clean_env,
                                                                       monkeypatch) -> None:
    """`run --once`'s report of a home (what is left, its jobs, its memory's status) opens
    journal.db and state.db once each: the memory's status, the archive's settle and its
    mirror in state.db included, which opened both once more for every home. An archived
    fact whose mirror message is missing is written through the report's store."""
    from reverie.memory.upkeep.archive import Archive, ArchiveItem
    from reverie.memory.upkeep.archive_mirror import ARCHIVE_SESSION
    from reverie.memory.upkeep.status import target_status
    from reverie.worker.run import _report

    (home / "config.yaml").write_text("reverie:\n  schedule:\n    nudge_interval: 1\n")
    settings = make_settings(home, clean_env)
    _due_session(settings)
    with Archive(settings) as archive:
        archive.insert_archived("memory", [ArchiveItem("The old build host was beta.example.",
                                                       "superseded", "replaced")])
    pool = Pool(HomeSet((str(home),)), environ=clean_env)
    pool.refresh(first=True)
    pool.staged_logs = {}
    entry = next(iter(pool.entries.values()))
    pool.release(pool.acquire(entry))   # opened and settled once, as the run's first round did
    journal_opens = _count_journal_opens(monkeypatch)
    state_opens = _count_state_opens(monkeypatch)
    report = _report(pool, {}, pool.clock.now(), 0, "")
    assert len(journal_opens) == 1
    assert len(state_opens) == 1
    pool.close()
    monkeypatch.undo()
    assert report.left == 1                     # s1 is still due
    with SessionStore.open(settings) as store:  # the settle wrote the fact's mirror message
        assert [m.content.endswith("The old build host was beta.example.")
                for m in store.messages(ARCHIVE_SESSION)] == [True]
    status = target_status(settings)
    assert status["memory"]["archived"] == 1
    assert {f"{entry.label} {t}": dict(v, attention=None) for t, v in status.items()} \
        == report.memory


def test_a_pass_over_the_due_lists_says_which_sessions_have_work_left(home, clean_env) -> None:
    """What ``run --once``'s report counts after a last round that queued nothing is what
    that round read (issue 27: the report read every due list of every home again): the
    sessions due or with a job open, as ``sessions_left`` counts them; unknown when a kind
    was not read."""
    settings = make_settings(home, clean_env, reverie={"schedule": {"nudge_interval": 1}})
    _due_session(settings)
    tasks = register(make_huey(settings), settings)
    first = enqueue_all_due(tasks, "test")
    assert len(first) == 1 and first.left == {"s1"} and sessions_left(tasks) == 1
    again = enqueue_all_due(tasks, "test")    # its job is open now: nothing queued, still left
    assert again == [] and again.left == {"s1"} and sessions_left(tasks) == 1
    assert enqueue_all_due(tasks, "test", limit=0).left is None
    assert enqueue_all_due(tasks, "test", found_by="nothing").left is None
    tasks.context.close()


def _quiet_session(settings) -> int:
    """One session quiet for an hour that asks to remember something: due for a review
    (one turn, nudge 1) and for a summary (idle); returns its last message id."""
    said = time.time() - 3600
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "Remember that the kiln is in shed two.", said)
        return store.append_message("s1", "assistant", "Noted.", said)


def test_a_pass_reads_the_sessions_activity_once_for_the_review_and_the_summary(
        home, clean_env, monkeypatch) -> None:
    settings = make_settings(home, clean_env, reverie={"schedule": {
        "nudge_interval": 1, "idle_summary_minutes": 1}})
    _quiet_session(settings)
    tasks = register(make_huey(settings), settings)
    reads = []
    real = store_module.SessionStore.activity
    monkeypatch.setattr(store_module.SessionStore, "activity",
                        lambda self, *a, **k: reads.append(k) or real(self, *a, **k))
    sent = enqueue_all_due(tasks, "test")
    assert sorted(r.kind for r in tasks.context.ledger.in_states(["queued"])) == [
        "review", "summary"] and len(sent) == 2
    assert reads == [{"count_turns": True}]               # the review's read, counted
    # Without a review's read (a sweep finds summaries alone), the summary reads the
    # sessions' ends itself, without counting turns.
    tasks.context.ledger.mark(sent, "done")
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "It is the shed by the gate.", time.time() - 600)
    assert len(enqueue_all_due(tasks, "sweep", found_by="sweep")) == 1
    assert reads == [{"count_turns": True}, {"count_turns": False}]
    tasks.context.close()


def test_a_summary_finished_between_the_reviews_read_and_its_own_look_is_not_sent_again(
        home, clean_env, monkeypatch) -> None:
    # The summary's due list takes the sessions' ends from the review's read of the pass,
    # which comes before the summary kind reads its open jobs. A summary job that finishes
    # in between (forced here at that moment) covered the session: it is not sent again.
    from reverie.jobs.ledger import Outcome

    settings = make_settings(home, clean_env, reverie={"schedule": {
        "nudge_interval": 1, "idle_summary_minutes": 1}})
    last = _quiet_session(settings)
    tasks = register(make_huey(settings), settings)
    ledger = tasks.context.ledger
    ledger.enqueued("summary-running", "summary", "s1", reason="test")
    ledger.started("summary-running", "summary", "s1", worker="another")
    real = ledger.open_sessions

    def finishing_first(kind):
        if kind == "summary":       # the review's read is done: the summary job ends now
            ledger.finished("summary-running", "done", outcome=Outcome(last_message_id=last))
        return real(kind)

    monkeypatch.setattr(ledger, "open_sessions", finishing_first)
    enqueue_all_due(tasks, "test")
    assert [r.kind for r in ledger.in_states(["queued"])] == ["review"]
    tasks.context.close()
