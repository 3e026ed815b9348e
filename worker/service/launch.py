"""``python -m reverie.worker.service.launch KEYFILE ARGS...``: what a launchd agent runs.

launchd has no ``EnvironmentFile``: this reads the owner-only key file with the parser
systemd's reading agrees with (:func:`worker.service.envfile.parse_env`), puts its values
in the environment, then runs Reverie's command line ``ARGS`` in this process. A key file
that is missing or has a line it cannot read stops the start with one line on stderr (the
key's value is never in it) and exit status 1; launchd tries again after its throttle.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from reverie.config.errors import ServiceError

from .envfile import read_env_file


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 2:
        print("Usage: python -m reverie.worker.service.launch KEYFILE REVERIE-ARGS...",
              file=sys.stderr)
        sys.exit(2)
    try:
        values = read_env_file(Path(args[0]))
    except ServiceError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        sys.exit(1)
    os.environ.update(values)
    # Lazy: the CLI loads after the unit's environment file is in os.environ.
    from reverie.worker.cli import main as cli_main

    cli_main(args[1:])


if __name__ == "__main__":
    main()
