"""Where inferwatch may connect (allow_networks; metadata and link-local never), what local sources it reads
(regular files under max_bytes), and which URLs and settings a sources file accepts."""

from __future__ import annotations

import ipaddress
import os
import subprocess
import sys
import time

import pytest

from pipelines.sources.config import NetworkSettings, SourcesFileError, load_sources
from pipelines.sources.fetch import read_local_file
from pipelines.sources.http import AddressPolicy, LiveFetcher
from tests.http_server import LocalServer, send

METADATA_FORMS = ["169.254.169.254", "2852039166", "0xa9fea9fe", "0251.0376.0251.0376", "169.254.43518",
                  "[::ffff:169.254.169.254]", "[fe80::1]", "[fd00:ec2::254]", "100.100.100.200"]


def _fetcher(**settings) -> LiveFetcher:
    base = {"timeout_s": 3, "retries": 0, "per_host_interval_s": 0}
    return LiveFetcher(NetworkSettings(**(base | settings)))


@pytest.mark.parametrize("host", METADATA_FORMS)
@pytest.mark.parametrize("allowed", [{"allow_private_addresses": True},
                                     {"allow_networks": ("0.0.0.0/0", "::/0")},
                                     {"allow_networks": ("169.254.0.0/16", "fe80::/10", "100.64.0.0/10")}])
def test_metadata_and_link_local_are_refused_whatever_is_allowed(host, allowed):
    with _fetcher(**allowed) as fetcher:
        result = fetcher.fetch(f"http://{host}/latest/meta-data/")
    assert not result.ok and result.body == b""
    # httpx itself rejects some spellings (octal quads) before any connection; the rest are refused by policy
    assert (result.refused and "never allowed" in result.error) or "invalid URL" in result.error


def test_a_name_resolving_to_the_metadata_address_is_refused_after_dns():
    fetcher = LiveFetcher(NetworkSettings(allow_networks=("0.0.0.0/0",), timeout_s=3, retries=0),
                          resolver=lambda host: ["169.254.169.254"])
    with fetcher:
        result = fetcher.fetch("http://metadata.example.com/")
    assert result.refused and "resolves to 169.254.169.254" in result.error


def test_allow_networks_opens_exactly_the_listed_network():
    with LocalServer() as server:
        server.routes["/"] = lambda r, s: send(r, 200, b"hello")
        with _fetcher(allow_networks=("127.0.0.0/8",)) as fetcher:
            assert fetcher.fetch(server.url("/")).body == b"hello"
        with _fetcher(allow_networks=("10.0.0.0/8",)) as fetcher:
            refused = fetcher.fetch(server.url("/"))
        assert refused.refused and "outside allow_networks" in refused.error
        assert len(server.log) == 1


def test_a_redirect_from_an_allowed_server_to_the_metadata_address_is_refused():
    with LocalServer() as server:
        server.routes["/go"] = lambda r, s: send(r, 302, b"", {"Location": "http://2852039166/latest/"})
        with _fetcher(allow_private_addresses=True) as fetcher:
            result = fetcher.fetch(server.url("/go"))
    assert result.refused and "redirect to http://2852039166/latest/ refused" in result.error


def test_the_deprecated_alias_means_loopback_and_private_only():
    policy = AddressPolicy.from_settings(NetworkSettings(allow_private_addresses=True))
    for allowed in ("127.0.0.1", "10.1.2.3", "192.168.1.1", "::1"):
        assert policy.problem(ipaddress.ip_address(allowed), 80) is None
    for refused in ("169.254.169.254", "169.254.1.1", "fe80::1", "224.0.0.1"):
        assert policy.problem(ipaddress.ip_address(refused), 80) is not None


@pytest.mark.parametrize("text, fragment", [
    ('[network]\ntimeout_s = inf\n', "timeout_s"),
    ('[network]\ntimeout_s = nan\n', "timeout_s"),
    ('[network]\ntimeout_s = 1e9\n', "timeout_s"),
    ('[network]\nallow_networks = ["localhost"]\n', "not a network"),
    ('[[feed]]\nname = "x"\nurl = "javascript:alert(1)"\n', "not javascript:"),
    ('[[feed]]\nname = "x"\nurl = "data:text/xml,<rss/>"\n', "not data:"),
    ('[[price_page]]\nname = "x"\nurl = "ftp://example.com/p"\nprovider = "p"\n', "not ftp:"),
    ('[[mlperf]]\nname = "x"\nurl = "gopher://example.com/"\n', "not gopher:"),
    ('[crawl]\nmax_seconds = inf\n', "max_seconds"),
])
def test_unusable_settings_and_urls_are_errors_naming_the_key(tmp_path, text, fragment):
    path = tmp_path / "sources.toml"
    path.write_text(text)
    with pytest.raises(SourcesFileError) as error:
        load_sources(path)
    assert fragment in str(error.value) and str(path) in str(error.value)


def test_a_sources_file_nested_five_thousand_levels_is_a_clear_error(tmp_path):
    path = tmp_path / "deep.toml"
    path.write_text("x = " + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(SourcesFileError, match="nested too deeply"):
        load_sources(path)


@pytest.mark.parametrize("special", ["/dev/zero", "/dev/null", "fifo", "directory"])
def test_local_sources_read_only_regular_files(tmp_path, special):
    if special == "fifo":
        special = str(tmp_path / "pipe")
        os.mkfifo(special)
    elif special == "directory":
        special = str(tmp_path)
    started = time.monotonic()
    result = read_local_file(special)
    assert time.monotonic() - started < 2
    assert not result.ok and "not a regular file" in result.error and result.body == b""


def test_a_local_source_larger_than_max_bytes_is_refused_unread(tmp_path):
    big = tmp_path / "big.xml"
    with big.open("wb") as handle:
        handle.truncate(300_000_000)   # sparse: 300 MB on paper, nothing on disk
    result = read_local_file(str(big), max_bytes=10_000_000)
    assert not result.ok and "more than the cap of 10,000,000" in result.error


@pytest.mark.parametrize("command", [["run", "--sources"], ["extract"]])
def test_a_fifo_on_the_command_line_is_a_clear_error_not_a_hang(tmp_path, command):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    done = subprocess.run([sys.executable, "-m", "pipelines.cli", *command, str(pipe), *(
        ["--home", str(tmp_path / "home")] if command[0] == "run" else [])],
        capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "FIFO" in done.stderr and "Traceback" not in done.stderr
