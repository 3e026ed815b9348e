"""Subject keys: which one-valued fact about the user an entry states.

A user lives in one place, has one timezone and one team at a time, so "User is based in
Lisbon." supersedes "User lives in Berlin." whatever words the two share. The same reader
reads live entries (however they were written: by the heuristic, a model or a person, in
the shapes those write) and the heuristic's own candidates, so a new fact and the entry it
replaces are recognised by one rule. A fact whose subject is not recognised here has no
key and supersedes nothing by subject (it may still replace the entry naming its old
value, see :mod:`.plan`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .lexicon import TIMEZONE, TIMEZONE_ZH, place_zh


@dataclass(frozen=True)
class Slot:
    key: str      # "location" | "timezone" | "team" | "name"
    value: str    # casefolded, for comparison


_PLACE = r"(?P<v>[A-Z][\w.'-]*(?:,? [A-Z][\w.'-]*){0,2})"
_EN = [
    ("timezone", re.compile(r"^User(?:'s)? (?:time ?zone is|is on|works on) (?P<v>.+?)(?: time)?[.!]?$", re.I)),
    ("location", re.compile(r"^User (?:is |now )*(?:based|located|living|lives|resides|works from|"
                            r"works out of|moved|relocated|now lives)(?: and works)?(?: in| to| from)? "
                            + _PLACE + r"\b")),
    ("location", re.compile(r"^User's (?:location|city|home(?: town)?|hometown) is " + _PLACE + r"\b")),
    ("team", re.compile(r"^User (?:now )?(?:works on|works in|is on|is in|is part of|belongs to|joined|"
                        r"moved to|leads|runs|manages|heads|is a member of) (?:the |a )?"
                        r"(?P<v>[\w&/ -]{2,40}?) team\b", re.I)),
    ("team", re.compile(r"^User's team is (?:the )?(?P<v>[\w&/ -]{2,40}?)(?: team)?[.!]?$", re.I)),
    ("name", re.compile(r"^User's name is (?P<v>[^.,;]+)", re.I)),
]
_TEAM_ZH = r"(?P<v>[^，,。；\s]{1,12}?(?:组|团队|部门|小组|部|中心))"
_ZH = [
    ("timezone", re.compile(r"^用户(?:的)?(?:时区是|用的是|在用)(?P<v>[^，,。；]+?)(?:时区)?[。！]?$")),
    ("team", re.compile(r"^用户(?:现在|目前|已经)*(?:在|属于|负责|带|管理|加入了?|调到了?|转到了?)" + _TEAM_ZH)),
    ("team", re.compile(r"^用户是" + _TEAM_ZH + r"的")),
]
_LOCATION_ZH = re.compile(r"^用户(?:现在|目前|已经)*(?:人在|住在|在|搬到了?|定居在|移居到?)(?P<rest>.+)$")


def slot_of(text: str) -> Slot | None:
    """The one-valued fact ``text`` (an entry, in third person) states, if any."""
    text = text.strip()
    for key, pattern in _EN:
        if match := pattern.match(text):
            value = match["v"]
            if key == "timezone" and not TIMEZONE.fullmatch(value.strip()):
                continue
            return Slot(key, value.strip().casefold())
    if match := _LOCATION_ZH.match(text):
        place = place_zh(match["rest"])
        if place:
            return Slot("location", place)
    for key, pattern in _ZH:
        if match := pattern.match(text):
            value = match["v"].strip()
            if key == "timezone" and not (TIMEZONE_ZH.fullmatch(value) or TIMEZONE.fullmatch(value)):
                continue
            return Slot(key, value.casefold())
    return None
