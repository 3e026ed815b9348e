"""The dev half's missing facts, counted: a ceiling under v9 (a development tool).

Plays LoCoMo's conversations through the real pipeline exactly as ``eval/run_eval.py
--dataset locomo`` does, with ``dev_tools/locomo_losses.py``'s watch, and sorts every
observation of the user that **no proposal of the extractor holds** (the eval's matcher) by
a documented rule on the observation's main clause (``locomo.main_clause``) — what a careful
assistant would keep, not how the turn was said:

1. ``friend``: the main clause names the friend (thanks, praise, offers, the friend's news);
2. ``mood``: the predicate opens with a feeling of the moment (feels, is excited, expressed …);
3. ``lasting:wish``: a wish, plan or goal in the predicate's first five words, then
   ``lasting:taste``: a like, love, favourite, passion, what one finds relaxing …;
   then the same two, and ``mood``, anywhere in the main clause;
4. ``lasting:routine``: how often (every, usually, daily, practices, a tradition);
5. ``belief``: a view, value or piece of advice (believes, values, appreciates, advises …);
6. by the first verb after the subject, a past one: ``lasting:past-milestone`` when v9's
   own lasting-past rule keeps it (``disclosure.past_events._LASTING_PAST`` / ``_LASTING_LIGHT``, a first
   time, a duration of years), else ``single-past`` (the week's news, dropped by design);
7. ``lasting:state``: a present state, possession, person, place or ongoing activity;
8. ``other``.

A hand check of a random sample and the figures are in docs/rounds/review-rounds.md ("The dev half's
missing facts, counted (learn17)"). Prints counts only; ``--show N`` prints N observations
of each class (LoCoMo's words: for reading here, never for the repository, CC BY-NC).

    python dev_tools/locomo_ceiling.py --locomo /work/shared/datasets/locomo/locomo10.json
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "eval"))
sys.path.insert(0, str(ROOT / "dev_tools"))

import locomo  # noqa: E402
import locomo_losses  # noqa: E402

from reverie.review.providers.heuristic.disclosure import past_events as D  # noqa: E402


def friend_of(o, data):
    t = data[o['conv'] - 1]['conversation']
    a, b = t['speaker_a'], t['speaker_b']
    return b if o['speaker'] == a else a


def _words(alternatives: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + alternatives + r")\b", re.I)


MOOD = _words(r"feels?|felt|feeling|is (?:(?:so|very|really|also|now|still) )?(?:excited|happy|grateful|thankful|proud|glad|nervous|stressed|anxious|sad|relieved|overwhelmed|thrilled|hopeful|worried|upset|devastated|touched|amazed|pleased|delighted|eager|looking forward|content|curious|motivated|inspired|determined|bummed|disappointed|frustrated|tired|exhausted|busy|heartbroken|moved|surprised|optimistic)|expresse[sd]|express(?:ing)?|was (?:excited|happy|thrilled|nervous|sad|surprised|proud|upset|devastated|touched|disappointed|stressed)|is having a (?:tough|hard|rough|great)")
WISH = _words(r"plans?|planning|planned|wants?|wanted|hopes?|hoping|dreams? (?:of|to|about)|goals?|aims?|aspires?|intends?|is going to|will|would like|wish(?:es)?|is considering|considering|thinking (?:of|about)|looking to|is saving|working (?:towards?|on becoming)|aspiration|ambition|eager to|looking forward to (?:[a-z]+ing)")
TASTE = _words(r"loves?|likes?|enjoys?|enjoyed|favou?rites?|is into|fan of|passionate|passion|prefers?|is interested|interest in|fond of|finds? (?:[a-z]+ ){0,4}?(?:relaxing|fun|therapeutic|calming|enjoyable|rewarding|fulfilling|peace|joy|happiness|comfort|solace|inspiration|creative)|appreciates (?:the )?(?:beauty|art|music|fantasy|books?|nature)|is a big fan|adores|obsessed|hobby|hobbies")
ROUTINE = _words(r"every|daily|weekly|often|regularly|usually|routine|tradition|always|frequently|each (?:week|day|year|morning)|practices|trains|habit")
BELIEF = _words(r"believes?|values?|thinks?|acknowledges?|appreciates?|understands?|recogni[sz]es?|emphasi[sz]es?|importance|encourages?|advises?|suggests?|agrees?|admires?|considers (?:it|that)|sees (?:it|that)|knows?|learned (?:that|the importance)|realizes?|realized|reminds?|compliments?|praises?|supports?|offers?|offered")
PRESENT_STATE = _words(r"has|have|is|are|owns?|lives?|works?|worked|studies|studying|attends|goes to|runs?|volunteers|teaches|writes|plays|paints|uses|keeps?|needs?|takes|does|is (?:a|an|the)")
_PAST_IRREG_WORDS = "went took made had did saw got gave met wrote read ran bought sold found lost won began became left came brought built caught chose drew drove ate fell felt flew forgot froze grew heard held hid hit hurt kept knew led lent let lit meant paid put quit rode rang rose said sent set shook shot sang sat slept spoke spent stood stole struck swam taught told thought threw understood woke wore"
PAST_IRREG = frozenset(_PAST_IRREG_WORDS.split())
def first_verb(main, name):
    # the word after the subject (the name, "X and her …"), skipping adverbs
    m = re.match(r"^\s*" + re.escape(name.split()[0]) + r"(?:'s [\w ]+?)?(?: and (?:his|her|their|a|an|the)? ?[\w ]+?)?\s+((?:(?:recently|also|just|finally|once|then|previously|eventually|successfully|actually|even|already|last|often|usually|really) )*)(\w+)", main, re.I)
    return m.group(2).lower() if m else None
def is_past(v):
    return bool(v) and (v in PAST_IRREG or v in D._LASTING_PAST or (v.endswith('ed') and v not in {'need','feed','seed','speed','bleed','proceed','succeed','exceed','breed'}))
def predicate_head(main, name):
    """the first five words after the subject (the name, an optional "'s X", "and her …")"""
    m = re.match(r"^\s*(?:(?:recently|last \w+|in \w+),?\s+)?" + re.escape(name.split()[0]) + r"(?:'s [\w-]+(?: [\w-]+)?)?(?: and (?:his|her|their|a|an|the)? ?[\w-]+)?\s+(.*)$", main, re.I)
    rest = m.group(1) if m else main
    rest = re.sub(r"^(?:(?:recently|also|just|finally|really|now|still|often|usually|even|already|always|has been|have been|is|was) )+", lambda x: x.group(0) if x.group(0).strip() in ('is','was') else '', rest, flags=re.I)
    return ' '.join(rest.split()[:5])
def classify(o, data):
    name = o['speaker']
    friend = friend_of(o, data)
    main = locomo.main_clause(o['obs'])
    if re.search(r"\b" + re.escape(friend.split()[0]) + r"\b", main):
        return 'friend'
    head = predicate_head(main, name)
    if MOOD.match(head):
        return 'mood'
    if WISH.search(head):
        return 'lasting:wish'
    if TASTE.search(head):
        return 'lasting:taste'
    if MOOD.search(main):
        return 'mood'
    if WISH.search(main):
        return 'lasting:wish'
    if TASTE.search(main):
        return 'lasting:taste'
    if ROUTINE.search(main):
        return 'lasting:routine'
    if BELIEF.search(main):
        return 'belief'
    v = first_verb(main, name)
    if is_past(v):
        if v in D._LASTING_PAST or D._LASTING_LIGHT.match(' '.join(main.split()[1:]).lower()) \
           or re.search(r"\b(?:first time|for (?:\w+ )?(?:years|months|decades?))\b", main, re.I):
            return 'lasting:past-milestone'
        return 'single-past'
    if PRESENT_STATE.search(main):
        return 'lasting:state'
    return 'other'


LASTING = ("lasting:wish", "lasting:taste", "lasting:state", "lasting:routine",
           "lasting:past-milestone")


def missed_observations(path: Path, half: str) -> tuple[int, int, list[dict[str, Any]]]:
    """(observations, held live or archived, the ones no proposal holds)."""
    trails: dict[tuple[int, str], Any] = {}

    def watch_for(number: int, speaker: str) -> Any:
        watch = locomo_losses.Watch()
        trails[(number, speaker)] = watch.trail
        return watch

    overrides = {"auxiliary": {"background_review": {"provider": "heuristic", "temperature": 0.0}},
                 "display": {"memory_notifications": "off"}}
    figures = locomo.run(path, (half,), overrides, dict(os.environ), watch_for=watch_for,
                         progress=lambda m: print(m, file=sys.stderr))
    total = kept = 0
    missed = []
    for fig in figures.values():
        for p in fig.plays:
            drop = p.speaker.split()
            proposals = [locomo.content_words(c, drop) for _, c in trails[(p.conversation, p.speaker)].proposed]
            kept_words = [locomo.content_words(k.text, drop) for k in p.kept]
            for obs in p.observations:
                words = locomo.content_words(obs, drop)
                total += 1
                kept += any(locomo.holds(words, w) for w in kept_words)
                if not any(locomo.holds(words, w) for w in proposals):
                    missed.append({"conv": p.conversation, "speaker": p.speaker, "obs": obs})
    return total, kept, missed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--locomo", default=None, help="the LoCoMo file (as for run_eval.py)")
    parser.add_argument("--half", choices=("dev", "report"), default="dev")
    parser.add_argument("--show", type=int, default=0, metavar="N",
                        help="print N observations of each class (LoCoMo's words: never commit them)")
    args = parser.parse_args(argv)
    path = locomo.dataset_path(args.locomo)
    data = locomo.load(path)
    total, kept, missed = missed_observations(path, args.half)
    classes = Counter()
    by_class: dict[str, list[str]] = {}
    for o in missed:
        c = classify(o, data)
        classes[c] += 1
        by_class.setdefault(c, []).append(o["obs"])
    print(f"{args.half}: {total} observations, {kept} held live or archived ({kept / total:.3f}), "
          f"{len(missed)} held by no proposal")
    for c, n in classes.most_common():
        print(f"    {n:4d}  {c}")
        for text in random.Random(17).sample(by_class[c], min(args.show, n)):
            print(f"          {text}")
    lasting = sum(classes[c] for c in LASTING)
    print(f"ceiling under v9 (every lasting class held): {(kept + lasting) / total:.3f}; "
          f"with views and values too: {(kept + lasting + classes['belief']) / total:.3f}; "
          f"everything but friend, mood and single past: "
          f"{(total - classes['friend'] - classes['mood'] - classes['single-past']) / total:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
