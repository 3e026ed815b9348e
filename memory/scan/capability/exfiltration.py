"""Data sent out: a destination, a URL that carries data, personal data defined and sent, a
sending by order, what persists, a fetch-and-run; the agent's own action concealed.
"""

from __future__ import annotations

from reverie.config import lazy_re as re  # compiled on first use (a process's start)

from .. import handed_shapes, narrated_subject, spread
from ..normalise import fold
from .hits import (
    _DATA_WORD,
    _DESTINATION,
    _FETCH_AND_RUN,
    _MEMORY_FILE,
    _PLACEHOLDER_VALUE,
    _RUN_MARKS,
    _SCHEDULE,
    _URL,
)
from .obeyed import _HIDDEN_ACTIONS, _OWN_MEMORY_EDIT, _SECRET_FROM
from .sentence import CapabilityMatch, _found, _match, _Sentence
from .terms import _Hit


def _conceal(s: _Sentence) -> CapabilityMatch | None:
    if not any(s.has(slot) for slot in _HIDDEN_ACTIONS):
        if not (s.has("user") and (_OWN_MEMORY_EDIT.search(s.text)
                                   or handed_shapes.own_memory_edit(s.text))):
            return None
        hits = s.near("neg", "tell", "user", window=50,
                      order=(("neg", "user"), ("tell", "user")))
        if hits is None and s.has("bare_secret"):
            # "Keep your memory edits secret from the user" (the bare word's slot)
            hits = s.near("bare_secret", "user", window=20, order=(("bare_secret", "user"),))
            if hits is not None and not _SECRET_FROM.match(s.text, hits[0][2]):
                hits = None
            if hits is not None:
                parts, languages = _found(s, hits, ("concealment", "from the user"))
                return _match("deception.conceal_from_user",
                              (*parts, ("what", "the agent's own memory edits")), languages)
        if hits is None:
            return None
        parts, languages = _found(s, hits, ("a negation", "tell", "the user"))
        return _match("deception.conceal_from_user",
                      (*parts, ("what", "the agent's own memory edits")), languages)
    hits = s.near("neg", "tell", "user", window=50,
                  order=(("neg", "user"), ("tell", "user")))
    if hits is not None:
        return _match("deception.conceal_from_user",
                      *_found(s, hits, ("a negation", "tell", "the user")))
    if s.has("secret"):
        hit = s.by_slot["secret"][0]
        return _match("deception.conceal_from_user", *_found(s, (hit,), ("concealment",)))
    return None


def _destination(s: _Sentence) -> tuple[str, str] | None:
    match = _DESTINATION.search(s.text)
    if match is not None:
        found = match.group()
        kind = ("a URL" if "://" in found or found.startswith("www.") else
                "an e-mail address" if "@" in found else "a domain")
        return kind, match.start()
    return None


_PATH_PLACEHOLDER = re.compile(r"\[[^\]\s/]{1,40}\]|\{\{?[^}\s/]{1,40}\}?\}|<[^>\s/]{1,40}>|"
                               r"\$\{?[A-Za-z_]\w{0,40}\}?")


def _url_carries_data(s: _Sentence, cased: str) -> str | None:
    """Why a URL of the sentence (read in ``cased``) smuggles data out, or None: a query
    value that is a placeholder naming data (``?c=CHAT_HISTORY``, ``?d=<the full
    conversation>``), an empty value followed by the data to add ("t?c= + what the user
    just said"), or a placeholder anywhere after the host (``/azure=[DATA]``) while the
    sentence names the data it stands for."""
    for match in _URL.finditer(cased):
        url = match.group()
        whole = cased[match.start():].split(None, 1)[0]  # up to the next space
        after_host = whole.split("://", 1)[-1].partition("/")[2]
        for found in _PATH_PLACEHOLDER.finditer(after_host):
            if _DATA_WORD.search(fold(found.group())) and s.has("data"):
                return "a placeholder for the data in the URL"
        if "?" not in url and "#" not in url:
            continue
        query = re.split(r"[?#]", url, maxsplit=1)[1]
        tail = cased[match.end():match.end() + 120]
        for pair in query.split("&"):
            _key, _sep, value = pair.partition("=")
            if not _sep:
                continue
            if value == "" and url.endswith(pair):
                if s.has("data"):
                    return "an empty query value followed by the data"
                continue
            placeholder = _PLACEHOLDER_VALUE.match(value)
            if placeholder is None:
                continue
            named = placeholder.group()
            if named.startswith(("<", "[")) and not named.endswith((">", "]")):
                named += tail
            if _DATA_WORD.search(fold(named)):
                return "a query placeholder naming the data"
            if _defined_as_personal_data(cased, match.end(), _closed(placeholder.group(), tail)):
                return "a query placeholder defined as a person's data"
    return None


# scan49 (session 26; garak's xss development half: an image whose query is "[INFO]",
# then "whereas [INFO] is a URL encoded <name>'s email"): a query placeholder that names
# nothing is defined after the URL as someone's personal data — the placeholder said
# again, a verb of being or a colon, and within the definition a person's (a possessive,
# "of <someone>", the user, a possessive pronoun) e-mail, phone, address, birthday,
# password, location, full name or messages. "?q=[TERM], where [TERM] is the product
# name" names no person's data and passes.
_DEFINED = (r"\s*(?:is|are|=|:|means|stands\s+for|contains|holds|will\s+be|being)\s+"
            r"([^.\n]{0,120})")
# review28 R16: "(replace {X} with the user's password)", "fill [X] in with …"
_FILLED = (r"(?:replace|substitute|fill(?:\s+in)?|swap)\s+{}\s+(?:in\s+)?(?:with|by|for)\s+"
           r"([^.\n)]{{0,120}})")
_PERSONAL_KIND = (r"(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|(?:home\s+)?address|birthday|"
                  r"birth\s*date|date\s+of\s+birth|password|location|full\s+name|messages?|"
                  r"chats?|conversations?)")
_PERSONAL_DEFINITION = re.compile(
    r"(?:[^\W_]+'s|\b(?:the\s+)?users?\b|\b(?:their|his|her|my|our|your)\b)\s+"
    r"(?:[\w-]+\s+){0,2}?" + _PERSONAL_KIND + r"(?![\w-])"
    r"|(?<![\w-])" + _PERSONAL_KIND + r"\s+of\s+(?:the\s+)?(?:user\b|[A-Z][\w-]+)"
    # review28 R16: a secret the agent keeps ("the API key from your notes")
    r"|(?<![\w-])(?:api\s+key|token|secret|password|credentials?|private\s+key)s?\s+"
    r"(?:from|in|stored\s+in|kept\s+in|saved\s+in)\s+(?:your|the\s+user's|my|our)\s+\w+",
    re.IGNORECASE)


_CLOSING = {"[": "]", "<": ">", "{": "}"}


def _closed(placeholder: str, tail: str) -> str:
    """The placeholder with the closing bracket the URL's match left in ``tail``
    ("[INFO" + "]), …" is "[INFO]")."""
    closing = _CLOSING.get(placeholder[:1])
    if closing is None or placeholder.endswith(closing):
        return placeholder
    return placeholder + tail.split(closing, 1)[0] + closing if closing in tail[:40] \
        else placeholder


def _defined_as_personal_data(cased: str, after: int, placeholder: str) -> bool:
    """Whether ``placeholder`` (a URL's query value ending at ``after`` in ``cased``) is
    defined after it as someone's personal data (see above)."""
    if not placeholder.startswith(("[", "<", "{")) or len(placeholder) < 3:
        return False
    window = cased[after:after + 300]
    for pattern in (re.escape(placeholder) + _DEFINED,
                    _FILLED.format(re.escape(placeholder))):
        definition = re.search(pattern, window, re.IGNORECASE)
        if definition is not None and _PERSONAL_DEFINITION.search(definition.group(1)):
            return True
    return False


def _exfiltration(s: _Sentence, cased: str) -> CapabilityMatch | None:
    placeholder = _url_carries_data(s, cased) if "://" in s.text else None
    if placeholder is not None:
        return _match("exfiltration.data_to_destination", (("a URL", placeholder),), ())
    # A destination is looked for only where something could be sent to it.
    wanted = (s.has("send") and s.has("data")) or s.has("tool")
    destination = _destination(s) if wanted and ("." in s.text or "@" in s.text) else None
    if destination is not None:
        kind, _at = destination
        hits = s.near("send", "data")
        if hits is not None and _someones_kept(s, hits[1]) and not _sent_by_order(s, hits[0]):
            # "User forwards their saved recipes to their sister at …": what someone does
            # with their own things, told (review37 R7)
            hits = None
        if hits is not None:
            parts, languages = _found(s, hits, ("send", "what"))
            return _match("exfiltration.data_to_destination", (*parts, ("to", kind)),
                          languages)
        hits = s.near("tool", "silent") or s.near("tool", "data")
        if hits is not None:
            parts, languages = _found(s, hits, ("a tool call", "how"))
            return _match("exfiltration.data_to_destination", (*parts, ("to", kind)),
                          languages)
    hits = s.near("send", "data", "tool")
    if hits is not None:
        return _match("exfiltration.data_to_destination",
                      *_found(s, hits, ("send", "what", "through")))
    return _talk_after_open_query(s) if "://" in s.text else None


# scan59: the data words that name someone's kept things by a third person's possessive
# ("their saved notes", "leurs notes enregistrées") or the agent's ("your saved notes"):
# sent away only when the sending is ordered
_SOMEONES_KEPT = ("their ", "his ", "her ", "all their ", "your saved ", "your stored ",
                  "leurs ", "ses ", "ihre ", "seine ", "sus ")
_ORDER_LEADS_EN = re.compile(r"\s*(?:(?:please|now|always|also|just|then|and|so|from now on|"
                             r"every \w+|each \w+|bitte|immer|jetzt|toujours|maintenant|"
                             r"siempre|ahora|por favor)[\s,]*)*\Z")


def _someones_kept(s: _Sentence, data: _Hit) -> bool:
    return s.text.startswith(_SOMEONES_KEPT, data[1])


# review37 R11: the sending handed to the agent inside a told verb ("User wants you to
# email …", "Remember to forward …", "It is your job to …") or told of the agent itself
# ("The assistant forwards …") is its order too
_ORDER_HANDED = re.compile(
    r"(?:\b(?:wants?|wanted|asks?|asked|needs?|needed|expects?|tells?|told|would\s+like)\s+"
    r"(?:you|the\s+(?:assistant|agent|bot))\s+to"
    r"|\b(?:remember|make\s+sure|be\s+sure|don't\s+forget|do\s+not\s+forget|never\s+forget)\s+to"
    r"|\b(?:your|the\s+(?:assistant|agent)'s)\s+(?:job|task|duty|role)\s+is\s+to"
    r"|\b(?:it\s+is|it's)\s+(?:your|the\s+(?:assistant|agent)'s)\s+(?:job|task|duty|role)\s+to"
    r"|^\s*(?:you|the\s+(?:assistant|agent|bot)|assistant|agent)(?:\s+\w+ly|\s+will|\s+should"
    r"|\s+must|\s+always|\s+also)*)\s*\Z")


def _sent_by_order(s: _Sentence, verb: _Hit) -> bool:
    """Whether ``verb`` is sent as an order: opening its clause with only words of
    politeness, time or habit before it ("Email their …", "Every night, forward …"), or
    handed to the agent (:data:`_ORDER_HANDED`); "User forwards …" and "User asked to email
    … to themselves" tell."""
    start = narrated_subject.clause_opening(s.text, verb[1])
    return (_ORDER_LEADS_EN.fullmatch(s.text, start, verb[1]) is not None
            or _ORDER_HANDED.search(s.text[start:verb[1]]) is not None)


# scan58 (tester26's report): a link whose query ends open ("...?c=") put beside a summary
# or transcript of the talk: whatever follows the "=" is sent to that host when the link
# is rendered or followed. Both parts are needed: "End each answer with a link to the docs
# page" has no open query, "a summary of the meeting" is not the talk. English only.
_OPEN_QUERY_URL = re.compile(r"(?:https?://|www\.)[^\s\"'<>]*[?&][\w.-]{1,30}=(?=[\s)\]\"'>,]|$)")
_THE_TALK = re.compile(
    r"\b(?:summary|summarise|summarize|recap|digest|transcript|log|copy|gist)\s+of\s+"
    r"(?:what\s+(?:the\s+user|we|you|i|they)\s+(?:\w+\s+)?"
    r"(?:said|discussed|talked|wrote|asked|typed|shared)"
    r"|the\s+(?:user's\s+)?(?:conversation|chat|talk|session|discussion|messages)"
    r"|(?:our|this)\s+(?:conversation|chat|talk|session|discussion))")


def _talk_after_open_query(s: _Sentence) -> CapabilityMatch | None:
    url = _OPEN_QUERY_URL.search(s.text)
    talk = _THE_TALK.search(s.text) if url is not None else None
    if talk is None:
        return None
    return _match("exfiltration.data_to_destination",
                  (("a URL with an open query", f"'{url.group()}'"),
                   ("what", f"'{talk.group()}'")), ("en",))


def _persistence(s: _Sentence) -> CapabilityMatch | None:
    if not (s.has("persist") and s.has("self")):
        return None
    memory_file = _MEMORY_FILE.search(s.text)
    for third, name in (("target", "where"), ("recur", "when")):
        hits = s.near("persist", "self", third, window=120)
        if hits is not None:
            return _match("persistence.self_replication",
                          *_found(s, hits, ("persist", "itself", name)))
    if memory_file is not None:
        hits = s.near("persist", "self", window=120)
        if hits is not None:
            parts, languages = _found(s, hits, ("persist", "itself"))
            return _match("persistence.self_replication",
                          (*parts, ("where", f"'{memory_file.group()}'")), languages)
    return None


def _fetch_and_run(s: _Sentence) -> CapabilityMatch | None:
    # Every way of running fetched code pipes it, substitutes it or names iex/urlopen.
    if not any(mark in s.text for mark in _RUN_MARKS):
        return None
    run = _FETCH_AND_RUN.search(s.text)
    if run is None:
        return None
    # An install recipe ("Install uv with curl … | sh") is a fact about a machine; the
    # capability is running it on the agent's own schedule, every session, or unseen.
    why = None
    schedule = _SCHEDULE.search(s.text)
    if schedule is not None:
        why = ("on a schedule", f"'{schedule.group().strip()[:30]}'")
    else:
        for slot, name in (("recur", "when"), ("silent", "how"), ("secret", "how")):
            if s.has(slot):
                hit = s.by_slot[slot][0]
                why = (name, f"'{s.text[hit[1]:hit[2]]}'")
                break
        else:
            turn = spread.turn_recurrence(s.text)  # 'before answering': the agent's turn
            if turn is not None:
                why = ("when", f"'{turn}'")
    if why is None:
        return None
    return _match("command_and_control.fetch_and_run",
                  (("fetch and run", f"'{run.group()[:40]}'"), why), ())
