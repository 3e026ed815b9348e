"""The CLI imports a command's module when the command is looked up (issue 27: a
`reverie config set` process does not pay for the scanner, the search index and the tools).

The map in ``worker.cli.base.COMMAND_MODULES`` must name every command the modules define,
and only those; and a command that needs none of the heavy packages must not import them.
"""

from __future__ import annotations

import json
import subprocess
import sys

from reverie.worker.cli import base

_PROBE = """
import json, sys
from reverie.worker.cli import main
try:
    main(sys.argv[1:])
except SystemExit as exit_:
    code = exit_.code
json.dump({"code": code, "loaded": sorted(m for m in sys.modules if m.startswith("reverie."))},
          sys.stderr)
"""


def _loaded_after(*args: str) -> dict:
    done = subprocess.run([sys.executable, "-c", _PROBE, *args], capture_output=True,
                          text=True, timeout=120)
    return json.loads(done.stderr.splitlines()[-1])


def test_the_map_names_exactly_the_commands_the_modules_define():
    modules = {m for ms in base.COMMAND_MODULES.values() for m in ms}
    base.load_commands(*modules)
    assert set(base.cli.commands) == set(base.COMMAND_MODULES)
    for name, command in base.cli.commands.items():
        defined_in = command.callback.__module__.rsplit(".", 1)[-1]
        assert defined_in in base.COMMAND_MODULES[name], (name, defined_in)


def test_memory_brings_the_commands_of_staging_and_upkeep(home):
    from click.testing import CliRunner

    out = CliRunner().invoke(base.cli, ["--home", str(home), "memory", "--help"])
    assert out.exit_code == 0, out.output
    for command in ("show", "add", "pending", "approve", "archive", "protect"):
        assert f"  {command} " in out.output


def test_a_command_that_scans_nothing_imports_no_scanner_index_or_tools(home):
    found = _loaded_after("--home", str(home), "config", "set", "memory.nudge_interval", "12")
    assert found["code"] == 0
    assert "nudge_interval: 12" in (home / "config.yaml").read_text()
    heavy = [m for m in found["loaded"] if m.startswith(("reverie.memory", "reverie.search_index",
                                                           "reverie.review"))]
    assert heavy == []
    assert "reverie.worker.cli.config_cmd" in found["loaded"]
    assert "reverie.worker.cli.memory_cmd" not in found["loaded"]


def test_an_unknown_command_is_still_click_s_usage_error(home):
    found = _loaded_after("--home", str(home), "no-such-command")
    assert found["code"] == 2


_GROUP_FIRST = """
import sys
import reverie.worker.cli.memory_cmd  # the group registered before its added commands
from reverie.worker.cli import main
main(["--home", sys.argv[1], "memory", "archive", "--help"])
"""


def test_a_group_imported_before_its_command_is_looked_up_still_gets_every_subcommand(home):
    # The suite caught this: another test imported memory_cmd first, and `memory archive`
    # was "No such command" because only a missing group's modules were loaded.
    done = subprocess.run([sys.executable, "-c", _GROUP_FIRST, str(home)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "archive" in done.stdout.lower()
