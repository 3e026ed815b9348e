"""Staging and approval: memory operations that wait for an operator (spec §17).

:mod:`.staging` is the one place the rest of Reverie imports the approval loop from; the
record format is :mod:`.records`, its files :mod:`.pending_files`, and freshness, sweep,
retired, claim, proposals, preview, describe, notify and reconcile are the loop's parts.
"""
