"""LoCoMo's sessions as the offline review's inputs, each session played from both speakers'
sides: what the extractor's CPU benchmarks read (bench_extract_cpu, bench_shape_cpu,
bench_first_character). The file is found and read by eval/locomo.py."""

from __future__ import annotations

import sys
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "eval"))

import locomo  # noqa: E402


def session_rows(path: Path, conversations: Collection[int] | None = None,
                 speakers: Sequence[str] = ("speaker_a", "speaker_b")) -> list[list[tuple[str, str, float]]]:
    """Every session of the numbered ``conversations`` (1-based; all of them when None), once
    with each of ``speakers`` as the user (conversation by conversation, speaker by speaker),
    as ``(role, text, at)`` rows timed a second apart from the session's date (dating
    readings anchor on them). (review46: bench_review_split's LoCoMo homes read the sessions
    again with their own copy of this loop.)"""
    out = []
    for number, conv in enumerate(locomo.load(path), start=1):
        if conversations is not None and number not in conversations:
            continue
        for key in speakers:
            speaker = conv["conversation"].get(key)
            for _, at, turns in locomo.sessions_of(conv):
                out.append([("user" if t.get("speaker") == speaker else "assistant",
                             str(t.get("text") or ""), at + i) for i, t in enumerate(turns)])
    return out


def review_inputs(path: Path, conversations: Collection[int] | None = None) -> list[Any]:
    """:func:`session_rows` of both speakers as the offline review's inputs. Imported here,
    not at the top, so a benchmark that chooses how patterns compile before it imports the
    review can call it."""
    from reverie.review.review_input import ReviewInput, ReviewMessage

    return [ReviewInput(messages=tuple(ReviewMessage(i, role, text, at=at)
                                       for i, (role, text, at) in enumerate(rows)))
            for rows in session_rows(path, conversations)]
