"""Each message of a staging command is printed once: a stale record's hint in `memory diff`,
a corrupt record's warning in `memory pending`."""

from __future__ import annotations

import subprocess
import sys

from reverie.memory.entries import DELIMITER
from reverie.memory.pending import staging
from tests.memory.test_cli_staging import run  # noqa: F401  (the fixture)


def test_diff_of_a_stale_record_prints_its_hint_once(settings, run):  # noqa: F811
    path = settings.memory_file("memory")
    path.parent.mkdir(parents=True)
    path.write_text(DELIMITER.join(["The CI runner is hopper.", "Deploys on Friday."]))
    out = staging.stage(settings, staging.StageRequest({"action": "remove", "target": "memory",
                                                        "old_text": "hopper"}, origin="background_review"))
    path.write_text("Deploys on Friday.")  # the pinned entry is gone
    ran = run("diff", out.record_id)
    assert ran.exit_code == 1
    assert ran.stderr.count("Reject this record") == 1, ran.stderr


def test_a_corrupt_record_is_warned_about_once(settings, clean_env):
    # A real process: under pytest a logging handler is installed, so a library warning
    # printed a second time by Python's last-resort handler would not show in CliRunner.
    settings.pending_dir.mkdir(parents=True)
    (settings.pending_dir / "0badc0de.json").write_text("{not json")
    ran = subprocess.run(
        [sys.executable, "-c", "from reverie.worker.cli import main; main()",
         "--home", str(settings.home), "memory", "pending"],
        capture_output=True, text=True, timeout=60, env=clean_env)
    assert ran.returncode == 0, ran.stderr
    assert (ran.stdout + ran.stderr).count("0badc0de.json") == 1, ran.stderr
    assert "Warning: 0badc0de.json" in ran.stderr
