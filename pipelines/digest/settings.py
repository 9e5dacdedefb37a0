"""Digest settings: the verified-figure threshold and delivery, from ``<home>/digest.toml`` or the environment.

Everything is optional; without a file the digest uses the defaults below and delivers nothing.
``INFERWATCH_DIGEST_CONFIG`` points at another file. The file looks like::

    min_confidence = 0.6            # a claim below this never becomes a digest figure

    [smtp]                          # send each new digest by email (text + HTML)
    host = "smtp.example.org"
    port = 587
    starttls = true
    sender = "inferwatch@example.org"
    recipients = ["research@example.org"]
    username_env = "INFERWATCH_SMTP_USER"       # names of environment variables, never the secrets
    password_env = "INFERWATCH_SMTP_PASSWORD"

    [webhook]                       # POST each new digest as JSON
    url = "https://hooks.example.org/inferwatch"
"""

from __future__ import annotations

import dataclasses
import os
import tomllib
from pathlib import Path

DEFAULT_MIN_CONFIDENCE = 0.6
CONFIG_ENV = "INFERWATCH_DIGEST_CONFIG"
MIN_CONFIDENCE_ENV = "INFERWATCH_DIGEST_MIN_CONFIDENCE"


class DigestSettingsError(ValueError):
    """A digest settings file that cannot be used; the message names the file and the key."""


@dataclasses.dataclass(frozen=True)
class SmtpSettings:
    host: str
    sender: str
    recipients: tuple[str, ...]
    port: int = 25
    starttls: bool = False
    username_env: str | None = None
    password_env: str | None = None
    timeout_s: float = 30.0


@dataclasses.dataclass(frozen=True)
class WebhookSettings:
    url: str
    timeout_s: float = 30.0


@dataclasses.dataclass(frozen=True)
class DigestSettings:
    min_confidence: float = DEFAULT_MIN_CONFIDENCE
    smtp: SmtpSettings | None = None
    webhook: WebhookSettings | None = None

    @classmethod
    def load(cls, home: Path | None = None) -> "DigestSettings":
        """Settings from $INFERWATCH_DIGEST_CONFIG, else ``<home>/digest.toml``, else the defaults."""
        path = os.environ.get(CONFIG_ENV)
        candidate = Path(path) if path else (Path(home) / "digest.toml" if home else None)
        settings = cls.from_file(candidate) if candidate and candidate.exists() else cls()
        if path and not Path(path).exists():
            raise DigestSettingsError(f"{CONFIG_ENV}={path}: no such file")
        override = os.environ.get(MIN_CONFIDENCE_ENV)
        if override:
            settings = dataclasses.replace(settings, min_confidence=_confidence(override, MIN_CONFIDENCE_ENV))
        return settings

    @classmethod
    def from_file(cls, path: Path) -> "DigestSettings":
        try:
            data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise DigestSettingsError(f"{path}: {exc}") from exc
        unknown = set(data) - {"min_confidence", "smtp", "webhook"}
        if unknown:
            raise DigestSettingsError(f"{path}: unknown key {sorted(unknown)[0]!r}")
        smtp = webhook = None
        if "smtp" in data:
            smtp = _section(SmtpSettings, data["smtp"], path, "smtp")
            smtp = dataclasses.replace(smtp, recipients=tuple(smtp.recipients))
            if not smtp.recipients:
                raise DigestSettingsError(f"{path}: [smtp] recipients is empty")
        if "webhook" in data:
            webhook = _section(WebhookSettings, data["webhook"], path, "webhook")
            if not webhook.url.startswith(("http://", "https://")):
                raise DigestSettingsError(f"{path}: [webhook] url must be http(s): {webhook.url!r}")
        confidence = _confidence(data.get("min_confidence", DEFAULT_MIN_CONFIDENCE), f"{path}: min_confidence")
        return cls(min_confidence=confidence, smtp=smtp, webhook=webhook)


def _confidence(value, where: str) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise DigestSettingsError(f"{where}: not a number: {value!r}") from None
    if not 0.0 <= number <= 1.0:
        raise DigestSettingsError(f"{where}: must lie in [0, 1], got {number}")
    return number


def _section(kind, values, path: Path, name: str):
    if not isinstance(values, dict):
        raise DigestSettingsError(f"{path}: [{name}] must be a table")
    fields = {field.name for field in dataclasses.fields(kind)}
    unknown = set(values) - fields
    if unknown:
        raise DigestSettingsError(f"{path}: [{name}] unknown key {sorted(unknown)[0]!r}")
    try:
        return kind(**values)
    except TypeError as exc:
        raise DigestSettingsError(f"{path}: [{name}] {exc}") from exc
