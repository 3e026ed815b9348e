"""The bounded, locked, atomic, scanned memory store (spec section 5).

Two targets, ``memory`` (MEMORY.md) and ``user`` (USER.md). Every mutation:

1. checks the target and the content (empty, delimiter, scanner) before touching disk;
2. takes the exclusive lock on ``<file>.lock`` and re-reads the file under it, so
   concurrent agents, workers and operators never lose each other's writes;
3. for rewrites (replace, remove, batch) refuses a file that was edited by hand in a way
   the parser would not reproduce (drift), leaving a ``.bak.<unix-time>`` copy;
4. writes the whole new file atomically (temp file, fsync, ``os.replace``);
5. calls ``on_change`` under the lock, so a journal sees changes in the order they happened.

The journal's order of truth (issue 14): ``on_change`` may be a plain callable (told after
the write) or a :class:`WriteHook`, a write-ahead hook with these methods, all called under
the lock:

- ``settle(target, read)`` right after the lock is taken: resolve intents a writer that
  died (or could not finish its bookkeeping) left behind, against the file as it is now
  (``read()`` returns its text). The lock makes that exact: no one wrote since;
- ``intend(target, changes, text)`` before the file is written; raising (the journal is
  full or unreachable) refuses the write, so nothing is ever written unjournaled;
- ``abandon(target, changes)`` when the write itself failed (the file is unchanged);
- ``__call__(changes)`` after the write: confirm.

Mutations never raise for the agent's mistakes: they return the response dicts the agent
sees as its tool result. A refusal says what kind it is (:class:`Refusal`: ``limit``,
``scan``, ``drift``, ...) as the response's ``refusal`` attribute, never by its words. After three failures in one turn the next failure carries
``done: true`` and tells the agent to stop retrying; a success or ``new_turn()`` resets.

The system-prompt snapshot is frozen by ``load_from_disk()`` and does not follow writes,
so a provider's prompt cache stays valid for the whole session; responses show the live
state instead.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from reverie.config import SYSTEM_CLOCK, TARGETS, Clock, Settings, StoreError
from reverie.config.fs import atomic_write
from reverie.config.regular import read_regular
from reverie.config.sqlitedb import failure_hint, failure_kind

from . import entries as fmt
from .locking import DEFAULT_TIMEOUT, StoreUnavailable, exclusive_lock
from .render import FILE_NAMES, render_block
from .scan import receipt
from .scan.blocks import record_block
from .scan.scanner import find_joined_threat, find_joined_threats, find_threat, scan_content

MAX_FAILURES_PER_TURN = 3
#: What a drift refusal tells the agent (and the operator) to do with the backup copy.
DRIFT_REMEDIATION = (
    "Open the .bak copy, add back the entries that are missing from the memory file one at "
    "a time with the memory tool (action add), then rewrite the original file as entries "
    "separated by lines holding only §, or remove the extra text from it.")
#: patch (Hermes 0.22) changes one span of the entry old_text names and keeps the rest; it
#: is journaled as the replace of that entry by the patched text.
ACTIONS = ("add", "replace", "patch", "remove")
PATCH_HINT = ("To drop text inside an entry, patch a longer span that contains it; remove "
              "deletes the whole entry.")
#: Set once this process's first write has scanned outside the lock (MemoryStore._warm_scan).
_SCAN_WARMED = threading.Event()


@dataclass(frozen=True)
class Change:
    """One applied change, as passed to ``on_change``: ``before``/``after`` full entries."""

    target: str
    action: str
    before: str | None
    after: str | None


class Refusal(StrEnum):
    """What kind of refusal a failed operation is: read by code, never its message."""

    INVALID = "invalid"          # the call is wrong: target, content, old_text, batch shape
    DISABLED = "disabled"        # the target is switched off in config
    SCAN = "scan"                # the scanner blocked the content (alone or with neighbours)
    MATCH = "match"              # old_text matched no entry, or more than one
    CHANGED = "changed"          # the pinned entry changed or went since it was staged
    LIMIT = "limit"              # sound, but no room: the result would pass the limit
    DRIFT = "drift"              # the file was edited by hand; a backup was made
    FILE = "file"                # the file cannot be written as it is (not UTF-8, a link)
    UNAVAILABLE = "unavailable"  # the store could not be reached (lock, I/O)


class OperationRefused(StoreError):
    """An operation the store declined; ``details`` go into the response dict."""

    def __init__(self, message: str, *, hint: str | None = None,
                 details: dict[str, Any] | None = None,
                 blocked_category: str | None = None, kind: Refusal | None = None) -> None:
        super().__init__(message, hint=hint)
        self.details = details or {}
        #: the scanner category when the scanner refused the content (counted for monitoring)
        self.blocked_category = blocked_category
        self.kind = kind or (Refusal.SCAN if blocked_category else Refusal.INVALID)


class DriftError(OperationRefused):
    """The file on disk was edited outside the store; a backup was made, nothing written."""

    def __init__(self, message: str, **options: Any) -> None:
        super().__init__(message, kind=Refusal.DRIFT, **options)


class StoreResponse(dict[str, Any]):
    """A response dict exactly as the agent sees it (spec §13), and, when it is a refusal,
    its kind as the ``refusal`` attribute: an attribute, not a key, so the tool result and
    ``--json`` output stay Hermes' shape."""

    refusal: Refusal | None = None


def refusal_of(response: Any) -> Refusal | None:
    """The kind of refusal ``response`` is (None: a success, or a dict the store did not
    make)."""
    return getattr(response, "refusal", None)


def refusal_kind(exc: StoreError) -> Refusal:
    """The kind of refusal a store error is."""
    if isinstance(exc, OperationRefused):
        return exc.kind
    return Refusal.UNAVAILABLE


@runtime_checkable
class WriteHook(Protocol):
    """The store's write-ahead hook (module docstring), all called under the lock."""

    def settle(self, target: str, read: Callable[[], str]) -> None:
        """Resolve what a writer that died left on ``target`` (``read()``: the file now)."""

    def intend(self, target: str, changes: list[Change], text: str) -> None:
        """Before the write; raising refuses it (nothing is written unjournaled)."""

    def abandon(self, target: str, changes: list[Change]) -> None:
        """The write failed; the file is unchanged."""

    def __call__(self, changes: list[Change]) -> None:
        """The write is done: confirm."""


class _TellAfter:
    """A plain ``on_change`` callable as a :class:`WriteHook`: told after the write only."""

    def __init__(self, told: Callable[[list[Change]], None]) -> None:
        self.told = told

    def settle(self, target: str, read: Callable[[], str]) -> None:
        pass

    def intend(self, target: str, changes: list[Change], text: str) -> None:
        pass

    def abandon(self, target: str, changes: list[Change]) -> None:
        pass

    def __call__(self, changes: list[Change]) -> None:
        self.told(changes)


class MemoryStore:
    """The store of one home/profile; hold one per agent session (snapshot, failure cap)."""

    def __init__(self, settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                 on_change: WriteHook | Callable[[list[Change]], None] | None = None,
                 lock_timeout: float = DEFAULT_TIMEOUT,
                 raise_unavailable: bool = False,
                 ceilings: Mapping[str, int] | None = None) -> None:
        self.settings = settings
        #: per target, the most characters a write through this store may leave, below
        #: the limit: a learned background add stops at high water (the room above is the
        #: agent's), checked here under the lock as the limit is
        self.ceilings = dict(ceilings or {})
        # The agent's tool wants every failure as a response dict; a background writer
        # wants "could not reach the store" (StoreUnavailable) raised, so it is retried
        # instead of being counted as a refusal of the operation.
        self.raise_unavailable = raise_unavailable
        self.clock = clock
        self.on_change = on_change
        self._hook: WriteHook | None = (
            None if on_change is None else on_change if isinstance(on_change, WriteHook)
            else _TellAfter(on_change))
        self.lock_timeout = lock_timeout
        self._snapshot: dict[str, str | None] | None = None
        self._failures = 0
        #: per target, the other files' entries its pending write was checked against
        self._checked_with: dict[str, dict[str, list[str]]] = {}
        # Settings are immutable: the paths are worked out once, not on every operation.
        self._paths = {t: settings.memory_file(t) for t in TARGETS}
        # The files' bytes as one locked operation read them (see _locked): per thread,
        # as the console's threads may share a store.
        self._held = threading.local()
        #: per target, the entries the file reads back as after this store's last write
        #: (a writer that must look at the file right after, a review's follow-up, need
        #: not read and parse again what it has just written)
        self.written: dict[str, list[str]] = {}

    # --- reading ---------------------------------------------------------------------

    def path(self, target: str) -> Path:
        return self._paths[_check_target(target)]

    def entries(self, target: str) -> list[str]:
        """The live entries of ``target`` as they are on disk now."""
        return fmt.parse_entries(self._read(target))

    def usage(self, target: str) -> tuple[int, int]:
        """``(current characters, limit)`` of ``target`` now."""
        return fmt.size(self.entries(target)), self.settings.memory.limit(target)

    def resolve(self, target: str, old_text: str) -> str:
        """The full entry ``old_text`` locates now; raises :class:`OperationRefused`."""
        return _locate(target, self.entries(target), old_text).entry

    # --- the frozen snapshot ---------------------------------------------------------

    def load_from_disk(self) -> None:
        """Read both files and freeze the system-prompt blocks for this session.

        Every entry is scanned alone, and the entries of both files together as the prompt
        joins them: entries that carry a threat only together (an instruction split across
        two of them) are withheld like an entry blocked alone.
        """
        live, verdict = self._prompt_verdicts()
        self._snapshot = {}
        for target in TARGETS:
            if target not in live:
                self._snapshot[target] = None
                continue
            self._snapshot[target] = render_block(
                target, live[target], self.settings.memory.limit(target),
                lambda entry, target=target: verdict(target, entry))

    def withheld_from_prompt(self) -> list[tuple[str, int, str]]:
        """``(target, position from 1, the scanner's reason)`` of every live entry a snapshot
        taken now withholds, by the snapshot's own reading. For ``doctor``: beside Hermes,
        the agent's prompt is built by Hermes' loader, whose patterns differ (a Chinese
        override passes it), so an entry the agent's own tool wrote can be in that prompt
        while Reverie's snapshot withholds it (session 30, tester22). Read only: no scan
        receipt is written (doctor changes nothing)."""
        live, verdict = self._prompt_verdicts(record=False)
        return [(target, position, reason) for target in TARGETS
                for position, entry in enumerate(live.get(target, ()), start=1)
                if (reason := verdict(target, entry)) is not None]

    def _prompt_verdicts(self, *, record: bool = True
                         ) -> tuple[dict[str, list[str]], Callable[[str, str], str | None]]:
        """The live entries of each enabled file, and the verdict on an entry of a target:
        None when it may go into the prompt, else why not. ``record``: files that pass whole
        get a scan receipt (the next snapshot skips the scan)."""
        texts = self._receipt_texts()
        live = {target: fmt.parse_entries(text) for target, text in texts.items()}
        together: dict[tuple[str, str], str] = {}
        # Files byte for byte as the store wrote them, or as an earlier snapshot read them
        # whole, carry a receipt: nothing to scan, no table to build (memory.scan.receipt).
        vouched = receipt.holds(self._folder(), texts)
        if not vouched:
            sequence, labels, owners = _prompt_sequence(live)
            for found in find_joined_threats(sequence, labels=labels):
                for index in found.members:
                    together[owners[index]] = found.threat.message
            if record and not together and all(scan_content(entry) is None
                                               for entries in live.values() for entry in entries):
                receipt.record(self._folder(), texts)

        def verdict(target: str, entry: str) -> str | None:
            if vouched:
                return None
            return together.get((target, entry)) or scan_content(entry)

        return live, verdict

    def format_for_system_prompt(self, target: str) -> str | None:
        """The block frozen at ``load_from_disk()`` (loaded on first use), None if empty.

        A disabled target is never injected and yields None.
        """
        _check_target(target)
        if self._snapshot is None:
            self.load_from_disk()
        assert self._snapshot is not None
        return self._snapshot[target]

    def _folder(self) -> Path:
        return self.path("memory").parent

    def _receipt_texts(self) -> dict[str, str]:
        """Each enabled file's text, read leniently: what a snapshot shows and a receipt
        vouches for."""
        return {target: self._read(target, errors="replace") for target in TARGETS
                if self.settings.memory.enabled(target)}

    def _lenient_entries(self, target: str) -> list[str]:
        # Lenient decoding: a snapshot is only read, never written back, and must not
        # stop the agent from starting because someone saved the file as Latin-1.
        return fmt.parse_entries(self._read(target, errors="replace"))

    def _check_together(self, target: str, after: list[str], focus: set[int]) -> None:
        """Refuse a change whose entries carry a threat together with their neighbours,
        as the prompt would join them (both files; the other one as it is on disk)."""
        live = {name: (after if name == target else self._lenient_entries(name))
                for name in TARGETS if name == target or self.settings.memory.enabled(name)}
        # What the other files were when this change was checked against them: the write
        # vouches for the files only if they are still that (another process's write to
        # the other file was checked against this file as it was, not as it will be).
        self._checked_with[target] = {name: entries for name, entries in live.items()
                                      if name != target}
        if not focus:
            return
        sequence, labels, _owners = _prompt_sequence(live)
        # where the target's entries start in the prompt: after the targets before it
        offset = 0
        for name in TARGETS:
            if name == target:
                break
            offset += len(live.get(name, []))
        found = find_joined_threat(sequence, labels=labels,
                                   focus={offset + index for index in focus})
        if found is not None:
            raise OperationRefused(found.threat.message, blocked_category=found.threat.category)

    def show(self, target: str | None = None, *, snapshot: bool = False) -> dict[str, Any]:
        """What ``reverie memory show`` prints, per target: live entries or the snapshot."""
        targets = [_check_target(target)] if target else list(TARGETS)
        out: dict[str, Any] = {}
        for name in targets:
            limit = self.settings.memory.limit(name)
            if snapshot:
                out[name] = {"snapshot": self.format_for_system_prompt(name)}
                continue
            live = self.entries(name)
            current = fmt.size(live)
            out[name] = {
                "file": str(self.path(name)),
                "enabled": self.settings.memory.enabled(name),
                "entries": live,
                "entry_count": len(live),
                "usage": fmt.usage_text(current, limit),
                "chars": current,
                "limit": limit,
            }
        return out

    # --- the agent's operations ------------------------------------------------------

    def new_turn(self) -> None:
        """Start a new agent turn: the failure cap counts from zero again."""
        self._failures = 0

    def refuse(self, target: Any, message: str, *, hint: str | None = None,
               show_entries: bool = False) -> dict[str, Any]:
        """The failure response for a call refused before it reached an operation (the
        memory tool's argument errors); it counts toward the per-turn failure cap.
        ``show_entries`` adds the target's current_entries and usage (a replace without
        old_text: the model needs the entries to pick one)."""
        details: dict[str, Any] = {}
        if show_entries and target in TARGETS:
            with contextlib.suppress(StoreError):
                details["current_entries"] = self.entries(target)
        return self._failure(target, OperationRefused(message, hint=hint, details=details))

    def add(self, target: str, content: str) -> dict[str, Any]:
        return self._run(target, lambda: self._add(target, content))

    def replace(self, target: str, old_text: str | None, new_content: str, *,
                pinned: str | None = None) -> dict[str, Any]:
        return self._run(target, lambda: self._replace(target, old_text, new_content, pinned))

    def remove(self, target: str, old_text: str | None, *,
               pinned: str | None = None) -> dict[str, Any]:
        return self._run(target, lambda: self._remove(target, old_text, pinned))

    def patch(self, target: str, old_text: str | None, new_text: str, *,
              pinned: str | None = None) -> dict[str, Any]:
        """Hermes 0.22's span edit: in the entry ``old_text`` names (or ``pinned``), the one
        occurrence of ``old_text`` becomes ``new_text``; the rest of the entry is kept."""
        return self._run(target, lambda: self._patch(target, old_text, new_text, pinned))

    def apply_batch(self, target: str, operations: list[dict[str, Any]]) -> dict[str, Any]:
        return self._run(target, lambda: self._batch(target, operations))

    def apply_parts(self, target: str, parts: list[tuple[list[dict[str, Any]], bool]],
                    changes_out: list[list[Change]] | None = None) -> dict[str, Any]:
        """Several operation lists (one per pending record: ``(operations, batch)``) applied
        in order in one locked read-modify-write: one read, one limit check, one file
        write, one journal hook call. All or nothing: any part refused refuses the whole.
        ``changes_out`` receives each part's changes (the journal attributes them to their
        record). What ``approve all`` uses to apply a batch of records (issue 29)."""
        return self._run(target, lambda: self._parts(target, parts, changes_out))

    def _parts(self, target: str, parts: list[tuple[list[dict[str, Any]], bool]],
               changes_out: list[list[Change]] | None) -> dict[str, Any]:
        for operations, _ in parts:
            _validate_batch(target, operations)
            self._check_batch_length(target, operations)
        with self._locked(target):
            live = self._read_for_rewrite(target)
            working, changes, per_part = live, [], []
            for operations, batch in parts:
                applied = apply_operations(target, working, operations, batch=batch)
                per_part.append(applied.changes)
                changes += applied.changes
                working = applied.after
            self._check_limit(target, live, working, "Applying these records")
            self._check_together(target, working, _touched(working, live, changes))
            if changes_out is not None:
                changes_out[:] = per_part
            if changes:
                self._rewrite(target, working, changes=changes)
        return self._success(target, working, f"{len(parts)} record(s) applied: "
                                              f"{len(changes)} change(s).", applied=len(changes))

    # --- operation bodies (raise OperationRefused; _run turns it into a response) -----

    def _add(self, target: str, content: str) -> dict[str, Any]:
        content = _clean_content(content, "Content")
        with self._locked(target, content):
            raw = self._read(target)
            live = fmt.parse_entries(raw)
            if content in live:
                return self._success(target, live, "Entry already exists; nothing was added.")
            after = live + [content]
            self._check_limit(target, live, after, "Adding this entry")
            index = self._placement(target, live, raw)
            if index < len(live):
                # Said before entries already there: it goes before them (issue 30).
                after = live[:index] + [content] + live[index:]
                self._check_together(target, after, {index})
                self._rewrite(target, after, changes=[Change(target, "add", None, content)])
                return self._success(target, after, "Entry added.")
            self._check_together(target, after, {len(after) - 1})
            text, verified = _appended(raw, live, content)
            self._write(target, text, expect=after, verified=verified,
                        changes=[Change(target, "add", None, content)])
        return self._success(target, after, "Entry added.")

    def _placement(self, target: str, live: list[str], raw: str) -> int:
        """Where an added entry goes: at the end, unless the write hook knows when the user
        said it and when they said the last entries (``placement``, the journal's: see
        memory.journaled), and those were said later. Several reviews finish in any order;
        the file keeps the order of the conversations. A file not exactly as the store
        writes it (a hand edit) is only ever appended to."""
        placement = getattr(self._hook, "placement", None)
        if placement is None or not live or fmt.render_entries(live) != raw.lstrip(fmt.BOM).strip():
            return len(live)
        return max(0, min(len(live), int(placement(target, live))))

    def _replace(self, target: str, old_text: str | None, new_content: str,
                 pinned: str | None) -> dict[str, Any]:
        new_content = _clean_content(new_content, "New content",
                                     empty_hint="Use remove to delete an entry.")
        with self._locked(target, new_content):
            live = self._read_for_rewrite(target)
            found = _find(target, live, old_text, pinned)
            if found.entry == new_content:
                return self._success(target, live, "Entry unchanged (the new text is the same).",
                                     replaced_entry=found.entry)
            after = _replaced(live, found.index, new_content)
            self._check_limit(target, live, after, "Replacing this entry")
            self._check_together(target, after, {after.index(new_content)})
            self._rewrite(target, after,
                          changes=[Change(target, "replace", found.entry, new_content)])
        message = "Entry replaced."
        if len(after) < len(live):
            message = "Entry replaced; the new text was already an entry, so the two were merged."
        return self._success(target, after, message, replaced_entry=found.entry)

    def _patch(self, target: str, old_text: str | None, new_text: str,
               pinned: str | None) -> dict[str, Any]:
        with self._locked(target):
            live = self._read_for_rewrite(target)
            found = _find(target, live, old_text, pinned)
            patched = patched_entry(found.entry, old_text, new_text)
            after = _replaced(live, found.index, patched)
            self._check_limit(target, live, after, "Patching this entry")
            self._check_together(target, after, {after.index(patched)})
            self._rewrite(target, after,
                          changes=[Change(target, "replace", found.entry, patched)])
        return self._success(target, after, "Entry patched.", patched_entry_before=found.entry,
                             patched_entry_after=patched)

    def _remove(self, target: str, old_text: str | None, pinned: str | None) -> dict[str, Any]:
        with self._locked(target):
            live = self._read_for_rewrite(target)
            found = _find(target, live, old_text, pinned)
            after = live[: found.index] + live[found.index + 1:]
            # The two entries the removed one separated are now neighbours.
            self._check_together(target, after, {i for i in (found.index - 1, found.index)
                                                 if 0 <= i < len(after)})
            self._rewrite(target, after, changes=[Change(target, "remove", found.entry, None)])
        return self._success(target, after, "Entry removed.", removed_entry=found.entry)

    def _batch(self, target: str, operations: Any) -> dict[str, Any]:
        _validate_batch(target, operations)  # a malformed batch is refused before any I/O
        self._check_batch_length(target, operations)
        with self._locked(target):
            live = self._read_for_rewrite(target)
            applied = apply_operations(target, live, operations)
            self._check_limit(target, live, applied.after, "Applying this batch")
            self._check_together(target, applied.after,
                                 _touched(applied.after, live, applied.changes))
            if applied.changes:
                self._rewrite(target, applied.after, changes=applied.changes)
        message = f"Batch applied: {len(applied.changes)} operation(s)"
        if applied.skipped:
            message += f", {applied.skipped} duplicate add(s) skipped"
        return self._success(target, applied.after, message + ".",
                             applied=len(applied.changes), skipped=applied.skipped,
                             **applied.by_action(operations))

    # --- plumbing ----------------------------------------------------------------------

    def _run(self, target: str, body: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        """Run one operation and apply the per-turn failure cap to its outcome."""
        try:
            _check_target(target)
            if not self.settings.memory.enabled(target):
                key = "memory_enabled" if target == "memory" else "user_profile_enabled"
                raise OperationRefused(
                    kind=Refusal.DISABLED, message=f"The {target} store is disabled (memory.{key} is false); "
                    f"nothing was written.",
                    hint=f"Enable it with `reverie config set memory.{key} true`.",
                )
            response = body()
        except StoreError as exc:
            if self.raise_unavailable and isinstance(exc, StoreUnavailable):
                raise
            return self._failure(target, exc)
        self._failures = 0
        return response

    def _failure(self, target: str, exc: StoreError) -> StoreResponse:
        self._failures += 1
        if isinstance(exc, OperationRefused) and exc.blocked_category:
            record_block(self.settings, exc.blocked_category, clock=self.clock)
        response = StoreResponse(success=False, error=str(exc))
        response.refusal = refusal_kind(exc)
        if target in TARGETS:
            response["target"] = target
        if isinstance(exc, OperationRefused):
            response.update(exc.details)
        if "current_entries" in response and "usage" not in response and target in TARGETS:
            # Every failure that lists the entries also says how full they are (spec §13).
            shown = response["current_entries"]
            response["usage"] = fmt.usage_text(fmt.size(shown), self.settings.memory.limit(target))
        if self._failures > MAX_FAILURES_PER_TURN:
            # Terminal, as Hermes' (0.19 and 0.22): no current_entries, usage or target, an
            # aborted batch's included, so the model has nothing left to "fix" (issue 32).
            terminal = StoreResponse(success=False, done=True, error=(
                f"Memory operations have failed {self._failures} times this turn. Stop "
                f"retrying: leave memory unchanged and continue your reply. "
                f"(Last error: {exc})"))
            terminal.refusal = response.refusal
            return terminal
        return response

    def _success(self, target: str, live: list[str], message: str,
                 **extra: Any) -> dict[str, Any]:
        limit = self.settings.memory.limit(target)
        # No ``entries`` (spec §13, as Hermes 0.19): listing them on success invites the
        # model to "fix" more and repeat the write; failures carry current_entries.
        return {
            "success": True,
            "target": target,
            "usage": fmt.usage_text(fmt.size(live), limit),
            "entry_count": len(live),
            "message": message,
            **extra,
            "done": True,
        }

    @contextlib.contextmanager
    def _locked(self, target: str, *new: str) -> Iterator[None]:
        self._warm_scan(target, new)
        with exclusive_lock(self.path(target), timeout=self.lock_timeout):
            if self._hook is not None:
                self._hook.settle(target, lambda: self._read(target, errors="replace"))
            # From here on the operation reads each file once: the file it changes is
            # behind the lock, and the other one is read once so the joined scan and the
            # receipt see the same text (issue 28: a write read them four times).
            self._held.files = {}
            try:
                yield
            finally:
                self._held.files = None

    def _warm_scan(self, target: str, new: Sequence[str]) -> None:
        """The first write of a process scans the files as they are (and the new text) once
        before it takes the lock: the scanner compiles its patterns on first use, and that
        first joined scan under the lock held it for 0.3 s (3 s on a loaded machine) while
        Hermes' agent and other writers waited; twelve `reverie memory add` at once timed
        five out (session 28). The scan under the lock still decides; this one only warms."""
        if _SCAN_WARMED.is_set():
            return
        _SCAN_WARMED.set()
        with contextlib.suppress(StoreError, OSError):
            live = {name: self._lenient_entries(name) for name in TARGETS
                    if name == target or self.settings.memory.enabled(name)}
            live[target] = live[target] + [text for text in new if text]
            sequence, labels, _owners = _prompt_sequence(live)
            find_joined_threat(sequence, labels=labels, focus=set(range(len(sequence))))

    def settle(self, target: str) -> None:
        """Take the lock and let the hook resolve what a dead writer left (reconcile)."""
        with self._locked(_check_target(target)):
            pass

    def _read(self, target: str, *, errors: str = "strict") -> str:
        path = self.path(target)
        held = getattr(self._held, "files", None)
        if held is not None and target in held:
            data = held[target]
        else:
            data = self._read_bytes(path)
            if held is not None:
                held[target] = data
        if data is None:
            return ""
        try:
            return data.decode("utf-8", errors=errors)
        except UnicodeDecodeError as exc:
            raise OperationRefused(
                kind=Refusal.FILE, message=f"{path} is not UTF-8 text (bad byte at offset {exc.start}), so Reverie "
                f"leaves it as it is (`memory show --snapshot` shows it decoded leniently).",
                hint="Re-save the file as UTF-8, then retry.",
            ) from exc

    @staticmethod
    def _read_bytes(path: Path) -> bytes | None:
        """The file's bytes, None when there is none."""
        try:
            # A regular file only (through a link, as before): a FIFO MEMORY.md hung
            # `memory show` and the agent's system prompt (issue 19). Something else in the
            # file's place is the store being unreachable, not a refusal of the operation: a
            # background writer is retried and its proposal kept, never dropped as refused.
            return read_regular(path, error=StoreUnavailable)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StoreUnavailable(f"Cannot read {path}: {exc.strerror}.",
                             hint="Check the file's permissions.") from exc

    def _read_for_rewrite(self, target: str) -> list[str]:
        """The live entries, after checking the file is safe to rewrite (no drift)."""
        raw = self._read(target)
        found = fmt.split_entries(raw)
        limit = self.settings.memory.limit(target)
        body = raw[1:] if raw.startswith(fmt.BOM) else raw
        rendered = fmt.render_entries(found)
        if body.strip() != rendered:
            reason = "it does not read back as entries separated by lines holding only '§'"
        elif (rendered.count(fmt.SECTION_SIGN) != max(len(found) - 1, 0)  # a § in an entry
              and any(fmt.is_delimiter_like(line)
                      for entry in found for line in entry.split("\n"))):
            # Only a line ending in CR is a CRLF file; a file of bare '§' lines (empty
            # entries) was misdiagnosed as one (issue 14).
            if any(line.endswith("\r") for entry in found for line in entry.split("\n")
                   if fmt.is_delimiter_like(line)):
                reason = "its entries are separated by '§' lines with Windows (CRLF) line endings"
            else:
                reason = ("it has lines holding only '§' that do not separate two entries"
                          " (empty entries, or '§' lines one after another)")
        elif found and max(map(len, found)) > limit:
            reason = (f"an entry is longer than the whole {target} limit "
                      f"({limit:,} chars), as free-form text appended to it would be")
        else:
            return list(dict.fromkeys(found))  # what parse_entries gives, without re-splitting
        backup = self._backup(target, raw)
        raise DriftError(
            f"{FILE_NAMES[target]} was edited outside the memory store ({reason}). It was "
            f"not rewritten, to keep that edit; a copy is at {backup}.",
            hint=("Repair the file by hand: one entry per block, blocks separated by a "
                  "line holding only §, no entry longer than the limit. Then retry."),
            # Hermes' keys (spec §13): the copy's path and what to do about it.
            details={"drift_backup": str(backup), "remediation": DRIFT_REMEDIATION},
        )

    def _backup(self, target: str, raw: str) -> Path:
        path = self.path(target)
        stamp = int(self.clock.now())
        data = raw.encode("utf-8")
        for n in range(1000):
            candidate = path.with_name(f"{path.name}.bak.{stamp}" + (f".{n}" if n else ""))
            if candidate.exists() and _read_or_none(candidate) != data:
                continue  # an earlier, different backup in the same second: keep it
            atomic_write(candidate, data)
            return candidate
        raise StoreError(f"Too many backups of {path} at {stamp}.")

    def _rewrite(self, target: str, entries: list[str], *, changes: list[Change]) -> None:
        """Write ``entries`` as the whole file."""
        text = fmt.render_entries(entries)
        self._write(target, text, expect=entries, changes=changes,
                    verified=fmt.renders_back(entries, text))

    def _write(self, target: str, text: str, *, expect: list[str],
               changes: list[Change], verified: bool = False) -> None:
        # Last line of defence: never write a file that would read back differently.
        # ``verified``: the caller has shown it reads back as ``expect`` without a second
        # parse (see entries.renders_back and _appended); else the text is parsed here.
        if not verified and fmt.parse_entries(text) != expect:
            raise OperationRefused(
                kind=Refusal.FILE, message=f"{FILE_NAMES[target]} could not be written: the result would not read "
                f"back as the same entries (an existing entry has a line holding only "
                f"'§'). Nothing was written.",
                hint="Edit that entry so '§' shares its line with other text.",
            )
        path = self.path(target)
        if os.path.islink(path):
            # The atomic rename would replace the link with a plain file: the link's target
            # (a dotfiles repo, a shared file) would silently stop receiving the notes.
            raise OperationRefused(
                kind=Refusal.FILE, message=f"{FILE_NAMES[target]} is a symbolic link ({path} -> {os.readlink(path)}); "
                f"Reverie replaces the file atomically and would break the link, so nothing "
                f"was written.", hint="Replace the link with the file itself, then retry.")
        if self._hook is not None and changes:
            # raises when the change cannot be journaled first
            self._hook.intend(target, changes, text)
        # A write that passed the gate keeps the files vouched for when they were before
        # (memory.scan.receipt): the next session's first snapshot then scans nothing.
        # Only while the other files are what this change was checked against: each of two
        # writers racing on the two files checked its entry against the other file's old
        # text, and nobody checked the two new entries side by side.
        texts = self._receipt_texts()
        checked_with = self._checked_with.pop(target, None)
        vouched = (checked_with is not None
                   and all(fmt.parse_entries(other) == checked_with.get(name)
                           for name, other in texts.items() if name != target)
                   and receipt.holds(self._folder(), texts))
        try:
            atomic_write(path, text)
        except OSError as exc:
            if self._hook is not None and changes:
                self._hook.abandon(target, changes)
            hint = (failure_hint(exc) if failure_kind(exc) == "full"
                    else "Check free space and permissions.")
            raise StoreUnavailable(f"Cannot write {path}: {exc.strerror or exc}; the file is "
                                   f"unchanged.", hint=hint) from exc
        self.written[target] = list(expect)
        held = getattr(self._held, "files", None)
        if held is not None:
            held.pop(target, None)  # changed: a later read in this operation reads it again
        if vouched:
            receipt.record(self._folder(), {**texts, target: text})
        self._notify(changes)

    def _check_batch_length(self, target: str, operations: list[Any]) -> None:
        """Refuse, before taking the lock, a batch longer than any this target can need.

        A batch is applied whole under the target's lock, each operation scanned, and its
        limit is checked only at the end (spec 5): tens of thousands of adds (a model's runaway
        list; nothing upstream bounds it) held the lock past every other writer's wait and were
        refused anyway. A target within its limit holds at most ``limit // 4 + 1`` entries
        (one character and the three-character delimiter each); a batch that reworks every
        entry there is and adds every entry there can be needs twice that. A file over its
        limit (a limit lowered, many short lines written by hand) has more entries than that:
        only a batch past the first bound reads the file (unlocked, a count is all it needs)
        and is allowed twice the entries it holds on top.
        """
        limit = self.settings.memory.limit(target)
        allowed = max(MIN_BATCH_OPERATIONS, 2 * (limit // 4 + 1))
        if len(operations) <= allowed:
            return
        try:
            allowed += 2 * len(self.entries(target))
        except StoreError:
            pass  # unreadable: the locked read refuses the batch with the reason
        if len(operations) > allowed:
            raise OperationRefused(
                f"A batch of {len(operations):,} operations is more than {FILE_NAMES[target]} "
                f"can need (at most {allowed:,} at its limit of {limit:,} chars); nothing "
                f"was applied.",
                hint="Send only the changes worth keeping: merge overlapping entries with "
                     "replace and drop stale ones with remove.")

    def _check_limit(self, target: str, before: list[str], after: list[str],
                     doing: str) -> None:
        limit = self.settings.memory.limit(target)
        refusal = limit_refusal(before, after, min(limit, self.ceilings.get(target, limit)),
                                doing)
        if refusal is not None:
            raise refusal

    def _notify(self, changes: list[Change]) -> None:
        if self._hook is not None and changes:
            self._hook(changes)


@dataclass(frozen=True)
class Applied:
    """What a list of operations does to a target's entries (:func:`apply_operations`)."""

    before: list[str]
    after: list[str]
    changes: list[Change]
    skipped: int                      # duplicate adds left out
    #: per operation, the full entry a replace/patch/remove acted on (None for an add)
    resolved: list[str | None]
    #: per operation, the entry it wrote (None for a remove or a skipped add)
    produced: list[str | None] = field(default_factory=list)

    def by_action(self, operations: list[dict[str, Any]]) -> dict[str, Any]:
        """Hermes 0.22's batch answer fields: per 1-based operation number, the entry each
        replace / patch / remove acted on, and what each patch made of it."""
        found: dict[str, dict[int, str]] = {"replace": {}, "patch": {}, "remove": {}}
        made: dict[int, str] = {}
        for number, (op, before, after) in enumerate(
                zip(operations, self.resolved, self.produced, strict=False), start=1):
            action = op.get("action")
            if before is not None and action in found:
                found[action][number] = before
                if action == "patch" and after is not None:
                    made[number] = after
        out: dict[str, Any] = {}
        for action, key in (("replace", "replaced_entries"), ("patch", "patched_entries"),
                            ("remove", "removed_entries")):
            if found[action]:
                out[key] = found[action]
        if made:
            out["patched_entries_after"] = made
        return out


def apply_operations(target: str, entries: list[str], operations: Any, *,
                     batch: bool = True) -> Applied:
    """The store's apply step on a copy of ``entries``: each operation checked, scanned and
    applied in order exactly as :meth:`MemoryStore.apply_batch` applies it under the lock
    (``pinned`` honoured, duplicate adds skipped, a non-empty store never emptied), without
    reading or writing a file and without the limit check (:func:`limit_refusal`).

    A failure is the store's :class:`OperationRefused`, naming the operation's position.
    ``batch=False``: one operation as ``add``/``replace``/``remove`` apply it (its own
    refusal, unnumbered; a remove may empty the file). Previews call this, so a diff shows
    what approval will write."""
    steps = _validate_batch(target, operations)
    if not batch and len(steps) != 1:
        raise ValueError("batch=False takes exactly one operation")
    working = list(entries)
    changes: list[Change] = []
    resolved: list[str | None] = []
    produced: list[str | None] = []
    skipped = 0
    for position, (action, content, old_text, pinned) in enumerate(steps, start=1):
        try:
            change = _apply_step(target, working, action, content, old_text, pinned)
        except OperationRefused as exc:
            if not batch:
                raise
            details = dict(exc.details)
            if "current_entries" in details:
                # What is on disk, not the half-applied working copy: nothing was.
                details["current_entries"] = list(entries)
            raise OperationRefused(
                f"Operation {position} ({action}) failed: {exc} Nothing was applied.",
                details=details, blocked_category=exc.blocked_category, kind=exc.kind,
            ) from exc
        resolved.append(change.before if change is not None else None)
        produced.append(change.after if change is not None else None)
        if change is None:
            skipped += 1
        else:
            changes.append(change)
    if batch and entries and not working:
        raise OperationRefused(
            f"The batch would remove every entry of {FILE_NAMES[target]}; nothing was applied.",
            hint="A batch may not empty a non-empty store; remove entries one by one "
                 "if you really mean to clear it.",
        )
    return Applied(list(entries), working, changes, skipped, resolved, produced)


def limit_refusal(before: list[str], after: list[str], limit: int,
                  doing: str) -> OperationRefused | None:
    """The store's refusal when ``after`` no longer fits ``limit`` (None when it fits)."""
    new_size = fmt.size(after)
    if new_size <= limit:
        return None
    current = fmt.size(before)
    return OperationRefused(
        kind=Refusal.LIMIT, message=f"Memory at {current:,}/{limit:,} chars. {doing} would exceed the limit "
        f"({new_size:,} chars). Consolidate now: use 'replace' to merge overlapping "
        f"entries or 'remove' stale ones, then retry.",
        details={"current_entries": list(before), "usage": fmt.usage_text(current, limit)},
    )


def is_over_limit(response: dict[str, Any] | None) -> bool:
    """Whether a failure response is the limit check's refusal (``limit_refusal``): the
    write was sound but there was no room (the review keeps such an add waiting)."""
    return refusal_of(response) is Refusal.LIMIT


def open_store(settings: Settings, **options: Any) -> MemoryStore:
    """The store of the home/profile ``settings`` describes, with its configured limits."""
    return MemoryStore(settings, **options)


# --- pure helpers --------------------------------------------------------------------------

def _read_or_none(path: Path) -> bytes | None:
    """A backup's bytes, None when it is not a regular file we can read (never compared
    equal, so it is kept and another name is used)."""
    try:
        return read_regular(path, follow=False, error=StoreError)
    except (OSError, StoreError):
        return None


def _check_target(target: Any) -> str:
    if target not in TARGETS:
        raise OperationRefused(f"Unknown memory target {target!r}.",
                               hint="Use 'memory' or 'user'.")
    return target


def _clean_content(content: Any, what: str, empty_hint: str | None = None) -> str:
    if not isinstance(content, str):
        raise OperationRefused(f"{what} must be text, not {type(content).__name__}.")
    # A leading BOM (text pasted from a Windows file) is not content; kept, it would be an
    # invisible character inside the file (the scanner would refuse it).
    content = content.strip().lstrip(fmt.BOM).strip()
    if not content:
        raise OperationRefused(f"{what} cannot be empty.", hint=empty_hint)
    problem = fmt.delimiter_problem(content)
    if problem:
        raise OperationRefused(problem)
    # The scanner refuses over-long content whole, so no unscanned tail is ever stored.
    threat = find_threat(content)
    if threat is not None:
        raise OperationRefused(threat.message, blocked_category=threat.category)
    return content


#: What a no-match refusal tells the agent (its response lists ``current_entries``); the
#: command line words it for a person (worker.cli.memory_cmd).
NO_MATCH_HINT = "Use the exact text or a distinctive part of one of current_entries."


def _locate(target: str, live: list[str], old_text: Any) -> fmt.Match:
    if not isinstance(old_text, str) or not old_text.strip():
        raise OperationRefused("old_text cannot be empty.",
                               hint="Give a distinctive part of the entry to change.")
    try:
        return fmt.locate(live, old_text)
    except fmt.NoMatch:
        raise OperationRefused(
            kind=Refusal.MATCH,
            message=f"No entry matched {fmt.preview(old_text)!r} in {FILE_NAMES[target]}.",
            hint=NO_MATCH_HINT,
            details={"current_entries": list(live)},
        ) from None
    except fmt.AmbiguousMatch as exc:
        previews = [fmt.preview(c) for c in exc.candidates]
        raise OperationRefused(
            kind=Refusal.MATCH,
            message=f"Multiple entries matched {fmt.preview(old_text)!r}: "
            + "; ".join(repr(p) for p in previews) + ".",
            hint="Be more specific: use more of the entry's text.",
            details={"matches": previews},
        ) from None


def _find(target: str, live: list[str], old_text: Any, pinned: str | None) -> fmt.Match:
    """Locate by ``pinned`` (exactly that full entry) when given, else by ``old_text``."""
    if pinned is None:
        return _locate(target, live, old_text)
    if pinned in live:
        return fmt.Match(live.index(pinned), pinned)
    raise OperationRefused(
        kind=Refusal.CHANGED,
        message=f"The entry {fmt.preview(pinned)!r} changed or was removed since it was "
                f"staged; nothing was written.",
        hint="Review the current entries and stage the change again.",
        details={"current_entries": list(live)},
    )


def _appended(raw: str, live: list[str], content: str) -> tuple[str, bool]:
    """The file text with ``content`` appended to ``raw`` as found, and whether it is
    known to read back as ``live + [content]`` without parsing it again.

    add never rewrites what is already there (hand edits included), it only appends. The
    tidy form (trailing blank lines dropped) is used when it reads back right; a file
    ending in a dangling delimiter (``a\\n§\\n``) needs the untrimmed form instead.

    The usual case needs no parse: ``content`` (stripped, not in ``live``) holds no ``§``
    and the trimmed file does not end in one, so the only new delimiter is the one added
    and the split gives the old entries plus ``content``. Anything else is parsed (here,
    or by ``_write`` for the untrimmed form).
    """
    if not live:  # the whole file: a leading BOM would be dropped on reading
        return content, fmt.SECTION_SIGN not in content and not content.startswith(fmt.BOM)
    trimmed = raw.rstrip()
    tidy = trimmed + fmt.DELIMITER + content
    if fmt.SECTION_SIGN not in content and not trimmed.endswith(fmt.SECTION_SIGN):
        return tidy, True
    if fmt.parse_entries(tidy) == live + [content]:
        return tidy, True
    return raw + fmt.DELIMITER + content, False


def _prompt_sequence(live: dict[str, list[str]]
                     ) -> tuple[list[str], _PromptLabels, _PromptLabels]:
    """Every target's entries in prompt order, their labels ("entry 2 of MEMORY.md") and
    owners ((target, entry)); the labels and owners are made when asked for, since a
    write asks for them only when it is refused (issue 28: O(entries) strings a write)."""
    sequence: list[str] = []
    spans: list[tuple[int, str]] = []  # (index of the target's first entry, target)
    for target in TARGETS:
        spans.append((len(sequence), target))
        sequence.extend(live.get(target, []))
    return (sequence, _PromptLabels(sequence, spans, owner=False),
            _PromptLabels(sequence, spans, owner=True))


class _PromptLabels(Sequence):
    """The label ("entry 2 of MEMORY.md") or the owner ((target, entry)) of each entry of a
    prompt sequence, made on access."""

    def __init__(self, sequence: list[str], spans: list[tuple[int, str]], *, owner: bool) -> None:
        self._sequence, self._spans, self._owner = sequence, spans, owner

    def __len__(self) -> int:
        return len(self._sequence)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        first, target = next(span for span in reversed(self._spans) if span[0] <= index)
        if self._owner:
            return (target, self._sequence[index])
        return f"entry {index - first + 1} of {FILE_NAMES[target]}"


def _touched(working: list[str], live: list[str], changes: list[Change]) -> set[int]:
    """Positions in ``working`` a batch added, changed, or brought next to each other."""
    touched = {working.index(c.after) for c in changes if c.after is not None and c.after in working}
    kept = [entry for entry in working if entry in live]
    for before, after in zip(kept, kept[1:], strict=False):
        if live.index(after) != live.index(before) + 1:  # something between them went away
            touched.update((working.index(before), working.index(after)))
    return touched


def _replaced(live: list[str], index: int, new_content: str) -> list[str]:
    after = list(live)
    after[index] = new_content
    # If the new text equals another entry, keep one copy (files hold no duplicates).
    return list(dict.fromkeys(after))


#: The fewest operations a batch may always have, whatever the target's limit (a small limit
#: still lets a batch rework every entry of a file written under a larger one).
MIN_BATCH_OPERATIONS = 256


def _validate_batch(target: str, operations: Any) -> list[tuple[str, Any, Any, Any]]:
    if not isinstance(operations, list) or not operations:
        raise OperationRefused("A batch needs a non-empty list of operations.")
    steps = []
    for position, op in enumerate(operations, start=1):
        if not isinstance(op, dict):
            raise OperationRefused(f"Operation {position} is not an object; nothing was applied.")
        if op.get("target", target) != target:
            raise OperationRefused(
                f"Operation {position} is for target {op.get('target')!r}, but the batch is "
                f"for {target!r}; nothing was applied.",
                hint="Send one batch per target.")
        action = op.get("action")
        if action not in ACTIONS:
            raise OperationRefused(
                f"Operation {position} has action {action!r}; use add, replace, patch or remove. "
                f"Nothing was applied.")
        # ``pinned`` (optional): act on exactly this full entry, as replace/remove(pinned=).
        steps.append((action, op.get("content"), op.get("old_text"), op.get("pinned")))
    return steps


def _apply_step(target: str, working: list[str], action: str, content: Any,
                old_text: Any, pinned: str | None = None) -> Change | None:
    """Apply one batch operation to ``working`` in place; None when it was a duplicate add."""
    if action == "add":
        content = _clean_content(content, "Content")
        if content in working:
            return None
        working.append(content)
        return Change(target, "add", None, content)
    if action == "replace":
        content = _clean_content(content, "New content",
                                 empty_hint="Use remove to delete an entry.")
        found = _find(target, working, old_text, pinned)
        working[:] = _replaced(working, found.index, content)
        return Change(target, "replace", found.entry, content)
    if action == "patch":
        found = _find(target, working, old_text, pinned)
        patched = patched_entry(found.entry, old_text, content)
        working[:] = _replaced(working, found.index, patched)
        return Change(target, "replace", found.entry, patched)
    found = _find(target, working, old_text, pinned)
    del working[found.index]
    return Change(target, "remove", found.entry, None)


def patched_entry(entry: str, old_text: Any, new_text: Any) -> str:
    """``entry`` with its one occurrence of ``old_text`` changed to ``new_text`` (the span
    keeps its whitespace, as Hermes 0.22's patch does), checked and scanned whole."""
    if not isinstance(new_text, str) or not new_text.strip():
        raise OperationRefused("new text cannot be empty.", hint=PATCH_HINT)
    if not isinstance(old_text, str) or not old_text.strip():
        # pinned names the entry, not the span; str(None) would patch the word "None"
        raise OperationRefused("old_text (the span to change) is required for patch.",
                               hint="Give the text inside the entry that the new text replaces.")
    span = old_text if old_text in entry else old_text.strip()
    count = entry.count(span) if span else 0
    if count > 1:
        raise OperationRefused(
            f"{fmt.preview(span)!r} occurs {count} times in the entry; patch changes one span.",
            hint="Give a longer span that occurs once in the entry.")
    patched = entry.replace(span, new_text, 1)
    if patched == entry:
        raise OperationRefused(f"Patch is a no-op: {fmt.preview(span)!r} -> "
                               f"{fmt.preview(new_text)!r} leaves the entry unchanged.")
    return _clean_content(patched, "The patched entry", empty_hint=PATCH_HINT)
