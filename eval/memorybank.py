"""MemoryBank: the review judged on a user talking to an AI companion (issue 31).

LoCoMo and Synthetic-Persona-Chat are chats between two people, played with one of them as
the user and the other as the assistant. MemoryBank's English evaluation data (Zhong, Guo,
Gao, Ye and Wang, "MemoryBank: Enhancing Large Language Models with Long-Term Memory", 2023;
github.com/zhongwanjun/MemoryBank-SiliconFriend, ``eval_data/en/memory_bank_en.json``, MIT
licence) is what Reverie's agent sees: 15 simulated users, each talking to an AI companion
for ten days (a user's ``query``, the companion's ``response``), with the user's hobbies and
personality written apart (``meta_information``). The file is read where it lies
(``--memorybank FILE``); none of its text enters the repository.

**Halves, by the user's place in the file** (the file's order, from 1): users 1-7 are the
development half (``dev``: rules may be tuned on them), users 8-15 the report half
(``report``: never tuned on, never read); ``--half`` picks one. The half is printed beside
every figure.

**How it is played** (``eval/chat_play.py``, shared with the other two): each user once, in
a fresh home, each day one session (starting at noon UTC of its date), reviewed exactly as a
LoCoMo play. A user turn's id is ``d<day>:<n>`` (day and turn counted from 1).

**Gold and the matcher.** The data has no fact list: its gold is the user's ``hobbies`` (a
comma-separated list, each hobby one fact), matched as Synthetic-Persona-Chat's persona
sentences are (``spc.holds_fact``); a hobby is *said* when a statement of the user's own turns
holds it. The Chinese file (``memory_bank_cn.json``, the same users) lists its hobbies with
"，" and is matched by its characters instead (:mod:`han_gold`). A hobby is a thin target (one or two words), so recall here says little beside
LoCoMo's; the corpus is here for **precision**: a judged sample of what is kept from a user
talking to an assistant (``--draw-sample``), and the count of entries kept per user.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import han_gold
from chat_play import (
    Play,
    Session,
    Turn,
    kept_counts,
    kept_rows,
    numbered_samples,
    play_in_fresh_home,
    run_costs,
)
from spc import PersonaPlay, fact_words, holds_fact, statements

#: The users of the development half, by their place in the file (from 1); the rest report.
DEV_USERS = range(1, 8)
HALVES = ("dev", "report")
#: The newest judged, sealed sample of the report half, read back at each run (none yet).
SAMPLE = Path(__file__).with_name("memorybank_precision_m1.json")


@dataclass
class User:
    number: int                              # its place in the file, from 1
    name: str
    hobbies: list[str]
    days: list[tuple[str, list[tuple[str, str]]]]   # (date, [(query, response)]) in order


def half_of(number: int) -> str:
    return "dev" if number in DEV_USERS else "report"


def load(path: Path) -> list[User]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SystemExit(f"error: no MemoryBank file at {path} (pass --memorybank FILE)") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise SystemExit(f"error: cannot read {path}: {exc}") from None
    if not isinstance(data, dict) or not all(
            isinstance(u, dict) and isinstance(u.get("history"), dict) for u in data.values()):
        raise SystemExit(f"error: {path} is not MemoryBank-shaped (each user's name holds "
                         "a history of dates, each a list of query/response pairs)")
    users = []
    for number, (name, user) in enumerate(data.items(), start=1):
        meta = user.get("meta_information") or {}
        # the Chinese file separates its hobbies with "，" (han_gold.LIST_SEPARATORS)
        hobbies = [h.strip() for h in han_gold.LIST_SEPARATORS.split(str(meta.get("hobbies") or ""))
                   if h.strip()]
        days = [(date, [(str(t.get("query") or ""), str(t.get("response") or ""))
                        for t in turns if isinstance(t, dict)])
                for date, turns in sorted(user["history"].items()) if isinstance(turns, list)]
        # A day with no words said is no session (one user's file holds such a day).
        days = [(date, pairs) for date, pairs in days if any(q.strip() for q, _ in pairs)]
        users.append(User(number, name.strip(), hobbies, days))
    return users


def _noon(date: str, fallback: float) -> float:
    try:
        return datetime.strptime(date, "%Y-%m-%d").replace(hour=12, tzinfo=UTC).timestamp()
    except ValueError:
        return fallback


def play(user: User, overrides: dict[str, Any], workdir: Path,
         environ: dict[str, str]) -> PersonaPlay:
    """Play ``user`` (module docstring)."""
    result = Play(user.number, user.name, list(user.hobbies))
    sessions, at = [], 1_680_000_000.0
    for day, (date, pairs) in enumerate(user.days, start=1):
        at = _noon(date, at + 86400)
        turns: list[Turn] = []
        for n, (query, response) in enumerate(pairs, start=1):
            turns += [Turn("user", query, f"d{day}:{n}"), Turn("assistant", response)]
        sessions.append(Session(f"memorybank-{user.number}-{day}", at, turns))
    play_in_fresh_home(workdir / f"u{user.number}", sessions, result, overrides, environ)
    own = [s for _, pairs in user.days for q, _ in pairs for s in _statements(q)]
    said = [any(_holds(h, t) for t in own) for h in user.hobbies]
    return PersonaPlay(result, said)


def _statements(turn: str) -> list[str]:
    return han_gold.statements(turn) if han_gold.is_han(turn) else statements(turn)


def _holds(hobby: str, text: str) -> bool:
    """``text`` (a turn's statement or an entry) holds ``hobby``: by its characters when the
    hobby is Chinese (:mod:`han_gold`), else by its words, as SPC's persona sentences."""
    if han_gold.is_han(hobby):
        return han_gold.holds(hobby, text)
    return holds_fact(fact_words(hobby), fact_words(text))


@dataclass
class Figures:
    half: str
    plays: list[PersonaPlay] = field(default_factory=list)

    def recall(self, live_only: bool, said_only: bool) -> float | None:
        total = held = 0
        for pp in self.plays:
            entries = [k.text for k in pp.play.kept if k.live or not live_only]
            for hobby, said in zip(pp.play.observations, pp.said, strict=True):
                if said or not said_only:
                    total += 1
                    held += any(_holds(hobby, e) for e in entries)
        return round(held / total, 3) if total else None

    def summary(self) -> dict[str, Any]:
        plays = [pp.play for pp in self.plays]
        counts = kept_counts(plays)
        return {
            "half": self.half, "plays": len(plays),
            "hobbies": sum(len(p.observations) for p in plays),
            "said": sum(sum(pp.said) for pp in self.plays),
            "recall_said_live": self.recall(True, True),
            "recall_said_live_or_archived": self.recall(False, True),
            **counts,
            "kept_per_play": round(counts["kept"] / len(plays), 2) if plays else None,
            **run_costs(plays),
        }

    def dump_rows(self) -> dict[str, list[dict[str, Any]]]:
        """Every kept entry with the turn ids it rests on (``--dump``, dev only)."""
        return {"entries": kept_rows([pp.play for pp in self.plays])}


def run(path: Path, half: str, overrides: dict[str, Any], environ: dict[str, str], *,
        users: Sequence[int] | None = None,
        progress: Callable[[str], None] = lambda _m: None) -> Figures:
    """Play the users of ``half`` (``users``: only these places in the file, from 1)."""
    figures = Figures(half)
    chosen = [u for u in load(path) if half_of(u.number) == half and (not users or u.number in users)]
    with tempfile.TemporaryDirectory(prefix="reverie-memorybank-") as tmp:
        for user in chosen:
            progress(f"{half}: user {user.number}")
            try:
                figures.plays.append(play(user, overrides, Path(tmp), environ))
            except Exception as exc:  # noqa: BLE001 - one failed play is reported, not fatal
                figures.plays.append(PersonaPlay(
                    Play(user.number, user.name, user.hobbies, error=f"{type(exc).__name__}: {exc}"),
                    [False] * len(user.hobbies)))
    return figures


def sealed_samples(folder: Path = SAMPLE.parent) -> list[Path]:
    """Every committed judged sample of this corpus (``memorybank_precision_m<N>.json``),
    oldest first (``--draw-unjudged`` leaves out what they read)."""
    return numbered_samples(folder, "memorybank_precision_m")
