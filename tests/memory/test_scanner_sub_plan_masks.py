"""A plan of some of the table's rows reads a text's literal mask from the table's mask of
the same text (fast35): the glued read's secret rows take an entry's mask from the one its
scan made. Held here to the mask read from the text, on any text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory.scan import joined_read, scanner, table_search
from reverie.memory.scan.patterns import pattern_table

# letters, the pieces of keys and labels, look-alikes, CJK, marks
_ALPHABET = st.sampled_from(list("abcdeghiklmnoprstuxyzAKIPSX_-:=/.@ 0123456789\n") + [
    "ghp_", "sk-", "AKIA", "xoxb-", "password", "token", "密码", "İ", "ſ", "é", "\u0301",
    "api key", "Bearer ", "-----BEGIN ", "secret"])


@settings(max_examples=400, deadline=None)
@given(st.lists(_ALPHABET, max_size=30).map("".join))
def test_the_secret_rows_mask_is_the_tables_renumbered(text: str) -> None:
    full = table_search.plan_for(pattern_table())
    secrets = table_search.plan_for(scanner._secret_rows())
    views = joined_read.entry_views(text, pattern_table())
    expected = joined_read.padded_masks(secrets, views.folded, views.cased)
    assert secrets.mask_from(full, views.masks) == expected
    assert views.masks_for(secrets) == expected


def test_a_plan_that_does_not_file_every_literal_is_not_read_from() -> None:
    full = table_search.plan_for(pattern_table())
    secrets = table_search.plan_for(scanner._secret_rows())
    # the table's literals are not all the secret rows': no renumbering that way round
    assert full.mask_from(secrets, 0) is None
    assert secrets.mask_from(full, 0) == 0
