"""The user's "do not remember …" requests: finding them in messages, matching proposals.

A request is an imperative addressed to the agent ("don't remember my address", "please
forget that I live in Lyon", "不要记住我的住址", "别记我的电话"). "I don't remember the
name" is a statement, not a request, so the negation must start a sentence or follow
"please". What the request is about is reduced to its significant terms; a proposal is
vetoed when every term of some request appears in it (case-insensitive; Chinese terms are
the runs of characters left after removing function words).

A request with no significant terms of its own ("Actually, forget that.", "我在考虑换工作，
这个别记。") points back: its subject is the clause just before it in the same message, or
else the user's previous message, and it is recorded with that antecedent in parentheses
("forget that (My favourite colour is teal)"). Without a usable antecedent it cannot be
matched and is ignored rather than guessed at.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from reverie.config import lazy_re as re
from reverie.memory.scan.normalise import traditional_to_simplified

# (a request opens a message, a sentence or a clause, or follows the sender's name Hermes puts
# before a member's words in a group's shared session: "[Ola] Forget that …")
_EN_REQUEST = (r"(?P<request>(?:(?:do\s+not|don'?t|dont|never)\s+(?:ever\s+)?"
               r"(?:remember|save|store|keep|memori[sz]e|record|note\s+down|write\s+down)"
               r"|forget(?:\s+about)?)")
_EN_TRIGGER = re.compile(
    r"(?:^|[.!?;:\n]\s*|^\[[^\n\]]{1,320}\]\s+|\bplease\s+|,\s*(?:and\s+)?)"
    + _EN_REQUEST + r"\s+(?P<subject>[^.!?;\n]{2,200}))",
    re.IGNORECASE,
)
# After a linking word at a sentence's start ("Also forget that I use Emacs.", "And don't
# save my address.": no request before session 31, tester23) only a request naming what to
# forget ("that …", "this", "it", "my …"): "So forget about the gym, I joined …", "And don't
# keep me waiting" are idioms, not requests (review33 R3).
_EN_LINKED = re.compile(
    r"(?:^|[.!?;:\n]\s*|^\[[^\n\]]{1,320}\]\s+)(?:(?:also|and|oh|so|but|actually)[,\s]+){1,3}"
    + _EN_REQUEST + r"\s+(?P<subject>(?:that|this|it|my)\b[^.!?;\n]{0,200}))",
    re.IGNORECASE,
)
# Each Chinese request word in either script: a user writing traditional characters
# ("別記住我的手機號碼", "請忘記…", "這個別記") asked the same, and was not heard (session 30,
# tester22). Only the request's own words; its subject's terms are compared as written.
_ZH_DONT = r"(?:不要|[别別]|不用|[请請]勿|勿)(?:再)?(?:[记記]住|[记記]下|[记記][录錄]|保存|[记記])"
_ZH_TRIGGER = re.compile(
    _ZH_DONT + r"(?P<subject>[^。！？；\n.!?]{1,100})"
    r"|(?:[请請]|[帮幫]我)?忘掉(?P<subject2>[^。！？；\n.!?]{1,100})"
    r"|[请請]忘[记記](?P<subject3>[^。！？；\n.!?]{1,100})"
)

# "这个别记" / "别记下来": a bare Chinese request at the end of a clause, with no subject.
_ZH_BARE = re.compile(
    r"(?:[这這][个個]|[这這]件事|[这這][条條]|那[个個]|[这這]些)?" + _ZH_DONT
    + r"(?:[这這][个個]|[这這][条條]|下[来來])?(?=$|[。！？；，,.!?;\n])"
)
_CLAUSE_END = re.compile(r"[.!?。！？；;，,\n]+")
_SENTENCE_END = re.compile(r"[.!?。！？\n]+")

_EN_STOP_WORDS = """
a an the that this these those it its my mine me i i'm im your you yours our we us
about of for in on at to from with and or but is are was were be been it's its
anything something everything any some all please ever again what which who how when
remember save store keep memory memories note down record user's users user
actually also okay wait hmm sorry well just yeah yes scratch never mind
"""
_EN_STOP = frozenset(_EN_STOP_WORDS.split())
_ZH_FUNCTION = re.compile(r"[我你他她它的了是在这這那个個些请請要不别別把和与與及也都就吗嗎呢吧啊]+")
_CJK_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
#: fixlearn21: "这件事" / "那事" / "的事" names what the clause before it said ("我养猫这件事别记"),
#: no term of its own: read as one, "件事" was the request's only term and matched nothing
_ZH_POINTER = re.compile(r"(?:[这這那]|的)(?:一?件|个|個)?事(?:情|儿|兒)?(?=$|[别別不请請勿])")
#: (only where the run ends after it, or the request's own words follow: "我的事业" names a career,
#: review36 R3)
#: fixlearn21: a verb and its object said apart in an entry ("用户养了一只猫": 养 … 猫), with
#: only an aspect particle, a number and a measure word between them; a request names them
#: together ("别记我养猫的事": 养猫), so the text's units hold that pair too
_ZH_SPLIT_PAIR = re.compile(
    r"(?=(?P<a>[\u3400-\u9fff])(?:[了过過着著]?[一二两兩三四五六七八九十几幾半\d]*"
    r"[只隻条條个個位台臺辆輛本把张張头頭匹双雙套间間家门門种種架部首件]|[了过過着著])"
    r"(?P<b>[\u3400-\u9fff]))")
#: … only where the user does it ("用户养了一只猫", "用户家里养了两只猫"), as the English verb's base
#: form is a unit only after "User": "用户的姐姐养了一只猫" is the sister's (review33 R2)
_USER_DOES = re.compile(r"用户(?:(?![姐妹哥弟妈爸父母儿女夫妻爷奶孩婆公友事舅姨叔伯])[^的]){0,3}$")
#: (not through a kin word written without 的: "用户姐姐养了一只猫" is the sister's, review36 R4)
_WORD = re.compile(r"[a-z0-9][a-z0-9_.@-]*")


#: What every English request holds, lower-cased: "do" ("do not", "don't", "dont"),
#: "never" or "forget". None of their letters has another case form that ``re.IGNORECASE``
#: takes for it (only i, s and k have one: "İ", "ı", "ſ", "K"), so a text whose ``lower()``
#: holds none of them has no English request, and the trigger need not be searched for in
#: it (issue 27: a search tries the trigger at every character, and a review asks about
#: every message and every sentence it shows).
_EN_NEEDS = ("do", "never", "forget")


def find_requests(text: str) -> list[str]:
    """The "do not remember" requests in one message, as the user phrased them."""
    text = text or ""
    found: list[str] = []
    lowered = text.lower()
    if any(word in lowered for word in _EN_NEEDS):
        for trigger in (_EN_TRIGGER, _EN_LINKED):
            for match in trigger.finditer(text):
                subject = match.group("subject").strip(" ,'\"")
                if subject:
                    found.append(match.group("request").strip(" \n.,;:!?"))
    if text.isascii():   # every Chinese request is said in Chinese characters
        return list(dict.fromkeys(found))
    spans = []
    for match in _ZH_TRIGGER.finditer(text):
        subject = match.group("subject") or match.group("subject2") or match.group("subject3")
        if subject and subject.strip():
            found.append(match.group(0).strip())
            spans.append(match.span())
    for match in _ZH_BARE.finditer(text):
        if not any(start <= match.start() < end for start, end in spans):
            found.append(match.group(0))
    return list(dict.fromkeys(found))


def _subject(request: str) -> str:
    for pattern, groups in ((_EN_TRIGGER, ("subject",)),
                            (_ZH_TRIGGER, ("subject", "subject2", "subject3"))):
        match = pattern.search(request)
        if match:
            for group in groups:
                if match.group(group):
                    return match.group(group)
    return request


def terms(request: str) -> frozenset[str]:
    """The significant terms of a request's subject."""
    return _subject_terms(_subject(request))


def _subject_terms(subject: str) -> frozenset[str]:
    subject = subject.lower()
    found: set[str] = set()
    for word in _WORD.findall(subject):
        word = word.strip(".-")
        # A number names which one ("the 5K", "trail 3"): dropped as a short word, "forget
        # that I ran a 5K" was "ran" alone and deleted every run archived (session 28).
        if (len(word) < 3 and not any(c.isdigit() for c in word)) or word in _EN_STOP:
            continue
        # a plural in the request should still match the singular in a proposal
        found.add(word[:-1] if len(word) > 4 and word.endswith("s")
                  and not word.endswith("ss") else word)
    for run in _CJK_RUN.findall(subject):
        for piece in _ZH_FUNCTION.split(_ZH_POINTER.sub("的", run)):
            if len(piece) >= 2:
                found.add(piece)
    return frozenset(found)


def _folded(text: str) -> str:
    """``text`` in simplified characters (zhlearn2): the heuristic reads a traditional message
    in simplified ones and writes its entry so ("我的手機號碼是…" → "用户的手机号码是…"), so a
    request and what it covers are compared in one script, whichever each was written in."""
    return text.translate(traditional_to_simplified()) if _CJK_RUN.search(text) else text


def matching_request(content: str, requests: Iterable[str]) -> str | None:
    """The first request that vetoes ``content``, or None."""
    haystack = _folded((content or "").lower())
    for request in requests:
        wanted = terms(request)
        if wanted and all(_folded(term) in haystack for term in wanted):
            return request
    return None


#: "don't remember this, it's private" / "forget it." points back like a bare request; "…
#: this, but I have …" points forward to what follows, which the request already holds.
_POINTS_BACK = re.compile(r"^\s*(?:this|it)\b(?!\s*[,;:—-]?\s*but\b)(?:\s*[,;:—-]|\s*$)", re.I)


def with_antecedent(request: str, text: str, previous: str) -> str:
    """A request that points back (no terms of its own, or a "this"/"it" that the rest
    of its clause does not explain), given the clause it points back to (if any)."""
    demonstrative = bool(terms(request))
    if demonstrative and not _POINTS_BACK.match(_subject(request)):
        return request
    at = text.find(request)
    # A bare request points back to the clause before it; a "this"/"it" to the sentence.
    split = _SENTENCE_END if demonstrative else _CLAUSE_END
    before = [c.strip() for c in split.split(text[:at] if at > 0 else "") if c.strip()]
    # the nearest clause with content ("Actually," before "forget that" has none)
    for candidate in before[-2:][::-1] + [previous.strip()]:
        candidate = " ".join(candidate.split())[:200]
        if candidate and _subject_terms(candidate):
            return f"{request} ({candidate})"
    return request


def requests_in(messages: Sequence[object]) -> list[tuple[int, str]]:
    """``(message id, request)`` for each request in the users' messages."""
    out: list[tuple[int, str]] = []
    previous = ""
    for message in messages:
        if getattr(message, "role", None) != "user":
            continue
        text = getattr(message, "content", "") or ""
        for request in find_requests(text):
            out.append((int(message.id), with_antecedent(request, text, previous)))  # type: ignore[attr-defined]
        previous = text
    return out


# --- keeping requests without their words (issue 31) ---------------------------------------
#
# A request is kept only as a fingerprint: keyed hashes (HMAC-SHA256 with a random key of
# the home's ledger, 16 hex digits each) of its significant terms — English words as
# :func:`terms` normalises them, Chinese terms as their character pairs, since Chinese is
# matched inside runs of text. That is enough to recognise the same content again (a
# proposal, or a later sentence repeating it) and not enough to read it back. Beside it a
# label the console can show ("asked in message #12"), which says nothing of the content.

WITHHELD = "[withheld: the user asked not to remember this]"
#: Words saying when, which a kept fact beside a quote says by its date ("Yesterday I took
#: …" beside "User took … on 10 March 2024."): no content the fact does not show.
_WHEN = frozenset({"yesterday", "today", "tonight", "tomorrow", "last", "this", "next", "week",
                   "weekend", "month", "year", "ago", "again", "once", "earlier", "recently"})
_SENTENCE = re.compile(r"[^.!?。！？\n]*(?:[.!?。！？]+|\n|$)")


def _mark(key: bytes, term: str) -> str:
    return hmac.new(key, term.encode("utf-8"), hashlib.sha256).hexdigest()[:16]


def _pairs(run: str) -> set[str]:
    return {run[i:i + 2] for i in range(len(run) - 1)}


def _term_units(found: frozenset[str]) -> set[str]:
    # Chinese terms in simplified characters (:func:`_folded`): a simplified request's marks
    # are what they were (a simplified text folds to itself), a traditional one's now match an
    # entry written in simplified characters
    units: set[str] = set()
    for term in found:
        units |= {f"zh:{p}" for p in _pairs(_folded(term))} if _CJK_RUN.fullmatch(term) else {term}
    return units


def fingerprint_of(request: str, key: bytes) -> frozenset[str]:
    """The marks of a request's significant terms (empty: nothing to recognise it by)."""
    return frozenset(_mark(key, unit) for unit in _term_units(terms(request)))


# A request is said in the first person ("forget that I have a cat", "… I use Emacs") and
# a fact in the third ("User has a cat named Mochi.", "User uses Emacs."): where the user is
# the subject ("User" / "The user", at most one word such as "still" between), the verb's
# base form is a unit of the fact too (session 31, tester23: neither fact was covered, so a
# staged one was approved after the request). Only there: "User's sister has a cat." is
# not the user's (review33 R2). Only more units of the text: a request's terms are as before.
_SAID_OF = {"has": "have", "does": "do", "goes": "go"}
_ES = ("ches", "shes", "sses", "xes", "zes")


def _base_form(word: str) -> str | None:
    """The base form of a third-person verb ("uses" use, "watches" watch, "has" have)."""
    if word in _SAID_OF:
        return _SAID_OF[word]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "'s")):
        return word[:-2] if word.endswith(_ES) else word[:-1]
    return None


def _text_units(text: str) -> set[str]:
    lowered = (text or "").lower()
    units: set[str] = set()
    words = [w.strip(".-") for w in _WORD.findall(lowered)]
    for i, word in enumerate(words):
        units.add(word)
        if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
            units.add(word[:-1])
        if "user" in words[max(0, i - 2):i] and (base := _base_form(word)):
            units.add(base)
    for run in _CJK_RUN.findall(lowered):
        # as written and in simplified characters: a traditional request kept before zhlearn2
        # (marks of its traditional pairs) still matches the traditional text it matched;
        # zhlearn3: and in every traditional form the simplified pair folds from, so that old
        # request also matches the simplified entry the learner now writes from its words
        # (its marks cannot be re-made: its text is not kept). Only more units of the text:
        # no request's marks change.
        units |= {f"zh:{p}" for p in _pairs(run) | _unfolded_pairs(_folded(run))}
        folded = _folded(run)
        units |= {f"zh:{m['a']}{m['b']}" for m in _ZH_SPLIT_PAIR.finditer(folded)
                  if _USER_DOES.search(folded[:m.start()])}
    return units


@cache
def _traditional_forms() -> dict[str, str]:
    """Each simplified character and the characters that fold to it, itself first ("台" →
    "台枱檯臺颱"): the fold read backwards, one character for several."""
    forms: dict[str, str] = {}
    for code, to in traditional_to_simplified().items():
        forms[to] = forms.get(to, to) + chr(code)
    return forms


def _unfolded_pairs(run: str) -> set[str]:
    """The pairs of a simplified ``run`` in either script, each character as written or in a
    form that folds to it: at most a few dozen a pair (台 has five forms, most one)."""
    forms = _traditional_forms()
    return {a + b for i in range(len(run) - 1)
            for a in forms.get(run[i], run[i]) for b in forms.get(run[i + 1], run[i + 1])}


def _covers(marks: frozenset[str], have: set[str]) -> bool:
    """All of a request's terms are there; or, for a request of four terms or more, at
    least two thirds of them (a sentence retelling the content in other words)."""
    if not marks:
        return False
    found = len(marks & have)
    return found == len(marks) or (len(marks) >= 4 and 3 * found >= 2 * len(marks))


@dataclass(frozen=True)
class Exclusion:
    marks: frozenset[str]
    label: str


@dataclass(frozen=True)
class Exclusions:
    """The profile's "do not remember" requests, as fingerprints under one key."""

    key: bytes
    items: tuple[Exclusion, ...] = ()

    @property
    def labels(self) -> list[str]:
        return [item.label for item in self.items]

    def with_requests(self, requests: Sequence[str]) -> Exclusions:
        """These plus requests found just now (not stored yet), labelled by position."""
        more = tuple(Exclusion(fingerprint_of(r, self.key), "a request in these messages")
                     for r in requests)
        known = {item.marks for item in self.items}
        fresh = tuple(dict.fromkeys(m for m in more if m.marks and m.marks not in known))
        return Exclusions(self.key, self.items + fresh)

    def _marks_of(self, text: str) -> set[str]:
        return {_mark(self.key, unit) for unit in _text_units(text)}

    def vetoes(self, content: str, *, every_term: bool = False) -> str | None:
        """The label of the request ``content`` matches, or None. ``every_term``: no
        allowance for a retelling, for a match that deletes (one term missing may be the
        one that tells two past events apart: the town of a visit)."""
        if not self.items:     # no request: nothing to fingerprint the content for
            return None
        have = self._marks_of(content)
        return next((item.label for item in self.items if (
            item.marks <= have if every_term else _covers(item.marks, have))
            and item.marks), None)

    def _says_more_than(self, sentence: str, beside: str | None) -> bool:
        """A request covers ``sentence`` and it says more than ``beside`` (a kept fact whose
        quote it is; None: nothing) already shows: a term of the request the fact lacks, or
        any word of content the fact does not hold (a retelling in other words: "… and
        flunked it" beside "took her exam"; review30 R1)."""
        have = self._marks_of(sentence)
        covering = [item for item in self.items if item.marks and _covers(item.marks, have)]
        if not covering or beside is None:
            return bool(covering)
        if not {_folded(t) for t in _subject_terms(sentence) - _WHEN} <= {
                _folded(t) for t in _subject_terms(beside)}:
            return True
        shown = self._marks_of(beside)
        return any(item.marks <= shown or not (item.marks & have) <= shown for item in covering)

    def withhold(self, text: str, *, beside: str | None = None) -> str:
        """``text`` with every sentence that makes a request, or says what one covers,
        replaced by :data:`WITHHELD` (consecutive ones once). ``beside``: a fact that stays
        although the request covers it in part (a delete needs every term), whose quote this
        is: a sentence carrying none of the request's terms the fact does not carry says
        nothing the fact does not, and is shown (session 28: a kept fact's own words were
        withheld beside it)."""
        beside = beside or None
        out: list[str] = []
        changed = False
        for sentence in _SENTENCE.findall(text or ""):
            if sentence.strip() and (find_requests(sentence.strip())
                                     or (self.items and self._says_more_than(sentence, beside))):
                changed = True
                if not out or out[-1].strip() != WITHHELD:
                    out.append(f" {WITHHELD} ")
                if sentence.endswith("\n"):
                    out.append("\n")
                continue
            out.append(sentence)
        if not changed:
            return text or ""
        return re.sub(r"[ \t]{2,}", " ", "".join(out)).strip()

    def shown(self, messages: Sequence[Any]) -> list[Any]:
        """The messages as a model, a summary or a record may see them (copies; a message
        with nothing withheld is returned as it is)."""
        shown = []
        for message in messages:
            content = getattr(message, "content", None) or ""
            kept = self.withhold(content)
            shown.append(message if kept == content else dataclasses.replace(message, content=kept))
        return shown


def vetoed(content: str, exclusions: Exclusions | Sequence[str]) -> str | None:
    """Why ``content`` is vetoed (the request's label), or None; ``exclusions`` is the
    ledger's :class:`Exclusions`, or request texts (the rule table's own, in memory)."""
    if isinstance(exclusions, Exclusions):
        return exclusions.vetoes(content)
    return "a request in this conversation" if matching_request(content, exclusions) else None


#: an entry about one of the user's people, by its kin word (English or Chinese)
_SOMEONES = re.compile(
    r"^User's (?:(?:younger|older|little|big|eldest|youngest|best|new|ex-?) )?(?P<k>son|daughter|kid|child|"
    r"children|wife|husband|partner|boyfriend|girlfriend|mother|mom|mum|father|dad|parents|brother|sister|"
    r"friend|boss|colleague|coworker|aunt|uncle|cousin|niece|nephew|grandmother|grandfather|grandma|grandpa|"
    r"neighbou?r|roommate|flatmate)\b"
    r"|^用户的?(?P<zh>姐姐|妹妹|哥哥|弟弟|妈妈|母亲|爸爸|父亲|父母|(?:男|女)?朋友|同事|老公|老婆|丈夫|妻子|儿子|女儿|孩子|"
    r"爷爷|奶奶|外公|外婆|室友|邻居|老板)", re.I)


def someone_elses(entry: str, request: str) -> bool:
    """Whether ``entry`` is about one of the user's people ("User's mum lives in Bergen.",
    "用户的妈妈住在苏州。") whom ``request`` does not name: "forget that I live in Bergen" is
    about the user, "forget that my mum lives in Bergen" about her (review36 R2)."""
    someone = _SOMEONES.match(entry)
    if someone is None:
        return False
    if someone["zh"]:
        return someone["zh"] not in request
    return re.search(rf"\b{re.escape(someone['k'])}\b", request, re.I) is None


def new_key() -> bytes:
    return secrets.token_bytes(32)
