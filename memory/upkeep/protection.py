"""Protected entries: what consolidation never merges, shortens or archives (spec §16).

An operator protects a live entry (``reverie memory protect TEXT``, or the console); the
entry is found the way the store finds one (an equal entry, else the one entry containing
the text). Protection belongs to that entry: when it is later replaced (an operator's edit,
an approved correction) the protection follows the replacement, found through the journal's
before/after rows, so an edit does not silently unprotect it. Removing the entry ends it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reverie.config import SYSTEM_CLOCK, Clock, Settings, StagingError, StoreError

from .. import entries as fmt
from ..journal import Journal
from ..store import MemoryStore
from .upkeep_db import UpkeepDB

#: How many replacements a protection follows before giving up (an edit chain that long is
#: not one entry any more).
FOLLOW_REPLACES = 20


def _resolve(entries: Sequence[str], text: str, what: str) -> str:
    try:
        return fmt.locate(list(entries), text).entry
    except fmt.NoMatch:
        raise StoreError(f"No {what} matched {text.strip()[:80]!r}.",
                         hint="Give the entry's text, or a part of it only it contains "
                              "(see `reverie memory show`).") from None
    except fmt.AmbiguousMatch as exc:
        shown = "; ".join(repr(c[:40]) for c in exc.candidates)
        raise StoreError(f"Several {what}s matched {text.strip()[:80]!r}: {shown}.",
                         hint="Give more of the entry's text.") from None


def protect(settings: Settings, target: str, text: str, *, who: str | None = None,
            clock: Clock = SYSTEM_CLOCK) -> dict[str, Any]:
    """Protect the live entry ``text`` locates; a response dict."""
    entry = _resolve(MemoryStore(settings, clock=clock).entries(target), text, "entry")
    with UpkeepDB(settings, clock=clock) as db, db.write() as conn:
        conn.execute("INSERT OR IGNORE INTO upkeep_protected(target, text, who, at)"
                     " VALUES (?,?,?,?)", (target, entry, who, clock.now()))
    return {"success": True, "target": target, "protected": entry,
            "message": f"Protected in {target}: consolidation will not merge, shorten or "
                       "archive this entry."}


def unprotect(settings: Settings, target: str, text: str, *,
              clock: Clock = SYSTEM_CLOCK) -> dict[str, Any]:
    """End the protection of the entry ``text`` locates among the protected ones."""
    with UpkeepDB(settings, clock=clock) as db:
        kept = [r["text"] for r in db.rows("SELECT text FROM upkeep_protected WHERE target = ?",
                                           (target,))]
        entry = _resolve(kept, text, "protected entry")
        with db.write() as conn:
            conn.execute("DELETE FROM upkeep_protected WHERE target = ? AND text = ?",
                         (target, entry))
    return {"success": True, "target": target, "unprotected": entry,
            "message": f"No longer protected in {target}."}


def protected_entries(settings: Settings, target: str, live: Sequence[str], *,
                      db: UpkeepDB | None = None, clock: Clock = SYSTEM_CLOCK) -> set[str]:
    """The live entries of ``target`` that are protected, following replacements."""
    own = db is None
    db = db or UpkeepDB(settings, clock=clock)
    try:
        kept = [r["text"] for r in db.rows("SELECT text FROM upkeep_protected WHERE target = ?",
                                           (target,))]
        current = set(live)
        found = {text for text in kept if text in current}
        moved = {text: _follow(settings, target, text, current)
                 for text in kept if text not in current}
        moved = {old: new for old, new in moved.items() if new is not None}
        if moved:
            with db.write() as conn:
                for old, new in moved.items():
                    conn.execute("UPDATE OR IGNORE upkeep_protected SET text = ? WHERE target = ?"
                                 " AND text = ?", (new, target, old))
            found.update(moved.values())
        return found
    except StagingError:
        return set()  # an unreadable journal protects nothing new; consolidation says why
    finally:
        if own:
            db.close()


def _follow(settings: Settings, target: str, text: str, live: set[str]) -> str | None:
    """The live entry ``text`` became through a chain of journaled replaces, if any."""
    with Journal(settings) as journal:
        for _ in range(FOLLOW_REPLACES):
            after = journal.replaced_by(target, text)
            if after is None:
                return None
            text = after
            if text in live:
                return text
    return None


def protected_list(settings: Settings, *, clock: Clock = SYSTEM_CLOCK) -> list[dict[str, Any]]:
    """Every protection (target, text, who, when), for listings."""
    with UpkeepDB(settings, clock=clock) as db:
        return [dict(r) for r in db.rows("SELECT target, text, who, at FROM upkeep_protected"
                                         " ORDER BY target, at")]
