"""Which rows of ``state.db`` are what the user and the assistant said (issue 32).

Hermes keeps more than the conversation in ``messages`` and ``sessions``; Reverie must
never review, summarise or show a model any of it as if the user had said it:

* **Scaffolding and bookkeeping rows** (schema 25+, Hermes 0.20 onwards): ``display_kind``
  ``'hidden'`` marks model-facing scaffolding the user never saw; other kinds
  (``model_switch``, ``async_delegation_complete``, ``process_complete``, ``skill_invocation``
  …) are timeline notices Hermes writes itself. Hermes' own "real user turns" are the rows
  whose kind is empty or ``'steer'`` (a steer is typed by the user), and so are Reverie's.
  A ``display_metadata`` with ``model_only`` set is model-facing too.
* **Compaction summaries**: the row carrying Hermes' summary of compacted turns
  (``_compressed_summary = 1`` on schema 31; on older schemas recognised by its fixed
  opening, ``[CONTEXT COMPACTION`` / ``[CONTEXT SUMMARY]:``, or by the delimiter a summary
  merged into a carried row has). Hermes' model wrote it; it is not the user's words.
  When no standalone summary row alternates (the kept head ends on the assistant and the
  carried tail opens on the user, e.g. with ``compression.protect_first_n: 2``), Hermes
  0.22 folds the summary into the carried user turn: ``[PRIOR CONTEXT — for reference only;
  not a new message]``, the turn's words, the delimiter, the summary. Its original gets
  the rewound flags, so that row is the only live record of what the user said there: it
  is read, as the words between the header and the delimiter (:func:`typed_words`);
  before, it was left out whole and "I moved to Tromso" never reached a review or a search
  (session 33).
  Two more folds are read the same way since session 34 (:func:`carried_words`): the
  legacy form, where the summary must lead the first visible row (nothing protected is
  left before it) and the user's words follow the summary's end marker, and an assistant
  row the summary was folded into (the kept head ends on the user, the tail opens on the
  assistant), whose words are the review's context.
* **Machine notices** Hermes writes as a plain user row (no ``display_kind``: rows from
  before 0.22 typed them, a turn killed before the stamp, a recovery nudge): a finished
  background process with its output, a continuation nudge, a model or personality switch,
  the todo list carried over compaction, a cron job's delivered response. Each opens with
  a fixed tag (:data:`NOTICE_OPENINGS`); Hermes' own displays hide them the same way.
* **Skill scaffolding**: a ``/skill …`` turn, a stacked skill bundle and a gateway's
  auto-loaded skill are one user row holding the whole SKILL.md (written by whoever wrote
  the skill) with the user's typed text inside. Only the typed text is the user's
  (:func:`typed_words`); a bare ``/skill`` has none.
* **Steers**: a mid-turn ``/steer`` is the typed text inside Hermes' out-of-band marker
  lines; only the text inside is read.
* **Recalled memory**: a photo turn (multimodal content) keeps the memory Hermes recalled
  for it as a text part fenced ``<memory-context> … </memory-context>`` (the agent's own
  memory read back, or an external provider's); read as new words, it came back as
  evidence for what it already held. The part is the turn's context, appended last
  (``compose_multimodal_context_part``): the fenced recall, then a ``pre_llm_call`` plugin's
  context with no fence of its own (a memory plugin's profile of the user), so after the
  typed text nothing is read from the fence on (session 25; before, only the fenced span
  was cut); a fence opening the row is cut alone.
* **Attached context**: a turn with an ``@file:`` / ``@folder:`` / ``@diff`` / ``@url:``
  reference is stored as the typed text, then Hermes' ``--- Context Warnings ---`` and
  ``--- Attached Context ---`` blocks with the file's whole content (anybody's words).
  Only the typed text is the user's.
* **Gateway notes**: a photo's description by a vision model (in its own first person), where
  a file or a voice message is, and the message the user replied to, quoted whole (Hermes
  0.22) — notes Hermes' gateway puts before the typed text (:mod:`.gateway_notes`). Shown to
  a model reviewer, a quoted member's "I'm allergic to sesame" could become the user's
  allergy; review and summaries read the typed text only (a photo sent with no caption is
  left out, as a bare ``/skill`` is).
* **Rewound rows** (``active = 0, compacted = 0``): taken back by ``/rewind`` or undo; never
  shown anywhere.
* **Rows compaction retired** (``active = 0, compacted = 1``): still the record of what was
  said, so search finds them (as Hermes' own search does), but review, summaries and the
  due scan read only live rows: after an in-place compaction the live rows are the summary
  (skipped, above) and verbatim copies of the carried tail, so reading the retired
  originals as well would review the same words twice.
* **Subagent sessions**: ``source = 'subagent'``, or a ``_delegate_from`` key in
  ``model_config`` (a child spawned under a gateway turn keeps the gateway's source but
  carries that marker; Hermes 0.19 and 0.22 both set it). A subagent's transcript is one
  model talking to another. Hermes' own ``session_search`` hides them; so does Reverie's.
* **Cron sessions** (``source = 'cron'``): the only user turn is the job's prompt, replayed
  on every run, and the rest is automated output. Hermes runs no background review in a
  cron job, and Reverie neither reviews nor summarises one; they stay searchable (Hermes
  keeps them searchable too, demoted).

Every condition adapts to the columns the open database has: a schema-22 file (Hermes
0.19) has no ``display_kind``, ``display_metadata`` or ``_compressed_summary``; a v2-era
file has no ``active`` either.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache

from .gateway_notes import stops_at_inlined_file, users_words

#: Display kinds of rows that are the user's or the assistant's own words.
SPOKEN_DISPLAY_KINDS = ("", "steer")
#: How a compaction summary opens (current Hermes, then the legacy form), and the delimiter
#: of a summary merged into a carried row.
SUMMARY_OPENINGS = ("[CONTEXT COMPACTION", "[CONTEXT SUMMARY]:")
MERGED_SUMMARY_DELIMITER = "[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]"
#: How Hermes 0.22 opens a carried row it folded the summary into (agent/context_compressor.py
#: ``_MERGED_PRIOR_CONTEXT_HEADER``): the row's own words follow, up to the delimiter.
MERGED_PRIOR_HEADER = "[PRIOR CONTEXT — for reference only; not a new message]"
#: Where a compaction summary ends (``_SUMMARY_END_MARKER``, 0.19 and 0.22). In the legacy
#: merged form (0.22, when the summary must lead the first visible row: nothing protected is
#: left before it) the summary opens the carried user row and the row's words follow this.
SUMMARY_END_MARKER = ("--- END OF CONTEXT SUMMARY — respond to the message below, not the "
                      "summary above ---")
#: Sessions that are not a conversation with the user: never reviewed or summarised.
UNREVIEWED_SOURCES = ("subagent", "cron")
#: Sessions that are not a conversation with the user and never shown by search.
UNSEARCHED_SOURCES = ("subagent",)
DELEGATE_MARKER = "_delegate_from"
#: How Hermes' machine notices written as user rows open (see the module's docstring).
NOTICE_OPENINGS = ("[System:", "[System note:", "[SYSTEM]", "[Runtime note:",
                   "[IMPORTANT: Background process ", "[Background process ", "[ASYNC ",
                   "[Your active task list was preserved across context compression]",
                   "[Planning state preserved", "[PRIOR CONTEXT", "Cronjob Response:")

# Skill scaffolding (Hermes 0.19 and 0.22 agent/skill_commands.py and the gateway's
# auto-load build it the same way): a header naming the skill, each skill's body ending in
# the skill-directory footer, and the typed text where each shape puts it.
_SKILL_HEADER = '[IMPORTANT: The user has invoked the "'
_AUTO_LOAD_HEADER = '[IMPORTANT: The "'
_AUTO_LOAD_MARK = '" skill is auto-loaded'
_BUNDLE_MARK = " skill bundle,"
_SKILL_FOOTER_END = "with the terminal tool using the absolute path."
_SINGLE_INSTRUCTION = "The user has provided the following instruction alongside the skill invocation: "
_BUNDLE_INSTRUCTION = "\nUser instruction: "
_BUNDLE_BLOCK = "\n\n[Loaded as part of the "
_RUNTIME_NOTE = "\n\n[Runtime note:"
# A mid-turn /steer (display_kind 'steer', or untyped before 0.22): the typed text between
# Hermes' marker line and its closing marker.
_STEER_OPEN = "[OUT-OF-BAND USER MESSAGE"
_STEER_CLOSE = "[/OUT-OF-BAND USER MESSAGE]"
# Hermes' fence around recalled memory (agent/memory_manager.py: tag case and spaces vary).
_RECALLED = re.compile(r"<\s*memory-context\s*>[\s\S]*?<\s*/\s*memory-context\s*>", re.IGNORECASE)
# What Hermes (agent/context_references.py, 0.19 and 0.22) appends to a turn whose typed
# text holds an @-reference.
_ATTACHED_BLOCKS = ("\n\n--- Context Warnings ---\n", "\n\n--- Attached Context ---\n\n")

_WHITESPACE = "char(9, 10, 13, 32)"


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _json_key(column: str, key: str) -> str:
    # json_extract raises on text that is not JSON; a damaged value reads as "no key".
    return f"(CASE WHEN json_valid({column}) THEN json_extract({column}, '$.{key}') END)"


def typed_words(content: str) -> str:
    """What the user typed in a user row: ``content`` itself, unless the row is a steer (the
    text inside its markers) or Hermes' skill scaffolding, whose typed text alone is
    returned ("" for a bare ``/skill``: none), or it carries attached context or recalled
    memory, which is cut off; the gateway's notes before the typed text (a photo's
    description, a quoted reply) are left out last ("" when only notes were sent)."""
    return users_words(_unwrapped(content))


def carried_words(content: str) -> str:
    """A carried row's own words, when Hermes folded a compaction summary into it; else
    ``content`` itself. Two forms, each possibly folded again by a later compaction:

    * the delimiter form (0.19 and 0.22; a user or an assistant row): the header, the row's
      words, the delimiter, the summary; the words stand between header and delimiter;
    * the legacy form (0.22; a user row): the summary, its end marker, the row's words.

    Before session 34 the legacy form and a carried assistant row were left out whole, so
    the turn's only live record reached no review (session 33, tester25)."""
    text = content.strip()
    carried = False
    while True:
        if text.startswith(MERGED_PRIOR_HEADER) and MERGED_SUMMARY_DELIMITER in text:
            text = text[len(MERGED_PRIOR_HEADER):text.index(MERGED_SUMMARY_DELIMITER)].strip()
        elif text.startswith(SUMMARY_OPENINGS) and SUMMARY_END_MARKER in text:
            text = text.split(SUMMARY_END_MARKER, 1)[1].strip()
        elif carried and text.startswith(MERGED_PRIOR_HEADER):   # (its header repeated)
            text = text[len(MERGED_PRIOR_HEADER):].strip()
        else:
            return text if carried else content
        carried = True


def inlined_file_unread(content: str) -> bool:
    """Whether what the user typed in a user row is cut short by a text file the chat
    inlined (:func:`.gateway_notes.stops_at_inlined_file`): a caption sent with the file is
    not read."""
    return stops_at_inlined_file(_unwrapped(content))


def _unwrapped(content: str) -> str:
    """``content`` without Hermes' scaffolding around the typed text (:func:`typed_words`).
    A skill's body may quote any of the markers, so each shape looks only where Hermes puts
    the typed text: a bundle's before its first skill, a single skill's and an auto-load's
    after the last skill-directory footer (a body quoting a header has none)."""
    content = carried_words(content)
    if "memory-context" in content.lower() and (fence := _RECALLED.search(content)):
        # after the typed text, the turn's context part, appended last: the recall, then any
        # plugin's context; a fence opening the row is cut alone
        before = content[:fence.start()].strip()
        content = before if before else _RECALLED.sub("", content).strip()
    if content.startswith(_STEER_OPEN):
        inner = content.split("\n", 1)[1] if "\n" in content else ""
        return inner.split(_STEER_CLOSE, 1)[0].strip()
    first_line = content.split("\n", 1)[0]
    attached = min((at for at in map(content.find, _ATTACHED_BLOCKS) if at >= 0), default=-1)
    if attached >= 0 and "@" in content[:attached]:
        content = content[:attached]  # (the typed text is what precedes Hermes' blocks)
    if content.startswith(_SKILL_HEADER) and _BUNDLE_MARK in first_line:
        head = content.split(_BUNDLE_BLOCK, 1)[0]
        at = head.find(_BUNDLE_INSTRUCTION)
        return head[at + len(_BUNDLE_INSTRUCTION):].strip() if at >= 0 else ""
    single = content.startswith(_SKILL_HEADER)
    if not single and not (content.startswith(_AUTO_LOAD_HEADER) and _AUTO_LOAD_MARK in first_line):
        return content
    footer = content.rfind(_SKILL_FOOTER_END)
    tail = content[footer + len(_SKILL_FOOTER_END):] if footer >= 0 else ("" if not single else content)
    if single:
        at = tail.rfind(_SINGLE_INSTRUCTION)
        tail = tail[at + len(_SINGLE_INSTRUCTION):].split(_RUNTIME_NOTE, 1)[0] if at >= 0 else ""
    return tail.strip()


def spoken_condition(message_columns: Collection[str], alias: str = "m") -> str:
    """SQL true for rows that are the user's or the assistant's words: no scaffolding,
    bookkeeping or compaction summary (whether live or retired is not decided here)."""
    # (Built once per schema and alias: every review and summary asks for it, ~25 µs each.)
    return _spoken_sql(frozenset(message_columns), alias)


@cache
def _spoken_sql(message_columns: frozenset[str], alias: str) -> str:
    p = f"{alias}." if alias else ""
    parts = []
    if "display_kind" in message_columns:
        kinds = ", ".join(_literal(k) for k in SPOKEN_DISPLAY_KINDS)
        parts.append(f"COALESCE({p}display_kind, '') IN ({kinds})")
    if "display_metadata" in message_columns:
        parts.append(f"COALESCE({_json_key(p + 'display_metadata', 'model_only')}, 0) = 0")
    summaries = []   # (a summary, left out unless it is a carried user turn: below)
    if "_compressed_summary" in message_columns:
        summaries.append(f"COALESCE({p}_compressed_summary, 0) = 0")
    if "content" in message_columns:
        head = f"ltrim(COALESCE({p}content, ''), {_WHITESPACE})"
        opens = " OR ".join(f"substr({head}, 1, {len(o)}) = {_literal(o)}"
                            for o in SUMMARY_OPENINGS)
        # (Read from the content's first 256 characters, trimmed once a comparison: ltrim of
        # the whole content for each of the openings doubled the due scan's cost.)
        start = f"ltrim(substr(COALESCE({p}content, ''), 1, 256), {_WHITESPACE})"
        firsts = ", ".join(sorted({_literal(o[0]) for o in NOTICE_OPENINGS}))
        notices = (f"substr({start}, 1, 1) IN ({firsts}) AND ("
                   + " OR ".join(f"substr({start}, 1, {len(o)}) = {_literal(o)}"
                                 for o in NOTICE_OPENINGS) + ")")
        merged = f"instr(COALESCE({p}content, ''), {_literal(MERGED_SUMMARY_DELIMITER)}) > 0"
        summaries.append(f"NOT ({opens} OR {merged}"
                         + (f" OR ({p}role = 'user' AND ({notices}))"
                            if "role" in message_columns else "") + ")")
        if "role" in message_columns and summaries:
            summaries = [f"(({' AND '.join(summaries)}) OR "
                         f"{_carried_sql(p, head, start, opens, merged)})"]
    parts += summaries
    return "(" + " AND ".join(parts) + ")" if parts else "1"


def _carried_sql(p: str, head: str, start: str, opens: str, merged: str) -> str:
    """A row Hermes folded a compaction summary into that still holds its own words
    (:func:`carried_words`): the delimiter form on a user or an assistant row, the legacy
    form (a summary opening, its end marker, then words) on a user row."""
    marker = _literal(SUMMARY_END_MARKER)
    after = (f"ltrim(substr(COALESCE({p}content, ''), instr(COALESCE({p}content, ''), {marker})"
             f" + {len(SUMMARY_END_MARKER)}), {_WHITESPACE})")
    delimited = (f"({p}role IN ('user', 'assistant') AND {merged} AND substr({start}, 1,"
                 f" {len(MERGED_PRIOR_HEADER)}) = {_literal(MERGED_PRIOR_HEADER)})")
    legacy = (f"({p}role = 'user' AND ({opens}) AND instr(COALESCE({p}content, ''), {marker}) > 0"
              f" AND {after} != '')")
    return f"({delimited} OR {legacy})"


def carried_condition(message_columns: Collection[str], alias: str = "m") -> str:
    """SQL true for a carried row in either merged form (:func:`carried_words`); false on a
    schema with no content or role column."""
    if not {"content", "role"} <= set(message_columns):
        return "0"
    p = f"{alias}." if alias else ""
    head = f"ltrim(COALESCE({p}content, ''), {_WHITESPACE})"
    start = f"ltrim(substr(COALESCE({p}content, ''), 1, 256), {_WHITESPACE})"
    opens = " OR ".join(f"substr({head}, 1, {len(o)}) = {_literal(o)}" for o in SUMMARY_OPENINGS)
    merged = f"instr(COALESCE({p}content, ''), {_literal(MERGED_SUMMARY_DELIMITER)}) > 0"
    return _carried_sql(p, head, start, opens, merged)


def visible_condition(message_columns: Collection[str], alias: str = "m", *,
                      retired: bool = True) -> str:
    """SQL true for rows that are part of the conversation as the user had it: spoken (see
    :func:`spoken_condition`) and not rewound. ``retired``: whether rows compaction retired
    (``active = 0, compacted = 1``) count — yes for search, no for review and summaries.

    ``active`` NULL, which older Hermes builds wrote, counts as live (Hermes repairs it to 1).
    """
    p = f"{alias}." if alias else ""
    spoken = spoken_condition(message_columns, alias)
    if "active" not in message_columns:
        return spoken
    live = f"COALESCE({p}active, 1) != 0"
    if retired and "compacted" in message_columns:
        live = f"({live} OR {p}compacted = 1)"
    return f"({live} AND {spoken})"


def session_excluded_condition(session_columns: Collection[str], alias: str = "s", *,
                               sources: Collection[str] = UNREVIEWED_SOURCES) -> str:
    """SQL true for a ``sessions`` row that is not a conversation with the user (a subagent
    by its source or its delegate marker, or one of ``sources``). NULL-safe, so a LEFT JOIN
    that found no session row reads as "not excluded"."""
    p = f"{alias}." if alias else ""
    parts = []
    if "source" in session_columns and sources:
        listed = ", ".join(_literal(s) for s in sources)
        parts.append(f"COALESCE({p}source, '') IN ({listed})")
    if "model_config" in session_columns:
        parts.append(f"{_json_key(p + 'model_config', DELEGATE_MARKER)} IS NOT NULL")
    return "(" + " OR ".join(parts) + ")" if parts else "0"
