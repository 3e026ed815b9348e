"""What the scanner keeps with each entry answers as reading again would (fast36: the
write path's row gates).

An entry's views keep its ASCII digits and whether both its texts hold a Han ideograph;
the row gates' block of entries adds those up instead of reading the block's joined text
again (``scanner._row_block``): the same counts as the joined text's.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverie.memory.scan import joined_read, reach, scanner, table_search

# Latin words, digits, Han ideographs (both blocks of reach.HAN) and marks, so blocks
# hold entries with and without digits and ideographs, glued and spaced
_PIECES = st.sampled_from(["note", "tea", "Ab", "12", "7", "2024", "猫", "喜欢", "㐀", "x9",
                           " ", ".", "-", "é", "ID", "key"])
_TEXTS = st.lists(_PIECES, min_size=1, max_size=8).map("".join).map(str.strip).filter(bool)


def _holds_han(text: str) -> bool:
    return any(low <= ord(char) <= high for char in text for low, high in reach.HAN)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_TEXTS)
def test_an_entry_keeps_its_digits_and_ideographs(text: str) -> None:
    views = joined_read.entry_views(text, scanner.pattern_table())
    assert views.digits == table_search.ascii_digits(views.folded)
    assert views.holds_han == (_holds_han(views.folded) and _holds_han(views.cased))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_TEXTS, min_size=1, max_size=scanner._QUIET_BLOCK), st.booleans())
def test_a_row_block_adds_up_its_entries(texts: list[str], glued: bool) -> None:
    block = scanner._row_block(tuple(texts), glued)
    views = [scanner._ENTRY_VIEWS.get(text) for text in texts]
    joins = [scanner._row_join(before, after, glued)
             for before, after in zip(texts, texts[1:], strict=False)]
    joined = (None if None in joins or not all(view.stitchable for view in views)
              else joined_read.stitch(texts, views, joins))
    if joined is None:
        assert block is None
        return
    # the joined text's own counts, as the block read them before
    assert block[1] == table_search.ascii_digits(joined.folded)
    assert block[8] == all(_holds_han(view.folded) and _holds_han(view.cased) for view in views)
