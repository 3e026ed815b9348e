"""`run --once` of many homes opens them on a few threads (worker.run._open_homes): what it
says and reports is what the serial first round did — every good home reviewed, and the
homes left out said and listed in the order the homes are served, whichever failed first."""

from __future__ import annotations

import logging
import threading

from reverie.jobs.homes import HomeSet
from reverie.search_index import SessionStore
from reverie.worker import run as run_mod
from reverie.worker.pool import Dispatcher, HomeEntry, Pool, PoolWorker

from .conftest import settings_for, write_config

FACT = "Remember that the build server listens on port 8443."


def _home(root, name: str, *, broken: bool = False):
    home = root / name
    home.mkdir(parents=True)
    write_config(home)
    settings = settings_for(home, {})
    with SessionStore.open(settings) as store:
        store.append_message(f"s-{name}", "user", FACT, 1_735_689_600.0)
        store.append_message(f"s-{name}", "assistant", "Noted.", 1_735_689_605.0)
    if broken:
        (home / "reverie").mkdir(exist_ok=True)
        (home / "reverie" / "queue.db").write_bytes(b"this is not a SQLite database\n" * 200)
    return settings


def _run_pool_once(root):  # type: ignore[no-untyped-def]
    """`run --once` over every home under ``root``, with two worker threads."""
    pool = Pool(HomeSet((str(root / "*"),)), environ={}, workers=2)
    pool.refresh(first=True)
    try:
        return run_mod.run_pool_once(pool, timeout=120)
    finally:
        pool.close()


def test_homes_left_out_are_said_and_reported_in_served_order_when_they_fail_out_of_order(
        tmp_path, monkeypatch, caplog) -> None:
    root = tmp_path / "homes"
    good = [_home(root, name) for name in ("a-good", "d-good", "e-good")]
    for name in ("b-bad", "c-bad"):
        _home(root, name, broken=True)
    # b-bad's open waits until c-bad's has failed (c-bad is no longer served): the homes
    # fail in the order c, b.
    c_left_out = threading.Event()
    real_mark, real_leave_out = run_mod.mark_orphans, HomeEntry.leave_out

    def mark_orphans(tasks, **known):  # type: ignore[no-untyped-def]
        if tasks.context.settings.home.name == "b-bad":
            assert c_left_out.wait(60), "c-bad was never left out"
        return real_mark(tasks, **known)

    def leave_out(entry, reason):  # type: ignore[no-untyped-def]
        real_leave_out(entry, reason)
        if entry.ref.directory.name == "c-bad":
            c_left_out.set()

    monkeypatch.setattr(run_mod, "mark_orphans", mark_orphans)
    monkeypatch.setattr(HomeEntry, "leave_out", leave_out)
    caplog.set_level(logging.WARNING, logger="reverie.worker")
    report = _run_pool_once(root)
    assert c_left_out.is_set()
    left_out = [row["home"] for row in report.failed]
    assert [label.rsplit("/", 1)[-1] for label in left_out] == ["b-bad", "c-bad"]
    assert all("not a database" in row["error"] for row in report.failed)
    said = [r.getMessage() for r in caplog.records if "is left out of this run" in r.getMessage()]
    assert [line.split()[1].rsplit("/", 1)[-1] for line in said] == ["b-bad", "c-bad"]
    assert report.finished.get("done", 0) >= 3
    for settings in good:
        assert "port 8443" in settings.memory_file("memory").read_text()


def test_a_run_whose_next_round_queues_nothing_looks_at_each_home_once(tmp_path,
                                                                       monkeypatch) -> None:
    """Issue 27: after the drain found every home idle, a round that queued nothing was
    followed by a second drain, whose look at every home opened its queue.db and
    journal.db again (~2 ms of CPU a home), and the report read every home's due lists
    again. Nothing can have come since, so the run ends there: each home is looked at once,
    the report counts what is left from what that round read, and everything is still
    reviewed and reported."""
    root = tmp_path / "homes"
    homes = [_home(root, name) for name in ("a", "b", "c")]
    looked: list[str] = []
    real_idle = run_mod._home_idle

    def home_idle(pool, entry, broken):  # type: ignore[no-untyped-def]
        looked.append(entry.ref.directory.name)
        return real_idle(pool, entry, broken)

    counted: list[int] = []
    real_left = run_mod.sessions_left

    def sessions_left(tasks):  # type: ignore[no-untyped-def]
        counted.append(real_left(tasks))
        return counted[-1]

    monkeypatch.setattr(run_mod, "_home_idle", home_idle)
    monkeypatch.setattr(run_mod, "sessions_left", sessions_left)
    report = _run_pool_once(root)
    assert sorted(looked) == ["a", "b", "c"], looked
    assert counted == []
    assert report.drained and report.left == 0 and not report.failed
    assert report.finished.get("done", 0) >= 3
    for settings in homes:
        assert "port 8443" in settings.memory_file("memory").read_text()


def test_a_message_taken_but_not_yet_running_is_work_so_the_drain_looks_once(
        tmp_path, monkeypatch) -> None:
    """The flaky run of the test above (each home looked at twice, at load 15): a thread
    had taken a home's last message and not yet marked its job running when another
    thread found that queue empty and cleared its flag. The drain then saw no job running
    and no flag, looked at every home, found that one's job still queued in its ledger,
    and looked at every home again. Forced here: the thread holding home c's message waits
    until the drain has asked whether work is left while every flag is down (the fix: a
    message in hand is work), or until the drain looks at a home (what it did before)."""
    root = tmp_path / "homes"
    homes = [_home(root, name) for name in ("a", "b", "c")]
    looked: list[str] = []
    go_on = threading.Event()
    holding = threading.Event()
    real_idle, real_run = run_mod._home_idle, PoolWorker._run
    real_may = Dispatcher.may_have_work

    def home_idle(pool, entry, broken):  # type: ignore[no-untyped-def]
        looked.append(entry.ref.directory.name)
        go_on.set()   # (before the fix: the drain looked while c's message was in hand)
        return real_idle(pool, entry, broken)

    def may_have_work(dispatcher):  # type: ignore[no-untyped-def]
        answer = real_may(dispatcher)
        flags_down = not any(e.ready or e.scheduled for e in dispatcher.pool.served())
        if holding.is_set() and flags_down and answer:
            go_on.set()   # every flag is down, and the message in hand still counts
        return answer

    def run(worker, taken):  # type: ignore[no-untyped-def]
        if taken.entry.ref.directory.name == "c" and not holding.is_set():
            holding.set()
            assert go_on.wait(60), "the drain neither counted c's message nor looked"
        return real_run(worker, taken)

    monkeypatch.setattr(run_mod, "_home_idle", home_idle)
    monkeypatch.setattr(Dispatcher, "may_have_work", may_have_work)
    monkeypatch.setattr(PoolWorker, "_run", run)
    report = _run_pool_once(root)
    assert holding.is_set()
    assert sorted(looked) == ["a", "b", "c"], looked
    assert report.drained and not report.failed
    for settings in homes:
        assert "port 8443" in settings.memory_file("memory").read_text()
