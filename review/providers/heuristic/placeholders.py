"""A template's slot where a value should be: "User is [user 2's name].", "User's name is
(name).", "User is from [city].".

People paste templates and chats carry them: a form letter's "[your name]", a generated
dialogue's "[User 1's name]", a config's "user1_location". The rewrite keeps the slot as if
it were the value, and the entry then says nothing about the user (docs/review.md, section
4: an entry names what it is about). Read by the slot's form, not by what fills it:

* **Square brackets** standing as a word of their own hold an editor's or a template's
  mark, never a value the user says of themself, so such bracketed words are a slot. Not
  brackets glued to a word or a path (``d[key]``, ``feature/[ticket]-title``, a clan tag
  ``[KSA]Falcon``), doubled (``[[wikilinks]]``), inside quotes (an alias's ``'ls [dir]'``),
  a list's box (``[ ]``, ``[x]``), a Markdown link (``[text](url)``, whose text is the value)
  or a reference number (``[2]``): those are the user's notation (review27 R18).
* **Round brackets** are also an aside ("User lives in Leeds (UK)."), so only a slot's own
  shapes are read there: a kind of name ("(name)", "(your name)", "(school name)"), a
  speaker's label ("(user 2)", "(User 1's hometown)"), a template's identifier
  ("(user1_job)") or an order to fill it ("(insert name)").
* **A speaker's label said bare as a name** ("User is User 1.", "My name is User 2"): a
  generated chat's label for the speaker (learn77).

A slot in the first of two joined statements ("User's name is [name] and the user is a
nurse.") takes only that statement: the second is written alone ("User is a nurse.").

Written on our own sentences (tests/review/test_heuristic_placeholders.py), after the dev half
of Synthetic-Persona-Chat showed the shape.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

_SQUARE = re.compile(r"(?<![\w/\\\[.=-])\[(?P<inside>[^\[\]\n]{1,60})\](?![\w(\[\]/=-])")
_QUOTED = re.compile(r"(?<!\w)'[^'\n]*'(?!\w)|\"[^\"\n]*\"|`[^`\n]*`|‘[^’\n]*’|“[^”\n]*”")
_ROUND = re.compile(r"\((?P<inside>[^()\n]{1,60})\)")

# What a slot says inside round brackets (module docstring): each alternative is a whole
# reading of the inside, so an aside that merely holds one of the words is not a slot.
_OWNER = r"(?:(?:the )?user ?\d*|your|my|their|his|her|the assistant)(?:'s)?"
_ROUND_SLOT = re.compile(
    r"^\s*(?:"
    r"(?:(?:insert|enter|add|put) )?(?:" + _OWNER + r" )?(?:[a-z]+ ){0,2}name"   # (school name)
    r"|(?:the )?user ?\d+(?:'s)?(?: [a-z]+)?"                                     # (user 2's hometown)
    r"|[a-z]+\d*_[a-z0-9_]+"                                                     # (user1_job)
    r"|(?:insert|enter) [a-z ]{1,30}"                                            # (insert city)
    r")\s*$", re.I)


# learn77: a speaker's label said bare where a name stands ("User is User 1.", "User's name
# is user 2."): the generated chat's label for the speaker, no name of theirs
_LABEL_AS_NAME = re.compile(r"\b(?:is|am|name is|called|named|I'm) (?:the )?user ?\d+\b(?!')", re.I)


def holds_placeholder(content: str) -> bool:
    """True when ``content`` holds a template's slot for a value (module docstring)."""
    if _LABEL_AS_NAME.search(content):
        return True
    if "[" in content:
        for m in _SQUARE.finditer(_QUOTED.sub(" ", content)):
            if len(re.findall(r"[^\W\d_]", m["inside"])) >= 2:   # words: not a number nor a box
                return True
    if "(" in content:
        return any(_ROUND_SLOT.match(m["inside"]) for m in _ROUND.finditer(content))
    return False


_JOINED = " and the user "


def without_placeholder(content: str) -> str | None:
    """``content`` with no template's slot: as it is, its second joined statement alone when
    the slot is in the first only, or None (module docstring)."""
    if not holds_placeholder(content):
        return content
    first, joint, rest = content.partition(_JOINED)
    if joint and content.startswith("User") and holds_placeholder(first + ".") and not holds_placeholder(rest):
        return "User " + rest
    return None
