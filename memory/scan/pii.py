"""Checks that tell a personal identifier from an ordinary number (the ``secret.pii`` patterns).

A regex finds a number of the right shape; one of these functions then decides whether it
is an identifier, by the check digit the issuing scheme puts in it. A random 16-digit
number passes the Luhn check one time in ten and a random 18-character one the resident-ID
check one time in eleven, so each check is paired with the scheme's fixed structure
(issuer prefixes, a valid birth date, the country's IBAN length) to keep order numbers,
timestamps and phone numbers out. Each function takes the matched text (folded: lowercase,
ASCII digits) and returns True when it is an identifier.
"""

from __future__ import annotations

import datetime as _dt
import re
from functools import cache

from .word_tables import every_language, load_table

_SEPARATORS = re.compile(r"[ -]")
# Digit-group layouts cards are printed in: one run, 4-4-4-4(-1..3), Amex 4-6-5, Diners 4-6-4.
_CARD_LAYOUTS = {(4, 4, 4, 4), (4, 4, 4, 4, 1), (4, 4, 4, 4, 2), (4, 4, 4, 4, 3),
                 (4, 6, 5), (4, 6, 4)}


def luhn_ok(digits: str) -> bool:
    """The Luhn (mod 10) check every payment card number carries in its last digit."""
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = ord(char) - 48
        if position % 2:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return total % 10 == 0


def _card_issuer(digits: str) -> bool:
    """Whether the number starts like a card of a major scheme and has its length."""
    length, two, four = len(digits), int(digits[:2]), int(digits[:4])
    if digits[0] == "4":  # Visa
        return length in (13, 16, 19)
    if 51 <= two <= 55 or 2221 <= four <= 2720:  # Mastercard
        return length == 16
    if two in (34, 37):  # American Express
        return length == 15
    if four == 6011 or two == 65 or 644 <= int(digits[:3]) <= 649:  # Discover
        return 16 <= length <= 19
    if 3528 <= four <= 3589:  # JCB
        return 16 <= length <= 19
    if two in (36, 38, 39) or 300 <= int(digits[:3]) <= 305:  # Diners Club
        return 14 <= length <= 19
    if two == 62:  # UnionPay
        return 16 <= length <= 19
    return False


def is_payment_card(text: str) -> bool:
    """A card number: a known issuer's prefix and length, a printed layout, and Luhn."""
    groups = tuple(len(group) for group in _SEPARATORS.split(text))
    if len(groups) > 1 and groups not in _CARD_LAYOUTS:
        return False
    if len(groups) > 1 and len(set(_SEPARATORS.findall(text))) > 1:  # "4111 1111-1111 …"
        return False
    digits = _SEPARATORS.sub("", text)
    return (13 <= len(digits) <= 19 and _card_issuer(digits) and luhn_ok(digits)
            and digits not in published_test_cards())


@cache
def published_test_cards() -> frozenset[str]:
    """The card numbers payment providers publish for testing (``memory/scan/test_cards.json``,
    each list naming its source): public material, not a personal identifier."""
    data = load_table("test_cards.json")
    return frozenset(number for number in every_language(data["cards"]))


_CN_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CN_CHECK = "10x98765432"


def is_cn_resident_id(text: str) -> bool:
    """A PRC resident identity number (GB 11643): a real birth date and the MOD 11-2 check."""
    if len(text) != 18 or not text[:17].isdigit():
        return False
    try:
        born = _dt.date(int(text[6:10]), int(text[10:12]), int(text[12:14]))
    except ValueError:
        return False
    if not 1900 <= born.year <= 2100:
        return False
    total = sum(int(digit) * weight for digit, weight in zip(text, _CN_WEIGHTS, strict=False))
    return _CN_CHECK[total % 11] == text[17].lower()


# Registered IBAN lengths of the countries whose accounts users are most likely to mention.
IBAN_LENGTHS: dict[str, int] = {
    "ad": 24, "ae": 23, "al": 28, "at": 20, "az": 28, "ba": 20, "be": 16, "bg": 22,
    "bh": 22, "br": 29, "ch": 21, "cr": 22, "cy": 28, "cz": 24, "de": 22, "dk": 18,
    "do": 28, "ee": 20, "eg": 29, "es": 24, "fi": 18, "fo": 18, "fr": 27, "gb": 22,
    "ge": 22, "gi": 23, "gl": 18, "gr": 27, "gt": 28, "hr": 21, "hu": 28, "ie": 22,
    "il": 23, "is": 26, "it": 27, "jo": 30, "kw": 30, "kz": 20, "lb": 28, "li": 21,
    "lt": 20, "lu": 20, "lv": 21, "mc": 27, "md": 24, "me": 22, "mk": 19, "mr": 27,
    "mt": 31, "mu": 30, "nl": 18, "no": 15, "pk": 24, "pl": 28, "ps": 29, "pt": 25,
    "qa": 29, "ro": 24, "rs": 22, "sa": 24, "se": 24, "si": 19, "sk": 24, "sm": 27,
    "tn": 24, "tr": 26, "ua": 29, "vg": 24, "xk": 20,
}


def is_iban(text: str) -> bool:
    """An IBAN: a registered country's exact length and the ISO 13616 mod-97 check.

    The match may run on into following words ("… 00 is my IBAN"), so the account is the
    first ``length`` characters, which must end where a group does.
    """
    compact = text.replace(" ", "")
    length = IBAN_LENGTHS.get(compact[:2])
    if length is None or len(compact) < length:
        return False
    account = compact[:length]
    # The account must end at a space or the end of the match, not inside a word.
    consumed, index = 0, 0
    while consumed < length:
        if text[index] != " ":
            consumed += 1
        index += 1
    if index < len(text) and text[index] != " ":
        return False
    rearranged = account[4:] + account[:4]
    number = "".join(str(int(char, 36)) for char in rearranged)
    return int(number) % 97 == 1


def is_us_ssn(text: str) -> bool:
    """A US Social Security number written AAA-GG-SSSS, in the ranges ever issued."""
    area, group, serial = text.split("-")
    return (area not in ("000", "666") and area[0] != "9" and group != "00"
            and serial != "0000")
