"""Issue 29 item 7 (finding 9): the same words everywhere, and messages naming their real
cause.

- The CLI called a consolidation "22 operations (remove)" and `memory diff` showed only
  deletions, while the console said "moved to the archive": an operator reading the CLI
  could think approving deletes facts.
- A scanner refusal of `archive restore` ended with "Consolidate or remove entries to make
  room".
- `run --once` printed "no fact waiting" just above the lines of the facts that had waited.
"""

from __future__ import annotations

from click.testing import CliRunner

from reverie.memory.upkeep.archive import Archive, ArchiveItem
from reverie.memory.upkeep.waiting import WaitingFacts
from reverie.review.consolidate import consolidate_target
from reverie.worker.cli import cli
from tests.conftest import make_settings
from tests.memory.support import write_entries
from tests.upkeep.support import learn, live, port_fact


def test_a_consolidation_reads_moved_to_the_archive_in_the_cli_and_its_diff(home, clean_env,
                                                                            clock):
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 600\n")
    settings = make_settings(home, clean_env)
    for i in range(15):
        learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    result = consolidate_target(settings, "memory", clock=clock)
    runner, where = CliRunner(), ["--home", str(home)]
    listing = runner.invoke(cli, [*where, "memory", "pending"]).output
    assert "moved to the archive" in listing and "operations (remove)" not in listing
    diff = runner.invoke(cli, [*where, "memory", "diff", result.record_id]).output
    assert "Where each entry goes" in diff and "nothing is deleted" in diff
    with Archive(settings) as archive:
        rows = archive.for_record(result.record_id)
    moved = [line for line in diff.splitlines() if "-> moved to the archive" in line]
    assert rows and len(moved) == len(rows)


def test_a_restore_the_scanner_refuses_does_not_ask_for_room(home, clean_env):
    settings = make_settings(home, clean_env)
    write_entries(settings, "memory", ["The build uses make."])
    secret = "ghp_" + "Zx9" * 12
    with Archive(settings) as archive:
        # archived before the scanner knew this pattern (the archive refuses it now)
        (fact_id,) = archive.archive_now("memory", [ArchiveItem(
            "The deploy token lives in the vault.", "evicted", "room")])
        with archive.db.write() as conn:
            conn.execute("UPDATE upkeep_archive SET text = ? WHERE id = ?",
                         (f"The deploy token is {secret}.", fact_id))
        out = archive.restore(fact_id, who="op")
    assert not out["success"]
    assert "make room" not in out["error"] and "memory scan" in out["error"]


def test_placed_waiting_facts_are_not_followed_by_no_fact_waiting(home, clean_env, clock):
    settings = make_settings(home, clean_env)
    write_entries(settings, "memory", ["The build uses make."])
    with WaitingFacts(settings) as waiting:
        waiting.add("memory", "The staging database is PostgreSQL 16.")
        waiting.add("memory", "Deploys go through GitHub Actions.")
    result = consolidate_target(settings, "memory", clock=clock)
    assert [r["state"] for r in result.reproposed] == ["landed", "landed"]
    assert result.message.startswith("placed 2 waiting fact(s); nothing to consolidate")
    assert result.message.endswith("no fact waiting any more")
    assert "Deploys go through GitHub Actions." in live(settings)
