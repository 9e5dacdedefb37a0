"""The DuckDB warehouse: where it lives, how to open it, and its migrations.

DuckDB allows one writing process per file. Connections are opened only while
working and always closed; a second writer waits a bounded time and then gets
:class:`WarehouseBusyError` naming the file, instead of hanging.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import os
import re
import threading
import time
import tomllib
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import duckdb

DEFAULT_HOME = Path(".inferwatch")
DATABASE_FILE = "warehouse.duckdb"
_MIGRATION_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


class WarehouseError(RuntimeError):
    """A warehouse problem a user can act on; the message names the file."""


class WarehouseBusyError(WarehouseError):
    """Another process holds the write lock for longer than we are willing to wait."""


def resolve_home(home: str | os.PathLike[str] | None = None) -> Path:
    """The inferwatch home: the argument, else ``$INFERWATCH_HOME``, else ``./.inferwatch``."""
    if home:
        return Path(home).expanduser()
    env = os.environ.get("INFERWATCH_HOME")
    return Path(env).expanduser() if env else DEFAULT_HOME


def utcnow() -> dt.datetime:
    """Naive UTC timestamp, the form every timestamp column stores."""
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


# A long list of ids is bound as one string and split in SQL, `list_contains(string_split(?, chr(31)), document_id)`:
# DuckDB's client (without pandas installed) tries to import pandas for every element of a bound Python list (about
# 0.1 ms each), and a list computed in the query filters several times faster than a bound one.
def joined_ids(values) -> str:
    """``values`` as the one parameter that ``string_split(?, chr(31))`` splits again; an id holding chr(31) would
    split in two, so it is refused."""
    values = list(values)
    if any("\x1f" in value for value in values):
        raise ValueError("an id contains the separator chr(31)")
    return "\x1f".join(values)


def sha256_hex(*parts: str | bytes | None) -> str:
    """A stable identifier from parts (None and '' are distinct from each other)."""
    digest = hashlib.sha256()
    for part in parts:
        if part is None:
            digest.update(b"\x00none")
        elif isinstance(part, bytes):
            digest.update(b"\x01" + part)
        else:
            digest.update(b"\x02" + part.encode("utf-8"))
        digest.update(b"\x1f")
    return digest.hexdigest()


WAREHOUSE_ENV = "INFERWATCH_WAREHOUSE"
_MIGRATED_LAKES: set[tuple[str | None, Path]] = set()
LAKE_DATA_ENV = "INFERWATCH_LAKE_DATA"
MEMORY_ENV = "INFERWATCH_DUCKDB_MEMORY"
# DuckDB's own default is 80% of the machine's memory, and its buffer pool keeps the pages it read until then: over a
# 100,000-document run the run's process grew past 2 GB with pages it had long finished with. Queries that need
# more spill to a temporary folder beside the database file.
DEFAULT_MEMORY_LIMIT = "1GB"


def duckdb_memory_limit() -> str:
    """The memory a DuckDB warehouse connection may use (``$INFERWATCH_DUCKDB_MEMORY``, default 1GB), as DuckDB's
    ``memory_limit`` reads it ("512MB", "2GB")."""
    return os.environ.get(MEMORY_ENV, "").strip() or DEFAULT_MEMORY_LIMIT


class Warehouse:
    """A warehouse home folder: the DuckDB file (or a DuckLake catalog), the raw content store and the digests.

    ``location`` (else ``$INFERWATCH_WAREHOUSE``) may name a DuckLake catalog (``ducklake:postgres:...``,
    see warehouse.lake); without one the warehouse is ``<home>/warehouse.duckdb``.
    """

    def __init__(self, home: str | os.PathLike[str] | None = None, *, lock_wait_s: float = 30.0,
                 location: str | None = None):
        self.home = resolve_home(home)
        self.lock_wait_s = lock_wait_s
        self.location = location or os.environ.get(WAREHOUSE_ENV) or None

    @property
    def is_lake(self) -> bool:
        """Whether the warehouse is a DuckLake catalog rather than a DuckDB file."""
        from warehouse.lake import is_lake

        return is_lake(self.location)

    @property
    def lake_data_path(self) -> Path:
        """Where a DuckLake warehouse keeps its Parquet files."""
        return Path(os.environ.get(LAKE_DATA_ENV) or self.home / "lake-data")

    @property
    def database_path(self) -> Path:
        return self.home / DATABASE_FILE

    @property
    def raw_dir(self) -> Path:
        return self.home / "raw"

    @property
    def digest_dir(self) -> Path:
        return self.home / "digests"

    def ensure_home(self) -> None:
        try:
            self.home.mkdir(parents=True, exist_ok=True)
            self.raw_dir.mkdir(exist_ok=True)
            self.digest_dir.mkdir(exist_ok=True)
        except OSError as exc:
            raise WarehouseError(f"cannot create the inferwatch home {self.home}: {exc.strerror or exc}") from exc

    @contextlib.contextmanager
    def connect(self, *, read_only: bool = False,
                sandboxed: bool = False) -> Iterator[duckdb.DuckDBPyConnection]:
        """Open the database (migrated), yield the connection, always close it.

        ``sandboxed`` (for user-typed queries) also forbids reading or writing files and installing
        extensions, so a query can only see the warehouse.
        """
        if read_only and not self.is_lake and not self.database_path.exists():
            raise WarehouseError(
                f"no warehouse at {self.database_path}: run `inferwatch run` first or pass --home"
            )
        if not read_only:
            self.ensure_home()
        connection = self._open(read_only, sandboxed)
        try:
            # a lake is migrated once per process: each check is a round trip to the catalog
            if not read_only and (self.location, self.home) not in _MIGRATED_LAKES:
                apply_migrations(connection)
                apply_sql_definitions(connection)
                if self.is_lake:
                    _MIGRATED_LAKES.add((self.location, self.home))
            yield connection
        finally:
            connection.close()

    @contextlib.contextmanager
    def kept_open(self) -> Iterator[None]:
        """Keep the database open (one idle connection) for the block, so the writing connections :meth:`connect`
        opens meanwhile in this process share its database instance instead of opening the file and, on close,
        checkpointing it (~70 ms a cycle on a 10,000-document warehouse; each week's digest opens it twice).

        Only for a process that is the warehouse's one user meanwhile: no other process can open the file within
        the block, and neither can a read-only or sandboxed connection of this one (DuckDB holds one configuration
        per file and process). The data are the same either way; a DuckLake catalog is left as it is.
        """
        if self.is_lake:
            yield
            return
        with self.connect():
            yield

    def _open(self, read_only: bool, sandboxed: bool = False) -> duckdb.DuckDBPyConnection:
        if self.is_lake:
            from warehouse.lake import LakeError, open_lake

            try:
                return open_lake(self.location, self.lake_data_path, read_only=read_only, sandboxed=sandboxed)
            except LakeError as exc:
                raise WarehouseError(str(exc)) from exc
        deadline = time.monotonic() + self.lock_wait_s
        delay = 0.05
        while True:
            try:
                config = {"memory_limit": duckdb_memory_limit()}
                if sandboxed:
                    config["enable_external_access"] = False
                return duckdb.connect(str(self.database_path), read_only=read_only, config=config)
            except duckdb.IOException as exc:
                message = str(exc)
                if "lock" not in message.lower():
                    raise WarehouseError(f"cannot open {self.database_path}: {message}") from exc
                if time.monotonic() >= deadline:
                    raise WarehouseBusyError(
                        f"{self.database_path} is locked by another inferwatch process "
                        f"(waited {self.lock_wait_s:.0f}s); stop the other run or use another --home"
                    ) from exc
                time.sleep(delay)
                delay = min(delay * 2, 1.0)

    def store_raw(self, body: bytes) -> tuple[str, Path]:
        """Keep raw bytes content-addressed; returns (sha256, path). Writing is atomic."""
        digest = hashlib.sha256(body).hexdigest()
        folder = self.raw_dir / digest[:2]
        path = folder / digest
        if not path.exists():
            folder.mkdir(parents=True, exist_ok=True)
            # a name of its own per thread: two threads may keep the same bytes at once (crawl workers, see
            # pipelines.stages.press); the second rename then replaces the first with the very same file
            partial = path.with_suffix(f".{os.getpid()}-{threading.get_ident()}.partial")
            try:
                partial.write_bytes(body)
                os.replace(partial, path)
            except OSError as exc:
                partial.unlink(missing_ok=True)
                raise WarehouseError(f"cannot store raw content in {folder}: {exc.strerror or exc}") from exc
        return digest, path

    def read_raw(self, content_sha256: str) -> bytes:
        path = self.raw_dir / content_sha256[:2] / content_sha256
        try:
            return path.read_bytes()
        except FileNotFoundError as exc:
            raise WarehouseError(f"raw content {content_sha256} is missing from {self.raw_dir}") from exc


@contextlib.contextmanager
def transaction(connection: duckdb.DuckDBPyConnection) -> Iterator[duckdb.DuckDBPyConnection]:
    """An explicit transaction: commit on success, roll back on any error."""
    connection.execute("begin transaction")
    try:
        yield connection
    except BaseException:
        connection.execute("rollback")
        raise
    else:
        connection.execute("commit")


def migration_files() -> list[tuple[int, str, str]]:
    """(number, name, sql) for every migration shipped in ``warehouse/migrations``, in order."""
    folder = resources.files("warehouse") / "migrations"
    found = []
    for entry in folder.iterdir():
        match = _MIGRATION_NAME.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    numbers = [number for number, _, _ in found]
    if len(numbers) != len(set(numbers)):
        raise WarehouseError(f"two migrations share a number in {folder}: {numbers}")
    return found


def _is_lake_connection(connection: duckdb.DuckDBPyConnection) -> bool:
    from warehouse.lake import LAKE_ALIAS

    return connection.execute("select current_database()").fetchone()[0] == LAKE_ALIAS


def apply_migrations(connection: duckdb.DuckDBPyConnection) -> list[str]:
    """Apply every migration not yet recorded in ``schema_migrations``; returns the names applied."""
    key = "" if _is_lake_connection(connection) else " primary key"
    connection.execute(
        "create table if not exists schema_migrations ("
        " number integer" + key + ", name varchar not null, applied_at timestamp not null)"
    )
    done = {row[0] for row in connection.execute("select number from schema_migrations").fetchall()}
    applied = []
    for number, name, sql in migration_files():
        if number in done:
            continue
        if _is_lake_connection(connection):
            from warehouse.lake import translate_migration

            sql = translate_migration(sql)
        with transaction(connection):
            connection.execute(sql)
            connection.execute(
                "insert into schema_migrations values (?, ?, ?)", [number, name, utcnow()]
            )
        applied.append(name)
    return applied


SQL_LAYERS = ("macros", "staging", "marts")
BUILD_ORDER_FILE = "build_order.toml"


def sql_files() -> list[tuple[str, str]]:
    """(layer/name, sql) of every macro, staging view and mart, in the order ``sql/build_order.toml`` gives.

    Every ``.sql`` file of the three layers must be listed exactly once, so a new file is never skipped
    and the order never depends on file names.
    """
    folder = resources.files("warehouse") / "sql"
    order = tomllib.loads((folder / BUILD_ORDER_FILE).read_text(encoding="utf-8"))["files"]
    present = {
        f"{layer}/{entry.name}"
        for layer in SQL_LAYERS if (folder / layer).is_dir()
        for entry in (folder / layer).iterdir() if entry.name.endswith(".sql")
    }
    listed = set(order)
    if len(order) != len(listed) or listed != present:
        raise WarehouseError(
            f"warehouse/sql/{BUILD_ORDER_FILE} must list every SQL file once: "
            f"unlisted {sorted(present - listed)}, missing {sorted(listed - present)}, "
            f"listed twice {sorted(n for n in listed if order.count(n) > 1)}"
        )
    return [(name, (folder / name).read_text(encoding="utf-8")) for name in order]


def apply_sql_definitions(connection: duckdb.DuckDBPyConnection) -> bool:
    """(Re)create the macros, staging views and marts, and the dictionary's comments, when any changed.

    Returns whether it did.

    Views hold no data, so replacing them is always safe; a combined hash avoids the work
    on every connection.
    """
    from warehouse.dictionary import apply_comments, dictionary_text

    files = sql_files()
    # the dictionary and the migrations are part of it: a new column or description re-applies the comments
    fingerprint = sha256_hex(*(part for pair in files for part in pair), dictionary_text(),
                             *(name for _, name, _ in migration_files()))
    connection.execute(
        "create table if not exists sql_definitions (fingerprint varchar not null, applied_at timestamp not null)"
    )
    current = connection.execute("select fingerprint from sql_definitions").fetchone()
    if current and current[0] == fingerprint:
        return False
    with transaction(connection):
        for name, sql in files:
            try:
                connection.execute(sql)
            except duckdb.Error as exc:
                raise WarehouseError(f"warehouse/sql/{name} failed: {exc}") from exc
        connection.execute("delete from sql_definitions")
        connection.execute("insert into sql_definitions values (?, ?)", [fingerprint, utcnow()])
        apply_comments(connection)
    return True


def table_counts(connection: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """Row counts of every base table and view in the main schema (views counted too)."""
    names = [
        row[0]
        for row in connection.execute(
            "select table_name from information_schema.tables where table_catalog = current_database() "
            "and table_schema = 'main' "
            "and table_name not in ('schema_migrations', 'sql_definitions', 'warehouse_publication') "
            "order by table_name"
        ).fetchall()
    ]
    counts = {}
    for name in names:
        # identifiers come from the catalogue itself, quoted; values are never formatted in
        quoted = '"' + name.replace('"', '""') + '"'
        counts[name] = connection.execute("select count(*) from " + quoted).fetchone()[0]
    return counts
