"""Memory upkeep's consolidation (spec §16, docs/memory-upkeep.md).

- :mod:`.text` — how an entry is read (tokens, values, subject keys, shingles);
- :mod:`.measures` — near-duplicates (shingle containment) and supersession (subject keys);
- :mod:`.plan` — a consolidation as data, and the offline deterministic planner;
- :mod:`.prompt` / :mod:`.answer` — the model's consolidation prompt and the strict check
  of its answer;
- :mod:`.gather` — what is known about each live entry (learned at, mentions, protection);
- :mod:`.repropose` — waiting facts proposed again once there is room;
- :mod:`.engine` — :func:`consolidate_target`, the ``consolidate`` job's engine.
"""

from .engine import ConsolidationResult, consolidate_target

__all__ = ["ConsolidationResult", "consolidate_target"]
