"""DuckLake: the warehouse past one machine (catalog in PostgreSQL, data as Parquet files in a folder).

Set ``INFERWATCH_WAREHOUSE`` (or ``Warehouse(location=...)``) to a DuckLake catalog such as
``ducklake:postgres:dbname=inferwatch host=db.internal user=inferwatch`` and, optionally,
``INFERWATCH_LAKE_DATA`` to the data folder (default ``<home>/lake-data``; any path DuckDB can write,
an object store included once the httpfs extension is installed). Several processes and machines
may then write and read at once: DuckLake commits are snapshot-isolated transactions in the catalog.

The DuckLake and PostgreSQL-scanner extensions are loaded from the ``duckdb-extension-ducklake`` and
``duckdb-extension-postgres-scanner`` wheels pinned with ``duckdb`` itself, never downloaded.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import duckdb

LAKE_PREFIX = "ducklake:"
LAKE_ALIAS = "lake"


def _identifier(name: str) -> str:
    """``name`` as it may stand unquoted in SQL (identifiers cannot be bound as parameters); anything else refused."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise ValueError(f"not a plain SQL identifier: {name!r}")
    return name


# Statements naming the attached lake, built once from the validated alias.
_USE_LAKE = "use " + _identifier(LAKE_ALIAS)
_LATEST_SNAPSHOT = "select max(snapshot_id) from " + _identifier(LAKE_ALIAS) + ".snapshots()"
_EXTENSIONS = (("duckdb_extension_postgres_scanner", "postgres_scanner"), ("duckdb_extension_ducklake", "ducklake"))


class LakeError(RuntimeError):
    """The DuckLake catalog cannot be opened (names the catalog)."""


def is_lake(location: str | None) -> bool:
    return bool(location) and location.startswith(LAKE_PREFIX)


def extension_file(package: str, name: str) -> Path:
    """The extension binary a pinned wheel ships, for this exact DuckDB version."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise LakeError(f"the {package} package is not installed (pip install -e .): DuckLake needs it")
    version = duckdb.__version__
    folder = Path(next(iter(spec.submodule_search_locations)))
    found = sorted(folder.rglob(f"{name}.duckdb_extension"))
    exact = [path for path in found if f"v{version}" in path.parts]
    if not (exact or found):
        raise LakeError(f"{package} ships no {name} extension for DuckDB {version}")
    return (exact or found)[0]


# One attached lake per (catalog, data folder, mode) and process: loading the extensions and attaching the
# catalog costs about half a second, and the pipeline opens a connection per stage and batch. Each caller gets
# its own cursor (a connection of its own on the shared instance), closed as usual.
_ATTACHED: dict[tuple[str, str, bool], duckdb.DuckDBPyConnection] = {}


def open_lake(location: str, data_path: Path, *, read_only: bool, snapshot_version: int | None = None,
              sandboxed: bool = False) -> duckdb.DuckDBPyConnection:
    """A connection with the lake attached as ``lake`` and in use; optionally pinned to a snapshot.

    Plain readers and writers share one attached instance per process; pinned and sandboxed ones get
    their own.
    """
    shared = snapshot_version is None and not sandboxed
    key = (location, str(data_path), read_only)
    if shared and key in _ATTACHED:
        cursor = _ATTACHED[key].cursor()
        cursor.execute(_USE_LAKE)
        return cursor
    connection = _attach(location, data_path, read_only=read_only, snapshot_version=snapshot_version,
                         sandboxed=sandboxed)
    if not shared:
        return connection
    _ATTACHED[key] = connection
    cursor = connection.cursor()
    cursor.execute(_USE_LAKE)
    return cursor


def _attach(location: str, data_path: Path, *, read_only: bool, snapshot_version: int | None,
            sandboxed: bool) -> duckdb.DuckDBPyConnection:
    connection = duckdb.connect(config={"autoinstall_known_extensions": False,
                                        "autoload_known_extensions": False})
    try:
        for package, name in _EXTENSIONS:
            # the path is the installed wheel's own file, never input
            connection.execute("load '" + str(extension_file(package, name)).replace("'", "''") + "'")
        options = ["data_path '" + str(data_path).replace("'", "''") + "'"]
        if read_only:
            options.append("read_only")
        if snapshot_version is not None:
            options.append(f"snapshot_version {int(snapshot_version)}")
        connection.execute("attach '" + location.replace("'", "''") + "' as " + _identifier(LAKE_ALIAS) +
                           " (" + ", ".join(options) + ")")
        connection.execute(_USE_LAKE)
        if sandboxed:
            # the Parquet files stay readable; nothing else outside the lake is
            connection.execute("set allowed_directories = ['" + str(data_path).replace("'", "''") + "']")
            connection.execute("set enable_external_access = false")
            connection.execute("set lock_configuration = true")
    except (duckdb.Error, LakeError) as exc:
        connection.close()
        raise LakeError(f"cannot open the DuckLake catalog {redact(location)}: {exc}") from exc
    return connection


def current_snapshot(connection: duckdb.DuckDBPyConnection) -> int:
    """The newest snapshot id of the attached lake."""
    return connection.execute(_LATEST_SNAPSHOT).fetchone()[0]


_PRIMARY_KEY_CLAUSE = re.compile(r",\s*primary key\s*\([^)]*\)", re.I)
_PRIMARY_KEY_COLUMN = re.compile(r"\s+primary key\b", re.I)


def translate_migration(sql: str) -> str:
    """A migration for DuckLake, which has no PRIMARY KEY/UNIQUE constraints: the loaders key every write
    themselves (delete-then-insert by key inside one transaction), so the constraints are dropped."""
    return _PRIMARY_KEY_COLUMN.sub("", _PRIMARY_KEY_CLAUSE.sub("", sql))


def redact(location: str) -> str:
    """The catalog string without a password."""
    return re.sub(r"(password\s*=\s*)\S+", r"\1***", location, flags=re.I)
