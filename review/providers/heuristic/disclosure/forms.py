"""The verb forms the shape layer writes and reads: the gerund of a base verb, the plural of a
present verb, and the regular bases they are made from. Words only; no clause is read here.
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)

_REGULAR_BASES = """walk visit play watch cook bake camp hike fish paint dance explore laugh
talk help work learn celebrate plant ski surf sail kayak climb stay travel listen look pick
stroll wander race decorate garden paddle picture open finish start jump kick roll cheer
collect wash dress share kiss move join enjoy clean fix bike"""
_DOUBLED = {"chat": "chatted", "shop": "shopped", "jog": "jogged", "plan": "planned",
            "stop": "stopped", "hug": "hugged", "skip": "skipped"}


def regular_forms(base: str) -> tuple[str, str]:
    """The gerund and past of a regular verb from its base."""
    if base in _DOUBLED:
        return base + base[-1] + "ing", _DOUBLED[base]
    if base.endswith("e") and not base.endswith("ee"):
        return base[:-1] + "ing", base + "d"
    if re.search(r"[^aeiou]y$", base):
        return base + "ing", base[:-1] + "ied"
    return base + "ing", base + "ed"


def _plural_verb(verb: str) -> str:
    """The plural of a third-person present verb: "lives" → "live", "watches" → "watch"."""
    if verb in ("was", "has", "is", "does", "goes"):
        return {"was": "were", "has": "have", "is": "are", "does": "do", "goes": "go"}[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("shes", "ches", "xes", "sses", "zes")):
        return verb[:-2]
    return verb[:-1] if not verb.endswith("ss") else verb


def _gerund(what: str) -> str:
    """"to pick up Rust" → "picking up Rust"; "picking up Rust" stays."""
    what = re.sub(r"^(?:to|on)\s+", "", what.strip())
    verb, _, more = what.partition(" ")
    if verb.endswith("ing") or not verb.isalpha():
        return what
    if verb.lower() == "be":
        return f"being {more}".strip()   # learn85: "to be patient"; the "-e" cut wrote "bing"
    if (pair := re.match(r"and ([a-z]+)\b(.*)$", more)) and not pair[1].endswith("ing") \
            and pair[1] not in ("the", "a", "an", "my", "their", "other", "more"):
        more = f"and {_gerund(pair[1])}{pair[2]}"   # "guide and mentor" → "guiding and mentoring"
    stem = verb[:-1] if verb.endswith("e") and not verb.endswith("ee") else verb
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", verb):
        stem = verb + verb[-1]          # "get" → "getting", "pick" stays
    # v8: a second verb further on agrees too ("meet people there and learn more" →
    # "meeting people there and learning more"); only a verb whose gerund is known
    more = re.sub(r"\band ([a-z]+)\b", lambda m: f"and {_KNOWN_GERUND.get(m[1], m[1])}", more)
    return f"{stem}ing {more}".strip()


# The gerund of a base verb whose forms are known: the regular bases (regular_forms) and a few
# irregular ones; an unknown word is left as said.
_KNOWN_GERUND = {base: regular_forms(base)[0] for base in _REGULAR_BASES.split() + list(_DOUBLED)}
_KNOWN_GERUND.update({"make": "making", "take": "taking", "meet": "meeting", "see": "seeing",
                      "go": "going", "get": "getting", "have": "having", "run": "running",
                      "write": "writing", "give": "giving", "come": "coming", "read": "reading",
                      "find": "finding", "build": "building", "teach": "teaching",
                      "grow": "growing", "buy": "buying", "spend": "spending",
                      "bring": "bringing", "do": "doing"})
