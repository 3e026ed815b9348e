"""The CLI starts without importing google-genai (or httpx): provider modules are imported
by name on first use, so `reverie tool` / `reverie memory` with the heuristic never pay
for an SDK they do not call. Checked in fresh interpreters, where sys.modules is honest."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = ("google.genai", "httpx")


def run_python(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=60)


def test_importing_the_cli_imports_no_model_sdk():
    ran = run_python("import sys, reverie.worker.cli\n"
                     f"print([m for m in {HEAVY!r} if m in sys.modules])")
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == "[]"


@pytest.mark.slow
def test_heuristic_tool_and_memory_commands_never_import_google_genai(home, clean_env):
    code = (
        "import sys\n"
        "from reverie.worker.cli import main\n"
        "for argv in ([\"tool\", \"memory\", '{\"action\": \"add\", \"target\": \"memory\","
        " \"content\": \"The CI runner is hopper.\"}'], [\"memory\", \"show\"]):\n"
        "    try:\n"
        "        main([\"--home\", sys.argv[1], *argv])\n"
        "    except SystemExit as exit_:\n"
        "        assert exit_.code == 0, (argv, exit_.code)\n"
        "print('google.genai' in sys.modules)\n")
    ran = run_python(code, str(home))
    assert ran.returncode == 0, ran.stderr
    assert "hopper" in ran.stdout and ran.stdout.strip().endswith("False")


@pytest.mark.slow
def test_a_provider_asked_for_by_name_is_imported_then(home):
    ran = run_python(
        "import sys\n"
        "from reverie.config import load_settings\n"
        "from reverie.review.providers import get_provider, registered\n"
        "assert 'google.genai' not in sys.modules\n"
        "settings = load_settings(sys.argv[1], environ={'GEMINI_API_KEY': 'AIza' + 'x' * 35},"
        " overrides={'auxiliary': {'background_review': {'provider': 'gemini'}}})\n"
        "provider = get_provider(settings.background_review, settings.environ)\n"
        "print(type(provider).__name__, 'google.genai' in sys.modules,"
        " sorted(registered()))\n", str(home))
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.split(None, 1)[1].strip() == "True ['gemini', 'heuristic', 'openai']"
