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
