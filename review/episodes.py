"""Episodes: a user's own dated past events, kept in the archive and never in the prompt.

"On Saturday I ran a charity 5K", said on 8 May 2023, is no lasting fact about the user: kept
in USER.md it reads as a habit for months. It is still the user's history, which the agent
should be able to find when asked. So the extractor writes it as an episode with the date
the message fixes ("User ran a charity 5K on 6 May 2023.", ``Generation.episodes``), and
the review places it here, in the archive (kind ``episode``), which the agent searches
through state.db's mirror; it never reaches a memory file (issue 31, docs/review.md 1.5).

Placing is the archive's write, with a staged add's checks:

- **the user's own words only**: its evidence must be user messages this review showed; an
  episode resting on the friend's, the assistant's or a tool's message is dropped (a web
  page must not write the user's history);
- **"don't remember" honoured**: content a request covers is dropped, as validation drops
  a proposal (section 3);
- **scanned**: text the memory scan blocks is dropped (and counted, as a proposal is);
- **one person's session**: in a group's shared session (``shared``) a fact about the user
  waits for the operator to say whose it is (docs/review.md 1.5); an episode cannot wait, so
  none is written there;
- **once**: text the archive already holds for the target (archived, or deleted by an
  operator) or a live entry holds is not written again;
- **evidence kept** as a staged add's: the message ids, up to three scanned quotes, and when
  the user said it (``learned_at``);
- **bounded**: past ``reverie.garden.max_episodes`` the oldest said are retired
  (:meth:`Archive.retire_episodes`).

Approval settings govern what enters the prompt; an episode never does, so it is placed at
once whatever they say. The operator sees it in the review's output (``review --now``, ``run
--once``), ``reverie memory archive`` and the console's archive page, finds it with ``archive
search``, and deletes it with ``reverie memory archive delete ID``; a later "forget that I …"
from the user deletes the archived facts it covers (:func:`forget_requested`); it is never restored
into a file.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from reverie.config import Settings
from reverie.memory.journal import normalised
from reverie.memory.scan.scanner import withhold
from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem
from reverie.memory.upkeep.upkeep_db import UpkeepDB

from .exclusions import Exclusions, new_key

TARGET = "user"
WHY = "a dated past event the user told: kept in the archive, never in the prompt"


def place_episodes(settings: Settings, episodes: Sequence[Mapping[str, Any]], *,
                   by_id: Mapping[int, Any], live: Sequence[str], exclusions: Exclusions,
                   scan: Callable[[str], str | None],
                   evidence_of: Callable[[Sequence[int]], dict[str, Any]],
                   db: UpkeepDB, shared: bool = False,
                   ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Archive ``episodes`` (each ``{"content", "evidence", "reason"}``) as the module says;
    returns what was placed and what was dropped, each with its reason, for the review's
    result. ``evidence_of``: the staged add's evidence record of message ids (quotes scanned)."""
    placed: list[dict[str, Any]] = []
    dropped: list[dict[str, Any]] = []
    archive = Archive(settings, clock=db.clock, db=db)
    held = {normalised(e) for e in live}
    items: list[ArchiveItem] = []
    for episode in episodes:
        content = str(episode.get("content") or "").strip()
        ids = [i for i in episode.get("evidence") or () if i in by_id]
        why = SHARED if shared else _refused(content, ids, by_id, exclusions, scan)
        if why is None and (normalised(content) in held or archive.holds(TARGET, content)):
            why = "the archive or a memory file already holds it"
        if why is not None:
            # Printed by `review --now` and sent as JSON: a blocked secret or injection is
            # withheld there (as a dropped proposal is), and a "don't remember" is not shown.
            dropped.append({"episode": withhold(content) if why != _EXCLUDED else "[withheld]",
                            "reason": withhold(why)})
            continue
        held.add(normalised(content))
        evidence = evidence_of(ids)
        items.append(ArchiveItem(text=content, kind=EPISODE, why=WHY,
                                 learned_at=evidence.get("said_at"), evidence=evidence))
    if items:
        ids = archive.insert_archived(TARGET, items)
        archive.mirror_ids(ids)
        bound = settings.garden.max_episodes
        retired = set(archive.retire_episodes(bound))
        # One said before every past event kept, at the bound, left at once: not placed.
        placed = [{"id": i, "target": TARGET, "content": item.text}
                  for i, item in zip(ids, items, strict=False) if i not in retired]
        dropped += [{"episode": withhold(item.text), "reason": f"older than every past event "
                     f"kept, and the archive keeps at most {bound:,} (reverie.garden.max_episodes)"}
                    for i, item in zip(ids, items, strict=False) if i in retired]
    return placed, dropped


def forget_requested(settings: Settings, requests: Sequence[str], *, db: UpkeepDB) -> list[int]:
    """The archived facts a "forget …" / "don't remember …" request in the new messages
    covers are deleted, as ``memory archive delete`` does (words replaced by their
    fingerprint, mirror removed): past events, and entries a consolidation or a correction
    moved out of a file (session 27). Neither is in the prompt, so the user's word takes
    them out without an operator (a live entry's removal waits for one); left, a forgotten
    fact stayed in the agent's search and could be restored into the prompt. Returns the ids
    deleted."""
    if not requests:
        return []
    archive = Archive(settings, clock=db.clock, db=db)
    matchers = [Exclusions(new_key()).with_requests([request]) for request in requests]
    deleted = []
    # A pending consolidation's proposed row too: it would be archived when its record
    # settles, whoever decides it (review29 R6).
    for fact in archive.facts(states=("archived", "proposed")):
        # Every term of the request: a delete is final, and an allowance for a retelling
        # let "… the old observatory in Lund" delete the visit to every town's.
        if any(m.vetoes(fact.text, every_term=True) for m in matchers) and archive.delete(
                fact.id, who="the user's request", states=("archived", "proposed"))["success"]:
            deleted.append(fact.id)
    return deleted


_EXCLUDED = "the user asked not to remember this"
SHARED = "a group's shared session: whose past event this is, only an operator could say"


def _refused(content: str, ids: Sequence[int], by_id: Mapping[int, Any],
             exclusions: Exclusions, scan: Callable[[str], str | None]) -> str | None:
    """Why an episode may not be archived, or None."""
    if not content:
        return "no content"
    if not ids or any(getattr(by_id[i], "role", None) != "user" for i in ids):
        return "an episode rests on the user's own messages only"
    if exclusions.vetoes(content):
        return _EXCLUDED
    threat = scan(content)
    if threat:
        return f"blocked by the memory scan: {threat}"
    return None
