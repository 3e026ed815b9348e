"""Personal identifiers a background review never keeps, from any reviewer.

The memory scanner blocks identifiers it can recognise by their shape and check digit
(payment cards, IBANs, resident ids…), and lets ordinary numbers through. A review knows
more: the user said what the number *is* ("my passport number is X1234567", "我的手机号是
138…"). Such a labelled identifier is not a fact worth a system prompt, and a review
proposing it is dropped whatever the provider (``review.validate``); an operator can still
``memory add`` one on purpose. The heuristic does not even propose a fact about one
(:func:`names_identifier`).
"""

from __future__ import annotations

import re

_LABEL = (r"\b(?:phone|mobile|cell|telephone) (?:number|no\.?)|\bpassport(?: number| no\.?| id)?|"
          r"\bemployee (?:id|number|no\.?)|\bstaff (?:id|number)|\bbadge (?:id|number)|\bssn\b|"
          r"\bsocial security(?: number)?|\bnational (?:id|insurance)(?: number)?|\bid number|"
          r"\bdriver'?s licen[cs]e(?: number)?|\blicen[cs]e (?:plate|number)|\btax (?:id|number)|"
          r"\baccount number|\biban\b|\brouting number|\b(?:credit |debit )?card number|"
          r"手机号(?:码)?|电话号码|身份证(?:号(?:码)?)?|护照(?:号(?:码)?)?|工号|员工号|社保(?:号|卡号)|"
          r"银行卡号?|信用卡号?|驾(?:驶)?照号(?:码)?|车牌号?")
_LABELLED = re.compile(_LABEL, re.I)
# The value said after its label: a run with at least five digits, or letters and digits
# together ("X1234567"), within a few words of the label.
_VALUE = re.compile(r"(?<![\w-])(?=[\w-]*\d)(?:[\d][\d -]{3,}\d|[A-Za-z]{1,3}[-]?\d{5,}|\d{5,}[A-Za-z]?)"
                    r"(?![\w-])")


# Every label of _LABEL holds one of these words (lower-cased), so a text holding none of
# them is not searched (issue 27: the search tries every label at every character, ~100 us
# a sentence, and a review asks it of each candidate and each proposal). Under
# re.IGNORECASE a letter matches its two ASCII cases and four other characters match i, s
# and k (_FOLD): a text folded so holds a label's word wherever a label matches.
_WORDS = ("phone", "mobile", "cell", "passport", "employee", "staff", "badge", "ssn", "social security",
          "national", "id number", "driver", "licen", "tax", "account number", "iban", "routing number",
          "card number", "手机号", "电话号码", "身份证", "护照", "工号", "员工号", "社保", "银行卡", "信用卡",
          "驾", "车牌")
_FOLD = str.maketrans({**{chr(c): chr(c + 32) for c in range(ord("A"), ord("Z") + 1)},
                       "\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def _may_name_one(text: str) -> bool:
    folded = text.lower() if text.isascii() else text.translate(_FOLD)
    return any(word in folded for word in _WORDS)


# A document whose number is the identifier, named alone ("User got their driver's license.",
# "User renewed their passport."): the document is a fact of the user's life; its number, said
# with a label ("passport number") or a value after it, is the identifier.
_DOCUMENT_ALONE = re.compile(r"passport|driver'?s licen[cs]e|护照", re.I)


def names_identifier(text: str) -> bool:
    """``text`` says something about a personal identifier ("User's passport number …"), not
    only about the document that carries one (:data:`_DOCUMENT_ALONE`) with no value said."""
    if not _may_name_one(text):
        return False
    return any(not _DOCUMENT_ALONE.fullmatch(m.group(0)) or _value_after(text, m)
               for m in _LABELLED.finditer(text))


def _value_after(text: str, label: re.Match[str]) -> bool:
    """Whether a value (:data:`_VALUE`) follows ``label`` within a few words (40 characters)."""
    return _VALUE.search(text[label.end():label.end() + 40]) is not None


def value_of_one_said(entry: str, said: str) -> bool:
    """Whether ``entry`` holds a value (:data:`_VALUE`) that ``said``, the message it was
    written from, gives while naming an identifier's label anywhere in it (review41: "My
    driver's license, which I finally got last spring, shows the number D12345678." was kept
    "User got, shows the number D12345678.": the label stayed behind, too far from the value
    for :func:`identifier_in`, and the number was kept)."""
    if not _may_name_one(said) or _LABELLED.search(said) is None:
        return False
    return any(value.group(0) in said for value in _VALUE.finditer(entry))


def identifier_in(text: str) -> str | None:
    """The label of a personal identifier ``text`` states with its value, else None."""
    if not _may_name_one(text):
        return None
    for label in _LABELLED.finditer(text):
        if _value_after(text, label):
            return label.group(0)
    return None
