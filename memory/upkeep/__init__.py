"""Upkeep of the bounded files (spec §16): archive, its mirror, waiting facts, protection.

:mod:`.status` says where each file stands and when it is due for a consolidation; the
tables live in :mod:`.upkeep_db`; :mod:`.consolidation_undo` undoes an approved batch.
"""
