"""Multi-Session Chat: the review judged on human chats over several sessions (issue 31).

Multi-Session Chat (MSC; Xu, Szlam and Weston, "Beyond Goldfish Memory: Long-Term Open-Domain
Conversation", ACL 2022; Meta AI, released with ParlAI) holds chats between two crowdworkers
who meet again after hours or days. After each session, crowdworkers wrote short first-person
summaries of what each speaker said about themselves ("I have a son. He is in junior high.").
No rule of Reverie's was written while reading it before session 41: it is the first chat
corpus here whose **both** halves were measured before any tuning (docs/review.md 9.11).

**The file.** One JSON object a line, as ParlAI builds ``msc_dialogue/session_N/{valid,test}.txt``:
``previous_dialogs`` (the earlier sessions, each with ``dialog``, a list of ``{"text": …}``
turns, and ``personas``, two lists of summary sentences, the first speaker's first), plus the
current ``dialog`` whose summary the file does not hold. Only the earlier sessions are played,
since only they carry their summaries. The first speaker of each session is the first
persona list's (checked on the development half: the first list shares more words with the
even turns in 487 of 500 first sessions). ``time_num`` / ``time_unit`` give the gap before a
session. The file is read where it lies (``--msc FILE``); none of its text enters the
repository.

**Halves, by the file's name**, as Synthetic-Persona-Chat's: ``valid`` is the development half
(rules may be tuned on it from session 41 on), ``test`` the report half (never tuned on, never
read), ``train`` is ``train``.

**Gold and the matcher** are Synthetic-Persona-Chat's (``eval/spc.py``): the gold facts of a
play are the user's summary sentences of every played session, each said again once; a fact
is *said* when a statement of the user's own turns holds it, and *held* when one kept entry
holds it (``spc.holds_fact``).

    git --git-dir=/work/.mirror/Nitrogen216+Rsum/repo show \\
        HEAD:data/msc/msc/msc_dialogue/session_3/valid.txt > /tmp/msc_session3_valid.jsonl
    python eval/run_eval.py --dataset msc --msc /tmp/msc_session3_valid.jsonl --msc-limit 200
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import spc
from chat_play import Play, Session, Turn, json_lines, numbered_samples, play_in_fresh_home

SPEAKERS = ("Speaker 1", "Speaker 2")
SAMPLE = Path(__file__).with_name("msc_precision_r7.json")
_START = 1_700_000_000.0
_UNIT_SECONDS = {"hour": 3600.0, "day": 86400.0, "week": 7 * 86400.0, "month": 30 * 86400.0,
                 "year": 365 * 86400.0}
#: A gap with no readable time: a week, MSC's most common gap.
_DEFAULT_GAP = 7 * 86400.0


@dataclass
class Conversation:
    number: int                                   # its line in the file, from 1
    personas: dict[str, list[str]]                # speaker -> summary sentences, each once
    sessions: list[list[tuple[str, str]]]         # per session: (speaker, text) in order
    gaps: list[float]                             # seconds before each session (first: 0)


def half_of(path: Path) -> str:
    return spc.half_of(path, "Multi-Session Chat")


def sealed_samples(folder: Path = SAMPLE.parent) -> list[Path]:
    """Every committed judged sample of this corpus (``msc_precision_r<N>.json``), oldest first."""
    return numbered_samples(folder, "msc_precision_r")


def _gap(session: dict[str, Any]) -> float:
    """Seconds before a session, from ``time_num`` and ``time_unit`` ("days", "hours")."""
    number, unit = session.get("time_num"), str(session.get("time_unit") or "").casefold()
    seconds = _UNIT_SECONDS.get(unit.rstrip("s"))
    if not isinstance(number, int | float) or number < 0 or seconds is None:
        return _DEFAULT_GAP
    return float(number) * seconds


def _conversation(number: int, row: Any) -> Conversation:
    if not isinstance(row, dict) or not isinstance(row.get("previous_dialogs"), list):
        raise ValueError("no previous_dialogs list")
    personas: dict[str, list[str]] = {s: [] for s in SPEAKERS}
    sessions, gaps = [], []
    for k, session in enumerate(row["previous_dialogs"]):
        lists = session.get("personas") if isinstance(session, dict) else None
        turns = session.get("dialog") if isinstance(session, dict) else None
        if not (isinstance(lists, list) and len(lists) == 2 and isinstance(turns, list)):
            raise ValueError(f"session {k + 1} lacks two persona lists and a dialog")
        for speaker, sentences in zip(SPEAKERS, lists, strict=True):
            for sentence in sentences:
                if isinstance(sentence, str) and sentence.strip() not in personas[speaker]:
                    personas[speaker].append(sentence.strip())
        sessions.append([(SPEAKERS[i % 2], t["text"].strip()) for i, t in enumerate(turns)
                         if isinstance(t, dict) and isinstance(t.get("text"), str) and t["text"].strip()])
        gaps.append(0.0 if k == 0 else _gap(session))
    return Conversation(number, personas, sessions, gaps)


def load(path: Path) -> list[Conversation]:
    return json_lines(path, _conversation, corpus="Multi-Session Chat", flag="--msc")


def play(conv: Conversation, speaker: str, overrides: dict[str, Any], workdir: Path,
         environ: dict[str, str]) -> spc.PersonaPlay:
    """Play ``conv``'s sessions with ``speaker`` as the user, one home for all of them."""
    facts = conv.personas[speaker]
    result = Play(conv.number, speaker, list(facts))
    sessions, started = [], _START
    for k, (turns, gap) in enumerate(zip(conv.sessions, conv.gaps, strict=True), start=1):
        started += gap
        said = [Turn("user" if who == speaker else "assistant", text, f"s{k}t{i}")
                for i, (who, text) in enumerate(turns, start=1)]
        sessions.append(Session(f"msc-{conv.number}-{k}", started, said))
    play_in_fresh_home(workdir / f"c{conv.number}-{speaker.replace(' ', '_')}", sessions, result,
                       overrides, environ)
    return spc.persona_play(result, facts, [t for s in sessions for t in s.turns])


def run(path: Path, overrides: dict[str, Any], environ: dict[str, str], *,
        conversations: Sequence[int] | None = None, limit: int | None = None,
        progress: Callable[[str], None] = lambda _m: None) -> spc.Figures:
    """``conversations``: only these lines (from 1); ``limit``: only the first N records."""
    half = half_of(path)
    chosen = [c for c in load(path)[:limit] if not conversations or c.number in conversations]
    return spc.play_every_speaker(half, chosen, SPEAKERS, play, overrides, environ,
                                  readable=lambda c: any(c.sessions), prefix="reverie-msc-",
                                  what="record", progress=progress)
