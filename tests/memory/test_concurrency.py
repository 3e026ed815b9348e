"""Locking and crash safety with real processes: concurrent writers, SIGKILL, lock files."""

from __future__ import annotations

import fcntl
import inspect
import os
import random
import signal
import stat
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from reverie.config import Settings, load_settings
from reverie.memory import locking
from reverie.memory.entries import parse_entries
from reverie.memory.locking import LockError, exclusive_lock, lock_path_for
from reverie.memory.store import MemoryStore
from tests.forkserver import SCANNER_TABLES, ForkServer, exit_code

REPO = Path(__file__).resolve().parents[2]


def _home_with_limit(home: Path, limit: int) -> Settings:
    (home / "config.yaml").write_text(f"memory:\n  memory_char_limit: {limit}\n")
    return load_settings(home, environ={})


def _env() -> dict[str, str]:
    """The children's environment: no model keys, this tree importable."""
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    return env


# --- 8 processes x 100 adds ---------------------------------------------------------------

# One interpreter imports Reverie and compiles the scanner's constant tables (lazily done on
# a process's first scan) once, then forks the eight writers: each a process of its own with
# its own store, lock and connections, opened after the fork. Each says ``ready`` and waits
# for one byte of the shared stdin (os.read: one byte each, no buffered read taking a
# sibling's), so all eight start their adds together and really contend, none of them
# still compiling. The launcher exits 0 only when every writer did.
ADDERS = """
    import os, sys, traceback
    from reverie.config import load_settings
    from reverie.memory.store import MemoryStore
    home = sys.argv[1]
""" + textwrap.indent(SCANNER_TABLES, "    ") + """
    pids = []
    for worker in range(8):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                store = MemoryStore(load_settings(home, environ={}), lock_timeout=120)
                os.write(1, b"ready\\n")   # one write: the eight lines never interleave
                assert os.read(0, 1) == b"g"
                for i in range(100):
                    r = store.add("memory", f"Worker {worker} learned fact number {i}")
                    if not r["success"]:
                        print(f"add failed: {r}", file=sys.stderr, flush=True)
                        code = 1
                        break
            except BaseException:
                traceback.print_exc()
                os.write(1, b"failed\\n")   # the test stops waiting for its ready
                code = 1
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
        pids.append(pid)
    failed = [pid for pid in pids if os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) != 0]
    sys.exit(f"writers failed: {failed}" if failed else 0)
"""


@pytest.mark.slow
def test_eight_processes_adding_concurrently_lose_nothing(home: Path) -> None:
    settings = _home_with_limit(home, 200_000)
    store = MemoryStore(settings)
    assert store.add("memory", "Entry written before the race")["success"]
    launcher = subprocess.Popen([sys.executable, "-c", textwrap.dedent(ADDERS), str(home)],
                                cwd=REPO, env=_env(), stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    said = [launcher.stdout.readline() for _ in range(8)]
    if said != [b"ready\n"] * 8:
        launcher.kill()     # its writers then read the end of stdin and stop
        pytest.fail(f"{said}: {launcher.communicate()[1].decode()}")
    launcher.stdin.write(b"g" * 8)
    launcher.stdin.flush()
    _, err = launcher.communicate(timeout=240)
    assert launcher.returncode == 0, err.decode()
    entries = store.entries("memory")
    expected = {f"Worker {w} learned fact number {i}" for w in range(8) for i in range(100)}
    assert len(entries) == 801
    assert entries[0] == "Entry written before the race"
    assert set(entries[1:]) == expected
    # Each worker's own adds stay in its order (appends under the lock never reorder).
    for w in range(8):
        mine = [e for e in entries if e.startswith(f"Worker {w} ")]
        assert mine == [f"Worker {w} learned fact number {i}" for i in range(100)]
    leftovers = [p.name for p in settings.memories_dir.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


# --- SIGKILL in the middle of writes ------------------------------------------------------

def _state(i: int) -> str:
    # ~60 KB of distinct, benign text per state (just under what the scanner reads), so
    # a write takes a while and a torn file could not pass for another state.
    return f"state {i}\n" + "".join(f"line {n} of the notes written in round {i}\n"
                                    for n in range(1300))


WRITERS = """
    import os, sys
    from reverie.config import load_settings
    from reverie.memory.store import MemoryStore
""" + textwrap.indent(inspect.getsource(_state), "    ") + """
    # Run by a fork server (tests.forkserver, scanner_tables=True): Reverie is imported and
    # the scanner's constant tables are compiled once; each writer is a forked process of its
    # own, which the test kills.
    def run(home, start):
        store = MemoryStore(load_settings(home, environ={}))
        i = int(start)
        while True:
            r = store.replace("memory", "state ", _state(i))
            if not r["success"]:
                print("replace failed:", r["error"], file=sys.stderr, flush=True)
                os._exit(1)
            i += 1
"""


def _assert_whole_state(path: Path) -> int:
    """The file is exactly one known state; return its number."""
    entries = parse_entries(path.read_text(encoding="utf-8"))
    assert len(entries) == 1, f"{len(entries)} entries: a torn or merged file"
    number = int(entries[0].split("\n", 1)[0].removeprefix("state "))
    assert entries[0] == _state(number).strip()
    return number


@pytest.mark.slow
def test_writer_killed_with_sigkill_leaves_old_or_new_file_never_partial(home: Path) -> None:
    settings = _home_with_limit(home, 1_000_000)
    store = MemoryStore(settings)
    assert store.add("memory", _state(0))["success"]
    path = settings.memory_file("memory")
    rng = random.Random(1234)
    last = 0
    seen_states = set()
    with ForkServer(WRITERS, env=_env(), cwd=REPO, scanner_tables=True) as writers:
        for round_no in range(8):
            last = _one_writer_killed(writers, home, path, (round_no + 1) * 100_000, last,
                                      rng, seen_states)
    # The lock died with each writer: a fresh store can still write.
    assert store.replace("memory", "state ", "Survived eight kills")["success"]
    assert store.entries("memory") == ["Survived eight kills"]
    assert len(seen_states) >= 8  # every round's writer was seen writing whole states


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)        # the server reaps a writer that ends, so its pid goes away
    except ProcessLookupError:
        return False
    return True


def _one_writer_killed(writers: ForkServer, home: Path, path: Path, start: int,
                       last: int, rng: random.Random, seen_states: set[int]) -> int:
    pid = writers.start(home, start)
    deadline = time.monotonic() + 30
    while (state := _assert_whole_state(path)) == last:   # wait until the child writes
        assert _alive(pid), "the writer died"
        assert time.monotonic() < deadline, "writer never wrote"
        time.sleep(0.01)
    seen_states.add(state)
    # Read while it writes (a reader never sees a partial file either), then kill
    # it at a random moment.
    until = time.monotonic() + rng.uniform(0.02, 0.25)
    while time.monotonic() < until:
        seen_states.add(_assert_whole_state(path))
    os.kill(pid, signal.SIGKILL)
    ended = writers.readline()              # the server reaped it
    assert exit_code(ended) == -signal.SIGKILL, ended
    last = _assert_whole_state(path)
    assert last >= start
    return last


# --- the lock file itself -----------------------------------------------------------------

def test_lock_file_is_created_owner_only_even_with_a_permissive_umask(settings: Settings) -> None:
    old = os.umask(0)
    try:
        assert MemoryStore(settings).add("user", "User prefers dark mode")["success"]
    finally:
        os.umask(old)
    lock = lock_path_for(settings.memory_file("user"))
    assert stat.S_IMODE(lock.stat().st_mode) == 0o600
    assert stat.S_IMODE(settings.memory_file("user").stat().st_mode) == 0o600
    assert stat.S_IMODE(settings.memories_dir.stat().st_mode) == 0o700


def test_symlinked_lock_file_is_refused_and_its_target_untouched(settings: Settings,
                                                                  tmp_path: Path) -> None:
    store = MemoryStore(settings)
    assert store.add("memory", "Project uses pytest")["success"]
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    lock = lock_path_for(settings.memory_file("memory"))
    lock.unlink()
    lock.symlink_to(victim)
    before = settings.memory_file("memory").read_bytes()

    r = store.add("memory", "Another fact")
    assert r["success"] is False
    assert "symbolic link" in r["error"]
    assert victim.read_text() == "precious"
    assert settings.memory_file("memory").read_bytes() == before

    dangling = tmp_path / "does-not-exist"
    lock.unlink()
    lock.symlink_to(dangling)
    assert store.remove("memory", "pytest")["success"] is False
    assert not dangling.exists()  # following the link would have created it


def test_lock_path_that_is_a_directory_is_refused(settings: Settings) -> None:
    lock = lock_path_for(settings.memory_file("memory"))
    lock.mkdir(parents=True)
    with pytest.raises(LockError), exclusive_lock(settings.memory_file("memory")):
        pass


def test_held_lock_times_out_with_a_clear_error_and_no_write(settings: Settings) -> None:
    store = MemoryStore(settings, lock_timeout=0.2)
    with exclusive_lock(settings.memory_file("memory")):
        r = store.add("memory", "User prefers dark mode")
    assert r["success"] is False
    assert "locked by another process" in r["error"]
    assert store.entries("memory") == []


def test_a_runaway_batch_is_refused_without_holding_the_lock(settings: Settings) -> None:
    """Thousands of operations (a model's runaway list) are refused before the lock: on the
    parent the batch took the lock and scanned every operation before its limit refused it,
    holding other writers out past their 10 s wait; here a held lock shows it is never taken."""
    store = MemoryStore(settings, lock_timeout=0.2)
    store.add("memory", "The kettle in the studio is blue")
    runaway = [{"action": "add", "content": f"Widget batch note {i}"} for i in range(5000)]
    with exclusive_lock(settings.memory_file("memory")):
        r = store.apply_batch("memory", runaway)
    assert r["success"] is False
    assert "5,000 operations" in r["error"] and "nothing was applied" in r["error"]
    assert "locked" not in r["error"]
    assert store.entries("memory") == ["The kettle in the studio is blue"]
    # the same bound holds for records approved together
    with exclusive_lock(settings.memory_file("memory")):
        r = store.apply_parts("memory", [(runaway, True)])
    assert "5,000 operations" in r["error"]


def test_a_batch_as_long_as_a_full_target_needs_is_applied(settings: Settings) -> None:
    """Guard (passes on the parent too): the bound leaves room to add and remove as many
    entries as the default memory limit can hold."""
    store = MemoryStore(settings)
    store.add("memory", "The kettle in the studio is blue")
    room = 2 * (settings.memory.limit("memory") // 4 + 1) // 2
    adds = [{"action": "add", "content": f"n{i:03d}"} for i in range(room)]
    removes = [{"action": "remove", "old_text": f"n{i:03d}"} for i in range(room)]
    r = store.apply_batch("memory", adds + removes)
    assert r["success"] is True, r
    assert store.entries("memory") == ["The kettle in the studio is blue"]


def test_a_batch_bringing_an_over_limit_file_back_under_its_limit_is_applied(
        home: Path) -> None:
    """review19 R15: a limit lowered under a file of many short entries; the batch that
    removes enough of them is longer than the limit's own bound (fails on 05d422f)."""
    settings = _home_with_limit(home, 400)
    names = [f"e{i:03d}" for i in range(400)]
    settings.memory_file("memory").parent.mkdir(parents=True, exist_ok=True)
    settings.memory_file("memory").write_text("\n§\n".join(names))
    store = MemoryStore(settings)
    r = store.apply_batch("memory", [{"action": "remove", "old_text": n} for n in names[:350]])
    assert r["success"] is True, r
    assert store.entries("memory") == names[350:]


def test_store_waits_for_a_foreign_flock_holder_on_the_same_path(settings: Settings,
                                                                 monkeypatch) -> None:
    """Another program (a Hermes agent) flocking <file>.lock excludes our writes."""
    lock = lock_path_for(settings.memory_file("memory"))
    lock.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    refused = threading.Event()
    real = locking.lock_descriptor

    def attempt(fd: int, *, blocking: bool) -> bool:  # the store's try at the flock
        got = real(fd, blocking=blocking)
        if not got:
            refused.set()       # it met the foreign flock and is waiting for it now
        return got

    monkeypatch.setattr(locking, "lock_descriptor", attempt)
    results: list[dict] = []
    writer = threading.Thread(
        target=lambda: results.append(MemoryStore(settings).add("memory", "Waited for the lock")))
    writer.start()
    assert refused.wait(10), "the writer never tried the lock"
    assert results == [] and writer.is_alive()  # still waiting on the foreign flock
    fcntl.flock(fd, fcntl.LOCK_UN)
    os.close(fd)
    writer.join(timeout=10)
    assert results and results[0]["success"]


def test_threads_of_one_process_exclude_each_other(settings: Settings) -> None:
    store = MemoryStore(_home_with_limit(settings.home, 50_000))
    errors: list[dict] = []

    def add_many(t: int) -> None:
        for i in range(25):
            r = store.add("memory", f"thread {t} fact {i}")
            if not r["success"]:
                errors.append(r)

    threads = [threading.Thread(target=add_many, args=(t,)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(store.entries("memory")) == 100


def test_a_thread_waiting_for_a_lock_another_thread_holds_does_not_poll_the_file(
        settings: Settings, monkeypatch) -> None:
    """The threads of one process queue on a lock of the process before the flock: one
    waiting while another holds the memory file's lock makes no try at the flock (on the
    parent each waiting thread polled it every 0.2-2 ms, each poll taking the GIL from the
    threads at work; issue 27). The waiter gets the lock once it is let go."""
    path = settings.memory_file("memory")
    tries: list[bool] = []
    real = locking.lock_descriptor

    def attempt(fd: int, *, blocking: bool) -> bool:
        got = real(fd, blocking=blocking)
        if threading.current_thread().name == "waiter":
            tries.append(got)
        return got

    monkeypatch.setattr(locking, "lock_descriptor", attempt)
    got: list[bool] = []

    def wait_for_it() -> None:
        with exclusive_lock(path, timeout=30):
            got.append(True)

    with exclusive_lock(path):
        waiter = threading.Thread(target=wait_for_it, name="waiter")
        waiter.start()
        # Handshake: the waiter is queued in the process (its top frame is the queue's
        # wait) or, as on the parent, has met the held flock.
        queued = getattr(locking, "_queue_in_process", None)
        while not tries:
            frame = sys._current_frames().get(waiter.ident)
            if queued is not None and frame is not None and frame.f_code is queued.__code__:
                break
            threading.Event().wait(0.001)
        assert tries == []          # no try at the flock while another thread holds it
    waiter.join(timeout=30)
    assert got == [True] and tries == [True]    # one try, once the holder let go


def test_a_child_forked_while_a_thread_holds_the_lock_can_take_it(settings: Settings) -> None:
    """Guard for the queue of the process (passes on the parent, which has none): a fork
    copies the queue's lock as a thread of the parent held it; the child starts with fresh
    ones, so it waits only for the flock, which the parent's holder then lets go."""
    path = settings.memory_file("memory")
    holding, let_go = threading.Event(), threading.Event()

    def hold() -> None:
        with exclusive_lock(path):
            holding.set()
            let_go.wait(30)

    holder = threading.Thread(target=hold)
    holder.start()
    assert holding.wait(30)
    pid = os.fork()
    if pid == 0:   # the child: only this thread; the holder is the parent's
        try:
            with exclusive_lock(path, timeout=20):
                os._exit(0)
        except BaseException:  # noqa: BLE001 - the exit code says it
            os._exit(1)
    let_go.set()
    holder.join(timeout=30)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
