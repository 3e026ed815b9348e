"""Synthetic-Persona-Chat: the review judged on chats between two personas (issue 31).

Synthetic-Persona-Chat (SPC; Jandaghi, Sheng, Bai, Pujara and Sidahmed, "Faithful
Persona-based Conversational Dataset Generation with Large Language Models", 2023;
Google Research, CC BY 4.0) holds LLM-generated chats between two crowd-style personas.
Each row of its CSV has ``user 1 personas`` and ``user 2 personas`` (4-5 first-person
persona sentences each, one a line: "I have two dogs.") and ``Best Generated
Conversation`` (lines "User 1: …" / "User 2: …"). The file is read where it lies
(``--spc FILE``); none of its text enters the repository (the tests use our own
sentences).

**Halves, by the file's name.** ``…_valid.csv`` is the development half (``dev``: rules may
be tuned on it), ``…_test.csv`` the report half (``report``: never tuned on, never read),
``…_train.csv`` is ``train``; any other name is refused, so a figure always says which
half it is. The half is printed beside every figure.

**How it is played** (``eval/chat_play.py``, shared with LoCoMo): each conversation twice,
each user in turn as the user and the other as the assistant, as one session in a fresh
home, reviewed exactly as a LoCoMo play: the operator approves everything, consolidations
run when due, waiting facts land at the end. Each line is a turn (a line with no speaker
continues the one before; a Markdown star around the speaker is read past); a user turn's
id is ``t<number>``, counting turns from 1.

**Gold and the matcher (judge-free).** The gold facts of a play are the user's persona
sentences. A fact's *words* are its content words (``chat_play.content_words``: function
words go, which also takes "I"/"my" on the persona's side and "User"/"their" on the entry's,
so first person meets third), stemmed lightly, read clause by clause
(``clause_words.clause_words``): a word said of one of the user's people ("my sister is a
nurse") is that person's, and a word of a negated clause is marked denied, so "User's sister
is a nurse." holds no "I am a nurse." and "User does not like cats." no "I like cats.". A
fact is **held** by a kept entry when the entry holds at least half of its words and at
least two (all of a one-word fact), or four of them (:func:`holds_fact`). A fact is
**said** when a statement of the user's own turns holds it by the same matcher: a persona
sentence the chat never brings up cannot be learned from it, so recall of said facts is the
headline and recall of all facts sits beside it. "Said" reads a turn's statements only (a
question such as "What's your favorite band?" asks, it tells nothing).

**Printed, per half:** recall of said facts (held live; held live or archived) and of all
facts; kept entries and kept per play; **kept matching no persona fact** of that user (an
entry that holds none of the user's facts and none of whose words' half a fact holds: a
rough ceiling on precision's complement, not precision, since a user says true things
beyond their persona); stale values; maximum usage; reviews per second and CPU ms per
review. ``--dump FILE`` (dev only) writes every kept entry with its turn ids, and every
fact with whether it was said and held; ``--draw-sample FILE --sample-seed N`` draws 50
kept entries for a person to judge.

    python eval/run_eval.py --dataset spc --spc /work/datasets/spc/Synthetic-Persona-Chat_valid.csv
    python eval/run_eval.py --dataset spc --spc FILE --spc-limit 100 --dump /tmp/spc.json
"""

from __future__ import annotations

import csv
import re
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from chat_play import (
    TARGETS,
    Play,
    Session,
    Turn,
    kept_counts,
    kept_rows,
    numbered_samples,
    play_in_fresh_home,
)
from clause_words import clause_words
from clause_words import shared as clause_shared
from gold_facts import gold_facts

COLUMNS = ("user 1 personas", "user 2 personas", "Best Generated Conversation")
SPEAKERS = ("User 1", "User 2")
#: A file's half, by a word of its name (the first that matches).
HALF_BY_NAME = (("valid", "dev"), ("test", "report"), ("train", "train"))
ENOUGH = 4
# The newest judged, sealed sample of the report half (docs/review.md 9.6): read back at each
# run, matched by digest, as LoCoMo's are (``--sample`` gives another).
SAMPLE = Path(__file__).with_name("spc_precision_r9.json")
#: Words the chat writes for the speaker that the function words miss ("im" for "I'm").
_SPEAKER_WORDS = ("im", "ive", "id", "ill", "myself", "users")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_START = 1_700_000_000.0          # when every play's one session starts
#: "User 1: …", also as a few rows write it in Markdown ("*User 1:* …", "* User 1: … *").
# A speaker's label, bare or in markdown bold ("**User 1:**", and "* * User 1: * *" with the
# stars spaced, as a few generated chats write it)
_LINE = re.compile(r"\s*((?:\*\s*)*)(User [12])\s*(?:\*\s*)*:\s*(?:\*\s*)*(.*)")


@dataclass
class Conversation:
    number: int                              # its row in the file, from 1
    personas: dict[str, list[str]]           # speaker -> persona sentences
    turns: list[tuple[str, str]]             # (speaker, text), in order


def half_of(path: Path, corpus: str = "Synthetic-Persona-Chat") -> str:
    """The half a file's name gives (:data:`HALF_BY_NAME`), for SPC and for the corpora
    played like it (eval/msc.py); ``corpus`` names it in the error."""
    name = path.name.casefold()
    for word, half in HALF_BY_NAME:
        if word in name:
            return half
    raise SystemExit(f"error: {path.name} names no half of {corpus} "
                     f"(its name holds none of {', '.join(w for w, _ in HALF_BY_NAME)})")


def sealed_samples(folder: Path = SAMPLE.parent) -> list[Path]:
    """Every committed judged sample of this corpus (``spc_precision_r<N>.json``), oldest
    first: their pooled verdicts say how much of a run's store a judge has read, and a fresh
    draw can leave out what they read (``--draw-unjudged``)."""
    return numbered_samples(folder, "spc_precision_r")


def parse_turns(text: str) -> list[tuple[str, str]]:
    turns: list[tuple[str, str]] = []
    for line in text.splitlines():
        if found := _LINE.fullmatch(line):
            said = found[3].rstrip(" *") if found[1] else found[3].strip()
            turns.append((found[2], said.strip()))
        elif line.strip() and turns:         # a turn written over two lines
            speaker, said = turns[-1]
            turns[-1] = (speaker, f"{said} {line.strip()}")
    return turns


def load(path: Path) -> list[Conversation]:
    try:
        with path.open(encoding="utf-8", newline="") as handle:
            rows = list(csv.DictReader(handle))
    except FileNotFoundError:
        raise SystemExit(f"error: no Synthetic-Persona-Chat file at {path} (pass --spc FILE)") from None
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise SystemExit(f"error: cannot read {path}: {exc}") from None
    if not rows or any(c not in rows[0] for c in COLUMNS):
        raise SystemExit(f"error: {path} is not Synthetic-Persona-Chat-shaped (columns "
                         f"{', '.join(COLUMNS)})")
    return [Conversation(
        n, {s: [p.strip() for p in (row[c] or "").splitlines() if p.strip()]
            for s, c in zip(SPEAKERS, COLUMNS, strict=False)},
        parse_turns(row[COLUMNS[2]] or ""))
        for n, row in enumerate(rows, start=1)]


# --- the matcher ---------------------------------------------------------------------------

def fact_words(text: str) -> frozenset[str]:
    """A persona sentence's, a turn's or an entry's words, as the matcher compares them:
    content words clause by clause, each marked with whose it is and whether it is negated
    (``clause_words``: "User does not like cats." holds no "I like cats.", "User's sister is
    a nurse." no "I am a nurse.")."""
    return clause_words(text, _SPEAKER_WORDS)


def statements(turn: str) -> list[str]:
    """The sentences of a turn that are not questions: "What's your favorite color?" asks
    the other, it says nothing of the user."""
    return [s for s in _SENTENCE_END.split(turn.strip()) if s and not s.rstrip(" *\"')").endswith("?")]


def holds_fact(fact: frozenset[str], words: frozenset[str]) -> bool:
    """``words`` (an entry's or a turn's) hold ``fact``: at least half of the fact's words
    and at least two (all of a one-word fact), or :data:`ENOUGH` of them."""
    if not fact:
        return False
    shared = clause_shared(fact, words)
    return shared >= ENOUGH or (2 * shared >= len(fact) and shared >= min(2, len(fact)))


def _related(fact: frozenset[str], entry: frozenset[str]) -> bool:
    """An entry is about a fact when either holds the other (a short entry such as "User
    knits." is about "Knitting is my passion." though it holds half of it)."""
    return holds_fact(fact, entry) or holds_fact(entry, fact)


@cache
def clause_words_of(fact: str) -> tuple[frozenset[str], ...]:
    """The words of each fact a gold sentence joins (``gold_facts``: "I have two dogs and I
    work nights" is two), each read as :func:`fact_words` reads a sentence. Cached: every
    kept entry of a play is held against every gold line's clauses, and a line is cut once."""
    return tuple(fact_words(c) for c in gold_facts(fact, _SPEAKER_WORDS))


#: match1: a one-word clause cut from a line of several is held only by words of at most
#: this many (an entry about that thing, "User has a yacht."), not by a longer entry that
#: names it in passing (a day's errand done in the user's kayak is no "I have a kayak"; a
#: long entry about a cousin's trip no "I have a cousin"). A line of one word
#: alone is the sentence matcher's, unchanged.
SHORT_ENTRY = 3


def holds_clause(clause: frozenset[str], words: frozenset[str], *, of_many: bool) -> bool:
    """``words`` hold one clause of a gold line (:func:`clause_words_of`): the sentence
    matcher on the clause's words; a one-word clause of a line of several (``of_many``)
    only from words of at most :data:`SHORT_ENTRY` (above)."""
    if of_many and len(clause) == 1 and len(words) > SHORT_ENTRY:
        return False
    return holds_fact(clause, words)


def clauses_held_by(fact: str, words: frozenset[str]) -> list[bool]:
    """Per clause of ``fact``, whether ``words`` hold it (:func:`holds_clause`)."""
    clauses = clause_words_of(fact)
    return [holds_clause(c, words, of_many=len(clauses) > 1) for c in clauses]


def clause_tally(pairs: Iterable[tuple[bool, bool]], said_only: bool) -> tuple[int, int]:
    """(held, total) over (said, held) pairs of gold clauses; with ``said_only``, only the
    clauses a statement of the user's holds. Shared by every corpus's clause reading."""
    total = held = 0
    for was_said, hit in pairs:
        if was_said or not said_only:
            total += 1
            held += hit
    return held, total


def kept_matching_no_fact(plays: Iterable[Play], *, by_clause: bool = False) -> int:
    """Kept entries related to none of their play's gold sentences (``_related``): a rough
    ceiling on precision's complement, shared by every corpus scored against sentences.
    ``by_clause`` (match1): an entry that holds one clause of a gold sentence
    (:func:`clause_words_of`) is matched too: a true entry for one of the facts a gold
    sentence joins."""
    out = 0
    for play in plays:
        facts = [fact_words(f) for f in play.observations]
        for k in play.kept:
            words = fact_words(k.text)
            out += not (any(_related(f, words) for f in facts)
                        or (by_clause and any(any(clauses_held_by(f, words))
                                              for f in play.observations)))
    return out


# --- playing -------------------------------------------------------------------------------

@dataclass
class PersonaPlay:
    play: Play
    said: list[bool] = field(default_factory=list)     # per persona fact (play.observations)
    #: per persona fact, per clause of it (:func:`clause_words_of`): a statement of the
    #: user's holds that clause (a clause can be said where its whole sentence is not)
    clause_said: list[list[bool]] = field(default_factory=list)


def play(conv: Conversation, speaker: str, overrides: dict[str, Any], workdir: Path,
         environ: dict[str, str]) -> PersonaPlay:
    """Play ``conv`` with ``speaker`` as the user (module docstring)."""
    facts = conv.personas[speaker]
    result = Play(conv.number, speaker, list(facts))
    turns = [Turn("user" if who == speaker else "assistant", text, f"t{i}")
             for i, (who, text) in enumerate(conv.turns, start=1)]
    play_in_fresh_home(workdir / f"c{conv.number}-{speaker.replace(' ', '_')}",
                       [Session(f"spc-{conv.number}", _START, turns)], result, overrides, environ)
    return persona_play(result, facts, turns)


def said_of(facts: Sequence[str], turns: Iterable[Turn]) -> list[bool]:
    """Per fact, whether a statement of the user's own turns holds it (module docstring)."""
    own = [fact_words(s) for t in turns if t.role == "user" for s in statements(t.text)]
    return [any(holds_fact(fact_words(f), t) for t in own) for f in facts]


def clauses_said_of(facts: Sequence[str], turns: Iterable[Turn]) -> list[list[bool]]:
    """Per fact, per clause of it, whether a statement of the user's own turns holds it: the
    sentence matcher on the clause's words, as a sentence is said (a turn names a thing in
    passing as often as not, so :data:`SHORT_ENTRY` is an entry's test, not a turn's)."""
    own = [fact_words(s) for t in turns if t.role == "user" for s in statements(t.text)]
    return [[any(holds_fact(c, t) for t in own) for c in clause_words_of(f)] for f in facts]


def persona_play(result: Play, facts: Sequence[str], turns: Sequence[Turn]) -> PersonaPlay:
    """A finished play with what its user said of each fact and of each fact's clauses."""
    return PersonaPlay(result, said_of(facts, turns), clauses_said_of(facts, turns))


@dataclass
class Figures:
    half: str
    plays: list[PersonaPlay]
    #: rows whose chat holds no labelled turn (empty, or lines with no "User N:"): not played,
    #: since no turn says whose it is, and named in the figures instead of failing as plays
    unreadable: list[int] = field(default_factory=list)

    def held(self, pp: PersonaPlay, live_only: bool) -> list[bool]:
        entries = [fact_words(k.text) for k in pp.play.kept if k.live or not live_only]
        return [any(holds_fact(fact_words(f), e) for e in entries) for f in pp.play.observations]

    def recall(self, live_only: bool, said_only: bool) -> float | None:
        total = held = 0
        for pp in self.plays:
            for said, hit in zip(pp.said, self.held(pp, live_only), strict=True):
                if said or not said_only:
                    total += 1
                    held += hit
        return round(held / total, 3) if total else None

    @staticmethod
    def clauses_held(pp: PersonaPlay, live_only: bool) -> list[list[bool]]:
        """Per persona fact, per clause of it, whether one kept entry holds the clause
        (``holds_fact``, the sentence's matcher on the clause's words)."""
        entries = [fact_words(k.text) for k in pp.play.kept if k.live or not live_only]
        return [[any(held) for held in zip(*(clauses_held_by(f, e) for e in entries), strict=True)]
                if entries else [False] * len(clause_words_of(f)) for f in pp.play.observations]

    def clause_counts(self, said_only: bool) -> tuple[int, int]:
        """(clauses held live or archived, clauses) over every play; with ``said_only``, only
        the clauses a statement of the user's holds (``PersonaPlay.clause_said``)."""
        def pairs():
            for pp in self.plays:
                held = self.clauses_held(pp, False)
                said = pp.clause_said or [[False] * len(c) for c in held]
                for said_clauses, hits in zip(said, held, strict=True):
                    yield from zip(said_clauses, hits, strict=True)
        return clause_tally(pairs(), said_only)

    def unmatched(self, *, by_clause: bool = False) -> int:
        return kept_matching_no_fact((pp.play for pp in self.plays), by_clause=by_clause)

    def summary(self) -> dict[str, Any]:
        plays = [pp.play for pp in self.plays]
        reviews = sum(p.reviews for p in plays)
        seconds = sum(p.review_seconds for p in plays)
        cpu = sum(p.review_cpu for p in plays)
        counts = kept_counts(plays)
        return {
            "half": self.half, "plays": len(plays),
            "facts": sum(len(p.observations) for p in plays),
            "said": sum(sum(pp.said) for pp in self.plays),
            "recall_said_live": self.recall(True, True),
            "recall_said_live_or_archived": self.recall(False, True),
            "recall_all_live": self.recall(True, False),
            "recall_all_live_or_archived": self.recall(False, False),
            **counts,
            "kept_per_play": round(counts["kept"] / len(plays), 2) if plays else None,
            "kept_matching_no_fact": self.unmatched(),
            "kept_matching_no_clause": self.unmatched(by_clause=True),
            "clauses_said_held": self.clause_counts(True),
            "clauses_held": self.clause_counts(False),
            "stale_values": sum(p.stale for p in plays),
            "max_usage": {t: max((p.max_usage.get(t, 0.0) for p in plays), default=0.0)
                          for t in TARGETS},
            "reviews": reviews,
            "reviews_per_second": round(reviews / seconds, 1) if seconds else None,
            "cpu_ms_per_review": round(1000 * cpu / reviews, 1) if reviews else None,
            "errors": [p.error for p in plays if p.error],
            "unreadable": self.unreadable,
        }

    def dump_rows(self) -> dict[str, list[dict[str, Any]]]:
        """Every kept entry with the turn ids it rests on, and every fact with whether it
        was said and held (``--dump``)."""
        facts = []
        for pp in self.plays:
            p = pp.play
            clauses_said = pp.clause_said or [[] for _ in p.observations]
            facts += [{"conversation": p.conversation, "speaker": p.speaker, "fact": f,
                       "said": s, "held_live": live, "held": either,
                       "clauses": [{"clause": c, "said": c_said, "held": c_held} for c, c_said, c_held
                                   in zip(gold_facts(f, _SPEAKER_WORDS), cs or [False] * len(ch), ch, strict=True)]}
                      for f, s, live, either, cs, ch in zip(
                          p.observations, pp.said, self.held(pp, True), self.held(pp, False),
                          clauses_said, self.clauses_held(pp, False), strict=True)]
        return {"entries": kept_rows([pp.play for pp in self.plays]), "facts": facts}


def run(path: Path, overrides: dict[str, Any], environ: dict[str, str], *,
        conversations: Sequence[int] | None = None, limit: int | None = None,
        progress: Callable[[str], None] = lambda _m: None) -> Figures:
    """``conversations``: only these rows (from 1); ``limit``: only the first N rows."""
    half = half_of(path)
    chosen = [c for c in load(path)[:limit] if not conversations or c.number in conversations]
    return play_every_speaker(half, chosen, SPEAKERS, play, overrides, environ,
                              readable=lambda c: bool(c.turns), prefix="reverie-spc-",
                              what="conversation", progress=progress)


def play_every_speaker(half: str, chosen: Sequence[Any], speakers: Sequence[str],
                       play_one: Callable[..., PersonaPlay], overrides: dict[str, Any],
                       environ: dict[str, str], *, readable: Callable[[Any], bool], prefix: str,
                       what: str, progress: Callable[[str], None]) -> Figures:
    """Each readable conversation of ``chosen`` played once per speaker as the user
    (``play_one(conv, speaker, overrides, workdir, environ)``, SPC's or MSC's); a failed play
    is reported in the figures, not fatal; an unreadable one is named, not played."""
    plays = []
    unreadable = [c.number for c in chosen if not readable(c)]
    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        for conv in (c for c in chosen if readable(c)):
            for speaker in speakers:
                progress(f"{half}: {what} {conv.number}, {speaker} as the user")
                try:
                    plays.append(play_one(conv, speaker, overrides, Path(tmp), environ))
                except Exception as exc:  # noqa: BLE001 - one failed play is reported, not fatal
                    plays.append(PersonaPlay(Play(conv.number, speaker, conv.personas[speaker],
                                                  error=f"{type(exc).__name__}: {exc}"),
                                             [False] * len(conv.personas[speaker])))
    return Figures(half, plays, unreadable)
