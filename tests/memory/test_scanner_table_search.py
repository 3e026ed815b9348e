"""The pattern table run fast (memory/scan/table_search.py, memory/scan/reach.py) gives the answer of
the table run the obvious way: every row's regex, in order, on the whole text.

Three shortcuts are held to it: the one-pass literal index must let through exactly the
rows each row's own ``may_match`` lets through; on long texts a row is searched only near
its literals, which needs the reach bounds to be right; and the first row found must be
the first row that matches. Inputs: the corpora alone, the corpora joined into long texts
(as the joined snapshot is), and hypothesis texts built from the pieces that matter.
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from reverie.memory.scan import table_search
from reverie.memory.scan.normalise import cased as cased_text
from reverie.memory.scan.normalise import fold
from reverie.memory.scan.patterns import PATTERNS, _p
from reverie.memory.scan.prefilter import lower_for_literals
from reverie.memory.scan.reach import Reach, first_chars, gated, reach_of
from tests.memory.corpus_texts import all_texts, attack_texts, benign_texts


def slow(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def straightforward_first(folded: str, cased: str, table=PATTERNS):
    """The first row whose regex (and validator) matches, every row tried."""
    for pattern in table:
        haystack = cased if pattern.case_sensitive else folded
        if any(pattern.accepts(m, haystack) for m in pattern.regex.finditer(haystack)):
            return pattern
    return None


def may_match_rows(folded: str, cased: str, table=PATTERNS):
    """The rows each row's own RequiredLiterals and min_digits let through."""
    rows = []
    for pattern in table:
        haystack = cased if pattern.case_sensitive else folded
        literal_haystack = lower_for_literals(haystack) if pattern.required.lowered else haystack
        if (table_search.ascii_digits(folded) >= pattern.min_digits
                and (not pattern.required.groups
                     or pattern.required.may_match(literal_haystack))):
            rows.append(pattern)
    return rows


def assert_same_first(text: str) -> None:
    # normalise's fold is the oracle's (test_scanner_differential); this is about the table
    folded, cased = fold(text), cased_text(text)
    expected = straightforward_first(folded, cased)
    # as the scanner runs it, and with every text searched near its literals
    for near_from in (table_search.NEAR_LITERALS_FROM, 0):
        found = table_search.first_match(folded, cased, PATTERNS, near_from=near_from)
        assert (found and found.pattern_id) == (expected and expected.pattern_id), text[:200]


# --- the literal index -----------------------------------------------------------------------

def test_the_index_lets_through_exactly_the_rows_may_match_does_on_every_corpus_text() -> None:
    for text in all_texts():
        folded, cased = fold(text), cased_text(text)
        assert table_search.passing_rows(folded, cased, PATTERNS) == \
            may_match_rows(folded, cased), text


@slow(300)
@given(st.lists(st.sampled_from(list("aeiostkp -_.:/=`'\"§") + [
    "key", "token", "ignore", "previous", "İ", "ı", "ſ", "\u212a", "忽略", "密码", "sk-",
    "AKIA", "Bearer ", "ghp_", "curl ", "| sh", "https://", "-----BEGIN"]),
    max_size=40).map("".join))
def test_the_index_agrees_with_may_match_on_pieces_that_matter(text: str) -> None:
    folded, cased = fold(text), cased_text(text)
    assert table_search.passing_rows(folded, cased, PATTERNS) == may_match_rows(folded, cased)


# --- reach -----------------------------------------------------------------------------------

def test_reach_bounds_read_off_small_regexes() -> None:
    assert reach_of(re.compile(r"ab[0-9]{20,}")) == Reach(22, 0)
    assert reach_of(re.compile(r"\bfoo\b")) == Reach(3, 1, 1)
    assert reach_of(re.compile(r"(?<![a-z]{2})x(?<=ax)")) == Reach(1, 0, 2)
    assert reach_of(re.compile(r"x(?=[a-z]{0,5}1)y{2,4}")) == Reach(3, 6)
    assert reach_of(re.compile(r"a(?:b|cd)?")) == Reach(1, 0)
    assert reach_of(re.compile(r"(?:ab|c{3,5})(?:de){2,}")) == Reach(9, 0)
    assert reach_of(re.compile(r"(?:ab|c{3,})(?:de){2,}")) is None  # unbounded, not last
    # unbounded in the middle: no bound
    assert reach_of(re.compile(r"a.*b")) is None
    assert reach_of(re.compile(r"a(?=b+c)d")) is None
    # possessive repeats and atomic groups are not read
    assert reach_of(re.compile(r"ab++c")) is None
    assert reach_of(re.compile(r"(?>ab)c")) is None


TRICKY = [r"ab[0-9]{2,}", r"\bfoo\b", r"x(?=[a-z]{0,5}1)y{2,4}", r"a(?:b|cd)?e",
          r"(?:ab|c{3,})(?:de){2,}", r"k(?:ey)?\s?=\s?[a-z0-9]{3,}", r"(?<!no )ab(?! c)",
          r"t[a-z]{0,4}?n+", r"(?:x|yz)+?q{1,}", r"\bsk-[a-z]{4,}(?:\.[a-z]+)?",
          r"ab$", r"(?:ab){1,3}(?=cd)"]


@slow(500)
@given(st.sampled_from(TRICKY + [p.regex.pattern for p in PATTERNS]),
       st.lists(st.sampled_from(list("abcdekxyzqnt019 =.-$") + ["no ", "foo", "sk-", "key",
                                                                "de", "cd", "\n"]),
                max_size=60).map("".join))
def test_some_match_stays_within_need_and_ahead(pattern: str, text: str) -> None:
    regex = re.compile(pattern)
    reach = reach_of(regex)
    if reach is None:
        return
    for match in regex.finditer(text):
        start = match.start()
        end = min(len(text), start + reach.need + reach.ahead)
        short = regex.search(text, start, end)
        assert short is not None and short.start() == start, (pattern, text, start, reach)


def test_the_rows_without_a_bound_are_the_known_ones() -> None:
    # They are searched on the whole text (slower, never wrong): an unbounded gap in the
    # middle (jwt, the Slack webhook), or a lookahead over an unbounded run
    # ("[A-Z]{3,}\\b": is the value an ENV_NAME?). A new one is a decision, not an accident
    # (fixscan14: zh_send's address bounded, "\\S{1,64}@", so it is read around a write)
    unbounded = {p.pattern_id for p in PATTERNS if p.required.groups and reach_of(p.regex) is None}
    assert unbounded == {"secret.env_assignment", "secret.password_assignment",
                         "secret.password_assignment_zh", "secret.jwt", "secret.slack_token"}


# --- the first row, on texts long enough to be searched near their literals ---------------

def _joined(texts, glue: str) -> str:
    return glue.join(texts)


def test_every_corpus_text_gets_the_straightforward_first_row() -> None:
    for text in all_texts():
        assert_same_first(text)


def test_corpus_texts_joined_into_long_texts_get_the_straightforward_first_row() -> None:
    benign, attacks = benign_texts(), attack_texts()
    for start in range(0, len(benign), 40):
        chunk = benign[start:start + 40]
        for glue in (" ", "\n§\n"):
            assert_same_first(_joined(chunk, glue))
    # an attack among benign notes, at the start, the middle and the end of a long text
    # (every third attack: each category and mutation is still there many times)
    for index, attack in enumerate(attacks[::3]):
        notes = list(benign[(index * 7) % 300:(index * 7) % 300 + 24])
        notes.insert((index * 5) % 25, attack)
        assert_same_first(_joined(notes, " " if index % 2 else "\n§\n"))


@slow(200)
@given(st.lists(st.sampled_from(all_texts()), min_size=8, max_size=40),
       st.sampled_from([" ", "\n§\n", "", "; "]))
@example(["Store the API key", "as key=Ab3" + "x" * 30] * 20, " ")
def test_random_long_joins_of_corpus_texts_get_the_straightforward_first_row(
        texts: list[str], glue: str) -> None:
    assert_same_first(_joined(texts, glue))


def _row(index: int, regex: str):
    return _p(f"prompt_injection.test_{index}", "a test row", regex)


SMALL_TABLE = tuple(_row(index, regex) for index, regex in enumerate(TRICKY))


@slow(300)
@given(st.lists(st.sampled_from(list("abcdekxyzqnt019 =.-$") + ["no ", "foo", "sk-", "key",
                                                                "de", "cd", "\n", "x" * 50]),
                min_size=30, max_size=200).map("".join))
def test_a_small_table_searched_near_its_literals_agrees_on_long_texts(text: str) -> None:
    expected = straightforward_first(text, text, SMALL_TABLE)
    for near_from in (table_search.NEAR_LITERALS_FROM, 0):
        found = table_search.first_match(text, text, SMALL_TABLE, near_from=near_from)
        assert (found and found.pattern_id) == (expected and expected.pattern_id)


# --- gates -----------------------------------------------------------------------------------

def test_every_match_of_a_table_row_starts_with_one_of_its_first_characters() -> None:
    rows = [(pattern, chars) for pattern in PATTERNS
            if (chars := first_chars(pattern.regex)) is not None]
    for text in all_texts():
        folded, cased = fold(text), cased_text(text)
        for pattern, chars in rows:
            haystack = cased if pattern.case_sensitive else folded
            for match in pattern.regex.finditer(haystack):
                assert haystack[match.start()] in chars, (pattern.pattern_id, haystack)


GATE_PIECES = list("aAiIkKsS01 -_.:=/|`'\"§<>[]()!#$&?") + [
    "İ", "ı", "ſ", "\u212a", "key", "token", "ignore", "send", "忽略", "密码", "sk-", "AKIA",
    "Bearer ", "ghp_", "curl ", "| sh", "https://", "you are", "password", "= ", "x" * 20]


@slow(400)
@given(st.sampled_from(TRICKY + [p.regex.pattern for p in PATTERNS]),
       st.lists(st.sampled_from(GATE_PIECES), max_size=40).map("".join),
       st.integers(0, 40), st.integers(0, 400))
@example(r"\bfoo", "xfoo foo", 1, 400)
@example(r"(?i:\bkey)=", "\u212aEY=", 0, 400)
def test_a_gated_regex_finds_a_match_exactly_when_the_regex_does(
        pattern: str, text: str, pos: int, endpos: int) -> None:
    regex = re.compile(pattern)
    chars = first_chars(regex)
    if chars is None:
        return
    gate = gated(regex, chars)
    assert (gate.search(text) is None) == (regex.search(text) is None), (pattern, text)
    assert (gate.search(text, pos, endpos) is None) == (regex.search(text, pos, endpos) is None)
    for sample in all_texts()[:: 97]:
        assert (gate.search(sample) is None) == (regex.search(sample) is None)


def test_first_characters_read_off_small_regexes() -> None:
    assert first_chars(re.compile(r"\b(?:foo|bar)")) == frozenset("fb")
    assert first_chars(re.compile(r"(?i:k)ey")) == frozenset("kK\u212a")
    assert first_chars(re.compile(r"(?<!x)a?[bc]")) == frozenset("abc")
    assert first_chars(re.compile(r"a*")) is None  # can match nothing
    assert first_chars(re.compile(r".x")) is None  # any character
    assert first_chars(re.compile(r"[^a]x")) is None
