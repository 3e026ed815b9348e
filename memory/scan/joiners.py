"""Where a zero-width joiner or non-joiner is spelling, not hiding (issue 28).

U+200C (ZWNJ) and U+200D (ZWJ) are part of the orthography of some scripts: Persian
writes "می‌خواهم" and "کتاب‌ها" with a ZWNJ, Urdu, Kurdish and Pashto do the same, and
the Indic scripts use ZWJ/ZWNJ after a virama to choose a half form or stop a conjunct
("क्‍ष", Malayalam chillu, Sinhala "ශ්‍රී"). Emoji sequences glue pictographs with ZWJ
(👨‍👩‍👧, 🏳️‍🌈, 👩‍💻). Anywhere else a joiner only hides something: it splits a Latin keyword
("ig\\u200cnore"), or a run of them carries bits. So a joiner is allowed only

* between two letters (or a letter and its combining mark) of one script that uses it, or
* between two pictographs of an emoji sequence (a variation selector or a skin-tone
  modifier may close the first one).

Nothing else is allowed here: zero-width space, word joiner, BOM and tag characters are
refused by their own groups as before, and two joiners in a row have no letter between
them. The readings after this one strip every format character before matching
(:func:`memory.scan.normalise.strip_marks`), so a Persian override spelt with its ZWNJ is
still read whole.
"""

from __future__ import annotations

import unicodedata

__all__ = ["is_spelling_joiner"]

ZWNJ, ZWJ = "\u200c", "\u200d"

#: Scripts whose orthography uses ZWNJ/ZWJ between letters, as code point ranges per
#: script (Unicode blocks; a joiner must have the same script on both sides).
_JOINING_SCRIPTS: dict[str, tuple[tuple[int, int], ...]] = {
    # Arabic script: Persian, Urdu, Kurdish (Sorani), Pashto, Sindhi …
    "arabic": ((0x0600, 0x06FF), (0x0750, 0x077F), (0x0870, 0x08FF), (0xFB50, 0xFDFF),
               (0xFE70, 0xFEFC)),
    "syriac": ((0x0700, 0x074F),),
    "nko": ((0x07C0, 0x07FF),),
    "devanagari": ((0x0900, 0x097F), (0xA8E0, 0xA8FF)),
    "bengali": ((0x0980, 0x09FF),),
    "gurmukhi": ((0x0A00, 0x0A7F),),
    "gujarati": ((0x0A80, 0x0AFF),),
    "oriya": ((0x0B00, 0x0B7F),),
    "tamil": ((0x0B80, 0x0BFF),),
    "telugu": ((0x0C00, 0x0C7F),),
    "kannada": ((0x0C80, 0x0CFF),),
    "malayalam": ((0x0D00, 0x0D7F),),
    "sinhala": ((0x0D80, 0x0DFF),),
    "myanmar": ((0x1000, 0x109F),),
    "khmer": ((0x1780, 0x17FF),),
    "mongolian": ((0x1800, 0x18AF),),
}

#: Emoji pictographs (the Extended_Pictographic ranges that hold emoji, approximately:
#: Python's unicodedata has no emoji properties).
_PICTOGRAPHS: tuple[tuple[int, int], ...] = (
    (0x00A9, 0x00A9), (0x00AE, 0x00AE), (0x203C, 0x203C), (0x2049, 0x2049),
    (0x2122, 0x2122), (0x2139, 0x2139), (0x2194, 0x21AA), (0x231A, 0x23FF),
    (0x24C2, 0x24C2), (0x25AA, 0x25FE), (0x2600, 0x27BF), (0x2934, 0x2935),
    (0x2B05, 0x2B55), (0x3030, 0x3030), (0x303D, 0x303D), (0x3297, 0x3297),
    (0x3299, 0x3299), (0x1F000, 0x1FAFF),
)
#: What may close a pictograph before its ZWJ: emoji presentation (U+FE0F) and skin tones.
_VIRAMA = 9  # the canonical combining class of every Indic virama
_EMOJI_CLOSERS = frozenset(["\ufe0f", *map(chr, range(0x1F3FB, 0x1F400))])


def _script_of(char: str) -> str | None:
    code = ord(char)
    for script, ranges in _JOINING_SCRIPTS.items():
        if any(first <= code <= last for first, last in ranges):
            return script
    return None


def _is_letter_or_mark(char: str) -> bool:
    return unicodedata.category(char)[0] in "LM"


def _is_pictograph(char: str) -> bool:
    code = ord(char)
    return any(first <= code <= last for first, last in _PICTOGRAPHS)


def _between_letters_of_one_script(before: str, after: str) -> bool:
    if not (_is_letter_or_mark(before) and _is_letter_or_mark(after)):
        return False
    script = _script_of(before)
    return script is not None and script == _script_of(after)


def _inside_emoji_sequence(text: str, position: int) -> bool:
    end = position - 1
    # A pictograph may be closed by its presentation selector and a skin tone (in either
    # order seen in the wild); at most two of them.
    for _ in range(2):
        if end >= 0 and text[end] in _EMOJI_CLOSERS:
            end -= 1
    return (end >= 0 and _is_pictograph(text[end]) and position + 1 < len(text)
            and _is_pictograph(text[position + 1]))


def is_spelling_joiner(text: str, position: int) -> bool:
    """Whether the ZWNJ or ZWJ at ``text[position]`` is one its script or an emoji
    sequence uses (see the module's docstring); False for any other character."""
    char = text[position]
    if char not in (ZWNJ, ZWJ) or position == 0:
        return False
    before = text[position - 1]
    if unicodedata.combining(before) == _VIRAMA and _script_of(before) is not None:
        # After a virama a joiner picks the half form or the chillu, even at a word's
        # end (Malayalam "ന്‍", as written before chillus had letters of their own).
        return True
    if position + 1 >= len(text):
        return False
    after = text[position + 1]
    if _between_letters_of_one_script(before, after):
        return True
    return char == ZWJ and _inside_emoji_sequence(text, position)
