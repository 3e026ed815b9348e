"""The offline provider: deterministic rules instead of a model, and no network.

It is the embedded default, so the whole system works with no key. It reads the prompt
sections the review engine writes (docs/architecture.md):

* the transcript, between a line ``<<<TRANSCRIPT`` and a line ``TRANSCRIPT>>>``, each
  message starting with a line ``[#<id>] <role>: <content>``;
* the live entries, between ``<<<ENTRIES`` and ``ENTRIES>>>``, one per ``[memory] text`` /
  ``[user] text`` line, so it does not propose what is already kept.

``generate_json`` works sentence by sentence on user messages only, honouring "don't
remember …" / "forget that" / "不要记住…", and never keeps a question or a secret. It proposes
``add`` operations for:

* what the user explicitly asked to keep ("remember that …", "记住…") and standing
  instructions ("from now on …", "… from now on", "以后…");
* stated preferences and profile facts ("I prefer …", "my timezone is …", "I'm a … engineer",
  "I switched to …", "我喜欢…", "我在…工作");
* context the user hands over on purpose ("…, in case that matters", "FYI, …", "补充一下：…"),
  unless it is about the moment (today, broken, failed …).

Target: facts about the user and how they want to be answered go to ``user``; environment,
project and tool facts and conventions go to ``memory``. Openers ("Yes.", "And", "对了") and
asides ("by the way", "thanks") are dropped; the sentence's own final stop is kept. The one
``replace`` it proposes is a stated correction ("…, not 14", "switched from X to Y") of the
single live entry that names the old value; everything else needing judgement (merging,
removing) is left to a model. ``generate_text`` writes an extractive summary.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from reverie.config.errors import PermanentProviderError
from reverie.memory.entries import preview as _clip  # one preview for the whole project

from .base import Generation, Provider, Usage, estimate_tokens, parse_json_reply
from .registry import register

SUMMARY_LIMIT = 600
_MAX_FACT = 300


@dataclass(frozen=True)
class Message:
    id: int
    role: str
    content: str


@dataclass(frozen=True)
class Candidate:
    target: str
    content: str
    reason: str
    confidence: float


# --- reading the prompt -------------------------------------------------------------------

_MESSAGE_LINE = re.compile(r"^\[#(\d+)\]\s*([A-Za-z_][\w-]*):\s?(.*)$")
_ENTRY_LINE = re.compile(r"^\[(memory|user)\]\s?(.*)$")


def _blocks(prompt: str, name: str) -> Iterator[list[str]]:
    lines, inside = [], False
    for line in prompt.splitlines():
        if line.strip() == f"<<<{name}":
            lines, inside = [], True
        elif line.strip() == f"{name}>>>" and inside:
            inside = False
            yield lines
        elif inside:
            lines.append(line)


def parse_transcript(prompt: str) -> list[Message]:
    """The messages of every transcript block; continuation lines join their message."""
    messages: list[Message] = []
    for block in _blocks(prompt, "TRANSCRIPT"):
        current: list[Any] | None = None
        for line in block:
            match = _MESSAGE_LINE.match(line)
            if match:
                if current:
                    messages.append(Message(current[0], current[1], "\n".join(current[2])))
                current = [int(match.group(1)), match.group(2).lower(), [match.group(3)]]
            elif current is not None:
                current[2].append(line)
        if current:
            messages.append(Message(current[0], current[1], "\n".join(current[2])))
    return messages


def parse_entries(prompt: str) -> list[tuple[str, str]]:
    """(target, text) of every live entry listed in the prompt."""
    entries: list[list[str]] = []
    for block in _blocks(prompt, "ENTRIES"):
        for line in block:
            match = _ENTRY_LINE.match(line)
            if match:
                entries.append([match.group(1), match.group(2)])
            elif entries:
                entries[-1][1] += "\n" + line
    return [(target, text.strip()) for target, text in entries]


# --- sentences and patterns ---------------------------------------------------------------

# English sentences end at .!? followed by space; Chinese ones at 。！？； with no space.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？；])|\n+")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


# Openers that carry no content. Words that are also answers ("yes", "no", "ok") only count
# when a comma follows, so "No emojis from now on" keeps its "No".
_LEAD = (r"^(?:(?:(?:please|pls|kindly|also|and|oh|btw|by the way|hey|so|actually|one more thing)"
         r"[\s,:]+)|(?:(?:yes|yeah|yep|no|nope|ok|okay|right|well|sure|hi|thanks)\s*,\s*))*")
_LEAD_ZH = r"^(?:(?:对了|另外|还有|顺便说一下|顺便一提|其实|哦|嗯|好的|不对|不是)[，,：:\s]*)*"
# Trailing politeness and asides: "…, by the way." / "…, please." / "…，谢谢。" carry no fact.
# "always" and "never" are not fillers: they say how strongly the user means it.
_FILLER_END = re.compile(
    r"(?:[\s,;]+(?:by the way|btw|please|thanks|thank you|thx|if you don'?t mind|if possible))+"
    r"\s*$|[，,\s]*(?:谢谢|谢谢你|多谢|谢啦|顺便说一下)\s*$", re.I)
# Phrases that hand the assistant context to keep: "…, in case that matters." / "FYI, …".
_CONTEXT_MARK = (r"in case (?:that|it|this) (?:matters|helps)|fyi|for context|for the record|"
                 r"just so you know|for your information|for (?:future )?reference")
_OFFERED_TAIL = re.compile(r"^(?P<fact>.+?)[\s,;—-]+(?:" + _CONTEXT_MARK + r")$", re.I)
_OFFERED_HEAD = re.compile(r"^(?:" + _CONTEXT_MARK + r")[\s,:]+(?P<fact>.+)$", re.I)
_OFFERED_ZH = re.compile(r"^(?:补充一下|跟你说一下|告诉你一下|供参考|仅供参考)[，,：:\s]*(?P<fact>.+)$|"
                         r"^(?P<fact2>.+?)[，,\s]*(?:供参考|仅供参考|供你参考)$")
# A statement about the moment ("I work on the login bug today") is not a lasting fact; nor
# is offered context about the moment ("the build is broken right now, FYI").
_MOMENT = (r"\b(?:today|tonight|tomorrow|right now|at the moment|this (?:morning|afternoon|"
           r"evening|week))\b|今天|明天|刚才|这周")
_TRANSIENT = re.compile(
    _MOMENT + r"|\b(?:yesterday|now|currently|next \w+|last \w+|fail\w*|broke\w*|error\w*|"
    r"crash\w*|down)\b|昨天|现在|目前|下周", re.I)

_ASK = r"(?:(?:can|could|would|will) you(?: please)?\s+)?"
_REMEMBER = re.compile(
    _LEAD + _ASK + r"(?:remember|note|keep in mind|make a note|don'?t forget)"
    r"(?:\s+(?:that|this)\b)?\s*[:,]?\s*(?P<fact>.+)$", re.I)
# "remember to buy milk" is a one-off task; "remember to always rebase" is a standing rule.
_TASK = re.compile(r"^to\s+(?!always\b|never\b)", re.I)
_STANDING = r"from now on|going forward|from here on(?: out)?|henceforth"
_FROM_NOW_ON = re.compile(_LEAD + r"(?:" + _STANDING + r"|in future|in the future)"
                          r"[\s,:]+(?P<fact>.+)$", re.I)
# The same instruction said last: "Please assume podman from now on."
_FROM_NOW_ON_END = re.compile(r"^(?P<fact>.+?)[\s,]+(?:" + _STANDING + r")$", re.I)
# ... but "I'll be more careful from now on" is a promise, not an instruction to keep.
_PROMISE = re.compile(r"\b(?:i|we)(?:'ll| will| am going to|'m going to| are going to)\b", re.I)
_REMEMBER_ZH = re.compile(r"^(?:请|麻烦你?|帮我|你要|要)?(?:记住|记一下|记下)[：:，,\s]*(?P<fact>.+)$")
_FROM_NOW_ON_ZH = re.compile(r"^(?:以后|今后|从现在开始|从现在起)[：:，,\s]*(?P<fact>.+)$")

# Relative times say when, not what: "I switched to Podman last month" keeps "to Podman".
_WHEN = r"(?:[\s,]+(?:last (?:week|month|year)|yesterday|recently|a while ago|lately))?"
_PREFERENCES = [
    (re.compile(r"^i (?:really |strongly |generally |usually |much )?prefer (?P<x>.+)$", re.I),
     "User prefers {x}."),
    (re.compile(r"^i (?:really |just )?(?:like|love|enjoy) (?P<x>.+)$", re.I), "User likes {x}."),
    (re.compile(r"^i (?:really )?(?:don'?t|do not) (?:really )?(?:like|enjoy) (?P<x>.+)$", re.I),
     "User does not like {x}."),
    (re.compile(r"^i (?:really )?(?:dislike|hate) (?P<x>.+)$", re.I), "User dislikes {x}."),
    (re.compile(r"^my favou?rite (?P<what>[\w\s-]{1,40}?) is (?P<x>.+)$", re.I),
     "User's favourite {what} is {x}."),
    (re.compile(r"^i (?:always |usually |mostly |mainly |normally |now |currently )?use (?P<x>.+)$",
                re.I), "User uses {x}."),
    (re.compile(r"^i no longer use (?P<x>.+)$", re.I), "User no longer uses {x}."),
    (re.compile(r"^i(?:'ve| have)? (?:just |finally )?(?P<verb>switched|moved|migrated) (?:over )?"
                r"(?P<x>(?:from .+? )?to .+?)" + _WHEN + r"$", re.I), "User {verb} {x}."),
    # Stated profile facts: who and where the user is.
    (re.compile(r"^my name is (?P<x>.+)$", re.I), "User's name is {x}."),
    (re.compile(r"^(?:please\s+)?call me (?P<x>.+)$", re.I), "User wants to be called {x}."),
    (re.compile(r"^my (?P<what>time ?zone|pronouns|role|job title|job|title|team|company|employer|"
                r"native language|first language|mother tongue|github (?:username|handle)|"
                r"home town|hometown) (?P<be>is|are) (?P<x>.+)$", re.I), "User's {what} {be} {x}."),
    # A place is capitalised ("I'm in Berlin"), which keeps out "I'm in a meeting".
    (re.compile(r"^[Ii](?:'m| am) (?:based |located |living )?in (?P<x>[A-Z][\w.-]*(?:,? [A-Z][\w.-]*)"
                r"{0,2})(?:[,;] .+)?$"), "User is based in {x}."),
    (re.compile(r"^i live in (?P<x>.+)$", re.I), "User lives in {x}."),
    (re.compile(r"^i work (?P<x>(?:at|for|as|on) .+)$", re.I), "User works {x}."),
    (re.compile(r"^i(?:'m| am) (?P<a>an?) (?P<x>(?:[\w+#-]+ ){0,4}(?:developer|engineer|designer|manager|"
                r"student|researcher|scientist|analyst|admin|administrator|architect|consultant|"
                r"teacher|writer|founder|sre|programmer|maintainer|freelancer|intern))"
                r"(?P<rest>\b.*)$", re.I), "User is {a} {x}{rest}."),
]
_PREFERENCE_ZH = re.compile(
    r"^我(?:比较|更|很|非常|最|一般|通常|现在|平时|一直|主要|已经)?"
    r"(?:不喜欢|喜欢|偏好|偏爱|习惯用|习惯|使用|改用|换成|换用|切换到|用(?![了过着])|叫(?![你他她它]))"
    r"(?P<x>.+)$")
_PROFILE_ZH = re.compile(
    r"^我的(?:名字|时区|邮箱|职位|工作|角色|母语|团队|公司)是.+$|"
    r"^我(?:目前|现在)?(?:住在|在).+?(?:工作|上班|上学|读书|住)|^我住在.+$|"
    r"^我是(?:一名|一个|一位)?.{0,12}(?:工程师|开发者|程序员|设计师|学生|经理|研究员|老师|架构师|运维)")

# Objects too vague to be a preference worth keeping ("I like that", "I like your idea").
_VAGUE_OBJECT = re.compile(
    r"^(?:it|that|this|these|those|them|you|your|him|her|the idea|the plan)\b", re.I)

# Instructions about how to talk to the user are about the user, not the project.
_ABOUT_REPLIES = re.compile(
    r"\b(?:answer|reply|respond|explain|talk|speak|write to me)\w*\b.*\bin (?:english|chinese|"
    r"mandarin|german|french|spanish|japanese|korean|italian|portuguese|russian|dutch)\b|"
    r"\b(?:short|shorter|long|longer|brief|concise|detailed|terse|your)\s+(?:answers|replies|"
    r"responses|explanations)\b|\bemojis?\b|\b(?:call|address) (?:me|the user)\b|"
    r"回答|回复|答复|跟我说|和我说|对我说|称呼|语气|表情", re.I)

_NEGATION = re.compile(
    r"\b(?:don'?t|do not|never|no need to|please don'?t)\s+(?:remember|store|save|keep|"
    r"memori[sz]e|note|record)\b|^(?:please\s+|and\s+|actually,?\s+)?forget\b|"
    r"不要记|别记|不用记|不必记|不要保存|别保存|忘掉|忘记", re.I)
_BARE_FORGET = re.compile(
    r"^(?:please\s+|actually,?\s+|and\s+)?forget (?:that|it|this|what i (?:just )?said)\W*$|"
    r"^(?:算了[，,]?)?(?:忘掉|忘记)(?:它|这个|吧|刚才的)?\W*$|^(?:算了[，,]?)?(?:别记|不要记)(?:了|这个)?\W*$",
    re.I)

_SECRET = re.compile(
    r"\b(?:password|passwd|passphrase|api[ _-]?key|secret|token|credential|private key)s?\b|"
    r"密码|密钥|口令|\b(?:sk|ghp|gho|xox[abp]|AKIA)[-_A-Za-z0-9]{8,}|"
    r"\b(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[A-Za-z])[A-Za-z0-9_\-]{24,}\b", re.I)
# 我们 ("we") is the team or project, not the user: it marks an environment fact.
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|my|me|mine|myself)\b|我(?!们)", re.I)


# --- turning first person into third ----------------------------------------------------

_PRONOUNS = [
    (r"\bi am\b|\bi'm\b", "the user is"), (r"\bi've\b", "the user has"),
    (r"\bi'd\b", "the user would"), (r"\bi'll\b", "the user will"), (r"\bi was\b", "the user was"),
    (r"\bmyself\b", "the user"), (r"\bmy\b", "the user's"), (r"\bmine\b", "the user's"),
    (r"\bme\b", "the user"), (r"\bi\b", "the user"),
]
_IRREGULAR = {"have": "has", "do": "does", "don't": "doesn't", "are": "is", "were": "was"}
_BARE_VERB = re.compile(r"\bthe user (have|do|don't|are|were|prefer|like|love|hate|use|want|"
                        r"need|work|live|speak|own|write|run|go|eat|drink)\b")


def third_person(text: str) -> str:
    for pattern, replacement in _PRONOUNS:
        text = re.sub(pattern, replacement, text, flags=re.I)
    text = _BARE_VERB.sub(
        lambda m: "the user " + _IRREGULAR.get(m.group(1), m.group(1) + ("es" if m.group(1).endswith("o") else "s")),
        text)
    return re.sub(r"我(?!们)", "用户", text)


_CJK = re.compile(r"[\u3400-\u9fff]")


def _finish(text: str, end: str | None = None) -> str:
    """Capitalised, with the sentence's own final stop; without one, the stop of the language
    most of the text is in (a Chinese sentence naming "VS Code" still ends in 。)."""
    text = text.strip().rstrip(".。!！?？;；,， ")
    if text.lower().startswith("the user"):
        text = "User" + text[len("the user"):]
    text = text[:1].upper() + text[1:]
    if end is None:
        end = "。" if len(_CJK.findall(text)) >= len(re.findall(r"[A-Za-z]+", text)) else "."
    return text + end


# --- extraction ---------------------------------------------------------------------------

_EXPLICIT = "The user explicitly asked to remember this."
_STANDING_WHY = "The user set a standing instruction."
_STATED = "The user stated a preference or a fact about themselves."
_OFFERED = "The user offered this as lasting context."


def _candidate(sentence: str) -> Candidate | None:
    """The operation one user sentence asks for, if any.

    A lead-in ending in a colon ("A few things about me: I prefer …", "Actually, we
    upgraded: remember that …"), a first clause before a semicolon ("Schedule it for 9am;
    I'm in Berlin") or a Chinese comma ("不是 Docker，我已经改用 Podman 了") is tried without
    it when the whole sentence matches nothing.
    """
    found = _candidate_in(sentence)
    for split in (r"^[^:：]{1,60}[:：]\s*(?P<rest>.+)$", r"^[^;；]{1,120}[;；]\s*(?P<rest>.+)$",
                  r"^[^，]{1,40}，\s*(?P<rest>.+)$"):
        if found is None and (lead_in := re.match(split, sentence)):
            found = _candidate_in(lead_in.group("rest"))
    return found


def _candidate_in(sentence: str) -> Candidate | None:
    text = re.sub(r"^[\s\"'“”‘’*-]+|[\s\"'“”‘’]+$", "", sentence)
    if text.endswith(("?", "？")) and not re.match(_LEAD + r"(?:can|could|would|will) you\b", text, re.I):
        return None
    # Said in Chinese punctuation, kept in Chinese punctuation (and English in English).
    end = "。" if text.endswith(("。", "！", "；")) else "." if text.endswith((".", "!")) else None
    core = _FILLER_END.sub("", text.rstrip(".。!！;； "))
    core = re.sub(_LEAD_ZH, "", re.sub(_LEAD, "", core, flags=re.I))
    return (_instruction(core, end) or _preference(core, end) or _preference_zh(core, end)
            or _offered(core, end))


def _instruction(text: str, end: str | None) -> Candidate | None:
    """"remember …", "from now on …", "… from now on", "记住…", "以后…"."""
    for pattern, confidence, why in (
            (_REMEMBER, 0.9, _EXPLICIT), (_REMEMBER_ZH, 0.9, _EXPLICIT),
            (_FROM_NOW_ON, 0.85, _STANDING_WHY), (_FROM_NOW_ON_ZH, 0.85, _STANDING_WHY),
            (_FROM_NOW_ON_END, 0.85, _STANDING_WHY)):
        match = pattern.match(text)
        if match:
            fact = _FILLER_END.sub("", match.group("fact").strip().rstrip("?？"))
            if _TASK.match(fact) or (pattern is _FROM_NOW_ON_END and _PROMISE.search(fact)):
                return None
            fact = re.sub(r"^to\s+", "", fact, flags=re.I)
            if _FIRST_PERSON.search(fact):
                return Candidate("user", _finish(third_person(fact), end), why, confidence)
            if _ABOUT_REPLIES.search(fact):
                # "以后回答请用中文" is how the user wants to be answered: it goes to the profile.
                if _CJK.search(fact):
                    fact = "用户要求：" + re.sub(r"(?<![申邀聘宴恳提敬])请(?![求教假柬帖示])", "", fact)
                else:
                    fact = "User asked: " + (fact[:1].lower() + fact[1:] if fact[1:2].islower() else fact)
                return Candidate("user", _finish(fact, end), why, confidence)
            return Candidate("memory", _finish(fact, end), why, confidence)
    return None


def _preference(text: str, end: str | None) -> Candidate | None:
    for pattern, template in _PREFERENCES:
        match = pattern.match(text)
        if match:
            obj = match.group("x").strip()
            if _VAGUE_OBJECT.match(obj) or len(obj) < 2 or re.search(_MOMENT, text, re.I):
                return None
            parts = {k: re.sub(r"\bmy\b", "their", v or "", flags=re.I)
                     for k, v in match.groupdict().items()}
            return Candidate("user", _finish(third_person(template.format(**parts)), end), _STATED, 0.7)
    return None


def _preference_zh(text: str, end: str | None) -> Candidate | None:
    match = _PREFERENCE_ZH.match(text)
    if re.search(_MOMENT, text):
        return None
    if (match and match.group("x").strip()) or _PROFILE_ZH.match(text):
        return Candidate("user", _finish("用户" + third_person(text[1:]), end), _STATED, 0.7)
    return None


def _offered(text: str, end: str | None) -> Candidate | None:
    """A statement the user hands over as context: "…, in case that matters." / "补充一下：…"."""
    match = (_OFFERED_TAIL.match(text) or _OFFERED_HEAD.match(text) or _OFFERED_ZH.match(text))
    if not match:
        return None
    fact = (match.groupdict().get("fact") or match.groupdict().get("fact2") or "").strip()
    if _TRANSIENT.search(fact) or len(fact.split()) < 3 and len(fact) < 8:
        return None
    target = "user" if _FIRST_PERSON.search(fact) else "memory"
    return Candidate(target, _finish(third_person(fact), end), _OFFERED, 0.6)


def _normal(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def propose_operations(messages: list[Message], entries: list[tuple[str, str]]) -> list[dict[str, Any]]:
    """The review operations the rules find in ``messages``, minus what ``entries`` keep."""
    known = [_normal(text) for _, text in entries]
    found: list[tuple[int, Candidate]] = []
    last_user_id: int | None = None
    for message in messages:
        if message.role != "user":
            continue
        said = sentences(message.content)
        if any(_NEGATION.search(s) for s in said):
            # Nothing from a message that asks not to keep something; a bare "forget that"
            # also takes back what the previous user message said.
            if any(_BARE_FORGET.match(s) for s in said):
                found = [(mid, c) for mid, c in found if mid != last_user_id]
        else:
            for sentence in said:
                candidate = _candidate(sentence)
                if candidate and _keepable(candidate.content):
                    found.append((message.id, candidate))
        last_user_id = message.id
    operations, seen = [], set(known)
    for message_id, candidate in found:
        key = _normal(candidate.content)
        if key in seen or any(key and key in other for other in known):
            continue
        seen.add(key)
        operation = {"action": "add", "target": candidate.target, "content": candidate.content}
        corrected = _corrected_entry(candidate.content, entries)
        if corrected is not None:
            operation = {"action": "replace", "target": corrected[0], "old_text": corrected[1],
                         "content": candidate.content}
        operations.append({**operation, "reason": candidate.reason, "evidence": [message_id],
                           "confidence": candidate.confidence})
    return operations


def _keepable(content: str) -> bool:
    return 3 <= len(content) <= _MAX_FACT and not _SECRET.search(content)


# --- corrections --------------------------------------------------------------------------

# "…uses PostgreSQL 16, not 14" / "switched from Docker to Podman" / "…而不是 MySQL": the
# words after the marker name what the fact replaces.
_CORRECTION = re.compile(
    r"(?:,\s*|\b)(?:not|instead of|rather than|no longer)\s+(?P<old>[^,;.。，；]+)|"
    r"\bfrom (?P<old2>[^,;.。，；]+?) to\b|(?:而不是|不再用|不用)(?P<old3>[^，,；;。]+)", re.I)
_STOP = frozenset((
    "the", "a", "an", "my", "our", "their", "its", "this", "that", "user", "user's", "users",
    "is", "are", "was", "be", "to", "of", "in", "on", "at", "for", "with", "and", "or", "not",
    "now"))


def _words(text: str) -> set[str]:
    tokens = (w.strip(".-/") for w in re.findall(r"[\w.+#/-]+", text.casefold().replace("’", "'")))
    return {w for w in tokens if w and w not in _STOP}


def _corrected_entry(content: str, entries: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The one live entry a stated correction replaces: it names every word of the old value
    and is about the same subject. Otherwise None (an add)."""
    match = _CORRECTION.search(content)
    if not match:
        return None
    old = _words(next(g for g in match.groups() if g))
    if not old:
        return None
    rest = _words(content) - old
    # "switched from Docker Desktop to Podman" names its subject: the old tool itself.
    switched = match.group("old2") is not None
    hits = [(target, text) for target, text in entries
            if old <= _words(text) and (switched or _shares_subject(_words(text) - old, rest))]
    return hits[0] if len(hits) == 1 else None


def _shares_subject(entry_words: set[str], fact_words: set[str]) -> bool:
    """Two shared words, or every word of a shorter entry ("The default branch is main")."""
    return bool(entry_words) and len(entry_words & fact_words) >= min(2, len(entry_words))


# --- summaries ----------------------------------------------------------------------------

_SIGNAL = re.compile(
    r"\b(?:decid\w*|agree\w*|fix\w*|error\w*|fail\w*|bug\w*|deploy\w*|creat\w*|install\w*|"
    r"configur\w*|migrat\w*|remember|prefer\w*|must|done|finished|resolved|released)\b|"
    r"决定|修复|错误|失败|部署|完成|记住|喜欢|需要|解决|发布", re.I)


def summarize(prompt: str) -> str:
    """An extractive summary: the first request, key sentences, the last outcome."""
    messages = [m for m in parse_transcript(prompt) if m.role in ("user", "assistant")]
    if not messages:
        return _clip(" ".join(sentences(prompt)[:6]), SUMMARY_LIMIT)
    first_user = next((m for m in messages if m.role == "user"), messages[0])
    request = _clip(" ".join(sentences(first_user.content)[:2]), 160)
    last = next((m for m in reversed(messages) if m.role == "assistant"), messages[-1])
    outcome = _clip(" ".join(sentences(last.content)[:2]), 160)
    points: list[str] = []
    for message in messages:
        for sentence in sentences(message.content):
            clipped = _clip(sentence, 110)
            if (_SIGNAL.search(sentence) and clipped not in points
                    and clipped not in request and clipped not in outcome):
                points.append(clipped)
    lines = [f"Request: {request}"]
    room = SUMMARY_LIMIT - len(lines[0]) - len(outcome) - len("\nKey points: \nOutcome: ")
    kept: list[str] = []
    for point in points:
        if len("; ".join([*kept, point])) > room:
            break
        kept.append(point)
    if kept:
        lines.append("Key points: " + "; ".join(kept))
    lines.append(f"Outcome: {outcome}")
    text = "\n".join(lines)
    # Only a very long first request or outcome can still overflow; keep the line breaks.
    return text if len(text) <= SUMMARY_LIMIT else text[: SUMMARY_LIMIT - 1] + "…"


# --- the provider -------------------------------------------------------------------------

@register("heuristic")
class HeuristicProvider(Provider):
    name = "heuristic"
    default_model = "heuristic-v1"
    needs_network = False

    def generate_text(self, prompt: str, *, system: str | None = None) -> Generation:
        started = self.clock.monotonic()
        text = summarize(prompt)
        return self._generation(prompt, system, text, None, started)

    def generate_json(self, prompt: str, *, schema: Mapping[str, Any],
                      system: str | None = None) -> Generation:
        if "operations" not in (schema.get("properties") or {}):
            raise PermanentProviderError(
                "The heuristic provider can only answer the review schema ({\"operations\": [...]}).",
                hint="Configure a model provider (gemini or openai) for other structured output.")
        started = self.clock.monotonic()
        operations = propose_operations(parse_transcript(prompt), parse_entries(prompt))
        text = json.dumps({"operations": operations}, ensure_ascii=False)
        data = parse_json_reply(text, schema)  # holds our own output to the same contract
        return self._generation(prompt, system, text, data, started)

    def _generation(self, prompt: str, system: str | None, text: str,
                    data: dict[str, Any] | None, started: float) -> Generation:
        usage = Usage(input_tokens=estimate_tokens((system or "") + prompt),
                      output_tokens=estimate_tokens(text), cached_tokens=0,
                      latency_s=self.clock.monotonic() - started)
        return Generation(text=text, data=data, usage=usage, model=self.model, provider=self.name)
