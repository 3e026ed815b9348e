"""Turning Hermes' own review off as users do (issue 32 item 5): ``hermes config set
memory.nudge_interval 0`` warns "not a recognized config key" on Hermes 0.19 although its
agent reads the key (agent_init: ``mem_config.get("nudge_interval")``); ``--force`` (here
``force=True``) skips the notice. Either way the key is written, and Reverie's doctor stops
reporting double review."""

from __future__ import annotations

from pathlib import Path

from reverie.worker.doctor import diagnose

SET = r"""
import json
from hermes_cli.config import set_config_value, load_config
set_config_value("memory.nudge_interval", "0")
print(json.dumps({"read": load_config()["memory"]["nudge_interval"]}))
"""


def test_nudge_interval_zero_is_written_and_read(hermes, home: Path) -> None:
    proc = hermes.run(SET, home)
    assert proc.returncode == 0, proc.stderr
    warned = "not a recognized config key" in proc.stdout + proc.stderr
    assert warned is not hermes.modern           # 0.19 warns; 0.22 knows the key
    assert proc.stdout.strip().splitlines()[-1] == '{"read": 0}'
    assert (home / "config.yaml").read_text().count("nudge_interval: 0") == 1
    checks = {f.check for f in diagnose(home, environ={"HOME": str(home.parent)}).findings}
    assert "hermes_review" not in checks
