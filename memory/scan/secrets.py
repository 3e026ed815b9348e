"""Layer 3 of the scanner — secrets as developers write them (issue 21).

The vendor shapes of issue 5 (``AKIA…``, ``ghp_…``, ``sk-…``) live in the pattern table
(:mod:`memory.scan.patterns`); these rows add what got through them, written the way people
paste credentials into a chat:

* env-style assignments: ``STRIPE_SECRET=…``, ``export ANTHROPIC_API_KEY=…``,
  ``PGPASSWORD=… psql`` (``_PASSWORD`` never matched ``\\bpassword``);
* prose: "the staging key is 3f9a…" (a long mixed value after "key/token/secret … is");
* a user and password pair: ``admin / Passw0rd!``, "login: deploy:S3cure#2024";
* more vendor prefixes: SendGrid ``SG.``, npm ``npm_``, Telegram bot ids, Azure
  ``AccountKey=``, PyPI, Twilio, Mailchimp, Discord, Square, Shopify, DigitalOcean.

Keys with a Unicode hyphen inside are the normalise layer's (a dash reads as ``-``), keys
with spaces inside and base64 of a key the decode layer's, a private-key header split
across two entries the joined-snapshot scan's. ``docs/scanner.md`` has the evaluation
against detect-secrets that chose these rows.

Each row is ``(pattern id, description, regex, options)``; :mod:`memory.scan.patterns` compiles
them into the table. All run on the cased text (NFKC, case kept).
"""

from __future__ import annotations

import re
from typing import Any

_SYMBOLS = "!@#$%^&*?~+="


def is_password_like(text: str) -> bool:
    """A pair's password: letters, a digit, a symbol and upper and lower case, or three of
    those and a symbol ("Passw0rd!", "S3cure#2024"; not "Okta2FA" or "v10.2")."""
    token = re.split(r"[\s/:|=]", text.rstrip(".,;)"))[-1]
    if len(token) < 6:
        return False
    classes = (any(c.isupper() for c in token), any(c.islower() for c in token),
               any(c.isdigit() for c in token), any(c in _SYMBOLS for c in token))
    return classes[3] and sum(classes) >= 3


# Value of an assignment: not a reference ($VAR, ${{ secrets.X }}, <placeholder>, os.environ,
# an ENV_NAME), not masked (***, xxx, ...), and shaped like a secret (a digit or symbol, or
# 16+ letters).
_NOT_A_REFERENCE = (r"(?![$<{*%(\[]|(?i:x{3})|\.{3}|(?i:your[_-]|os\.|process\.env|secrets\.|"
                    r"env\.|none\b|null\b|true\b|false\b)|(?:[A-Z]{2,}_[A-Z0-9_]*|[A-Z]{3,})\b)")
_SECRET_VALUE = (r"(?=[^\s\"'`]{0,80}[0-9!@#^&*+?~/]|[A-Za-z]{16})"
                 r"[A-Za-z0-9_\-+/=.~!@#%^&*?:]{6,120}")
_NAME_WORDS = r"(?i:api[_-]?key|token|secret|password|passwd|pwd|credentials?)"
_PREFIXED_WORDS = r"(?i:key|pass|auth|pin|dsn)"

SECRET_ROWS: tuple[tuple[str, str, str, dict[str, Any]], ...] = (
    ("secret.env_assignment", "credential assigned in an environment-variable style",
     # The name's last part is the secret word (STRIPE_SECRET, ANTHROPIC_API_KEY,
     # PGPASSWORD); the regex starts there, so it does not try a name at every position.
     r"(?:(?:(?<![A-Za-z0-9?&])|(?<=[A-Za-z0-9][_-]))" + _NAME_WORDS
     + r"|(?<=[A-Za-z0-9][_-])" + _PREFIXED_WORDS
     + r"|(?<=[A-Z0-9])(?:PASSWORD|PASSWD|TOKEN|SECRET|APIKEY|PASS))"
     # (then what is assigned; a URL's ?token=… is the query form below: a badge's short
     # token is not a secret)
     + r"(?:_(?i:base|b64|base64|value|raw|hash))?"
     + r"\s{0,2}[=:]\s{0,2}[\"']?" + _NOT_A_REFERENCE + _SECRET_VALUE
     + r"|[?&](?i:api[_-]?key|apikey|access[_-]?token|token|secret|password|key|sig|auth)="
       r"(?=[A-Za-z0-9_\-+/=.~%]{0,80}[0-9])[A-Za-z0-9_\-+/=.~%]{16,}",
     {}),
    ("secret.prose_key", "a key, token or secret given in a sentence",
     r"(?i:\b(?:(?:api|access|secret|private|staging|prod|production|dev|test|admin|root|"
     r"master|signing|encryption|deploy|license|service|webhook|client)[ _-]?)?"
     r"(?:key|token|secret|password|passphrase|passcode)s?\b)"
     r"(?: (?i:for|of|to|on) [\w.-]{1,30}(?: [\w.-]{1,30})?(?: [\w.-]{1,30})?)?"
     r"(?: (?i:is|are|was|is set to|reads)| ?[:=])\s{0,3}[\"'`]?"
     r"(?=[A-Za-z0-9+/=_.-]{0,80}[0-9])(?=[A-Za-z0-9+/=_.-]{0,80}[A-Za-z])"
     r"[A-Za-z0-9+/=_.-]{20,}",
     {}),
    ("secret.credential_pair", "a user name and password written as a pair",
     r"(?<=[\w.@+-]{2}) / [^\s/:|,;]{8,40}(?![^\s.,;)])"
     r"|(?i:\b(?:log ?in|sign[ -]?in|creds?|credentials|username|account|admin|root|"
     r"wi-?fi|vpn|router|ssh|ftp|sftp)\b)[^\n]{0,30}?[ :=/|]"
     r"[^\s/:|,;]{6,40}(?![^\s.,;)])",
     {"validate": is_password_like}),
    ("secret.sendgrid_key", "SendGrid API key",
     r"\bSG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}", {}),
    ("secret.npm_token", "npm access token", r"\bnpm_[A-Za-z0-9]{36}\b", {}),
    ("secret.telegram_bot_token", "Telegram bot token",
     r"[0-9](?<![0-9A-Za-z][0-9])[0-9]{7,9}:AA[A-Za-z0-9_-]{33}", {"min_digits": 8}),
    ("secret.azure_storage_key", "Azure storage account key or SAS signature",
     r"(?i:accountkey) ?= ?[A-Za-z0-9+/]{40,}={0,2}|(?i:sharedaccesssignature|[?&]sig)="
     r"[A-Za-z0-9%+/]{30,}", {}),
    ("secret.pypi_token", "PyPI upload token", r"\bpypi-AgE[A-Za-z0-9_-]{50,}", {}),
    ("secret.twilio_key", "Twilio API key or account id", r"\b(?:SK|AC)[0-9a-f]{32}\b", {}),
    ("secret.mailchimp_key", "Mailchimp API key", r"\b[0-9a-f]{32}-us[0-9]{1,2}\b", {}),
    ("secret.discord_token", "Discord bot token",
     r"\b[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b", {}),
    ("secret.square_token", "Square access token", r"\bsq0(?:atp|csp)-[A-Za-z0-9_-]{22,43}", {}),
    ("secret.shopify_token", "Shopify access token", r"\bshp(?:at|ss|ca|pa)_[A-Fa-f0-9]{32}\b",
     {}),
    ("secret.digitalocean_token", "DigitalOcean token", r"\bdo[por]_v1_[a-f0-9]{64}\b", {}),
)
