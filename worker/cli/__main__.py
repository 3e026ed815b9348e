"""``python -m reverie.worker.cli``: the command line by the interpreter's path alone, which
is how a service runs it (no console script needs to be on the service's PATH)."""

from . import main

main()
