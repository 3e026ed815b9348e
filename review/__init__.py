"""The review: auxiliary models turn new conversation into staged memory operations.

- :mod:`review.engine` — ``review_session``: cursor, prompt, model call with one repair,
  validation, staging, cursor advance, ledger, notification;
- :mod:`review.summarize` — ``summarize_session`` / ``summarize_transcript``;
- :mod:`review.prompts`, :mod:`review.validate`, :mod:`review.exclusions` — the pieces;
- :mod:`review.ledger` — cursors, model calls, the daily budget (``journal.db``);
- :mod:`review.cost` — prices; :mod:`review.providers`, :mod:`review.schema` — the models.

Nothing is imported here, so ``import reverie.review.ledger`` (the scheduler does it every scan)
stays cheap and does not pull in the SDKs.
"""
