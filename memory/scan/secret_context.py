"""Secrets by format and by context (issue 28), beside the table's vendor rows.

* **Formats** (``memory/scan/secret_formats.json``): 263 provider token formats, each with the
  place its shape is documented (gitleaks' rule set, GitHub's secret-scanning partner
  list, detect-secrets' plugins). The regexes are ours, written from the prefix,
  characters and length each source states. A *prefixed* format is its own evidence
  (``whsec_…``, ``dop_v1_…``); a *named* format is a value of the stated shape assigned to
  its provider's name (``datadog_api_key = 9f3…``).
* **A label and a value** (``memory/scan/secret_labels.json``): "password", "pw", "pass
  phrase", "token", "API key", 密码, パスワード, contraseña, Passwort … followed — maybe
  after a parenthesis or a few words ("password (network Kessler5G):", "the wifi
  password for guests is") — by a value that looks like a secret: letters with digits or
  symbols, a long passphrase, a PIN; or a label directly followed by a long high-entropy
  string ("aws secret wJalrXUt…").

Public material is not a secret and is left out: publishable keys, public keys, published
test card numbers (:mod:`memory.pii`), and a vendor's example key when the note says it is
an example (the key itself spelled with "EXAMPLE", as AWS and others publish them, and
the note calling it an example, a sample or the docs' key). An example key with nothing
saying so is refused: a note cannot be told apart from a pasted key by its value alone.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache

from reverie.config import lazy_re as re  # patterns compiled on first use (a process's start)

from .capability import trie_regex
from .normalise import cased_stripped, nfkc_stripped
from .prefilter import CASELESS_ASCII
from .reach import gated
from .regex_facts import required_literals
from .word_tables import every_language, load_table

__all__ = ["SecretFound", "find_secret", "formats", "longest_label", "may_hold_label", "notes_at"]


@dataclass(frozen=True)
class SecretFound:
    """A secret found: the id (``secret.format.<format>`` or ``secret.labelled_value``),
    what it is, and where its shape is documented."""

    pattern_id: str
    description: str
    source: str


@dataclass(frozen=True)
class _Format:
    format_id: str
    provider: str
    pattern: str
    gate: tuple[str, ...]  # lowercase literals, one of which every match holds ("" = none)
    named: bool
    source: str

    @property
    def regex(self) -> re.Pattern[str]:
        # Compiled when a text first holds its literal: most processes need a handful.
        return _compiled(self.pattern)


@cache
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


_NAMED_TEMPLATE = (r"(?i:(?<![A-Za-z0-9])[\w.-]{{0,30}}?(?:{keywords})[\w.-]{{0,20}})[\"']?"
                   r"\s{{0,3}}(?::{{1,2}}=?|=>?|\bis\b{space})\s{{0,3}}[\"'`]?"
                   r"(?P<value>(?i:{value}))(?![A-Za-z0-9_=+/-])")
_META = set("[](){}*+?|^$.\\")


def _leading_literal(regex: str) -> str:
    """The literal a regex starts with ("whsec_", "dop_v1_", "sk-ant-api03-"), up to its
    first special character; an escaped character counts as itself."""
    out, at = [], 0
    while at < len(regex):
        char = regex[at]
        if char == "\\" and at + 1 < len(regex) and not regex[at + 1].isalnum():
            out.append(regex[at + 1])
            at += 2
            continue
        if char in _META:
            break
        out.append(char)
        at += 1
    # a quantifier after the last character makes it optional
    if at < len(regex) and regex[at] in "*?{" and out:
        out.pop()
    return "".join(out)


@cache
def formats() -> tuple[_Format, ...]:
    """The provider formats of ``memory/scan/secret_formats.json``, gated by a literal."""
    found = []
    for row in load_table("secret_formats.json")["formats"]:
        if row["kind"] == "prefix":
            pattern = r"(?<![A-Za-z0-9])(?:" + row["regex"] + r")(?![A-Za-z0-9])"
            literal = _leading_literal(row["regex"])
            if len(literal) >= 3:
                gate: tuple[str, ...] = (literal.lower(),)
            else:  # no literal in front: ask the regex itself what it cannot match without
                groups = required_literals(re.compile(pattern)).groups
                gate = tuple(item.lower() for item in groups[0]) if groups else ("",)
        else:
            # "name": the source's own name shape ("ibm_cloud_iam_api_key"), where the
            # keywords alone (the gate) would name too much ("iam" in "william").
            keywords = row.get("name") or "|".join(re.escape(word) for word in row["keywords"])
            # "assign_by_space": the source reads "--softlayer-api-key abc…" (a flag, a
            # config line) as an assignment too; the value's exact shape carries it.
            space = r"|(?<=[\w\"'])(?=\s)" if row.get("assign_by_space") else ""
            pattern = _NAMED_TEMPLATE.format(keywords=keywords, value=row["value"], space=space)
            gate = tuple(keyword.lower() for keyword in row["keywords"])
        found.append(_Format(row["id"], row["provider"], pattern, gate, row["kind"] == "named",
                             row["source"]))
    return tuple(found)


@cache
def _gate() -> tuple[re.Pattern[str], dict[str, tuple[_Format, ...]], tuple[_Format, ...]]:
    """One regex over every format's literals (lowercase), the formats each literal
    opens, and the formats with no literal (always tried)."""
    by_literal: dict[str, list[_Format]] = {}
    always = []
    for entry in formats():
        if entry.gate == ("",):
            always.append(entry)
            continue
        for literal in entry.gate:
            by_literal.setdefault(literal, []).append(entry)
    # A trie: one alternation of 300 literals tries each of them at every character.
    # Behind a class of the literals' first characters, which re skips to (the trie is
    # read where one stands, and its match is taken from the lookahead as before): the
    # lookahead alone was entered at every character (fast33).
    firsts = "".join(sorted({re.escape(literal[0]) for literal in by_literal}))
    regex = re.compile(f"[{firsts}](?<=(?=({trie_regex(by_literal)}))[\\s\\S])")
    return regex, {key: tuple(value) for key, value in by_literal.items()}, tuple(always)


def _entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


_EXAMPLE_VALUE = re.compile(r"example|sample|dummy|x{6,}|0{8,}|1234567890", re.I)
_EXAMPLE_NOTE = re.compile(r"\b(?:example|examples|sample|placeholder|dummy|fake|docs|"
                           r"documentation|documented|tutorial|illustrat\w*)\b", re.I)


# Where each note (memory entry) starts in the text being read, when that text is several
# notes joined (:func:`notes_at`); empty: the text is one note.
_NOTE_STARTS: ContextVar[tuple[int, ...]] = ContextVar("note_starts", default=())


@contextmanager
def notes_at(starts: Sequence[int]) -> Iterator[None]:
    """Read the text of the ``with`` block as notes joined, each starting at ``starts``:
    the words that call a key an example are those of the notes the key and its label are
    written in, not of a note beside them (issue 28, fix41: read with the next few notes
    an example key passed, while a write's read of fewer notes, or the snapshot's, refused
    it, so a write's verdict was not the whole read's)."""
    token = _NOTE_STARTS.set(tuple(starts))
    try:
        yield
    finally:
        _NOTE_STARTS.reset(token)


def _own_notes(length: int, start: int, end: int) -> tuple[int, int]:
    """Where the notes holding ``start`` through ``end`` begin and end in a text of
    ``length`` (the whole text when it is one note)."""
    starts = _NOTE_STARTS.get()
    if len(starts) < 2:
        return 0, length
    first = starts[max(bisect_right(starts, start) - 1, 0)]
    after = bisect_right(starts, max(end - 1, start))
    return first, starts[after] if after < len(starts) else length


def marked_example(text: str, start: int, end: int, label_at: int | None = None) -> bool:
    """A vendor's example key the note calls one: the value spelled as an example
    (``…EXAMPLE``, ``xxxxxx``, at ``start:end``) and the words around it saying so, in
    the notes it is written in, from its label's (at ``label_at``) on."""
    if _EXAMPLE_VALUE.search(text, start, end) is None:
        return False
    first, last = _own_notes(len(text), start if label_at is None else min(label_at, start),
                             end)
    return _EXAMPLE_NOTE.search(text[first:start] + " " + text[end:last]) is not None


# Every provider format's match holds a run of at least this many characters without a
# space (the shortest values are 14 characters); prose without such a run skips them all.
_SHORTEST_RUN = 12
_LONG_RUN = re.compile(rf"\S{{{_SHORTEST_RUN}}}")


def _format_secret(cased: str) -> SecretFound | None:
    if _LONG_RUN.search(cased) is None:
        return None
    regex, by_literal, always = _gate()
    lowered = cased.lower()
    tried: set[str] = set()
    candidates: list[_Format] = list(always)
    seen: set[str] = set()
    for match in regex.finditer(lowered):
        found = match.group(1)
        if found in seen:
            continue
        seen.add(found)
        # the trie reports the longest literal here; the shorter ones it starts with too
        for size in range(1, len(found) + 1):
            for entry in by_literal.get(found[:size], ()):
                if entry.format_id not in tried:
                    tried.add(entry.format_id)
                    candidates.append(entry)
    for entry in candidates:
        for match in entry.regex.finditer(cased):
            start, end = (match.span("value") if entry.named else match.span())
            value = cased[start:end]
            # A named value must look random: a digit, or long letters of high entropy
            # ("fslyprruauqkwjcasghx"); a run of one character is nobody's key.
            if entry.named and (_entropy(value) < 2.5 or not (
                    re.search(r"[0-9]", value) or (len(value) >= 16 and _entropy(value) >= 3.5))):
                continue
            if marked_example(cased, start, end, match.start()):
                continue
            return SecretFound(f"secret.format.{entry.format_id}",
                               f"{entry.provider} credential format", entry.source)
    return None


# --- a label, then a value that looks like a secret ------------------------------------------

@cache
def _label_alternation(*, with_short: bool = False) -> tuple[str, int]:
    """The labels as one trie regex (a space in a label reads any one space, "_" or "-",
    or none), and the longest label's length; ``with_short``: the short labels too."""
    labels = _labels(with_short=with_short)
    alternation = trie_regex(labels, lambda char: r"[\s_-]?" if char == " " else re.escape(char))
    return alternation, max(map(len, labels))


@cache
def _labels(*, with_short: bool = False) -> frozenset[str]:
    """The labels (``with_short``: the short labels too), as :func:`_label_alternation`
    reads them."""
    data = load_table("secret_labels.json")["labels"]
    # Labels are read as the scanner reads the text (marks stripped: "パスワード" is
    # seen as "パスワート"), lowercase (the regex ignores case).
    labels = {cased_stripped(nfkc_stripped(label)).lower()
              for label in every_language(data)}
    if with_short:
        labels |= set(_short_labels())
    return frozenset(labels)


@cache
def _short_labels() -> tuple[str, ...]:
    """The short labels ("pass", "pw", "pwd") a value may follow with no separator."""
    return tuple(load_table("secret_labels.json")["short_labels"])


@cache
def _any_label() -> re.Pattern[str]:
    # Every labelled value's match starts with one of these, wherever it stands.
    # Behind a gate of the labels' first characters (:func:`reach.gated`): a regex that
    # ignores case is tried at every character, each of its ~40 first branches entered in
    # turn, ~25 µs of a note's scan where most characters start no label (fast33).
    return gated(re.compile(r"(?i:" + _label_alternation(with_short=True)[0] + r")"),
                 label_starts())


def label_starts() -> frozenset[str]:
    """Every character a label may start with in a text, its case ignored: each label's
    first character in every case ``re.IGNORECASE`` matches to it (the ASCII letters'
    look-alikes too, "ſ" for "s"; a test checks the set against every code point)."""
    starts: set[str] = set()
    for label in _labels(with_short=True):
        first = label[0]
        if first.isspace():  # (a space in a label is optional: the next would start it)
            raise ValueError(f"a secret label starts with a space: {label!r}")
        starts |= {first, first.lower(), first.upper(),
                   *(char for char, letter in CASELESS_ASCII.items() if letter == first)}
    return frozenset(starts)


def may_hold_label(cased: str) -> bool:
    """Whether a label occurs anywhere in ``cased`` (a superset of where the labelled
    rules can start: no word boundary asked). Without one, :func:`find_secret` can find
    only a provider format."""
    return _any_label().search(cased) is not None


def longest_label() -> int:
    return _label_alternation()[1]


# A value may be written after a network or account name and a "/" or ":" ("password:
# HomeNet / blue-otter-42-river"): the second token belongs to the label too.
_VALUE = r"[^\s\"'`”’」』,;，；。、]"
_AFTER_NAME = r"(?:\s{0,3}[/:：]\s{0,3}(?P<after>" + _VALUE + r"{4,80})|(?!" + _VALUE + r"))"


@cache
def _labelled() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    alternation = _label_alternation()[0]
    # The label ("password", "Home Wi-Fi password (network X)", "the wifi password for
    # guests"), a separator (":", "=", "is", 是, は …), the value.
    assigned = re.compile(
        # a label at a word's start, or at a camelCase hump ("dbPassword", "genericToken")
        r"(?:(?<![A-Za-z])|(?<=[a-z])(?=[A-Z]))(?i:(?:" + alternation + r")(?![a-z]))"
        r"(?:\s{0,3}[(（][^)）\n]{0,60}[)）])?"
        # a few words naming what it opens ("for the guest network", "fürs VPN")
        r"(?:\s{1,3}[^\s:=：\d][^\s:=：]{0,13}){0,4}?"
        r"\s{0,3}(?:[:=：]|->|=>|(?i:\b(?:is|was|est|ist|es|é|era|wird|sera|será|ay|হল)\b)|是|为|為|は|が|就是)"
        r"\s{0,3}[\"'`“‘「『]?(?P<value>" + _VALUE + r"{4,80}?)" + _AFTER_NAME)
    # A label directly followed by a long random-looking string: "aws secret wJalrXUt…".
    bare = re.compile(
        r"(?i:(?<![A-Za-z])(?:" + alternation + r")(?![A-Za-z]))"
        r"\s{1,3}(?P<value>[A-Za-z0-9/+=_-]{20,120})(?![A-Za-z0-9/+=_-])")
    # A short label ("pass", "pw", "pwd") with or without a separator, maybe after a
    # name and a "/" or ":" ("Wi-Fi Kessler5G pw blue-otter-42-river", "pass: Hunter2!").
    shorts = "|".join(map(re.escape, _short_labels()))
    short = re.compile(
        r"(?i:(?<![A-Za-z0-9])(?:" + shorts + r")(?![A-Za-z0-9]))"
        r"(?P<sep>\s{0,3}[:=：])?\s{0,3}[\"'`“‘]?(?P<value>" + _VALUE + r"{4,80}?)" + _AFTER_NAME)
    # A password's label and a strong value starting with a letter or digit, with only a
    # space (or the prompt's "§", as the joined read spaces it) between: "Email password
    # Hunter2!xyz", and so two adds "Email password" + "Hunter2!xyz" side by side in the
    # prompt, which the joined read reads with a space (the first did not end its
    # sentence) or the delimiter.
    spaced = re.compile(
        r"(?:(?<![A-Za-z])|(?<=[a-z])(?=[A-Z]))(?P<label>(?i:(?:" + alternation + r")(?![a-z])))"
        r"(?:\s{0,3}[(（][^)）\n]{0,60}[)）])?"
        r"(?:[ \t]{1,3}|[ \t]{0,3}[.:]?\s{1,3}§\s{1,3})[\"'`“‘]?(?P<value>[^\W_]" + _VALUE + r"{7,79})"
        r"(?=[\"'`”’]?(?:\s|\Z))")
    return assigned, bare, short, spaced


_NOT_A_VALUE = re.compile(
    r"^(?:[<{$%\[(*•]|\.{3}|x{3,}|https?:|ftp:|/|~|\./|op://|vault:|env:|\$\{)"
    r"|(?-i:^[A-Z][A-Z0-9_]{2,}$)"  # an environment variable's name
    r"|[(\[{]|environ|getenv|process\.env|secrets?\.|config\."  # code that reads it
    r"|^\d{4}-\d{2}-\d{2}|^\d{1,2}[:/.]\d{2}(?:[:/.]\d{2,4})?$"  # a date or a time
    r"|^v?\d+(?:\.\d+)+[a-z]?$"  # a version
    r"|^(?:1password|lastpass|bitwarden|keepass\w*|vault|keychain|required|optional|none|null|"
    r"empty|redacted|hidden|masked|unset|same|rotated|expired|changed|reset|set|n/a|tbd|todo)$",
    re.I)
_PASSWORD_LABEL = re.compile(r"pass|pw|pin|密|パス|暗証|비밀|암호|contrase|clave|mot de|mdp|"
                             r"kennw|senha|wachtw|l[oö]sen|has[lł]o|heslo|парол|[sş]ifre|"
                             r"sandi|m[aậ]t kh|كلمة|رمز|گذر|סיסמ|पासव|รหัส", re.I)


# Public material by its own name: a publishable key (Stripe pk_, Mapbox pk.), a public
# key (Mailgun pubkey-, Flutterwave FLWPUBK, Lob test_pub_), or a label that says "public".
_PUBLIC = re.compile(r"^(?:pk[._]|pubkey-|flwpubk|[a-z]+_pub_)|pub(?:lic|lishable)?[\s_-]?key",
                     re.I)


def public_material(text: str) -> bool:
    """Whether an assignment's text (label and value) names public material."""
    return _PUBLIC_ANYWHERE.search(text) is not None


_PUBLIC_ANYWHERE = re.compile(r"(?<![A-Za-z0-9])(?:pk[._]|pubkey-|flwpubk|[a-z]+_pub_)|"
                              r"pub(?:lic|lishable)?[\s_-]?key", re.I)


def _looks_secret(value: str, label: str) -> bool:
    if _PUBLIC.search(value) or _PUBLIC.search(label):
        return False
    value = value.rstrip(".!?)]}>:").rstrip() if value.endswith((".", ")", "]", "}", ">", ":")) \
        else value
    if len(value) < 4 or _NOT_A_VALUE.search(value):
        return False
    letters = sum(char.isalpha() for char in value)
    digits = sum(char.isdigit() for char in value)
    symbols = len(value) - letters - digits
    password_like = _PASSWORD_LABEL.search(label) is not None
    if digits == len(value):  # a PIN or a numeric password
        return len(value) >= (4 if password_like else 6)
    if letters and digits:
        return len(value) >= 5
    strong_symbols = sum(not char.isalnum() and char not in "-_." for char in value)
    if letters and strong_symbols:
        return len(value) >= 6
    # A passphrase of words ("correct-horse-battery-staple"): four words and more.
    return password_like and symbols >= 3 and len(re.split(r"[-_.]", value)) >= 4


def _value_spans(match: re.Match[str]) -> list[tuple[int, int]]:
    """Where a labelled match's value may be: the first token, the token after a name and
    a "/" or ":", and (written without spaces, "HomeNet/blue-otter-42") the two together."""
    spans = [match.span("value")]
    if match.group("after") is not None:
        spans.append(match.span("after"))
        joined = (match.start("value"), match.end("after"))
        if not any(char.isspace() for char in match.string[joined[0]:joined[1]]):
            spans.append(joined)
    return spans


def _strong(value: str, label: str) -> bool:
    """A value no word of prose is: three of lowercase, uppercase, digits and symbols, or
    a passphrase of four words and more (``_looks_secret``'s last case)."""
    value = value.rstrip(".!?,;)")
    classes = sum(bool(re.search(pattern, value))
                  for pattern in ("[a-z]", "[A-Z]", "[0-9]", r"[^A-Za-z0-9\s]"))
    return classes >= 3 or (_PASSWORD_LABEL.search(label) is not None
                            and len(re.split(r"[-_.]", value)) >= 4)


# What every labelled value holds: a separator the regex reads, a non-Latin separator or
# label, (the bare form) a run of 20 characters, or (the short and spaced forms, no
# separator) a password's label as a word (_may_hold_value).
_SEPARATOR_HINT = re.compile(r"[:=：>]|\b(?:is|was|est|ist|es|é|era|wird|sera|será|ay|হল)\b|[^\x00-\u024f]"
                             r"|\S{20}", re.I)
# The Latin password labels as words, for the forms with no separator (non-Latin labels
# open the hint above). Substrings first: a regex of alternatives at every character
# would double the hint's cost on plain notes.
_PASSWORD_WORD_PARTS = ("pass", "pw", "pin", "kennw", "senha", "wachtw", "losen", "lösen",
                        "hasło", "haslo", "heslo", "sifre", "şifre", "sandi", "clave",
                        "contrase", "mdp", "khau")
# No boundary asked in front ("wifi_pass", "emailPassword"); one behind ("camping" is none).
_PASSWORD_WORD = re.compile(r"(?:p(?:ass(?:wd|word|wort|phrase|code|e)?|wd?|in)|kennw\w*|senha|wachtw\w*|l[oö]senord|"
                            r"has[lł]o|heslo|[sş]ifre|sandi|clave|contrase\w*|mdp|khau)\b",
                            re.I)


_NON_LATIN = re.compile(r"[^\x00-\u024f]")


def _password_word(cased: str) -> bool:
    """Whether a password's label may stand in ``cased`` as a word (a superset): where
    the short and spaced forms can start."""
    if not cased.isascii() and _NON_LATIN.search(cased) is not None:
        return True
    lowered = cased.lower()
    for part in _PASSWORD_WORD_PARTS:  # a loop: half the cost of any() on plain notes
        if part in lowered:
            return _PASSWORD_WORD.search(cased) is not None
    return False


def _may_hold_value(cased: str) -> tuple[bool, bool]:
    """Whether ``cased`` holds what every labelled value needs (a superset), and whether
    a password's label may stand in it as a word (asked once, for both)."""
    worded = _password_word(cased)
    return worded or _SEPARATOR_HINT.search(cased) is not None, worded


def _label_secret(cased: str, gate: tuple[bool, bool] | None = None) -> SecretFound | None:
    opened, worded = gate or _may_hold_value(cased)
    if not opened:
        return None
    assigned, bare, short, spaced = _labelled()
    for match in assigned.finditer(cased):
        label = match.group()[:match.start("value") - match.start()]
        if any(_looks_secret(cased[start:end], label)
               and not marked_example(cased, start, end, match.start())
               for start, end in _value_spans(match)):
            return SecretFound("secret.labelled_value", "a credential written after its label",
                               "memory/scan/secret_labels.json")
    if not worded:  # most notes with a ":" name no password
        return _bare_secret(cased, bare)
    for match in short.finditer(cased):
        label = match.group()[:match.start("value") - match.start()]
        # With no separator the label may be a word of prose ("I pass the level3 test"):
        # only a strong value counts there (three classes of character, or a passphrase),
        # starting with a letter or digit (not markup: 'pass ">Reset…').
        if match.group("sep") is None and not match.group("value")[0].isalnum():
            continue
        strict = match.group("sep") is None
        # "bus pass: 12345678" is a card's number; "pw: 4821" is a PIN.
        digits_alone = match.group().lower().startswith("pass")
        if any(_looks_secret(cased[start:end], label)
               and not (digits_alone and cased[start:end].rstrip(".!?").isdigit())
               and (not strict or _strong(cased[start:end], label))
               and not marked_example(cased, start, end, match.start())
               for start, end in _value_spans(match)):
            return SecretFound("secret.labelled_value", "a credential written after its label",
                               "memory/scan/secret_labels.json")
    for match in spaced.finditer(cased):
        # No separator: only a password's label, and a value no word of prose is.
        value, label = match.group("value"), match.group("label")
        if _PASSWORD_LABEL.search(label) and _looks_secret(value, label) \
                and _strong(value, label) \
                and not marked_example(cased, *match.span("value"), match.start()):
            return SecretFound("secret.labelled_value", "a credential written after its label",
                               "memory/scan/secret_labels.json")
    return _bare_secret(cased, bare)


def _bare_secret(cased: str, bare: re.Pattern[str]) -> SecretFound | None:
    for match in bare.finditer(cased):
        value = match.group("value")
        classes = sum(bool(re.search(pattern, value)) for pattern in ("[a-z]", "[A-Z]", "[0-9]"))
        if (classes >= 3 or (classes == 2 and len(value) >= 32)) and _entropy(value) >= 3.5 \
                and not marked_example(cased, *match.span("value"), match.start()):
            return SecretFound("secret.labelled_value", "a credential written after its label",
                               "memory/scan/secret_labels.json")
    return None


def find_secret(cased: str, *, labels: bool | Callable[[], bool] = True
                ) -> SecretFound | None:
    """The first provider format, else the first labelled value, in ``cased`` (NFKC text
    with case kept). ``labels=False``: the caller knows no label occurs in ``cased``
    (:func:`may_hold_label`), so only the formats are searched; a callable: asked, only
    when the labelled rules would otherwise run, whether a label occurs (an entry's scan
    keeps the answer for the joined reads of its neighbourhood, which ask it anyway)."""
    found = _format_secret(cased)
    if found is not None or labels is False:
        return found
    gate = _may_hold_value(cased)
    if callable(labels) and (not gate[0] or not labels()):
        return None
    return _label_secret(cased, gate)
