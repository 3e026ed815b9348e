"""A text's hits: every slot term found (:class:`TextHits`), the slots a clause opens or crosses,
the hits kept, and the hits joined across neighbouring entries or glued without spaces.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, lru_cache

from reverie.config import lazy_re as re  # compiled on first use (a process's start)

from .. import separable_clause
from .terms import (
    _TOKEN,
    _UNSPACED,
    _continued_by,
    _continued_by_two,
    _Hit,
    _longest_starting,
    _matcher,
    _repaired,
    _spaced_at,
    _starting_with,
    _term_words_of,
    _word_matches,
    lexicons,
    unspaced_starts,
)


@dataclass(frozen=True)
class TextHits:
    """What :func:`_hits` finds in a folded text, kept so that a joined read of entries
    can be made from its entries' (:func:`joined_hits`): the hits of the spaced terms
    with the index of the word each starts at, the hits found as substrings (unspaced
    scripts), how many words the text has, and its first and last words (token, start,
    end) — as many as a phrase can reach across a joint, not all of them (a kept entry
    costs its hits, not its words)."""

    spaced: tuple[tuple[int, _Hit], ...]
    unspaced: tuple[_Hit, ...]
    count: int
    head: tuple[tuple[str, int, int], ...]
    tail: tuple[tuple[str, int, int], ...]
    #: the last words that start a phrase longer than what is left of the text: only
    #: those can read on into the next text (the other words' hits are the same there)
    open: tuple[int, ...] = ()
    #: the separable verbs read as a clause (:mod:`separable_clause`): the text's
    #: candidate words, its clauses' hits not found as a written-out term, and the slots
    #: of a clause it leaves open at its end
    clause_words: tuple[tuple[str, int, int], ...] = ()
    clause: tuple[_Hit, ...] = ()
    clause_open: frozenset[str] = frozenset()


def text_hits(text: str) -> TextHits:
    """:class:`TextHits` of ``text`` (folded)."""
    tokens = [(_repaired(match.group()), match.start(), match.end())
              for match in _TOKEN.finditer(text)]
    # Each word's terms looked up once; most words start none, and skip the phrase loop.
    starting = [_starting_with(token) for token, _start, _end in tokens]
    # A word that starts terms is read with the two words after it: only the terms they
    # may continue (kept by the words, scan39: "the" starts 17 terms, "the user" 3; fast35:
    # "user s" 51, of which a third word keeps a few, where each was read to its end)
    following = [token for token, _start, _end in tokens[1:]] + [None, None]
    spaced = tuple((index, hit) for index, terms in enumerate(starting) if terms
                   for hit in _spaced_at(tokens, index,
                                         _continued_by_two(tokens[index][0], following[index],
                                                           following[index + 1])))
    unspaced: list[_Hit] = []
    matcher = _matcher()
    if _UNSPACED.search(text) and matcher.unspaced_terms:
        for start, found in unspaced_starts(text):
            for slot, code in matcher.unspaced_terms[found]:
                unspaced.append((slot, start, start + len(found), code))
    reach = _longest_term() - 1
    count = len(tokens)
    open_words = tuple(index for index in range(max(0, count - reach), count)
                       if _longest_starting(tokens[index][0]) > count - index)
    clause_terms = _clause_terms()
    clause_words = separable_clause.words_of(tokens, clause_terms)
    clause, clause_open = (), frozenset()
    if clause_words:
        clause = _new_clauses(text, clause_words, [hit for _index, hit in spaced])
        clause_open = separable_clause.open_slots(text, clause_words, clause_terms)
    return TextHits(spaced, tuple(unspaced), count, tuple(tokens[:reach]),
                    tuple(tokens[max(0, count - reach):]) if reach else (), open_words,
                    clause_words, clause, clause_open)


@cache
def _clause_terms() -> separable_clause.ClauseTerms:
    """The separable verbs the lexicons write with the most open words, read as a clause
    whatever its length (:mod:`separable_clause`)."""
    return separable_clause.terms_from(
        (_term_words_of(raw), slot, lexicon.code) for lexicon in lexicons()
        for slot, terms in lexicon.slots.items() for raw in terms)


def _new_clauses(text: str, words: Sequence[tuple[str, int, int]], spaced: Sequence[_Hit]
                 ) -> tuple[_Hit, ...]:
    """The clauses of ``text`` (:func:`separable_clause.hits`) but those its written-out
    terms found already (``spaced``: the same slot over the same words), in a text alone
    and in texts joined alike."""
    found = separable_clause.hits(text, words, _clause_terms())
    if not found:
        return ()
    written = set(spaced)
    return tuple(hit for hit in found if hit not in written)


def open_slots(found: TextHits) -> frozenset[str]:
    """The slots of the phrases that may start in the text's last words and run on into
    the next text (:attr:`TextHits.open`): the only hits a joined read can hold across a
    joint that neither text holds alone."""
    slots: set[str] = set(found.clause_open)
    for index in found.open:
        left = found.count - index
        slots.update(_opened_by(tuple(token for token, _start, _end
                                      in found.tail[len(found.tail) - left:])))
    return frozenset(slots)


@lru_cache(maxsize=65536)
def _opened_by(rest: tuple[str, ...]) -> frozenset[str]:
    """The slots of the phrases longer than ``rest`` (a text's last words) whose words so
    far are ``rest``'s. Kept by the words (fast28: every entry's scan asked it, ~15 µs of
    a plain note's, and endings repeat), and read from the terms ``rest[1]`` may continue
    (:func:`_continued_by`): a longer phrase has a second word, and must match it."""
    terms = _starting_with(rest[0]) if len(rest) == 1 else _continued_by(rest[0], rest[1])
    return frozenset(term.slot for term in terms
                     if len(term.words) > len(rest) and all(
                         _word_matches(word, token)
                         for word, token in zip(term.words[1:], rest[1:], strict=False)))


def crossing_slots(found: TextHits, later: Iterable[TextHits], *, more: bool = False
                   ) -> frozenset[str] | None:
    """The slots of the phrases that start in ``found``'s last words (:attr:`TextHits.open`)
    and that the texts after it (``later``, in order, read as far as a phrase reaches)
    continue: what :func:`joined_hits` reads again at the joint after ``found`` in a run
    where ``later`` follow it, so the slots it can add to the texts' own. ``more``: more
    texts may follow ``later``; None when a phrase's words run past them (the caller
    counts :func:`open_slots` then).

    A run that stops sooner reads fewer words after the joint, so its phrases there are
    some of these (a phrase needs all its words): the slots of ``found`` with its
    successors in a file hold those of every run of the file (fast21: a note ending in a
    word that starts a longer phrase, "… ship-2.", opened the readings across sentences
    over the whole file on every write, whatever the next note said)."""
    slots: set[str] = set()
    if found.clause_open:
        later = list(later)  # rare: read twice
        # a clause left open runs on through the texts after it to its particle, however
        # far: counted when one of them holds a particle's word, or may (``more``)
        if any(text.clause_words for text in later):
            slots |= found.clause_open
        elif more:
            return None
    if not found.open:
        return frozenset(slots)
    reach = _longest_term() - 1
    # the words after the joint a phrase may take: the heads of the texts after it, one
    # after the other (joined_hits' bridge), as many as the longest phrase reads
    after: list[str] = []
    for text in later:
        if len(after) >= reach:
            break
        after += [token for token, _start, _end in text.head]
    if more and len(after) < reach:
        return None
    for index in found.open:
        first = len(found.tail) - (found.count - index)
        words = tuple(token for token, _start, _end in found.tail[first:]) + tuple(after[:reach])
        slots.update(slot for slot, _last, _code in _bridge_terms(words))
    return frozenset(slots)


def kept_text_hits(text: str) -> TextHits:
    """:func:`text_hits`, kept for texts of an entry's size: an entry's own scan and the
    joined reads of its neighbourhood then find its words once."""
    return _kept_text_hits(text) if len(text) <= 4096 else text_hits(text)


_kept_text_hits = lru_cache(maxsize=4096)(text_hits)


def _hits(text: str) -> list[_Hit]:
    """Every lexicon word or phrase found in ``text`` (folded), with its slot."""
    found = kept_text_hits(text)
    return [hit for _index, hit in found.spaced] + list(found.unspaced) + list(found.clause)


@cache
def _longest_term() -> int:
    """The most words a spaced term has: how far back from a joint a phrase can start."""
    matcher = _matcher()
    terms = [term for table in (matcher.exact, *matcher.stems.values())
             for found in table.values() for term in found]
    return max((len(term.words) for term in terms), default=1)


def joined_hits(parts: Sequence[tuple[int, TextHits]], text: str) -> list[_Hit]:
    """:func:`_hits` of ``text``, the texts of ``parts`` joined by one space each, from
    each text's :class:`TextHits` and its offset in ``text`` (each text's end + 1). Words
    are the texts' words (no word crosses a space); only a phrase starting in one of a
    text's last words and longer than what is left of it (:attr:`TextHits.open`) can run
    on into the next texts, so those words are read again, with the words that follow
    them. The unspaced-script terms are substrings, and many hold a space (Arabic, Hindi,
    Hebrew, Thai phrases: "تم منح الوصول"): the longest term at each position of a text's
    last characters may run on across the joining space, so those positions are read
    again in ``text`` (:func:`_unspaced_across`). Same hits, same order, as reading
    ``text`` (issue 28: the joined read's capability layer on the write path).

    Each part's hits are read from what they depend on only (:func:`_part_hits`): the
    part, the parts its bridges read on into and the characters its joint's unspaced read
    reads. fast46: a write's run is the previous write's with an entry added at its end,
    so a part of a kept run (:func:`runs_kept`) whose dependencies stand before the
    first part that differs, with ``text`` the same up to the last character any of them
    read, has the same hits at the same offsets and is taken from it (the joined read of
    a LoCoMo dev file of ~140 notes read every note's bridges again on every add). Runs
    are kept only inside :func:`runs_kept` (a review's scope); outside it every run is
    read whole."""
    parts = list(parts)
    runs = _KEPT_RUNS.get()
    kept = _kept_prefix(runs, parts, text) if runs is not None else []
    per_part = kept + [_part_hits(parts, text, number) for number in range(len(kept), len(parts))]
    if runs is not None and len(parts) > _KEEP_FROM:
        with _KEPT_RUNS_LOCK:
            runs.append((parts, text, per_part))
    spaced = [hit for found in per_part for hit in found[0]]
    unspaced = [hit for found in per_part for hit in found[1]]
    words = [(token, start + offset, end + offset)
             for offset, found in parts for token, start, end in found.clause_words]
    # the clauses are read from the texts' candidate words in the joined text itself
    # (separable_clause: the same words, so the same hits as reading it whole)
    return spaced + unspaced + list(_new_clauses(text, words, spaced) if words else ())


#: A part's hits in a joined run: (its spaced hits, its unspaced hits, the index of the
#: last part it read, the end of the characters of ``text`` it read), offsets in ``text``.
#: A part that read to the run's end (the last one, a bridge or a joint's read that ran
#: out of the run) says ``len(parts)`` and ``len(text)``.
_PartHits = tuple[tuple[_Hit, ...], tuple[_Hit, ...], int, int]

_KeptRun = tuple[list[tuple[int, TextHits]], str, list[_PartHits]]

#: The last few runs read in the scope open in this context (parts, text, each part's
#: :data:`_PartHits`), kept for the next read of a run that begins as one of them
#: (:func:`_kept_prefix`); None outside a scope. Runs of a few parts are read whole
#: (their reads cost what the comparison would).
_KEPT_RUNS: ContextVar[deque[_KeptRun] | None] = ContextVar("reverie_kept_runs", default=None)
#: (a context copied to another thread, as ``asyncio.to_thread`` copies it, shares the deque)
_KEPT_RUNS_LOCK = threading.Lock()
_KEEP_FROM = 8


@contextmanager
def runs_kept() -> Iterator[None]:
    """Keep the runs :func:`joined_hits` reads until this scope ends, for this context
    (a thread) alone; a scope inside another keeps its runs in the outer one.

    fast47 (issue 27): fast46 kept the last four runs in the process, across homes, as
    the scanner's other caches are; a worker serving many homes then held one home's
    notes (a run is a file's text) after its review, and a home whose file began as
    another's took its hits. The review's scope (``review.review_scope``) opens this:
    the runs live as long as the review that read them and are seen by no other review,
    another home's on another thread included. The cost: a review's first add reads its
    run whole, where the last review's run of the same file spared most of it."""
    if _KEPT_RUNS.get() is not None:
        yield
        return
    token = _KEPT_RUNS.set(deque(maxlen=4))
    try:
        yield
    finally:
        _KEPT_RUNS.reset(token)


def _kept_prefix(kept_runs: deque[_KeptRun], parts: list[tuple[int, TextHits]],
                 text: str) -> list[_PartHits]:
    """The hits of the longest run of ``parts``' first parts that a run of ``kept_runs``
    read alike: each part, and every part and character it read, the same in both (same
    offsets, same :class:`TextHits`, ``text`` the same up to the last character read)."""
    if len(parts) <= _KEEP_FROM:
        return []
    with _KEPT_RUNS_LOCK:
        runs = list(kept_runs)
    best: list[_PartHits] = []
    for old_parts, old_text, old_hits in runs:
        same = 0
        for mine, theirs in zip(parts, old_parts, strict=False):
            if mine[0] != theirs[0] or not (mine[1] is theirs[1] or mine[1] == theirs[1]):
                break
            same += 1
        count, read_to = 0, 0
        for found in old_hits[:same]:
            if found[2] >= same:
                break
            count, read_to = count + 1, max(read_to, found[3])
        if count > len(best) and read_to <= len(text) and read_to <= len(old_text) \
                and text[:read_to] == old_text[:read_to]:
            best = old_hits[:count]
    return best


def _part_hits(parts: Sequence[tuple[int, TextHits]], text: str, number: int) -> _PartHits:
    """The hits :func:`joined_hits` reads of ``parts[number]`` (its own, and those of its
    last words read again with the words after it), with what it read to find them."""
    reach = _longest_term() - 1
    offset, found = parts[number]
    last_part = len(parts) if number == len(parts) - 1 else number
    read_to = offset
    reread = found.open if number < len(parts) - 1 else ()
    again: dict[int, list[_Hit]] = {}
    for index in reread:
        # the word and the rest of its text, then up to ``reach`` words of the next ones
        first = len(found.tail) - (found.count - index)
        bridge = [(token, start + offset, end + offset)
                  for token, start, end in found.tail[first:]]
        wanted = len(bridge) + reach
        later_number = number + 1
        for later_offset, later in parts[number + 1:]:
            if len(bridge) >= wanted:
                break
            bridge += [(token, start + later_offset, end + later_offset)
                       for token, start, end in later.head]
            last_part = max(last_part, later_number)
            later_number += 1
        else:
            if len(bridge) < wanted:
                last_part = len(parts)   # it ran out of the run: more parts would be read
        del bridge[wanted:]
        again[index] = [(slot, bridge[0][1], bridge[last][2], code) for slot, last, code
                        in _bridge_terms(tuple(token for token, _start, _end in bridge))]
    spaced: list[_Hit] = []
    pending = list(reread)
    for index, (slot, start, end, code) in found.spaced:
        while pending and pending[0] <= index:
            spaced += again[pending.pop(0)]
        if index not in again:
            spaced.append((slot, start + offset, end + offset, code))
    for index in pending:
        spaced += again[index]
    own = [(slot, start + offset, end + offset, code)
           for slot, start, end, code in found.unspaced]
    if number < len(parts) - 1:
        # the joining space after this text: the terms at its last positions, read on
        joint = parts[number + 1][0] - 1
        again_from = max(offset, joint - (_longest_unspaced() - 1))
        # (what _unspaced_across reads: up to the longest term past the joint; a read
        # cut by the text's end would read more of a longer text)
        read_to = joint + _longest_unspaced()
        if read_to >= len(text):
            read_to, last_part = len(text), len(parts)
        across = _unspaced_across(text, again_from, joint)
        if across is not None:
            own = [hit for hit in own if hit[1] < again_from] + across
    return tuple(spaced), tuple(own), last_part, read_to


@lru_cache(maxsize=8192)
def _bridge_terms(words: tuple[str, ...]) -> tuple[tuple[str, int, str], ...]:
    """:func:`_spaced_at` of the first of ``words`` (a word near a text's end and the words
    after it, across the joint: :func:`joined_hits`) as (slot, index of its last word,
    language code): a term's match reads the words only, not where they stand. Kept by
    the words: a run's joints are read again on every write of its file (fast21: the
    phrases of a 40-note file's open words were ~60 % of its run's read)."""
    tokens = [(word, at, at) for at, word in enumerate(words)]
    return tuple((slot, end, code) for slot, _start, end, code in _spaced_at(tokens, 0))


@cache
def _longest_unspaced() -> int:
    """The longest unspaced-script term, in characters."""
    return max(map(len, _matcher().unspaced_terms), default=1)


def _unspaced_across(text: str, first: int, joint: int) -> list[_Hit] | None:
    """The unspaced-script hits of ``text`` at positions ``first`` .. ``joint`` - 1 (the
    last characters of a text before the joining space at ``joint``), read in ``text``
    with what follows the space; None when no term can cross the space there (none holds
    a character of those scripts between ``first`` and the reach of the longest term).

    Read from the excerpt ``text[first:last]`` alone (``last``: the longest term past the
    joint), kept by it: the script class and the terms' trie are literal characters (no
    anchor, no lookbehind, nothing read before ``first`` or, with ``endpos``, after
    ``last``), so the excerpt's hits shifted by ``first`` are the text's. A write reads
    the same joints of its run again and again (issue 28: a trie lookahead at each of the
    ~27 positions cost ~40 us a joint)."""
    if not _matcher().unspaced_terms:
        return None
    last = min(len(text), joint + _longest_unspaced())
    if _UNSPACED.search(text, first, last) is None:
        return None
    return [(slot, start + first, end + first, code)
            for slot, start, end, code in _excerpt_unspaced(text[first:last], joint - first)]


@lru_cache(maxsize=4096)
def _excerpt_unspaced(excerpt: str, joint: int) -> tuple[_Hit, ...]:
    """The unspaced-script hits starting before ``joint`` in ``excerpt`` (whole)."""
    matcher = _matcher()
    hits: list[_Hit] = []
    for start, found in unspaced_starts(excerpt, joint):
        for slot, code in matcher.unspaced_terms[found]:
            hits.append((slot, start, start + len(found), code))
    return tuple(hits)


# --- destinations, fetch-and-run, URL placeholders: the same in every language ------------------

_TLDS = (r"com|net|org|io|co|ai|dev|app|xyz|info|biz|ru|cn|tk|top|me|cc|ly|gg|example|site|"
         r"online|live|pw|su|ws|club|icu|us|uk|de|fr|to|link|click|host|cloud|tech|page")
_DESTINATION = re.compile(
    r"(?:https?|ftp)://|\bwww\.|[\w.+-]{1,64}@[\w-]{1,64}\.[a-z]{2,}"
    r"|(?<![\w./-])(?:[a-z0-9-]{1,40}\.){1,4}(?:" + _TLDS + r")(?![\w-])")
_URL = re.compile(r"(?:https?|ftp)://[^\s)>\]\"']{1,400}|(?:https?|ftp)://[^\s]{1,400}")
# An address written whole (a URL, a host with its path, an e-mail address), and the slots
# of verbs a word inside one is not (_Sentence._drop_verbs_inside_addresses).
_ADDRESS = re.compile(
    r"(?:https?|ftp)://[^\s\"'<>]{1,400}|\bwww\.[^\s\"'<>]{1,400}"
    r"|[\w.+-]{1,64}@[\w-]{1,64}(?:\.[\w-]{1,64}){1,4}"
    r"|(?<![\w./@-])(?:[a-z0-9-]{1,40}\.){1,4}(?:" + _TLDS + r")(?![\w-])(?:/[^\s\"'<>]{0,400})?")
_ADDRESS_MARK = re.compile(r"://|@|\w\.\w")
_VERB_SLOTS = ("send", "reveal", "handover", "tell", "say", "persist", "ov", "obey")
_PLACEHOLDER_VALUE = re.compile(
    r"^(?:<[^>]{0,80}>?|\{\{?[^}]{0,80}\}?\}?|\$\{?[A-Za-z_]\w{0,40}\}?|%s|\[[^\]]{0,80}\]?"
    r"|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)")
_DATA_WORD = re.compile(
    r"chat|conversation|convo|history|transcript|message|msg|prompt|context|summary|memory|"
    r"secret|password|passwd|token|api_?key|credential|user_?input|input|cookie|session|"
    r"dialog|query|said|says|typed|reply|answer|log|data|content|text|env")
_FETCH = r"(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|fetch|http|https|aria2c|lwp-request)"
_INTERPRETER = (r"(?:sudo\s+(?:-\S+\s+)?)?(?:ba|z|da|k|fi)?sh|python[0-9.]*|perl|ruby|node|php|"
                r"iex|invoke-expression|pwsh|powershell(?:\.exe)?|cmd(?:\.exe)?|source")
_FETCH_AND_RUN = re.compile(
    r"\b" + _FETCH + r"\b[^|\n]{0,240}\|\s*" + _INTERPRETER + r"\b"
    r"|\b(?:ba|z)?sh\s+<\(\s*" + _FETCH + r"\b"
    r"|\b(?:ba|z)?sh\s+-c\s+[\"']?\$\(\s*" + _FETCH + r"\b"
    r"|\biex\s*[(\s]{1,3}\s*(?:" + _FETCH + r"\b|\(?\s*new-object\s+(?:system\.)?net\.webclient)"
    r"|\bdownloadstring\s*\(.{0,200}\biex\b|\biex\b.{0,80}\bdownloadstring\s*\("
    r"|\bpython[0-9.]*\s+-c\s+.{0,80}\burlopen\b.{0,120}\bexec\b")
_RUN_MARKS = ("|", "<(", "$(", "iex", "downloadstring", "urlopen")
_SCHEDULE = re.compile(r"(?:^|\s)(?:@reboot|@hourly|@daily|@weekly|(?:[*0-9/,-]+\s+){4}[*0-9/,-]+)"
                       r"\s|\bcrontab\b|\bsystemd\b.{0,40}\btimer\b|\bschtasks\b|\blaunchd\b|"
                       r"\.bashrc|\.zshrc|\.profile\b|\bprompt_command\b")
_MEMORY_FILE = re.compile(r"\b(?:memory|user|agents|claude|gemini)\.md\b|\.cursorrules|"
                          r"\bsoul\.md\b|\.hermes/")
