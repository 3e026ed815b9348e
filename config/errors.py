"""The one exception hierarchy of Reverie.

Every error a user can see is a :class:`ReverieError`. Each carries a message that says
what went wrong and, where we know it, a ``hint`` that says how to fix it. Third-party
exceptions (sqlite3, yaml, httpx, google-genai, redis, huey) are translated into these at
the package boundary that calls them, so the command line only has to know this tree::

    ReverieError
    ├── ConfigError            bad config.yaml value, bad home
    │   └── UsageError         bad CLI argument or profile name (exit status 2)
    ├── HomeRemoved            a served home was removed while the worker ran
    ├── StoreError             memory store refused or failed (limit, drift, lock, scan)
    ├── StagingError           pending records, approval, journal
    ├── SearchError            session store / search / ingestion
    ├── ProviderError          auxiliary model
    │   ├── TransientProviderError   retry with backoff (timeouts, 429, 5xx, connection)
    │   └── PermanentProviderError   fail the job (400/401/403, schema violation after repair)
    ├── ReviewError            review / summarise could not complete
    ├── QueueError             queue backend, worker, scheduler
    └── ServiceError           the systemd / launchd service (`reverie service`)
"""

from __future__ import annotations

from collections.abc import Iterator

from .redaction import redact_url


class ReverieError(Exception):
    """Base of every error Reverie raises on purpose."""

    #: Whether the same work may succeed if retried later (a held lock, a model 503).
    #: Read by the job runner; subclasses set it, and a raise site may pass ``transient=``.
    transient: bool = False

    def __init__(self, message: str, *, hint: str | None = None,
                 transient: bool | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        if transient is not None:
            self.transient = transient

    def __str__(self) -> str:
        text = f"{self.message} {self.hint}" if self.hint else self.message
        # Messages name URLs (base_url, redis_url) that may carry a password: every printed
        # or logged error goes through here, so no password can slip out of one.
        return redact_url(text)


class ConfigError(ReverieError):
    """A configuration value, home directory or profile is wrong."""


class UsageError(ConfigError):
    """A command-line argument or option is wrong (exit status 2, like click's usage errors)."""


class StoreError(ReverieError):
    """The memory store refused an operation or could not complete it."""


class HomeRemoved(ReverieError):
    """A home a worker serves was removed while it ran: nothing may recreate it
    (``config.fs.guard_home``)."""


def errors_in(exc: BaseException) -> Iterator[BaseException]:
    """``exc`` and each error it was raised from (its ``__cause__``, else its
    ``__context__``), each once (a chain may loop)."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        yield current
        seen.add(id(current))
        current = current.__cause__ or current.__context__


def home_removed(exc: BaseException) -> bool:
    """Whether ``exc``, or an error it was raised from, is :class:`HomeRemoved`."""
    return any(isinstance(e, HomeRemoved) for e in errors_in(exc))


class StagingError(ReverieError):
    """Staged operations, approval or the operation journal failed."""


class SearchError(ReverieError):
    """The session store, ingestion or search failed."""


class ProviderError(ReverieError):
    """An auxiliary-model provider failed."""

    #: The failure is the home's model setup (no key, a refused key, no such model or
    #: endpoint), not the request: every job of the home would fail the same way, so a
    #: process serving many homes pauses that home (issue 24). Set by the raise site.
    about_setup: bool = False


class TransientProviderError(ProviderError):
    """Timeouts, rate limits, 5xx and connection errors: retry with backoff."""

    transient = True


class PermanentProviderError(ProviderError):
    """Bad request, bad credentials, or output that stays invalid after repair."""


class ReviewError(ReverieError):
    """A review or summary job could not complete."""


class QueueError(ReverieError):
    """The queue backend, a worker or the scheduler failed."""


class ServiceError(ReverieError):
    """Installing, inspecting or removing the background service (systemd / launchd) failed."""
