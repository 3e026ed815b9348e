"""The facts a service definition states, whichever manager reads it: systemd's unit
(:mod:`.systemd`) and launchd's plist (:mod:`.launchd`) are two renderings of one spec."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class ServiceSpec:
    name: str                     # the unit's file name, or the agent's label
    description: str
    command: Sequence[str]        # absolute interpreter first
    working_directory: Path
    environment_file: Path
    stop_timeout: int             # seconds
    log_file: Path | None = None  # launchd writes one; systemd logs to the journal
