"""A fork server for tests that kill a real process at a chosen moment.

Importing Reverie costs more than the work a kill test watches, and such a test runs that
work many times. The server is one interpreter that runs the test's ``setup`` code once
(imports, wrapped functions, the function that does the work) and then, for each line the
test writes, forks a fresh process of its own that runs ``run(*line.split())``:

- the child says ``pid N`` first (the test kills it by that pid), may talk to the test on
  the same pipes (a step handshake: it writes a line and waits for one), and exits 0 when
  ``run`` returns, 1 when it raises (its traceback on stderr);
- the server reaps it and says ``exit CODE`` (``-9`` for one killed with SIGKILL), then
  waits for the next line.

Nothing is open in the server when it forks (``setup`` only imports and defines), so each
child starts as a fresh process would, without the import.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

_SERVE = r"""

def _serve(run):
    import os, sys, traceback
    for command in sys.stdin:
        pid = os.fork()
        if pid == 0:
            print("pid", os.getpid(), flush=True)
            code = 0
            try:
                run(*command.split())
            except BaseException:
                traceback.print_exc()
                code = 1
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
        _, status = os.waitpid(pid, 0)
        print("exit", os.waitstatus_to_exitcode(status), flush=True)

_serve(run)
"""


#: Python source that compiles the scanner's constant tables (compiled lazily on a process's
#: first scan, tests/memory/test_scanner_lazy_table.py) in the process that runs it: in a fork
#: server's setup (``scanner_tables=True``) they are compiled once, and no forked child pays for
#: them before its first step. One scan of a plain sentence compiles them.
SCANNER_TABLES = """
from reverie.memory.scan import scanner as _scanner
_scanner.find_threat("The office keys are at the front desk.")
"""


class ForkServer:
    """The server process; ``setup`` is Python source that defines ``run``;
    ``scanner_tables``: the server compiles the scanner's tables after it (above)."""

    def __init__(self, setup: str, *, env: dict[str, str] | None = None,
                 cwd: str | os.PathLike[str] | None = None, scanner_tables: bool = False) -> None:
        source = textwrap.dedent(setup) + (SCANNER_TABLES if scanner_tables else "") + _SERVE
        self.process = subprocess.Popen(
            [sys.executable, "-c", source], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True, cwd=cwd,
            env=dict(os.environ) if env is None else env)

    def start(self, *args: object) -> int:
        """Fork a child that runs ``run(*args)`` (as strings); its pid."""
        self.send(" ".join(str(a) for a in args))
        first = self.readline()
        assert first.startswith("pid "), first
        return int(first.split()[1])

    def send(self, line: str) -> None:
        """A line to the child running now (a handshake's answer) or the next command."""
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def readline(self) -> str:
        """The next line the child or the server said ('' when the server is gone)."""
        return self.process.stdout.readline()

    def steps_killed_at(self, pid: int, marker: str, kill_at: int) -> tuple[int, str | None]:
        """Drive the child ``pid`` through its handshake lines (those starting with
        ``marker``), answering "go" to each, and SIGKILL it at step ``kill_at`` (never if
        -1). How many steps it passed and the step it was killed at; the child's exit code
        must say so (-SIGKILL when killed, 0 otherwise)."""
        steps, killed = 0, None
        while line := self.readline():
            if (code := exit_code(line)) is not None:
                assert code == (-signal.SIGKILL if killed else 0), line
                return steps, killed
            if not line.startswith(marker):
                continue
            if steps == kill_at:
                os.kill(pid, signal.SIGKILL)   # the server reaps it and says "exit -9"
                killed = line[len(marker):].strip()
                continue
            self.send("go")
            steps += 1
        raise AssertionError("the fork server stopped")

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=60)
        for pipe in (self.process.stdin, self.process.stdout):
            pipe.close()

    def __enter__(self) -> ForkServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def exit_code(line: str) -> int | None:
    """The code of an ``exit CODE`` line from the server, None for any other line."""
    return int(line.split()[1]) if line.startswith("exit ") else None
