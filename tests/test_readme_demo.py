"""Issue 30, item 3: the README's "Try it" command, run as written (after its install step)
in real processes, ends with a passing `reverie doctor`: a home Reverie created itself is
not a Hermes home, so Hermes' own review setting, the offline reviewer and the missing
scheduler are not problems there."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def readme_demo_command() -> str:
    blocks = re.findall(r"```sh\n(.*?)\n```", (REPO / "README.md").read_text(encoding="utf-8"),
                        re.S)
    (command,) = [b for b in blocks if "examples/followup.jsonl" in b]
    return command


@pytest.mark.slow
def test_the_readme_demo_ends_with_a_passing_doctor(tmp_path: Path) -> None:
    command = readme_demo_command()
    # The install step is the reader's; this checkout's venv is already installed.
    _install, sep, demo = command.partition("export REVERIE_HOME=")
    assert sep and demo.rstrip().endswith("&& reverie doctor")
    home = tmp_path / "reverie-demo"
    demo = "export REVERIE_HOME=" + demo.replace("/tmp/reverie-demo", str(home), 1)
    env = {"PATH": f"{Path(sys.executable).parent}:{os.environ.get('PATH', '/usr/bin:/bin')}",
           "HOME": str(tmp_path), "LANG": "C.UTF-8"}
    done = subprocess.run(["bash", "-c", demo], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, (done.stdout[-2000:], done.stderr)
    *_, reviewer, verdict = done.stdout.strip().splitlines()
    assert reviewer.startswith("Reviewer: the offline heuristic (") and "created by Reverie" in reviewer
    assert verdict == f"No problems found in {home}."
