"""Binding and running the console (`reverie serve`)."""

from __future__ import annotations

import signal
import socket
import sys
from typing import Any, TextIO

from reverie.config import ConfigError, Settings

from .security import Access

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 9120


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port`` (port 0: any free port), or a one-line error."""
    family = socket.AF_INET6 if ":" in host.strip("[]") else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as exc:
        sock.close()
        raise ConfigError(f"Cannot listen on {host}:{port}: {exc.strerror or exc}.",
                          hint="Choose another --port, or stop what is using it.") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def console_url(host: str, port: int, token: str) -> str:
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
    if shown in ("0.0.0.0", "[::]"):
        shown = socket.gethostname()
    return f"http://{shown}:{port}/?token={token}"


def serve(settings: Settings, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, *,
          allow_hosts: tuple[str, ...] = (), out: TextIO = sys.stdout, pool: Any = None,
          home_labels: int | None = None) -> None:
    """Serve until SIGINT/SIGTERM. Refuses a non-loopback ``host`` without a password
    before opening any socket."""
    # Lazy: the server and the app load only when the console is served.
    import uvicorn

    from .app import create_app

    Access.for_bind(settings, host, port, allow_hosts)  # refuse before binding
    sock = bind(host, port)
    actual_port = sock.getsockname()[1]
    access = Access.for_bind(settings, host, actual_port, allow_hosts)
    app = create_app(settings, access, pool=pool, home_labels=home_labels)
    print(f"Reverie console on {console_url(host, actual_port, access.token)}", file=out,
          flush=True)
    # The token dies once a browser has signed in with it (docs/console.md).
    print("  (the link signs in one browser, once" + (
        "; or sign in with reverie.web.password)" if access.password else
        "; restart `reverie serve` for a new one)"), file=out, flush=True)
    # No access log: a first request carries the token in its URL. No proxy headers: the
    # client address is the socket's.
    config = uvicorn.Config(app, log_level="warning", access_log=False, server_header=False,
                            proxy_headers=False, lifespan="off")
    # uvicorn handles SIGINT/SIGTERM itself (graceful shutdown), then re-raises the signal
    # to the handler that was there before it; a stop that was asked for is a clean exit
    # (status 0, as for `reverie worker`), so that handler does nothing.
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: None)
    uvicorn.Server(config).run(sockets=[sock])
