"""Issue 30, item 5: the pending page in a real browser (Debian's Chromium, headless, driven
by Playwright, against a real `reverie serve` process). "Edit before approving" looks like
a control (a bordered button, then an editable box), and a long consolidation batch starts
collapsed: a 22-entry batch made a 2,600 px page. Screenshots of both are kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from reverie.memory.pending.staging import list_pending
from reverie.review.consolidate import consolidate_target
from tests.memory.support import write_entries
from tests.web.conftest import start_console
from tests.web.support import seed
from tests.web.test_browser import CHROMIUM, CHROMIUM_ARGS


@pytest.fixture
def long_batch(home: Path, clean_env, spawn, clock):
    """The console's seeded home (editable staged adds) plus a pending consolidation of
    more entries than a page should show at once."""
    seeded = seed(home)
    settings = seeded.settings
    write_entries(settings, "memory", [f"Service-{i} listens on port {7000 + i} in staging."
                                       for i in range(48)])
    batch = consolidate_target(settings, "memory", clock=clock)
    assert batch.status == "staged", batch
    [record] = [r for r in list_pending(settings) if r.id == batch.record_id]
    operations = record.payload.get("operations", [])
    assert len(operations) > 6, operations
    proc, url = start_console(spawn, home)
    yield seeded, batch.record_id, len(operations), url


@pytest.mark.slow
def test_the_edit_control_and_a_collapsed_long_batch(long_batch, tmp_path: Path) -> None:
    seeded, batch_id, n_ops, url = long_batch
    errors: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(url)
            batch = page.locator(f'[data-record="{batch_id}"]')
            toggle = batch.locator("details.long-batch > summary")
            assert toggle.inner_text() == f"Show the {n_ops} operations and the diff"
            assert not batch.locator("table.ops").is_visible()      # collapsed at first
            card_height = batch.bounding_box()["height"]
            assert card_height < 600, card_height

            edit = page.locator(f'[data-record="{seeded.add_user}"] details.edit')
            summary = edit.locator("summary")
            # A control: a bordered, clickable button, not a caption.
            look = summary.evaluate("e => { const s = getComputedStyle(e); return "
                                    "[s.cursor, s.borderTopStyle, s.display]; }")
            assert look == ["pointer", "solid", "inline-block"], look
            page.screenshot(path=str(tmp_path / "pending-collapsed.png"), full_page=True)

            summary.click()
            box = edit.locator("textarea")
            assert box.is_visible() and box.is_editable()
            border = box.evaluate("e => getComputedStyle(e).borderTopStyle")
            assert border == "solid"
            toggle.click()
            assert batch.locator("table.ops").is_visible()
            assert batch.locator("table.ops tbody tr").count() == n_ops
            assert batch.bounding_box()["height"] > card_height
            page.screenshot(path=str(tmp_path / "pending-open.png"), full_page=True)
        finally:
            browser.close()
    assert not errors
    for name in ("pending-collapsed.png", "pending-open.png"):
        assert (tmp_path / name).stat().st_size > 10_000     # a rendered page, not a blank
