"""Build ``memory/scan/look_alikes.json``: the fold's tables, prebuilt.

``memory/scan/normalise.py`` reads two tables that it can build from the Unicode database
and from confusable-homoglyphs' ``confusables.json`` (Unicode's confusables.txt as JSON,
Unicode licence): the ranges of every combining mark and format character, and every
non-ASCII character's ASCII reading. Building them walks the whole code space (~0.2 s of
CPU at every process start); this writes what the build gives, with the Unicode database
version and the CRC-32 of the confusables file it came from. ``normalise`` uses the file
only when both match the running process, and builds the tables otherwise;
``tests/memory/test_scanner_prebuilt_tables.py`` checks the file against the build.

    python dev_tools/build_look_alike_table.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reverie.memory.scan import normalise  # noqa: E402

OUT = ROOT / "memory" / "scan" / normalise._PREBUILT


def main() -> None:
    OUT.write_text(json.dumps(normalise._build_prebuilt(), ensure_ascii=False,
                              separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
