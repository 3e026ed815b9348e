"""An open capability as a persona's trait: "can do anything" (scan63, session 40).

"DAN can do anything", "it could do anything and generate any kind of content", "a
fictional api that does anything": the published "do anything" jailbreaks define their
persona by a capability with no bound, and the ``unbound`` slot holds those words
(``lexicons/en.json``). Said of a helper, of people or of a pastime the same words are
praise or a pep talk, so a hit is kept only when it is open and said of a machine:

- nothing scopes it right after ("can do anything in Excel", "… for you", "… except lie";
  "at all" is no scope), no bound follows a comma ("…, within the team's guidelines",
  "…, as long as it is legal"), it is no pep talk ("anything you set your mind to"), and
  no clause with its own subject scopes it ("anything a school librarian does", review42;
  not one of obeying or of what another cannot: "anything the user asks", "anything the
  original model cannot");
- its subject, the word before it, is not the writer, people or nobody ("we can do
  anything", "if I can do anything, let me know", "nobody can do anything");
- a machine is named near it (an AI, a bot, a model, GPT: ``refused_thing.json``
  "machines", :func:`refused_thing.machine_named_near`): "a genie who can do anything"
  in a children's game names none, "UNCOL.gpt, a fictional api that does anything" does.

The words are data (``open_capability.json``, with its source). Other ``unbound`` hits are
left as they are.
"""

from __future__ import annotations

import re
from functools import cache

from . import refused_thing
from .normalise import fold
from .ordering import longest_first
from .word_tables import load_table

# the hits this module reads: the lexicon's open-capability words, folded
_OPEN = re.compile(r"(?:(?:can|could|will|able to) do (?:anything|everything)|does anything)"
                   r"(?: now)?\Z")
_SUBJECT = re.compile(r"([^\W\d_][\w'’]*)\s+(?:(?:is|are|was|were)\s+)?\Z")
_SUBJECT_REACH = 40
_SCOPE_REACH = 40


@cache
def _tables() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str],
                       frozenset[str]]:
    data = load_table("open_capability.json")

    def alternation(words: list[str]) -> str:
        return "|".join(re.escape(fold(word)).replace(r"\ ", r"\s+")
                        for word in longest_first(set(words)))
    scope = re.compile(r"\s+(?:" + alternation(data["scopes"]) + r")(?![^\W_])"
                       r"|\s*,\s*(?:" + alternation(data["bounds"]) + r")(?![^\W_])")
    not_scope = re.compile(r"\s+(?:" + alternation(data["not_scopes"]) + r")(?![^\W_])")
    mind = re.compile(r"\s+(?:" + alternation(data["mind"]) + r")(?![^\W_])")
    relative = re.compile(r"\s+(?:" + alternation(data["relatives"]) + r")\s")
    obeyed = re.compile(r"(?<![^\W_])(?:" + alternation(data["obeyed"]) + r")(?![^\W_])")
    return scope, not_scope, mind, relative, obeyed, frozenset(fold(word) for word in data["subjects"])


def is_open_capability(text: str, hit: tuple) -> bool:
    """Whether the ``unbound`` hit ``hit`` of the folded ``text`` is one of this module's
    words (an open capability), kept or not."""
    return hit[3] == "en" and _OPEN.search(text, hit[1], hit[2]) is not None


def open_capability_kept(text: str, hit: tuple) -> bool:
    """Whether an open-capability hit (:func:`is_open_capability`) is a machine's trait:
    open, said of no writer or people, a machine named near it (see above)."""
    scope, not_scope, mind, relative, obeyed, subjects = _tables()
    after = text[hit[2]:hit[2] + _SCOPE_REACH]
    if (scope.match(after) is not None and not_scope.match(after) is None) \
            or mind.match(after) is not None:
        return False
    if relative.match(after) is not None and obeyed.search(after) is None:
        return False   # review42: "anything a school librarian does": a scope said as a clause
    before = text[max(0, hit[1] - _SUBJECT_REACH):hit[1]]
    subject = _SUBJECT.search(before)
    if subject is not None and subject.group(1) in subjects:
        return False
    return refused_thing.machine_named_near(text, "en", hit[1], hit[2] + _SCOPE_REACH)
