"""Session lineage: walking ``parent_session_id`` without trusting it to be a tree.

Hermes splits one conversation into several sessions (context compression, delegated
sub-agents) linked by ``parent_session_id``. Search groups a child's matches under its
root. The links come from other programs and hand-written JSONL, so they may form a
cycle; every walk here keeps a visited set and terminates.

In a cycle no member is more of a root than another, so we pick one deterministically:
the smallest id among the cycle's members. That way ``root_of`` gives the same answer
from every member (and from every session that hangs off the cycle), and grouping and
exclusion agree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

ParentOf = Callable[[str], "str | None"]
ChildrenOf = Callable[[list[str]], Iterable[str]]


def ancestry(session_id: str, parent_of: ParentOf) -> tuple[list[str], list[str]]:
    """Return ``(path, cycle)``: the walk up from ``session_id``, and the cycle it ended in.

    ``path`` starts at ``session_id``; ``cycle`` is empty when the walk reached a session
    without a parent.
    """
    path: list[str] = []
    seen: dict[str, int] = {}
    current: str | None = session_id
    while current is not None and current not in seen:
        seen[current] = len(path)
        path.append(current)
        parent = parent_of(current)
        current = parent if parent else None
    if current is None:
        return path, []
    return path, path[seen[current]:]


def root_of(session_id: str, parent_of: ParentOf) -> str:
    """The root of ``session_id``'s lineage (for a cycle: its smallest member's id)."""
    path, cycle = ancestry(session_id, parent_of)
    return min(cycle) if cycle else path[-1]


def lineage(session_id: str, parent_of: ParentOf) -> list[str]:
    """The chain from the root down to ``session_id`` (root first)."""
    path, cycle = ancestry(session_id, parent_of)
    if cycle:
        root = min(cycle)
        path = path[: path.index(root) + 1]
    return list(reversed(path))


def family(root: str, children_of: ChildrenOf) -> set[str]:
    """``root`` and every session below it (breadth first, cycle-safe)."""
    members = {root}
    frontier = [root]
    while frontier:
        found = [c for c in children_of(frontier) if c not in members]
        members.update(found)
        frontier = list(dict.fromkeys(found))
    return members
