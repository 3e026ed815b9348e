"""The console's memory upkeep (issue 20): the Memory page's upkeep panel, the Archive
page, and their actions — restore an archived fact, protect or unprotect an entry.

Kept apart from :mod:`.views` and :mod:`.app` so the rest of the console is untouched:
:func:`memory_upkeep` is merged into the Memory page's dict, :func:`archive_page` is the
Archive page, and :func:`routes` adds the actions through the app's own ``action``
wrapper (CSRF, JSON or redirect). The library calls are the CLI's (``memory.upkeep.status``,
``memory.upkeep.archive``, ``memory.upkeep.waiting``, ``memory.upkeep.protection``) and every text shown goes
through the console's one withholding rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.routing import Route

from reverie.config import TARGETS, Clock, Settings
from reverie.config.epoch import format_epoch
from reverie.memory.journey import find_node
from reverie.memory.store import open_store
from reverie.memory.upkeep.archive import Archive
from reverie.memory.upkeep.protection import protect, protected_entries, unprotect
from reverie.memory.upkeep.status import target_status
from reverie.memory.upkeep.waiting import WaitingFacts
from reverie.review.summarize import stored_requests

from .views import quotes_read, withhold, withhold_all

ARCHIVE_PAGE = 100


def memory_upkeep(settings: Settings, clock: Clock) -> dict[str, Any]:
    """Per target: usage against high/low water, the attention line, the waiting facts and
    the protected entries (their texts as the page shows them)."""
    status = target_status(settings, clock=clock)
    store = open_store(settings, clock=clock)
    with WaitingFacts(settings, clock=clock) as waiting:
        facts = {t: waiting.facts(t) for t in TARGETS}
    out = {}
    for target in TARGETS:
        view = dict(status[target])
        view["attention"] = withhold(view["attention"]) if view["attention"] else None
        view["percent"] = round(100 * view["usage_ratio"])
        view["waiting_facts"] = [{"id": f.id, "content": withhold(f.content),
                                  "since": format_epoch(f.since)} for f in facts[target]]
        live = store.entries(target)
        view["protected"] = sorted(withhold(t) for t in protected_entries(settings, target,
                                                                          live, clock=clock))
        out[target] = view
    return {"upkeep": out}


def archive_page(settings: Settings, clock: Clock, query: str = "") -> dict[str, Any]:
    """The newest archived facts, or those matching ``query``; the entries moved out of
    each file, and the user's past events with their bound (0: none)."""
    with Archive(settings, clock=clock) as archive:
        archive.settle()
        facts = (archive.search(query, limit=ARCHIVE_PAGE) if query.strip()
                 else archive.facts(limit=ARCHIVE_PAGE))
        counts, episodes = archive.counts(), archive.episode_count()
    return {"query": query, "counts": counts, "episodes": episodes,
            "max_episodes": settings.garden.max_episodes,
            "facts": quotes_read([withhold_all(f.to_dict()) for f in facts],
                                 stored_requests(settings, clock) if facts else None)}


Action = Callable[..., Any]


def routes(action: Callable[[str, Action], Any], respond: Callable[..., Any],
           who: Callable[[Any], str]) -> list[Route]:
    """The upkeep actions under ``/`` and ``/api``: ``archive/{id}/restore``,
    ``archive/{id}/delete`` (as ``memory archive delete``: an episode, the user's dated past
    event, is never restored into a file, only deleted), ``memory/{node}/protect``,
    ``memory/{node}/unprotect``."""

    def _archived(step: str) -> Action:
        """``Archive.restore`` or ``Archive.delete`` of the fact the path names."""
        async def body(c: Any, r: Request) -> Any:
            def run() -> Any:
                with Archive(c.settings, clock=c.clock) as archive:
                    fact = archive.get(r.path_params["fact_id"])
                    return getattr(archive, step)(fact.id, who=who(c)), [fact.text]
            return respond(*await run_in_threadpool(run))
        return body

    def _protection(change: Callable[..., dict[str, Any]]) -> Action:
        async def body(c: Any, r: Request) -> Any:
            def run() -> Any:
                found = find_node(c.settings, r.path_params["node"], clock=c.clock)
                kwargs = {"who": who(c)} if change is protect else {}
                return change(c.settings, found.target, found.entry, clock=c.clock,
                              **kwargs), [found.entry]
            return respond(*await run_in_threadpool(run))
        return body

    out = []
    for prefix in ("", "/api"):
        for path, page, body in (("/archive/{fact_id:int}/restore", "archive", _archived("restore")),
                                 ("/archive/{fact_id:int}/delete", "archive", _archived("delete")),
                                 ("/memory/{node}/protect", "memory", _protection(protect)),
                                 ("/memory/{node}/unprotect", "memory", _protection(unprotect))):
            out.append(Route(prefix + path, action(page, body), methods=["POST"]))
    return out
