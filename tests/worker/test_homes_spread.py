"""Issue 29 item 7 (finding 9): `--homes A B` — what an unquoted glob expands to — works on
every command that takes `--homes` (queue, serve, service install), as docs/worker.md says
and `run` already did. Before: exit 2 ("No such command" / "unexpected extra argument")."""

from __future__ import annotations

import json

from click.testing import CliRunner

from reverie.worker.cli import cli
from reverie.worker.cli.base import spread_homes


def test_paths_after_homes_become_homes_and_a_subcommand_stays_one(tmp_path):
    a, b = str(tmp_path / "a"), str(tmp_path / "b")
    assert spread_homes(["queue", "--homes", a, b, "--json"]) == [
        "queue", "--homes", a, "--homes", b, "--json"]
    assert spread_homes(["queue", "--homes", a, "status"]) == ["queue", "--homes", a, "status"]
    assert spread_homes(["serve", "--homes", "h*", "--port", "0"]) == [
        "serve", "--homes", "h*", "--port", "0"]
    assert spread_homes(["run", "--once", "--homes", a, b, "-w", "2"]) == [
        "run", "--once", "--homes", a, "--homes", b, "-w", "2"]


def test_queue_and_service_install_take_several_homes_after_one_option(tmp_path):
    homes = []
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        homes.append(str(tmp_path / name))
    runner = CliRunner()
    out = runner.invoke(cli, ["queue", "--homes", *homes, "--json"])
    assert out.exit_code == 0, out.output
    shown = json.dumps(json.loads(out.output))
    assert all(h in shown for h in homes)
    install = runner.invoke(cli, ["service", "install", "--homes", *homes, "--dry-run"])
    assert install.exit_code == 0, install.output
    assert f'"--homes" "{homes[0]}" "--homes" "{homes[1]}"' in install.output
