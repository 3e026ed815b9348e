"""Issue 29 items 1 and 2: the archive's state.db mirror under kill -9, and a stale
consolidation that must leave nothing archived.

The kill test runs a real approval (then a restore) in a child process that stops at every
step — each store write, journal row and confirmation, the record's drop, the archive's
settling, the mirror's state.db commit and the noting of its message id — and tells the
test where it is; the test lets it go on, or kills it with SIGKILL there (a handshake on
the child's pipes, no sleep). After each kill the home recovers as a restarted worker
does (reconcile, approve again if the record is still pending, any reader settling the
archive), and then: every archived fact has exactly one mirror message, no other message
is left, nothing is proposed, every entry the consolidation moved is live or archived
exactly once, and a restored fact is live and no longer mirrored.
"""

from __future__ import annotations

import json
import os
import shutil

import pytest

from reverie.memory.pending.reconcile import reconcile
from reverie.memory.pending.staging import approve, list_pending
from reverie.memory.store import MemoryStore
from reverie.memory.upkeep.archive import Archive, ArchiveItem
from reverie.memory.upkeep.archive_mirror import ARCHIVE_ROLE, ARCHIVE_SESSION, ARCHIVE_SOURCE
from reverie.review.consolidate import consolidate_target
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.forkserver import ForkServer
from tests.upkeep.support import learn, live, port_fact

CHILD = r"""
import os, sys
from reverie.config import load_settings
from reverie.config import fs
from reverie.memory.pending import approval
from reverie.memory.upkeep import archive_mirror
from reverie.memory import store
from reverie.memory.upkeep.archive import Archive
from reverie.memory.journal import Journal

def checkpoint(name):
    print("step", name, flush=True)
    if sys.stdin.readline().strip() != "go":
        os._exit(3)

def around(owner, attr, name, sides):
    # A stop before and after each step, leaving out the ones that are the same moment as
    # a neighbour's (nothing happens between them).
    real = getattr(owner, attr)
    def wrapped(*args, **kwargs):
        if "before" in sides:
            checkpoint("before " + name)
        out = real(*args, **kwargs)
        if "after" in sides:
            checkpoint("after " + name)
        return out
    setattr(owner, attr, wrapped)

around(store, "atomic_write", "file write", ("before", "after"))
around(Journal, "confirm", "journal confirm", ("after",))
around(approval, "drop", "drop the record", ("after",))
around(Archive, "settle_record", "settle the archive rows", ("before",))
around(archive_mirror, "add", "mirror commit", ("after",))
around(Archive, "_mirror", "note the mirror ids", ("after",))
around(Archive, "restored", "mark restored", ("before",))
around(archive_mirror, "remove", "unmirror", ("before",))

def run(home, record_id, restore_id):
    settings = load_settings(home, environ=dict(os.environ))
    decisions = approval.approve(settings, record_id, who="op")
    assert decisions[0].status == "approved", decisions[0].message
    with Archive(settings) as archive:
        out = archive.restore(int(restore_id), who="op")
        assert out["success"], out
    print("done", flush=True)
"""


class Children:
    """The approval runs, each in a process of its own forked from one server that imported
    Reverie once (an import costs more than the run, :mod:`tests.forkserver`); the kill and
    the step handshake are the same as with a fresh interpreter per run."""

    def __init__(self) -> None:
        self.server = ForkServer(CHILD, scanner_tables=True)

    def close(self) -> None:
        self.server.close()

    def run(self, home, record_id: str, restore_id: int, kill_at: int) -> tuple[int, str | None]:
        """Run the approval in a child; kill it with SIGKILL at step ``kill_at`` (never if
        -1). Returns how many steps it passed and the name of the step it was killed at."""
        server = self.server
        pid = server.start(home, record_id, restore_id)
        return server.steps_killed_at(pid, "step ", kill_at)


def mirror_messages(settings) -> list[tuple[int, str]]:
    with SessionStore.open(settings) as store:
        return [(m.id, m.content) for m in store.messages(ARCHIVE_SESSION)]


def assert_mirror_matches(settings, moved: list[str]) -> None:
    with Archive(settings) as archive:
        archive.settle()
        facts = archive.facts()
        proposed = archive.facts(states=("proposed",))
    messages = dict(mirror_messages(settings))
    assert proposed == []
    assert sorted(messages) == sorted(f.mirror_id for f in facts), (messages, facts)
    for fact in facts:
        assert messages[fact.mirror_id].endswith(fact.text)
    texts = [f.text for f in facts]
    entries = live(settings)
    for text in moved:   # nothing lost, nothing live twice or both live and archived
        assert (text in entries) + texts.count(text) == 1, text


@pytest.fixture(scope="module")
def staged_home(tmp_path_factory):
    """A home whose 600-character MEMORY.md holds a staged consolidation (built once)."""
    from reverie.config import FakeClock

    home = tmp_path_factory.mktemp("template") / "home"
    home.mkdir()
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 600\n")
    env = {k: v for k, v in os.environ.items() if k not in ("REVERIE_HOME", "HERMES_HOME",
                                                           "REVERIE_PROFILE")}
    settings = make_settings(home, env)
    clock = FakeClock()
    for i in range(15):
        learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    result = consolidate_target(settings, "memory", clock=clock)
    assert result.record_id
    record = json.loads((settings.pending_dir / f"{result.record_id}.json").read_text())
    moved = [op["old_text"] for op in record["payload"]["operations"]]
    with Archive(settings) as archive:
        restore_id = archive.for_record(result.record_id)[0].id
    return home, env, result.record_id, restore_id, moved


@pytest.fixture
def children():
    forks = Children()
    yield forks
    forks.close()


@pytest.mark.slow
def test_kill_9_at_every_step_of_an_approval_and_a_restore(staged_home, tmp_path, children):
    template, env, rid, restore_id, moved = staged_home
    clean = tmp_path / "clean" / "home"
    shutil.copytree(template, clean)
    total, _ = children.run(clean, rid, restore_id, kill_at=-1)
    assert total >= 12      # the child really stopped at each step
    killed_at = []
    for k in range(total):
        home = tmp_path / f"k{k}" / "home"
        shutil.copytree(template, home)
        steps, name = children.run(home, rid, restore_id, kill_at=k)
        assert steps == k and name
        killed_at.append(name)
        settings = make_settings(home, env)
        reconcile(settings)                                  # a restarted worker
        if any(r.id == rid for r in list_pending(settings)):
            assert approve(settings, rid, who="op")[0].status == "approved"
        assert_mirror_matches(settings, moved)
        with Archive(settings) as archive:
            fact = archive.get(restore_id)
            if fact.state == "archived":                     # the restore never happened
                assert archive.restore(restore_id, who="op")["success"]
            assert archive.get(restore_id).state == "restored"
        assert_mirror_matches(settings, moved)
        assert fact.text in live(settings)
        assert not any(content.endswith(fact.text) for _, content in mirror_messages(settings))
    assert "after mirror commit" in killed_at and "before unmirror" in killed_at


def test_sync_deletes_copies_and_messages_no_archived_row_owns(home, clean_env):
    settings = make_settings(home, clean_env)
    with Archive(settings) as archive:
        ids = archive.archive_now("memory", [ArchiveItem("The build uses make.", "evicted",
                                                         "room"),
                                             ArchiveItem("User likes tea.", "evicted", "room")])
        kept = archive.get(ids[0])
        with SessionStore.open(settings) as store:       # what kill -9 and old versions left
            store.append_messages([
                {"session_id": ARCHIVE_SESSION, "role": ARCHIVE_ROLE, "source": ARCHIVE_SOURCE,
                 "content": f"[archived #{kept.id} from MEMORY.md on 2026-01-01 (evicted);"
                            " learned 2026-01-01] The build uses make."},
                {"session_id": ARCHIVE_SESSION, "role": ARCHIVE_ROLE, "source": ARCHIVE_SOURCE,
                 "content": "[archived from MEMORY.md on 2026-01-01 (evicted); learned"
                            " 2026-01-01] The build uses make."}])
        with archive.db.write() as conn:                  # a restored row kept its message
            conn.execute("UPDATE upkeep_archive SET state = 'restored' WHERE id = ?", (ids[1],))
        assert len(mirror_messages(settings)) == 4
        assert archive.sync_mirror() == 3
        assert mirror_messages(settings) == [(kept.mirror_id, mirror_messages(settings)[0][1])]
        assert archive.sync_mirror() == 0                 # idempotent
        with SessionStore.open(settings) as store:
            assert store.get_session(ARCHIVE_SESSION).message_count == 1


def test_a_consolidation_retired_stale_archives_nothing(home, clean_env, clock):
    """Issue 29 item 2: the operator edited an entry the consolidation moves; its approval
    is refused as stale, and the old text was edited, not evicted: nothing is archived."""
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 600\n")
    settings = make_settings(home, clean_env)
    for i in range(15):
        learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    result = consolidate_target(settings, "memory", clock=clock)
    record = json.loads((settings.pending_dir / f"{result.record_id}.json").read_text())
    moved = record["payload"]["operations"][0]["old_text"]
    edited = moved.replace("staging", "production")
    assert MemoryStore(settings).replace("memory", moved, edited)["success"]
    (decision,) = approve(settings, result.record_id, who="op", clock=clock)
    assert decision.status == "refused" and "stale" in decision.message
    with Archive(settings, clock=clock) as archive:
        archive.settle()
        assert archive.facts() == []
        assert {f.state for f in archive.for_record(result.record_id)} == {"dropped"}
    assert mirror_messages(settings) == [] and edited in live(settings)


def test_reading_an_archive_in_step_waits_for_no_writer_of_state_db(home, clean_env, caplog):
    # session 28 (upkeep at scale): every reader of the archive (`memory archive`, its
    # search, the Archive page) synced the mirror in a write transaction on state.db after
    # reading every row, so Hermes writing a session held each of them up to the busy
    # timeout, and then the mirror was "not checked". One in step is checked by reading.
    import logging

    from tests.lockholder import LockHolder

    settings = make_settings(home, clean_env, reverie={"state_db": {"busy_timeout": 0.05}})
    with Archive(settings) as archive:
        archive.archive_now("memory", [ArchiveItem("The kiln fires at 1,240 C.", "evicted",
                                                   "room")])
        with LockHolder(settings.state_db, begin="IMMEDIATE"), caplog.at_level(logging.INFO):
            assert archive.settle() == {"archived": 0, "dropped": 0}
        assert "was not checked" not in caplog.text
        # One out of step (its message gone) is still made whole, once the writer is done.
        with SessionStore.open(settings) as store, store.transaction() as conn:
            conn.execute("DELETE FROM messages WHERE session_id = ?", (ARCHIVE_SESSION,))
        assert archive.sync_mirror() == 1 and len(mirror_messages(settings)) == 1
