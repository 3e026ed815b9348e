"""Evaluate detect-secrets (Yelp) against Reverie's secret patterns, on the same corpora.

Issue 21 asks whether the secrets layer should be detect-secrets' plugins (keywords,
entropy, vendor shapes), the hand-written patterns, or both. This runs, in process and on
the same texts:

* **before**: the secret patterns of the scanner before issue 21 (bench/before_issue21.py);
* **detect-secrets**: every plugin of detect-secrets 1.5 with its default filters, each
  entry scanned as one line of a file named MEMORY.md (what its pre-commit hook does);
* **layered**: the secret and personal-identifier rows of today's scanner, through all
  its layers (normalise, decode);
* **layered + detect-secrets**: blocked when either blocks.

Recall is measured on the secrets of the attack corpus and of the scanner's blocked table;
false positives on the whole benign corpus; cost in CPU microseconds per entry. The table
is what docs/rounds/scanner-rounds.md records.

    python bench/eval_secrets.py
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import before_issue21  # noqa: E402

from reverie.memory.scan.scanner import VERDICTS, find_threat  # noqa: E402
from tests.memory.attack_corpus import corpus  # noqa: E402
from tests.memory.benign_corpus import BENIGN_CORPUS  # noqa: E402
from tests.memory.test_scanner import BLOCKED  # noqa: E402


def _secrets() -> list[str]:
    found = [a for a in corpus()["secrets"] if isinstance(a, str)]
    found += [text for text, pattern_id in BLOCKED if pattern_id.startswith("secret.")]
    return list(dict.fromkeys(found))


def _detect_secrets() -> Callable[[str], bool]:
    from detect_secrets.core.scan import _process_line_based_plugins
    from detect_secrets.settings import default_settings

    context = default_settings()
    context.__enter__()  # all plugins, default filters, for the life of the process

    def blocks(text: str) -> bool:
        lines = list(enumerate(text.splitlines() or [""], start=1))
        return any(True for _ in _process_line_based_plugins(lines, filename="MEMORY.md"))

    blocks.context = context  # type: ignore[attr-defined]  # collected, it would reset them
    return blocks


def _is_secret(threat) -> bool:
    return threat is not None and threat.category.startswith("secret")


def _cost(check: Callable[[str], bool], texts: list[str]) -> float:
    VERDICTS.clear()  # what a first scan costs, not a cache hit
    start = time.process_time()
    for text in texts:
        check(text)
    return (time.process_time() - start) / len(texts) * 1e6


def main() -> None:
    before = before_issue21.load()
    detect = _detect_secrets()
    checks: dict[str, Callable[[str], bool]] = {
        "before (issue 13 patterns)": lambda t: _is_secret(before.find_threat(t)),
        "detect-secrets 1.5 (all plugins)": detect,
        "layered (issue 21)": lambda t: _is_secret(find_threat(t)),
        "layered + detect-secrets": lambda t: _is_secret(find_threat(t)) or detect(t),
    }
    secrets, benign = _secrets(), list(BENIGN_CORPUS)
    print(f"{len(secrets)} secrets (attack corpus + blocked table), {len(benign)} benign notes\n")
    print("| combination | secrets caught | benign notes flagged | CPU µs per entry |")
    print("| --- | --- | --- | --- |")
    for name, check in checks.items():
        caught = sum(map(check, secrets))
        flagged = [text for text in benign if check(text)]
        cost = _cost(check, benign + secrets)
        print(f"| {name} | {caught}/{len(secrets)} ({caught / len(secrets):.0%}) | "
              f"{len(flagged)}/{len(benign)} ({len(flagged) / len(benign):.1%}) | {cost:.0f} |")
    missed = [t for t in secrets if not detect(t)]
    print(f"\ndetect-secrets misses ({len(missed)}), e.g.:")
    for text in missed[:8]:
        print("  ", text[:60])
    flagged = [t for t in benign if detect(t)]
    print(f"detect-secrets flags among benign ({len(flagged)}), e.g.:")
    for text in flagged[:8]:
        print("  ", text[:70])


if __name__ == "__main__":
    main()
