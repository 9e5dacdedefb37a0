"""One interface for getting bytes: from the bundled snapshot or from the network.

Every source goes through a :class:`Fetcher`. The snapshot implementation answers
from ``data/snapshot/manifest.json`` (URL → file + recorded HTTP headers) and
emulates conditional GET; the live implementation uses the project's HTTP client.
Local paths are allowed only for URLs that come from the trusted sources file.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import mimetypes
import os
import stat
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol
from urllib.parse import unquote, urlsplit


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


@dataclasses.dataclass
class FetchResult:
    """What one fetch returned; ``error`` is set (and ``body`` empty) when it failed."""

    url: str
    final_url: str
    status: int | None
    headers: dict[str, str]
    body: bytes
    fetched_at: dt.datetime
    duration_ms: float
    from_snapshot: bool
    captured_at: dt.datetime | None = None
    error: str | None = None
    refused: bool = False   # the error is a policy refusal (address, scheme, robots.txt), not a failure to retry soon

    def header(self, name: str) -> str | None:
        wanted = name.lower()
        for key, value in self.headers.items():
            if key.lower() == wanted:
                return value
        return None

    @property
    def ok(self) -> bool:
        return self.error is None and self.status is not None and 200 <= self.status < 300

    @property
    def not_modified(self) -> bool:
        return self.status == 304

    @property
    def content_type(self) -> str | None:
        return self.header("content-type")

    @property
    def etag(self) -> str | None:
        return self.header("etag")

    @property
    def last_modified(self) -> str | None:
        return self.header("last-modified")


class Fetcher(Protocol):
    """Gets a URL (or, for trusted sources, a local path)."""

    def fetch(
        self,
        url: str,
        *,
        etag: str | None = None,
        last_modified: str | None = None,
        trusted: bool = False,
        purpose: str = "page",
    ) -> FetchResult: ...

    def captures(self, url: str, *, trusted: bool = False, purpose: str = "page") -> list[FetchResult]:
        """Every dated capture of a URL, oldest first (live: just the current one)."""
        ...

    def close(self) -> None: ...


def is_local_location(url: str) -> bool:
    scheme = urlsplit(url).scheme.lower()
    return scheme in ("", "file") or (len(scheme) == 1 and url[1:3] in (":\\", ":/"))


class LocalFileError(OSError):
    """A local path that is not a readable regular file within the size cap; the message names the path."""


DEFAULT_MAX_BYTES = 10_000_000   # NetworkSettings' default decoded-body cap; local files get the same


def _kind_of(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; never blocks, never reads past the cap.

    Devices (``/dev/zero``), FIFOs, sockets and directories raise :class:`LocalFileError`, as does a
    file larger than ``limit``. The file is opened non-blocking and checked with ``fstat`` on the
    opened descriptor, so swapping the path for a FIFO between a check and the read changes nothing.
    """
    path = Path(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise LocalFileError(exc.errno, f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise LocalFileError(f"{path} is {_kind_of(info.st_mode)}, not a regular file")
        if info.st_size > limit:
            raise LocalFileError(f"{path} is {info.st_size:,} bytes, more than the cap of {limit:,} (max_bytes)")
        chunks, total = [], 0
        while True:
            chunk = os.read(descriptor, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:   # the file grew while being read
                raise LocalFileError(f"{path} is more than the cap of {limit:,} bytes (max_bytes)")
        return b"".join(chunks)
    except LocalFileError:
        raise
    except OSError as exc:
        raise LocalFileError(exc.errno, f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(descriptor)


def local_path(url: str) -> Path:
    """The filesystem path a local location (``/x``, ``file:///x``, ``C:/x``) names."""
    return Path(unquote(urlsplit(url).path) if url.lower().startswith("file:") else url)


def read_local_file(url: str, *, max_bytes: int = DEFAULT_MAX_BYTES) -> FetchResult:
    """A trusted local source (a path from the sources file): a regular file of at most ``max_bytes``."""
    started = time.monotonic()
    path = local_path(url)
    fetched_at = _now()
    try:
        body = read_regular_file(path, max_bytes)
        modified = dt.datetime.fromtimestamp(path.stat().st_mtime, dt.UTC)
    except OSError as exc:
        reason = exc.strerror if isinstance(exc, LocalFileError) and exc.strerror else str(exc)
        return FetchResult(
            url=url, final_url=url, status=None, headers={}, body=b"", fetched_at=fetched_at,
            duration_ms=(time.monotonic() - started) * 1000, from_snapshot=False,
            error=f"local source {path}: {reason}", refused=isinstance(exc, LocalFileError) and not exc.errno,
        )
    content_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return FetchResult(
        url=url, final_url=str(path.resolve()), status=200,
        headers={"Content-Type": content_type, "Last-Modified": modified.strftime("%a, %d %b %Y %H:%M:%S GMT")},
        body=body, fetched_at=fetched_at, duration_ms=(time.monotonic() - started) * 1000, from_snapshot=False,
    )


@dataclasses.dataclass(frozen=True)
class SnapshotEntry:
    url: str
    file: Path
    status: int
    headers: Mapping[str, str]
    captured_at: dt.datetime


class SnapshotError(ValueError):
    """A broken snapshot manifest; the message names the manifest and the entry."""


def _parse_timestamp(value: str) -> dt.datetime:
    parsed = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    if parsed.tzinfo is not None:
        parsed = parsed.astimezone(dt.UTC).replace(tzinfo=None)
    return parsed


class SnapshotFetcher:
    """Answers URLs from a snapshot folder: ``manifest.json`` plus any ``manifest.d/*.json`` parts."""

    def __init__(self, snapshot_dir: str | Path, *, max_bytes: int = DEFAULT_MAX_BYTES):
        self.snapshot_dir = Path(snapshot_dir)
        self.max_bytes = max_bytes
        self._entries: dict[str, list[SnapshotEntry]] = {}
        manifests = []
        main = self.snapshot_dir / "manifest.json"
        if main.exists():
            manifests.append(main)
        manifests.extend(sorted((self.snapshot_dir / "manifest.d").glob("*.json")))
        if not manifests:
            raise SnapshotError(f"no manifest.json in snapshot folder {self.snapshot_dir}")
        for manifest in manifests:
            self._load_manifest(manifest)
        for captures in self._entries.values():
            captures.sort(key=lambda entry: entry.captured_at)
        # feeds' links are cleaned of tracking parameters before they are fetched; the manifest keeps
        # the URL as captured, so answer the cleaned form too
        from pipelines.sources.feeds import clean_link

        self._aliases: dict[str, str] = {}
        for url in self._entries:
            cleaned = clean_link(url)
            if cleaned and cleaned not in self._entries:
                self._aliases[cleaned] = url

    def _load_manifest(self, manifest: Path) -> None:
        try:
            data = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise SnapshotError(f"cannot read snapshot manifest {manifest}: {exc}") from exc
        for index, raw in enumerate(data.get("entries", [])):
            try:
                entry = SnapshotEntry(
                    url=raw["url"],
                    file=self.snapshot_dir / raw["file"],
                    status=int(raw.get("status", 200)),
                    headers=dict(raw.get("headers", {})),
                    captured_at=_parse_timestamp(raw["captured_at"]),
                )
            except (KeyError, TypeError, ValueError) as exc:
                raise SnapshotError(f"{manifest}: entry {index} is malformed ({exc!r})") from exc
            self._entries.setdefault(entry.url, []).append(entry)

    @property
    def urls(self) -> list[str]:
        return sorted(self._entries)

    def _result(self, entry: SnapshotEntry, url: str, started: float, etag: str | None, last_modified: str | None) -> FetchResult:
        headers = dict(entry.headers)
        fetched_at = _now()
        recorded_etag = next((v for k, v in headers.items() if k.lower() == "etag"), None)
        recorded_modified = next((v for k, v in headers.items() if k.lower() == "last-modified"), None)
        if (etag and recorded_etag and etag == recorded_etag) or (
            not etag and last_modified and recorded_modified and last_modified == recorded_modified
        ):
            return FetchResult(
                url=url, final_url=url, status=304, headers=headers, body=b"", fetched_at=fetched_at,
                duration_ms=(time.monotonic() - started) * 1000, from_snapshot=True, captured_at=entry.captured_at,
            )
        try:
            body = entry.file.read_bytes()
        except OSError as exc:
            return FetchResult(
                url=url, final_url=url, status=None, headers={}, body=b"", fetched_at=fetched_at,
                duration_ms=(time.monotonic() - started) * 1000, from_snapshot=True, captured_at=entry.captured_at,
                error=f"snapshot file missing for {url}: {entry.file} ({exc.strerror or exc})",
            )
        return FetchResult(
            url=url, final_url=url, status=entry.status, headers=headers, body=body, fetched_at=fetched_at,
            duration_ms=(time.monotonic() - started) * 1000, from_snapshot=True, captured_at=entry.captured_at,
        )

    def _missing(self, url: str, started: float) -> FetchResult:
        return FetchResult(
            url=url, final_url=url, status=None, headers={}, body=b"", fetched_at=_now(),
            duration_ms=(time.monotonic() - started) * 1000, from_snapshot=True,
            error=f"{url} is not in the snapshot ({self.snapshot_dir / 'manifest.json'})",
        )

    def _lookup(self, url: str) -> list[SnapshotEntry] | None:
        return self._entries.get(url) or self._entries.get(self._aliases.get(url, ""))

    def fetch(self, url, *, etag=None, last_modified=None, trusted=False, purpose="page") -> FetchResult:
        started = time.monotonic()
        if trusted and is_local_location(url):
            return read_local_file(url, max_bytes=self.max_bytes)
        captures = self._lookup(url)
        if not captures:
            return self._missing(url, started)
        return self._result(captures[-1], url, started, etag, last_modified)

    def captures(self, url, *, trusted=False, purpose="page") -> list[FetchResult]:
        started = time.monotonic()
        if trusted and is_local_location(url):
            return [read_local_file(url, max_bytes=self.max_bytes)]
        entries = self._lookup(url)
        if not entries:
            return [self._missing(url, started)]
        return [self._result(entry, url, started, None, None) for entry in entries]

    def close(self) -> None:
        return None
