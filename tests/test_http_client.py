"""The live HTTP client against real servers on 127.0.0.1: one test per "Fetching" case of reliability.md.

Loopback is normally refused, so each test opts in as narrowly as it can: ``allow_private_addresses``
only where the local server itself is what is under test, ``exempt_addresses`` (just the server's
endpoint) where a redirect to some other private place must still be refused, and nothing at all
in the tests proving that loopback is refused by default.
"""

from __future__ import annotations

import concurrent.futures
import datetime as dt
import functools
import gzip
import itertools
import shutil
import socket
import ssl
import subprocess
import threading
import time
import zlib

import brotli
import pytest

from pipelines.sources.config import NetworkSettings
from pipelines.sources.http import (
    LiveFetcher,
    SystemClock,
    address_problem,
    parse_ip_host,
)
from tests.http_server import LocalServer, free_port, send

MARGIN_S = 0.6      # scheduling slack on a busy 2-core machine


def settings(**overrides) -> NetworkSettings:
    values = {"allow_private_addresses": True, "timeout_s": 3.0, "connect_timeout_s": 1.0, "read_timeout_s": 2.0,
              "per_host_interval_s": 0.0, "per_host_concurrency": 4, "retries": 0, "backoff_base_s": 0.05,
              "max_bytes": 1_000_000, "user_agent": "inferwatch-test/1.0 (+https://example.org/bot)"}
    values.update(overrides)
    return NetworkSettings(**values)


def resolver_for(table: dict[str, list[str]]):
    def resolve(host: str) -> list[str]:
        if host not in table:
            raise socket.gaierror(socket.EAI_NONAME, f"unknown test host {host}")
        return table[host]
    return resolve


@pytest.fixture
def server():
    with LocalServer() as running:
        yield running


@pytest.fixture
def fetcher_factory():
    made: list[LiveFetcher] = []

    def make(network: NetworkSettings | None = None, **kwargs) -> LiveFetcher:
        fetcher = LiveFetcher(network or settings(), **kwargs)
        made.append(fetcher)
        return fetcher

    yield make
    for fetcher in made:
        fetcher.close()


def drip(body_bytes: bytes, every_s: float, *, in_headers: bool = False):
    def handler(request, server):
        raw = (b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n" % len(body_bytes))
        stream = raw + body_bytes if in_headers else body_bytes
        if not in_headers:
            request.wfile.write(raw)
            request.wfile.flush()
        for byte in stream:
            if server.stopping.wait(every_s):
                return
            request.wfile.write(bytes([byte]))
            request.wfile.flush()
    return handler


# ---------------------------------------------------------------- deadlines and timeouts

def test_slow_drip_of_the_body_ends_at_the_total_deadline(server, fetcher_factory):
    # every byte arrives well within the read timeout, so only the total deadline can stop it
    server.routes["/drip"] = drip(b"x" * 200, 0.4)
    fetcher = fetcher_factory(settings(timeout_s=1.5, read_timeout_s=1.0))
    started = time.monotonic()
    result = fetcher.fetch(server.url("/drip"))
    elapsed = time.monotonic() - started
    assert result.error and "deadline of 1.5 s exceeded" in result.error
    assert server.url("/drip") in result.error
    assert result.body == b""
    assert 1.4 <= elapsed < 1.5 + MARGIN_S


def test_slow_drip_of_the_headers_ends_at_the_total_deadline(server, fetcher_factory):
    server.routes["/drip-headers"] = drip(b"hello", 0.4, in_headers=True)
    fetcher = fetcher_factory(settings(timeout_s=1.2, read_timeout_s=1.0))
    started = time.monotonic()
    result = fetcher.fetch(server.url("/drip-headers"))
    assert result.error and "deadline" in result.error
    assert time.monotonic() - started < 1.2 + MARGIN_S


def test_a_silent_server_hits_the_read_timeout_before_the_deadline(server, fetcher_factory):
    def silent(request, srv):
        srv.stopping.wait(10)
    server.routes["/silent"] = silent
    fetcher = fetcher_factory(settings(timeout_s=5.0, read_timeout_s=0.5))
    started = time.monotonic()
    result = fetcher.fetch(server.url("/silent"))
    assert result.error and "read timeout (0.5 s)" in result.error
    assert time.monotonic() - started < 0.5 + MARGIN_S


def test_a_host_that_accepts_no_connection_hits_the_connect_timeout(fetcher_factory):
    # a listening socket whose accept queue is full: the kernel drops further SYNs, so connect hangs
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    port = listener.getsockname()[1]
    fillers = []
    try:
        for _ in range(4):
            filler = socket.socket()
            filler.setblocking(False)
            filler.connect_ex(("127.0.0.1", port))
            fillers.append(filler)
        time.sleep(0.05)
        fetcher = fetcher_factory(settings(timeout_s=5.0, connect_timeout_s=0.5))
        started = time.monotonic()
        result = fetcher.fetch(f"http://127.0.0.1:{port}/")
        elapsed = time.monotonic() - started
    finally:
        for filler in fillers:
            filler.close()
        listener.close()
    assert result.error and ("connect timeout (0.5 s)" in result.error or "timed out" in result.error)
    assert elapsed < 0.5 + MARGIN_S


def test_a_hanging_dns_lookup_ends_at_the_deadline(fetcher_factory):
    release = threading.Event()

    def hanging_resolver(host):
        release.wait(10)
        return ["127.0.0.1"]
    fetcher = fetcher_factory(settings(timeout_s=0.8), resolver=hanging_resolver)
    started = time.monotonic()
    try:
        result = fetcher.fetch("http://slow-dns.example/")
    finally:
        release.set()
    assert result.error and "resolving host 'slow-dns.example'" in result.error
    assert time.monotonic() - started < 0.8 + MARGIN_S


# ---------------------------------------------------------------- size cap on the decoded body

@functools.cache
def bomb(encoding: str) -> bytes:
    zeros = b"\0" * (20 * 1024 * 1024)
    if encoding == "gzip":
        return gzip.compress(zeros, 9)
    if encoding == "deflate":
        return zlib.compress(zeros, 9)
    return brotli.compress(zeros, quality=5)


@pytest.mark.parametrize("encoding", ["gzip", "deflate", "br"])
def test_a_compression_bomb_stops_at_the_decoded_cap(server, fetcher_factory, encoding):
    payload = bomb(encoding)
    assert len(payload) < 100_000   # small on the wire, 20 MB once decoded
    server.routes["/bomb"] = lambda request, srv: send(request, 200, payload, {"Content-Encoding": encoding})
    fetcher = fetcher_factory(settings(max_bytes=1_000_000))
    result = fetcher.fetch(server.url("/bomb"))
    assert result.error and "body exceeds 1000000 bytes after decoding" in result.error
    assert result.body == b""


@pytest.mark.parametrize("encoding", ["gzip", "deflate", "br", "gzip, br"])
def test_compressed_bodies_under_the_cap_are_decoded(server, fetcher_factory, encoding):
    text = ("<rss><channel><title>Inference prices</title></channel></rss>\n" * 500).encode()
    payload = text
    for coding in [c.strip() for c in encoding.split(",")]:
        payload = {"gzip": gzip.compress, "deflate": zlib.compress, "br": brotli.compress}[coding](payload)
    server.routes["/feed"] = lambda request, srv: send(request, 200, payload, {"Content-Encoding": encoding})
    result = fetcher_factory().fetch(server.url("/feed"))
    assert result.ok, result.error
    assert result.body == text
    assert result.header("content-encoding") is None   # the body we return is no longer encoded
    assert server.log[0].headers["Accept-Encoding"] == "gzip, deflate, br"


def test_a_content_length_claiming_less_than_the_cap_does_not_lift_it(server, fetcher_factory):
    # no Content-Length limit is trusted: a huge declared length with a body past the cap is cut at the cap
    def liar(request, srv):
        request.send_response(200)
        request.send_header("Content-Length", str(10 ** 12))
        request.end_headers()
        chunk = b"a" * 65536
        for _ in range(40):     # 2.6 MB, more than the 1 MB cap
            request.wfile.write(chunk)
    server.routes["/liar"] = liar
    result = fetcher_factory(settings(max_bytes=1_000_000)).fetch(server.url("/liar"))
    assert result.error and "body exceeds 1000000 bytes after decoding" in result.error


def test_a_gzip_body_with_a_tiny_content_length_is_still_capped_after_decoding(server, fetcher_factory):
    payload = bomb("gzip")
    server.routes["/small-looking"] = lambda request, srv: send(
        request, 200, payload, {"Content-Encoding": "gzip"})   # honest wire length, 20 MB decoded
    result = fetcher_factory(settings(max_bytes=500_000)).fetch(server.url("/small-looking"))
    assert result.error and "body exceeds 500000 bytes after decoding" in result.error


def test_a_body_shorter_than_its_content_length_is_an_error_not_a_truncated_page(server, fetcher_factory):
    def short(request, srv):
        send(request, 200, b"only ten b", content_length=1000)
        request.close_connection = True
    server.routes["/short"] = short
    result = fetcher_factory().fetch(server.url("/short"))
    assert result.error and "protocol error" in result.error
    assert result.body == b""


# ---------------------------------------------------------------- schemes, redirects, addresses

def redirect(to: str, status: int = 302):
    return lambda request, srv: send(request, status, b"", {"Location": to})


def test_redirect_loop_is_detected(server, fetcher_factory):
    server.routes["/a"] = redirect("/b")
    server.routes["/b"] = redirect("/a")
    result = fetcher_factory().fetch(server.url("/a"))
    assert result.error and "redirect loop" in result.error
    assert server.paths() == ["/a", "/b"]


def test_more_than_five_redirect_hops_are_refused_and_five_are_followed(server, fetcher_factory):
    for hop in range(1, 8):
        server.routes[f"/hop{hop}"] = redirect(f"/hop{hop + 1}", status=301 if hop % 2 else 307)
    server.routes["/hop8"] = lambda request, srv: send(request, 200, b"arrived")
    fetcher = fetcher_factory()
    too_far = fetcher.fetch(server.url("/hop1"))              # 7 hops
    assert too_far.error and "too many redirects (more than 5)" in too_far.error
    assert len(server.log) == 6                                 # the first request and five hops, no more
    just_enough = fetcher.fetch(server.url("/hop3"))           # exactly 5 hops
    assert just_enough.ok, just_enough.error
    assert just_enough.body == b"arrived"
    assert just_enough.final_url == server.url("/hop8")


@pytest.mark.parametrize("url", ["ftp://files.example/feed.xml", "file:///etc/passwd", "gopher://old.example/",
                                 "javascript:alert(1)", "/etc/passwd"])
def test_only_http_and_https_are_fetched(fetcher_factory, url):
    result = fetcher_factory(settings(allow_private_addresses=False)).fetch(url)
    assert result.error and url in result.error
    assert "only http and https" in result.error


@pytest.mark.parametrize("target", ["ftp://files.example/feed.xml", "file:///etc/passwd", "FILE:///etc/hostname"])
def test_a_redirect_to_another_scheme_is_refused(server, fetcher_factory, target):
    server.routes["/moved"] = redirect(target)
    result = fetcher_factory().fetch(server.url("/moved"))
    assert result.error and "only http and https" in result.error and target in result.error
    assert result.body == b""


def test_local_paths_are_read_only_for_trusted_sources(tmp_path, fetcher_factory):
    page = tmp_path / "prices.html"
    page.write_text("<table><tr><td>$0.28</td></tr></table>", encoding="utf-8")
    fetcher = fetcher_factory(settings(allow_private_addresses=False))
    untrusted = fetcher.fetch(str(page))
    assert untrusted.error and "only http and https" in untrusted.error
    trusted = fetcher.fetch(str(page), trusted=True)
    assert trusted.ok and trusted.body == page.read_bytes()


def test_loopback_is_refused_by_default(server, fetcher_factory):
    server.routes["/"] = lambda request, srv: send(request, 200, b"secret")
    fetcher = fetcher_factory(settings(allow_private_addresses=False),
                              resolver=resolver_for({"news.public.example": ["127.0.0.1"]}))
    by_address = fetcher.fetch(server.url("/"))
    by_name = fetcher.fetch(server.url("/", host="news.public.example"))
    by_localhost = fetcher.fetch(server.url("/", host="localhost"))
    assert by_address.error and "loopback" in by_address.error
    assert by_name.error and "news.public.example resolves to 127.0.0.1, a loopback address" in by_name.error
    assert by_localhost.error and "loopback" in by_localhost.error
    assert server.log == []                                     # nothing ever reached the server


@pytest.mark.parametrize("host", ["10.1.2.3", "172.16.0.9", "192.168.1.1", "169.254.169.254", "100.64.0.1",
                                  "0.0.0.0", "127.0.0.2", "[::1]", "[fc00::1]", "[fe80::1]", "[::ffff:127.0.0.1]",
                                  "[::ffff:169.254.169.254]", "2130706433", "0x7f000001", "0177.0.0.1", "127.1",
                                  "0x7f.1", "224.0.0.251"])
def test_private_and_encoded_addresses_are_refused(fetcher_factory, host):
    url = f"http://{host}/latest/meta-data/"
    result = fetcher_factory(settings(allow_private_addresses=False)).fetch(url)
    assert result.error and result.error.startswith(url)
    assert "refused" in result.error or "invalid URL" in result.error   # httpx itself rejects some spellings


def test_the_address_classification_agrees_with_public_addresses():
    assert parse_ip_host("2130706433") == parse_ip_host("127.0.0.1")
    assert parse_ip_host("news.example") is None
    assert address_problem(parse_ip_host("8.8.8.8")) is None
    assert address_problem(parse_ip_host("[2606:4700::1111]")) is None


def test_a_name_with_one_private_address_among_public_ones_is_refused(fetcher_factory):
    fetcher = fetcher_factory(settings(allow_private_addresses=False),
                              resolver=resolver_for({"mixed.example": ["93.184.215.14", "10.0.0.5"]}))
    result = fetcher.fetch("http://mixed.example/")
    assert result.error and "mixed.example resolves to 10.0.0.5, a private address" in result.error


@pytest.fixture
def second_server():
    with LocalServer({"/": lambda request, srv: send(request, 200, b"internal admin page")}) as running:
        yield running


@pytest.mark.parametrize("where", ["name-to-loopback", "name-to-metadata", "decimal-ip", "hex-ip"])
def test_a_redirect_to_a_private_address_is_refused(server, second_server, fetcher_factory, where):
    # only the first server's own endpoint is exempt; the redirect target must be refused before connecting
    targets = {
        "name-to-loopback": f"http://intranet.public.example:{second_server.port}/",
        "name-to-metadata": "http://metadata.public.example/latest/meta-data/iam/",
        "decimal-ip": f"http://2130706433:{second_server.port}/",
        "hex-ip": f"http://0x7f.0.0.1:{second_server.port}/",
    }
    server.routes["/go"] = redirect(targets[where])
    fetcher = fetcher_factory(
        settings(allow_private_addresses=False),
        resolver=resolver_for({"www.public.example": ["127.0.0.1"], "intranet.public.example": ["127.0.0.1"],
                               "metadata.public.example": ["169.254.169.254"]}),
        exempt_addresses=[("127.0.0.1", server.port)],
    )
    result = fetcher.fetch(server.url("/go", host="www.public.example"))
    assert server.paths() == ["/go"]                              # the first hop was allowed
    assert result.error and "refused" in result.error and targets[where] in result.error
    assert second_server.log == []
    assert result.final_url == targets[where]                   # the hop that was refused


# ---------------------------------------------------------------- status handling

def test_conditional_get_sends_validators_and_304_means_unchanged(server, fetcher_factory):
    etag, modified = '"v7-feed"', "Mon, 29 Sep 2025 05:58:00 GMT"

    def conditional(request, srv):
        if request.headers.get("If-None-Match") == etag:
            send(request, 304, b"", {"ETag": etag})
        else:
            send(request, 200, b"<rss/>", {"ETag": etag, "Last-Modified": modified})
    server.routes["/feed"] = conditional
    fetcher = fetcher_factory()
    first = fetcher.fetch(server.url("/feed"))
    assert first.ok and first.body == b"<rss/>" and first.etag == etag
    again = fetcher.fetch(server.url("/feed"), etag=first.etag, last_modified=first.last_modified)
    assert again.status == 304 and again.not_modified and again.error is None and not again.ok
    sent = server.log[1].headers
    assert sent["If-None-Match"] == etag and sent["If-Modified-Since"] == modified


def test_410_gone_is_an_error_that_says_so(server, fetcher_factory):
    server.routes["/retired-feed"] = lambda request, srv: send(request, 410, b"removed")
    result = fetcher_factory().fetch(server.url("/retired-feed"))
    assert result.status == 410 and result.error and "gone" in result.error and result.body == b""


def test_429_retry_after_seconds_is_honoured(server, fetcher_factory):
    def limited(request, srv):
        if len(srv.log) == 1:
            send(request, 429, b"slow down", {"Retry-After": "1"})
        else:
            send(request, 200, b"ok now")
    server.routes["/limited"] = limited
    result = fetcher_factory(settings(retries=2, timeout_s=4.0)).fetch(server.url("/limited"))
    assert result.ok and result.body == b"ok now"
    first, second = server.log
    assert second.arrived - first.arrived >= 1.0


def test_429_retry_after_as_an_http_date_is_honoured(server, fetcher_factory):
    def limited(request, srv):
        if len(srv.log) == 1:
            when = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=2)
            send(request, 429, b"", {"Retry-After": when.strftime("%a, %d %b %Y %H:%M:%S GMT")})
        else:
            send(request, 200, b"ok")
    server.routes["/limited"] = limited
    result = fetcher_factory(settings(retries=1, timeout_s=4.0)).fetch(server.url("/limited"))
    assert result.ok
    first, second = server.log
    assert second.arrived - first.arrived >= 1.0     # the date has one-second resolution


def test_429_asking_for_longer_than_the_deadline_fails_at_once(server, fetcher_factory):
    server.routes["/limited"] = lambda request, srv: send(request, 429, b"", {"Retry-After": "3600"})
    started = time.monotonic()
    result = fetcher_factory(settings(retries=3, timeout_s=2.0)).fetch(server.url("/limited"))
    assert result.status == 429 and result.error and "asked to wait 3600.0 s" in result.error
    assert time.monotonic() - started < 0.5 and len(server.log) == 1


def test_5xx_is_retried_with_backoff_then_succeeds(server, fetcher_factory):
    def flaky(request, srv):
        if len(srv.log) <= 2:
            send(request, 503 if len(srv.log) == 1 else 502, b"busy")
        else:
            send(request, 200, b"recovered")
    server.routes["/flaky"] = flaky
    result = fetcher_factory(settings(retries=3)).fetch(server.url("/flaky"))
    assert result.ok and result.body == b"recovered"
    assert len(server.log) == 3


def test_5xx_gives_up_after_the_configured_retries(server, fetcher_factory):
    server.routes["/down"] = lambda request, srv: send(request, 500, b"broken")
    result = fetcher_factory(settings(retries=2)).fetch(server.url("/down"))
    assert result.status == 500 and result.error and "gave up after 3 attempts" in result.error
    assert len(server.log) == 3


class RecordingClock(SystemClock):
    """Real time, except that sleeps are recorded and skipped (the deadline still sees them)."""

    def __init__(self):
        self.sleeps: list[float] = []
        self._skipped = 0.0

    def monotonic(self) -> float:
        return time.monotonic() + self._skipped

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self._skipped += max(seconds, 0.0)


def test_retry_waits_grow_exponentially_with_full_jitter(server, fetcher_factory):
    server.routes["/down"] = lambda request, srv: send(request, 503, b"")
    clock = RecordingClock()
    result = fetcher_factory(settings(retries=4, backoff_base_s=1.0, timeout_s=60.0), clock=clock).fetch(
        server.url("/down"))
    assert result.error and len(server.log) == 5
    waits = [s for s in clock.sleeps if s > 0]
    assert len(waits) == 4
    assert all(0 <= wait <= 2 ** attempt for attempt, wait in enumerate(waits))


@functools.cache
def self_signed_certificate(directory: str) -> tuple[str, str]:
    cert, key = f"{directory}/cert.pem", f"{directory}/key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=tls.public.example",
                    "-days", "1", "-keyout", key, "-out", cert], check=True, capture_output=True)
    return cert, key


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command to make a certificate")
def test_an_untrusted_certificate_fails_closed(tmp_path, fetcher_factory):
    cert, key = self_signed_certificate(str(tmp_path))
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    with LocalServer({"/": lambda request, srv: send(request, 200, b"tls page")}, ssl_context=context) as tls:
        fetcher = fetcher_factory(settings(retries=2), resolver=resolver_for({"tls.public.example": ["127.0.0.1"]}))
        result = fetcher.fetch(tls.url("/", host="tls.public.example"))
    assert result.error and "TLS certificate verification failed" in result.error
    assert result.body == b"" and tls.log == []


def test_https_to_a_server_that_does_not_speak_tls_fails_closed(server, fetcher_factory):
    server.routes["/"] = lambda request, srv: send(request, 200, b"plain")
    result = fetcher_factory(settings(retries=2)).fetch(f"https://127.0.0.1:{server.port}/")
    assert result.error and "TLS" in result.error and result.body == b""


# ---------------------------------------------------------------- politeness

def named_hosts(*servers_and_names):
    return resolver_for({name: ["127.0.0.1"] for _, name in servers_and_names})


def test_a_hanging_host_does_not_delay_other_hosts(fetcher_factory):
    def hang(request, srv):
        srv.stopping.wait(10)
    slow_routes = {f"/stuck{n}": hang for n in range(4)}
    quick = {f"/page{n}": (lambda request, srv: send(request, 200, b"fine")) for n in range(6)}
    with LocalServer(slow_routes) as stuck, LocalServer(quick) as fast:
        fetcher = fetcher_factory(settings(timeout_s=1.0, read_timeout_s=1.0, per_host_concurrency=2),
                                  resolver=named_hosts((stuck, "stuck.example"), (fast, "fast.example")))
        urls = [stuck.url(p, host="stuck.example") for p in slow_routes] + [
            fast.url(p, host="fast.example") for p in quick]
        started = time.monotonic()
        results = fetcher.fetch_many(urls, max_workers=4)
        elapsed = time.monotonic() - started
        fast_arrivals = [entry.arrived - started for entry in fast.log]
    assert [r.url for r in results] == urls
    assert all(r.error and "deadline" in r.error for r in results[:4])
    assert all(r.ok for r in results[4:])
    assert len(fast_arrivals) == 6 and max(fast_arrivals) < 0.5     # not queued behind the hanging host
    assert elapsed < 2 * 1.0 + MARGIN_S                              # 4 stuck URLs, 2 at a time


def test_per_host_concurrency_is_never_exceeded_by_fetch_many(fetcher_factory):
    def slow_page(request, srv):
        time.sleep(0.15)
        send(request, 200, b"page")
    routes = {f"/p{n}": slow_page for n in range(10)}
    with LocalServer(routes) as one, LocalServer(routes) as two:
        fetcher = fetcher_factory(settings(per_host_concurrency=2),
                                  resolver=named_hosts((one, "one.example"), (two, "two.example")))
        urls = [s.url(p, host=h) for s, h in ((one, "one.example"), (two, "two.example")) for p in routes]
        results = fetcher.fetch_many(urls, max_workers=10)
        assert all(r.ok for r in results)
        assert one.max_in_flight == 2 and two.max_in_flight == 2
        overlap = min(entry.arrived for entry in two.log) - min(entry.arrived for entry in one.log)
        assert abs(overlap) < 0.1          # the two hosts were served at the same time


def test_per_host_concurrency_holds_for_callers_with_their_own_thread_pool(server, fetcher_factory):
    def slow_page(request, srv):
        time.sleep(0.1)
        send(request, 200, b"page")
    server.routes["/p"] = slow_page
    fetcher = fetcher_factory(settings(per_host_concurrency=3, timeout_s=5.0))
    with concurrent.futures.ThreadPoolExecutor(max_workers=12) as pool:
        results = list(pool.map(lambda _: fetcher.fetch(server.url("/p")), range(24)))
    assert all(r.ok for r in results)
    assert server.max_in_flight == 3


def test_per_host_interval_spaces_request_starts(server, fetcher_factory):
    server.routes["/p"] = lambda request, srv: send(request, 200, b"page")
    fetcher = fetcher_factory(settings(per_host_interval_s=0.25, per_host_concurrency=4))
    results = fetcher.fetch_many([server.url("/p")] * 5, max_workers=5)
    assert all(r.ok for r in results)
    arrivals = sorted(entry.arrived for entry in server.log)
    gaps = [b - a for a, b in itertools.pairwise(arrivals)]
    assert min(gaps) >= 0.2   # 0.25 s apart at the client, less a little network jitter


# ---------------------------------------------------------------- robots.txt

def test_robots_txt_is_honoured_for_articles_and_fetched_once(server, fetcher_factory):
    server.routes["/robots.txt"] = lambda request, srv: send(
        request, 200, b"User-agent: *\nDisallow: /drafts/\n\nUser-agent: inferwatch-test\nDisallow: /members/\n")
    server.routes["/drafts/rubin-cpx.html"] = lambda request, srv: send(request, 200, b"<p>draft</p>")
    server.routes["/members/prices.html"] = lambda request, srv: send(request, 200, b"<p>members</p>")
    server.routes["/news/rubin-cpx.html"] = lambda request, srv: send(request, 200, b"<p>news</p>")
    fetcher = fetcher_factory()
    members = fetcher.fetch(server.url("/members/prices.html"), purpose="article")
    allowed = fetcher.fetch(server.url("/news/rubin-cpx.html"), purpose="article")
    draft_feedlike = fetcher.fetch(server.url("/drafts/rubin-cpx.html"), purpose="feed")
    assert members.error and "disallowed by robots.txt" in members.error
    assert allowed.ok and allowed.body == b"<p>news</p>"
    assert draft_feedlike.ok                       # only articles are subject to robots.txt
    assert server.paths().count("/robots.txt") == 1
    assert "/members/prices.html" not in server.paths()
    assert server.log[0].headers["User-Agent"] == "inferwatch-test/1.0 (+https://example.org/bot)"


def test_missing_robots_txt_allows_and_a_failing_one_blocks_articles(server, fetcher_factory):
    server.routes["/a.html"] = lambda request, srv: send(request, 200, b"article")
    fetcher = fetcher_factory()
    assert fetcher.fetch(server.url("/a.html"), purpose="article").ok       # robots.txt is a 404 here
    with LocalServer({"/robots.txt": lambda request, srv: send(request, 503, b""),
                      "/a.html": lambda request, srv: send(request, 200, b"article")}) as broken:
        blocked = fetcher.fetch(broken.url("/a.html"), purpose="article")
        assert blocked.error and "robots.txt" in blocked.error and "HTTP 503" in blocked.error
        assert "/a.html" not in broken.paths()


def test_a_hanging_robots_txt_is_bounded_by_the_article_deadline(server, fetcher_factory):
    server.routes["/robots.txt"] = lambda request, srv: srv.stopping.wait(10)
    fetcher = fetcher_factory(settings(timeout_s=1.0))
    started = time.monotonic()
    result = fetcher.fetch(server.url("/story.html"), purpose="article")
    assert result.error and "robots.txt" in result.error
    assert time.monotonic() - started < 1.0 + MARGIN_S


# ---------------------------------------------------------------- the result itself

def test_a_result_carries_its_provenance(server, fetcher_factory):
    server.routes["/old"] = redirect("/new", status=301)
    server.routes["/new"] = lambda request, srv: send(request, 200, b"<rss/>", {"Content-Type": "application/rss+xml"})
    before = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    result = fetcher_factory().fetch(server.url("/old"))
    assert result.ok and result.final_url == server.url("/new") and result.url == server.url("/old")
    assert result.content_type == "application/rss+xml" and result.status == 200
    assert result.fetched_at.tzinfo is None and before - dt.timedelta(seconds=1) <= result.fetched_at
    assert result.duration_ms > 0 and result.from_snapshot is False


@pytest.mark.parametrize("url", ["", "http://", "http://[::1", "not a url at all", "http://exa mple.com/"])
def test_malformed_urls_come_back_as_errors(fetcher_factory, url):
    result = fetcher_factory(settings(allow_private_addresses=False)).fetch(url)
    assert result.error and result.body == b""


def test_an_unknown_host_is_an_error_naming_it(fetcher_factory):
    fetcher = fetcher_factory(resolver=resolver_for({}))
    result = fetcher.fetch("http://no-such-outlet.example/feed.xml")
    assert result.error and "no-such-outlet.example" in result.error


def test_nothing_listening_is_a_network_error(fetcher_factory):
    result = fetcher_factory(settings(retries=1)).fetch(f"http://127.0.0.1:{free_port()}/")
    assert result.error and "network error" in result.error and "gave up after 2 attempts" in result.error
