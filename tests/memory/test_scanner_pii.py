"""Personal identifiers (``secret.pii``): caught by their check digits, ordinary numbers pass.

Identifier strings are assembled from pieces so that this file does not itself look like a
leak to secret scanners; all are published test numbers or made up with a valid check.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.memory.scan import pii
from reverie.memory.scan.scanner import find_threat

# Valid issuer prefixes and check digits, but not the numbers providers publish for
# testing: those are public material and pass (memory/test_cards.json, issue 28).
CARDS = ["4111" + "128923276338", "5555" + "262293306316", "3782" + "16522884937",
         "6011" + "723044188416", "3530" + "962351067529", "6200" + "646823249383",
         "4000" + "603305561725"]
CN_IDS = ["110105" + "19491231002X", "440308" + "199901011234"]
IBANS = ["DE89" + "370400440532013000", "GB82" + "WEST12345698765432",
         "FR14" + "20041010050500013M02606", "NL91" + "ABNA0417164300"]
SSNS = ["123-45-" + "6789", "078-05-" + "1120", "219-09-" + "9999"]


def _pid(text: str) -> str | None:
    threat = find_threat(text)
    return threat and threat.pattern_id


@pytest.mark.parametrize("card", CARDS)
def test_card_numbers_in_the_layouts_people_write_them(card: str) -> None:
    assert pii.luhn_ok(card)
    if len(card) == 15:  # American Express prints 4-6-5
        spaced, dashed = f"{card[:4]} {card[4:10]} {card[10:]}", f"{card[:4]}-{card[4:10]}-{card[10:]}"
    else:
        spaced = " ".join(card[i:i + 4] for i in range(0, len(card), 4))
        dashed = spaced.replace(" ", "-")
    for text in (f"card {card}", f"my card is {spaced}.", f"use {dashed} for the booking"):
        assert _pid(text) == "secret.pii.payment_card", text
    threat = find_threat(f"card {card}")
    assert "personal identifiers" in threat.message and card not in threat.message


@pytest.mark.parametrize("card", CARDS)
def test_a_wrong_check_digit_is_not_a_card(card: str) -> None:
    wrong = card[:-1] + str((int(card[-1]) + 1) % 10)
    assert _pid(f"card {wrong}") is None


def test_other_identifiers() -> None:
    for number in CN_IDS:
        assert _pid(f"身份证号{number}") == "secret.pii.cn_resident_id"
        assert _pid(f"ID: {number.lower()}") == "secret.pii.cn_resident_id"
        broken = number[:-1] + ("0" if number[-1] != "0" else "1")
        assert _pid(f"ID: {broken}") is None
    for iban in IBANS:
        spaced = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
        assert _pid(f"IBAN {iban}") == "secret.pii.iban"
        assert _pid(f"pay to {spaced} is the user's account") == "secret.pii.iban"
        altered = iban[:-1] + str((int(iban[-1]) + 1) % 10)
        assert _pid(f"IBAN {altered}") is None
    for ssn in SSNS:
        assert _pid(f"SSN {ssn}") == "secret.pii.us_ssn"
    for never_issued in ("000-12-3456", "666-12-3456", "912-12-3456", "123-00-4567",
                         "123-45-0000"):
        assert _pid(f"SSN {never_issued}") is None


def test_fullwidth_digits_and_inserted_marks_do_not_hide_an_identifier() -> None:
    fullwidth = "".join(chr(ord(c) + 0xFEE0) for c in CARDS[0])
    assert _pid(f"card {fullwidth}") == "secret.pii.payment_card"
    marked = CARDS[0][:4] + "\u0301" + CARDS[0][4:]
    assert _pid(f"card {marked}") == "secret.pii.payment_card"


ORDINARY = [
    "Version 4.12.3, next 4.13.0; build 1.4.2+20240611.1542.",
    "Service ports: api 8080, admin 8081, metrics 9090, db 5432, redis 6379.",
    "Ports 5432 6379 8080 9090 are open on the box.",
    "Release on 2024-06-18, freeze from 2024-06-11 09:00 to 2024-06-17 18:00.",
    "Order 1234567890123 was the demo order; ORD-20240611-000123 the real one.",
    "Support line +1 (415) 555-0132; the Shanghai office is +86 21 6123 4567.",
    "手机 138 0013 8000，座机 010-6552 9988。",
    "Timestamps: 1718100000 (s), 1718100000000 (ms), 1718100000000000 (µs).",
    "The invoice INV-2024-0950 totals 1,234,567.89 EUR.",
    "IPv4 10.20.0.0/16, printer 192.168.3.40:9100, IPv6 2001:db8::1.",
    "UUID 123e4567-e89b-12d3-a456-426614174000 identifies the tenant.",
    "Commit 9fceb02d0ae598e95dc970b74767f19372d61af8 fixed it.",
    "Tracking 1Z999AA10123456784, employee number 48213, room 4521.",
    "ISBN 978-3-16-148410-0 is the book the user recommends.",
    "Sprint 42 ends 2024-06-21; PAY-1432 and PAY-1433 are blocked.",
    "The GPU box: 2× RTX 4090, 128 GB RAM, 4 TB NVMe.",
    "Phone 555-123-4567 ext. 12-345; part number 12-345-6789.",
    "DE ist die Abkürzung; see RFC 9110 section 15.5.20.",
    "ab12 cdef ghij klmn opqr stuv is a made-up code, not an account.",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_numbers_pass(text: str) -> None:
    assert find_threat(text) is None, find_threat(text)


@settings(max_examples=300, deadline=None)
@given(st.one_of(
    st.dates().map(lambda d: f"Deadline {d.isoformat()} at 17:00"),
    st.tuples(*[st.integers(0, 99)] * 3).map(lambda v: f"Upgrade to v{v[0]}.{v[1]}.{v[2]}"),
    st.integers(0, 65535).map(lambda p: f"listen on port {p}"),
    st.integers(10**9, 2 * 10**9).map(lambda t: f"created_at {t} / {t * 1000} ms"),
    st.tuples(st.integers(200, 999), st.integers(200, 999), st.integers(0, 9999)).map(
        lambda p: f"call +1 {p[0]} {p[1]} {p[2]:04d}"),
    st.integers(0, 10**12).map(lambda n: f"order #{n}"),
))
def test_generated_ordinary_numbers_pass(text: str) -> None:
    assert find_threat(text) is None, find_threat(text)


def test_published_test_card_numbers_are_public_material() -> None:
    # Stripe's, Braintree's and Adyen's documented test numbers, in the layouts people
    # write them; one digit changed (check digit fixed) and the number is refused again.
    for card in ("4242 4242 4242 4242", "4111-1111-1111-1111", "5555555555554444",
                 "3782 822463 10005"):
        assert find_threat(f"Use the test card {card} in sandbox.") is None, card
    assert pii.published_test_cards() >= {"4242424242424242", "4111111111111111"}
    assert _pid("Use the card 4242 4242 4242 4267 in sandbox.") == "secret.pii.payment_card"
