"""reverie.staging and reverie.notify (issue 22): defaults, validation, the URL kept secret."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from reverie.config import ConfigError, load_settings
from reverie.worker.cli import cli

HOOK = "https://hooks.example.test/services/T0/B0/sekr1tTOKENvalue"


def test_defaults(home: Path) -> None:
    s = load_settings(home, environ={})
    assert s.staging.max_age_days == 30
    assert s.staging.max_age_seconds == 30 * 86400
    assert not s.notify.enabled
    assert (s.notify.pending_count, s.notify.pending_age_hours, s.notify.dead_letters) == (20, 168, 1)


def test_values_read(home: Path) -> None:
    (home / "config.yaml").write_text(
        "reverie:\n  staging:\n    max_age_days: 2.5\n"
        f"  notify:\n    webhook_url: {HOOK}\n    pending_count: 0\n    waiting_facts: 3\n")
    s = load_settings(home, environ={})
    assert s.staging.max_age_days == 2.5
    assert s.notify.enabled and s.notify.webhook_url == HOOK
    assert s.notify.pending_count == 0 and s.notify.waiting_facts == 3


@pytest.mark.parametrize("text,key", [
    ("reverie:\n  staging:\n    max_age_days: 0\n", "reverie.staging.max_age_days"),
    ("reverie:\n  staging:\n    max_age_days: .nan\n", "reverie.staging.max_age_days"),
    ("reverie:\n  staging:\n    max_age_days: soon\n", "reverie.staging.max_age_days"),
    ("reverie:\n  notify:\n    pending_count: -1\n", "reverie.notify.pending_count"),
    ("reverie:\n  notify:\n    dead_letters: 1.5\n", "reverie.notify.dead_letters"),
    ("reverie:\n  notify:\n    timeout: 0\n", "reverie.notify.timeout"),
    ("reverie:\n  notify:\n    webhook_url: 12\n", "reverie.notify.webhook_url"),
])
def test_bad_values_name_the_key(home: Path, text: str, key: str) -> None:
    (home / "config.yaml").write_text(text)
    with pytest.raises(ConfigError, match=key.replace(".", r"\.")):
        load_settings(home, environ={})


def test_a_bad_url_is_refused_without_echoing_it(home: Path) -> None:
    (home / "config.yaml").write_text("reverie:\n  notify:\n    webhook_url: ftp://x/sekr1tTOKEN\n")
    with pytest.raises(ConfigError) as caught:
        load_settings(home, environ={})
    assert "reverie.notify.webhook_url" in str(caught.value)
    assert "sekr1tTOKEN" not in str(caught.value)


def test_config_show_hides_the_webhook_url(home: Path) -> None:
    (home / "config.yaml").write_text(f"reverie:\n  notify:\n    webhook_url: {HOOK}\n")
    shown = CliRunner().invoke(cli, ["--home", str(home), "config", "show"])
    assert shown.exit_code == 0, shown.output
    assert "webhook_url" in shown.output and "sekr1tTOKEN" not in shown.output
    assert "sekr1t" not in repr(load_settings(home, environ={}).notify)
