"""``memory.write_approval`` for the agent's own memory tool (spec §13).

With the setting off, every valid write goes to the store. With it on, a host that can ask
its user right now passes an approval callback: the write is applied if the user says yes
and refused if not. Without a callback (a gateway, a batch job, ``reverie tool``) the write
is staged as a pending record with origin ``assistant_tool``, which an operator approves
with ``reverie memory approve`` or Hermes' ``/memory approve``; the tool answers
``{"success": true, "staged": true, "pending_id", "message"}`` as Hermes does.

An operator's own CLI writes (``reverie memory add``) never pass through here: they are
direct whatever the setting says.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, ReverieError, Settings

log = logging.getLogger("reverie.memory_tool")

#: ``approve(summary, detail) -> bool``: ask the user about one write, now.
ApprovalCallback = Callable[[str, str], bool]

ORIGIN = "assistant_tool"


class ApprovalGate:
    """The ``gate`` a :class:`~reverie.review.tools.memory_tool.MemoryTool` consults."""

    def __init__(self, settings: Settings, *, approve: ApprovalCallback | None = None,
                 clock: Clock = SYSTEM_CLOCK) -> None:
        self.settings = settings
        self.approve = approve
        self.clock = clock

    def __call__(self, payload: dict[str, Any]) -> dict[str, Any] | None:
        if not self.settings.memory.write_approval:
            return None
        summary, detail = describe(payload)
        if self.approve is not None:
            try:
                allowed = bool(self.approve(summary, detail))
            except Exception as exc:  # noqa: BLE001 - a broken prompt must not save anything
                log.warning("the approval callback failed (%s); the write was not saved",
                            type(exc).__name__)
                allowed = False
            if allowed:
                return None
            return {"success": False, "done": True,
                    "error": "The user did not approve this memory write; nothing was saved. "
                             "Do not retry it; continue your reply."}
        return self._stage(payload)

    def _stage(self, payload: dict[str, Any]) -> dict[str, Any]:
        # Lazy: the approval loop loads only for an agent write that must wait (agent side).
        from reverie.memory.pending.staging import StageRequest, stage

        try:
            outcome = stage(self.settings, StageRequest(payload, origin=ORIGIN), clock=self.clock)
        except ReverieError as exc:
            return {"success": False, "error": f"The write could not be staged for approval: {exc}"}
        if outcome.status in ("staged", "duplicate") and outcome.record_id:
            message = (f"Staged for the user's approval as {outcome.record_id}: it is saved "
                       f"once they approve it. This update is complete; do not repeat it.")
            return {"success": True, "staged": True, "pending_id": outcome.record_id,
                    "message": message}
        return {"success": False, "error": outcome.message or "The write was refused."}


def describe(payload: dict[str, Any]) -> tuple[str, str]:
    """A one-line summary and a detail text of a write, for an approval prompt."""
    label = "user profile" if payload.get("target") == "user" else "memory"
    action = payload.get("action")
    if action == "batch":
        ops = payload.get("operations") or []
        lines = []
        for op in ops:
            if op["action"] == "replace":
                lines.append(f"- replace: {op['old_text']} -> {op['content']}")
            elif op["action"] == "remove":
                lines.append(f"- remove: {op['old_text']}")
            else:
                lines.append(f"- add: {op['content']}")
        return f"apply {len(ops)} change(s) to the {label}", "\n".join(lines)
    if action == "replace":
        return (f"replace an entry of the {label}",
                f"old: {payload['old_text']}\nnew: {payload['content']}")
    if action == "remove":
        return f"remove an entry from the {label}", payload["old_text"]
    return f"add to the {label}", payload.get("content") or ""
