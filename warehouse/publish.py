"""Readers never refused: the pipeline writes its working file, then publishes a read snapshot atomically.

DuckDB gives one process the write lock on a file, and a reader opening the file the pipeline is
writing is either refused or sees a half-finished run. So analysts never open the working file:

* The pipeline writes ``<home>/warehouse.duckdb`` (the working file, as before).
* At the end of a run, :func:`publish` takes the write lock, records which run this is in
  ``warehouse_publication``, checkpoints, copies the file to ``<home>/published/.incoming`` and
  renames it over ``<home>/published/warehouse.duckdb`` (an atomic rename on one file system). The
  snapshot it replaces is kept as ``<home>/published/previous.duckdb``.
* Readers (:func:`open_published`, ``inferwatch sql``, ``schema``, ``export``) open the published file
  read-only. Nobody ever writes it, so no reader waits for or blocks anyone, and a reader sees a whole
  run or the one before it, never a part. A reader that opened the old snapshot keeps reading it
  (the renamed-away inode lives on until it closes).
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import duckdb

from warehouse.db import Warehouse, WarehouseError, transaction, utcnow

PUBLISHED_DIR = "published"
PUBLISHED_FILE = "warehouse.duckdb"
PREVIOUS_FILE = "previous.duckdb"


@dataclasses.dataclass(frozen=True)
class Publication:
    """Which run a read snapshot holds."""

    run_id: str
    published_at: dt.datetime
    run_started_at: dt.datetime | None
    run_finished_at: dt.datetime | None
    lake_snapshot: int | None = None

    def describe(self) -> str:
        finished = f", finished {self.run_finished_at:%Y-%m-%d %H:%M:%S} UTC" if self.run_finished_at else ""
        return f"run {self.run_id}{finished} (published {self.published_at:%Y-%m-%d %H:%M:%S} UTC)"


def published_path(warehouse: Warehouse) -> Path:
    """The read snapshot analysts open: ``<home>/published/warehouse.duckdb``."""
    return warehouse.home / PUBLISHED_DIR / PUBLISHED_FILE


def previous_path(warehouse: Warehouse) -> Path:
    """The snapshot the last publication replaced."""
    return warehouse.home / PUBLISHED_DIR / PREVIOUS_FILE


def publish(warehouse: Warehouse, *, run_id: str, run_started_at: dt.datetime | None = None,
            run_finished_at: dt.datetime | None = None) -> Publication:
    """Publish the working file as the read snapshot of ``run_id``; the snapshot it replaces is kept.

    On DuckLake nothing is copied: the publication records the lake snapshot that holds the finished
    run, and readers attach at that snapshot (time travel), so later commits stay invisible to them.
    """
    if warehouse.is_lake:
        return _publish_lake(warehouse, run_id, run_started_at, run_finished_at)
    folder = warehouse.home / PUBLISHED_DIR
    folder.mkdir(parents=True, exist_ok=True)
    incoming = folder / ".incoming.duckdb"
    publication = Publication(run_id, utcnow(), run_started_at, run_finished_at)
    with warehouse.connect() as connection:
        with transaction(connection):
            connection.execute("delete from warehouse_publication")
            connection.execute(
                "insert into warehouse_publication (run_id, published_at, run_started_at, run_finished_at) "
                "values (?, ?, ?, ?)",
                [publication.run_id, publication.published_at, run_started_at, run_finished_at],
            )
        # after a checkpoint the file holds every committed row and no WAL is needed; the write lock we
        # hold keeps every other writer out while the bytes are copied
        connection.execute("checkpoint")
        try:
            with open(warehouse.database_path, "rb") as source, open(incoming, "wb") as target:
                shutil.copyfileobj(source, target, length=8 * 1024 * 1024)
                target.flush()
                os.fsync(target.fileno())
        except OSError as exc:
            incoming.unlink(missing_ok=True)
            raise WarehouseError(f"cannot publish a read snapshot to {folder}: {exc.strerror or exc}") from exc
    current = published_path(warehouse)
    if current.exists():
        kept = folder / ".previous.duckdb"
        kept.unlink(missing_ok=True)
        os.link(current, kept)            # the current snapshot stays in place while it is kept
        os.replace(kept, previous_path(warehouse))
    os.replace(incoming, current)         # readers see the old file or the new one, never a mix
    return publication


def _publish_lake(warehouse: Warehouse, run_id: str, run_started_at: dt.datetime | None,
                  run_finished_at: dt.datetime | None) -> Publication:
    from warehouse.lake import current_snapshot

    with warehouse.connect() as connection:
        snapshot = current_snapshot(connection)  # every commit of the run is at or before it
        publication = Publication(run_id, utcnow(), run_started_at, run_finished_at, snapshot)
        with transaction(connection):
            connection.execute("delete from warehouse_publication")
            connection.execute(
                "insert into warehouse_publication values (?, ?, ?, ?, ?)",
                [run_id, publication.published_at, run_started_at, run_finished_at, snapshot],
            )
    return publication


def read_publication(connection: duckdb.DuckDBPyConnection) -> Publication | None:
    """The run a snapshot holds, or None for a warehouse that was never published."""
    try:
        row = connection.execute(
            "select run_id, published_at, run_started_at, run_finished_at, lake_snapshot from warehouse_publication"
        ).fetchone()
    except duckdb.CatalogException:
        return None
    return Publication(*row) if row else None


@contextlib.contextmanager
def open_published(warehouse: Warehouse, *, sandboxed: bool = False
                   ) -> Iterator[tuple[duckdb.DuckDBPyConnection, Publication | None]]:
    """Open the published read snapshot read-only: (connection, the run it holds). Never waits for a writer.

    A home published before this existed, or never published, falls back to the working file
    read-only (which may wait for a writer, as before) and says so by returning no publication.
    ``sandboxed`` forbids file access and extension installs for user-typed queries.
    """
    if warehouse.is_lake:
        with _open_lake_published(warehouse, sandboxed) as opened:
            yield opened
        return
    path = published_path(warehouse)
    if not path.exists():
        with warehouse.connect(read_only=True, sandboxed=sandboxed) as connection:
            yield connection, read_publication(connection)
        return
    config = {"enable_external_access": False} if sandboxed else {}
    try:
        connection = duckdb.connect(str(path), read_only=True, config=config)
    except duckdb.Error as exc:
        raise WarehouseError(f"cannot open the read snapshot {path}: {exc}") from exc
    try:
        if sandboxed:
            connection.execute("set lock_configuration = true")
        yield connection, read_publication(connection)
    finally:
        connection.close()


@contextlib.contextmanager
def _open_lake_published(warehouse: Warehouse, sandboxed: bool
                         ) -> Iterator[tuple[duckdb.DuckDBPyConnection, Publication | None]]:
    from warehouse.lake import LakeError, open_lake

    try:
        probe = open_lake(warehouse.location, warehouse.lake_data_path, read_only=True)
        try:
            publication = read_publication(probe)
        finally:
            probe.close()
        snapshot = publication.lake_snapshot if publication else None
        connection = open_lake(warehouse.location, warehouse.lake_data_path, read_only=True,
                               snapshot_version=snapshot, sandboxed=sandboxed)
    except LakeError as exc:
        raise WarehouseError(str(exc)) from exc
    try:
        yield connection, publication
    finally:
        connection.close()
