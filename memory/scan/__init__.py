"""The memory scanner: what may reach a system prompt (spec §5 "Scan"; issues 5, 21).

:mod:`.scanner` is the entry point; the layers it runs are normalise, decode, secrets,
structure, intent and the pattern table (patterns, prefilter, reach, table_search,
joined_read). :mod:`.withholding` shows failing text withheld, :mod:`.blocks` counts blocks.
Nothing here imports the rest of memory/: the scanner is the floor the other rooms stand on.
"""
