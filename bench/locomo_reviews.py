"""LoCoMo's sessions as the offline review's inputs, each session played from both speakers'
sides: what the extractor's CPU benchmarks read (bench_extract_cpu, bench_shape_cpu,
bench_first_character). The file is found and read by eval/locomo.py."""

from __future__ import annotations

import sys
from collections.abc import Collection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "eval"))

import locomo  # noqa: E402


def review_inputs(path: Path, conversations: Collection[int] | None = None) -> list[Any]:
    """Every session of the numbered ``conversations`` (1-based; all of them when None), once
    with each speaker as the user, its turns timed a second apart from the session's date
    (dating readings anchor on them). Imported here, not at the top, so a benchmark that
    chooses how patterns compile before it imports the review can call it."""
    from reverie.review.review_input import ReviewInput, ReviewMessage

    reviews = []
    for number, conv in enumerate(locomo.load(path), start=1):
        if conversations is not None and number not in conversations:
            continue
        for key in ("speaker_a", "speaker_b"):
            speaker = conv["conversation"].get(key)
            for _, at, turns in locomo.sessions_of(conv):
                reviews.append(ReviewInput(messages=tuple(
                    ReviewMessage(i, "user" if t.get("speaker") == speaker else "assistant",
                                  str(t.get("text") or ""), at=at + i)
                    for i, t in enumerate(turns))))
    return reviews
