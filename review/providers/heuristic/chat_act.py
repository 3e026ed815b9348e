"""Talk about the chat itself, kept as a fact about the user (fixlearn16, issue 31).

judge37's strict reading of MemoryBank dev (a user talking to an AI companion) found thanks
and greetings to the assistant kept as facts: "I've learned a lot of useful knowledge during
our chat" as "User has learned a lot of useful knowledge during the team's chat." ("our" read
as the team's in a session with no names), "I learned a lot of useful insights" (thanks, with
nothing said of what), and "My name is Linda and I'm glad to meet you" as "User's name is Linda
and the user is glad to meet the assistant.". Told by structure, on the written entry:

* **learning with the chat as its source or no subject matter**: learned, gained or picked up
  from or during a chat, a conversation or a talk ("our", "this", the team's or their), or from
  the assistant; or learned only general heads (a lot, knowledge, insights, tips, lessons) with
  nothing to say what about. "User has learned a lot about gardening." names its matter and
  stays, as does "User learned Spanish.".
* **a greeting joined to a fact**: "… and the user is glad to meet the assistant" is cut, the
  fact before it kept ("User's name is Linda.").
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

_LEARNED = r"^User (?:has |had )?(?:also |really |truly )?(?:learned|learnt|gained|got|picked up|taken away)\b"
#: … from the talk itself: "during our chat", "from this conversation", "from the assistant"
_FROM_THE_CHAT = re.compile(
    _LEARNED + r".*\b(?:during|from|in|through|thanks to|over) (?:(?:our|their|this|the team's|the) )?"
    r"(?:chats?|conversations?|talks?|discussions?|exchanges?)\b|" + _LEARNED + r".*\bfrom the assistant\b", re.I)
_GENERAL = (r"(?:(?:so |very |really )?(?:useful|valuable|new|great|helpful|good|important|interesting|practical|"
            r"deep|profound|meaningful) )*(?:knowledge|insights?|tips|things|lessons|experiences?|reflections|ideas|"
            r"advice|information|stuff|skills)")
#: … or only general heads, with no matter: "learned a lot of useful insights and reflections"
_NOTHING_OF_WHAT = re.compile(
    _LEARNED + r" (?:(?:a lot|so much|much|plenty|a great deal|a few|some|many)(?: of)? )?" + _GENERAL
    + r"(?:(?:,| and|, and) " + _GENERAL + r")*\.$|" + _LEARNED + r" (?:a lot|so much|much|plenty|a great deal)\.$", re.I)
#: a greeting to the assistant joined after a fact
_GREETING = re.compile(
    r",? and (?:the user is|they are|they're) (?:so |really |very )?(?:glad|happy|nice|pleased|delighted|excited|"
    r"honou?red|thrilled) to (?:meet|talk to|talk with|chat with|speak with|speak to|meet with) the assistant\b[^.!?]*",
    re.I)


def about_the_chat(entry: str) -> bool:
    """Whether ``entry`` says what the user learned from the chat itself, or learned nothing
    named (module docstring)."""
    return bool(_FROM_THE_CHAT.search(entry) or _NOTHING_OF_WHAT.match(entry))


def without_greeting(entry: str) -> str:
    """``entry`` without a greeting to the assistant joined after it (module docstring)."""
    return _GREETING.sub("", entry)
