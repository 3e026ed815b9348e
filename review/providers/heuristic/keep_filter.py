"""learn86 (issue 31, precision): a learned gate over the heuristic's kept entries.

A logistic regression over :data:`.keep_features.FEATURES`, trained offline on people's
true/false verdicts of the heuristic's own entries on the dev halves
(``eval/train_keep_filter.py``), drops a candidate whose estimated chance of being true is
below the threshold. Scoring is pure Python: one dot product per candidate.

The weights live in ``keep_weights.json`` beside this module. The file is checked when it is
loaded (its feature names must be this code's, in order; every number finite; its provenance
must say it was trained on dev halves only): a file that fails is refused with one logged line
and the filter is off, so a broken file never stops a review nor drops an entry. The option is
``auxiliary.background_review.keep_filter`` (off by default; docs/review.md 9.10).
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from .keep_features import FEATURES, features
from .table import REASONS, Candidate

log = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("keep_weights.json")
_PROVENANCE = ("labels", "halves", "commit", "date", "validation")

#: eval/train_keep_filter.py only: called with what :func:`.keep_features.features` reads
#: (candidate, said, answered, between_people) for every candidate at the gate, filter on or
#: off, so the trainer computes the features the runtime would.
Observer = Callable[[Candidate, str, "str | None", bool], None]
observers: list[Observer] = []


#: What the user asked to keep ("Remember that …", "From now on …") is never the filter's to
#: drop: the dev corpora hold almost no such asks, so the weights know nothing of them, and the
#: bench's "Remember that …" facts were all scored false.
ASKED = frozenset({REASONS["explicit"], REASONS["standing"]})


class WeightsError(ValueError):
    """A weights file that cannot be used (the message is one line)."""


@dataclass(frozen=True)
class KeepFilter:
    weights: tuple[float, ...]
    bias: float
    threshold: float

    def probability(self, values: Sequence[float]) -> float:
        """The estimated chance that an entry with these features is true."""
        z = self.bias + sum(w * x for w, x in zip(self.weights, values, strict=True))
        return 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))

    def keeps(self, values: Sequence[float]) -> bool:
        return self.probability(values) >= self.threshold


def parse(data: Any, source: str = "the weights file") -> KeepFilter:
    """The filter a weights file's JSON describes, or :class:`WeightsError` saying why not."""
    if not isinstance(data, dict):
        raise WeightsError(f"{source} is not a JSON object")
    names = data.get("features")
    if names != list(FEATURES):
        raise WeightsError(f"{source} was trained on other features than this code computes; retrain it")
    weights, bias, threshold = data.get("weights"), data.get("bias"), data.get("threshold")
    if not isinstance(weights, list) or len(weights) != len(FEATURES) or not all(_finite(w) for w in weights):
        raise WeightsError(f"{source} needs {len(FEATURES)} finite weights")
    if not _finite(bias):
        raise WeightsError(f"{source} needs a finite bias")
    if not _finite(threshold) or not 0.0 < threshold < 1.0:
        raise WeightsError(f"{source} needs a threshold between 0 and 1")
    provenance = data.get("provenance")
    if not isinstance(provenance, dict) or any(key not in provenance for key in _PROVENANCE):
        raise WeightsError(f"{source} lacks its provenance ({', '.join(_PROVENANCE)})")
    if provenance["halves"] != ["dev"]:
        raise WeightsError(f"{source} must be trained on dev halves only, not {provenance['halves']!r}")
    return KeepFilter(tuple(float(w) for w in weights), float(bias), float(threshold))


def _finite(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


@lru_cache(maxsize=8)
def load(path: Path = WEIGHTS) -> KeepFilter | None:
    """The filter in ``path``, read once per process; None (and one logged line) when the file
    is missing or broken, so the review keeps every entry as before."""
    try:
        return parse(json.loads(path.read_text(encoding="utf-8")), path.name)
    except (OSError, ValueError) as exc:   # WeightsError and JSON's errors are ValueErrors
        log.warning("keep filter off: %s", str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        return None


def active(setting: str, threshold: float | None = None, path: Path | None = None) -> KeepFilter | None:
    """The filter a review applies: None when ``setting`` is "off" or the weights cannot be used;
    ``threshold`` (the option's, None for the file's) replaces the trained one."""
    if setting != "on":
        return None
    loaded = load(path or WEIGHTS)
    if loaded is None or threshold is None:
        return loaded
    return KeepFilter(loaded.weights, loaded.bias, threshold)


def gate(found: list[Candidate], keep: KeepFilter | None, said: str, answered: str | None,
         between_people: bool) -> list[Candidate]:
    """``found`` less what ``keep`` drops; every candidate shown to the observers first.
    No feature is computed with the filter off."""
    for candidate in found:
        for observe in observers:
            observe(candidate, said, answered, between_people)
    if keep is None:
        return found
    return [c for c in found if unscored(c) or keep.keeps(features(c, said, answered, between_people))]


def unscored(candidate: Candidate) -> bool:
    """An ask (:data:`ASKED`), or a change of what the user had (a switch, a move, a stop: review38
    R7): dropped, the superseded entry would stay live as if current, a harm no precision figure
    shows, and the dev labels hold few changes (the first weights gave ``changes`` -3.9)."""
    return (candidate.reason in ASKED or candidate.reason == REASONS["switch"] or candidate.changes
            or candidate.old is not None or candidate.new is not None)
