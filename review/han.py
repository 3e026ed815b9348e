"""Han text read in one script: the reading copy of a Chinese text in simplified characters.

The heuristic's Chinese rows and shapes (zhlearn2, session 31) and the slot model's Chinese
shapes (zhlearn3, session 32) are written in simplified characters; a text in traditional
ones is read through this fold, one character for one (the scanner's table, built from
OpenCC). Only a reading copy: what is stored is never changed. Shared here, below both, so
the slot model (which the consolidation asks too) and the heuristic read one script alike.
"""

from __future__ import annotations

import re
from functools import cache

from reverie.memory.scan.normalise import traditional_to_simplified

_CJK = re.compile(r"[\u3400-\u9fff]")
# Not where kana say the text is Japanese, whose kanji the table would fold too.
_KANA = re.compile(r"[\u3040-\u30ff]")


@cache
def _to_simplified() -> dict[int, str]:
    # a key the simplified standard set (GB 2312) holds is a simplified character too, whose
    # fold would change a simplified text: 著 of 著名 → 着, 抬 → 擡. Only 後 is kept, a
    # traditional form GB 2312 holds for names alone, which simplified text writes 后
    def simplified_too(code: int) -> bool:
        try:
            chr(code).encode("gb2312")
        except UnicodeEncodeError:
            return False
        return chr(code) != "後"
    return {code: to for code, to in traditional_to_simplified().items() if not simplified_too(code)}


def simplified(text: str) -> str:
    """``text`` read in simplified characters when it is Chinese (above); else as it is."""
    if not _CJK.search(text) or _KANA.search(text):
        return text
    return text.translate(_to_simplified())
