"""A role's head noun: the one word that says a phrase names what someone is or does.

Shared by the readers of a role asked for (``asked``) and of a role said as a frame
(``leaning``: "As a nurse, I …"), so both read the same words as roles.
"""
from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

# a role's head noun: a doer's ending, or one of the roles without one
ROLE_HEAD = re.compile(
    r"^(?:[a-z-]+(?:er|or|ist|ian|eer|ier|yer|man|woman|person|ee|ant|ent|ic|wright|smith)|nurse|chef|cook|"
    r"clerk|nanny|vet|pilot|judge|coach|maid|model|medic|guard|officer|agent|mechanic|barista|surgeon|"
    r"attorney|secretary|housewife|cop|marine|dj|ceo|cto|tutor|chauffeur|butler|mom|dad|mum|parent|"
    r"veteran|specialist|therapist|assistant|apprentice|trainee|intern|pastor|priest|monk|nun|artist|"
    r"temp|aide|midwife|doula|realtor)$", re.I)
# words of a doer's ending that name no role ("Whatever.", "A bit of this and the other")
NOT_A_ROLE = frozenset(["whatever", "other", "another", "either", "neither", "never", "ever", "number",
                         "summer", "winter", "water", "paper", "letter", "matter", "order", "corner",
                         "center", "dinner", "computer", "power", "river", "later", "better", "rather",
                         "however", "together", "weather", "super", "sooner", "moment", "present",
                         "different", "event", "content", "percent", "recent", "current", "basic",
                         "music", "magic", "traffic", "logic", "topic", "plastic", "fantastic",
                         "classic", "significant", "important", "giant", "plant", "restaurant",
                         "elephant", "pleasant", "instant", "constant", "meantime", "fee", "coffee",
                         "tree", "knee", "free", "guarantee", "committee", "german", "human"])


def names_a_role(head: str) -> bool:
    """Whether ``head`` (one lower-case word) is a role's head noun."""
    # (review45: a noun in "-ment" is no doer, "department", "retirement")
    return bool(ROLE_HEAD.match(head)) and head not in NOT_A_ROLE and not head.endswith("ment")
