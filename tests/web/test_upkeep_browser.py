"""Memory upkeep in the console, in a real browser (issue 20): Debian's Chromium, headless,
driven by Playwright, against a real `reverie serve` process. The Memory page shows the
waiting facts and the pending consolidation and protects an entry; the Archive page finds
an archived fact and restores it through the store."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from reverie.memory.pending.staging import approve, list_pending
from reverie.memory.upkeep.protection import protected_list
from reverie.review.consolidate import consolidate_target
from tests.upkeep.support import archived, learn, live, port_fact, waiting
from tests.web.conftest import start_console
from tests.web.test_browser import CHROMIUM, CHROMIUM_ARGS
from tests.worker.conftest import settings_for, write_config


@pytest.fixture
def upkept(home: Path, clean_env, spawn, clock):
    """MEMORY.md of 600 characters, full, facts waiting, one consolidation approved (its
    entries archived) and the next one pending."""
    write_config(home, memory={"memory_char_limit": 600})
    settings = settings_for(home)
    for i in range(15):
        learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    first = consolidate_target(settings, "memory", clock=clock)
    approve(settings, first.record_id, who="op")
    consolidate_target(settings, "memory", clock=clock)          # the waiting facts land
    for i in range(15, 22):
        learn(settings, f"s{i:03d}", port_fact(i), day=i, clock=clock)
    second = consolidate_target(settings, "memory", clock=clock)
    assert second.status == "staged" and waiting(settings)
    proc, url = start_console(spawn, home)
    yield settings, second.record_id, url


@pytest.mark.slow
def test_memory_and_archive_pages_in_chromium(upkept, tmp_path: Path) -> None:
    settings, pending_id, url = upkept
    base = url.split("/?", 1)[0]
    errors: list[str] = []
    gone = archived(settings)[-1]                 # the oldest fact: "Service-0 listens …"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(url)
            page.goto(f"{base}/memory")
            card = page.locator("#target-memory")
            upkeep = card.locator(".upkeep").inner_text()
            assert f"{len(waiting(settings))} waiting" in upkeep and pending_id in upkeep
            attention = card.locator(".attention").inner_text()
            assert "wait for room in memory" in attention and pending_id in attention
            card.locator("details.waiting summary").click()
            assert waiting(settings)[0] in card.locator(".waiting-facts").inner_text()

            # Protect the first entry: the notice says so, the badge shows, the library agrees.
            entry = card.locator("li.entry").first
            text = entry.locator(".entry-text").inner_text()
            entry.get_by_role("button", name="Protect").click()
            page.wait_for_url(re.compile(r".*/memory\?n="))
            assert "Protected in memory" in page.locator(".notice.ok").inner_text()
            assert [r["text"] for r in protected_list(settings)] == [text]
            assert "protected" in page.locator("#target-memory li.entry").first.inner_text()

            # The archive: search, then restore the oldest fact (it fits: a few chars left).
            page.goto(f"{base}/archive?q=service-0")
            fact = page.locator("ol.archive li.entry")
            assert fact.count() == 1 and gone in fact.inner_text()
            assert "moved to the archive for room" in fact.locator(".why").inner_text()
            page.screenshot(path=str(tmp_path / "archive.png"), full_page=True)
            room = 600 - len("\n§\n".join(live(settings))) - 3
            fact.get_by_role("button", name="Restore").click()
            page.wait_for_url(re.compile(r".*/archive\?n="))
            notice = page.locator(".notice").inner_text()
            if room >= len(gone):
                assert "Restored archived fact" in notice and gone in live(settings)
                assert gone not in archived(settings)
            else:   # the store refuses what does not fit, and says how to make room
                assert "was not restored" in notice and "make room" in notice
                assert gone in archived(settings) and gone not in live(settings)
        finally:
            browser.close()
    assert errors == []
    assert [r.id for r in list_pending(settings)] == [pending_id]
