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

import re
from collections.abc import Iterable, Sequence

_EN_TRIGGER = re.compile(
    r"(?:^|[.!?;:\n]\s*|\bplease\s+|,\s*(?:and\s+)?)"
    r"(?P<request>(?:(?:do\s+not|don'?t|dont|never)\s+(?:ever\s+)?"
    r"(?:remember|save|store|keep|memori[sz]e|record|note\s+down|write\s+down)"
    r"|forget(?:\s+about)?)"
    r"\s+(?P<subject>[^.!?;\n]{2,200}))",
    re.IGNORECASE,
)
_ZH_TRIGGER = re.compile(
    r"(?:不要|别|不用|请勿|勿)(?:再)?(?:记住|记下|记录|保存|记)(?P<subject>[^。！？；\n.!?]{1,100})"
    r"|(?:请|帮我)?忘掉(?P<subject2>[^。！？；\n.!?]{1,100})"
    r"|请忘记(?P<subject3>[^。！？；\n.!?]{1,100})"
)

# "这个别记" / "别记下来": a bare Chinese request at the end of a clause, with no subject.
_ZH_BARE = re.compile(
    r"(?:这个|这件事|这条|那个|这些)?(?:不要|别|不用|请勿|勿)(?:再)?(?:记住|记下|记录|保存|记)"
    r"(?:这个|这条|下来)?(?=$|[。！？；，,.!?;\n])"
)
_CLAUSE_END = re.compile(r"[.!?。！？；;，,\n]+")

_EN_STOP_WORDS = """
a an the that this these those it its my mine me i i'm im your you yours our we us
about of for in on at to from with and or but is are was were be been it's its
anything something everything any some all please ever again what which who how when
remember save store keep memory memories note down record user's users user
actually also okay wait hmm sorry well just yeah yes scratch never mind
"""
_EN_STOP = frozenset(_EN_STOP_WORDS.split())
_ZH_FUNCTION = re.compile(r"[我你他她它的了是在这那个些请要不别把和与及也都就吗呢吧啊]+")
_CJK_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
_WORD = re.compile(r"[a-z0-9][a-z0-9_.@-]*")


def find_requests(text: str) -> list[str]:
    """The "do not remember" requests in one message, as the user phrased them."""
    found: list[str] = []
    for match in _EN_TRIGGER.finditer(text or ""):
        subject = match.group("subject").strip(" ,'\"")
        if subject:
            found.append(match.group("request").strip(" \n.,;:!?"))
    spans = []
    for match in _ZH_TRIGGER.finditer(text or ""):
        subject = match.group("subject") or match.group("subject2") or match.group("subject3")
        if subject and subject.strip():
            found.append(match.group(0).strip())
            spans.append(match.span())
    for match in _ZH_BARE.finditer(text or ""):
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
        if len(word) < 3 or word in _EN_STOP:
            continue
        # a plural in the request should still match the singular in a proposal
        found.add(word[:-1] if len(word) > 4 and word.endswith("s")
                  and not word.endswith("ss") else word)
    for run in _CJK_RUN.findall(subject):
        for piece in _ZH_FUNCTION.split(run):
            if len(piece) >= 2:
                found.add(piece)
    return frozenset(found)


def matching_request(content: str, requests: Iterable[str]) -> str | None:
    """The first request that vetoes ``content``, or None."""
    haystack = (content or "").lower()
    for request in requests:
        wanted = terms(request)
        if wanted and all(term in haystack for term in wanted):
            return request
    return None


def with_antecedent(request: str, text: str, previous: str) -> str:
    """A request with no terms of its own, given the clause it points back to (if any)."""
    if terms(request):
        return request
    at = text.find(request)
    before = [c.strip() for c in _CLAUSE_END.split(text[:at] if at > 0 else "") if c.strip()]
    for candidate in ([before[-1]] if before else []) + [previous.strip()]:
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
