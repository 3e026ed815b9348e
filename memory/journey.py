"""The learning journey: what the agent knows now, as a timeline of when and how it learned it.

Nodes are the current entries of both targets. Each is dated by the newest journal change
that produced its exact text (added, replaced into, approved, restored by undo); entries
the journal has never seen — written before Reverie, or by hand — come first, marked
"before Reverie". Then oldest first.

A node id has the Hermes shape ``memory:<target>:<index>:<fingerprint>``; the fingerprint
(8 hex of the entry's SHA-256) is what identifies it, so it stays valid while other entries
come and go, and it alone (or a unique prefix of 4+ digits) is accepted too.

Hermes 0.19's own journey ids are accepted beside them: ``memory:<memory|profile>:<index>``,
where ``profile`` is USER.md and ``index`` counts across both files, MEMORY.md's entries first
(Hermes' journey graph numbers its cards that way). Such an id names a position, not a text:
it means whatever entry is there now, as in Hermes; an index past the end, or one that falls
in the other file, is refused as stale. Each node carries its ``hermes_id`` too.

Hermes 0.22's ids add the entry's text digest: ``memory:<memory|profile>:<index>:<fp>``
with ``fp`` 12 hex of the SHA-256 of the stripped entry. Hermes resolves them by the text
alone (the index only says where the card was), so Reverie does the same: the entry of that
file whose digest matches, wherever it moved, or stale when none does. They are told from
Reverie's own ids by the source ``profile`` or the 12-digit fingerprint.

``delete`` and ``edit`` go through the store, pinned to the node's exact text: the store's
lock, scan and drift rules apply, and a node changed meanwhile is refused, never clobbered.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shlex
import shutil
import subprocess
import tempfile
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from reverie.config import SYSTEM_CLOCK, TARGETS, Clock, Settings, StagingError, UsageError
from reverie.config.fs import ensure_private_dir
from reverie.config.regular import read_regular
from reverie.config.terminal import quoted_id

from .journal import Journal, JournalOp
from .journaled import journaled_writes, open_journaled_store
from .pending.records import format_timestamp

log = logging.getLogger("reverie.memory")

NODE_PREFIX = "memory"
#: Hermes' journey names for the two files: MEMORY.md is "memory", USER.md is "profile".
HERMES_SOURCES = {"memory": "memory", "profile": "user"}


def entry_fingerprint(entry: str) -> str:
    return hashlib.sha256(entry.encode("utf-8")).hexdigest()[:8]


#: Hermes 0.22's digest of an entry in its journey ids (agent.learning_graph).
HERMES_FINGERPRINT_DIGITS = 12


def hermes_fingerprint(entry: str) -> str:
    return hashlib.sha256(entry.strip().encode("utf-8")).hexdigest()[:HERMES_FINGERPRINT_DIGITS]


@dataclass(frozen=True)
class JourneyNode:
    node_id: str
    fingerprint: str
    target: str
    index: int
    entry: str
    learned_at: float | None      # None: before Reverie / unknown
    how: str
    origin: str | None = None
    op_id: int | None = None
    record_id: str | None = None
    evidence: Any = None
    hermes_id: str | None = None    # memory:<memory|profile>:<index across both files>

    @property
    def when(self) -> str:
        return "before Reverie" if self.learned_at is None else format_timestamp(self.learned_at)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"when": self.when}


def _how(op: JournalOp | None) -> str:
    if op is None:
        return "before Reverie (no journal record)"
    verb = {"add": "added", "replace": "rewritten", "remove": "restored"}.get(op.action or "", "written")
    if op.event == "undone":
        return f"restored by undo of operation {op.undo_of}" + (f" by {op.who}" if op.who else "")
    if op.event == "approved":
        source = "background review" if op.origin == "background_review" else "a staged change"
        who = f" by {op.who}" if op.who else ""
        return f"{verb} from {source}, approved{who} (record {op.record_id})"
    if op.origin == "background_review":
        return f"{verb} by background review" + (f" (record {op.record_id})" if op.record_id else "")
    via = f" via {op.via}" if op.via else ""
    return f"{verb} in the foreground{via}" + (f" by {op.who}" if op.who else "")


def journey(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> list[JourneyNode]:
    """Every current entry of both targets, as a timeline (see module docstring)."""
    store = open_journaled_store(settings, clock)
    nodes: list[JourneyNode] = []
    with Journal(settings, clock=clock) as journal:
        for target in TARGETS:
            for index, entry in enumerate(store.entries(target)):
                op = journal.last_change_to(target, entry)
                fp = entry_fingerprint(entry)
                nodes.append(JourneyNode(
                    node_id=f"{NODE_PREFIX}:{target}:{index}:{fp}", fingerprint=fp,
                    target=target, index=index, entry=entry,
                    learned_at=op.at if op else None, how=_how(op),
                    origin=op.origin if op else None, op_id=op.op_id if op else None,
                    record_id=op.record_id if op else None,
                    evidence=op.evidence if op else None))
    # Hermes numbers its cards across both files, MEMORY.md's first.
    memory_count = sum(1 for n in nodes if n.target == "memory")
    source = {target: name for name, target in HERMES_SOURCES.items()}
    nodes = [replace(n, hermes_id=f"{NODE_PREFIX}:{source[n.target]}:"
                                  f"{n.index + (memory_count if n.target == 'user' else 0)}")
             for n in nodes]
    # Unknown dates first (they predate the journal), then by time, then file order.
    nodes.sort(key=lambda n: (n.learned_at is not None, n.learned_at or 0.0,
                              n.op_id or 0, TARGETS.index(n.target), n.index))
    return nodes


#: Past events the journey shows, the last said: the archive keeps thousands
#: (reverie.garden.max_episodes), `reverie memory archive` and the Archive page list them all.
JOURNEY_PAST_EVENTS = 20


def past_events(settings: Settings, *, clock: Clock = SYSTEM_CLOCK,
                limit: int | None = JOURNEY_PAST_EVENTS) -> tuple[list[Any], int]:
    """The user's dated past events the archive holds (episodes, issue 31), the ``limit``
    said last, oldest said first, and how many there are. They were learned as the entries
    were, but are kept out of the prompt, so the journey lists them apart and a node id
    never names one: the archive's id does (docs/memory-upkeep.md, "Episodes")."""
    from .upkeep.archive import EPISODE, Archive  # the archive opens journal.db's upkeep tables

    with Archive(settings, clock=clock) as archive:
        if limit:
            return archive.said_last(limit, kind=EPISODE)
        facts = archive.facts(kind=EPISODE)
    facts.sort(key=lambda f: (f.learned_at or 0.0, f.id))
    return facts, len(facts)


def past_event_how(fact: Any, *, command: bool = True) -> str:
    """How a past event came, and (``command``: on the command line) how it leaves: the
    journey's line under it. The console has a Delete button instead."""
    session = fact.evidence.get("session_id") if isinstance(fact.evidence, dict) else None
    source = f" from session {session}" if session else ""
    how = (f"archived by background review{source} on "
           f"{format_timestamp(fact.archived_at or 0)}; kept in the archive, never in the prompt")
    return how + (f"; `reverie memory archive delete {fact.id}` deletes it" if command else "")


def find_node(settings: Settings, node: str, *, clock: Clock = SYSTEM_CLOCK) -> JourneyNode:
    """The node named by a full id, a fingerprint, or a unique fingerprint prefix (4+)."""
    text = (node or "").strip().lower()
    parts = text.split(":")
    target = None
    if len(parts) == 3 and parts[0] == NODE_PREFIX and parts[1] in HERMES_SOURCES:
        return _find_hermes_node(settings, node, parts[1], parts[2], clock)
    if len(parts) == 4 and parts[0] == NODE_PREFIX and parts[1] in HERMES_SOURCES and (
            parts[1] == "profile" or len(parts[3]) == HERMES_FINGERPRINT_DIGITS):
        return _find_hermes_text_node(settings, node, parts[1], parts[3], clock)
    if len(parts) == 4 and parts[0] == NODE_PREFIX:
        target, key = parts[1], parts[3]
    elif len(parts) == 1:
        key = parts[0]
    else:
        raise UsageError(f"{quoted_id(node)} is not a journey node id.",
                         hint="Use an id from `reverie memory journey list` "
                              "(memory:<target>:<index>:<fingerprint>), its fingerprint, or "
                              "Hermes' memory:<memory|profile>:<index>.")
    if len(key) < 4 or any(c not in "0123456789abcdef" for c in key):
        raise UsageError(f"{quoted_id(node)} is not a journey node id.",
                         hint="Give the 8-hex-digit fingerprint (at least 4 digits of it).")
    matches = [n for n in journey(settings, clock=clock)
               if n.fingerprint.startswith(key) and (target is None or n.target == target)]
    if not matches:
        raise StagingError(f"No current entry has the node id {quoted_id(node)}.",
                           hint="The entry may have changed; run `reverie memory journey list`.")
    if len(matches) > 1:
        raise UsageError(f"{quoted_id(node)} names {len(matches)} entries.",
                         hint="Give more digits of the fingerprint.")
    return matches[0]


def _find_hermes_node(settings: Settings, node: str, source: str, index: str,
                      clock: Clock) -> JourneyNode:
    if not index.isdecimal() or len(index) > 6:  # isdigit() also takes "²", which int() refuses
        raise UsageError(f"{quoted_id(node)} is not a journey node id.",
                         hint="Hermes' memory ids end in the entry's number, e.g. memory:profile:3.")
    for found in journey(settings, clock=clock):
        if found.hermes_id == f"{NODE_PREFIX}:{source}:{int(index)}":
            return found
    raise StagingError(f"No current {source} entry has the Hermes node id {quoted_id(node)}.",
                       hint="The entries moved since the id was shown; run "
                            "`reverie memory journey list` (or refresh Hermes' journey).")


def _find_hermes_text_node(settings: Settings, node: str, source: str, fingerprint: str,
                           clock: Clock) -> JourneyNode:
    """A Hermes 0.22 id: the entry of that file whose text digest is ``fingerprint``."""
    if len(fingerprint) != HERMES_FINGERPRINT_DIGITS or any(
            c not in "0123456789abcdef" for c in fingerprint):
        raise UsageError(f"{quoted_id(node)} is not a journey node id.",
                         hint="Hermes' memory ids end in 12 hex digits, e.g. "
                              "memory:profile:3:0123456789ab.")
    target = HERMES_SOURCES[source]
    for found in journey(settings, clock=clock):
        if found.target == target and hermes_fingerprint(found.entry) == fingerprint:
            return found
    raise StagingError(f"No current {source} entry has the Hermes node id {quoted_id(node)}.",
                       hint="The entry changed or was removed since the id was shown; run "
                            "`reverie memory journey list` (or refresh Hermes' journey).")


def delete_node(settings: Settings, node: str, *, who: str | None = None,
                via: str = "journey", clock: Clock = SYSTEM_CLOCK) -> dict[str, Any]:
    """Remove the node's entry through the store, pinned to its exact text."""
    found = find_node(settings, node, clock=clock)
    with journaled_writes(settings, origin="foreground", who=who, via=via,
                          clock=clock) as store:
        response = store.remove(found.target, found.entry, pinned=found.entry)
    return _with_node(response, found)


def editor_command(environ: Any) -> list[str]:
    """``$VISUAL``, then ``$EDITOR``, then ``vi``, split like a shell would: the order git,
    less and click read them in, so one setting picks the same editor everywhere."""
    for name in ("VISUAL", "EDITOR"):
        value = (environ.get(name) or "").strip()
        if value:
            try:
                words = shlex.split(value)
            except ValueError as exc:  # an unclosed quote: no shell could run it either
                raise StagingError(f"${name} ({value!r}) cannot be split into a command: "
                                   f"{exc}.", hint=f"Fix the quoting in ${name}.") from exc
            if words:
                return words
    return ["vi"]


def edit_node(settings: Settings, node: str, *, who: str | None = None,
              clock: Clock = SYSTEM_CLOCK) -> dict[str, Any]:
    """Open the node's entry in the editor; save the result through the store (pinned)."""
    found = find_node(settings, node, clock=clock)
    return _save_edit(settings, found, _run_editor(settings, found), who=who, via="journey",
                      clock=clock)


def replace_node(settings: Settings, node: str, text: str, *, who: str | None = None,
                 via: str = "journey", clock: Clock = SYSTEM_CLOCK) -> dict[str, Any]:
    """Replace the node's entry with ``text`` through the store, pinned to its exact text
    (the console's edit; `edit_node` is the same with an editor in between)."""
    found = find_node(settings, node, clock=clock)
    return _save_edit(settings, found, (text or "").strip(), who=who, via=via, clock=clock)


def _save_edit(settings: Settings, found: JourneyNode, edited: str, *, who: str | None,
               via: str, clock: Clock) -> dict[str, Any]:
    if edited == found.entry:
        return _with_node({"success": True, "target": found.target, "done": True,
                           "message": "No change: the entry was saved as it was."}, found)
    if not edited:
        return _with_node({"success": False, "target": found.target, "error":
                           "The edited entry is empty; nothing was changed. "
                           "Use `reverie memory journey delete` to remove an entry."}, found)
    with journaled_writes(settings, origin="foreground", who=who, via=via,
                          clock=clock) as store:
        response = store.replace(found.target, found.entry, edited, pinned=found.entry)
    return _with_node(response, found)


def _run_editor(settings: Settings, found: JourneyNode) -> str:
    # The draft may hold personal facts: an owner-only file in Reverie's own directory.
    workdir = ensure_private_dir(settings.reverie_dir / "edit")
    fd, name = tempfile.mkstemp(prefix=f"journey-{found.fingerprint}-", suffix=".md",
                                dir=workdir)
    path = Path(name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(found.entry + "\n")
        command = editor_command(settings.environ) + [str(path)]
        try:
            result = subprocess.run(command, check=False)
        except OSError as exc:
            raise StagingError(f"Cannot start the editor {command[0]!r}: {exc.strerror or exc}.",
                               hint="Set $EDITOR (or $VISUAL) to an editor that is installed.") \
                from exc
        if result.returncode != 0:
            raise StagingError(f"The editor exited with status {result.returncode}; "
                               "nothing was changed.")
        try:
            # The editor may have replaced the draft: a regular file only (config.regular).
            return read_regular(path, error=StagingError).decode("utf-8").strip()
        except (OSError, UnicodeDecodeError, StagingError) as exc:
            raise StagingError(f"Cannot read the edited entry back: {exc}; nothing was changed.",
                               hint="Save the file as UTF-8 text.") from exc
    finally:
        _remove_draft(path)


def _remove_draft(path: Path) -> None:
    """The draft holds personal facts: removed whatever the editor left there (an editor
    that replaced it with a directory made the clean-up fail and hide why the edit did)."""
    try:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove the journey draft %s: %s", path, exc.strerror or exc)


def _with_node(response: dict[str, Any], found: JourneyNode) -> dict[str, Any]:
    out = dict(response)
    out["node"] = found.node_id
    return out
