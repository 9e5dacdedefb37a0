"""Delivery of a digest over SMTP and a JSON webhook, against servers the tests start on 127.0.0.1."""

from __future__ import annotations

import datetime as dt
import email
import email.policy
import http.server
import json
import socketserver
import threading

import pytest

from pipelines.digest.delivery import DeliveryError, deliver
from pipelines.digest.settings import DigestSettings, DigestSettingsError, SmtpSettings, WebhookSettings

MARKDOWN = "# Inference economics: week 2025-W40\n\n- deepseek-chat: $0.28 per million input tokens\n"
HTML = "<!doctype html><html><body><h1>week 2025-W40</h1><p>deepseek-chat: $0.28</p></body></html>"
DATE = dt.datetime(2025, 10, 6, tzinfo=dt.UTC)


class _SmtpHandler(socketserver.StreamRequestHandler):
    """Just enough SMTP (RFC 5321) to accept one message: EHLO, MAIL, RCPT, DATA, QUIT."""

    def _reply(self, line: str) -> None:
        self.wfile.write((line + "\r\n").encode("ascii"))

    def handle(self):
        self._reply("220 127.0.0.1 test SMTP")
        envelope = {"from": None, "to": [], "data": b""}
        while True:
            line = self.rfile.readline()
            if not line:
                return
            command = line.decode("ascii", "replace").strip()
            verb = command.split(" ", 1)[0].upper()
            if verb in ("EHLO", "HELO"):
                self._reply("250-127.0.0.1")
                self._reply("250 8BITMIME")
            elif verb == "MAIL":
                envelope["from"] = command.split(":", 1)[1].strip(" <>")
                self._reply("250 OK")
            elif verb == "RCPT":
                envelope["to"].append(command.split(":", 1)[1].strip(" <>"))
                self._reply("250 OK")
            elif verb == "DATA":
                self._reply("354 end with .")
                body = []
                while True:
                    data = self.rfile.readline()
                    if data in (b".\r\n", b".\n", b""):
                        break
                    body.append(data[1:] if data.startswith(b"..") else data)
                envelope["data"] = b"".join(body)
                self.server.messages.append(envelope)
                envelope = {"from": None, "to": [], "data": b""}
                self._reply("250 queued")
            elif verb == "QUIT":
                self._reply("221 bye")
                return
            else:
                self._reply("250 OK")


class _WebhookHandler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers["Content-Length"])
        self.server.requests.append((self.headers["Content-Type"], self.rfile.read(length)))
        self.send_response(self.server.status)
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def smtp_server():
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _SmtpHandler)
    server.daemon_threads = True
    server.messages = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def webhook_server():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _WebhookHandler)
    server.requests = []
    server.status = 204
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def test_delivery_is_off_by_default(tmp_path, monkeypatch):
    monkeypatch.delenv("INFERWATCH_DIGEST_CONFIG", raising=False)
    monkeypatch.delenv("INFERWATCH_DIGEST_MIN_CONFIDENCE", raising=False)
    settings = DigestSettings.load(tmp_path)
    assert settings.smtp is None and settings.webhook is None
    assert deliver(settings, week="2025-W40", subject="s", markdown=MARKDOWN, html=HTML, payload={},
                   date=DATE) == []


def test_smtp_sends_one_multipart_message_with_text_and_html(smtp_server):
    port = smtp_server.server_address[1]
    settings = DigestSettings(smtp=SmtpSettings(host="127.0.0.1", port=port, sender="digest@inferwatch.test",
                                                recipients=("a@research.test", "b@research.test")))
    used = deliver(settings, week="2025-W40", subject="Inference economics: week 2025-W40", markdown=MARKDOWN,
                   html=HTML, payload={}, date=DATE)
    assert used == ["smtp"]
    [envelope] = smtp_server.messages
    assert envelope["from"] == "digest@inferwatch.test"
    assert envelope["to"] == ["a@research.test", "b@research.test"]
    message = email.message_from_bytes(envelope["data"], policy=email.policy.default)
    assert message["Subject"] == "Inference economics: week 2025-W40"
    assert message.get_content_type() == "multipart/alternative"
    parts = {part.get_content_type(): part.get_content() for part in message.iter_parts()}
    assert parts["text/plain"].replace("\r\n", "\n") == MARKDOWN
    assert "<h1>week 2025-W40</h1>" in parts["text/html"]


def test_webhook_posts_the_payload_as_json(webhook_server):
    url = f"http://127.0.0.1:{webhook_server.server_address[1]}/hook"
    settings = DigestSettings(webhook=WebhookSettings(url=url))
    payload = {"week": "2025-W40", "top": [{"headline": "DeepSeek halves API prices"}], "markdown": MARKDOWN}
    assert deliver(settings, week="2025-W40", subject="s", markdown=MARKDOWN, html=HTML, payload=payload,
                   date=DATE) == ["webhook"]
    [(content_type, body)] = webhook_server.requests
    assert content_type.startswith("application/json")
    assert json.loads(body) == payload


def test_a_failing_webhook_names_its_url(webhook_server):
    webhook_server.status = 500
    url = f"http://127.0.0.1:{webhook_server.server_address[1]}/hook"
    with pytest.raises(DeliveryError, match=r"webhook http://127\.0\.0\.1:\d+/hook"):
        deliver(DigestSettings(webhook=WebhookSettings(url=url)), week="w", subject="s", markdown="", html="",
                payload={}, date=DATE)


def test_settings_file_is_read_and_bad_keys_are_named(tmp_path, monkeypatch):
    monkeypatch.delenv("INFERWATCH_DIGEST_CONFIG", raising=False)
    monkeypatch.delenv("INFERWATCH_DIGEST_MIN_CONFIDENCE", raising=False)
    (tmp_path / "digest.toml").write_text(
        'min_confidence = 0.75\n[smtp]\nhost = "127.0.0.1"\nport = 2525\nsender = "d@x.test"\n'
        'recipients = ["r@x.test"]\n[webhook]\nurl = "http://127.0.0.1:9/hook"\n')
    settings = DigestSettings.load(tmp_path)
    assert settings.min_confidence == 0.75
    assert settings.smtp.port == 2525 and settings.smtp.recipients == ("r@x.test",)
    assert settings.webhook.url == "http://127.0.0.1:9/hook"
    monkeypatch.setenv("INFERWATCH_DIGEST_MIN_CONFIDENCE", "0.9")
    assert DigestSettings.load(tmp_path).min_confidence == 0.9
    (tmp_path / "digest.toml").write_text('[smtp]\nhots = "x"\n')
    with pytest.raises(DigestSettingsError, match="unknown key 'hots'"):
        DigestSettings.load(tmp_path)
    (tmp_path / "digest.toml").write_text("min_confidence = 2\n")
    with pytest.raises(DigestSettingsError, match=r"must lie in \[0, 1\]"):
        DigestSettings.load(tmp_path)
