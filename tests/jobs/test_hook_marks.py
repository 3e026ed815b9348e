"""Issue 30, item 4: a first turn is never left for 30 minutes.

A one-shot ``hermes -z`` ended before its hook's background enqueue did, and the turn waited
for the scan's idle rule (``idle_summary_minutes``, 30). The hook now leaves a durable mark
first (jobs.hookmarks); the next scheduler pass or the next hook, in any process, records
the request. The agent is a real short-lived process whose enqueue is held back by a real
second process holding journal.db's write lock (a handshake, no sleeps), and that ends with
``os._exit`` right after its hook returned, so its enqueue cannot finish.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from reverie.jobs import hookmarks
from reverie.jobs.tasks import default_tasks, enqueue_all_due
from reverie.search_index import SessionStore
from reverie.search_index.store import MAX_ID_CHARS
from tests.conftest import make_settings
from tests.lockholder import LockHolder

AGENT = textwrap.dedent("""
    import os, sys
    from reverie.jobs import hermes_plugin
    hermes_plugin.after_turn(session_id=sys.argv[1])
    print("returned", hermes_plugin._handoff.busy(), flush=True)
    if sys.argv[2] == "ends-now":
        os._exit(0)     # the process is gone before its background enqueue finished
    assert hermes_plugin.wait_background(60)
    print("finished", flush=True)
""")


#: A session id as long as the session store takes (a gateway's key of a chat may be long):
#: before, each mark held it whole, so a hook left a file its size per turn, and a copy of
#: an id that may name the chat's user outside state.db.
LONG_ID = "gateway:" + "c" * (MAX_ID_CHARS - len("gateway:"))


@pytest.fixture
def agent_home(home, clean_env):
    """A Hermes home with fresh sessions (far from idle), its databases made."""
    (home / "config.yaml").write_text("reverie: {hooks: {timeout: 0.1}}\n", encoding="utf-8")
    settings = make_settings(home, clean_env)
    with SessionStore.open(settings) as store:
        for sid in ("first", "second", LONG_ID):
            store.append_message(sid, "user", f"remember something for {sid}", source="cli")
    default_tasks(settings).context.ledger.close()   # journal.db and queue.db exist
    return settings


def agent(settings, session_id: str, how: str) -> str:
    done = subprocess.run([sys.executable, "-c", AGENT, session_id, how], capture_output=True,
                          text=True, timeout=120,
                          env={**os.environ, "HERMES_HOME": str(settings.home)})
    assert done.returncode == 0, done.stderr
    return done.stdout


def review_statuses(settings, session_id):
    ledger = default_tasks(settings).context.ledger
    return [r.status for r in ledger.for_session(session_id, "review")]


def end_before_the_enqueue(settings, session_id: str) -> None:
    with LockHolder(settings.journal_db):
        assert agent(settings, session_id, "ends-now").strip() == "returned True"
    assert review_statuses(settings, session_id) == []          # nothing was recorded...
    (mark,) = hookmarks.marks_dir(settings.home).iterdir()        # ...but marked
    assert session_id.encode() not in mark.read_bytes()
    assert len(mark.read_bytes()) < 64, "the mark holds its time, not the session id"
    assert mark.name.startswith(hookmarks.mark_prefix(session_id))


def test_the_next_scheduler_pass_takes_up_the_turn(agent_home):
    settings = agent_home
    end_before_the_enqueue(settings, "first")
    # The next pass (scan, reconcile or run --once), at once: the session is fresh, so the
    # idle rule alone would have found it only 30 minutes later.
    tasks = default_tasks(settings)
    enqueue_all_due(tasks, "scan")
    queued = {r.session_id for r in tasks.context.ledger.in_states(["queued"], kind="review")}
    assert queued == {"first"}
    assert review_statuses(settings, "first") == ["queued"]
    assert hookmarks.left(settings.home) == []


def test_a_long_session_id_is_marked_by_its_hash_and_taken_up(agent_home):
    """The mark needs to say which session's turn waits and since when: the file's name
    (a hash of the id) says the first, the state.db row the next pass finds by that hash
    gives the id back. So the mark holds only the time: the id is not copied to a second
    file, and its size is no longer the id's."""
    settings = agent_home
    end_before_the_enqueue(settings, LONG_ID)
    tasks = default_tasks(settings)
    enqueue_all_due(tasks, "scan")
    assert review_statuses(settings, LONG_ID) == ["queued"]
    assert hookmarks.left(settings.home) == []


def test_a_mark_whose_session_never_appears_waits_then_goes(agent_home):
    settings = agent_home
    hookmarks.leave(settings.home, "not-yet-written", now=1_000.0)
    asked: list[str] = []
    sessions = ["first", "second"]
    assert hookmarks.take_up(settings.home, asked.append, sessions=lambda: sessions,
                             now=1_000.0 + hookmarks.MAX_AGE_SECONDS - 1) == 0
    assert asked == [] and len(hookmarks.left(settings.home)) == 1, "waits for its row"
    sessions.append("not-yet-written")
    assert hookmarks.take_up(settings.home, asked.append, sessions=lambda: sessions,
                             now=1_000.0 + hookmarks.MAX_AGE_SECONDS - 1) == 1
    assert asked == ["not-yet-written"] and hookmarks.left(settings.home) == []
    hookmarks.leave(settings.home, "never-written", now=1_000.0)
    assert hookmarks.take_up(settings.home, asked.append, sessions=lambda: sessions,
                             now=1_000.0 + hookmarks.MAX_AGE_SECONDS + 1) == 0
    assert hookmarks.left(settings.home) == [], "dropped once older than MAX_AGE_SECONDS"


def test_the_next_hook_takes_up_the_turn(agent_home):
    settings = agent_home
    end_before_the_enqueue(settings, "first")
    assert agent(settings, "second", "waits").splitlines()[-1] == "finished"
    assert review_statuses(settings, "first") == ["queued"]
    assert review_statuses(settings, "second") == ["queued"]
    assert hookmarks.left(settings.home) == []


def test_a_finished_enqueue_leaves_no_mark(agent_home):
    settings = agent_home
    agent(settings, "first", "waits")
    assert review_statuses(settings, "first") == ["queued"]
    assert hookmarks.left(settings.home) == []


def test_a_home_without_state_db_gets_no_mark(tmp_path):
    assert hookmarks.leave(tmp_path, "s1") is None
    assert list(tmp_path.iterdir()) == []
