"""A Reverie record that the operator approves or rejects in Hermes is journaled as such
(spec §6), against each anchor.

Hermes' own ``/memory approve|reject`` works on the same ``pending/memory/``, and
docs/agent-integration.md tells users each side decides the other's records. Before, a
rejection in Hermes left Reverie's journal saying only ``staged``: the rejected fact was not
remembered, so the next time the user said it Reverie proposed it again (a rejection through
Reverie is never proposed again), and ``memory log`` / ``journey`` never said who decided it.
Now ``reconcile`` (worker start, ``run --once``) finds a record that is gone with no
decision in the journal and journals it: ``approved`` when the memory file shows its change,
``rejected`` (its proposals remembered) otherwise. Reverie's own decisions are journaled
before it drops the file, so none of them is taken for one made outside.
"""

from __future__ import annotations

from pathlib import Path

from reverie.memory.journal import Journal
from reverie.memory.pending import staging
from reverie.memory.pending.proposals import is_rejected
from reverie.memory.pending.reconcile import reconcile
from tests.bad_input_support import run_main
from tests.hermes.test_pending_interop import (
    approving_settings,
    hermes_steps,
    read_memory,
    reverie_stage,
    write_memory,
)

KEPT = "Backups run nightly to the garage NAS"
REFUSED = "Favourite cheese is a smoked gouda"
LEFT = "Plays five-a-side on Thursdays"
OURS_KEPT = "The spare router lives in the hall cupboard"
OURS_REFUSED = "Collects enamel pin badges"


def _add(settings, text: str) -> str:
    return reverie_stage(settings, {"action": "add", "target": "memory", "content": text})


def _decisions(settings, rid: str) -> list[tuple[str, str | None]]:
    with Journal(settings) as journal:
        return [(op.event, op.who) for op in journal.log(None, record_id=rid)
                if op.event != "staged"]


def test_decisions_made_in_hermes_are_journaled_and_a_rejection_is_remembered(
        hermes, home: Path, clean_env) -> None:
    settings = approving_settings(home)
    write_memory(home, ["Uses zsh"])
    kept, refused, left = _add(settings, KEPT), _add(settings, REFUSED), _add(settings, LEFT)
    ours_kept, ours_refused = _add(settings, OURS_KEPT), _add(settings, OURS_REFUSED)
    # Reverie's own decisions first (a guard: never taken for ones made elsewhere).
    (ok,) = staging.approve(settings, ours_kept, who="operator")
    (no,) = staging.reject(settings, ours_refused, who="operator")
    assert ok.status == "approved" and no.status == "rejected"

    approved, rejected = hermes_steps(hermes, home, [
        {"do": "command", "args": ["approve", kept]},
        {"do": "command", "args": ["reject", refused]}])
    assert approved.startswith("Approved 1 memory write(s).")
    assert rejected == f"Rejected pending memory write '{refused}'."
    assert read_memory(home) == ["Uses zsh", OURS_KEPT, KEPT]

    # What a user runs next: the run settles the journal before anything else.
    code, _, err = run_main(home, "run", "--once", env={**clean_env, "HOME": str(home.parent)})
    assert code == 0, err
    assert _decisions(settings, kept) == [("approved", "someone outside Reverie")]
    assert _decisions(settings, refused) == [("rejected", "someone outside Reverie")]
    assert is_rejected(settings, "memory", "add", REFUSED)      # not proposed again
    assert not is_rejected(settings, "memory", "add", KEPT)
    assert _decisions(settings, left) == []                     # still waiting, untouched
    assert {r.id for r in staging.list_pending(settings)} == {left}
    assert _decisions(settings, ours_kept) == [("approved", "operator")]
    assert _decisions(settings, ours_refused) == [("rejected", "operator")]
    assert read_memory(home) == ["Uses zsh", OURS_KEPT, KEPT]   # nothing applied twice

    # Idempotent: a second reconcile finds nothing.
    assert reconcile(settings).elsewhere == []


def test_a_running_scheduler_s_sweep_journals_a_rejection_made_in_hermes(
        hermes022, home: Path, clean_env) -> None:
    """A worker reconciles once, at its start; a service runs for weeks. The sweep (every
    scan_seconds while the home changes) settles what Hermes decided since."""
    from reverie.memory.pending.sweep import sweep

    settings = approving_settings(home)
    write_memory(home, ["Uses zsh"])
    refused, left = _add(settings, REFUSED), _add(settings, LEFT)
    assert reconcile(settings).elsewhere == []           # the worker's start: nothing yet
    (rejected,) = hermes_steps(hermes022, home, [{"do": "command", "args": ["reject", refused]}])
    assert rejected == f"Rejected pending memory write '{refused}'."
    report = sweep(settings)
    assert report.elsewhere == [refused] and "1 decided outside Reverie" in (report.note() or "")
    assert _decisions(settings, refused) == [("rejected", "someone outside Reverie")]
    assert is_rejected(settings, "memory", "add", REFUSED)
    assert _decisions(settings, left) == [] and report.pending == 1
    assert sweep(settings).elsewhere == []


def test_an_add_approved_in_hermes_says_where_it_came_from(hermes022, home: Path,
                                                           clean_env) -> None:
    """The journey's "when learned" is the journal's change that wrote the entry: an add
    approved in Hermes now has one (before: "before Reverie (no journal record)")."""
    settings = approving_settings(home)
    write_memory(home, ["Uses zsh"])
    kept = _add(settings, KEPT)
    hermes_steps(hermes022, home, [{"do": "command", "args": ["approve", kept]}])
    assert reconcile(settings).elsewhere == [kept]
    code, out, err = run_main(home, "memory", "journey", env={**clean_env,
                                                              "HOME": str(home.parent)})
    assert code == 0, err
    learned = out[out.index(KEPT):]
    assert f"record {kept}" in learned.splitlines()[1], out


def test_a_record_reverie_refused_to_apply_then_rejected_in_hermes_is_journaled(
        hermes, home: Path, clean_env) -> None:
    """An approval the store refused leaves the record pending with a ``refused`` row (a
    symlinked MEMORY.md: Reverie will not break the link). Rejected in Hermes afterwards, it
    was never journaled: any ``refused`` row counted as a decision (session 21's "Left")."""
    settings = approving_settings(home)
    write_memory(home, ["Uses zsh"])
    refused = _add(settings, REFUSED)
    memory = home / "memories" / "MEMORY.md"
    kept_aside = home.parent / "MEMORY.real"
    memory.rename(kept_aside)
    memory.symlink_to(kept_aside)
    (no,) = staging.approve(settings, refused, who="operator")
    assert no.status == "refused" and "stays pending" in no.message
    memory.unlink()
    kept_aside.rename(memory)
    assert {r.id for r in staging.list_pending(settings)} == {refused}

    (rejected,) = hermes_steps(hermes, home, [{"do": "command", "args": ["reject", refused]}])
    assert rejected == f"Rejected pending memory write '{refused}'."
    code, _, err = run_main(home, "run", "--once", env={**clean_env, "HOME": str(home.parent)})
    assert code == 0, err
    assert _decisions(settings, refused) == [("rejected", "someone outside Reverie"),
                                             ("refused", "operator")]     # newest first
    assert is_rejected(settings, "memory", "add", REFUSED)
    assert read_memory(home) == ["Uses zsh"]
    code, out, err = run_main(home, "memory", "log", env={**clean_env, "HOME": str(home.parent)})
    assert code == 0, err
    assert "Hermes' /memory reject or removed by hand" in out, out


def test_a_retired_or_withdrawn_record_is_not_taken_for_one_decided_elsewhere(
        home: Path) -> None:
    """The guard the change above keeps: a refusal that took the record out of the queue (a
    retirement, whose retired copy is purged after max_age_days; a withdrawal) decides it."""
    from reverie.memory.pending.approval import withdraw
    from reverie.memory.pending.retired import retired_path

    settings = approving_settings(home)
    write_memory(home, ["Uses zsh", "Prefers tabs"])
    stale = reverie_stage(settings, {"action": "remove", "target": "memory",
                                     "old_text": "Prefers tabs"})
    withdrawn = _add(settings, LEFT)
    write_memory(home, ["Uses zsh"])                 # the entry it removes is gone: stale
    (retired,) = staging.approve(settings, stale, who="operator")
    assert retired.status == "refused" and "stale" in retired.message
    retired_path(settings, stale).unlink()           # what the purge does after max_age_days
    assert withdraw(settings, withdrawn, reason="a consolidation replaces it")
    assert reconcile(settings).elsewhere == []
    assert [e for e, _ in _decisions(settings, stale)] == ["refused"]
    assert [e for e, _ in _decisions(settings, withdrawn)] == ["refused"]
