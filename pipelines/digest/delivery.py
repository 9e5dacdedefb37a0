"""Delivering a new digest: SMTP (multipart text + HTML) and a JSON webhook. Both are off unless configured."""

from __future__ import annotations

import json
import os
import smtplib
import urllib.request
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid

from pipelines.digest.settings import DigestSettings, SmtpSettings, WebhookSettings


class DeliveryError(RuntimeError):
    """A delivery that failed; the message names the channel and the destination."""


def build_email(settings: SmtpSettings, *, subject: str, markdown: str, html: str, date) -> EmailMessage:
    """The digest as one message: the Markdown as text/plain, the HTML as its alternative."""
    message = EmailMessage()
    message["Subject"] = subject
    message["From"] = settings.sender
    message["To"] = ", ".join(settings.recipients)
    message["Date"] = format_datetime(date)
    message["Message-ID"] = make_msgid(domain="inferwatch.local")
    message.set_content(markdown, subtype="plain", charset="utf-8")
    message.add_alternative(html, subtype="html", charset="utf-8")
    return message


def send_email(settings: SmtpSettings, message: EmailMessage) -> None:
    try:
        with smtplib.SMTP(settings.host, settings.port, timeout=settings.timeout_s) as client:
            if settings.starttls:
                client.starttls()
            if settings.username_env:
                client.login(os.environ.get(settings.username_env, ""),
                             os.environ.get(settings.password_env or "", ""))
            client.send_message(message)
    except (OSError, smtplib.SMTPException) as exc:
        raise DeliveryError(f"smtp {settings.host}:{settings.port}: {exc}") from exc


def post_webhook(settings: WebhookSettings, payload: dict) -> int:
    """POST the payload as JSON; returns the HTTP status (2xx), raises DeliveryError otherwise."""
    body = json.dumps(payload, ensure_ascii=False, sort_keys=True).encode("utf-8")
    request = urllib.request.Request(settings.url, data=body, method="POST",
                                     headers={"Content-Type": "application/json; charset=utf-8",
                                              "User-Agent": "inferwatch-digest"})
    try:
        with urllib.request.urlopen(request, timeout=settings.timeout_s) as response:  # noqa: S310 - http(s) only
            return response.status
    except (OSError, ValueError) as exc:
        raise DeliveryError(f"webhook {settings.url}: {exc}") from exc


def deliver(settings: DigestSettings, *, week: str, subject: str, markdown: str, html: str, payload: dict,
            date) -> list[str]:
    """Send the digest over every configured channel; returns the channels used."""
    used = []
    if settings.smtp is not None:
        send_email(settings.smtp, build_email(settings.smtp, subject=subject, markdown=markdown, html=html,
                                              date=date))
        used.append("smtp")
    if settings.webhook is not None:
        post_webhook(settings.webhook, payload)
        used.append("webhook")
    return used
