"""The review as data: what a reviewer is shown, before it is written out as prompt text.

:func:`review.prompts.build_review_prompt` builds one :class:`ReviewInput` and renders it
as the prompt text a model reads; the same object rides on
:attr:`review.prompts.ReviewPrompt.review`, and the engine hands it to every provider as
``generate_json(..., review=)``. A model ignores it and reads the text; the offline
heuristic reads only it, so no provider has to parse the prompt back (docs/architecture.md).

Only :attr:`ReviewInput.messages` is evidence. ``earlier`` (the same session before the
cursor) and ``lineage`` (the sessions this one continues) are context: a proposal may use
them to understand what the new messages change, never as the reason to keep something.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from reverie.config.terminal import without_terminal_codes

TARGETS = ("memory", "user")


@dataclass(frozen=True)
class ReviewMessage:
    """One message as the reviewer sees it.

    ``role`` is who said it (``user`` is the only role whose words may become memory on
    their own); ``session_id`` is the session it belongs to (a parent's, in ``lineage``);
    ``tool_name`` names the tool a ``tool`` message came from.
    """

    id: int
    role: str
    content: str
    session_id: str = ""
    tool_name: str | None = None
    #: When it was said (seconds since the epoch), if known: "yesterday" in a kept fact is
    #: written as the date it was (the offline heuristic's time anchoring).
    at: float | None = None


@dataclass(frozen=True)
class ReviewInput:
    """Everything one review call is about.

    * ``messages``: the new messages since the cursor, oldest first (the only evidence);
    * ``entries``: the live entries as ``(target, text)``, in file order, as shown to a model
      (an entry failing the memory scan is replaced by a ``[BLOCKED: …]`` line);
    * ``usage``: ``target -> (characters used, limit)``;
    * ``earlier``: the last few messages of this session before the cursor (context);
    * ``lineage``: user messages of the sessions this one continues, nearest parent last
      (context: "what did the user say before this continuation");
    * ``rejected``: proposal texts the operator rejected;
    * ``do_not_remember``: the user's "don't remember …" requests.
    """

    messages: tuple[ReviewMessage, ...]
    entries: tuple[tuple[str, str], ...] = ()
    usage: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    earlier: tuple[ReviewMessage, ...] = ()
    lineage: tuple[ReviewMessage, ...] = ()
    rejected: tuple[str, ...] = ()
    do_not_remember: tuple[str, ...] = ()
    session_id: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "usage", MappingProxyType(dict(self.usage)))

    def room(self, target: str) -> int | None:
        """Characters still free in ``target`` (None when its limit is unknown)."""
        if target not in self.usage:
            return None
        used, limit = self.usage[target]
        return limit - used


def review_message(message: object, *, session_id: str = "") -> ReviewMessage:
    """A :class:`ReviewMessage` from anything with ``id``, ``role`` and ``content`` (a
    ``search_index.Message``); its own ``session_id`` wins over the one given."""
    return ReviewMessage(
        id=int(getattr(message, "id")),  # noqa: B009 - duck-typed: any message record
        role=str(getattr(message, "role", None) or "unknown"),
        content=str(getattr(message, "content", None) or ""),
        session_id=str(getattr(message, "session_id", None) or session_id),
        tool_name=getattr(message, "tool_name", None),
        at=_seconds(getattr(message, "timestamp", None)))


def _seconds(value: object) -> float | None:
    try:
        return float(value) if value is not None else None  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None


def plain_text(messages: Sequence[Any]) -> list[Any]:
    """The messages with pasted terminal codes taken out (copies; a message without any is
    itself). Everything downstream reads these, the same text: the reviewer, the exclusions,
    the grounding of a proposal in what the user said, the scan of what is kept, and a
    summary's transcript. A colour code left in made the scanner withhold a fact said in
    colour as a control character."""
    plain = []
    for message in messages:
        content = message.content or ""
        clean = without_terminal_codes(content)
        plain.append(message if clean == content else dataclasses.replace(message, content=clean))
    return plain
