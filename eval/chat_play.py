"""What the outside evals share: a two-person chat played through the real pipeline, and
the words the judge-free matchers compare (issue 31).

Both ``eval/locomo.py`` (LoCoMo) and ``eval/spc.py`` (Synthetic-Persona-Chat) play one
speaker as the user and the other as the assistant, in a fresh home, exactly as a worker
would review them: every session is written to state.db and reviewed
(``review.engine.review_session``), the operator approves everything pending, and a
consolidation runs whenever one is due (its batch approved too), so facts that no longer
fit move to the archive instead of being lost. After the last session the waiting facts
land the same way. What differs between the datasets is only how their files are read,
what the gold facts are and how they are scored; those live in each dataset's module.

The matchers' words: a text's *content words* are its lower-cased words minus function
words (and any names the caller drops: an entry says "User"), each cut to a crude stem
(:func:`stem`). A function verb's inflections are function words too ("likes", "owns"); a role framed
by a verb is the role ("works as a nurse" is "is a nurse"); everyday words for one thing are
written one way (:data:`_SAME_WORD`: "kids" / "children", "mom" / "mother", British and
American spellings). The same on every side of both matchers (LoCoMo's and SPC's).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import shutil
import time
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from reverie.config import FakeClock, Settings, load_settings
from reverie.memory.journal import Journal
from reverie.memory.pending.staging import approve, list_pending
from reverie.memory.store import MemoryStore
from reverie.memory.upkeep.archive import EPISODE, Archive
from reverie.memory.upkeep.status import due_targets
from reverie.review.consolidate import consolidate_target
from reverie.review.consolidate.measures import has_superseded
from reverie.review.engine import InvalidReviewOutput, review_session
from reverie.review.ledger import Ledger
from reverie.review.providers.heuristic.readers import recording
from reverie.review.slots import slots_of
from reverie.search_index import SessionStore

TARGETS = ("memory", "user")

# --- the matcher's words --------------------------------------------------------------------

_FUNCTION_WORDS = """
a an the and or but if so of to in on at for with by from as into about over after before
than then that this these those there here it its it's i i'm i've me my mine we our you your
he him his she her hers they them their user user's is are was were be been being am has
have had do does did will would can could should may might must not no just also really
very too still now recently lately currently some any all more most much many one ones
lot lots who whom which what when where while how why because since up out off again
ever new other others such own same each both few only well like get got getting make
made thing things way even back going go goes gone went likes liked liking owns owned owning
gets makes making having doing"""
_FUNCTION = frozenset(_FUNCTION_WORDS.split())


#: Everyday words for one thing, written one way before they are compared (both sides of
#: the matcher): a kin word and its homely form ("kids" / "children", "mom" / "mother"), a
#: British spelling and the American one.
_SAME_WORD = {
    "kid": "child", "kids": "child", "children": "child", "kiddo": "child",
    "mom": "mother", "mum": "mother", "mommy": "mother", "mama": "mother", "momma": "mother",
    "dad": "father", "daddy": "father", "papa": "father", "hubby": "husband",
    "grandma": "grandmother", "granny": "grandmother", "grandpa": "grandfather",
    "grandkid": "grandchild", "grandkids": "grandchild", "grandchildren": "grandchild",
    "favourite": "favorite", "favourites": "favorite", "colour": "color", "colours": "color",
    "neighbour": "neighbor", "neighbours": "neighbor", "theatre": "theater",
    "tv": "television", "film": "movie", "films": "movie",
}
#: learn99 (session 42): a count written in words is the same count in digits ("three dogs" /
#: "3 dogs"), on both sides of the matcher. "one" stays a function word (it is as often a
#: pronoun: "a good one"); a digit is a word of its own however short, so "3" meets "three".
_NUMBER_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                 "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
                 "nineteen", "twenty")
_SAME_WORD.update({word: str(n) for n, word in enumerate(_NUMBER_WORDS, start=2)})
_SAME_WORD.update({"thirty": "30", "forty": "40", "fifty": "50", "sixty": "60",
                   "seventy": "70", "eighty": "80", "ninety": "90"})
#: A verb that only frames a role: "works as a nurse" says what "is a nurse" says.
_ROLE_FRAME = re.compile(r"\b(?:works?|worked|working|employed)\s+as\s+(?=an?\b)")


def stem(word: str) -> str:
    """A crude stem: "paintings"/"painting"/"painted" → "paint"; enough to match a
    paraphrase's inflection, never two different words."""
    for suffix in ("ings", "ing", "ies", "ied", "ed", "es", "s", "ly"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)] + ("y" if suffix in ("ies", "ied") else "")
    return word


def content_words(text: str, drop: Sequence[str] = ()) -> frozenset[str]:
    norm = _ROLE_FRAME.sub("is ", unicodedata.normalize("NFKC", text).casefold().replace("\u2019", "'"))
    words = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", norm)
    gone = {d.casefold() for d in drop}
    return frozenset(_same(stem(w.removesuffix("'s"))) for w in words
                     if w not in _FUNCTION and w.removesuffix("'s") not in gone
                     and (len(w) > 1 or w.isdigit()))


def _same(word: str) -> str:
    return _SAME_WORD.get(word, word)


# --- one play -------------------------------------------------------------------------------

@dataclass
class Kept:
    text: str
    target: str
    live: bool
    refs: tuple[str, ...] = ()      # the dataset's ids of the user's turns it rests on
    #: A dated past event of the user's, archived and never live (review.episodes): recall
    #: counts it as archived, as it is; the figures print episodes apart from live facts.
    episode: bool = False
    #: prec26: the offline review's reading that made it (``review.providers.heuristic.readers``:
    #: the row or shape kind, then the readings that reshaped it); "" when none was noted
    #: (a model's review); a rewrite by the consolidation keeps its entry's reader, marked so
    reader: str = ""


@dataclass
class Play:
    """One conversation with one speaker as the user."""

    conversation: int
    speaker: str
    observations: list[str] = field(default_factory=list)
    kept: list[Kept] = field(default_factory=list)
    reviews: int = 0
    review_seconds: float = 0.0
    review_cpu: float = 0.0
    max_usage: dict[str, float] = field(default_factory=dict)
    stale: int = 0
    error: str | None = None
    #: Reviews whose answer stayed invalid after the one repair (the session stays due),
    #: and the model calls made (the ledger's, with their tokens).
    invalid_reviews: int = 0
    calls: int = 0
    invalid_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0


@dataclass
class Turn:
    role: str        # "user" (the speaker played as the user) or "assistant"
    text: str
    ref: str = ""    # the dataset's id of the turn, kept for the user's turns


@dataclass
class Session:
    session_id: str
    at: float        # when it starts (epoch seconds)
    turns: list[Turn]


def _approve_all(settings: Settings, clock: FakeClock) -> None:
    if list_pending(settings):
        approve(settings, "all", who="eval", clock=clock)


def _consolidate_due(settings: Settings, clock: FakeClock) -> bool:
    did = False
    for due in due_targets(settings, clock=clock, superseded=has_superseded):
        result = consolidate_target(settings, due.target, clock=clock)
        did = did or result.status in ("staged", "applied")
    _approve_all(settings, clock)
    return did


def _usage(settings: Settings, play: Play) -> None:
    store = MemoryStore(settings)
    for t in TARGETS:
        used, limit = store.usage(t)
        play.max_usage[t] = max(play.max_usage.get(t, 0.0), round(used / limit, 3))


def play_in_fresh_home(home: Path, sessions: Sequence[Session], result: Play,
                       overrides: dict[str, Any], environ: dict[str, str]) -> Play:
    """:func:`play_sessions` in ``home``, a new home made for this play alone and removed
    after it, whatever happened (a corpus run makes thousands: keep the disk free)."""
    home.mkdir(parents=True)
    try:
        play_sessions(load_settings(home, environ=environ, overrides=overrides), sessions, result)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return result


def play_sessions(settings: Settings, sessions: Sequence[Session], result: Play,
                  watch: Any = None) -> Play:
    """Write and review ``sessions`` in order in the home of ``settings`` (module docstring)
    and fill ``result`` with what was kept, live or archived, and what it cost.

    ``watch`` (a development tool's, e.g. ``dev_tools/locomo_losses.py``; None in the eval):
    ``watch.provider(settings, clock)`` gives the provider each review uses (None: the
    configured one), ``watch.reviewed(result)`` sees each review's ``ReviewResult``, and
    ``watch.ended(settings, clock)`` sees the home once the last facts have landed."""
    clock = FakeClock()
    refs: dict[int, str] = {}            # message id -> the dataset's turn id (user's turns)
    by_content: dict[str, set[str]] = {}
    with recording() as readers:     # which reading made each entry (prec26: the dump's "reader")
        _play_each(settings, sessions, result, watch, clock, refs)
        return _kept(settings, result, watch, clock, refs, by_content, readers)


def _play_each(settings: Settings, sessions: Sequence[Session], result: Play, watch: Any,
               clock: FakeClock, refs: dict[int, str]) -> None:
    """Each session written and reviewed in turn, what it staged approved and consolidated."""
    for session in sessions:
        at = session.at
        clock.advance(max(0.0, at - clock.now()))
        with SessionStore.open(settings) as store:
            for i, turn in enumerate(session.turns):
                if not turn.text.strip():
                    continue
                mid = store.append_message(session.session_id, turn.role, turn.text, at + i,
                                           source="eval")
                if turn.role == "user":
                    refs[mid] = turn.ref
        clock.advance(len(session.turns) + 60)
        started, cpu = time.perf_counter(), time.process_time()
        try:
            reviewed = review_session(
                settings, session.session_id, clock=clock, echo=lambda _line: None,
                provider=watch.provider(settings, clock) if watch is not None else None)
            if watch is not None:
                watch.reviewed(reviewed)
        except InvalidReviewOutput:
            result.invalid_reviews += 1      # a clean fallback: nothing staged, still due
        result.review_seconds += time.perf_counter() - started
        result.review_cpu += time.process_time() - cpu
        result.reviews += 1
        _usage(settings, result)
        _approve_all(settings, clock)
        _usage(settings, result)
        _consolidate_due(settings, clock)
        _usage(settings, result)


def _kept(settings: Settings, result: Play, watch: Any, clock: FakeClock, refs: dict[int, str],
          by_content: dict[str, set[str]], readers: dict[str, str]) -> Play:
    """The last waiting facts landed, then ``result`` filled with what was kept and its cost."""
    for _ in range(8):                   # the last waiting facts land, nobody talking
        clock.advance(86400)
        if not _consolidate_due(settings, clock) and not list_pending(settings):
            break
    if watch is not None:
        watch.ended(settings, clock)
    with Ledger(settings) as ledger:         # what the model calls cost, and how many failed
        for call in ledger.calls(limit=100_000):
            result.calls += 1
            result.invalid_calls += not call.ok
            result.input_tokens += call.input_tokens
            result.output_tokens += call.output_tokens
    with Journal(settings) as journal:       # which user turns each kept text rests on
        for op in journal.log(None):
            ids = (op.evidence or {}).get("message_ids") if isinstance(op.evidence, dict) else None
            if op.after and ids:
                by_content.setdefault(op.after, set()).update(refs.get(i, "") for i in ids)
            if op.after and op.after not in readers and op.before in readers:
                readers[op.after] = f"{readers[op.before].split(' (')[0]} (rewritten: {op.origin})"
    store = MemoryStore(settings)
    live = {(t, e) for t in TARGETS for e in store.entries(t)}
    with Archive(settings, clock=clock) as archive:
        archive.settle()
        facts = archive.facts()
    gone = [(f.target, f.text) for f in facts]
    episodes = {(f.target, f.text) for f in facts if f.kind == EPISODE}
    for f in facts:   # an episode's evidence is its archive row's, not a journal op's
        if f.kind == EPISODE and isinstance(f.evidence, dict):
            by_content.setdefault(f.text, set()).update(
                refs.get(i, "") for i in f.evidence.get("message_ids") or ())
    for target, text in sorted(live) + [g for g in gone if g not in live]:
        result.kept.append(Kept(text, target, (target, text) in live,
                                tuple(sorted(r for r in by_content.get(text, ()) if r)),
                                episode=(target, text) in episodes and (target, text) not in live,
                                reader=readers.get(text, "")))
    for t in TARGETS:
        entries = store.entries(t)
        result.stale += sum(1 for i, a in enumerate(entries) for b in entries[i + 1:]
                            if _same_single_slot(a, b))
    return result


def _same_single_slot(a: str, b: str) -> bool:
    return any(x.key == y.key and not x.many and x.value != y.value
               for x in slots_of(a) for y in slots_of(b))


# --- a file of one record a line --------------------------------------------------------------

_Record = TypeVar("_Record")


def json_lines(path: Path, record: Callable[[int, Any], _Record], *, corpus: str, flag: str,
               article: str = "a") -> list[_Record]:
    """The records of a JSON-lines file (Multi-Session Chat's, its persona summaries'):
    ``record(line number from 1, the line's JSON)`` for each line that is not blank. One
    clear error for a missing or unreadable file, a line that is not JSON, a row ``record``
    refuses (ValueError, TypeError or KeyError, named with its line) and a file of no
    record. (review46: eval/msc.py and eval/msc_turns.py each wrote this reading.)"""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise SystemExit(f"error: no {corpus} file at {path} (pass {flag} FILE)") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SystemExit(f"error: cannot read {path}: {exc}") from None
    out = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            raise SystemExit(f"error: {path} line {number} is not JSON") from None
        try:
            out.append(record(number, row))
        except (ValueError, TypeError, KeyError) as exc:
            raise SystemExit(f"error: {path} line {number} is not {article} {corpus} record "
                             f"({exc})") from None
    if not out:
        raise SystemExit(f"error: {path} holds no {corpus} record")
    return out


# --- what every chat corpus prints of its plays ---------------------------------------------

def kept_counts(plays: Sequence[Play]) -> dict[str, int]:
    """The entries ``plays`` kept: all of them, the live ones, and past events archived."""
    return {"kept": sum(len(p.kept) for p in plays),
            "live": sum(1 for p in plays for k in p.kept if k.live),
            "episodes": sum(1 for p in plays for k in p.kept if k.episode)}


def run_costs(plays: Sequence[Play]) -> dict[str, Any]:
    """Stale values, each file's highest usage, the reviews and their CPU, and failed plays."""
    reviews = sum(p.reviews for p in plays)
    cpu = sum(p.review_cpu for p in plays)
    return {"stale_values": sum(p.stale for p in plays),
            "max_usage": {t: max((p.max_usage.get(t, 0.0) for p in plays), default=0.0)
                          for t in TARGETS},
            "reviews": reviews,
            "cpu_ms_per_review": round(1000 * cpu / reviews, 1) if reviews else None,
            "errors": [p.error for p in plays if p.error]}


def kept_rows(plays: Sequence[Play]) -> list[dict[str, Any]]:
    """Every kept entry with the turn ids it rests on (a ``--dump``'s "entries")."""
    return [{"conversation": p.conversation, "speaker": p.speaker, "entry": k.text,
             "target": k.target, "live": k.live, "episode": k.episode, "turns": list(k.refs),
             "reader": k.reader}
            for p in plays for k in p.kept]


# --- samples for a person to judge -----------------------------------------------------------

def numbered_samples(folder: Path, prefix: str, *, first: int = 0) -> list[Path]:
    """The committed judged samples ``<prefix><N>.json`` in ``folder`` from number ``first``
    on, oldest first; a draft beside them (any other name) is no sealed sample."""
    def number(path: Path) -> int:
        found = re.fullmatch(re.escape(prefix) + r"(\d+)\.json", path.name)
        return int(found[1]) if found else -1
    return sorted((p for p in folder.glob(f"{prefix}*.json") if number(p) >= first), key=number)


def entry_digest(text: str) -> str:
    """What a judged sample keeps of an entry: its SHA-256, not its words."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def kept_key(play: Play, kept: Kept) -> tuple[int, str, str]:
    """How a judged sample names a kept entry: (conversation, speaker, the entry's digest)."""
    return (play.conversation, play.speaker, entry_digest(kept.text))


def draw_sample(plays: Sequence[Play], *, size: int = 50, seed: int = 31,
                skip: Callable[[tuple[Any, Any, str]], bool] = lambda _key: False) -> list[dict[str, Any]]:
    """A seeded random sample of kept entries (live or archived), for a person to judge
    (beside the dataset: the entry's words are there to be read; seal the judged file
    before it is committed). The dataset's turns themselves are named by id only.
    ``skip(conversation, speaker, digest)`` leaves out entries already judged, so a fresh
    sample reads only what no earlier one did."""
    pool = [(p.conversation, p.speaker, k) for p in plays for k in p.kept
            if not skip(kept_key(p, k))]
    pool.sort(key=lambda x: (x[0], x[1], x[2].text))
    picked = random.Random(seed).sample(pool, min(size, len(pool)))
    return [{"conversation": c, "speaker": s, "entry": k.text, "turns": list(k.refs),
             "live": k.live, "episode": k.episode, "verdict": None, "note": ""} for c, s, k in picked]
