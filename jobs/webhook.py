"""One JSON POST to the operator's webhook (``reverie.notify.webhook_url``), retried.

The body is Slack-compatible, ``{"text": "…"}`` (Slack, Mattermost, Rocket.Chat and
Discord's ``/slack`` endpoint take it as is). A webhook URL is a secret — Slack's carries its
token in the path — so it is never logged or stored: messages name it by
:func:`webhook_label` (scheme and host), and every error text is scrubbed of it and of the
configured API keys before it is logged.

Delivery is retried with doubling backoff on what may pass (a connection that failed, a
timeout, 429 with its ``Retry-After`` honoured up to a cap, any 5xx); any other 4xx is the
webhook refusing this message, and retrying would only repeat it. Callers run it off the
job's thread (:mod:`jobs.thresholds`): a slow or dead webhook never holds a job up.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx

from reverie.config import Settings
from reverie.config.settings import redact_url
from reverie.review.ledger import scrub_secrets

log = logging.getLogger("reverie.jobs.webhook")

ATTEMPTS = 4
FIRST_BACKOFF_S = 1.0
MAX_BACKOFF_S = 30.0


@dataclass(frozen=True)
class Delivery:
    ok: bool
    attempts: int
    error: str | None = None
    #: False when the webhook refused the message itself (a 4xx): do not send it again
    retry_later: bool = True


def webhook_label(url: str) -> str:
    """``https://hooks.slack.com/…``: enough to say which webhook, none of its secret."""
    parts = urlsplit(url)
    host = parts.hostname or "?"
    port = f":{parts.port}" if parts.port else ""
    return f"{parts.scheme}://{host}{port}/…"


def scrubbed(settings: Settings, text: str) -> str:
    """``text`` with the webhook URL (whole, or its path) and API keys taken out."""
    url = settings.notify.webhook_url
    if url:
        text = text.replace(url, webhook_label(url))
        path = urlsplit(url).path
        if len(path) > 1:
            text = text.replace(path, "/…")
    return redact_url(scrub_secrets(settings, text))


def post_text(settings: Settings, text: str, *, attempts: int = ATTEMPTS,
              backoff: float = FIRST_BACKOFF_S,
              sleep: Callable[[float], None] = time.sleep,
              transport: httpx.BaseTransport | None = None) -> Delivery:
    """POST ``{"text": text}`` to the configured webhook; retried (module docstring)."""
    url = settings.notify.webhook_url
    if not url:
        return Delivery(False, 0, "no reverie.notify.webhook_url is configured", False)
    body = {"text": scrubbed(settings, text)}
    error = None
    with httpx.Client(timeout=settings.notify.timeout, transport=transport,
                      follow_redirects=False) as client:
        for attempt in range(1, attempts + 1):
            wait = min(MAX_BACKOFF_S, backoff * 2 ** (attempt - 1)) * (0.5 + random.random() / 2)
            try:
                response = client.post(url, json=body)
            except httpx.HTTPError as exc:
                error = f"{type(exc).__name__}: {scrubbed(settings, str(exc)) or 'no answer'}"
            else:
                if response.is_success:
                    return Delivery(True, attempt)
                error = f"HTTP {response.status_code}"
                if response.status_code == 429:
                    wait = max(wait, min(MAX_BACKOFF_S, _retry_after(response)))
                elif response.status_code < 500:
                    log.warning("webhook %s refused a notification: %s", webhook_label(url), error)
                    return Delivery(False, attempt, error, retry_later=False)
            if attempt < attempts:
                sleep(wait)
    log.warning("webhook %s not reached after %d attempt(s): %s", webhook_label(url),
                attempts, error)
    return Delivery(False, attempts, error)


def _retry_after(response: httpx.Response) -> float:
    try:
        return max(0.0, float(response.headers.get("retry-after", "0")))
    except ValueError:
        return 0.0
