"""What a persona's name looks like, and the agent's own names (scan47, session 24).

Read by the new-identity readings (``framing.new_identity``: "From now on you are HatD")
and by the agent's own voice refused (``own_voice``: "not as ChatGPT, only as NightOwl"),
and by the inverted answers' "the opposite of what ChatGPT would say": a module of its own
so that neither reading imports the other (tests/worker/test_layers.py: no import cycle).
"""

from __future__ import annotations

import re
from functools import cache

from .normalise import fold
from .word_tables import every_language, load_table

__all__ = ["ROLE_ACRONYM_LETTERS", "ROLE_WORDS", "a_role", "agent_names", "cased_name",
           "spelled_as_name"]


@cache
def agent_names() -> frozenset[str]:
    """The words that name the agent itself (determiners.json ``agent_names``, folded like
    the text): a name the agent already has is no new identity."""
    data = load_table("determiners.json")
    return frozenset(fold(word).strip() for word in every_language(data["agent_names"]))


def spelled_as_name(word: str, quoted: bool) -> bool:
    """Whether ``word`` is written as a persona's name: quoted with a capital, ending in
    "gpt", a capital with a digit in it, or a capital after its first letter ("HatD",
    "CODEMASTER", "B.R.M", "GPT4o")."""
    letters = word.replace(".", "")
    if quoted and word[:1].isupper():
        return True
    if word.casefold().endswith("gpt") and len(word) > 4:
        return True
    if any(char.isdigit() for char in word) and any(char.isalpha() for char in word):
        return word[:1].isupper()
    return (len(letters) >= 2 and letters[:1].isupper()
            and any(char.isupper() for char in letters[1:]))


# A role a person holds, not a persona's name: when nothing but a habit follows ("From now
# on you are QA. Always run the smoke tests"), a short acronym (at most
# :data:`ROLE_ACRONYM_LETTERS` capitals, "QA", "DRI", "SRE") or one of these role words
# is a job, and a habit is what the job asks. A name used again stays a persona.
ROLE_ACRONYM_LETTERS = 4
ROLE_WORDS = frozenset({
    "devops", "devsecops", "sysadmin", "admin", "oncall", "on-call", "teamlead", "techlead",
    "scrum", "scrummaster", "productowner", "secops", "finops", "mlops", "dataops",
})


def a_role(name: str) -> bool:
    """Whether ``name`` is a role a person holds (see above), not a persona's name."""
    letters = name.replace(".", "").replace("-", "")
    if letters.isalpha() and letters.isupper() and len(letters) <= ROLE_ACRONYM_LETTERS:
        return True
    return name.casefold() in ROLE_WORDS


def cased_name(folded: str, cased: str, at: int, folded_name: str) -> str | None:
    """The name as written: at the same place when the folded text kept the cased one's
    positions (ASCII text), else its first occurrence in the cased text."""
    if cased and cased[at:at + len(folded_name)].casefold() == folded_name:
        return cased[at:at + len(folded_name)]
    found = re.search(re.escape(folded_name), cased or "", re.IGNORECASE)
    return None if found is None else found.group()
