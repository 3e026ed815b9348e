"""The ``memory`` tool: turns one function call of the agent into one memory-store operation.

``MemoryTool(store).call(args)`` never raises for anything the model can get wrong: bad
arguments come back as ``{"success": False, "error": ...}`` with a sentence that says
what to send instead, and store errors that surface as exceptions (a disabled target,
drift, a held lock) are turned into the same shape. Argument errors count toward the
store's per-turn failure cap like overflow or no-match do: a model that keeps sending a
malformed call is stuck in the same loop the cap exists to break.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from reverie.config import ReverieError

from .schemas import BATCH_ACTIONS, TARGETS

SAVED_NOTE = "Saved. This change is complete; do not send it again."
#: Hermes' own answers, word for word (0.19 and 0.22), where the shape must be theirs.
NO_STORE_ERROR = "Memory is not available. It may be disabled in config or this environment."
REPLACE_NEEDS_CONTENT = "content is required for 'replace' action."
PATCH_NEEDS_CONTENT = ("content (the new text for the old_text span) is required for 'patch' "
                       "action. To drop text inside an entry, patch a longer span that contains "
                       "it; 'remove' deletes the whole entry.")
#: The arguments of one operation (``new_text`` is Hermes 0.22's alias for ``content``).
OPERATION_KEYS = {"action", "content", "new_text", "old_text"}


class ToolArgumentError(ValueError):
    """The model's arguments do not form a valid call; the message tells it what to fix.

    ``show_entries``: the answer should list the target's current entries (a replace or
    remove without ``old_text``: the model needs them to name one)."""

    def __init__(self, message: str, *, show_entries: bool = False, bare: bool = False) -> None:
        super().__init__(message)
        self.show_entries = show_entries
        #: Answer only ``{"error", "success": false}``, as Hermes does for this mistake.
        self.bare = bare


#: ``gate(payload) -> response | None``: None lets the write through; a
#: dict is the tool's answer instead (staged, or declined). See review/tools/approval.py.
WriteGate = Callable[[dict[str, Any]], "dict[str, Any] | None"]


class MemoryTool:
    """Dispatcher of the ``memory`` tool over a :class:`memory.store.MemoryStore`.

    The host calls :meth:`new_turn` when a new user turn starts, which resets the
    store's failure cap. ``gate`` (optional) decides, for each valid write, whether it
    goes to the store now or is staged for approval (``memory.write_approval``).
    """

    name = "memory"

    def __init__(self, store: Any, *, gate: WriteGate | None = None) -> None:
        self.store = store
        self.gate = gate

    def new_turn(self) -> None:
        if self.store is not None:
            self.store.new_turn()

    def call(self, args: Any) -> dict[str, Any]:
        if self.store is None:  # memory off in this environment: Hermes' answer, not a crash
            return {"error": NO_STORE_ERROR, "success": False}
        try:
            action, target, fields = parse_memory_args(args)
        except ToolArgumentError as exc:
            target = args.get("target") if isinstance(args, Mapping) else None
            if target is None:
                target = "memory"
            refused = self.store.refuse(target, str(exc), show_entries=exc.show_entries)
            if exc.bare and not refused.get("done"):
                return {"error": str(exc), "success": False}
            return refused
        try:
            if self.gate is not None:
                # Arguments are checked first: an invalid write is refused now, not staged
                # only to fail when an operator approves it.
                gated = self.gate(self._staged_shape(action, target, fields))
                if gated is not None:
                    return gated
            result = self._apply(action, target, fields)
        except ReverieError as exc:
            # The store reports refusals as dicts; this catches what it raises (e.g. the
            # lock could not be taken) so the model still gets a result, never a crash.
            return self.store.refuse(target, str(exc))
        if result.get("success"):
            # As Hermes does: a success is terminal, so the model does not repeat the write.
            result["note"] = SAVED_NOTE
        return result

    def _staged_shape(self, action: str, target: str, fields: dict[str, Any]) -> dict[str, Any]:
        """What the gate stages: a patch is staged as the replace of the entry it names by
        the patched text (resolved now), a record every Hermes and Reverie approve alike."""
        if action != "patch":
            return {"action": action, "target": target, **fields}
        # Lazy: the agent's tool module stays light; a patch loads the store's helper.
        from reverie.memory.store import patched_entry

        entry = self.store.resolve(target, fields["old_text"])
        return {"action": "replace", "target": target, "old_text": entry,
                "content": patched_entry(entry, fields["old_text"], fields["content"])}

    def _apply(self, action: str, target: str, fields: dict[str, Any]) -> dict[str, Any]:
        if action == "add":
            return self.store.add(target, fields["content"])
        if action == "replace":
            return self.store.replace(target, fields["old_text"], fields["content"])
        if action == "patch":
            return self.store.patch(target, fields["old_text"], fields["content"])
        if action == "remove":
            return self.store.remove(target, fields["old_text"])
        return self.store.apply_batch(target, fields["operations"])


def parse_memory_args(args: Any) -> tuple[str, str, dict[str, Any]]:
    """Check the call's arguments; return ``(action, target, fields)`` or raise
    :class:`ToolArgumentError` with a message the model can act on.

    The call shapes are Hermes 0.19's (spec §13): one operation as ``action`` +
    ``content``/``old_text``, or a batch as ``operations`` (with no ``action``; Reverie's
    earlier ``action: "batch"`` is still accepted). A missing or null ``target`` means
    ``memory``, and null optional fields count as absent, as strict providers send them.
    """
    if not isinstance(args, Mapping):
        raise ToolArgumentError(
            f"The memory tool takes an object of arguments, not {_kind(args)}. "
            'Example: {"action": "add", "target": "memory", "content": "..."}.')
    target = args.get("target")
    if target is None:
        target = "memory"
    if target not in TARGETS:
        raise ToolArgumentError(
            f"Unknown target {target!r}: use \"memory\" for your notes or \"user\" for the user profile.")
    unexpected = sorted(set(args) - OPERATION_KEYS - {"target", "operations"})
    if unexpected:
        raise ToolArgumentError(f"Unexpected argument(s) {', '.join(unexpected)}: the memory "
                                "tool takes action, target, content (or new_text), old_text, "
                                "operations.")
    args = _with_alias(args)
    action = args.get("action")
    operations = args.get("operations")
    if action == "batch" or (operations is not None and operations != []) or (
            action in (None, "") and operations is not None):
        return "batch", target, {"operations": _operations(operations)}
    if action not in BATCH_ACTIONS:
        raise ToolArgumentError(
            f"Unknown action {action!r}: use add, replace, patch or remove for one change, or pass "
            "operations (a list of {action, content?, old_text?}) for several.")
    return action, target, _single(action, args, where="")


def _with_alias(args: Mapping[str, Any]) -> dict[str, Any]:
    """``new_text`` fills an absent or empty ``content`` (Hermes 0.22's alias; content wins)."""
    out = dict(args)
    new_text = out.pop("new_text", None)
    if not out.get("content") and new_text:
        out["content"] = new_text
    return out


def _single(action: str, args: Mapping[str, Any], where: str) -> dict[str, Any]:
    """Fields of one add/replace/patch/remove; ``where`` names the batch position in errors."""
    fields: dict[str, Any] = {}
    # old_text first, as Hermes checks: a replace missing both is told to pick an entry.
    if action in ("replace", "patch", "remove"):
        fields["old_text"] = _text(args, "old_text", action, where)
    if action in ("add", "replace", "patch"):
        fields["content"] = _text(args, "content", action, where)
    fields = {k: fields[k] for k in ("content", "old_text") if k in fields}
    if action == "add" and args.get("old_text") is not None:
        raise ToolArgumentError(f"{where}add takes content only; drop old_text or use replace.")
    if action == "remove" and args.get("content") is not None:
        raise ToolArgumentError(f"{where}remove takes old_text only; drop content or use replace.")
    return fields


def _text(args: Mapping[str, Any], key: str, action: str, where: str) -> str:
    value = args.get(key)
    if action in ("replace", "patch") and key == "content" and not where and not (
            isinstance(value, str) and value.strip()):
        # Hermes' own words and shape for a replace (0.19) or patch (0.22) without content.
        raise ToolArgumentError(REPLACE_NEEDS_CONTENT if action == "replace"
                                else PATCH_NEEDS_CONTENT, bare=True)
    if value is None:
        need = {"add": "content", "remove": "old_text"}.get(action, "old_text and content")
        if key == "old_text" and not where:
            raise ToolArgumentError(
                f"{action} needs old_text, a short part of the entry to {action} that no other "
                "entry contains; none was given. Send it again with old_text taken from one "
                "of current_entries.", show_entries=True)
        raise ToolArgumentError(f"{where}{action} needs {need}; {key} is missing.")
    if not isinstance(value, str):
        raise ToolArgumentError(f"{where}{key} must be a string, not {_kind(value)}.")
    if not value.strip():
        raise ToolArgumentError(f"{where}{key} is empty; send the text itself.")
    return value


def _operations(value: Any) -> list[dict[str, Any]]:
    if value is None or value == []:
        raise ToolArgumentError('A batch needs operations: a non-empty list of '
                                '{"action": add|replace|patch|remove, "content"?, "old_text"?}.')
    if not isinstance(value, list) or not value:
        raise ToolArgumentError(f"operations must be a non-empty list, not {_kind(value)}.")
    out = []
    for position, op in enumerate(value, start=1):
        where = f"Operation {position}: "
        if not isinstance(op, Mapping):
            raise ToolArgumentError(f"{where}must be an object, not {_kind(op)}. Nothing was applied.")
        action = op.get("action")
        if action not in BATCH_ACTIONS:
            raise ToolArgumentError(f"{where}unknown action {action!r}; use add, replace, patch "
                                    "or remove. Nothing was applied.")
        unexpected = sorted(set(op) - OPERATION_KEYS)
        if unexpected:
            raise ToolArgumentError(f"{where}unexpected argument(s) {', '.join(unexpected)}; the "
                                    "target is given once for the whole batch. Nothing was applied.")
        try:
            fields = _single(action, _with_alias(op), where=where)
        except ToolArgumentError as exc:
            raise ToolArgumentError(f"{exc} Nothing was applied.") from None
        out.append({"action": action, **fields})
    return out


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean",
            int: "a number", float: "a number"}.get(type(value), type(value).__name__)
