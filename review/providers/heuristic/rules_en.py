"""The English extraction table, in priority order (see :mod:`.table`), and the English
statement writer for what an instruction keeps."""

from __future__ import annotations

import re

from .builders import instruction, instruction_unless_promise, no_longer, offered
from .table import SUBJECT, Candidate, Hit, Rule
from .text import ABOUT_REPLIES, FIRST_PERSON, LEAD, MOMENT
from .writing import finish, switch_sentence, third_person

# --- patterns --------------------------------------------------------------------------------

_ASK = r"(?:(?:can|could|would|will) you(?: please)?\s+)?"
_REMEMBER = re.compile(
    LEAD + _ASK + r"(?:remember|note|keep in mind|make a note|don'?t forget)"
    r"(?:\s+(?:that|this)\b)?\s*[:,]?\s*(?P<fact>.+)$", re.I)
_STANDING = r"from now on|going forward|from here on(?: out)?|henceforth"
_FROM_NOW_ON = re.compile(LEAD + r"(?:" + _STANDING + r"|in future|in the future)"
                          r"[\s,:]+(?P<fact>.+)$", re.I)
# The same instruction said last: "Please assume podman from now on."
_FROM_NOW_ON_END = re.compile(r"^(?P<fact>.+?)[\s,]+(?:" + _STANDING + r")$", re.I)

# Relative times say when, not what: "I switched to Podman last month" keeps "to Podman".
_WHEN = r"(?:[\s,]+(?:last (?:week|month|year)|yesterday|recently|a while ago|lately))?"
_SWITCH = re.compile(
    r"^(?P<who>i|we)(?:'ve| have|'re| are)? (?:just |finally |now |recently |already |since )?"
    r"(?P<verb>switched|moved|migrated|changed)(?: over| everything)?(?: from (?P<x>.+?))? to (?P<y>.+?)"
    + _WHEN + r"$", re.I)
_NO_LONGER = re.compile(
    r"^(?P<who>i|we)(?:'m|'re| am| are)? (?:not (?:using |on |in |with )?(?P<x>[^,;]+?) any ?more|"
    r"no longer (?:use |using |on )?(?P<x2>[^,;]+?)|(?:don'?t|do not) use (?P<x3>[^,;]+?) any ?more)"
    r"(?P<rest>[,;].*)?$", re.I)
# What follows a tool name and is not part of it: "bun for the frontend".
_TOOL_TAIL = re.compile(r"\s+(?=(?:for|in|on|as|at|with|because|since|across|instead)\b)", re.I)

# Phrases that hand the assistant context to keep: "…, in case that matters." / "FYI, …".
_CONTEXT_MARK = (r"in case (?:that|it|this) (?:matters|helps)|fyi|for context|for the record|"
                 r"just so you know|for your information|for (?:future )?reference")
_OFFERED_TAIL = re.compile(r"^(?P<fact>.+?)[\s,;—-]+(?:" + _CONTEXT_MARK + r")$", re.I)
_OFFERED_HEAD = re.compile(r"^(?:" + _CONTEXT_MARK + r")[\s,:]+(?P<fact>.+)$", re.I)

# Objects too vague to be a preference worth keeping ("I like that", "I like your idea").
_VAGUE_OBJECT = re.compile(
    r"^(?:it|that|this|these|those|them|you|your|him|her|the idea|the plan)\b", re.I)

IMPERATIVE = re.compile(
    r"^(?:always |never |(?:don'?t|do not) )?(?:assume|run|use|keep|make|avoid|answer|reply|respond|"
    r"write|add|check|call|try|ask|stop|be|put|set|go|install|switch|start|send|show|give|tell|"
    r"let|schedule|include|explain|test|deploy|push|commit|open|create|delete|remove|update|"
    r"ensure|treat|consider|format|prefix|sign|rebase|merge|review|speak|talk|skip|mention|"
    r"cite|quote|respect|wait|ping|notify|read|lint|build)\b", re.I)
# "…, so schedule reminders in CET" tells the assistant what to do now: not part of the fact.
_SO_DO = re.compile(r",\s*so\s+(?:" + IMPERATIVE.pattern[1:] + r").*?([.。!！])$", re.I)


# --- builds ------------------------------------------------------------------------------------

def stated(hit: Hit) -> list[Candidate] | None:
    """A stated preference or profile fact in the row's template, about the user."""
    obj = hit["x"].strip()
    if _VAGUE_OBJECT.match(obj) or len(obj) < 2 or MOMENT.search(hit.text):
        return None
    parts = {k: re.sub(r"\bmy\b", "their", v or "", flags=re.I) for k, v in hit.groups.items()}
    return [hit.candidate(_SO_DO.sub(r"\1", hit.filled(**parts)))]


def switch(hit: Hit) -> list[Candidate] | None:
    """"I switched from X to Y" (a move without a from, "I moved to Lisbon", is a move)."""
    if hit["verb"].lower() in ("moved", "migrated") and not hit["x"]:
        return None
    new, tail = _TOOL_TAIL.split(hit["y"], maxsplit=1)[0], ""
    if new != hit["y"]:
        tail = " " + hit["y"][len(new):].strip()
    old = hit["x"].strip() if hit["x"] else None
    content = switch_sentence(hit["who"], new, old, tail, hit.end, zh=False)
    return [hit.candidate(content, old=old, new=new)]


def standing(fact: str, end: str | None, hit: Hit) -> Candidate | None:
    """A kept English instruction or fact as a statement about the user or environment."""
    if FIRST_PERSON.search(fact) and (said := hit.table.stated(fact, end)):
        return hit.candidate(said.content, target=said.target)
    about_replies = bool(ABOUT_REPLIES.search(fact))
    if assume := re.fullmatch(r"assume (?:that )?(?:we use |the user uses )?(?P<x>[\w.+#-]+(?: [\w.+#-]+)?)",
                              fact, re.I):
        # "assume podman" is what the user uses: say so.
        return hit.candidate(finish(f"User uses {assume['x']}", end), target="user")
    if re.match(r"^no\s+\w", fact, re.I):  # "no emojis"
        return hit.candidate(finish(f"User wants {fact[:1].lower()}{fact[1:]}", end),
                             target="user" if about_replies else "memory")
    if IMPERATIVE.match(fact):
        body = re.sub(r"^(?:don'?t|do not)\b", "not", fact[:1].lower() + fact[1:], flags=re.I)
        if about_replies or FIRST_PERSON.search(fact):
            body = re.sub(r"^(never|not) ", r"\1 to ", body) if body.startswith(("never ", "not ")) \
                else "to " + body
            return hit.candidate(finish(third_person(f"User wants the assistant {body}"), end),
                                 target="user")
        return hit.candidate(finish(third_person(f"The assistant should {body}"), end),
                             target="memory")
    return hit.candidate(finish(third_person(fact), end), target=SUBJECT)


# --- the table ---------------------------------------------------------------------------------

def _stated(name: str, pattern: str, template: str, example: str, gives: str,
            flags: int = re.I) -> Rule:
    return Rule(name, "stated", re.compile(pattern, flags), "user", template, example, (gives,),
                0.7, stated)


RULES: tuple[Rule, ...] = (
    Rule("en.remember", "explicit", _REMEMBER, SUBJECT, "{fact}, as a statement",
         "Please remember that the staging server is db-stage-2.",
         ("The staging server is db-stage-2.",), 0.9, instruction),
    Rule("en.from_now_on", "standing", _FROM_NOW_ON, SUBJECT, "{fact}, as a statement",
         "From now on, run the tests with pytest -q.",
         ("The assistant should run the tests with pytest -q.",), 0.85, instruction),
    Rule("en.from_now_on_end", "standing", _FROM_NOW_ON_END, SUBJECT, "{fact}, as a statement",
         "Please assume podman from now on.", ("User uses podman.",), 0.85,
         instruction_unless_promise),
    Rule("en.switch", "switch", _SWITCH, SUBJECT, "{who} now uses {y} instead of {x}.",
         "I switched from pnpm to bun for the frontend.",
         ("User now uses bun instead of pnpm for the frontend.",), 0.75, switch),
    Rule("en.no_longer", "switch", _NO_LONGER, SUBJECT, "{who} no longer uses {x}.",
         "I no longer use Windows.", ("User no longer uses Windows.",), 0.75, no_longer),
    _stated("en.prefer", r"^i (?:really |strongly |generally |usually |much )?prefer (?P<x>.+)$",
            "User prefers {x}.", "I prefer tabs over spaces.", "User prefers tabs over spaces."),
    _stated("en.like", r"^i (?:really |just )?(?:like|love|enjoy) (?P<x>.+)$", "User likes {x}.",
            "I really like dark roast coffee!", "User likes dark roast coffee."),
    _stated("en.not_like", r"^i (?:really )?(?:don'?t|do not) (?:really )?(?:like|enjoy) (?P<x>.+)$",
            "User does not like {x}.", "I don't like emoji in commit messages.",
            "User does not like emoji in commit messages."),
    _stated("en.dislike", r"^i (?:really )?(?:dislike|hate) (?P<x>.+)$", "User dislikes {x}.",
            "I hate long meetings.", "User dislikes long meetings."),
    _stated("en.favourite", r"^my favou?rite (?P<what>[\w\s-]{1,40}?) is (?P<x>.+)$",
            "User's favourite {what} is {x}.", "My favourite editor is Helix.",
            "User's favourite editor is Helix."),
    _stated("en.use", r"^i (?:always |usually |mostly |mainly |normally |now |currently )?use (?P<x>.+)$",
            "User uses {x}.", "I use neovim with my own config.",
            "User uses neovim with their own config."),
    _stated("en.moved", r"^i(?:'ve| have)? (?:just |finally )?(?P<verb>switched|moved|migrated) (?:over )?"
            r"(?P<x>(?:from .+? )?to .+?)" + _WHEN + r"$", "User {verb} {x}.",
            "I moved to Lisbon last year.", "User moved to Lisbon."),
    # Stated profile facts: who and where the user is.
    _stated("en.name", r"^my name is (?P<x>.+)$", "User's name is {x}.", "My name is Ana Lima.",
            "User's name is Ana Lima."),
    _stated("en.call_me", r"^(?:please\s+)?call me (?P<x>.+)$", "User wants to be called {x}.",
            "Please call me Sam.", "User wants to be called Sam."),
    _stated("en.my_profile", r"^my (?P<what>time ?zone|pronouns|role|job title|job|title|team|company|"
            r"employer|native language|first language|mother tongue|github (?:username|handle)|"
            r"home town|hometown) (?P<be>is|are) (?P<x>.+)$", "User's {what} {be} {x}.",
            "My pronouns are they/them.", "User's pronouns are they/them."),
    # A place is capitalised ("I'm in Berlin"), which keeps out "I'm in a meeting".
    _stated("en.based_in", r"^[Ii](?:'m| am) (?:based |located |living )?in (?P<x>[A-Z][\w.-]*"
            r"(?:,? [A-Z][\w.-]*){0,2})(?:[,;] .+)?$", "User is based in {x}.", "I'm in Berlin.",
            "User is based in Berlin.", flags=0),
    _stated("en.live_in", r"^i live in (?P<x>.+)$", "User lives in {x}.", "I live in Porto.",
            "User lives in Porto."),
    _stated("en.work", r"^i work (?P<x>(?:at|for|as|on) .+)$", "User works {x}.", "I work at Acme Corp.",
            "User works at Acme Corp."),
    _stated("en.role", r"^i(?:'m| am) (?P<a>an?) (?P<x>(?:[\w+#-]+ ){0,4}(?:developer|engineer|designer|"
            r"manager|student|researcher|scientist|analyst|admin|administrator|architect|consultant|"
            r"teacher|writer|founder|sre|programmer|maintainer|freelancer|intern))(?P<rest>\b.*)$",
            "User is {a} {x}{rest}.", "I'm a senior backend engineer at Acme.",
            "User is a senior backend engineer at Acme."),
    Rule("en.offered_tail", "offered", _OFFERED_TAIL, SUBJECT, "{fact}, as a statement",
         "The CI runs on GitHub Actions with ubuntu-24.04 runners, in case that matters.",
         ("The CI runs on GitHub Actions with ubuntu-24.04 runners.",), 0.6, offered),
    Rule("en.offered_head", "offered", _OFFERED_HEAD, SUBJECT, "{fact}, as a statement",
         "FYI, the staging DB is on port 6543.", ("The staging DB is on port 6543.",), 0.6, offered),
)
