"""inferwatch's one HTTP client: every byte that comes from the network goes through :class:`LiveFetcher`.

What it guarantees (``../shared/spec/reliability.md``, "Fetching"):

* **A total deadline** (``timeout_s``) per :meth:`LiveFetcher.fetch` call, covering DNS, connect, TLS,
  every read, every redirect hop, the robots.txt look-up and the waits between retries. Each socket
  operation gets ``min(its own timeout, time left)``, so a server dripping one byte a second is cut off
  at the deadline, not after each read. ``connect_timeout_s`` and ``read_timeout_s`` bound single steps.
* **A cap on the decoded body** (``max_bytes``): the body is streamed and decoded incrementally
  (gzip, deflate, br) with bounded output per step, so a compression bomb stops at the cap and the
  Content-Length header is never trusted.
* **Only http and https**, checked at every hop; at most ``max_redirects`` hops; loops detected.
* **Only public addresses, plus ``allow_networks``** (:class:`AddressPolicy`): loopback, RFC 1918,
  CGNAT, multicast, unspecified, reserved, ULA, IPv4-mapped/6to4/NAT64 forms of those, and numeric
  hosts in any inet_aton spelling (``2130706433``, ``0x7f.1``, ``0177.0.0.1``) are refused unless a
  listed network covers them. Link-local (``169.254.0.0/16``, ``fe80::/10``) and the cloud metadata
  addresses are refused whatever the allow-list says. The deprecated ``allow_private_addresses``
  means loopback + private ranges, never link-local. Checked for the URL's host at every redirect
  hop and for every address DNS gives.
  The check happens where the socket is opened: a custom httpcore network backend resolves the
  name once, refuses if *any* address is forbidden, and connects to the very address it checked.
  The URL (and so the Host header, the TLS SNI name and certificate verification) keeps the host
  name, so there is no second DNS answer an attacker could rebind, and no HTTPS breakage either.
* **Status handling**: 304 is "unchanged" (status 304, no error); 410 is an error saying the
  resource is gone; 429 and 503 honour Retry-After (seconds or HTTP date); 5xx are retried with
  exponential backoff and full jitter; TLS failures fail closed (no retry, no fallback).
* **Politeness**: per host, at most ``per_host_concurrency`` requests in flight and
  ``per_host_interval_s`` between request starts, enforced for every thread using the fetcher.
  :meth:`LiveFetcher.fetch_many` schedules a batch so a slow host never holds up the others.
* **robots.txt** is fetched with the same client and deadline, cached per origin and honoured for
  ``purpose="article"`` only. Feeds, price pages and MLPerf tables are sources a person listed in
  the sources file and are not subject to robots.txt in this version.

``fetch`` never raises and never hangs: every failure is a :class:`FetchResult` whose ``error``
names the URL and the reason.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import datetime as dt
import email.utils
import http.cookiejar
import ipaddress
import random
import re
import select
import socket
import ssl
import threading
import time
import urllib.robotparser
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Protocol, Self
from urllib.parse import unquote

import brotli
import certifi
import httpcore
import httpx

from pipelines.sources.config import NetworkSettings
from pipelines.sources.fetch import FetchResult, is_local_location, read_local_file

ALLOWED_SCHEMES = ("http", "https")
REDIRECT_STATUSES = (301, 302, 303, 307, 308)
ROBOTS_MAX_BYTES = 512 * 1024          # RFC 9309 asks parsers to read at least 500 KiB
ROBOTS_CACHE_S = 24 * 3600             # RFC 9309: do not use a cached robots.txt longer than 24 h
_DECODE_BLOCK = 64 * 1024              # most bytes one decompression step may produce

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str], Iterable[str]]
"""Turns a host name into IP address strings; raise ``OSError`` (e.g. ``socket.gaierror``) when it cannot."""


class Clock(Protocol):
    """Time as the fetcher sees it; tests inject a fake to skip real waits."""

    def monotonic(self) -> float: ...
    def sleep(self, seconds: float) -> None: ...
    def utcnow(self) -> dt.datetime: ...


class SystemClock:
    """The real clock: ``time.monotonic``, ``time.sleep`` and naive UTC wall time."""

    def monotonic(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        if seconds > 0:
            time.sleep(seconds)

    def utcnow(self) -> dt.datetime:
        return dt.datetime.now(dt.UTC).replace(tzinfo=None)


# --------------------------------------------------------------------------- addresses

_NUMERIC_PART = re.compile(r"^(?:0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$", re.IGNORECASE)
_CGNAT = ipaddress.ip_network("100.64.0.0/10")
_NAT64 = ipaddress.ip_network("64:ff9b::/96")


def parse_ip_host(host: str) -> IPAddress | None:
    """The IP address a URL host denotes, or None when it is a name.

    Besides dotted quads and IPv6 literals this accepts every spelling C's ``inet_aton`` does
    (``2130706433``, ``0x7f000001``, ``0177.0.0.1``, ``127.1``), because that is what a resolver
    would turn them into. Raises ``ValueError`` for a numeric host that is no valid address.
    """
    candidate = unquote(host).strip("[]").rstrip(".")
    try:
        return ipaddress.ip_address(candidate.split("%", 1)[0])
    except ValueError:
        pass
    parts = candidate.split(".")
    if not candidate or not all(_NUMERIC_PART.match(part) for part in parts) or len(parts) > 4:
        return None
    values = []
    for part in parts:
        lowered = part.lower()
        if lowered.startswith("0x"):
            values.append(int(lowered[2:] or "0", 16))
        elif len(part) > 1 and part.startswith("0"):
            values.append(int(part, 8))
        else:
            values.append(int(part))
    last_bits = 8 * (5 - len(values))
    if any(value > 255 for value in values[:-1]) or values[-1] >= 1 << last_bits:
        raise ValueError(f"numeric host {host!r} is not a valid IPv4 address")
    number = values[-1]
    for index, value in enumerate(values[:-1]):
        number |= value << (24 - 8 * index)
    return ipaddress.IPv4Address(number)


def address_problem(address: IPAddress) -> str | None:
    """Why inferwatch must not connect to ``address`` (None when it is an ordinary public address)."""
    embedded = None
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            embedded = address.ipv4_mapped
        elif address.sixtofour is not None:
            embedded = address.sixtofour
        elif address in _NAT64:
            embedded = ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    if embedded is not None:
        inner = address_problem(embedded)
        if inner:
            return f"{inner}, embedded in IPv6 address {address}"
    if address.is_loopback:
        return "a loopback address"
    if address.is_unspecified:
        return "the unspecified address"
    if address.is_link_local:
        return "a link-local address (where cloud metadata services live)"
    if address.is_multicast:
        return "a multicast address"
    if isinstance(address, ipaddress.IPv4Address) and address in _CGNAT:
        return "a shared (CGNAT) address"
    if address.is_private:
        return "a private address"
    if address.is_reserved or not address.is_global:
        return "a reserved, non-public address"
    return None


# Never reachable, whatever allow_networks says: link-local is where cloud metadata services answer
# (169.254.169.254 on AWS, GCP, Azure; 169.254.170.2 for ECS task credentials), and these are the
# metadata endpoints outside link-local (AWS IPv6, Alibaba Cloud, Oracle Cloud).
ALWAYS_REFUSED_NETWORKS = (ipaddress.ip_network("169.254.0.0/16"), ipaddress.ip_network("fe80::/10"))
METADATA_ADDRESSES = frozenset(ipaddress.ip_address(a) for a in (
    "169.254.169.254", "169.254.170.2", "fd00:ec2::254", "100.100.100.200", "192.0.0.192"))
# what the deprecated allow_private_addresses = true still means: loopback and the private ranges
LOOPBACK_AND_PRIVATE = ("127.0.0.0/8", "::1/128", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7",
                        "100.64.0.0/10")


def _embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return address.ipv4_mapped
        if address.sixtofour is not None:
            return address.sixtofour
        if address in _NAT64:
            return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def never_allowed(address: IPAddress) -> str | None:
    """Why ``address`` is refused even when an allow-list covers it (metadata and link-local), else None."""
    inner = _embedded_ipv4(address)
    if inner is not None and never_allowed(inner):
        return f"{never_allowed(inner)}, embedded in IPv6 address {address}"
    if address in METADATA_ADDRESSES:
        return "a cloud metadata address, never allowed"
    if any(address in network for network in ALWAYS_REFUSED_NETWORKS if network.version == address.version):
        return "a link-local address (where cloud metadata services live), never allowed"
    return None


class AddressPolicy:
    """Which addresses inferwatch connects to: public ones, plus ``allow_networks``, never metadata/link-local.

    ``exempt`` lists single ``(ip, port)`` endpoints allowed besides (a local snapshot server).
    """

    def __init__(self, allow_networks: Iterable[str] = (), exempt: Iterable[tuple[IPAddress, int]] = ()):
        self.networks = tuple(ipaddress.ip_network(n, strict=False) for n in allow_networks)
        self.exempt = frozenset(exempt)

    @classmethod
    def from_settings(cls, settings: NetworkSettings, exempt: Iterable[tuple[IPAddress, int]] = ()) -> AddressPolicy:
        networks = list(settings.allow_networks)
        if settings.allow_private_addresses:
            networks.extend(LOOPBACK_AND_PRIVATE)
        return cls(networks, exempt)

    def allows_loopback(self) -> bool:
        return any(ipaddress.ip_address("127.0.0.1") in n for n in self.networks if n.version == 4)

    def problem(self, address: IPAddress, port: int | None) -> str | None:
        """Why a connection to ``address`` (port ``port``) is refused, or None when it is allowed."""
        refused = never_allowed(address)
        if refused:
            return refused
        if (address, port) in self.exempt:
            return None
        inner = _embedded_ipv4(address)
        for candidate in (address, inner):
            if candidate is not None and any(candidate in n for n in self.networks if n.version == candidate.version):
                return None
        problem = address_problem(address)
        return f"{problem}, outside allow_networks" if problem else None


class AddressRefused(Exception):
    """The host is, or resolves to, an address inferwatch does not connect to."""


class ResolutionFailed(Exception):
    """The host name could not be resolved (in time)."""


# --------------------------------------------------------------------------- transport

_current = threading.local()   # the deadline of the fetch running on this thread


class _Deadline:
    """When one fetch must end: ``timeout_s`` after it started, moved later by time spent waiting for its turn.

    A request waiting for a per-host slot or interval has not been sent; politeness delays a page,
    it never drops it. So the waits in :meth:`LiveFetcher._exchange` push ``at`` forward by their length.
    """

    __slots__ = ("at",)

    def __init__(self, at: float):
        self.at = at


class _SocketStream(httpcore.NetworkStream):
    """A socket for httpcore whose every operation is bounded by the time left before the fetch's deadline."""

    def __init__(self, sock: socket.socket, clock: Clock):
        self._sock = sock
        self._clock = clock

    def _bounded(self, timeout: float | None, timeout_error: type[Exception]) -> float | None:
        deadline = getattr(_current, "deadline", None)
        if deadline is None:
            return timeout
        remaining = deadline.at - self._clock.monotonic()
        if remaining <= 0:
            raise timeout_error("deadline reached")
        return remaining if timeout is None else min(timeout, remaining)

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        self._sock.settimeout(self._bounded(timeout, httpcore.ReadTimeout))
        try:
            return self._sock.recv(max_bytes)
        except TimeoutError as exc:
            raise httpcore.ReadTimeout(str(exc) or "read timed out") from exc
        except OSError as exc:
            raise httpcore.ReadError(str(exc) or type(exc).__name__) from exc

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        while buffer:
            self._sock.settimeout(self._bounded(timeout, httpcore.WriteTimeout))
            try:
                sent = self._sock.send(buffer)
            except TimeoutError as exc:
                raise httpcore.WriteTimeout(str(exc) or "write timed out") from exc
            except OSError as exc:
                raise httpcore.WriteError(str(exc) or type(exc).__name__) from exc
            buffer = buffer[sent:]

    def close(self) -> None:
        self._sock.close()

    def start_tls(self, ssl_context: ssl.SSLContext, server_hostname: str | None = None,
                  timeout: float | None = None) -> httpcore.NetworkStream:
        self._sock.settimeout(self._bounded(timeout, httpcore.ConnectTimeout))
        try:
            wrapped = ssl_context.wrap_socket(self._sock, server_hostname=server_hostname)
        except TimeoutError as exc:
            self._sock.close()
            raise httpcore.ConnectTimeout("TLS handshake timed out") from exc
        except OSError as exc:      # ssl.SSLError included: it reaches the caller as the cause
            self._sock.close()
            raise httpcore.ConnectError(str(exc) or type(exc).__name__) from exc
        return _SocketStream(wrapped, self._clock)

    def get_extra_info(self, info: str):
        if info == "ssl_object" and isinstance(self._sock, ssl.SSLSocket):
            return self._sock._sslobj
        if info == "client_addr":
            return self._sock.getsockname()
        if info == "server_addr":
            return self._sock.getpeername()
        if info == "socket":
            return self._sock
        if info == "is_readable":
            # an idle pooled connection that is readable has been closed (or sent junk): do not reuse it
            try:
                readable, _, _ = select.select([self._sock], [], [], 0)
            except (OSError, ValueError):
                return True
            return bool(readable)
        return None


def _system_resolver(host: str) -> list[str]:
    return [info[4][0] for info in socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)]


class _PinnedBackend(httpcore.SyncBackend):
    """Resolves once, checks every address, and connects to the checked address itself."""

    def __init__(self, *, policy: AddressPolicy, resolver: Resolver | None, clock: Clock):
        self._policy = policy
        self._resolver = resolver
        self._clock = clock
        self._dns_pool = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="inferwatch-dns")

    def _time_left(self, timeout: float | None) -> float | None:
        deadline = getattr(_current, "deadline", None)
        if deadline is None:
            return timeout
        remaining = max(deadline.at - self._clock.monotonic(), 0.0)
        return remaining if timeout is None else min(timeout, remaining)

    def _resolve(self, host: str, timeout: float | None) -> list[IPAddress]:
        try:
            literal = parse_ip_host(host)
        except ValueError as exc:
            raise AddressRefused(str(exc)) from None
        if literal is not None:
            return [literal]
        name = host.rstrip(".")
        # getaddrinfo has no timeout of its own; a helper thread lets the deadline cut a hanging lookup
        future = self._dns_pool.submit(self._resolver or _system_resolver, name)
        try:
            answers = list(future.result(timeout=timeout))
        except concurrent.futures.TimeoutError:
            raise ResolutionFailed(f"resolving host {name!r} took longer than the time left") from None
        except OSError as exc:
            raise ResolutionFailed(f"cannot resolve host {name!r}: {exc}") from None
        addresses: list[IPAddress] = []
        for answer in answers:
            try:
                address = ipaddress.ip_address(str(answer).split("%", 1)[0])
            except ValueError:
                raise ResolutionFailed(f"resolver gave {answer!r} for host {name!r}, not an IP address") from None
            if address not in addresses:
                addresses.append(address)
        if not addresses:
            raise ResolutionFailed(f"host {name!r} resolved to no address")
        return addresses

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                    socket_options: Iterable | None = None) -> httpcore.NetworkStream:
        addresses = self._resolve(host, self._time_left(timeout))
        # after DNS, every address the name gave must pass: an attacker's name may mix a public and a private one
        for address in addresses:
            problem = self._policy.problem(address, port)
            if problem:
                what = f"{host} is" if parse_ip_host(host) == address else f"{host} resolves to {address},"
                raise AddressRefused(f"{what} {problem}")
        last_error: OSError | None = None
        for address in addresses:
            connect_timeout = self._time_left(timeout)
            if connect_timeout is not None and connect_timeout <= 0:
                raise httpcore.ConnectTimeout(f"no time left to connect to {host}")
            try:
                sock = socket.create_connection((str(address), port), connect_timeout)
            except TimeoutError as exc:
                raise httpcore.ConnectTimeout(f"connecting to {host} ({address}) timed out") from exc
            except OSError as exc:
                last_error = exc
                continue
            for option in socket_options or ():
                sock.setsockopt(*option)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return _SocketStream(sock, self._clock)
        raise httpcore.ConnectError(f"cannot connect to {host} port {port}: {last_error}") from last_error

    def close(self) -> None:
        self._dns_pool.shutdown(wait=False, cancel_futures=True)


class _CoreBody(httpx.SyncByteStream):
    def __init__(self, stream: Iterable[bytes]):
        self._stream = stream

    def __iter__(self) -> Iterator[bytes]:
        yield from self._stream

    def close(self) -> None:
        close = getattr(self._stream, "close", None)
        if close:
            close()


class _PinnedTransport(httpx.BaseTransport):
    """An httpx transport over an httpcore pool whose sockets come from :class:`_PinnedBackend`.

    httpcore errors are left unmapped; :class:`LiveFetcher` turns each kind into a reason.
    """

    def __init__(self, backend: _PinnedBackend, ssl_context: ssl.SSLContext):
        self._backend = backend
        self._pool = httpcore.ConnectionPool(
            ssl_context=ssl_context, max_connections=256, max_keepalive_connections=64, keepalive_expiry=15.0,
            http1=True, http2=False, network_backend=backend,
        )

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        core_request = httpcore.Request(
            method=request.method,
            url=httpcore.URL(scheme=request.url.raw_scheme, host=request.url.raw_host, port=request.url.port,
                             target=request.url.raw_path),
            headers=request.headers.raw, content=request.stream, extensions=request.extensions,
        )
        core_response = self._pool.handle_request(core_request)
        return httpx.Response(status_code=core_response.status, headers=core_response.headers,
                              stream=_CoreBody(core_response.stream), extensions=core_response.extensions)

    def close(self) -> None:
        self._pool.close()
        self._backend.close()


# --------------------------------------------------------------------------- decoding

class BodyTooLarge(Exception):
    pass


class _ZlibDecoder:
    def __init__(self, encoding: str):
        self._encoding = encoding
        self._decoder: zlib._Decompress | None = None
        self._tail = b""

    def push(self, data: bytes) -> None:
        self._tail += data

    def pull(self, limit: int) -> bytes:
        if not self._tail:
            return b""
        if self._decoder is None:
            if self._encoding == "gzip":
                wbits = 16 + zlib.MAX_WBITS
            elif len(self._tail) < 2:
                return b""
            else:
                # "deflate" should be zlib-wrapped, but some servers send a raw deflate stream
                first, second = self._tail[0], self._tail[1]
                wrapped = first & 0x0F == 8 and (first << 8 | second) % 31 == 0
                wbits = zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS
            self._decoder = zlib.decompressobj(wbits)
        if self._decoder.eof:
            leftover, self._tail = self._decoder.unused_data + self._tail, b""
            if self._encoding == "gzip" and leftover.lstrip(b"\x00"):
                self._decoder = zlib.decompressobj(16 + zlib.MAX_WBITS)   # another gzip member follows
                self._tail = leftover.lstrip(b"\x00")
            else:
                return b""
        output = self._decoder.decompress(self._tail, limit)
        self._tail = self._decoder.unconsumed_tail
        if self._decoder.eof and self._decoder.unused_data:
            self._tail = self._decoder.unused_data + self._tail
        return output

    def finished(self) -> bool:
        return self._decoder is not None and self._decoder.eof


class _BrotliDecoder:
    def __init__(self):
        self._decoder = brotli.Decompressor()
        self._pending = b""

    def push(self, data: bytes) -> None:
        self._pending += data

    def pull(self, limit: int) -> bytes:
        if self._decoder.is_finished():
            return b""
        if self._decoder.can_accept_more_data():
            data, self._pending = self._pending, b""
            if not data:
                return b""
            return self._decoder.process(data, output_buffer_limit=limit)
        return self._decoder.process(b"", output_buffer_limit=limit)

    def finished(self) -> bool:
        return self._decoder.is_finished()


class _BodyReader:
    """Decodes a stream of raw chunks through the Content-Encoding chain, refusing output past ``limit``."""

    def __init__(self, content_encoding: str | None, limit: int, url: str):
        codings = [c.strip().lower() for c in (content_encoding or "").split(",") if c.strip()]
        self._decoders = []
        for coding in reversed(codings):       # the last coding applied is the first to undo
            if coding in ("identity", ""):
                continue
            if coding in ("gzip", "x-gzip"):
                self._decoders.append(_ZlibDecoder("gzip"))
            elif coding == "deflate":
                self._decoders.append(_ZlibDecoder("deflate"))
            elif coding == "br":
                self._decoders.append(_BrotliDecoder())
            else:
                raise ValueError(f"unsupported Content-Encoding {coding!r}")
        self._limit = limit
        self._url = url
        self._received = 0
        self.body = bytearray()

    def _emit(self, data: bytes) -> None:
        if len(self.body) + len(data) > self._limit:
            raise BodyTooLarge(f"body exceeds {self._limit} bytes after decoding")
        self.body += data

    def _drain(self, index: int) -> None:
        decoder = self._decoders[index]
        while True:
            output = decoder.pull(_DECODE_BLOCK)
            if not output:
                return
            if index + 1 < len(self._decoders):
                self._decoders[index + 1].push(output)
                self._drain(index + 1)
            else:
                self._emit(output)

    def feed(self, chunk: bytes) -> None:
        self._received += len(chunk)
        if not self._decoders:
            self._emit(chunk)
            return
        self._decoders[0].push(chunk)
        self._drain(0)

    def finish(self) -> bytes:
        if self._decoders and self._received:
            self._drain(0)
            if not all(decoder.finished() for decoder in self._decoders):
                raise zlib.error("compressed body ended before its end marker (truncated)")
        return bytes(self.body)


# --------------------------------------------------------------------------- the fetcher

class _Failure(Exception):
    """One fetch attempt failed; ``retryable`` says whether another attempt may help."""

    def __init__(self, reason: str, *, retryable: bool = False, status: int | None = None,
                 headers: dict[str, str] | None = None, final_url: str | None = None, refused: bool = False):
        super().__init__(reason)
        self.reason = reason
        self.refused = refused
        self.retryable = retryable
        self.status = status
        self.headers = headers or {}
        self.final_url = final_url


@dataclasses.dataclass
class _Response:
    final_url: str
    status: int
    headers: dict[str, str]
    body: bytes


class _HostState:
    def __init__(self, concurrency: int):
        self.slots = threading.BoundedSemaphore(concurrency)
        self.lock = threading.Lock()
        self.next_start = float("-inf")


@dataclasses.dataclass
class _RobotsRules:
    parser: urllib.robotparser.RobotFileParser | None   # None: everything allowed
    unreachable: str | None                              # why robots.txt could not be read (then: disallow)
    loaded_at: float


def _merged_headers(headers: httpx.Headers) -> dict[str, str]:
    merged: dict[str, str] = {}
    for key, value in headers.multi_items():
        if key.lower() in ("content-encoding", "content-length", "transfer-encoding"):
            continue   # they describe the bytes on the wire, not the decoded body we return
        merged[key] = f"{merged[key]}, {value}" if key in merged else value
    return merged


def _safe_header_value(value: str | None) -> str | None:
    if value is None or any(ch in value for ch in "\r\n\x00"):
        return None
    return value.strip() or None


def _tls_reason(exc: BaseException) -> str | None:
    seen = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ssl.SSLCertVerificationError):
            return f"TLS certificate verification failed ({current.verify_message or current.reason})"
        if isinstance(current, ssl.SSLError):
            return f"TLS handshake failed ({current.reason or current})"
        current = current.__cause__ or current.__context__
    return None


class LiveFetcher:
    """The network :class:`~pipelines.sources.fetch.Fetcher`: fetches URLs under the rules of the module docstring.

    ``resolver`` replaces DNS (host name → IP strings) and ``clock`` replaces time, for tests;
    ``rng`` supplies the retry jitter. ``exempt_addresses`` is a narrower opt-in than
    ``allow_networks``: exactly these ``(ip, port)`` endpoints may be private (a local
    snapshot server, or a test server whose redirects to other private places must still be refused).
    Thread-safe: one instance serves any number of threads.
    """

    def __init__(self, settings: NetworkSettings, *, resolver: Resolver | None = None, clock: Clock | None = None,
                 rng: random.Random | None = None, exempt_addresses: Iterable[tuple[str, int]] = ()):
        self.settings = settings
        self._policy = AddressPolicy.from_settings(
            settings, ((ipaddress.ip_address(ip), int(port)) for ip, port in exempt_addresses))
        self._clock = clock or SystemClock()
        self._rng = rng or random.Random()
        self._rng_lock = threading.Lock()
        ssl_context = ssl.create_default_context(cafile=certifi.where())
        ssl_context.minimum_version = ssl.TLSVersion.TLSv1_2
        self._backend = _PinnedBackend(policy=self._policy, resolver=resolver, clock=self._clock)
        self._client = httpx.Client(
            transport=_PinnedTransport(self._backend, ssl_context),
            follow_redirects=False,
            trust_env=False,                 # an environment proxy would bypass the address checks
            cookies=http.cookiejar.CookieJar(http.cookiejar.DefaultCookiePolicy(allowed_domains=[])),
            headers={"User-Agent": settings.user_agent, "Accept-Encoding": "gzip, deflate, br", "Accept": "*/*"},
        )
        self._hosts: dict[str, _HostState] = {}
        self._hosts_lock = threading.Lock()
        self._robots: dict[str, _RobotsRules] = {}
        self._robots_locks: dict[str, threading.Lock] = {}
        self._closed = False

    # ----------------------------------------------------------------- public API

    def fetch(self, url: str, *, etag: str | None = None, last_modified: str | None = None, trusted: bool = False,
              purpose: str = "page") -> FetchResult:
        """GET ``url`` (a conditional GET when ``etag``/``last_modified`` are given).

        ``trusted`` (a URL from the sources file) additionally allows local paths; ``purpose="article"``
        makes the fetch honour robots.txt. Returns within ``timeout_s`` (plus scheduling noise);
        never raises: failures come back with ``error`` set and an empty body.
        """
        started = self._clock.monotonic()
        fetched_at = self._clock.utcnow()
        deadline = _Deadline(started + self.settings.timeout_s)
        try:
            if trusted and is_local_location(url):
                return read_local_file(url, max_bytes=self.settings.max_bytes)
            response = self._fetch(url, etag=etag, last_modified=last_modified, purpose=purpose, deadline=deadline)
        except _Failure as failure:
            return FetchResult(
                url=url, final_url=failure.final_url or url, status=failure.status, headers=failure.headers,
                body=b"", fetched_at=fetched_at, duration_ms=(self._clock.monotonic() - started) * 1000,
                from_snapshot=False, error=f"{url}: {failure.reason}", refused=failure.refused,
            )
        except Exception as exc:  # noqa: BLE001 - the last net: a fetch must never take the run down
            return FetchResult(
                url=url, final_url=url, status=None, headers={}, body=b"", fetched_at=fetched_at,
                duration_ms=(self._clock.monotonic() - started) * 1000, from_snapshot=False,
                error=f"{url}: unexpected {type(exc).__name__}: {exc}",
            )
        return FetchResult(
            url=url, final_url=response.final_url, status=response.status, headers=response.headers,
            body=response.body, fetched_at=fetched_at, duration_ms=(self._clock.monotonic() - started) * 1000,
            from_snapshot=False,
        )

    def captures(self, url: str, *, trusted: bool = False, purpose: str = "page") -> list[FetchResult]:
        """The live web has one capture: the current one."""
        return [self.fetch(url, trusted=trusted, purpose=purpose)]

    def fetch_many(self, urls: Sequence[str], *, max_workers: int = 8, purpose: str = "page",
                   trusted: bool = False) -> list[FetchResult]:
        """Fetch ``urls`` on up to ``max_workers`` threads; results in the order of ``urls``.

        A worker only picks a URL whose host has a free slot and whose politeness interval has
        passed, so a hanging or rate-limited host ties up at most ``per_host_concurrency`` workers
        while every other host proceeds.
        """
        urls = list(urls)
        if max_workers < 1:
            raise ValueError(f"max_workers must be at least 1, got {max_workers}")
        results: list[FetchResult | None] = [None] * len(urls)
        pending: dict[str, list[int]] = {}
        for index, url in enumerate(urls):
            pending.setdefault(self._host_key_of(url), []).append(index)
        for queue in pending.values():
            queue.reverse()                         # pop() from the end keeps the given order
        in_flight = dict.fromkeys(pending, 0)
        condition = threading.Condition()
        limit = self.settings.per_host_concurrency

        def next_job() -> tuple[str | None, int | None, float]:
            best, best_ready = None, float("inf")
            for host, queue in pending.items():
                if queue and in_flight[host] < limit:
                    ready = self._host_ready_at(host)
                    if ready < best_ready:
                        best, best_ready = host, ready
            if best is None:
                return None, None, 0.05
            wait = best_ready - self._clock.monotonic()
            if wait > 0:
                return None, None, wait
            in_flight[best] += 1
            return best, pending[best].pop(), 0.0

        def worker() -> None:
            while True:
                with condition:
                    while True:
                        if not any(pending.values()):
                            return
                        host, index, wait = next_job()
                        if host is not None:
                            break
                        condition.wait(timeout=min(wait, 0.25))
                try:
                    results[index] = self.fetch(urls[index], purpose=purpose, trusted=trusted)
                finally:
                    with condition:
                        in_flight[host] -= 1
                        condition.notify_all()

        threads = [threading.Thread(target=worker, name=f"inferwatch-fetch-{n}", daemon=True)
                   for n in range(min(max_workers, len(urls)))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        return [result for result in results if result is not None]

    @property
    def clock(self) -> Clock:
        """The clock the fetcher schedules and times out by (politeness times are on it)."""
        return self._clock

    def host_of(self, url: str) -> str:
        """The politeness key of ``url`` (its lower-cased host; "" when the URL cannot be parsed)."""
        return self._host_key_of(url)

    def host_ready_at(self, host: str) -> float:
        """The clock time at which ``host``'s next request may start under ``per_host_interval_s``."""
        return self._host_ready_at(host)

    def close(self) -> None:
        """Close pooled connections and the DNS helper threads."""
        if not self._closed:
            self._closed = True
            self._client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    # ----------------------------------------------------------------- one fetch

    def _fetch(self, url: str, *, etag: str | None, last_modified: str | None, purpose: str,
               deadline: _Deadline) -> _Response:
        parsed = self._checked_url(url, None)
        if purpose == "article" and self.settings.respect_robots_txt:
            self._check_robots(parsed, deadline)
        headers = {}
        if _safe_header_value(etag):
            headers["If-None-Match"] = _safe_header_value(etag)
        if _safe_header_value(last_modified):
            headers["If-Modified-Since"] = _safe_header_value(last_modified)
        attempts = self.settings.retries + 1
        for attempt in range(attempts):
            try:
                response = self._follow(parsed, headers, deadline, self.settings.max_bytes, purpose=purpose)
            except _Failure as failure:
                if not failure.retryable or attempt + 1 >= attempts:
                    if failure.retryable and attempts > 1:
                        failure.reason += f" (gave up after {attempts} attempts)"
                    raise
                self._pause(self._backoff(attempt), deadline, failure.reason, failure)
                continue
            status = response.status
            if status == 429 or 500 <= status <= 599:
                failure = _Failure(
                    f"HTTP {status}" + (" (rate limited)" if status == 429 else " (server error)"),
                    status=status, headers=response.headers, final_url=response.final_url,
                )
                if attempt + 1 >= attempts:
                    failure.reason += f", gave up after {attempts} attempts"
                    raise failure
                retry_after = self._retry_after(response.headers) if status in (429, 503) else None
                self._pause(retry_after if retry_after is not None else self._backoff(attempt), deadline,
                            failure.reason, failure, asked=retry_after is not None)
                continue
            return self._judge(response)
        raise AssertionError("unreachable")

    def _judge(self, response: _Response) -> _Response:
        status = response.status
        if 200 <= status < 300 or status == 304:
            return response
        if status == 410:
            raise _Failure("gone (HTTP 410); the resource was removed for good", status=410,
                           headers=response.headers, final_url=response.final_url)
        if status in REDIRECT_STATUSES:
            raise _Failure(f"HTTP {status} redirect without a Location header", status=status,
                           headers=response.headers, final_url=response.final_url)
        raise _Failure(f"HTTP {status}", status=status, headers=response.headers, final_url=response.final_url)

    def _backoff(self, attempt: int) -> float:
        with self._rng_lock:
            return self._rng.uniform(0, self.settings.backoff_base_s * (2 ** attempt))   # full jitter

    def _retry_after(self, headers: dict[str, str]) -> float | None:
        value = next((v for k, v in headers.items() if k.lower() == "retry-after"), None)
        if value is None:
            return None
        value = value.strip()
        if value.isdigit():
            return float(value)
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        if when.tzinfo is not None:
            when = when.astimezone(dt.UTC).replace(tzinfo=None)
        return max((when - self._clock.utcnow()).total_seconds(), 0.0)

    def _pause(self, seconds: float, deadline: _Deadline, reason: str, failure: _Failure, *,
               asked: bool = False) -> None:
        remaining = deadline.at - self._clock.monotonic()
        if seconds >= remaining:
            # retrying before the server's Retry-After is impolite, and the deadline would cut it anyway
            what = f"the server asked to wait {seconds:.1f} s" if asked else f"the next retry is {seconds:.1f} s away"
            failure.reason = f"{reason}; {what}, beyond the {self.settings.timeout_s:g} s deadline"
            raise failure
        self._clock.sleep(seconds)

    def _checked_url(self, url: str, came_from: str | None, *, location: str | None = None) -> httpx.URL:
        where = f"redirect to {location or url} " if came_from else ""
        try:
            parsed = httpx.URL(url)
        except (httpx.InvalidURL, TypeError, ValueError) as exc:
            raise _Failure(f"{where}invalid URL ({exc})", final_url=url if came_from else None) from None
        scheme = parsed.scheme.lower()
        if scheme not in ALLOWED_SCHEMES:
            shown = scheme or "none"
            raise _Failure(f"{where}refused: scheme {shown!r} is not allowed (only http and https)",
                           final_url=url if came_from else None, refused=True)
        if not parsed.host:
            raise _Failure(f"{where}refused: URL has no host", final_url=url if came_from else None)
        host = parsed.host.rstrip(".").lower()
        refused_from = url if came_from else None
        try:
            literal = parse_ip_host(host)
        except ValueError as exc:
            raise _Failure(f"{where}refused: {exc}", final_url=refused_from, refused=True) from None
        if literal is not None:
            problem = self._policy.problem(literal, parsed.port or (443 if scheme == "https" else 80))
            if problem:
                raise _Failure(f"{where}refused: host {parsed.host} is {problem}", final_url=refused_from,
                               refused=True)
        elif (host == "localhost" or host.endswith(".localhost")) and not self._policy.allows_loopback():
            raise _Failure(f"{where}refused: host {parsed.host} is a loopback name, outside allow_networks",
                           final_url=refused_from, refused=True)
        return parsed

    def _follow(self, url: httpx.URL, headers: dict[str, str], deadline: _Deadline, limit: int, *,
                purpose: str | None = None) -> _Response:
        visited = {str(url.copy_with(fragment=None))}
        current = url
        for hop in range(self.settings.max_redirects + 1):
            response = self._exchange(current, headers, deadline, limit)
            if response.status not in REDIRECT_STATUSES:
                return response
            location = next((v for k, v in response.headers.items() if k.lower() == "location"), None)
            if not location:
                return response
            target = str(current.join(location.strip()))
            if hop == self.settings.max_redirects:
                raise _Failure(f"too many redirects (more than {self.settings.max_redirects}); last was to {target}",
                               status=response.status, final_url=str(current))
            checked = self._checked_url(target, str(current), location=location.strip())
            if str(checked.copy_with(fragment=None)) in visited:
                raise _Failure(f"redirect loop: {current} leads back to {target}", status=response.status,
                               final_url=str(current))
            visited.add(str(checked.copy_with(fragment=None)))
            if purpose == "article" and self.settings.respect_robots_txt:
                self._check_robots(checked, deadline)   # the page a redirect leads to obeys its own site's rules
            current = checked
        raise AssertionError("unreachable")

    # ----------------------------------------------------------------- one HTTP exchange

    @staticmethod
    def _host_key(url: httpx.URL) -> str:
        return url.host.rstrip(".").lower()

    def _host_key_of(self, url: str) -> str:
        try:
            return self._host_key(httpx.URL(url))
        except Exception:  # noqa: BLE001 - a URL httpx cannot parse gets its error from fetch()
            return ""

    def _host_state(self, host: str) -> _HostState:
        with self._hosts_lock:
            state = self._hosts.get(host)
            if state is None:
                state = self._hosts[host] = _HostState(self.settings.per_host_concurrency)
            return state

    def _host_ready_at(self, host: str) -> float:
        state = self._host_state(host)
        with state.lock:
            return state.next_start + self.settings.per_host_interval_s

    def _exchange(self, url: httpx.URL, headers: dict[str, str], deadline: _Deadline, limit: int) -> _Response:
        host = self._host_key(url)
        state = self._host_state(host)
        queued = self._clock.monotonic()
        # each slot is held by a request bounded by its own deadline, so this wait ends
        while not state.slots.acquire(timeout=1.0):
            pass
        try:
            with state.lock:
                now = self._clock.monotonic()
                start = max(now, state.next_start + self.settings.per_host_interval_s)
                state.next_start = start
            self._clock.sleep(start - now)
            deadline.at += start - queued     # the deadline starts when the request is sent
            return self._request(url, headers, deadline, limit)
        finally:
            state.slots.release()

    def _request(self, url: httpx.URL, headers: dict[str, str], deadline: _Deadline, limit: int) -> _Response:
        remaining = deadline.at - self._clock.monotonic()
        if remaining <= 0:
            raise _Failure(f"deadline of {self.settings.timeout_s:g} s reached", final_url=str(url))
        timeout = httpx.Timeout(
            connect=min(self.settings.connect_timeout_s, remaining), read=min(self.settings.read_timeout_s, remaining),
            write=min(self.settings.read_timeout_s, remaining), pool=remaining,
        )
        status: int | None = None
        _current.deadline = deadline
        try:
            with self._client.stream("GET", url, headers=headers, timeout=timeout) as response:
                status = response.status_code
                response_headers = _merged_headers(response.headers)
                body = b""
                if 200 <= status < 300:
                    try:
                        reader = _BodyReader(response.headers.get("content-encoding"), limit, str(url))
                    except ValueError as exc:
                        raise _Failure(str(exc), status=status, headers=response_headers, final_url=str(url)) from None
                    for chunk in response.iter_raw():
                        reader.feed(chunk)
                    body = reader.finish()
                return _Response(str(url), status, response_headers, body)
        except _Failure:
            raise
        except BodyTooLarge as exc:
            raise _Failure(str(exc), status=status, final_url=str(url)) from None
        except (zlib.error, brotli.error) as exc:
            raise _Failure(f"cannot decode the compressed body ({exc})", status=status, final_url=str(url)) from None
        except AddressRefused as exc:
            raise _Failure(f"refused to connect to {url}: {exc}", final_url=str(url), refused=True) from None
        except ResolutionFailed as exc:
            raise _Failure(str(exc), final_url=str(url)) from None
        except (httpcore.TimeoutException, httpx.TimeoutException) as exc:
            if self._clock.monotonic() >= deadline.at - 0.001:
                raise _Failure(f"deadline of {self.settings.timeout_s:g} s exceeded", status=status,
                               final_url=str(url)) from None
            step = "connect" if isinstance(exc, (httpcore.ConnectTimeout, httpx.ConnectTimeout)) else "read"
            step_timeout = self.settings.connect_timeout_s if step == "connect" else self.settings.read_timeout_s
            raise _Failure(f"{step} timeout ({step_timeout:g} s)", status=status, final_url=str(url)) from None
        except (httpcore.NetworkError, httpx.NetworkError) as exc:
            tls = _tls_reason(exc)
            if tls:
                raise _Failure(f"{tls}; refusing to continue without a verified connection",
                               final_url=str(url)) from None
            retryable = status is None
            raise _Failure(f"network error: {exc or type(exc).__name__}", retryable=retryable, status=status,
                           final_url=str(url)) from None
        except (httpcore.ProtocolError, httpx.ProtocolError) as exc:
            raise _Failure(f"HTTP protocol error: {exc}", status=status, final_url=str(url)) from None
        except ssl.SSLError as exc:
            raise _Failure(f"{_tls_reason(exc)}; refusing to continue without a verified connection",
                           final_url=str(url)) from None
        finally:
            _current.deadline = None

    # ----------------------------------------------------------------- robots.txt

    def _check_robots(self, url: httpx.URL, deadline: _Deadline) -> None:
        origin = f"{url.scheme}://{url.netloc.decode('ascii')}"
        with self._hosts_lock:
            lock = self._robots_locks.setdefault(origin, threading.Lock())
        queued = self._clock.monotonic()
        # another thread is loading this robots.txt under its own deadline; waiting for it is waiting for a turn
        while not lock.acquire(timeout=1.0):
            pass
        deadline.at += self._clock.monotonic() - queued
        try:
            rules = self._robots.get(origin)
            if rules is None or self._clock.monotonic() - rules.loaded_at > ROBOTS_CACHE_S:
                rules = self._load_robots(origin, deadline)
                self._robots[origin] = rules
        finally:
            lock.release()
        if rules.unreachable:
            # RFC 9309 2.3.1.4: when robots.txt is unreachable, assume everything is disallowed
            raise _Failure(f"robots.txt of {origin} could not be read ({rules.unreachable}); not fetching the article")
        if rules.parser is not None and not rules.parser.can_fetch(self.settings.user_agent, str(url)):
            raise _Failure(f"disallowed by robots.txt ({origin}/robots.txt)", refused=True)

    def _load_robots(self, origin: str, deadline: _Deadline) -> _RobotsRules:
        robots_url = httpx.URL(origin + "/robots.txt")
        try:
            response = self._follow(robots_url, {}, deadline, min(ROBOTS_MAX_BYTES, self.settings.max_bytes))
        except _Failure as failure:
            return _RobotsRules(None, failure.reason, self._clock.monotonic())
        loaded_at = self._clock.monotonic()
        if 200 <= response.status < 300:
            parser = urllib.robotparser.RobotFileParser(str(robots_url))
            parser.parse(response.body.decode("utf-8", errors="replace").splitlines())
            return _RobotsRules(parser, None, loaded_at)
        if 400 <= response.status < 500:
            return _RobotsRules(None, None, loaded_at)   # RFC 9309 2.3.1.3: unavailable means no restrictions
        return _RobotsRules(None, f"HTTP {response.status}", loaded_at)
