"""The ``memory`` tool: turns one function call of the agent into one memory-store operation.

``MemoryTool(store).call(args)`` never raises for anything the model can get wrong: bad
arguments come back as ``{"success": False, "error": ...}`` with a sentence that says
what to send instead, and store errors that surface as exceptions (a disabled target,
drift, a held lock) are turned into the same shape. Argument errors count toward the
store's per-turn failure cap like overflow or no-match do: a model that keeps sending a
malformed call is stuck in the same loop the cap exists to break.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reverie.config import ReverieError

from .schemas import BATCH_ACTIONS, MEMORY_ACTIONS, TARGETS


class ToolArgumentError(ValueError):
    """The model's arguments do not form a valid call; the message tells it what to fix."""


class MemoryTool:
    """Dispatcher of the ``memory`` tool over a :class:`memory.store.MemoryStore`.

    The host calls :meth:`new_turn` when a new user turn starts, which resets the
    store's failure cap.
    """

    name = "memory"

    def __init__(self, store: Any) -> None:
        self.store = store

    def new_turn(self) -> None:
        self.store.new_turn()

    def call(self, args: Any) -> dict[str, Any]:
        try:
            action, target, fields = parse_memory_args(args)
        except ToolArgumentError as exc:
            target = args.get("target") if isinstance(args, Mapping) else None
            return self.store.refuse(target, str(exc))
        try:
            if action == "add":
                return self.store.add(target, fields["content"])
            if action == "replace":
                return self.store.replace(target, fields["old_text"], fields["content"])
            if action == "remove":
                return self.store.remove(target, fields["old_text"])
            return self.store.apply_batch(target, fields["operations"])
        except ReverieError as exc:
            # The store reports refusals as dicts; this catches what it raises (e.g. the
            # lock could not be taken) so the model still gets a result, never a crash.
            return self.store.refuse(target, str(exc))


def parse_memory_args(args: Any) -> tuple[str, str, dict[str, Any]]:
    """Check the call's arguments; return ``(action, target, fields)`` or raise
    :class:`ToolArgumentError` with a message the model can act on."""
    if not isinstance(args, Mapping):
        raise ToolArgumentError(
            f"The memory tool takes an object of arguments, not {_kind(args)}. "
            'Example: {"action": "add", "target": "memory", "content": "..."}.')
    action = args.get("action")
    if action not in MEMORY_ACTIONS:
        raise ToolArgumentError(
            f"Unknown action {action!r}: use one of {', '.join(MEMORY_ACTIONS)}.")
    target = args.get("target")
    if target not in TARGETS:
        raise ToolArgumentError(
            f"Unknown target {target!r}: use \"memory\" for your notes or \"user\" for the user profile.")
    unexpected = sorted(set(args) - {"action", "target", "content", "old_text", "operations"})
    if unexpected:
        raise ToolArgumentError(f"Unexpected argument(s) {', '.join(unexpected)}: "
                                "the memory tool takes action, target, content, old_text, operations.")
    if action == "batch":
        return action, target, {"operations": _operations(args.get("operations"))}
    if args.get("operations") is not None:
        raise ToolArgumentError(f'operations belongs to action "batch", not {action!r}.')
    return action, target, _single(action, args, where="")


def _single(action: str, args: Mapping[str, Any], where: str) -> dict[str, Any]:
    """Fields of one add/replace/remove; ``where`` names the batch position in errors."""
    fields: dict[str, Any] = {}
    if action in ("add", "replace"):
        fields["content"] = _text(args, "content", action, where)
    if action in ("replace", "remove"):
        fields["old_text"] = _text(args, "old_text", action, where)
    if action == "add" and args.get("old_text") is not None:
        raise ToolArgumentError(f"{where}add takes content only; drop old_text or use replace.")
    if action == "remove" and args.get("content") is not None:
        raise ToolArgumentError(f"{where}remove takes old_text only; drop content or use replace.")
    return fields


def _text(args: Mapping[str, Any], key: str, action: str, where: str) -> str:
    value = args.get(key)
    if value is None:
        need = {"add": "content", "remove": "old_text"}.get(action, "old_text and content")
        raise ToolArgumentError(f"{where}{action} needs {need}; {key} is missing.")
    if not isinstance(value, str):
        raise ToolArgumentError(f"{where}{key} must be a string, not {_kind(value)}.")
    if not value.strip():
        raise ToolArgumentError(f"{where}{key} is empty; send the text itself.")
    return value


def _operations(value: Any) -> list[dict[str, Any]]:
    if value is None:
        raise ToolArgumentError('action "batch" needs operations: a list of '
                                '{"action": add|replace|remove, "content"?, "old_text"?}.')
    if not isinstance(value, list) or not value:
        raise ToolArgumentError(f"operations must be a non-empty list, not {_kind(value)}.")
    out = []
    for position, op in enumerate(value, start=1):
        where = f"Operation {position}: "
        if not isinstance(op, Mapping):
            raise ToolArgumentError(f"{where}must be an object, not {_kind(op)}. Nothing was applied.")
        action = op.get("action")
        if action not in BATCH_ACTIONS:
            raise ToolArgumentError(f"{where}unknown action {action!r}; use add, replace or remove. "
                                    "Nothing was applied.")
        unexpected = sorted(set(op) - {"action", "content", "old_text"})
        if unexpected:
            raise ToolArgumentError(f"{where}unexpected argument(s) {', '.join(unexpected)}; the "
                                    "target is given once for the whole batch. Nothing was applied.")
        try:
            fields = _single(action, op, where=where)
        except ToolArgumentError as exc:
            raise ToolArgumentError(f"{exc} Nothing was applied.") from None
        out.append({"action": action, **fields})
    return out


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean",
            int: "a number", float: "a number"}.get(type(value), type(value).__name__)
