"""``reverie ARGS`` in a process of its own, without paying the import each time.

Tests that write an attack one piece at a time through the CLI (issue 28) run many short
commands, and a fresh interpreter spent most of each on start-up: importing Reverie and
compiling the scanner's pattern table (~1.3 s of CPU a command, of which the add itself is
a small part). ``CliServer`` is one interpreter that imports the CLI and its commands'
modules and compiles the scanner's constant tables once, then forks a fresh child per
command (tests/forkserver.py). Each child is a process of its own, as before:

- it starts from the server's state, never from an earlier command's: whatever a command
  read or cached dies with its child, so a command knows only what is on disk;
- it runs the console script's own entry point (``reverie.worker.cli.main``) with the
  command's environment, its stdin on /dev/null and its stdout and stderr on files;
- its exit code is the process's exit code (``sys.exit`` inside the command ends the child
  with that code; an uncaught exception exits 1 with the traceback on stderr).

What the server shares with its children is only what no home can change: imported
modules and the compiled constant tables (``tests/memory/test_scanner_lazy_table.py`` is
where the lazy compiling itself is tested).
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path

from tests.forkserver import ForkServer, exit_code

_SETUP = r"""
import json, os, sys
from reverie.worker.cli import main
from reverie.worker.cli.base import COMMAND_MODULES, load_commands

for _modules in COMMAND_MODULES.values():
    load_commands(*_modules)


def run(request):
    with open(request, encoding="utf-8") as f:
        req = json.load(f)
    os.environ.clear()
    os.environ.update(req["env"])
    if req.get("umask") is not None:
        os.umask(req["umask"])
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    for fd, path in ((1, req["out"]), (2, req["err"])):
        target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(target, fd)
        os.close(target)
    sys.argv = ["reverie", *req["args"]]
    code = 0
    try:
        main(req["args"])
    except SystemExit as exc:
        if exc.code is None or isinstance(exc.code, int):
            code = exc.code or 0
        else:
            print(exc.code, file=sys.stderr)
            code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
"""


class CliServer:
    """Runs ``reverie ARGS`` commands, each in a forked child of one warm interpreter."""

    def __init__(self, env: Mapping[str, str] | None = None) -> None:
        self._dir = tempfile.TemporaryDirectory(prefix="reverie-cli-")
        self._count = 0
        self._server = ForkServer(_SETUP, env=dict(os.environ if env is None else env),
                                   scanner_tables=True)

    def run(self, args: list[str], env: Mapping[str, str], *,
            umask: int | None = None) -> subprocess.CompletedProcess[str]:
        """``reverie ARGS`` with environment ``env``: its exit code, stdout and stderr."""
        return self.start(args, env, umask=umask).wait()

    def start(self, args: list[str], env: Mapping[str, str], *,
              stderr: Path | None = None, umask: int | None = None) -> Command:
        """Start ``reverie ARGS`` and return at once; ``stderr``: a path the command's stderr
        is opened at instead of a file of the server's (a FIFO the caller reads line by
        line, for a handshake on what the command logs); ``umask``: the child's, set before
        the command runs (else the server's, which is the test process's). One command at a
        time."""
        self._count += 1
        base = Path(self._dir.name) / str(self._count)
        request = base.with_suffix(".json")
        out = base.with_suffix(".out")
        err = base.with_suffix(".err") if stderr is None else Path(stderr)
        request.write_text(json.dumps({"args": args, "env": dict(env), "out": str(out),
                                       "err": str(err), "umask": umask}), encoding="utf-8")
        self._server.start(request)
        return Command(self._server, ["reverie", *args], out, None if stderr else err)

    def close(self) -> None:
        self._server.close()
        self._dir.cleanup()


class Command:
    """A command a :class:`CliServer` started; :meth:`wait` for its end."""

    def __init__(self, server: ForkServer, args: list[str], out: Path, err: Path | None) -> None:
        self._server, self.args, self._out, self._err = server, args, out, err

    def wait(self) -> subprocess.CompletedProcess[str]:
        """Its exit code, stdout and stderr (stderr "" when the caller was given it)."""
        line = self._server.readline()
        code = exit_code(line)
        assert code is not None, f"the CLI server said {line!r}"
        return subprocess.CompletedProcess(
            self.args, code, self._out.read_text(encoding="utf-8"),
            "" if self._err is None else self._err.read_text(encoding="utf-8"))
