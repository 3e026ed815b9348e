"""A job kind that exists only in a table: ``digest`` (one model call per session).

Used by test_kinds.py, in the test process (to enqueue and monitor) and as a real worker
process (``python -m tests.worker.digest_kind HOME``), to prove that a new kind is one table
entry plus its engine function: nothing in jobs/ or worker/ names it.
"""

from __future__ import annotations

import sys
from typing import Any

from reverie.config import Clock, Settings, load_settings
from reverie.jobs.kinds import JobKind, default_kinds, due_on_request
from reverie.jobs.ledger import Outcome
from reverie.review.calls import CallContext
from reverie.review.cost import cost_of
from reverie.review.ledger import record_call
from reverie.review.providers import get_provider
from reverie.search_index import SessionStore


def run_digest(ctx: Any, session_id: str, call: CallContext) -> Any:
    """The engine function: one model call over the session, recorded under ``call``."""
    with SessionStore.open(ctx.settings) as store:
        text = "\n".join(m.content for m in store.messages(session_id))
    provider = ctx.provider_for("digest")
    generation = provider.generate_text(f"Digest this session:\n{text}")
    usage = generation.usage
    record_call(ctx.settings, call=call, purpose="digest", provider=generation.provider,
                model=generation.model, session_id=session_id,
                input_tokens=usage.input_tokens, output_tokens=usage.output_tokens,
                cost_usd=cost_of(generation.model, input_tokens=usage.input_tokens,
                                 output_tokens=usage.output_tokens).usd)
    return generation.text


def _provider(settings: Settings, clock: Clock) -> Any:
    return get_provider(settings.session_search, settings.environ, clock=clock)


def kinds() -> dict[str, JobKind]:
    return {**default_kinds(),
            "digest": JobKind("digest", run=run_digest, purposes=("digest",),
                              find_due=due_on_request, outcome=lambda text: Outcome(),
                              found_by="scan", provider=_provider)}


def main(home: str) -> None:
    import signal

    from reverie.jobs.queue import make_huey
    from reverie.jobs.tasks import register
    from reverie.worker.pool import Pool, Stop
    from reverie.worker.run import run_pool_forever

    settings = load_settings(home)
    tasks = register(make_huey(settings), settings, kinds=kinds())
    stop = Stop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, stop.request)
    pool = Pool.of_one(settings, tasks=tasks, workers=1, kinds=tasks.kinds)
    run_pool_forever(pool, stop, consume=True, schedule=False)


if __name__ == "__main__":
    main(sys.argv[1])
