"""Secrets by structure, session 7 (issue 28 item 2): provider formats the table lacked
(IBM SoftLayer, IBM Cloud IAM, IBM Cloud Object Storage HMAC, from detect-secrets'
plugins) in every assignment form their source reads (quoted JSON keys, ``:=``, a
flag followed by a space, the SOAP endpoint's path), each beside benign neighbours
that name the same provider or label without a value of the shape.

The values are random strings written for these tests, not the corpus' lines.
"""

from __future__ import annotations

import pytest

from reverie.memory.scan import secret_context
from tests.memory.support import fresh_threat as _threat

_SL = "gl26c2f5x5to5jzsi1os51fmqz4bec4lxfqqzyk8tga7epbs16jdzuozbv2z3duu"  # 64 [a-z0-9]
_IAM = "E7Wf0G1h7D1zBPLqsI92hDF8lSvIoPwMLf2fQFpkMJOO"  # 44 [A-Za-z0-9_-]
_HMAC = "2a400d18a1ddf29bece403e30e021e86c24adb214500fffa"  # 48 hex


REFUSED = [
    # SoftLayer: named by softlayer/sl and key/pass/token, any assignment its source reads
    (f"softlayer_api_key = {_SL}", "secret.format.softlayer-api-key"),
    (f'{{"sl_api_key":"{_SL}"}}', "secret.format.softlayer-api-key"),
    (f'SoftLayerKey := "{_SL}"', "secret.format.softlayer-api-key"),
    (f"run slcli with --softlayer-token {_SL} to list the VMs", "secret.format.softlayer-api-key"),
    (f"legacy endpoint https://api.softlayer.com/soap/v3.1/{_SL}",
     "secret.format.softlayer-api-url"),
    # IBM Cloud IAM: named by ibm/iam/cloud iam and key/pass/token
    (f'"ibm_cloud_api_key": "{_IAM}"', "secret.format.ibm-cloud-iam-api-key"),
    (f"IAM_TOKEN:={_IAM}", "secret.format.ibm-cloud-iam-api-key"),
    (f"export IBM_PASSWORD {_IAM}", "secret.format.ibm-cloud-iam-api-key"),
    # IBM COS HMAC: 48 hex digits named secret(_access)_key
    (f'"cos_hmac_secret_access_key" : "{_HMAC}"', "secret.format.ibm-cos-hmac-secret"),
    (f"secretAccessKey => {_HMAC}", "secret.format.ibm-cos-hmac-secret"),
]


@pytest.mark.parametrize(("text", "pattern_id"), REFUSED)
def test_each_assignment_form_of_the_new_formats_is_refused(text, pattern_id) -> None:
    found = secret_context.find_secret(text)
    assert found is not None and found.pattern_id == pattern_id, text
    assert "detect-secrets" in found.source
    assert _threat(text) is not None


NEIGHBOURS = [
    # the provider or the label named, no value of the shape
    "We moved off SoftLayer to IBM Cloud VPC in 2024; the sl CLI is gone.",
    "softlayer_api_key lives in the vault under infra/softlayer, never in notes.",
    "--softlayer-api-key $SL_API_KEY is read from the environment in CI.",
    "The SoftLayer SOAP docs are at https://api.softlayer.com/soap/v3.1/ (reference).",
    "IAM key rotation runs every 90 days; the IBM Cloud console shows the last one.",
    "iam_role: arn:aws:iam::123456789012:role/deploy-readonly",
    "William's password manager is Bitwarden; he syncs it weekly.",
    "ibm_api_key comes from IBM_API_KEY, set by the deploy job.",
    "secret_access_key rotated on 2026-11-30 after the audit.",
    # a value of the shape with no name of the provider: a commit, a checksum
    f"Deployed commit {_HMAC[:40]} to staging; sha256 {_SL.replace('z', 'a')[:64]} checked.",
    "IBM Cloud IAM API keys are 44 characters long; SoftLayer's were 64.",
]


@pytest.mark.parametrize("text", NEIGHBOURS)
def test_benign_neighbours_of_the_new_formats_pass(text) -> None:
    assert _threat(text) is None, text


def test_a_placeholder_of_the_shapes_length_is_no_provider_key() -> None:
    # (the older env-assignment row may still refuse it; the format itself does not)
    for text in ("softlayer_api_key = " + "a" * 64, "ibm_iam_key = " + "-" * 44):
        found = secret_context.find_secret(text)
        assert found is None or not found.pattern_id.startswith(
            ("secret.format.softlayer", "secret.format.ibm")), text


def test_the_new_rows_name_their_source_and_the_table_keeps_its_size() -> None:
    rows = {entry.format_id: entry for entry in secret_context.formats()}
    for format_id in ("softlayer-api-key", "softlayer-api-url", "ibm-cloud-iam-api-key",
                      "ibm-cos-hmac-secret"):
        assert "detect_secrets/plugins/" in rows[format_id].source
    assert len(rows) >= 150
