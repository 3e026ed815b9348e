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

corpus5 (issue 31): PrefEval's dev half (a user asking an assistant for help, preferences let
slip along the way) kept the session's own talk as facts, about one entry in four of what its
persona chats kept. Two more shapes, on the written entry:

* **the session's request**: "User is hunting for advice about …", "User needs a few tips for
  …", "User is wondering how …": what the user asks the assistant for now is the task, not a
  fact about them. Only help asked for (advice, tips, ideas, suggestions, recommendations,
  guidance, feedback, …) and wondering: "User is looking for a new job." names a search of a
  life and stays, as does "User is always looking for …" (a habit, not this request).
* **a reaction to the assistant's suggestion**: "User hadn't thought about …", "User loves the
  trivia idea.", "User is intrigued by that idea of …", "User is leaning towards the second
  one", "… sounds perfect for the user", a pick named by the assistant's numbering ("option
  3") answer what the assistant just offered; the choice, once made and lasting, is said as
  one. Leaning or inclined towards something bare is a plan of a life ("leaning towards a
  career in law") and stays.
* **the session's topic narrowed**: "User is particularly interested in the …", "User is mainly
  focused on this …" single out one of the things the chat just named (a definite object); a
  field named bare ("… particularly interested in marine biology") is a lasting interest and
  stays, as does "User is interested in …" with no such word.
* **a search asked about in the same turn**: "I'm after a second-hand piano. Which brand would
  you pick?" is the request; "User is looking for …" / "User needs a …" is dropped when the
  message it was written from asks the listener a question. Said alone it stays, and so does a
  change of a life sought ("a new job", "a flat").
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


_HELP = (r"(?:advice|tips?|suggestions?|recommendations?|ideas?|help|guidance|input|feedback|pointers|"
         r"insights?|inspiration|thoughts|information|info)")
#: the session's request: help asked for now, or a question wondered about
_REQUEST = re.compile(
    r"^User (?:is|was) (?:(?:currently|also|just|mainly|really|now|still|specifically|particularly) )*"
    r"(?:looking|searching|hunting|hoping|asking) for (?:[\w'-]+ ){0,5}?" + _HELP + r"\b|"
    r"^User (?:(?:also|really|just|still) )*(?:needs|wants|would like) (?:(?:some|a few|more|any|your|the "
    r"assistant's) )?(?:[\w'-]+ ){0,2}?" + _HELP + r"\b|"
    r"^User (?:is|was) (?:(?:just|really|also|still|now) )*wondering\b", re.I)
#: a reaction to what the assistant just offered
_REACTION = re.compile(
    r"^User (?:had|has|have)(?: not|n't|n’t) (?:(?:really|even|yet) )*(?:thought|considered) (?:about|of)\b|"
    r"^User never (?:really )?(?:thought|considered) (?:about|of)\b|"
    r"^User (?:(?:really|also|definitely|especially) )*(?:likes|loves) (?:the|that|this|your|the assistant's) "
    r"(?:[\w\"'-]+ ){0,4}?(?:idea|suggestion|recommendation|tip|approach)s?\b(?! of\b)|"
    r"^User is (?:(?:really|very|quite|particularly|also) )*intrigued by (?:the|that|this) "
    r"(?:idea|suggestion|concept|thought)\b|"
    r"^User is (?:(?:now|currently|really|also|still|much|more|a bit) )*(?:leaning|inclined) (?:towards?|toward|"
    r"to go (?:for|with)) (?:the|that|this|those|these|your|options?)\b|"
    r"\boptions? (?:\d+|one|two|three|four|five|six|[a-f])\b|"
    # what sounds good is the sentence's subject, or what the user believes of it (not a
    # clause after a fact: "User prefers free tools, so …")
    r"^(?:User (?:believes|thinks|feels|finds) (?:that )?)?(?!User\b)[^,;]*?\bsounds? (?:like (?:a |an )?)?"
    r"(?:(?:so|really|very|just) )?(?:great|good|perfect|ideal|fantastic|wonderful|lovely|fun|interesting|"
    r"amazing|exciting|appealing|promising)\b", re.I)
#: one of the chat's things singled out
_NARROWED = re.compile(
    r"^User is (?:(?:also|really|currently|now) )*(?:particularly|especially|mainly|mostly|specifically|"
    r"primarily) (?:interested in|focused on|concerned (?:about|with)|curious about|keen on) "
    r"(?:the|this|that|these|those|the team's)\b", re.I)
#: a search of the moment, and a question to the listener in the same message
_SEARCH = re.compile(
    r"^User (?:is|was) (?:(?:currently|also|just|mainly|really|now|still) )*(?:looking|searching|shopping|"
    r"hunting) (?:around )?for\b|^User (?:(?:also|really|just) )*(?:needs|wants|would like) (?:a|an|some|new|"
    r"another)\b", re.I)
#: … unless what is sought is a change of a life ("a new job", "a flat"): it lasts past the chat
_SOUGHT_IN_A_LIFE = re.compile(
    r"\bfor (?:(?:a|an|my|our|some|the) )?(?:(?:new|first|better|bigger|smaller|part-time|full-time|"
    r"permanent|steady) )*(?:job|jobs|position|role|career|internship|apprenticeship|apartment|flat|house|"
    r"home|place to (?:live|rent|stay)|roommate|flatmate|partner|school|university|college|degree|"
    r"course|program|programme)\b", re.I)
_ASKS_THE_LISTENER = re.compile(
    r"(?:^|[.!?]\s+)(?:[^.!?]*\b(?:you|your)\b|\s*any\b|\s*(?:what|which|where) (?:are|is|would|should|do)\b)"
    r"[^.!?]*\?", re.I)


def about_the_chat(entry: str, said: str = "") -> bool:
    """Whether ``entry`` says what the user learned from the chat itself, or learned nothing
    named, or is the session's request, a reaction to the assistant or the topic narrowed;
    ``said``: the user's message it was written from (module docstring)."""
    return bool(_FROM_THE_CHAT.search(entry) or _NOTHING_OF_WHAT.match(entry)
                or _REQUEST.match(entry) or _REACTION.search(entry) or _NARROWED.match(entry)
                or _SEARCH.match(entry) and not _SOUGHT_IN_A_LIFE.search(entry)
                and _ASKS_THE_LISTENER.search(said))


def without_greeting(entry: str) -> str:
    """``entry`` without a greeting to the assistant joined after it (module docstring)."""
    return _GREETING.sub("", entry)
