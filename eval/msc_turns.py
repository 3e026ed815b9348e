"""MSC's persona summaries per turn: a development split nobody here had read (issue 31).

Multi-Session Chat (MSC; Xu, Szlam and Weston, "Beyond Goldfish Memory: Long-Term
Open-Domain Conversation", ACL 2022; Meta AI, released with ParlAI; the same release as
``eval/msc.py``, read from Nitrogen216/Rsum at d532db2) also ships
``msc_personasummary/session_N/{valid,test}.txt``: for each chat of session N, the
crowdworkers' reading of **which persona sentences each turn says**. Sessions 3 and 4 were
never played by any eval here before session 44, so no rule of Reverie's was written while
reading them. **Licence:** ``eval/msc.py`` names none and the copy read carries no licence
file; as LoCoMo's and PrefEval's, the text is read where it lies and never enters the
repository, a commit or a round note.

**The file.** One JSON object a line: a ``dialog`` of about twelve turns between two people
(``id`` "bot_0" / "bot_1", ``text``), each turn carrying ``persona_text`` (the persona
sentences the annotators read in that very turn, joined by spaces) when they saw one and
nothing when they saw none; beside them ``init_personachat``, ``initial_data_id``,
``followup`` and ``newfact``, which are not read. The file is read where it lies
(``--msc-turns FILE``); none of its text enters the repository (the tests use our own
sentences).

**Halves, by the file's name**, as Synthetic-Persona-Chat's and MSC's: ``valid`` is the
development half (measured before any tuning in session 44), ``test`` the report half (never
tuned on, never read: the lead holds it), ``train`` is ``train``. After that first measure
the learner lanes tuned on session 4's records 1-250 only; from session 45 on, on all of
session 4. Session 2's file came in fresh in session 46 (measured before any tuning then): its
records 1-250 tuned on, 251-500 held out (:data:`DEV_PARTS`); session 1's, in session 47, the
same. All of session 3 stays held out
(played for figures before and after a change, never read), and a dev figure says which of
them it was measured on
(:func:`dev_part`; the session is read from the path: ``session_4/valid.txt``,
``msc_turns_session4_valid.jsonl``).

**How it is played** (``eval/chat_play.py``, as SPC and MSC): each record twice, each
speaker in turn as the user and the other as the friend, as one session in a fresh home,
through the real review; the operator approves everything, consolidations run when due, the
waiting facts land at the end. A user turn's id is ``t<number>``, counting turns from 1.

**Gold.** The gold facts of a play are the sentences of the user's turns' ``persona_text``
(cut at a sentence's end), each once per play however often it is annotated. Every one is
*said* by construction: it was annotated on the turn that says it. The release cut the
annotators' text at every full stop, so a few of its sentences are pieces of one cut at an
abbreviation (on the dev half 18 of 11,082 sentences end at "Dr.", "U." and the like, and as
many begin after one); they stay gold as the release gives them. The matcher is
SPC's (``spc.holds_fact`` on ``spc.fact_words``, and the clause reading of
``eval/gold_facts.py``): a fact is held by one kept entry holding at least half of its
content words and at least two, or four of them.

**Printed, per half:** gold facts held (live or archived; and live), their clauses held;
kept, kept matching no gold fact nor any clause of one; and **kept from turns the
annotators marked with no persona fact**: a kept entry whose evidence turns (the user's
turns its journal operation or archive row names) are all turns with no ``persona_text``.
An entry whose evidence names no turn of the play cannot be placed and is counted apart.
``--dump FILE`` (the dev half only) writes every kept entry with its play, its evidence
turns' text and whether each was marked, and every gold fact with whether it was held. A
run that plays a held-out record (:func:`held_out`: session 3's, or a file whose path names no
session) is refused its ``--dump`` before the play, unless ``--dump-held-out`` says the reader
is the lead. Judged verdicts are matched by file as well as by record (:func:`judged_here`),
and a sample drawn from a file names it.

**Measured before any tuning** (session 44, at da7ac43c's extractor; docs/review.md 9.13), the
dev half, both files whole (500 records, 1,000 plays each), session 3 / session 4: gold facts
5,354 / 5,728; held live or archived 0.203 / 0.190 (live 0.200 / 0.187); clauses held 0.202 /
0.190; kept 1,847 / 1,832, matching no gold fact nor any clause 740 / 749; kept from turns
marked with no persona fact 112 / 121 (no entry's evidence unplaced). Precision, a random 25
of each file's kept entries judged by hand (``msc_turns_precision_r1.json``, sealed): 30 of 50.
Again at c5f3bb23 (session 44's learner lanes landed; review46's split): session 4's records
1-250, tuned on: kept 913 -> 881, matching no gold nor clause 357 -> 325, gold held 569 -> 569;
held out, session 4's 251-500: kept 919 -> 921, no gold 392 -> 390, held 519 -> 524; session 3:
kept 1,847 -> 1,850, no gold 740 -> 737, held 1,088 -> 1,091.

    python eval/run_eval.py --dataset msc-turns \\
        --msc-turns /work/data/msc-turns-dev/msc_turns_session3_valid.jsonl --dump /tmp/t.json
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import spc
from chat_play import Play, Session, Turn, json_lines, numbered_samples, play_in_fresh_home

SPEAKERS = ("bot_0", "bot_1")
CORPUS = "MSC persona summaries"
#: What each half was to the rules, printed beside every figure of it (run_eval.DEVELOPED_ON);
#: a dev figure says more: which of its records were tuned on (:func:`dev_part`).
TUNED = {"dev": "measured before any tuning in session 44",
         "report": "never tuned on", "train": "never tuned on"}
#: Each dev session's file: the session it was first measured in, and its records tuned on
#: after that. Session 4's records 1-250 were read in session 44 (learn101's and prec29's
#: briefs); its records 251-500 in session 45, which session 44 had held out and never read,
#: because the lanes' readings of one shape had stopped moving anything but the records they
#: were read on. Session 2's file came in fresh in session 46: its records 1-250 tuned on, its
#: 251-500 held out with all of session 3, the honest dev figures. (review46: every dev figure
#: said "tuned on after", the held-out records' too.) Session 1's file (the chats' first
#: meetings) came in fresh in session 47 the same way: records 1-250 tuned on, 251-500 held out.
DEV_PARTS: dict[int, tuple[int, range]] = {4: (44, range(1, 501)), 3: (44, range(0)),
                                           2: (46, range(1, 251)), 1: (47, range(1, 251))}
_SESSION_IN_PATH = re.compile(r"session_?(\d+)", re.I)
#: The judged sample of the dev half at base (25 entries of each dev file, seed 44; 30 of 50
#: true, docs/review.md 9.13), sealed: read back at each run, matched by digest.
SAMPLE = Path(__file__).with_name("msc_turns_precision_r1.json")
#: The judged sample of the report half (25 entries of each test file at session 44's code
#: dde61754, seed 45; 29 of 50 true, judged by the lead), sealed: the report half's default,
#: as ``SAMPLE`` is the dev half's (a sample of one half judges no entry of the other).
REPORT_SAMPLE = Path(__file__).with_name("msc_turns_precision_r2.json")
#: Session 2's test file, which came in in session 46: 50 entries at session 45's end
#: (92720418, seed 46; 32 of 50 true, judged by the lead), sealed; the default of a run of it.
#: Session 1's, which came in in session 47: 50 entries at session 46's end (d0a2ba65, seed
#: 47; 46 of 50 true: the first meetings' self-introductions are the easiest turns read).
#: Session 4's, drawn in session 48: 50 entries at session 47's end (6c0928d9, seed 48; 40 of
#: 50 true), the first sample of that file alone; r2 judged it with session 3's at older code.
#: Session 3's likewise (r6: seed 49 at the same code; 36 of 50 true): with it every test file
#: reads a sample of its own, and r2 stays the default of a file that has none.
REPORT_SAMPLES_BY_FILE = {"session 2": Path(__file__).with_name("msc_turns_precision_r3.json"),
                          "session 1": Path(__file__).with_name("msc_turns_precision_r4.json"),
                          "session 4": Path(__file__).with_name("msc_turns_precision_r5.json"),
                          "session 3": Path(__file__).with_name("msc_turns_precision_r6.json")}


def sample_for(half: str, path: Path | None = None) -> Path:
    """The judged sample a run of ``half`` (of the file ``path``, when said) reads by
    default: a report file's own sample when it has one."""
    if half != "report":
        return SAMPLE
    label = file_label(path) if path is not None else None
    return REPORT_SAMPLES_BY_FILE.get(label, REPORT_SAMPLE) if label else REPORT_SAMPLE


_START = 1_700_000_000.0
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


@dataclass
class AnnotatedTurn:
    speaker: str                 # "bot_0" or "bot_1"
    text: str
    persona: list[str]           # the persona sentences annotated on this turn; [] when none


@dataclass
class Record:
    number: int                                  # its line in the file, from 1
    turns: list[AnnotatedTurn]
    personas: dict[str, list[str]] = field(default_factory=dict)   # speaker -> gold, each once

    def __post_init__(self) -> None:
        for speaker in SPEAKERS:
            seen: dict[str, str] = {}
            for turn in self.turns:
                if turn.speaker == speaker:
                    for sentence in turn.persona:
                        seen.setdefault(" ".join(sentence.casefold().split()), sentence)
            self.personas[speaker] = list(seen.values())


def half_of(path: Path) -> str:
    return spc.half_of(path, CORPUS)


def sealed_samples(folder: Path = SAMPLE.parent) -> list[Path]:
    return numbered_samples(folder, "msc_turns_precision_r")


def _session(path: Path) -> int | None:
    """The session ``path`` names (the last "session_N" or "sessionN" in it), or None."""
    sessions = _SESSION_IN_PATH.findall(path.as_posix())
    return int(sessions[-1]) if sessions else None


def file_label(path: Path) -> str | None:
    """The dev file ``path`` is, as a judged sample names it ("session 3"), or None when its
    path names no session."""
    session = _session(path)
    return f"session {session}" if session is not None else None


def _tuned(path: Path, numbers: Sequence[int]) -> int | None:
    """How many of the records ``numbers`` of ``path`` were tuned on; None: its path names
    no session, so nobody can tell (a session with no part here was never tuned on)."""
    session = _session(path)
    if session is None:
        return None
    records = DEV_PARTS.get(session, (0, range(0)))[1]
    return sum(1 for n in numbers if n in records)


def _measured(session: int | None) -> str:
    first = DEV_PARTS.get(session, (44, range(0)))[0] if session is not None else 44
    return TUNED["dev"] if first == 44 else f"measured before any tuning in session {first}"


def _tuned_part(session: int) -> str:
    records = DEV_PARTS.get(session, (0, range(0)))[1]
    return f"session {session}'s records {records[0]}-{records[-1]}" if records else "none"


def dev_part(path: Path, numbers: Sequence[int]) -> str:
    """What the dev records ``numbers`` of the file ``path`` were to the rules: measured
    before any tuning (session 44's files, or a later file in the session it came in), then
    tuned on or held out (:data:`DEV_PARTS`), or some of each."""
    session = _session(path)
    tuned = _tuned(path, numbers)
    if session is None:
        parts = "; ".join(f"{_tuned_part(s)}" for s in sorted(DEV_PARTS) if DEV_PARTS[s][1])
        return (f"{TUNED['dev']}; after it {parts} tuned on, the rest held out "
                f"(no session in this file's path)")
    measured = _measured(session)
    if tuned and tuned == len(numbers):
        return f"{measured}, tuned on after ({_tuned_part(session)})"
    if not tuned:
        return f"{measured}, held out after: figures only, never read"
    records = DEV_PARTS[session][1]
    return (f"{measured}; after it {tuned} of these {len(numbers)} records tuned on "
            f"(session {session}'s {records[0]}-{records[-1]}), {len(numbers) - tuned} held out")


def held_out(path: Path, numbers: Sequence[int]) -> int:
    """How many of the dev records ``numbers`` of ``path`` are held out: figures only, never
    read, so never dumped for a lane (run_eval's ``--dump-held-out`` is the lead's). A path
    naming no session may be any file, session 3 renamed too: all of it counts as held out."""
    tuned = _tuned(path, numbers)
    return len(numbers) - (tuned or 0)


def judged_here(path: Path) -> Callable[[dict[str, Any]], bool]:
    """Which entries of a judged sample were drawn from the file ``path``: a sample pooling
    both dev files names each entry's ``file`` ("session 3"), and its entries of the other
    file are no entries of this run (their record numbers are the other file's lines). An
    entry naming no file, or a path naming no session, is counted."""
    here = file_label(path)
    return lambda entry: here is None or entry.get("file") in (None, here)


def sentences(persona_text: str) -> list[str]:
    """The sentences of a turn's ``persona_text`` (the release joins them with spaces)."""
    return [s.strip() for s in _SENTENCE_END.split(persona_text.strip()) if s.strip()]


def _record(number: int, row: Any) -> Record:
    if not isinstance(row, dict) or not isinstance(row.get("dialog"), list):
        raise ValueError("no dialog list")
    turns = []
    for i, turn in enumerate(row["dialog"], start=1):
        if not (isinstance(turn, dict) and turn.get("id") in SPEAKERS
                and isinstance(turn.get("text"), str)):
            raise ValueError(f"turn {i} lacks an id of {' or '.join(SPEAKERS)} and a text")
        persona = turn.get("persona_text")
        if persona is not None and not isinstance(persona, str):
            raise ValueError(f"turn {i}'s persona_text is not text")
        turns.append(AnnotatedTurn(turn["id"], turn["text"].strip(), sentences(persona or "")))
    return Record(number, turns)


def load(path: Path) -> list[Record]:
    return json_lines(path, _record, corpus=CORPUS, flag="--msc-turns", article="an")


def _turns(record: Record, speaker: str) -> list[Turn]:
    return [Turn("user" if t.speaker == speaker else "assistant", t.text, f"t{i}")
            for i, t in enumerate(record.turns, start=1)]


def play(record: Record, speaker: str, overrides: dict[str, Any], workdir: Path,
         environ: dict[str, str]) -> spc.PersonaPlay:
    """Play ``record`` with ``speaker`` as the user, one session in a fresh home."""
    facts = record.personas[speaker]
    result = Play(record.number, speaker, list(facts))
    turns = _turns(record, speaker)
    play_in_fresh_home(workdir / f"r{record.number}-{speaker}",
                       [Session(f"msc-turns-{record.number}", _START, turns)], result, overrides, environ)
    return spc.persona_play(result, facts, turns)


@dataclass
class Figures(spc.Figures):
    """SPC's figures, with each play's user turns known: which the annotators marked."""

    #: (record, speaker) -> {turn id: (its text, its annotated persona sentences)}, user turns
    user_turns: dict[tuple[int, str], dict[str, tuple[str, list[str]]]] = field(default_factory=dict)
    #: what the records played were to the rules (:data:`TUNED`, a dev half's :func:`dev_part`)
    tuned: str = ""

    def placed(self, play: Play, refs: Sequence[str]) -> str:
        """Where a kept entry's evidence lies: "unmarked" (every evidence turn has no persona
        sentence), "marked" (one has), or "unknown" (its evidence names no turn of the play)."""
        own = self.user_turns.get((play.conversation, play.speaker), {})
        known = [own[r] for r in refs if r in own]
        if not known:
            return "unknown"
        return "marked" if any(persona for _text, persona in known) else "unmarked"

    def evidence_counts(self) -> dict[str, int]:
        counts = {"marked": 0, "unmarked": 0, "unknown": 0}
        for pp in self.plays:
            for k in pp.play.kept:
                counts[self.placed(pp.play, k.refs)] += 1
        return counts

    def summary(self) -> dict[str, Any]:
        out = super().summary()
        counts = self.evidence_counts()
        out.update({"tuned": self.tuned or TUNED.get(self.half, ""),
                    "kept_from_unmarked_turns": counts["unmarked"],
                    "kept_from_marked_turns": counts["marked"],
                    "kept_evidence_unknown": counts["unknown"],
                    "user_turns": sum(len(v) for v in self.user_turns.values()),
                    "unmarked_user_turns": sum(1 for v in self.user_turns.values()
                                               for _t, persona in v.values() if not persona)})
        return out

    def dump_rows(self) -> dict[str, list[dict[str, Any]]]:
        """SPC's rows, each entry with its evidence turns' text and whether the annotators
        marked a persona sentence on each, and where that places the entry."""
        rows = super().dump_rows()
        by_play = {(pp.play.conversation, pp.play.speaker): pp.play for pp in self.plays}
        for row in rows["entries"]:
            key = (row["conversation"], row["speaker"])
            own = self.user_turns.get(key, {})
            row["evidence"] = [{"turn": r, "text": own[r][0], "persona": own[r][1]}
                               for r in row["turns"] if r in own]
            row["placed"] = self.placed(by_play[key], row["turns"])
        return rows


def played(path: Path, *, limit: int | None = None,
           conversations: Sequence[int] | None = None) -> list[Record]:
    """The records a run plays: the first ``limit``, of them only ``conversations`` (lines)."""
    return [r for r in load(path)[:limit] if not conversations or r.number in conversations]


def run(path: Path, overrides: dict[str, Any], environ: dict[str, str], *,
        conversations: Sequence[int] | None = None, limit: int | None = None,
        progress: Callable[[str], None] = lambda _m: None) -> Figures:
    """``conversations``: only these lines (from 1); ``limit``: only the first N records."""
    half = half_of(path)
    chosen = played(path, limit=limit, conversations=conversations)
    base = spc.play_every_speaker(half, chosen, SPEAKERS, play, overrides, environ,
                                  readable=lambda r: any(t.text for t in r.turns),
                                  prefix="reverie-msc-turns-", what="record", progress=progress)
    user_turns = {(r.number, s): {f"t{i}": (t.text, t.persona)
                                  for i, t in enumerate(r.turns, start=1) if t.speaker == s}
                  for r in chosen for s in SPEAKERS}
    tuned = dev_part(path, [r.number for r in chosen]) if half == "dev" else TUNED.get(half, "")
    return Figures(base.half, base.plays, base.unreadable, user_turns, tuned)
