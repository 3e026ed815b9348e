"""What an enqueue call returns (a module of its own so that the light ``reverie.jobs``
package, the enqueuer and the tasks module all import it from below, with no cycle)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class EnqueueResult:
    kind: str
    session_id: str
    job_id: str | None       # None when the queue was unreachable
    queued: bool             # a new message was sent
    note: str

    @property
    def id(self) -> str | None:
        """The job id (the name huey's own result handles use)."""
        return self.job_id

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
