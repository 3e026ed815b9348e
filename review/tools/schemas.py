"""Function-calling declarations of the agent-facing tools ``memory`` and ``session_search``.

One source of truth, written as plain JSON Schema (what OpenAI-compatible APIs take),
and converted on demand to the Gemini ``FunctionDeclaration`` form (upper-case type
names, snake_case keys, no ``additionalProperties``). The schemas stay deliberately
flat: which fields an action needs is checked by the dispatchers, whose errors the model
can read and act on, because conditional schemas (oneOf/if-then) are not understood by
every provider.
"""

from __future__ import annotations

import copy
from typing import Any

from reverie.config import Settings, UsageError

#: patch is Hermes 0.22's span edit (old_text -> content, the rest of the entry kept);
#: replace (Hermes 0.19's whole-entry rewrite) stays for agents prompted with 0.19's tool.
BATCH_ACTIONS = ("add", "replace", "patch", "remove")
TARGETS = ("memory", "user")
SEARCH_ROLES = ("user", "assistant", "tool", "system")
DEFAULT_SEARCH_LIMIT = 3
MAX_SEARCH_LIMIT = 10
DEFAULT_WINDOW = 5
MAX_WINDOW = 20
DEFAULT_ROLE_FILTER = "user,assistant"
SORTS = ("newest", "oldest")
DETAILS = ("adaptive", "full")
FORMATS = ("openai", "gemini")

MEMORY_DESCRIPTION = """\
Keep durable facts in your persistent memory. Both stores are shown to you at the start \
of every future session. target "memory" holds your own notes: facts about the \
environment, project conventions, tool and API quirks, lessons learned. target "user" \
holds who the user is: name, role, preferences, habits, the corrections they gave you.

Save on your own initiative, without waiting to be asked, when:
- the user corrects you or asks you to remember something;
- the user states a preference, a habit or a personal detail;
- you learn a fact about their environment, a convention, a quirk or a workflow that \
will matter again;
- you find a stable fact you would otherwise have to rediscover next time.

Write each entry as a short declarative fact ("User prefers tabs over spaces", \
"Project uses Poetry with Python 3.12"), never as an instruction to yourself or a log. \
Do not save task progress, what happened in this session, completed-work logs, \
temporary TODOs, things that are easy to look up, or secrets (keys, tokens, passwords); \
use session_search to recall past conversations instead.

Space is small and capped in characters (the headers of the memory blocks show usage). \
If an add fails because a store is full, consolidate first: replace overlapping entries \
with one shorter entry or remove stale ones, then retry. Several changes go in ONE call as \
`operations` (a list of {action, content?, old_text?}, no top-level action): they apply to \
one target together, all or none, with the limit checked on the final result only, so one \
call can make room and add. A successful write is complete: do not repeat it. replace, \
patch and remove find the entry by old_text; a short substring that occurs in that entry \
only is enough. patch changes just that span to content (it must occur once in the entry) \
and keeps the rest; replace rewrites the whole entry as content. Changes are saved at once but reach your system \
prompt from the next session on. When a result says to stop retrying, stop calling this \
tool and continue your reply."""

SESSION_SEARCH_DESCRIPTION = """\
Recall earlier conversations with this user from the session store (never the current \
conversation, which you already have). Four ways to call it, chosen by the arguments:

1. Discovery, `query`: a full-text keyword search; the best sessions (`limit`, default 3, \
at most 10) each with the matching snippet (matches marked >>>like this<<<), the messages \
around the match (the match flagged `anchor`), the first and last messages of the session, \
and a summary of the whole session; beside them, `archived` lists matching facts that \
were moved out of your memory for room or replaced by newer ones (older, possibly \
outdated: prefer your memory when the two disagree). `sort` newest|oldest biases towards \
recent or early sessions; `role_filter` (comma-separated, default "user,assistant") picks \
whose messages are searched.
2. Scroll, `session_id` + `around_message_id`: `window` messages (default 5, at most 20) on \
each side of that message. Pass the last id shown to read on, the first to read back.
3. Read, `session_id` alone: the session's messages (the first 20 and last 10 when long).
4. Browse, no arguments: the most recent sessions with a preview of each.

`profile` reads another profile's sessions (for a link written profile/session_id). Query \
syntax: a few distinctive words (all must match), "a quoted phrase", OR between \
alternatives, and a trailing * for word prefixes (deploy*). Use it when the user refers to \
earlier work ("like last time"), before asking them to repeat something, and when details \
you need are not in your memory. It shows what was said then, not the current state of \
a file, site or system: check the source itself when you can."""


def _operation_schema() -> dict[str, Any]:
    return {
        "type": "object",
        "description": "One operation of a batch.",
        "properties": {
            "action": {"type": "string", "enum": list(BATCH_ACTIONS),
                       "description": "add, replace, patch or remove."},
            "content": {"type": "string",
                        "description": ("add: the new entry. replace: the full new text of the "
                                        "entry. patch: the new text of the old_text span.")},
            "new_text": {"type": "string", "description": "Alias for content."},
            "old_text": {"type": "string",
                         "description": "replace/remove: a substring that identifies one existing entry."},
        },
        "required": ["action"],
        "additionalProperties": False,
    }


# The parameters follow Hermes 0.19's memory tool (spec §13), so an agent prompted with
# Hermes' declaration calls Reverie's tool the same way: only target is required, a batch
# is `operations` without an action.
MEMORY_SCHEMA: dict[str, Any] = {
    "name": "memory",
    "description": MEMORY_DESCRIPTION,
    "parameters": {
        "type": "object",
        "properties": {
            "action": {
                "type": "string", "enum": list(BATCH_ACTIONS),
                "description": ("One change: add a new entry, replace an entry, patch a span "
                                "of one, or remove one. Leave it out when sending operations."),
            },
            "target": {
                "type": "string", "enum": list(TARGETS),
                "description": "memory = your notes; user = the user profile.",
            },
            "content": {
                "type": "string",
                "description": ("add: the entry to save. replace: the complete new text that "
                                "takes the matched entry's place. patch: the new text of the "
                                "old_text span; the rest of the entry is kept."),
            },
            "new_text": {"type": "string",
                         "description": "Alias for content (Hermes 0.22); content wins if both are set."},
            "old_text": {
                "type": "string",
                "description": ("Needed by replace, patch and remove: a short substring that "
                                "occurs in exactly one existing entry of the target (patch: "
                                "exactly the span to change, once in that entry)."),
            },
            "operations": {
                "type": "array", "items": _operation_schema(),
                "description": ("Several changes to one target in one call, applied in order "
                                "all or nothing; the size limit is checked on the result."),
            },
        },
        "required": ["target"],
        "additionalProperties": False,
    },
}

# Hermes 0.19's session_search parameters (spec §13); none is required.
SESSION_SEARCH_SCHEMA: dict[str, Any] = {
    "name": "session_search",
    "description": SESSION_SEARCH_DESCRIPTION,
    "parameters": {
        "type": "object",
        "properties": {
            "query": {"type": "string",
                      "description": "Discovery: keywords or a quoted phrase. Leave out to browse."},
            "limit": {
                "type": "integer", "default": DEFAULT_SEARCH_LIMIT,
                "description": (f"Discovery and browse: how many sessions (default "
                                f"{DEFAULT_SEARCH_LIMIT}, at most {MAX_SEARCH_LIMIT})."),
            },
            "sort": {"type": "string", "enum": list(SORTS),
                     "description": "Discovery: prefer the newest or the oldest sessions."},
            "session_id": {"type": "string",
                           "description": "Scroll or read: the session, as a result named it."},
            "around_message_id": {
                "type": "integer",
                "description": "Scroll: the message to centre on (a match_message_id or any id shown).",
            },
            "window": {
                "type": "integer", "default": DEFAULT_WINDOW,
                "description": (f"Scroll: messages on each side of the anchor (default "
                                f"{DEFAULT_WINDOW}, 1 to {MAX_WINDOW})."),
            },
            "role_filter": {
                "type": "string",
                "description": (f"Discovery: comma-separated roles to search (default "
                                f"\"{DEFAULT_ROLE_FILTER}\"; add tool for tool output)."),
            },
            "profile": {"type": "string",
                        "description": "Read another profile's sessions (read only)."},
            "detail": {"type": "string", "enum": list(DETAILS), "default": "adaptive",
                       "description": ("Discovery: accepted as Hermes 0.22 takes it; Reverie "
                                       "returns every result with its window and bookends.")},
            "after": {"type": "string",
                      "description": ("Discovery: sessions started at or after this (ISO date "
                                      "or datetime, UTC if no zone, or 7d / 24h / 2w ago).")},
            "before": {"type": "string",
                       "description": ("Discovery: sessions started before this (ISO, or 7d = "
                                       "older than a week).")},
            "exclude_session_ids": {
                "type": "array", "items": {"type": "string"},
                "description": ("Discovery: sessions already inspected; they and their lineage "
                                "are left out (at most 20)."),
            },
        },
        "required": [],
        "additionalProperties": False,
    },
}

TOOL_SCHEMAS: dict[str, dict[str, Any]] = {
    "memory": MEMORY_SCHEMA,
    "session_search": SESSION_SEARCH_SCHEMA,
}


def memory_schema(settings: Settings | None = None) -> dict[str, Any] | None:
    """The memory declaration, limited to the targets ``settings`` enables.

    Returns None when both targets are disabled: a tool the agent cannot use must not be
    offered at all (the model would only waste calls on it).
    """
    schema = copy.deepcopy(MEMORY_SCHEMA)
    if settings is None:
        return schema
    enabled = [t for t in TARGETS if settings.memory.enabled(t)]
    if not enabled:
        return None
    target = schema["parameters"]["properties"]["target"]
    target["enum"] = enabled
    if len(enabled) == 1:
        target["description"] = f"Only {enabled[0]!r} is enabled."
    return schema


def declarations(settings: Settings | None = None) -> list[dict[str, Any]]:
    """The JSON-Schema declarations ``{name, description, parameters}`` of both tools."""
    out = []
    memory = memory_schema(settings)
    if memory is not None:
        out.append(memory)
    out.append(copy.deepcopy(SESSION_SEARCH_SCHEMA))
    return out


def export(fmt: str = "openai", settings: Settings | None = None) -> Any:
    """The declarations in a provider's wire format.

    ``openai``: the ``tools`` list of chat completions (``{"type": "function",
    "function": {...}}`` items). ``gemini``: one ``Tool`` mapping
    (``{"function_declarations": [...]}``) that ``google.genai.types.Tool`` validates.
    """
    decls = declarations(settings)
    if fmt == "openai":
        return [{"type": "function", "function": d} for d in decls]
    if fmt == "gemini":
        return {"function_declarations": [
            {"name": d["name"], "description": d["description"],
             "parameters": to_gemini_schema(d["parameters"])}
            for d in decls
        ]}
    raise UsageError(f"Unknown schema format {fmt!r}.", hint=f"Use one of: {', '.join(FORMATS)}.")


# JSON Schema keyword -> google.genai.types.Schema field, for the keywords used above.
_GEMINI_KEYS = {
    "description": "description", "enum": "enum", "required": "required",
    "minimum": "minimum", "maximum": "maximum", "minItems": "min_items", "default": "default",
    "maxItems": "max_items", "minLength": "min_length", "maxLength": "max_length",
}
# Dropped on purpose: the Gemini API does not take them in function declarations.
_GEMINI_DROPPED = frozenset({"additionalProperties"})


def to_gemini_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Convert our JSON Schema subset to the Gemini ``Schema`` mapping.

    Raises ValueError on a keyword it does not know, so a new keyword in the schemas above
    cannot silently vanish from the Gemini export.
    """
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "type":
            out["type"] = value.upper()
        elif key == "properties":
            out["properties"] = {name: to_gemini_schema(sub) for name, sub in value.items()}
        elif key == "items":
            out["items"] = to_gemini_schema(value)
        elif key in _GEMINI_KEYS:
            out[_GEMINI_KEYS[key]] = copy.deepcopy(value)
        elif key not in _GEMINI_DROPPED:
            raise ValueError(f"JSON Schema keyword {key!r} has no Gemini mapping")
    return out
