"""LoCoMo: the review judged on long conversations nobody on this project wrote (issue 31).

LoCoMo (Maharana et al., 2024; CC BY-NC 4.0) holds 10 long chats between two people, each
in up to 35 sessions, with annotators' "observations": the facts a careful listener keeps,
per speaker and session. The file is read where it lies at evaluation time and never
copied into the repository: ``--locomo PATH``, else ``$REVERIE_LOCOMO``, else
``../shared/datasets/locomo/locomo10.json`` beside the checkout.

**How it is played.** Each conversation is played twice, once with each speaker as the
user and the other as the assistant, each time in a fresh home through the real pipeline:
every session is written to state.db and reviewed (``review.engine.review_session``), the
operator approves everything pending, and a consolidation runs whenever one is due (its
batch approved too), so facts that no longer fit move to the archive instead of being lost.
After the last session, the waiting facts are landed the same way (``eval/chat_play.py``,
shared with Synthetic-Persona-Chat's ``eval/spc.py``). Only the user's observations are
scored.

**Halves.** Conversations 1-5 are the development half (rules may be tuned on them);
6-10 are the report half, never tuned on.

**The matcher (judge-free).** An observation's *content words* are its lower-cased words
minus function words and the user's own name (an entry says "User"), each cut to a crude
stem (``chat_play.stem``). An observation is *held* by a kept entry when the entry holds
at least :data:`THRESHOLD` (half) of the observation's content words, or at least
:data:`ENOUGH` (four) of them. "Held live" counts live entries only; "live or archived" counts the archive
too. The matcher is strict for long observations (a 14-word observation needs 7 of its
words in one entry) and is the same for every provider.

**Printed:** recall (held live; held live or archived), precision from the hand-checked
sample (the newest, ``eval/locomo_precision_v48.json``; older ones beside it, ``--sample``
picks one: 50 kept entries of the report half, drawn with a fixed seed, each with the verdict of a person who read the turn it came from), stale values
(two live entries with the same single-valued slot, :mod:`review.slots`), noise kept (kept
entries that hold no observation of the user at all, at the loose threshold of a third: an
upper bound, since annotators do not list everything), maximum usage of each file, and
reviews per second (with CPU milliseconds per review).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from chat_play import Kept as Kept  # re-exported: the dev tools and tests read locomo.Kept
from chat_play import Play, Session, Turn, content_words, kept_key, numbered_samples, play_sessions
from chat_play import draw_sample as draw_sample  # re-exported
from chat_play import entry_digest as entry_digest  # re-exported
from gold_facts import gold_facts

from reverie.config import load_settings

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PATH = ROOT.parent / "shared" / "datasets" / "locomo" / "locomo10.json"
SAMPLE = Path(__file__).with_name("locomo_precision_v48.json")   # the newest judged sample
DEV, REPORT = (1, 2, 3, 4, 5), (6, 7, 8, 9, 10)
HALVES = {"dev": DEV, "report": REPORT}
THRESHOLD, ENOUGH, LOOSE = 0.5, 4, 1 / 3
TARGETS = ("memory", "user")


def dataset_path(flag: str | Path | None = None) -> Path:
    """The LoCoMo file: the flag, else $REVERIE_LOCOMO, else beside the checkout. A
    directory means the ``locomo10.json`` in it."""
    path = Path(flag or os.environ.get("REVERIE_LOCOMO") or DEFAULT_PATH)
    return path / "locomo10.json" if path.is_dir() else path


def load(path: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SystemExit(f"error: no LoCoMo file at {path} (pass --locomo PATH or set "
                         f"REVERIE_LOCOMO)") from None
    except (OSError, ValueError) as exc:
        raise SystemExit(f"error: cannot read LoCoMo file {path}: {exc}") from None
    if not isinstance(data, list) or not all(isinstance(c, dict) and "conversation" in c for c in data):
        raise SystemExit(f"error: {path} is not LoCoMo-shaped (a list of conversations)")
    return data


# --- the matcher ---------------------------------------------------------------------------

# Where an annotator's observation joins a second fact to its first: "X signed up for a
# class and finds it therapeutic", "X joined a club, hoping to meet people", "X went to a
# concert last week, which meant a lot to her", "X lost his job because the company tanked".
_SECOND_FACT = re.compile(
    r",\s+(?:and|but|which|who|where|while|as|because|since|so|finding|feeling|showing|hoping|"
    r"making|leading|bringing|giving|helping|wanting|expressing|saying|despite|after|before|"
    r"especially|particularly|even though|although)\b|"
    r"\s+(?:and|but)\s+(?:also\s+|now\s+|then\s+|still\s+)?(?=(?:is|are|was|were|has|have|had|"
    r"feels|felt|finds|found|enjoys|enjoyed|loves|loved|wants|wanted|plans|planned|hopes|hoped|"
    r"believes|thinks|values|appreciates|appreciated|considers|sees|uses|takes|took|gets|got|"
    r"makes|made|is|expresses|expressed|shares|shared|mentions|mentioned)\b)|"
    r"\s+(?:because|since|while|despite|in order to|which|who|so that|after|even though|"
    r"although)\s+", re.I)


def main_clause(observation: str) -> str:
    """The observation up to where it joins a second fact (:data:`_SECOND_FACT`)."""
    return _SECOND_FACT.split(observation, maxsplit=1)[0]


def holds_main(first: frozenset[str], entry: frozenset[str]) -> bool:
    """A main clause is short, so half of it is one or two words ("loves" alone would
    hold "X loves reading"): it is held with all its content words when it has three or
    fewer, else with at least three and at least half."""
    shared = len(first & entry)
    return shared >= (len(first) if len(first) <= 3 else max(3, -(-len(first) // 2)))


def holds(observation: frozenset[str], entry: frozenset[str], threshold: float = THRESHOLD) -> bool:
    if not observation:
        return False
    shared = len(observation & entry)
    return shared >= threshold * len(observation) or shared >= ENOUGH


# --- playing a conversation ----------------------------------------------------------------

def _session_time(text: str | None, fallback: float) -> float:
    for fmt in ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y"):
        try:
            return datetime.strptime((text or "").strip(), fmt).timestamp()
        except ValueError:
            continue
    return fallback


def sessions_of(conv: dict[str, Any]) -> list[tuple[int, float, list[dict[str, Any]]]]:
    """(session number, its time, its turns) in order."""
    talk = conv["conversation"]
    numbers = sorted(int(m.group(1)) for k in talk if (m := re.fullmatch(r"session_(\d+)", k))
                     and isinstance(talk[k], list) and talk[k])
    out, last = [], 1_680_000_000.0
    for n in numbers:
        at = _session_time(talk.get(f"session_{n}_date_time"), last + 86400)
        out.append((n, at, talk[f"session_{n}"]))
        last = at
    return out


def observations_of(conv: dict[str, Any], speaker: str) -> list[tuple[int, str]]:
    out = []
    for key, per_speaker in (conv.get("observation") or {}).items():
        m = re.fullmatch(r"session_(\d+)_observation", key)
        if not m or not isinstance(per_speaker, dict):
            continue
        for item in per_speaker.get(speaker, []):
            text = item[0] if isinstance(item, list) else item
            if isinstance(text, str) and text.strip():
                out.append((int(m.group(1)), text))
    return out


def play(conv: dict[str, Any], number: int, speaker: str, overrides: dict[str, Any],
         workdir: Path, environ: dict[str, str], max_sessions: int | None = None,
         watch: Any = None, first_session: int = 1) -> Play:
    """Play ``conv`` with ``speaker`` as the user (module docstring).

    ``watch`` (a development tool's, e.g. ``dev_tools/locomo_losses.py``; None in the eval):
    ``watch.provider(settings, clock)`` gives the provider each review uses (None: the
    configured one), ``watch.reviewed(result)`` sees each review's ``ReviewResult``, and
    ``watch.ended(settings, clock)`` sees the home once the last facts have landed."""
    # With a session cap, only the observations of the sessions played are scored.
    # ``first_session`` > 1 starts a play later, with an empty memory: a fresh sample of a
    # half whose first sessions an earlier measurement already read.
    sessions = sessions_of(conv)[max(0, first_session - 1):][:max_sessions]
    played = {n for n, _, _ in sessions}
    result = Play(number, speaker,
                  [o for n, o in observations_of(conv, speaker) if n in played])
    name = re.sub(r"\W", "_", speaker)
    home = workdir / f"c{number}-{name}"
    home.mkdir(parents=True)
    settings = load_settings(home, environ=environ, overrides=overrides)
    return play_sessions(settings, [
        Session(f"locomo-{number}-{n}", at,
                [Turn("user" if turn.get("speaker") == speaker else "assistant",
                      str(turn.get("text") or ""), str(turn.get("dia_id") or ""))
                 for turn in turns])
        for n, at, turns in sessions], result, watch)


# --- scoring -------------------------------------------------------------------------------

@dataclass
class HalfFigures:
    name: str
    plays: list[Play]

    def recall(self, live_only: bool, threshold: float = THRESHOLD, *,
               main: bool = False) -> float | None:
        """Share of the user's observations held by one kept entry; with ``main``, an
        observation is also held when one entry holds its main clause (:func:`main_clause`,
        at least two content words; :func:`holds_main`): partial credit for an entry that
        keeps the first of the facts an annotator joined (a secondary figure; the strict
        one is the headline)."""
        total = held = 0
        for p in self.plays:
            drop = p.speaker.split()
            entries = [content_words(k.text, drop) for k in p.kept if k.live or not live_only]
            for obs in p.observations:
                words = content_words(obs, drop)
                first = content_words(main_clause(obs), drop) if main else frozenset()
                total += 1
                held += any(holds(words, e, threshold) for e in entries) or (
                    len(first) >= 2 and any(holds_main(first, e) for e in entries))
        return round(held / total, 3) if total else None

    def clause_counts(self, live_only: bool) -> tuple[int, int]:
        """(clauses held, clauses) over the user's observations, each cut into the facts it
        joins (``gold_facts``, shared with every corpus). The clause of a one-fact observation
        is held as the observation is (:func:`holds`); each clause of a joined one as a main
        clause is (:func:`holds_main`: all of a short clause's words), for a clause is short
        and half of it is one word. ``main_clause`` (the older secondary figure) is the first
        such piece, cut also before a reason or a participle, and credits the whole
        observation; this counts each clause once, as its own unit."""
        total = held = 0
        for p in self.plays:
            drop = p.speaker.split()
            entries = [content_words(k.text, drop) for k in p.kept if k.live or not live_only]
            for obs in p.observations:
                pieces = [content_words(c, drop) for c in gold_facts(obs, drop)]
                for words in pieces:
                    total += 1
                    held += any(holds(words, e) if len(pieces) == 1 else
                                bool(words) and holds_main(words, e) for e in entries)
        return held, total

    def noise(self, *, by_clause: bool = False) -> tuple[int, int]:
        """(kept entries holding no observation of the user at the loose threshold, kept);
        ``by_clause`` (match1): an entry holding a clause of a joined observation
        (``gold_facts``, :func:`holds_main`) holds something too."""
        noisy = kept = 0
        for p in self.plays:
            drop = p.speaker.split()
            observed = [content_words(o, drop) for o in p.observations]
            clauses = [w for o in p.observations if len(cut := gold_facts(o, drop)) > 1
                       for c in cut if (w := content_words(c, drop))] if by_clause else []
            for k in p.kept:
                kept += 1
                words = content_words(k.text, drop)
                noisy += not (any(holds(o, words, LOOSE) or holds(words, o, LOOSE) for o in observed)
                              or any(holds_main(c, words) for c in clauses))
        return noisy, kept

    def summary(self, sample: dict[str, Any] | None) -> dict[str, Any]:
        reviews = sum(p.reviews for p in self.plays)
        seconds = sum(p.review_seconds for p in self.plays)
        cpu = sum(p.review_cpu for p in self.plays)
        noisy, kept = self.noise()
        usage = {t: max((p.max_usage.get(t, 0.0) for p in self.plays), default=0.0) for t in TARGETS}
        return {
            "half": self.name, "plays": len(self.plays),
            "observations": sum(len(p.observations) for p in self.plays),
            "kept": kept, "live": sum(1 for p in self.plays for k in p.kept if k.live),
            "episodes": sum(1 for p in self.plays for k in p.kept if k.episode),
            "recall_live": self.recall(True), "recall_live_or_archived": self.recall(False),
            "recall_live_or_archived_loose": self.recall(False, LOOSE),
            "recall_live_main": self.recall(True, main=True),
            "recall_live_or_archived_main": self.recall(False, main=True),
            "clauses_held_live": self.clause_counts(True),
            "clauses_held": self.clause_counts(False),
            "precision": precision(sample, self.name, self.plays),
            "stale_values": sum(p.stale for p in self.plays),
            "noise_kept": noisy, "noise_kept_by_clause": self.noise(by_clause=True)[0],
            "max_usage": usage,
            "reviews": reviews,
            "invalid_reviews": sum(p.invalid_reviews for p in self.plays),
            "model_calls": sum(p.calls for p in self.plays),
            "invalid_answer_rate": (round(sum(p.invalid_calls for p in self.plays)
                                          / sum(p.calls for p in self.plays), 3)
                                    if any(p.calls for p in self.plays) else None),
            "tokens_per_review": ({"input": round(sum(p.input_tokens for p in self.plays) / reviews),
                                   "output": round(sum(p.output_tokens for p in self.plays) / reviews)}
                                  if reviews else None),
            "seconds_per_review": round(seconds / reviews, 2) if reviews else None,
            "reviews_per_second": round(reviews / seconds, 1) if seconds else None,
            "cpu_ms_per_review": round(1000 * cpu / reviews, 1) if reviews else None,
            "errors": [p.error for p in self.plays if p.error],
        }


def precision(sample: dict[str, Any] | None, half: str,
              plays: Sequence[Play] = ()) -> dict[str, Any] | None:
    """Precision from the hand-checked sample of ``half`` (None when there is none), with
    the extractor it judged and how many of its entries this run still kept (fewer than
    judged: the extractor changed since, and the figure is that extractor's, not this one's)."""
    if not sample or sample.get("half") != half:
        return None
    judged = [e for e in sample.get("entries", []) if e.get("verdict") in ("true", "false")]
    if not judged:
        return None
    true = sum(1 for e in judged if e["verdict"] == "true")
    kept = {kept_key(p, k) for p in plays for k in p.kept}
    still = [e for e in judged if (e.get("conversation"), e.get("speaker"), _digest_of(e)) in kept]
    # the re-score: of the judged entries this run still keeps word for word, how many were
    # judged true (an entry the extractor now writes differently is not matched, so this is
    # a figure of the kept part of the old sample, not a fresh sample of this extractor)
    return {"value": round(true / len(judged), 3), "judged": len(judged),
            "extractor": sample.get("extractor"), "unjudged_only": bool(sample.get("unjudged_only")),
            "still_kept": len(still) if plays else None,
            "still_true": sum(1 for e in still if e["verdict"] == "true") if plays else None}


def _digest_of(judged: dict[str, Any]) -> str | None:
    if judged.get("entry_sha256"):
        return judged["entry_sha256"]
    return entry_digest(judged["entry"]) if isinstance(judged.get("entry"), str) else None


def seal(sample: dict[str, Any]) -> dict[str, Any]:
    """A judged sample as it may be committed: each entry's words replaced by their digest.
    An entry the extractor made from a LoCoMo turn often repeats that turn's words, and
    LoCoMo's licence (CC BY-NC 4.0) keeps its text out of the repository; the eval still
    matches a sealed entry to this run's kept entries by the digest."""
    entries = []
    for e in sample.get("entries", []):
        e = dict(e)
        text = e.pop("entry", None)
        if isinstance(text, str):
            e["entry_sha256"] = entry_digest(text)
        entries.append(e)
    return {**sample, "entries": entries}


FIRST_STRICT = 10   # samples from v10 on were judged by the written criteria (section 9.2)


def sealed_samples(folder: Path = SAMPLE.parent) -> list[Path]:
    """Every committed judged sample from :data:`FIRST_STRICT` on, oldest first."""
    return numbered_samples(folder, "locomo_precision_v", first=FIRST_STRICT)


def every_verdict(half: str, paths: Sequence[Path] | None = None,
                  keep: Callable[[dict[str, Any]], bool] | None = None) -> dict[tuple[Any, Any, str], bool]:
    """(conversation, speaker, entry digest) -> judged true, over every sealed sample of
    ``half``; a later sample's reading of the same words wins. ``keep``: only the judged
    entries it takes (those of the file played, where a corpus's samples pool two files)."""
    verdicts: dict[tuple[Any, Any, str], bool] = {}
    for path in sealed_samples() if paths is None else paths:
        sample = json.loads(path.read_text(encoding="utf-8"))
        if sample.get("half") != half:
            continue
        for e in sample.get("entries", []):
            digest = _digest_of(e)
            if digest and e.get("verdict") in ("true", "false") and (keep is None or keep(e)):
                verdicts[(e.get("conversation"), e.get("speaker"), digest)] = e["verdict"] == "true"
    return verdicts


def verdict_cover(plays: Sequence[Play], verdicts: dict[tuple[Any, Any, str], bool]) -> dict[str, int]:
    """How much of this run's kept store the sealed verdicts read: kept entries, how many of
    them some sample judged, and how many of those were true. Not a random sample (earlier
    draws favour what earlier extractors kept), so it sits beside the newest sample's figure."""
    keys = [kept_key(p, k) for p in plays for k in p.kept]
    judged = [verdicts[key] for key in keys if key in verdicts]
    return {"kept": len(keys), "judged": len(judged), "true": sum(judged)}


def run(path: Path, halves: Sequence[str], overrides: dict[str, Any], environ: dict[str, str],
        *, progress: Callable[[str], None] = lambda _m: None,
        conversations: Sequence[int] | None = None,
        max_sessions: int | None = None, first_session: int = 1,
        watch_for: Callable[[int, str], Any] | None = None) -> dict[str, HalfFigures]:
    """``conversations``: only these numbers of each half; ``max_sessions``: review only
    the first N sessions of each play (a slow local model's sample); ``watch_for(number,
    speaker)``: a development tool's watch of each play (:func:`play`)."""
    data = load(path)
    out: dict[str, HalfFigures] = {}
    with tempfile.TemporaryDirectory(prefix="reverie-locomo-") as tmp:
        for half in halves:
            plays = []
            for number in HALVES[half]:
                if number > len(data) or (conversations and number not in conversations):
                    continue
                conv = data[number - 1]
                for key in ("speaker_a", "speaker_b"):
                    speaker = conv["conversation"].get(key)
                    if not speaker:
                        continue
                    progress(f"{half}: conversation {number}, {speaker} as the user")
                    try:
                        plays.append(play(conv, number, speaker, overrides, Path(tmp) / half, environ,
                                          max_sessions,
                                          watch_for(number, speaker) if watch_for else None,
                                          first_session))
                    except Exception as exc:  # noqa: BLE001 - one failed play is reported, not fatal
                        plays.append(Play(number, speaker, error=f"{type(exc).__name__}: {exc}"))
            out[half] = HalfFigures(half, plays)
    return out
