"""The sources file (``../shared/spec/sources.md``): what inferwatch watches, and how politely.

Unknown or missing keys are errors naming the key and its line, so a typo in a
sources file never silently drops a source.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator

BUNDLED_SNAPSHOT_DIR = Path(__file__).resolve().parents[2] / "data" / "snapshot"
BUNDLED_SOURCES_FILE = BUNDLED_SNAPSHOT_DIR / "sources.toml"
LIVE_SOURCES_FILE = Path(__file__).resolve().parents[2] / "data" / "sources-live.toml"


MAX_SOURCES_FILE_BYTES = 10_000_000


class SourcesFileError(ValueError):
    """A sources file that cannot be used; the message names the file, the key and the line."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


_FINITE = {"allow_inf_nan": False}


class NetworkSettings(_Strict):
    """``[network]``: how every request is made and where it may go."""

    user_agent: str = Field(default="inferwatch/0.1 (+https://github.com/inferwatch/inferwatch)", max_length=500)
    timeout_s: float = Field(default=20.0, gt=0, le=600, description="total deadline per request", **_FINITE)
    connect_timeout_s: float = Field(default=10.0, gt=0, le=600, **_FINITE)
    read_timeout_s: float = Field(default=10.0, gt=0, le=600, description="longest wait for any single read",
                                  **_FINITE)
    max_bytes: int = Field(default=10_000_000, gt=0, le=1_000_000_000, description="cap on the decoded body")
    max_redirects: int = Field(default=5, ge=0, le=10)
    allow_networks: tuple[str, ...] = Field(
        default=(), description="networks (CIDR) that may be reached although not public, e.g. 127.0.0.0/8")
    allow_private_addresses: bool = Field(
        default=False, description="deprecated: the same as allow_networks = loopback + private ranges")
    per_host_concurrency: int = Field(default=2, ge=1, le=64)
    per_host_interval_s: float = Field(default=1.0, ge=0, le=3600, **_FINITE)
    retries: int = Field(default=3, ge=0, le=10)
    backoff_base_s: float = Field(default=0.5, gt=0, le=600, description="first retry waits up to this, doubling after",
                                  **_FINITE)
    respect_robots_txt: bool = True

    @field_validator("allow_networks")
    @classmethod
    def _networks(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        import ipaddress

        for item in value:
            try:
                ipaddress.ip_network(item.strip(), strict=False)
            except ValueError:
                raise ValueError(f"{item!r} is not a network (write it like 127.0.0.0/8 or ::1/128)") from None
        return tuple(item.strip() for item in value)


class CrawlSettings(_Strict):
    """``[crawl]``: the per-run budget of article fetches and how failures are retried across runs.

    Pages that do not fit a run's budget are kept in the ``crawl_frontier`` table and fetched first next run.
    """

    max_pages: int = Field(default=2_000, ge=1, le=1_000_000, description="article pages fetched per run")
    max_bytes: int = Field(default=1_000_000_000, ge=1, le=10**12, description="article bytes fetched per run")
    max_seconds: float = Field(default=1_800.0, gt=0, le=7 * 24 * 3600, description="wall time for article fetches",
                               **_FINITE)
    workers: int = Field(default=8, ge=1, le=64, description="article fetches in flight at once (all hosts)")
    retry_base_s: float = Field(default=900.0, ge=0, le=7 * 24 * 3600,
                                description="a failed page is retried after this, doubling per failure", **_FINITE)
    retry_max_s: float = Field(default=86_400.0, ge=0, le=30 * 24 * 3600, **_FINITE)


_SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*):")


class ScheduleSettings(_Strict):
    """When the schedules run (cron expressions in `timezone`); they start switched on when `enabled`."""

    enabled: bool = False
    timezone: str = "UTC"
    ingestion: str = "0 5 * * *"
    digest: str = "0 7 * * 1"

    @field_validator("timezone")
    @classmethod
    def _known_timezone(cls, value: str) -> str:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise ValueError(f"unknown timezone {value!r} (expected an IANA name such as Europe/Berlin)") from exc
        return value


class CheckSettings(_Strict):
    """Thresholds of the checks that guard a week's digest."""

    price_jump_factor: float = Field(default=20.0, gt=1, description="a price this many times off its history blocks")
    silence_factor: float = Field(default=3.0, gt=1, description="silent after this many usual gaps without news")
    silence_min_days: float = Field(default=7.0, gt=0, description="never silent before this many days")


class AlertSettings(_Strict):
    """Where a failed run is announced besides the warehouse's `alerts` table."""

    webhook_url: str | None = None


def _check_url(value: str) -> str:
    value = value.strip()
    if not value:
        raise ValueError("url must not be empty")
    if len(value) > 8_000:
        raise ValueError("url is longer than 8,000 characters")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise ValueError("url contains control characters")
    scheme = _SCHEME.match(value)
    # a one-letter "scheme" is a Windows drive (C:/data/feed.xml): a local path
    if scheme and len(scheme.group(1)) > 1 and scheme.group(1).lower() not in ("http", "https", "file"):
        raise ValueError(f"url must be http(s):// or a local path, not {scheme.group(1)}:")
    return value


class FeedSource(_Strict):
    name: str
    url: str
    region: str | None = None
    language: str | None = None
    _url = field_validator("url")(_check_url)


class PricePageSource(_Strict):
    name: str
    url: str
    provider: str
    region: str | None = None
    _url = field_validator("url")(_check_url)


class MlperfSource(_Strict):
    name: str
    url: str
    round: str | None = None
    _url = field_validator("url")(_check_url)


class FxSource(_Strict):
    """``[fx]``: a live exchange-rate file whose dated rates override the bundled ones for their dates.

    ``format`` is ``"ecb"`` (the European Central Bank's reference-rate CSV, rates per euro, also as
    the ``.zip`` the ECB publishes) or ``"inferwatch"`` (``date,currency,usd_per_unit`` like the
    bundled ``extractors/data/fx_rates.csv``).
    """

    url: str
    format: Literal["ecb", "inferwatch"]
    name: str = "fx"

    _url = field_validator("url")(_check_url)


class SourcesFile(_Strict):
    network: NetworkSettings = NetworkSettings()
    crawl: CrawlSettings = CrawlSettings()
    feed: list[FeedSource] = []
    price_page: list[PricePageSource] = []
    mlperf: list[MlperfSource] = []
    fx: FxSource | None = None
    schedule: ScheduleSettings = ScheduleSettings()
    checks: CheckSettings = CheckSettings()
    alerts: AlertSettings = AlertSettings()
    # where the file was read from: not a key of the file, so a `path = …` line is an unknown key
    _path: Path | None = PrivateAttr(default=None)

    @property
    def path(self) -> Path | None:
        return self._path

    def all_sources(self) -> list[tuple[Literal["feed", "price_page", "mlperf"], FeedSource | PricePageSource | MlperfSource]]:
        return (
            [("feed", s) for s in self.feed]
            + [("price_page", s) for s in self.price_page]
            + [("mlperf", s) for s in self.mlperf]
        )

    def resolve_location(self, url: str) -> str:
        """A source URL as given, or a local path made absolute against the sources file's folder."""
        if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", url):
            return url
        base = self.path.parent if self.path else Path.cwd()
        return str((base / url).resolve())


def _line_of(text: str, key: str, occurrence_index: int | None = None) -> int | None:
    pattern = re.compile(r"^[ \t]*" + re.escape(key) + r"[ \t]*=", re.MULTILINE)
    matches = list(pattern.finditer(text))
    if not matches:
        pattern = re.compile(r"^[ \t]*\[\[?[ \t]*" + re.escape(key) + r"\s*\]\]?", re.MULTILINE)
        matches = list(pattern.finditer(text))
    if not matches:
        return None
    match = matches[min(occurrence_index or 0, len(matches) - 1)]
    return text.count("\n", 0, match.start()) + 1


def _table_line(text: str, table: str, index: int) -> int | None:
    pattern = re.compile(r"^[ \t]*\[\[[ \t]*" + re.escape(table) + r"\s*\]\]", re.MULTILINE)
    matches = list(pattern.finditer(text))
    if index < len(matches):
        return text.count("\n", 0, matches[index].start()) + 1
    return None


def _single_table_line(text: str, table: str, key: str | None) -> int | None:
    """The line of ``key = …`` inside ``[table]`` (or of the ``[table]`` header itself)."""
    lines = text.splitlines()
    header = re.compile(r"^[ \t]*\[\[?[ \t]*" + re.escape(table) + r"[ \t]*\]\]?")
    start = next((number for number, line in enumerate(lines) if header.match(line)), None)
    if start is None:
        return None
    if key is not None:
        for number in range(start + 1, len(lines)):
            if lines[number].lstrip().startswith("["):
                break
            if re.match(r"^[ \t]*" + re.escape(key) + r"[ \t]*=", lines[number]):
                return number + 1
    return start + 1


def load_sources(path: str | Path) -> SourcesFile:
    """Read and validate a sources file. Raises :class:`SourcesFileError` with file, key and line."""
    from pipelines.sources.fetch import LocalFileError, read_regular_file

    path = Path(path)
    if not path.exists():
        raise SourcesFileError(f"sources file not found: {path}")
    try:
        text = read_regular_file(path, MAX_SOURCES_FILE_BYTES).decode("utf-8")
    except LocalFileError as exc:
        raise SourcesFileError(f"cannot read sources file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise SourcesFileError(f"cannot read sources file {path}: not UTF-8 ({exc.reason} at byte {exc.start})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SourcesFileError(f"{path}: not valid TOML: {exc}") from exc
    except RecursionError:
        raise SourcesFileError(f"{path}: not a usable sources file: arrays or tables nested too deeply") from None
    try:
        parsed = SourcesFile.model_validate(data)
    except RecursionError:
        raise SourcesFileError(f"{path}: not a usable sources file: values nested too deeply") from None
    except ValidationError as exc:
        problems = []
        for error in exc.errors():
            location = [str(part) for part in error["loc"]]
            key = location[-1] if location else "?"
            line = None
            if len(location) >= 2 and location[0] in {"feed", "price_page", "mlperf"} and location[1].isdigit():
                table_start = _table_line(text, location[0], int(location[1]))
                if len(location) >= 3 and table_start is not None:
                    following = text.splitlines()[table_start - 1:]
                    for offset, line_text in enumerate(following):
                        if offset and line_text.lstrip().startswith("["):
                            break
                        if re.match(r"^[ \t]*" + re.escape(key) + r"[ \t]*=", line_text):
                            line = table_start + offset
                            break
                    line = line or table_start
                else:
                    line = table_start
            elif location and location[0] == "fx":
                line = _single_table_line(text, "fx", key if len(location) >= 2 else None) or _line_of(text, "fx")
            else:
                line = _line_of(text, key)
            kind = "unknown key" if error["type"] == "extra_forbidden" else (
                "missing required key" if error["type"] == "missing" else error["msg"]
            )
            where = f"line {line}" if line else "?"
            problems.append(f"{path}:{where}: {'.'.join(location)}: {kind}")
        raise SourcesFileError("invalid sources file\n  " + "\n  ".join(problems)) from exc
    names = [source.name for _, source in parsed.all_sources()] + ([parsed.fx.name] if parsed.fx else [])
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise SourcesFileError(f"{path}: source names must be unique; repeated: {', '.join(duplicates)}")
    parsed._path = path.resolve()
    return parsed
