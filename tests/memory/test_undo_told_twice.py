"""An undo asked twice (session 28, tester21): two `reverie memory undo OP` of one add at
once, and the journal line of the one refused. The loser said the entry "changed or was
removed since it was staged" (its check ran before the winner's write, the store then found
the entry gone), and `memory log` showed its refusal as "refused add memory …: " with
nothing after the colon. Forced with a handshake: the other undo, a real process, runs to
its end between this one's check and its write."""

from __future__ import annotations

import subprocess
import sys

from reverie.memory import undo as undo_module
from reverie.memory.journal import Journal
from reverie.memory.store import open_store
from tests.bad_input_support import run_main

FACT = "The nightly backup runs at 02:30 from the NAS in the loft."


def test_the_undo_that_lost_the_race_says_the_other_undid_it(settings, home, monkeypatch) -> None:
    code, _out, err = run_main(home, "memory", "add", FACT)
    assert code == 0, err
    with Journal(settings) as journal:
        (added,) = [op for op in journal.log(5) if op.after == FACT]
    opened = undo_module.open_journaled_store

    def the_other_undo_first(*args, **kwargs):
        other = subprocess.run([sys.executable, "-m", "reverie.worker.cli", "--home", str(home),
                                "memory", "undo", str(added.op_id)], capture_output=True,
                               text=True, timeout=300)
        assert other.returncode == 0, other.stderr
        return opened(*args, **kwargs)

    monkeypatch.setattr(undo_module, "open_journaled_store", the_other_undo_first)
    code, _out, err = run_main(home, "memory", "undo", str(added.op_id))
    monkeypatch.undo()
    assert code == 1
    with Journal(settings) as journal:
        undone_by = journal.get(added.op_id).undone_by
    assert err.strip() == (f"Error: Cannot undo operation {added.op_id}: Operation "
                           f"{added.op_id} was already undone by operation {undone_by}.")
    assert FACT not in open_store(settings).entries("memory")      # undone once, not re-added
    # The journal's line of the refusal says why, not nothing.
    code, out, _err = run_main(home, "memory", "log", "-n", "1")
    assert code == 0 and "refused" in out
    assert out.rstrip().endswith(f"undo refused: Operation {added.op_id} was already undone "
                                 f"by operation {undone_by}.")


def test_the_undo_of_a_remove_that_lost_the_race_does_not_claim_it(settings, home,
                                                                   monkeypatch) -> None:
    # review30 R5: undoing a remove puts the entry back; the other undo, a real process,
    # put it back first (inside this one's add), so this add changed nothing and printed
    # "Undid operation N" with exit 0.
    for args in (("add", FACT), ("remove", "nightly backup")):
        code, _out, err = run_main(home, "memory", *args)
        assert code == 0, err
    with Journal(settings) as journal:
        (removed,) = [op for op in journal.log(5) if op.before == FACT and op.after is None]
    opened = undo_module.open_journaled_store

    def with_the_other_undo_inside_the_add(*args, **kwargs):
        store = opened(*args, **kwargs)
        add = store.add

        def add_after_the_other(*a, **k):
            other = subprocess.run([sys.executable, "-m", "reverie.worker.cli", "--home",
                                    str(home), "memory", "undo", str(removed.op_id)],
                                   capture_output=True, text=True, timeout=300)
            assert other.returncode == 0, other.stderr
            return add(*a, **k)
        store.add = add_after_the_other
        return store

    monkeypatch.setattr(undo_module, "open_journaled_store", with_the_other_undo_inside_the_add)
    code, _out, err = run_main(home, "memory", "undo", str(removed.op_id))
    monkeypatch.undo()
    with Journal(settings) as journal:
        undone_by = journal.get(removed.op_id).undone_by
    assert code == 1 and err.strip() == (
        f"Error: Cannot undo operation {removed.op_id}: Operation {removed.op_id} was already "
        f"undone by operation {undone_by}.")
    assert open_store(settings).entries("memory").count(FACT) == 1
