"""The `reverie` command line: a thin layer over the library packages.

Each command group lives in its own module and registers itself on the root group
defined in :mod:`worker.cli.base`; importing this package wires them all.
"""

from . import (  # noqa: F401  (importing registers the commands)
    config_cmd,
    doctor_cmd,
    init_cmd,
    memory_cmd,
    queue_cmd,
    review_cmd,
    search_cmd,
    serve_cmd,
    service_cmd,
    staging_cmd,
    tools_cmd,
    upkeep_cmd,
)
from .base import cli, main

__all__ = ["cli", "main"]
