"""The operator console: `reverie serve` (spec section 15).

A Starlette application (:mod:`.app`) over the library calls the CLI makes, with its
access rules in :mod:`.security` / :mod:`.middleware`, the page data in :mod:`.views` and
Prometheus metrics in :mod:`.metrics`. :func:`serve` binds the socket and runs uvicorn.
"""

from __future__ import annotations

from .serve import serve

__all__ = ["serve"]
