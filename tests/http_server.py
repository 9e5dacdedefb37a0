"""A small real HTTP server on 127.0.0.1 for the HTTP client's tests and benchmark.

Each path is answered by a handler function ``handler(request, server)``; the server logs every
request (path, headers, arrival time) and tracks how many requests are in flight at once.
Hanging handlers should wait on ``server.stopping`` so that stopping the server never blocks.
"""

from __future__ import annotations

import dataclasses
import socket
import ssl
import threading
import time
from collections.abc import Callable, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Self
from urllib.parse import urlsplit


@dataclasses.dataclass
class LoggedRequest:
    path: str
    headers: dict[str, str]
    arrived: float          # time.monotonic() when the request line was read


Handler = Callable[["_RequestHandler", "LocalServer"], None]


class _RequestHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True     # headers and body go out in two writes; no 40 ms delayed-ACK stall
    server: _Server

    def log_message(self, format, *args):
        pass

    def handle(self):
        try:
            super().handle()
        except (ConnectionError, TimeoutError, ssl.SSLError, OSError):
            pass

    def do_GET(self):
        owner = self.server.owner
        path = urlsplit(self.path).path
        owner._enter(LoggedRequest(self.path, {k: v for k, v in self.headers.items()}, time.monotonic()))
        try:
            handler = owner.routes.get(path)
            if handler is None:
                send(self, 404, b"not found")
            else:
                handler(self, owner)
        finally:
            owner._leave()


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    owner: LocalServer


def send(request: BaseHTTPRequestHandler, status: int, body: bytes = b"", headers: Mapping[str, str] | None = None,
         *, content_length: int | None = None) -> None:
    """Write one complete response; ``content_length`` overrides the real length (to lie)."""
    request.send_response(status)
    headers = dict(headers or {})
    headers.setdefault("Content-Type", "text/plain; charset=utf-8")
    for key, value in headers.items():
        request.send_header(key, value)
    request.send_header("Content-Length", str(len(body) if content_length is None else content_length))
    request.end_headers()
    request.wfile.write(body)
    request.wfile.flush()


class LocalServer:
    """Start with :meth:`start`, stop with :meth:`stop`; ``routes`` maps a path to its handler."""

    def __init__(self, routes: Mapping[str, Handler] | None = None, *, host: str = "127.0.0.1",
                 ssl_context: ssl.SSLContext | None = None):
        self.routes: dict[str, Handler] = dict(routes or {})
        self.log: list[LoggedRequest] = []
        self.stopping = threading.Event()
        self.max_in_flight = 0
        self._in_flight = 0
        self._lock = threading.Lock()
        self._host = host
        self._ssl_context = ssl_context
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    def _enter(self, logged: LoggedRequest) -> None:
        with self._lock:
            self.log.append(logged)
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def paths(self) -> list[str]:
        with self._lock:
            return [entry.path for entry in self.log]

    @property
    def port(self) -> int:
        assert self._httpd is not None, "server not started"
        return self._httpd.server_address[1]

    def url(self, path: str = "/", *, host: str | None = None) -> str:
        scheme = "https" if self._ssl_context else "http"
        return f"{scheme}://{host or self._host}:{self.port}{path}"

    def start(self) -> LocalServer:
        self._httpd = _Server((self._host, 0), _RequestHandler)
        self._httpd.owner = self
        if self._ssl_context is not None:
            self._httpd.socket = self._ssl_context.wrap_socket(self._httpd.socket, server_side=True,
                                                               do_handshake_on_connect=False)
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self.stopping.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info) -> None:
        self.stop()


def free_port() -> int:
    """A port on 127.0.0.1 with nothing listening on it (at the moment of asking)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
