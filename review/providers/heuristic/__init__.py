"""The offline provider: deterministic rules instead of a model, and no network.

It is the embedded default, so the whole system works with no key. For a review it reads
the review as data (``generate_json(..., review=ReviewInput)``, :mod:`review.review_input`),
never the prompt text, and works in two steps:

* :mod:`.extract` — the user's new messages, sentence by sentence, through the rule tables
  (:mod:`.rules_en`, :mod:`.rules_zh`; :mod:`.table` says how a row is tried), and, for a
  sentence no row takes, the shape layer (:mod:`.disclosure`: what the user says about
  themselves, read from the shape of the clause), into candidate entries and removals;
* :mod:`.plan` — dedupe, supersession of the live entry a change names (:mod:`.changes`,
  :mod:`.slots`, :mod:`.lexicon`) or of the same single-valued slot (``review.slots``), well-formedness (every entry is a self-contained
  declarative sentence in the user's language, ``review.wellformed``: what fails is withdrawn
  and reported on ``Generation.withdrawn``) and room (the surest adds first; what does not fit
  the target's limit waits for room, ``memory.upkeep.waiting``, and is never withdrawn).

``generate_text`` writes an extractive summary (:mod:`.summary`). The rules and their
limits are in docs/review.md.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from typing import Any

from reverie.config.errors import PermanentProviderError

from ...review_input import ReviewInput
from ...review_scope import review_scope
from ..base import Generation, Provider, Usage, estimate_tokens, parse_json_reply
from ..registry import register
from .keep_filter import KeepFilter, active
from .summary import SUMMARY_LIMIT, summarize
from .writing import third_person

__all__ = ["SUMMARY_LIMIT", "HeuristicProvider", "propose_operations", "propose_review",
           "summarize", "third_person"]


def propose_operations(review: ReviewInput) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The review operations the rules find in ``review``'s new messages, minus what its
    live entries keep, and the proposals withdrawn because they could not be written as a
    well-formed entry (each ``{"proposal": …, "reason": …}``)."""
    operations, withdrawn, _ = propose_review(review)
    return operations, withdrawn


def propose_review(review: ReviewInput, keep: KeepFilter | None = None) -> tuple[
        list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """:func:`propose_operations`, and the user's dated past events for the archive (each
    ``{"content", "evidence", "reason"}``, review.episodes); ``keep``: the learned keep filter,
    when it is on (:mod:`.keep_filter`)."""
    # Imported on the first review, not with the package: a model-backed review imports
    # this package for its writer and dates (review.model_rules), and the rule tables and
    # the shape layer (~1,000 patterns, ~0.4 s of CPU to compile) are the offline review's.
    from .extract import find
    from .plan import plan_episodes, plan_operations
    with review_scope():   # the review's readings are kept for it alone (review21 R1)
        findings = find(review, keep)
        return (*plan_operations(findings, review), plan_episodes(findings, review))


@register("heuristic")
class HeuristicProvider(Provider):
    name = "heuristic"
    default_model = "heuristic-v1"
    needs_network = False

    def generate_text(self, prompt: str, *, system: str | None = None) -> Generation:
        started = self.clock.monotonic()
        text = summarize(prompt)
        return self._generation(prompt, system, text, None, started)

    def generate_json(self, prompt: str, *, schema: Mapping[str, Any],
                      system: str | None = None,
                      review: ReviewInput | None = None) -> Generation:
        if "operations" not in (schema.get("properties") or {}):
            raise PermanentProviderError(
                "The heuristic provider can only answer the review schema ({\"operations\": [...]}).",
                hint="Configure a model provider (gemini or openai) for other structured output.")
        if review is None:
            raise PermanentProviderError(
                "The heuristic provider reviews the review's data, and none was given.",
                hint="Call it through review.engine.review_session, or pass review= "
                     "(review.prompts.build_review_prompt(...).review).")
        started = self.clock.monotonic()
        operations, withdrawn, episodes = propose_review(
            review, active(self.settings.keep_filter, self.settings.keep_filter_threshold))
        text = json.dumps({"operations": operations}, ensure_ascii=False)
        data = parse_json_reply(text, schema)  # holds our own output to the same contract
        generation = self._generation(prompt, system, text, data, started, tuple(withdrawn),
                                      checked_against=schema)
        return dataclasses.replace(generation, episodes=tuple(episodes))

    def _generation(self, prompt: str, system: str | None, text: str,
                    data: dict[str, Any] | None, started: float,
                    withdrawn: tuple[dict[str, Any], ...] = (), *,
                    checked_against: Mapping[str, Any] | None = None) -> Generation:
        usage = Usage(input_tokens=estimate_tokens((system or "") + prompt),
                      output_tokens=estimate_tokens(text), cached_tokens=0,
                      latency_s=self.clock.monotonic() - started)
        return Generation(text=text, data=data, usage=usage, model=self.model, provider=self.name,
                          withdrawn=withdrawn, checked_against=checked_against)
