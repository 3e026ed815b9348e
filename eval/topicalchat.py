"""Topical-Chat: the review judged on talk its rules were never developed on (issue 31).

LoCoMo's report half reads far below its dev half: the rules fit the conversations they were
written against. Topical-Chat (Gopalakrishnan et al., "Topical-Chat: Towards
Knowledge-Grounded Open-Domain Conversations", Interspeech 2019; github.com/alexa/Topical-Chat,
``conversations/*.json``; data licence CDLA-Sharing-1.0) is a corpus nobody here had read:
two crowd workers chat about a topic and, between the facts they read, about themselves
(what they watch, play, own, do). Every turn is a person's; none is a model's. The file is
read where it lies (``--topicalchat FILE``); none of its text enters the repository (the
tests use sentences of our own).

**Halves, by the conversation's place in the file** (the file's order, from 1): an odd place
is the development half (``dev``: rules may be tuned on it), an even place the report half
(``report``: never tuned on, never read); ``--half`` picks one. The rule is the same for every
file of the corpus (``valid_freq.json``, ``valid_rare.json``, …), so a file never changes
halves. The half is printed beside every figure.

**How it is played** (``eval/chat_play.py``): each conversation twice, each worker in turn as
the user and the other as the assistant, as one session in a fresh home, reviewed exactly as
a LoCoMo play. A user turn's id is ``t<number>``, counting turns from 1.

**No gold.** The corpus lists no facts of its speakers, so there is no recall; it is here for
**precision**, which is a person's strict reading of the kept entries (docs/review.md 9.2;
``--dump`` writes them, dev only). Printed beside it, judge-free: entries kept (live, past
events archived), kept **per 100 user turns** (how much a talker's words turn into memory),
and **noise kept**: entries none of whose content words' third is said by any of the user's
own turns (:func:`unsaid`): a kept entry that rests on nothing the user said (the other
speaker's words, a reading set's fact the user only heard) is wrong whatever a judge thinks.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chat_play import (
    Play,
    Session,
    Turn,
    content_words,
    kept_counts,
    kept_rows,
    play_in_fresh_home,
    run_costs,
)

HALVES = ("dev", "report")
SPEAKERS = ("agent_1", "agent_2")
#: A kept entry is noise when no user turn holds this share of its content words.
LOOSE = 1 / 3
_START = 1_600_000_000.0          # when every play's one session starts


@dataclass
class Conversation:
    number: int                              # its place in the file, from 1
    key: str                                 # the corpus's id of it
    turns: list[tuple[str, str]]             # (speaker, text), in order


def half_of(number: int) -> str:
    """Odd places are the development half, even places the report half."""
    return "dev" if number % 2 else "report"


def load(path: Path) -> list[Conversation]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SystemExit(f"error: no Topical-Chat file at {path} (pass --topicalchat FILE)") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise SystemExit(f"error: cannot read {path}: {exc}") from None
    if not isinstance(data, dict) or not data or not all(
            isinstance(c, dict) and isinstance(c.get("content"), list) for c in data.values()):
        raise SystemExit(f"error: {path} is not Topical-Chat-shaped (an object of conversations, "
                         "each with a content list of agent/message turns)")
    out = []
    for number, (key, conv) in enumerate(data.items(), start=1):
        turns = [(str(t.get("agent") or ""), str(t.get("message") or "").strip())
                 for t in conv["content"] if isinstance(t, dict)]
        out.append(Conversation(number, str(key),
                                [(who, said) for who, said in turns if who in SPEAKERS and said]))
    return out


def unsaid(entry: str, own: Sequence[frozenset[str]]) -> bool:
    """No turn of the user's holds a third of ``entry``'s content words (at least one)."""
    words = content_words(entry)
    if not words:
        return True
    need = max(1.0, LOOSE * len(words))
    return not any(len(words & turn) >= need for turn in own)


@dataclass
class TalkPlay:
    play: Play
    user_turns: int = 0
    noise: int = 0                       # kept entries :func:`unsaid` by this user


def play(conv: Conversation, speaker: str, overrides: dict[str, Any], workdir: Path,
         environ: dict[str, str]) -> TalkPlay:
    """Play ``conv`` with ``speaker`` as the user (module docstring)."""
    result = Play(conv.number, speaker, [])
    turns = [Turn("user" if who == speaker else "assistant", text, f"t{i}")
             for i, (who, text) in enumerate(conv.turns, start=1)]
    play_in_fresh_home(workdir / f"c{conv.number}-{speaker}",
                       [Session(f"topicalchat-{conv.number}", _START, turns)], result, overrides, environ)
    own = [content_words(t.text) for t in turns if t.role == "user"]
    return TalkPlay(result, len(own), sum(unsaid(k.text, own) for k in result.kept))


@dataclass
class Figures:
    half: str
    plays: list[TalkPlay] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        plays = [tp.play for tp in self.plays]
        counts = kept_counts(plays)
        turns = sum(tp.user_turns for tp in self.plays)
        return {
            "half": self.half, "plays": len(plays), "user_turns": turns, **counts,
            "kept_per_100_user_turns": round(100 * counts["kept"] / turns, 2) if turns else None,
            "noise_kept": sum(tp.noise for tp in self.plays),
            **run_costs(plays),
        }

    def dump_rows(self) -> dict[str, list[dict[str, Any]]]:
        """Every kept entry with the turn ids it rests on (``--dump``, dev only)."""
        return {"entries": kept_rows([tp.play for tp in self.plays])}


def run(path: Path, half: str, overrides: dict[str, Any], environ: dict[str, str], *,
        conversations: Sequence[int] | None = None, limit: int | None = None,
        progress: Callable[[str], None] = lambda _m: None) -> Figures:
    """Play the conversations of ``half`` (``conversations``: only these places in the file,
    from 1; ``limit``: only the first N of the half)."""
    figures = Figures(half)
    chosen = [c for c in load(path) if half_of(c.number) == half
              and (not conversations or c.number in conversations) and c.turns][:limit]
    with tempfile.TemporaryDirectory(prefix="reverie-topicalchat-") as tmp:
        for conv in chosen:
            for speaker in SPEAKERS:
                progress(f"{half}: conversation {conv.number}, {speaker} as the user")
                try:
                    figures.plays.append(play(conv, speaker, overrides, Path(tmp), environ))
                except Exception as exc:  # noqa: BLE001 - one failed play is reported, not fatal
                    figures.plays.append(TalkPlay(Play(conv.number, speaker, [],
                                                       error=f"{type(exc).__name__}: {exc}")))
    return figures
