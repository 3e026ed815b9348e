"""The offline provider: deterministic rules instead of a model, and no network.

It is the embedded default, so the whole system works with no key. It reads the prompt
sections the review engine writes (docs/architecture.md):

* the transcript, between a line ``<<<TRANSCRIPT`` and a line ``TRANSCRIPT>>>``, each
  message starting with a line ``[#<id>] <role>: <content>``;
* the live entries, between ``<<<ENTRIES`` and ``ENTRIES>>>``, one per ``[memory] text`` /
  ``[user] text`` line, so it does not propose what is already kept.

``generate_json`` works sentence by sentence on user messages only (tool and assistant
text is never learned), honouring "don't remember …" / "forget that" / "不要记住…", and never
keeps a question or a secret. It proposes:

* ``add`` for what the user explicitly asked to keep ("remember that …", "记住…"), standing
  instructions ("from now on …", "以后…"), stated preferences and profile facts ("I prefer
  …", "my timezone is …", "我喜欢…") and context handed over on purpose ("FYI, …",
  "补充一下：…") unless it is about the moment;
* ``replace`` for a correction or a switch of the one live entry naming the old value, and
  ``remove`` for "forget that …"/"that's no longer true" about one live entry
  (``heuristic_changes``).

Every entry is written as a self-contained declarative sentence in the user's language
("The assistant should run make lint …", "User now uses Podman instead of Docker
Desktop."); one that fails ``review.wellformed`` is withdrawn and reported on
``Generation.withdrawn``. Target by subject: the user → ``user``; the environment, the
project, tools and the user's machines → ``memory``. The rules and their limits are in
docs/review.md. ``generate_text`` writes an extractive summary.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from reverie.config.errors import PermanentProviderError
from reverie.memory.entries import preview as _clip  # one preview for the whole project

from ..wellformed import UNFORMED, language, problems
from .base import Generation, Provider, Usage, estimate_tokens, parse_json_reply
from .heuristic_changes import (
    corrected_entry,
    entries_naming,
    new_value,
    removal,
    significant,
    swapped,
)
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
    old: str | None = None    # a switch or "no longer": the value the user left
    new: str | None = None    # a switch: the value they moved to
    lang: str = "en"          # the language the user wrote in


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

_CJK = re.compile(r"[\u3400-\u9fff]")

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
    r"responses|explanations)\b|\b(?:answers|replies|responses|explanations)\b|\bemojis?\b|\b(?:call|address) (?:me|the user)\b|"
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
    # "you" in a kept sentence is the assistant: an entry is read by another session.
    (r"\byou're\b|\byou are\b", "the assistant is"), (r"\byou've\b", "the assistant has"),
    (r"\byou'll\b", "the assistant will"), (r"\byour\b", "the assistant's"),
    (r"\byourself\b|\byou\b", "the assistant"),
    # "we" is the user's team or project: "Our API is versioned by date" is about the team's.
    (r"\bwe're\b|\bwe are\b", "the team is"), (r"\bwe've\b", "the team has"),
    (r"\bwe'll\b", "the team will"), (r"\bour\b", "the team's"), (r"\bwe\b", "the team"),
]
_IRREGULAR = {"have": "has", "do": "does", "don't": "doesn't", "are": "is", "were": "was",
              "go": "goes"}
_AGREE_VERBS = (r"have|do|don't|are|were|prefer|like|love|hate|enjoy|dislike|use|want|need|work|"
                r"live|speak|own|write|read|run|go|eat|drink|suggest|propose|commit|push|answer|"
                r"reply|respond|make|think|know|expect|mean|care|plan|try|study|teach|build|"
                r"deploy|get|keep|ask|create|send|give|edit|change|open|call|check|test|review|"
                r"say|see|tell|mention|assume|switch|move|migrate")
_ADVERBS = r"(?:always|never|usually|also|now|still|often|mostly|mainly|really|generally|" \
           r"normally|just|only|sometimes|typically|rarely)"
_BARE_VERB = re.compile(r"\b(the user|the assistant|the team)((?:\s+" + _ADVERBS + r")*)\s+(" + _AGREE_VERBS
                        + r")\b")


def _third(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def third_person(text: str) -> str:
    for pattern, replacement in _PRONOUNS:
        text = re.sub(pattern, replacement, text, flags=re.I)
    text = _BARE_VERB.sub(lambda m: m.group(1) + m.group(2) + " " + _third(m.group(3)), text)
    return re.sub(r"我(?!们)", "用户", text)


def _finish(text: str, end: str | None = None) -> str:
    """Capitalised, with the sentence's own final stop; without one, the stop of the language
    most of the text is in (a Chinese sentence naming "VS Code" still ends in 。)."""
    text = text.strip().rstrip(".。!！?？;；,， ")
    # "…for the frontend, always" reads as a person writes it with "always" before the verb.
    trailing = re.match(r"^(?P<s>(?:the )?user) (?P<v>\w+)(?P<rest>.*?),\s*(?P<adv>always|never)$",
                        text, re.I)
    if trailing:
        text = f"{trailing['s']} {trailing['adv']} {trailing['v']}{trailing['rest']}"
    if text.lower().startswith("the user"):
        text = "User" + text[len("the user"):]
    elif text.lower().startswith("the team's "):
        text = "The " + text[len("the team's "):]  # "Our API …" is the project's API
    text = text[:1].upper() + text[1:]
    if end is None:
        end = "。" if language(text) == "zh" else "."
    return text + end


# --- targets ---------------------------------------------------------------------------------

# The user's things that are environment: "User's lab machine runs Fedora 40" is a fact about
# the machine, so it goes to the agent's notes with the other environment facts.
_ENV_NOUN = (r"(?:machine|laptop|computer|desktop|workstation|server|servers|box|vm|repo|repos|"
             r"repository|project|projects|codebase|monorepo|app|service|services|cluster|"
             r"database|db|setup|environment|os|dotfiles|ci|build|network|home directory|router)")
_USER_ENV = re.compile(r"^User's (?:[\w-]+ ){0,2}" + _ENV_NOUN + r"\b", re.I)
_USER_ENV_ZH = re.compile(r"^用户的(?:电脑|笔记本|服务器|项目|仓库|机器|环境|主机|集群)")


def target_of(content: str) -> str:
    """Who the entry is about: the user (``user``) or the environment (``memory``)."""
    if _USER_ENV.match(content) or _USER_ENV_ZH.match(content):
        return "memory"
    return "user" if re.match(r"^(?:User\b|用户)", content) else "memory"


# --- extraction ---------------------------------------------------------------------------

_EXPLICIT = "The user explicitly asked to remember this."
_STANDING_WHY = "The user set a standing instruction."
_STATED = "The user stated a preference or a fact about themselves."
_OFFERED = "The user offered this as lasting context."
_SWITCHED = "The user said they moved from one thing to another."


def _candidates(sentence: str) -> list[Candidate]:
    """The operations one user sentence asks for.

    A lead-in ending in a colon ("A few things about me: I prefer …"), a first clause
    before a semicolon ("Schedule it for 9am; I'm in Berlin") or a Chinese comma ("不是
    Docker，我已经改用 Podman 了") is tried without it when the whole sentence matches
    nothing. Two independent clauses ("I prefer Go, and my timezone is …") are two facts.
    """
    pieces = [p for p in re.split(r",\s+(?:and|but)\s+(?=(?:i|i'm|my|we|our)\b)|[;；]\s*",
                                  sentence, flags=re.I) if p.strip()]
    in_pieces = [c for piece in pieces for c in _candidate(piece)] if len(pieces) > 1 else []
    if len(in_pieces) >= 2:
        return in_pieces
    found = _candidate(sentence)
    for split in (r"^[^:：]{1,60}[:：]\s*(?P<rest>.+)$", r"^[^;；]{1,120}[;；]\s*(?P<rest>.+)$",
                  r"^[^，]{1,40}，\s*(?P<rest>.+)$"):
        if not found and (lead_in := re.match(split, sentence)):
            found = _candidate(lead_in.group("rest"))
    if found and (not_x := re.match(r"^不是\s*(?P<x>[^，,]+?)\s*[，,]", sentence)):
        # "不是 Docker，我已经改用 Podman 了": the switch names what it leaves
        found = [_with_old(c, not_x.group("x")) for c in found]
    return found or in_pieces


def _candidate(sentence: str) -> list[Candidate]:
    text = re.sub(r"^[\s\"'“”‘’*-]+|[\s\"'“”‘’]+$", "", sentence)
    if text.endswith(("?", "？")) and not re.match(_LEAD + r"(?:can|could|would|will) you\b", text, re.I):
        return []
    # Said in Chinese punctuation, kept in Chinese punctuation (and English in English).
    end = "。" if text.endswith(("。", "！", "；")) else "." if text.endswith((".", "!")) else None
    core = _FILLER_END.sub("", text.rstrip(".。!！;； "))
    core = re.sub(_LEAD_ZH, "", re.sub(_LEAD, "", core, flags=re.I))
    if instruction := _instruction(core, end):
        return instruction
    found = (_switch(core, end) or _no_longer(core, end) or _preference(core, end)
             or _preference_zh(core, end) or _offered(core, end))
    return [found] if found else []


_THINGS = re.compile(r"^(?:(?:these|the following|a few|a couple of|two|three|some)\s+)?"
                     r"(?:things?|facts?|points?)\s*[:,]\s*(?P<rest>.+)$", re.I)


def _instruction(text: str, end: str | None) -> list[Candidate]:
    """"remember …", "from now on …", "… from now on", "记住…", "以后…"."""
    for pattern, confidence, why in (
            (_REMEMBER, 0.9, _EXPLICIT), (_REMEMBER_ZH, 0.9, _EXPLICIT),
            (_FROM_NOW_ON, 0.85, _STANDING_WHY), (_FROM_NOW_ON_ZH, 0.85, _STANDING_WHY),
            (_FROM_NOW_ON_END, 0.85, _STANDING_WHY)):
        match = pattern.match(text)
        if not match:
            continue
        fact = _FILLER_END.sub("", match.group("fact").strip().rstrip("?？"))
        if _TASK.match(fact) or (pattern is _FROM_NOW_ON_END and _PROMISE.search(fact)):
            return []
        if re.fullmatch(r"(?:that|this|it|这个|这一点|这点)\W*", fact, re.I):
            return []  # "Remember that." points at what came before (propose_operations)
        fact = re.sub(r"^to\s+", "", fact, flags=re.I)
        if things := _THINGS.match(fact):
            fact = things.group("rest")
        # "the API lives in services/api, and the docs are built with mkdocs": two facts.
        parts = re.split(r",\s+and\s+(?=(?:the|our|my|we|i|this)\b)", fact, flags=re.I)
        found = [_standing(part, end, why, confidence) for part in parts]
        if len(parts) > 1 and not all(c and not problems(c.content) for c in found):
            found = [_standing(fact, end, why, confidence)]
        return [c for c in found if c]
    return []


_IMPERATIVE = re.compile(
    r"^(?:always |never |(?:don'?t|do not) )?(?:assume|run|use|keep|make|avoid|answer|reply|respond|"
    r"write|add|check|call|try|ask|stop|be|put|set|go|install|switch|start|send|show|give|tell|"
    r"let|schedule|include|explain|test|deploy|push|commit|open|create|delete|remove|update|"
    r"ensure|treat|consider|format|prefix|sign|rebase|merge|review|speak|talk|skip|mention|"
    r"cite|quote|respect|wait|ping|notify|read|lint|build)\b", re.I)


def _standing(fact: str, end: str | None, why: str, confidence: float) -> Candidate | None:
    """A kept instruction or fact as an entry: a statement about the user or environment."""
    if _CJK.search(fact) and language(fact) == "zh":
        return _standing_zh(fact, end, why, confidence)
    if _FIRST_PERSON.search(fact) and (stated := _preference(fact, end)):
        return Candidate(stated.target, stated.content, why, confidence)
    about_replies = bool(_ABOUT_REPLIES.search(fact))
    if assume := re.fullmatch(r"assume (?:that )?(?:we use |the user uses )?(?P<x>[\w.+#-]+(?: [\w.+#-]+)?)",
                              fact, re.I):
        # "assume podman" is what the user uses: say so.
        return Candidate("user", _finish(f"User uses {assume['x']}", end), why, confidence)
    if re.match(r"^no\s+\w", fact, re.I):  # "no emojis"
        return Candidate("user" if about_replies else "memory",
                         _finish(f"User wants {fact[:1].lower()}{fact[1:]}", end), why, confidence)
    if _IMPERATIVE.match(fact):
        body = re.sub(r"^(?:don'?t|do not)\b", "not", fact[:1].lower() + fact[1:], flags=re.I)
        if about_replies or _FIRST_PERSON.search(fact):
            body = re.sub(r"^(never|not) ", r"\1 to ", body) if body.startswith(("never ", "not ")) \
                else "to " + body
            content = _finish(third_person(f"User wants the assistant {body}"), end)
            return Candidate("user", content, why, confidence)
        return Candidate("memory", _finish(third_person(f"The assistant should {body}"), end),
                         why, confidence)
    content = _finish(third_person(fact), end)
    return Candidate(target_of(content), content, why, confidence)


def _standing_zh(fact: str, end: str | None, why: str, confidence: float) -> Candidate:
    if _ABOUT_REPLIES.search(fact) and not _FIRST_PERSON.search(fact):
        # "以后回答请用中文" is how the user wants to be answered: it goes to the profile.
        fact = "用户要求：" + re.sub(r"(?<![申邀聘宴恳提敬])请(?![求教假柬帖示])", "", fact)
        return Candidate("user", _finish(fact, end), why, confidence)
    content = _finish(third_person(fact), end)
    return Candidate(target_of(content), content, why, confidence)


def _preference(text: str, end: str | None) -> Candidate | None:
    for pattern, template in _PREFERENCES:
        match = pattern.match(text)
        if match:
            obj = match.group("x").strip()
            if _VAGUE_OBJECT.match(obj) or len(obj) < 2 or re.search(_MOMENT, text, re.I):
                return None
            parts = {k: re.sub(r"\bmy\b", "their", v or "", flags=re.I)
                     for k, v in match.groupdict().items()}
            sentence = _finish(third_person(template.format(**parts)), end)
            # "…, so schedule reminders in CET" tells the assistant what to do now: the kept
            # fact is the first clause.
            sentence = re.sub(r",\s*so\s+(?:" + _IMPERATIVE.pattern[1:] + r").*?([.。!！])$",
                              r"\1", sentence, flags=re.I)
            return Candidate("user", sentence, _STATED, 0.7)
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
    if _FIRST_PERSON.search(fact) and (stated := _preference(fact, end)):
        return Candidate(stated.target, stated.content, _OFFERED, 0.6)
    content = _finish(third_person(fact), end)
    return Candidate(target_of(content), content, _OFFERED, 0.6)


# --- switches: "I switched from X to Y", "not X anymore", "从 X 换成 Y" ------------------------

_WHO = {"i": "User", "we": "The team", "我": "用户", "我们": "团队", "": "用户"}
_SWITCH = re.compile(
    r"^(?P<who>i|we)(?:'ve| have|'re| are)? (?:just |finally |now |recently |already |since )?"
    r"(?P<verb>switched|moved|migrated|changed)(?: over| everything)?(?: from (?P<x>.+?))? to (?P<y>.+?)"
    + _WHEN + r"$", re.I)
_SWITCH_ZH = re.compile(
    r"^(?P<who>我们|我)?(?P<topic>[^，,从我]{0,12}?)(?:已经|现在|最近|刚刚?|都)*(?:从\s*(?P<x>.+?)\s*)?"
    r"(?:换成了?|改成了?|切换到|切换成|迁移到|换到|改用|换用)\s*(?P<y>.+?)\s*(?:了)?$")
_NO_LONGER = re.compile(
    r"^(?P<who>i|we)(?:'m|'re| am| are)? (?:not (?:using |on |in |with )?(?P<x>[^,;]+?) any ?more|"
    r"no longer (?:use |using |on )?(?P<x2>[^,;]+?)|(?:don'?t|do not) use (?P<x3>[^,;]+?) any ?more)"
    r"(?P<rest>[,;].*)?$", re.I)
_NO_LONGER_ZH = re.compile(
    r"^(?P<who>我们|我)?(?:现在|已经)*(?:不再|不)(?:用|使用)\s*(?P<x>[^，,；;]+?)\s*了?(?P<rest>[，,；;].*)?$")
# What follows a tool name and is not part of it: "bun for the frontend".
_TOOL_TAIL = re.compile(r"\s+(?=(?:for|in|on|as|at|with|because|since|across|instead)\b)", re.I)


def _switch_sentence(who: str, new: str, old: str | None, tail: str, end: str | None,
                     zh: bool, topic: str = "") -> str:
    if zh:
        # "前端打包从 webpack 换成 Vite" is about the build, not the user
        subject = topic if topic and who != "我" else _WHO[who] + topic
        return _finish(f"{subject}现在用 {new}" + (f"，不再用 {old}" if old else ""), end)
    return _finish(f"{_WHO[who.lower()]} now uses {new}" + (f" instead of {old}" if old else "")
                   + tail, end)


def _switch(text: str, end: str | None) -> Candidate | None:
    match = _SWITCH.match(text)
    if match and not (match["verb"].lower() in ("moved", "migrated") and not match["x"]):
        new, _, tail = _TOOL_TAIL.split(match["y"], maxsplit=1)[0], None, ""
        if new != match["y"]:
            tail = " " + match["y"][len(new):].strip()
        old = match["x"].strip() if match["x"] else None
        content = _switch_sentence(match["who"], new, old, tail, end, zh=False)
        return Candidate(target_of(content), content, _SWITCHED, 0.75, old=old, new=new)
    match = _SWITCH_ZH.match(text)
    if match and match["y"].strip() and not re.search(_MOMENT, text):
        new = re.sub(r"[了啦]$", "", match["y"].strip()).strip()
        old = match["x"].strip() if match["x"] else None
        content = _switch_sentence(match["who"] or "", new, old, "", end, zh=True,
                                   topic=match["topic"].strip())
        return Candidate(target_of(content), content, _SWITCHED, 0.75, old=old, new=new)
    return None


def _no_longer(text: str, end: str | None) -> Candidate | None:
    """"I'm not on zsh anymore, I use fish now" is a switch; "I no longer use Windows" alone
    removes what names Windows, or is kept as said."""
    match = _NO_LONGER.match(text)
    zh = False
    if not match:
        match, zh = _NO_LONGER_ZH.match(text), True
        if not match:
            return None
    old = next(g for g in (match.groupdict().get(k) for k in ("x", "x2", "x3")) if g).strip()
    if not old or re.search(_MOMENT, text, re.I):
        return None
    who = (match["who"] or "").lower() if not zh else (match["who"] or "")
    new = new_value(match["rest"]) if match["rest"] else None
    if new:
        content = _switch_sentence(who, new, old, "", end, zh=zh)
        return Candidate(target_of(content), content, _SWITCHED, 0.75, old=old, new=new)
    if zh:
        content = _finish(f"{_WHO[who]}不再用 {old}", end)
    else:
        content = _finish(f"{_WHO[who]} no longer uses {old}", end)
    return Candidate(target_of(content), content, _SWITCHED, 0.7, old=old)


def _with_old(candidate: Candidate, old: str) -> Candidate:
    """A switch whose old value is said elsewhere ("Docker Desktop is gone", "不是 Docker")."""
    if candidate.new is None or candidate.old is not None or old.casefold() == candidate.new.casefold():
        return candidate
    zh = language(candidate.content) == "zh"
    who = "我们" if candidate.content.startswith("团队") else "我" if zh else \
        "we" if candidate.content.startswith("The team") else "i"
    tail = "" if zh else candidate.content[:-1].split(candidate.new, 1)[1]
    content = _switch_sentence(who, candidate.new, old.strip(), tail, candidate.content[-1], zh=zh)
    return Candidate(candidate.target, content, candidate.reason, candidate.confidence, old=old.strip(),
                     new=candidate.new)


_GONE = re.compile(r"(?P<x>[A-Z][\w.+-]*(?: [A-Z][\w.+-]*)?) (?:is|are) (?:gone|no more|uninstalled)|"
                   r"\bno more (?P<x2>[A-Z][\w.+-]*(?: [A-Z][\w.+-]*)?)")
_ASKED_ABOUT = re.compile(r"\b(?:using|use|on|with) (?P<x>[A-Z][\w.+-]*(?: [A-Z][\w.+-]*)?)\s*\?\s*$")


def _old_from_context(message: str, previous_assistant: str) -> str | None:
    """The old value of a bare "I switched to Y": "X is gone" in the same message, or the
    assistant's question just before ("Are you using Docker Desktop?")."""
    if gone := _GONE.search(message):
        return gone["x"] or gone["x2"]
    if asked := _ASKED_ABOUT.search(previous_assistant.strip()):
        return asked["x"]
    return None


def _normal(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


_BARE_REMEMBER = re.compile(
    _LEAD + r"(?:please )?(?:remember|note|keep in mind)(?: (?:that|this|it))?(?: please)?$|"
    r"^(?:请)?(?:记住|记一下|记下)(?:这个|这一点|这点|吧)?$", re.I)


def propose_operations(messages: list[Message], entries: list[tuple[str, str]]
                       ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The review operations the rules find in ``messages``, minus what ``entries`` keep,
    and the proposals withdrawn because they could not be written as a well-formed entry
    (each ``{"proposal": …, "reason": …}``)."""
    found: list[tuple[int, Candidate]] = []
    removals: list[tuple[int, tuple[str, str]]] = []
    last_user_id: int | None = None
    previous_assistant = ""
    for message in messages:
        if message.role == "assistant":
            previous_assistant = message.content
        if message.role != "user":
            continue
        said = sentences(message.content)
        lang = language(message.content)
        gone = removal(said, entries, previous_assistant)
        if gone is not None:
            removals.append((message.id, gone))
        if any(_NEGATION.search(s) for s in said):
            # Nothing from a message that asks not to keep something; a bare "forget that"
            # also takes back what the previous user message said.
            if any(_BARE_FORGET.match(s) for s in said):
                found = [(mid, c) for mid, c in found if mid != last_user_id]
        elif gone is None:
            mine: list[Candidate] = []
            for i, sentence in enumerate(said):
                core = _FILLER_END.sub("", sentence.rstrip(".。!！ "))
                if _BARE_REMEMBER.match(core) and not mine:
                    # "I prefer metric units. Remember that." keeps the sentence before.
                    before = said[i - 1] if i else ""
                    mine += _instruction("Remember that " + before, _end_of(before)) if before else []
                    continue
                mine += _candidates(sentence)
            old = _old_from_context(message.content, previous_assistant)
            mine = [_with_old(c, old) if old and c.new else c for c in mine]
            for c in mine:
                if _keepable(c.content):
                    found.append((message.id, Candidate(c.target, c.content, c.reason, c.confidence,
                                                        c.old, c.new, lang)))
        last_user_id = message.id
    return _operations(found, removals, entries)


def _end_of(sentence: str) -> str | None:
    return "。" if sentence.endswith(("。", "！")) else "." if sentence.endswith((".", "!")) else None


def _operations(found: list[tuple[int, Candidate]], removals: list[tuple[int, tuple[str, str]]],
                entries: list[tuple[str, str]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    known = [_normal(text) for _, text in entries]
    operations: list[dict[str, Any]] = []
    withdrawn: list[dict[str, Any]] = []
    acted_on: set[str] = set()
    for message_id, (target, entry) in removals:
        if entry not in acted_on:
            acted_on.add(entry)
            operations.append({"action": "remove", "target": target, "old_text": entry,
                               "reason": "The user said this is no longer true or asked to forget it.",
                               "evidence": [message_id], "confidence": 0.8})
    seen = set(known)
    for message_id, candidate in _without_subsumed(found):
        operation = _operation(candidate, entries)
        if operation.get("old_text") in acted_on:
            continue
        content = operation.get("content")
        key = _normal(content or "")
        if content is not None and (key in seen or any(key and key in other for other in known)):
            continue
        seen.add(key)
        operation.update(reason=candidate.reason, evidence=[message_id], confidence=candidate.confidence)
        wrong = problems(content, lang=candidate.lang) if content is not None else []
        if wrong:
            withdrawn.append({"proposal": operation, "reason": f"{UNFORMED}: {'; '.join(wrong)}"})
            continue
        if operation.get("old_text"):
            acted_on.add(operation["old_text"])
        operations.append(operation)
    return operations, withdrawn


def _without_subsumed(found: list[tuple[int, Candidate]]) -> list[tuple[int, Candidate]]:
    """"I switched to Podman. … Please assume podman from now on." says one thing twice: a
    candidate whose words all appear in another from the same message is dropped."""
    kept = []
    for i, (mid, candidate) in enumerate(found):
        words = significant(candidate.content)
        if not any(j != i and other_mid == mid and (words < significant(other.content)
                                                    or (j < i and words == significant(other.content)))
                   for j, (other_mid, other) in enumerate(found)):
            kept.append((mid, candidate))
    return kept


def _operation(candidate: Candidate, entries: list[tuple[str, str]]) -> dict[str, Any]:
    """add, or the replace/remove of the one live entry a correction or switch names."""
    if candidate.old is not None:
        named = entries_naming(candidate.old, entries)
        if len(named) == 1:
            target, entry = named[0]
            if candidate.new is None:
                return {"action": "remove", "target": target, "old_text": entry}
            content = swapped(entry, candidate.old, candidate.new)
            # the swapped entry is ours now: it gets the stop of its language if it had none
            content = _finish(content, _end_of(content) or None) if content else candidate.content
            return {"action": "replace", "target": target, "old_text": entry, "content": content}
        return {"action": "add", "target": candidate.target, "content": candidate.content}
    corrected = corrected_entry(candidate.content, entries)
    if corrected is not None:
        (target, entry), content = corrected
        return {"action": "replace", "target": target, "old_text": entry, "content": content}
    return {"action": "add", "target": candidate.target, "content": candidate.content}


def _keepable(content: str) -> bool:
    return 3 <= len(content) <= _MAX_FACT and not _SECRET.search(content)


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
        operations, withdrawn = propose_operations(parse_transcript(prompt), parse_entries(prompt))
        text = json.dumps({"operations": operations}, ensure_ascii=False)
        data = parse_json_reply(text, schema)  # holds our own output to the same contract
        return self._generation(prompt, system, text, data, started, tuple(withdrawn))

    def _generation(self, prompt: str, system: str | None, text: str,
                    data: dict[str, Any] | None, started: float,
                    withdrawn: tuple[dict[str, Any], ...] = ()) -> Generation:
        usage = Usage(input_tokens=estimate_tokens((system or "") + prompt),
                      output_tokens=estimate_tokens(text), cached_tokens=0,
                      latency_s=self.clock.monotonic() - started)
        return Generation(text=text, data=data, usage=usage, model=self.model, provider=self.name,
                          withdrawn=withdrawn)
