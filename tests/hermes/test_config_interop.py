"""A config.yaml written by Hermes 0.19.0's own config code loads in Reverie (spec §13)."""

from __future__ import annotations

from reverie.config import load_settings
from reverie.config.services import OPENAI_COMPATIBLE

# Hermes writes its full default configuration, then what its docs suggest beside Reverie:
# the background review on OpenRouter, its own in-process review off, approval on (as the
# string "approve", which Hermes' gate reads as on).
WRITE = r"""
import json
from hermes_cli.config import load_config, save_config, set_config_value
cfg = load_config()
cfg["auxiliary"]["background_review"].update(
    provider="openrouter", model="google/gemini-3-flash-preview",
    extra_body={"provider": {"sort": "price"}}, reasoning_effort="low")
cfg["memory"]["nudge_interval"] = 0
save_config(cfg)
set_config_value("memory.write_approval", "approve")
from tools.write_approval import write_approval_enabled
# Every key Hermes knows, with its defaults, as a second home's config.yaml.
import pathlib, yaml
from hermes_cli.config import DEFAULT_CONFIG
full = pathlib.Path(FULL)
full.mkdir()
(full / "config.yaml").write_text(yaml.safe_dump(DEFAULT_CONFIG, sort_keys=False), encoding="utf-8")
print(json.dumps({"gate": write_approval_enabled("memory")}))
"""


def test_hermes_written_config_loads(hermes, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    full = tmp_path / "full"
    out = hermes.run_json(f"FULL = {str(full)!r}\n" + WRITE, home)
    assert out == {"gate": True}
    text = (home / "config.yaml").read_text(encoding="utf-8")
    assert "background_review" in text and "openrouter" in text
    settings = load_settings(home, environ={"HOME": str(tmp_path)})
    review = settings.background_review
    assert (review.provider, review.service) == ("openai", "openrouter")
    assert review.base_url == OPENAI_COMPATIBLE["openrouter"][0]
    assert review.model == "google/gemini-3-flash-preview"
    assert review.extra_body == {"provider": {"sort": "price"}}
    assert review.reasoning_effort == "low"
    assert settings.memory.write_approval is True          # both sides agree: on
    assert settings.memory.nudge_interval == 0             # Hermes' review off ...
    assert settings.schedule.nudge_interval == 10          # ... Reverie's own still on
    assert settings.raw["_config_version"]                 # unknown keys kept, ignored
    defaults = load_settings(full, environ={"HOME": str(tmp_path)})
    assert "mcp_servers" in defaults.raw or len(defaults.raw) > 20
    assert defaults.memory.write_approval is False and defaults.memory.nudge_interval == 10
    assert defaults.background_review.provider == "auto"


PROVIDERS = r"""
import json
from providers import list_providers
print(json.dumps([{"names": [p.name, *(getattr(p, "aliases", ()) or ())], "base_url": p.base_url,
                   "api_mode": getattr(p, "api_mode", None)} for p in list_providers()]))
"""


def test_every_hermes_provider_name_maps_or_is_one_line_refused(hermes, tmp_path):
    """Each provider name and alias Hermes 0.19 registers, taken from Hermes at test time."""
    import pytest

    from reverie.config import ConfigError
    from reverie.config.services import resolve_service

    home = tmp_path / "home"
    home.mkdir()
    profiles = hermes.run_json(PROVIDERS, home)
    assert len(profiles) > 20
    mapped = refused = 0
    for profile in profiles:
        for name in profile["names"]:
            key = "auxiliary.background_review.provider"
            try:
                got = resolve_service(key, name, "")
            except ConfigError as exc:
                text = str(exc)
                assert "\n" not in text and (
                    "openrouter" in text or "base_url" in text), (name, text)
                refused += 1
                continue
            mapped += 1
            if got.provider == "openai":
                # An OpenAI-compatible service: the very address Hermes calls.
                # (Hermes talks to xAI through its Responses API; xAI serves the same
                # models on /v1/chat/completions, which is what Reverie calls.)
                assert profile["api_mode"] == "chat_completions" or profile["names"][0] == "xai", name
                assert got.base_url.rstrip("/") == profile["base_url"].rstrip("/"), name
            else:
                assert got.provider == "gemini", name   # Reverie's own Gemini provider
    assert mapped > 40 and refused > 10
    with pytest.raises(ConfigError):                      # and a name Hermes does not know
        resolve_service("auxiliary.background_review.provider", "frobnicator", "")


# How each Hermes reads a config.yaml with a key twice in a section only Hermes reads, which
# Reverie loads and `reverie doctor` reports (config.settings.repeated_key_elsewhere): 0.19
# keeps the last (PyYAML), 0.22 refuses the whole file before a non-interactive run (ruamel).
REPEAT = r"""
import json, pathlib, os
pathlib.Path(os.environ["HERMES_HOME"], "config.yaml").write_text(
    "terminal:\n  backend: local\nterminal:\n  backend: docker\n", encoding="utf-8")
from hermes_cli import config
check = getattr(config, "require_parseable_user_config", None)
try:
    if check is not None:
        check()
    loaded = config.load_config()["terminal"]["backend"]
    print(json.dumps({"refused": False, "backend": loaded}))
except Exception as exc:
    print(json.dumps({"refused": True, "why": str(exc)}))
"""


def test_each_hermes_reads_a_key_twice_as_the_doctor_says(hermes, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    out = hermes.run_json(REPEAT, home)
    if hermes.modern:
        assert out["refused"] is True and "terminal" in out["why"]
    else:
        assert out == {"refused": False, "backend": "docker"}
    settings = load_settings(home, environ={"HOME": str(tmp_path)})
    assert settings.raw["terminal"] == {"backend": "docker"}
