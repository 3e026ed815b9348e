"""The `reverie` command line: a thin layer over the library packages.

Each command group lives in its own module and registers itself on the root group
defined in :mod:`worker.cli.base`; the root imports a command's module when the command
is looked up (``base.COMMAND_MODULES``), so a process loads only what its command uses.
"""

from .base import cli, main

__all__ = ["cli", "main"]
