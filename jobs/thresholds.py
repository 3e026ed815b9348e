"""Threshold crossings, told once each to the operator's webhook (issue 22 item 5).

Four figures are watched, each against its ``reverie.notify`` threshold (0 = not watched):

- ``pending_count``: records waiting for an operator (state ``pending``);
- ``pending_age_hours``: how long the oldest of them has waited;
- ``waiting_facts``: facts waiting for room in a memory file (memory upkeep);
- ``dead_letters``: failed jobs waiting for retry or drop.

A figure that reaches its threshold *crosses* it: one message is queued. While it stays at
or above, nothing more is sent; once it falls below, the threshold is armed again, and the
next crossing sends another. Which figures are above, and the messages not yet delivered,
live in ``reverie/notify.json`` (0600), read and written under its lock
(:func:`memory.locking.exclusive_lock`), so several workers sweeping the same home send one
message per crossing, not one each.

Delivery runs on a thread of its own (:func:`check` returns at once with it): a job that
checks never waits for the webhook. A message is claimed before it is sent (its
``claimed_until``) and dropped once delivered or refused (a 4xx); one that could not be
delivered after its retries is left for the next check to send again, and dropped after
``OUTBOX_MAX_AGE_S`` — at least once, never lost to a process that exits mid-send.
"""

from __future__ import annotations

import json
import logging
import math
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, ReverieError, Settings
from reverie.config.fs import atomic_write
from reverie.config.regular import read_regular
from reverie.memory.locking import exclusive_lock
from reverie.memory.pending.freshness import overview
from reverie.memory.upkeep.status import target_status

from .ledger import JobLedger
from .webhook import Delivery, post_text

log = logging.getLogger("reverie.jobs.thresholds")

STATE_NAME = "notify.json"
#: A claimed message is another sender's until then (long enough for every retry).
CLAIM_S = 300.0
OUTBOX_MAX_AGE_S = 86400.0
OUTBOX_MAX = 50
FIGURES = ("pending_count", "pending_age_hours", "waiting_facts", "dead_letters")


@dataclass
class CheckReport:
    """What one :func:`check` found and queued; ``sender`` delivers (join it to wait)."""

    figures: dict[str, float | None]
    crossed: list[str] = field(default_factory=list)
    queued: list[str] = field(default_factory=list)     # message ids sent by ``sender``
    sender: threading.Thread | None = None

    def wait(self, timeout: float | None = None) -> None:
        if self.sender is not None:
            self.sender.join(timeout)


def figures(settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
            ledger: Any = None) -> dict[str, float | None]:
    """The watched figures now; None for one that cannot be read (it is left as it was)."""
    out: dict[str, float | None] = dict.fromkeys(FIGURES)
    try:
        pending = overview(settings, clock=clock)
        out["pending_count"] = pending.counts["pending"]
        age = pending.oldest_pending_age_s
        out["pending_age_hours"] = 0.0 if age is None else age / 3600
    except ReverieError as exc:
        log.info("pending records not read for notifications: %s", exc)
    out["waiting_facts"] = _waiting_facts(settings, clock)
    try:
        if ledger is None:
            ledger = JobLedger(settings)
        out["dead_letters"] = ledger.counts().get("failed", 0)
    except ReverieError as exc:
        log.info("dead letters not read for notifications: %s", exc)
    return out


def _waiting_facts(settings: Settings, clock: Clock) -> float | None:
    """Facts waiting for room in either file (memory upkeep), as reverie_memory_waiting."""
    try:
        return float(sum(v.get("waiting") or 0 for v in target_status(settings, clock=clock).values()))
    except ReverieError as exc:
        log.info("waiting facts not read for notifications: %s", exc)
        return None


def thresholds(settings: Settings) -> dict[str, float]:
    n = settings.notify
    return {"pending_count": n.pending_count, "pending_age_hours": n.pending_age_hours,
            "waiting_facts": n.waiting_facts, "dead_letters": n.dead_letters}


def message(settings: Settings, name: str, value: float, threshold: float) -> str:
    where = f"Reverie ({settings.home}{f', profile {settings.profile}' if settings.profile else ''})"
    if name == "pending_count":
        what = (f"{int(value)} staged memory change(s) wait for approval (threshold "
                f"{int(threshold)}). Review them with `reverie memory pending` or the console.")
    elif name == "pending_age_hours":
        what = (f"the oldest staged memory change has waited {_hours(value)} for approval "
                f"(threshold {_hours(threshold)}). Records older than "
                f"reverie.staging.max_age_days expire unapplied.")
    elif name == "waiting_facts":
        what = (f"{int(value)} fact(s) wait for room in the memory files (threshold "
                f"{int(threshold)}). Approve the pending consolidation, or see `reverie queue`.")
    else:
        what = (f"{int(value)} job(s) failed for good (threshold {int(threshold)}). "
                f"`reverie queue failed` lists them; retry or drop each one.")
    return f"{where}: {what}"


def _hours(hours: float) -> str:
    return f"{hours / 24:.1f} days" if hours >= 48 else f"{hours:.1f} hours"


def check(settings: Settings, *, clock: Clock = SYSTEM_CLOCK, ledger: Any = None,
          send: Callable[[Settings, str], Delivery] = post_text,
          values: dict[str, float | None] | None = None) -> CheckReport:
    """Compare the figures with their thresholds, queue a message per crossing, and start
    delivering every unclaimed message on a thread. Nothing happens without a webhook URL.
    ``values``: the figures, when the caller has them (else :func:`figures`)."""
    if not settings.notify.enabled:
        return CheckReport(values or {})
    now = clock.now()
    values = figures(settings, clock=clock, ledger=ledger) if values is None else values
    report = CheckReport(values)
    with _State(settings) as state:
        for name, limit in thresholds(settings).items():
            value = values.get(name)
            if value is None or not math.isfinite(value):
                continue  # unknown now: neither a crossing nor a recovery
            above = bool(limit) and value >= limit
            if above and not state.above.get(name):
                report.crossed.append(name)
                state.outbox.append({"id": secrets.token_hex(6), "figure": name,
                                     "text": message(settings, name, value, limit),
                                     "created_at": now, "claimed_until": 0.0})
            state.above[name] = above
        state.outbox = [m for m in state.outbox if now - m["created_at"] <= OUTBOX_MAX_AGE_S
                        ][-OUTBOX_MAX:]
        claimed = [m for m in state.outbox if m["claimed_until"] <= now]
        for m in claimed:
            m["claimed_until"] = now + CLAIM_S
    if claimed:
        report.queued = [m["id"] for m in claimed]
        report.sender = threading.Thread(target=_deliver, args=(settings, claimed, send),
                                         name="reverie-webhook", daemon=True)
        report.sender.start()
    return report


def _deliver(settings: Settings, messages: list[dict[str, Any]],
             send: Callable[[Settings, str], Delivery]) -> None:
    done = []
    for m in messages:
        try:
            delivery = send(settings, m["text"])
        except Exception as exc:  # a bug in delivery must not kill the worker's thread
            log.warning("webhook delivery failed unexpectedly: %s", type(exc).__name__)
            continue
        if delivery.ok or not delivery.retry_later:
            done.append(m["id"])
    if not done:
        return
    try:
        with _State(settings) as state:
            state.outbox = [m for m in state.outbox if m["id"] not in done]
    except (OSError, ReverieError) as exc:
        log.warning("delivered notifications not recorded (they may be sent again): %s", exc)


class _State:
    """``reverie/notify.json`` under its lock: ``above`` per figure, the ``outbox``."""

    def __init__(self, settings: Settings) -> None:
        self.path: Path = settings.reverie_dir / STATE_NAME
        self.above: dict[str, bool] = {}
        self.outbox: list[dict[str, Any]] = []
        self._lock: Any = None

    def __enter__(self) -> _State:
        self._lock = exclusive_lock(self.path)
        self._lock.__enter__()
        try:
            data = json.loads(read_regular(self.path, follow=False, error=ReverieError))
        except FileNotFoundError:
            data = {}
        except (ValueError, UnicodeDecodeError):
            log.warning("%s is not valid JSON; starting it again", self.path)
            data = {}
        except BaseException:
            self._lock.__exit__(None, None, None)
            raise
        if isinstance(data, dict):
            above = data.get("above")
            self.above = {k: bool(v) for k, v in above.items()} if isinstance(above, dict) else {}
            outbox = data.get("outbox")
            self.outbox = [m for m in outbox if _valid(m)] if isinstance(outbox, list) else []
        return self

    def __exit__(self, kind: Any, exc: Any, tb: Any) -> None:
        try:
            if kind is None:
                atomic_write(self.path, json.dumps({"above": self.above, "outbox": self.outbox},
                                                   ensure_ascii=False, indent=1) + "\n")
        finally:
            self._lock.__exit__(kind, exc, tb)


def _valid(m: Any) -> bool:
    return (isinstance(m, dict) and isinstance(m.get("id"), str) and isinstance(m.get("text"), str)
            and all(isinstance(m.get(k), int | float) and not isinstance(m.get(k), bool)
                    and math.isfinite(m[k]) for k in ("created_at", "claimed_until")))

