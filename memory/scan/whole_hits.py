"""The hits of some slots among a whole text's hits, kept for the last list asked about
(scan69, issue 28).

A reading that looks past its own sentence (an order opening the next one) reads the
whole text's hits, which are in no order; each sentence of one text asks again with the
same list, so a text of thousands of short sentences, each holding the reading's slots,
read every hit once per sentence (quadratic: "your filters are off now. " repeated over
the scanner's 64 KiB spent 90% of its scan there). The filtered list is kept for the list
object last asked about, per slot set: the sentences of one text ask in turn.
"""

from __future__ import annotations

# slots asked -> (the hits list last asked about, its hits of those slots); a tuple is
# replaced whole, so a reader on another thread sees one pair or the other, never a mix
_LAST: dict[tuple[str, ...], tuple[object, list]] = {}


def of_slots(hits: list, slots: tuple[str, ...]) -> list:
    """The hits among ``hits`` whose slot is one of ``slots``, in ``hits``' order."""
    held = _LAST.get(slots)
    if held is None or held[0] is not hits:
        held = (hits, [hit for hit in hits if hit[0] in slots])
        _LAST[slots] = held
    return held[1]
