"""A terminal that cannot show a character gets its escape, not a crash (session 30, tester22).

On a latin-1 locale (or a pipe with ``PYTHONIOENCODING=latin-1``), `reverie memory show` and
`reverie search` of a home holding Chinese printed only "Error: unexpected
UnicodeEncodeError" and exited 1. Now what the stream's encoding cannot hold is printed as
its backslash escape; `--json` stays valid JSON holding the same text. Real processes (the
console script), so the stream is the one the interpreter made. Our own sentences."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REVERIE = str(Path(sys.executable).with_name("reverie"))
ENTRY = "用户住在成都，养了一只猫。"
#: Past U+FFFF: the stream's escape (\U0001f3d4) is no JSON escape (review32 R19).
WIDE = "User loves hiking 🏔 with their dog."


def _run(home: Path, encoding: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("REVERIE_", "HERMES_"))}
    env.update(REVERIE_HOME=str(home), PYTHONIOENCODING=encoding)
    return subprocess.run([REVERIE, *args], env=env, capture_output=True, timeout=120,
                          encoding=encoding, errors="strict")


def test_an_entry_the_terminal_cannot_show_is_printed_escaped(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert _run(home, "utf-8", "init").returncode == 0
    for entry in (ENTRY, WIDE):
        assert _run(home, "utf-8", "memory", "add", "--target", "user", entry).returncode == 0

    shown = _run(home, "latin-1", "memory", "show", "--target", "user")
    assert shown.returncode == 0, shown.stderr
    assert ENTRY.encode("ascii", "backslashreplace").decode() in shown.stdout

    listed = _run(home, "latin-1", "memory", "show", "--target", "user", "--json")
    assert listed.returncode == 0, listed.stderr
    shown_json = json.dumps(json.loads(listed.stdout), ensure_ascii=False)
    assert ENTRY in shown_json and WIDE in shown_json
