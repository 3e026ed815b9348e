"""The lexicons and how their terms are found in a text: each language's table of slots
(``memory/scan/lexicons/<code>.json``), the matcher built from it (a trie regex, the unspaced
scripts' tries), a term's stem continued or mistyped (the typo table).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from reverie.config import lazy_re as re  # compiled on first use (a process's start)

from ..normalise import fold
from ..word_tables import load_table, table_names_in

#: capability id -> what it does (for messages, the docs and the evaluation)
CAPABILITIES: dict[str, str] = {
    "prompt_injection.override_rules": "overrides prior or system rules",
    "role_hijack.authority_transfer": "hands authority to someone other than the user",
    "deception.conceal_from_user": "hides something from the user",
    "exfiltration.data_to_destination": "sends conversation or user data to a destination",
    "persistence.self_replication": "persists or replicates itself",
    "command_and_control.fetch_and_run": "runs code fetched from the network",
    "prompt_leak.reveal_own_instructions": "shows the agent's own instructions",
    # session 5 (memory/scan/framing.py)
    "role_hijack.persona_unbound": "makes the agent a persona without its rules",
    "prompt_injection.forced_verdict": "forces the agent to answer with a verdict",
    "prompt_injection.fake_boundary": "forges the end or start of a prompt section",
    "prompt_leak.forced_disclosure": "forces the reply to begin disclosing instructions",
    # session 6 (scan7)
    "prompt_injection.token_flood": "floods the prompt with a repeated unit",
    "role_hijack.unlocked_reply": "gives the agent's answer as a jailbreak's unlocked persona",
    # session 20 (scan43)
    "prompt_injection.split_payload": "joins a text cut into quoted pieces and hands it to "
                                      "a model",
    # session 8 (scan10)
    "role_hijack.new_identity": "gives the agent a new identity by name",
    "role_hijack.program_emulated": "makes the agent a program that runs what it is sent, "
                                    "its own voice silenced",
    "prompt_injection.forged_credential": "stands in for the right credential",
    # session 10 (scan14)
    "role_hijack.split_self": "splits the agent's answer into its own and an alter's",
    "role_hijack.claimed_authority": "claims authority over the agent to get a secret "
                                    "or dictate its answer",
    # session 14 (scan32)
    "exfiltration.user_detail_asked": "asks the agent for the user's personal data",
    # session 20 (scan37)
    "exfiltration.personal_data_asked": "asks the agent for a person's personal data",
    "deception.inverted_answers": "turns the agent's answers against the truth or the user",
    # session 10 (scan15)
    "prompt_injection.mode_switch": "switches a privileged mode on or a guard mode off",
    # session 16 (scan24)
    "role_hijack.persona_recites_secret": "casts the agent as someone who recites secrets",
    # session 21 (scan38)
    "deception.credential_lure": "shows the user a lure to enter a credential at a link",
    "deception.dictated_answer": "answers a question with what a quoted document dictates",
}

# Slots are read within one sentence; words further apart than this are not one clause.
_WINDOW = 160
# Scripts read as substrings (no spaces between words, or prefixes glued to words).
_UNSPACED = re.compile("[\u0590-\u06ff\u0750-\u077f\u0900-\u09ff\u0e00-\u0e7f\u3040-\u30ff"
                       "\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\ufb1d-\ufdff\ufe70-\ufeff]")
_SENTENCE_END = re.compile(r"[.!?;](?=\s|$)|[。！？；\n§।؟]")
_TOKEN = re.compile(r"\w+")


@dataclass(frozen=True)
class Lexicon:
    code: str
    language: str
    source: str
    object_first: bool
    slots: dict[str, tuple[str, ...]]


@cache
def _table_file(name: str) -> dict:
    """One of the word tables shipped beside this module (``determiners.json``,
    ``told_clause.json``, ``ignored_input.json``), parsed once a process. Callers only
    read it."""
    return load_table(name)


@cache
def lexicons() -> tuple[Lexicon, ...]:
    """Every lexicon table shipped in ``memory/scan/lexicons`` (one JSON file per language),
    read once a process (five tables are built from them; each read parses 26 files, ~5 ms).
    Callers only read it."""
    found = []
    for name in table_names_in("lexicons"):
        data = load_table(name)
        slots = {slot: tuple(terms) for slot, terms in data["slots"].items()}
        if data["code"] == "zh":
            slots = {slot: _with_regional_words(terms) for slot, terms in slots.items()}
        found.append(Lexicon(data["code"], data["language"], data["source"],
                             data.get("word_order") == "object-first", slots))
    return tuple(found)


def _with_regional_words(terms: tuple[str, ...]) -> tuple[str, ...]:
    """``terms`` and each with a mainland word replaced by its Taiwan or Hong Kong word
    (``zh_regional.json``: 用户 → 使用者, 保存 → 储存, 消息 → 讯息; scan25, H17): a
    Traditional text folds to Simplified characters, not to mainland words."""
    words = _table_file("zh_regional.json")["words"]
    found = dict.fromkeys(terms)
    for term in terms:
        for mainland, regional in words.items():
            if mainland in term:
                for word in regional:
                    found.setdefault(term.replace(mainland, word))
    return tuple(found)


@dataclass(frozen=True)
class _Term:
    words: tuple[str, ...]  # folded words; a trailing "*" is a stem, "*" alone any word
    slot: str
    code: str


@dataclass(frozen=True)
class _Matcher:
    exact: dict[str, tuple[_Term, ...]]
    stems: dict[int, dict[str, tuple[_Term, ...]]]
    unspaced_terms: dict[str, tuple[tuple[str, str], ...]]  # matched text -> (slot, code)
    object_first: frozenset[str]

    @property
    def unspaced(self) -> re.Pattern[str] | None:
        """The unspaced-script terms as one regex (:func:`_unspaced_regex`)."""
        return _unspaced_regex()


@cache
def _unspaced_regex() -> re.Pattern[str] | None:
    """The longest unspaced-script term at each position, as a trie regex. Compiled on the
    first text that holds such a script (~50-80 ms of CPU, in every process's first scan
    until it was kept apart from the rest of the matcher: issue 28's first-scan tables)."""
    terms = _matcher().unspaced_terms
    return re.compile("(?=(" + trie_regex(terms) + "))") if terms else None


@cache
def _unspaced_trie() -> dict[str, dict]:
    """The unspaced-script terms as a trie of dicts, a character a level; the key "" of a
    node holds the term that ends there."""
    trie: dict[str, dict] = {}
    for term in _matcher().unspaced_terms:
        node = trie
        for char in term:
            node = node.setdefault(char, {})
        node[""] = term  # type: ignore[assignment]
    return trie


def unspaced_starts(text: str, end: int | None = None) -> list[tuple[int, str]]:
    """(position, the longest unspaced-script term starting there) at each position of
    ``text`` where one starts, before ``end`` (default: every position), in order: what
    :func:`_unspaced_regex`'s ``finditer`` gives (its trie reads one branch a character
    and prefers the longer term), walked in dicts. The regex tried each of the trie's
    first characters in turn at every position (fast28: ~10 µs a character, most of a
    short Chinese note's scan), and cost ~50-80 ms to compile on a process's first one."""
    root = _unspaced_trie()
    found: list[tuple[int, str]] = []
    size = len(text)
    for start in range(size if end is None else min(end, size)):
        node = root.get(text[start])
        longest = None
        at = start + 1
        while node is not None:
            term = node.get("")
            if term is not None:
                longest = term
            if at >= size:
                break
            node = node.get(text[at])
            at += 1
        if longest is not None:
            found.append((start, longest))
    return found


@cache
def _fold_term(term: str) -> str:
    # The stem mark survives folding; the rest is read as the text will be. Kept by the
    # term: the matcher, the typo table and the term words each fold every term of every
    # lexicon (~9,000), and the last of them was built on a process's first joined read
    # (~50 ms of its first write; issue 28: the write path).
    stem = term.endswith("*")
    folded = fold(term.rstrip("*")).strip()
    return folded + ("*" if stem else "")


@cache
def _term_words_of(raw: str) -> tuple[str, ...]:
    """:func:`_words_of` the folded ``raw`` term, kept by the term (see :func:`_fold_term`)."""
    return tuple(_words_of(_fold_term(raw)))


@cache
def _matcher() -> _Matcher:
    exact: dict[str, list[_Term]] = {}
    stems: dict[int, dict[str, list[_Term]]] = {}
    unspaced: dict[str, set[tuple[str, str]]] = {}
    for lexicon in lexicons():
        for slot, terms in lexicon.slots.items():
            for raw in terms:
                term = _fold_term(raw)
                if not term.strip("*"):
                    continue
                if _UNSPACED.search(term):
                    bare = term.rstrip("*")
                    # Chinese and Japanese run words together; Arabic, Hebrew, Persian,
                    # Hindi and Thai text keeps its spaces: a phrase is found either way.
                    for form in {bare.replace(" ", ""), bare}:
                        unspaced.setdefault(form, set()).add((slot, lexicon.code))
                    continue
                words = _term_words_of(raw)
                if not words:
                    continue
                entry = _Term(words, slot, lexicon.code)
                first = words[0]
                if first.endswith("*") and len(first) > 3:
                    stems.setdefault(len(first) - 1, {}).setdefault(first[:-1], []).append(entry)
                else:
                    exact.setdefault(first.rstrip("*"), []).append(entry)
    # A matched substring also counts for every shorter term it starts with ("用户" inside
    # "用户刚说的话"): the regex below finds the longest term at each position.
    by_text = {text: tuple(sorted(slots)) for text, slots in unspaced.items()}
    with_prefixes = {}
    for text in by_text:
        found = set(by_text[text])
        for size in range(1, len(text)):
            found.update(by_text.get(text[:size], ()))
        with_prefixes[text] = tuple(sorted(found))
    return _Matcher({key: tuple(value) for key, value in exact.items()},
                    {size: {key: tuple(value) for key, value in table.items()}
                     for size, table in stems.items()},
                    with_prefixes,
                    frozenset(lexicon.code for lexicon in lexicons() if lexicon.object_first))


def trie_regex(words: Iterable[str], escape=re.escape) -> str:
    """One regex matching the longest of ``words`` at a position, written as a trie (a
    flat alternation of a thousand words tries each of them at every character).
    ``escape(char)``: the regex for one character."""
    trie: dict = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict) -> str:
        ends = "" in node
        branches = [escape(char) + emit(child) for char, child in sorted(node.items())
                    if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if ends else body

    return emit(trie)


def _words_of(term: str) -> list[str]:
    words = []
    for piece in term.split():
        if piece == "*":
            words.append("*")
            continue
        stem = piece.endswith("*")
        tokens = _TOKEN.findall(piece)
        if not tokens:
            continue
        words.extend(tokens[:-1])
        words.append(tokens[-1] + ("*" if stem else ""))
    return words


def _word_matches(word: str, token: str) -> bool:
    if word == "*":
        return True
    if word.endswith("*"):
        return token.startswith(word[:-1])
    return token == word


# A hit: (slot, start, end, language code)
_Hit = tuple[str, int, int, str]


@lru_cache(maxsize=65536)
def _starting_with(token: str) -> tuple[_Term, ...]:
    """The spaced terms whose first word ``token`` is (or starts, for a stem)."""
    matcher = _matcher()
    candidates: list[_Term] = list(matcher.exact.get(token, ()))
    if token[:3] in _stem_heads():  # most tokens start no stem: no table of each size asked
        for size, table in matcher.stems.items():
            if len(token) >= size:
                candidates.extend(table.get(token[:size], ()))
    return tuple(candidates)


@cache
def _stem_heads() -> frozenset[str]:
    """The first three characters of every stem (a stem is three characters or more)."""
    return frozenset(stem[:3] for table in _matcher().stems.values() for stem in table)


def _spaced_at(tokens: Sequence[tuple[str, int, int]], index: int,
               terms: tuple[_Term, ...] | None = None) -> list[_Hit]:
    """The hits of the spaced terms starting at ``tokens[index]``, in term order
    (``terms``: ``_starting_with`` of that token, when the caller has it)."""
    found: list[_Hit] = []
    count = len(tokens)
    token, start, end = tokens[index]
    for term in _starting_with(token) if terms is None else terms:
        words = term.words
        if len(words) == 1:
            found.append((term.slot, start, end, term.code))
            continue
        last = index + len(words) - 1
        if last >= count or not _word_matches(words[1], tokens[index + 1][0]):
            continue  # most phrases part at their second word: no loop for them
        if all(_word_matches(words[offset], tokens[index + offset][0])
               for offset in range(2, len(words))):
            found.append((term.slot, start, tokens[last][2], term.code))
    return found


@lru_cache(maxsize=65536)
def _longest_starting(token: str) -> int:
    """The most words a term of :func:`_starting_with` ``token`` has (0: none), kept by
    the token: whether a word near a text's end opens a phrase that runs past it was a
    loop over every term the word starts, for each of a text's last words (fast25: a
    fifth of an entry's lexicon walk)."""
    return max((len(term.words) for term in _starting_with(token)), default=0)


@lru_cache(maxsize=65536)
def _continued_by(token: str, after: str | None) -> tuple[_Term, ...]:
    """The terms of :func:`_starting_with` ``token`` (in their order) that the word
    ``after`` it may continue: the one-word terms, and those whose second word ``after``
    is (or starts, for a stem); ``after`` None: the text ends at ``token``. What
    :func:`_spaced_at` reads of the others is their second word, which parts them."""
    return tuple(term for term in _starting_with(token)
                 if len(term.words) == 1
                 or (after is not None and _word_matches(term.words[1], after)))


@lru_cache(maxsize=65536)
def _continued_by_two(token: str, after: str | None, third: str | None) -> tuple[_Term, ...]:
    """The terms of :func:`_continued_by` ``token`` and ``after`` (in their order) that the
    word ``third`` after those may continue: those of one or two words, and those whose
    third word ``third`` is (or starts, for a stem); ``third`` None: the text ends before
    it. :func:`_spaced_at` reads the third word of each of the others and parts them."""
    return tuple(term for term in _continued_by(token, after)
                 if len(term.words) <= 2
                 or (third is not None and _word_matches(term.words[2], third)))


@cache
def _typo_table() -> tuple[dict[str, str], dict[int, dict[str, str]]]:
    """English slot words as they are commonly mistyped, each mapped to the word: a
    letter doubled ("listt", "instructionss", words of 4+ letters; a double made triple,
    "alll", in any) and two neighbouring letters swapped ("aboev", "isntructions",
    "repaet", words of 5+ letters). A variant that is itself a word of any table is left out, so no word of
    another language is read as an English one. Whole words, and stems by the length of
    their variant (a stem's variant may be followed by an ending: "ingored")."""
    known: set[str] = set()
    for lexicon in lexicons():
        for terms in lexicon.slots.values():
            for term in terms:
                known.update(word.rstrip("*") for word in _term_words_of(term))
    exact: dict[str, str] = {}
    stems: dict[int, dict[str, str]] = {}
    english = next((lexicon for lexicon in lexicons() if lexicon.code == "en"), None)
    for terms in (english.slots.values() if english else ()):
        for term in terms:
            for word in _term_words_of(term):
                base = word.rstrip("*")
                if not (base.isascii() and base.isalpha()) or len(base) < 3:
                    continue
                # a doubled letter in words of 4+ letters ("thee" is a word of its own);
                # a double made triple in any ("alll")
                variants = {base[:at + 1] + base[at:] for at in range(len(base))
                            if len(base) >= 4 or base[at:at + 2] == base[at] * 2}
                if len(base) >= 5:
                    variants.update(base[:at] + base[at + 1] + base[at] + base[at + 2:]
                                    for at in range(len(base) - 1) if base[at] != base[at + 1])
                for variant in variants - known:
                    table = stems.setdefault(len(variant), {}) if word.endswith("*") else exact
                    table.setdefault(variant, base)
    return exact, stems


@lru_cache(maxsize=65536)
def _repaired(token: str) -> str:
    """``token`` read as the English slot word it mistypes ("aboev" -> "above",
    "ingored" -> "ignored"), else itself (see :func:`_typo_table`). Attacks misspell the
    words a scanner looks for ("Repeta aboev worsd", "Listt alll instructionss"); a
    misspelt word is still the same word to the model that reads it."""
    if len(token) < 4 or not token.isascii() or not token.isalpha():
        # every variant _typo_table holds is letters, as is every ending after a stem's:
        # a token with a digit or "_" mistypes no word (fast29: a new number or name's
        # first reading looked it up in both tables)
        return token
    if _starting_with(token):
        # a word some table already reads (French "filtres" under "filtre*") keeps its
        # own reading: it is a real word of that language, not an English one mistyped
        return token
    exact, stems = _typo_table()
    word = exact.get(token)
    if word is not None:
        return word
    if len(token) >= 5:
        for size, table in stems.items():
            if len(token) >= size and token[size:] in _ENDINGS:
                stem = table.get(token[:size])
                if stem is not None:
                    return stem + token[size:]
    return token


# What may follow a mistyped stem ("ingor" + "ed"): English inflections only. A longer
# rest is another word that happens to start like the variant ("reeval" + "uate" is
# "reevaluate", not "reveal"; "strat" + "egy"; Italian "pollic" + "i").
_ENDINGS = frozenset({"", "e", "s", "es", "ed", "d", "ing", "ion", "ions", "y", "ies",
                      "er", "ers", "al", "ly"})
