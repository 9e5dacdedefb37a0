"""Writing rows into the warehouse: generic upserts plus the few loads with their own rules.

Identifiers (table and column names) are checked against the catalogue before they
are placed in SQL; values are always bound as parameters.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import weakref
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import duckdb
import pyarrow

from warehouse.db import joined_ids, sha256_hex, transaction, utcnow


def _quote(identifier: str) -> str:
    return '"' + identifier.replace('"', '""') + '"'


# The column lists of a connection's tables: the catalogue query costs ~10 ms, and loads ask for every row.
# Per connection (migrations run when a connection opens, before any load), so a new schema is never missed.
_COLUMNS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def table_columns(connection: duckdb.DuckDBPyConnection, table: str) -> list[str]:
    """The columns of ``table`` in order; KeyError when the warehouse has no such table."""
    try:
        cached = _COLUMNS.setdefault(connection, {})
    except TypeError:  # a connection-like object that cannot be weakly referenced: ask every time
        cached = {}
    if table in cached:
        return cached[table]
    rows = connection.execute(
        "select column_name from information_schema.columns where table_catalog = current_database() "
        "and table_schema = 'main' and table_name = ? order by ordinal_position",
        [table],
    ).fetchall()
    if not rows:
        raise KeyError(f"no table named {table!r} in the warehouse")
    cached[table] = [row[0] for row in rows]
    return cached[table]


def _as_dict(row: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(row) and not isinstance(row, type):
        return dataclasses.asdict(row)
    if isinstance(row, Mapping):
        return dict(row)
    raise TypeError(f"cannot load a {type(row).__name__} as a row")


def _to_sql_value(value: Any) -> Any:
    if isinstance(value, (dict, list)) and not isinstance(value, str):
        return json.dumps(value, default=str, ensure_ascii=False)
    if isinstance(value, tuple):
        return list(value)
    return value


def upsert_rows(
    connection: duckdb.DuckDBPyConnection,
    table: str,
    rows: Iterable[Any],
    *,
    key: Sequence[str],
    preserve: Sequence[str] = (),
) -> int:
    """Insert rows, replacing any existing row with the same key. Runs inside the caller's transaction.

    ``preserve`` names columns whose stored value survives a replacement (e.g. ``first_seen``).
    Unknown keys in a row raise, so a misspelt column is an error rather than a silent drop.
    """
    columns = table_columns(connection, table)
    known = set(columns)
    materialised = [_as_dict(row) for row in rows]
    if not materialised:
        return 0
    for column in list(key) + list(preserve):
        if column not in known:
            raise KeyError(f"{table} has no column {column!r}")
    for row in materialised:
        unknown = set(row) - known
        if unknown:
            raise KeyError(f"{table} has no column(s) {sorted(unknown)}")
    if len(materialised) > 1 and _upsert_many(connection, table, materialised, key, preserve):
        return len(materialised)
    key_sql = " and ".join(f"{_quote(c)} = ?" for c in key)
    written = 0
    for row in materialised:
        if preserve:
            kept = connection.execute(
                "select " + ", ".join(_quote(c) for c in preserve) + " from " + _quote(table) + " where " + key_sql,
                [row[c] for c in key],
            ).fetchone()
            if kept is not None:
                for column, value in zip(preserve, kept):
                    if value is not None:
                        row[column] = value
        connection.execute("delete from " + _quote(table) + " where " + key_sql, [row[c] for c in key])
        names = list(row)
        connection.execute(
            "insert into " + _quote(table) + " (" + ", ".join(_quote(c) for c in names) + ") values ("
            + ", ".join("?" for _ in names) + ")",
            [_to_sql_value(row[c]) for c in names],
        )
        written += 1
    return written


def _upsert_many(connection: duckdb.DuckDBPyConnection, table: str, rows: list[dict[str, Any]],
                 key: Sequence[str], preserve: Sequence[str]) -> bool:
    """:func:`upsert_rows` for many rows in three statements instead of three per row.

    The result is the one-row-at-a-time result: a key given twice keeps the last row, and a preserved
    column keeps the first non-null value of (stored row, earlier rows of the call). Rows with different
    column sets are loaded per set (a column a row leaves out gets its default). Returns False, having
    written nothing, when the keys cannot go into one Arrow batch (mixed types): the caller goes row by row.
    """
    merged: dict[tuple, dict[str, Any]] = {}
    for row in rows:
        identity = tuple(row[c] for c in key)
        earlier = merged.pop(identity, None)
        if earlier is not None:
            for column in preserve:
                if earlier.get(column) is not None:
                    row[column] = earlier[column]
        merged[identity] = row
    try:
        keys = pyarrow.table({c: [identity[i] for identity in merged] for i, c in enumerate(key)})
    except (pyarrow.lib.ArrowException, OverflowError):
        return False
    view = "_keys_" + sha256_hex(table, str(id(keys)))[:16]
    match = " and ".join(f"t.{_quote(c)} = k.{_quote(c)}" for c in key)
    connection.register(view, keys)
    try:
        if preserve:
            stored = connection.execute(
                "select " + ", ".join(f"t.{_quote(c)}" for c in list(key) + list(preserve)) + " from "
                + _quote(table) + " t join " + _quote(view) + " k on " + match).fetchall()
            for values in stored:
                row = merged.get(tuple(values[:len(key)]))
                if row is None:
                    continue
                for column, value in zip(preserve, values[len(key):]):
                    if value is not None:
                        row[column] = value
        connection.execute("delete from " + _quote(table) + " t using " + _quote(view) + " k where " + match)
    finally:
        connection.unregister(view)
    by_columns: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for row in merged.values():
        by_columns.setdefault(tuple(row), []).append(row)
    for names, group in by_columns.items():
        bulk_insert(connection, table, names, [[_to_sql_value(row[c]) for c in names] for row in group])
    return True


def replace_where(
    connection: duckdb.DuckDBPyConnection,
    table: str,
    where: Mapping[str, Any],
    rows: Iterable[Any],
) -> int:
    """Delete every row matching ``where`` and insert ``rows``: the delete-then-insert of one partition.

    Runs inside the caller's transaction, so a failure leaves the old partition in place.
    """
    columns = set(table_columns(connection, table))
    for column in where:
        if column not in columns:
            raise KeyError(f"{table} has no column {column!r}")
    connection.execute(
        "delete from " + _quote(table) + " where " + " and ".join(f"{_quote(c)} = ?" for c in where),
        list(where.values()),
    )
    return insert_rows(connection, table, rows, columns=columns)


def insert_rows(connection: duckdb.DuckDBPyConnection, table: str, rows: Iterable[Any], *,
                columns: set[str] | None = None) -> int:
    """Insert rows (mappings or dataclasses with the keys of the first row) in one bulk load; no key check.

    Runs inside the caller's transaction; unknown columns raise.
    """
    materialised = [_as_dict(row) for row in rows]
    if materialised:
        names = list(materialised[0])
        unknown = set(names) - (columns if columns is not None else set(table_columns(connection, table)))
        if unknown:
            raise KeyError(f"{table} has no column(s) {sorted(unknown)}")
        bulk_insert(connection, table, names, [[_to_sql_value(row.get(c)) for c in names] for row in materialised])
    return len(materialised)


_VALUES_CHUNK = 200


def bulk_insert(connection: duckdb.DuckDBPyConnection, table: str, names: Sequence[str],
                rows: Sequence[Sequence[Any]]) -> None:
    """Insert many rows at once: through an Arrow batch (fast), else multi-row VALUES with bound parameters.

    DuckDB's executemany costs about a millisecond per row; one Arrow batch loads thousands of
    rows in tens of milliseconds. Columns are matched by name, so the order of ``names`` is free.
    """
    if not rows:
        return
    try:
        # column by column: building one dict per row costs more than the load itself
        batch = pyarrow.table({name: [values[index] for values in rows] for index, name in enumerate(names)})
    except pyarrow.lib.ArrowException:  # mixed types in one column: bind row values instead
        batch = None
    if batch is not None:
        view = "_bulk_" + sha256_hex(table, str(id(batch)))[:16]
        connection.register(view, batch)
        try:
            connection.execute("insert into " + _quote(table) + " by name select * from " + _quote(view))
        finally:
            connection.unregister(view)
        return
    placeholders = "(" + ", ".join("?" for _ in names) + ")"
    for start in range(0, len(rows), _VALUES_CHUNK):
        chunk = rows[start:start + _VALUES_CHUNK]
        connection.execute(
            "insert into " + _quote(table) + " (" + ", ".join(_quote(c) for c in names) + ") values "
            + ", ".join(placeholders for _ in chunk),
            [value for values in chunk for value in values],
        )


def record_ingest_error(
    connection: duckdb.DuckDBPyConnection,
    *,
    stage: str,
    reason: str,
    source_name: str | None = None,
    url: str | None = None,
    location: str | None = None,
    run_id: str | None = None,
) -> None:
    """Record a bad input. The same fault seen again bumps its count instead of adding a row."""
    error_id = sha256_hex(stage, source_name, url, location, reason)
    now = utcnow()
    existing = connection.execute(
        "select occurrences from ingest_errors where error_id = ?", [error_id]
    ).fetchone()
    if existing:
        connection.execute(
            "update ingest_errors set last_seen = ?, occurrences = occurrences + 1, run_id = ? where error_id = ?",
            [now, run_id, error_id],
        )
    else:
        connection.execute(
            "insert into ingest_errors (error_id, run_id, stage, source_name, url, location, reason, "
            "first_seen, last_seen, occurrences) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
            [error_id, run_id, stage, source_name, url, location, reason[:4000], now, now],
        )


def clear_ingest_errors(
    connection: duckdb.DuckDBPyConnection, *, stage: str, source_name: str | None, url: str | None = None
) -> None:
    """Forget earlier errors of one stage and source once it has been read cleanly again."""
    if url is None:
        connection.execute(
            "delete from ingest_errors where stage = ? and source_name is not distinct from ?", [stage, source_name]
        )
    else:
        connection.execute(
            "delete from ingest_errors where stage = ? and source_name is not distinct from ? and url = ?",
            [stage, source_name, url],
        )


CLAIM_COLUMNS = (
    "subject", "organization", "confidence", "extractor", "published", "amount", "currency", "unit",
    "quoted_unit", "token_type", "condition", "amount_usd", "fx_rate", "fx_date", "ratio", "metric",
    "baseline", "hedge", "value", "benchmark", "scenario", "system", "accelerator", "accelerator_count",
    "name", "known",
)


def claim_row(claim: Any, *, document_id: str, content_sha256: str, extractor_version: str) -> dict[str, Any]:
    """Flatten one claim model into a `claims` row (all kinds share the table; absent fields are null)."""
    data = claim.model_dump(mode="python")
    start, end = data["span"]
    row: dict[str, Any] = {
        "claim_id": sha256_hex(
            document_id, content_sha256, extractor_version, data["kind"], str(start), str(end),
            json.dumps(claim.model_dump(mode="json"), sort_keys=True),
        ),
        "document_id": document_id,
        "content_sha256": content_sha256,
        "extractor_version": extractor_version,
        "kind": data["kind"],
        "sentence": data["sentence"],
        "span_start": start,
        "span_end": end,
        "effective_from": _iso_or_none(data.get("effective_from")),
        "effective_until": _iso_or_none(data.get("effective_until")),
        "claim_json": claim.model_dump(mode="json") | {"document_id": document_id},
    }
    for column in CLAIM_COLUMNS:
        row[column] = data.get(column)
    return row


def replace_claims_bulk(connection: duckdb.DuckDBPyConnection, rows: Sequence[Mapping[str, Any]],
                        *, chunk_rows: int = 100_000, on_chunk: Any = None) -> int:
    """Replace the claims of every document in ``rows`` with ``rows``, in one transaction, through Arrow batches.

    The bulk path for large loads: a crash or kill before the commit leaves the previous claims exactly as
    they were, and loading the same rows again gives the same table (no duplicates). ``on_chunk(loaded)`` is
    called after each batch (progress, tests).
    """
    if not rows:
        return 0
    names = list(rows[0])
    documents = sorted({row["document_id"] for row in rows})
    with transaction(connection):
        connection.execute("delete from claims where list_contains(string_split(?, chr(31)), document_id)",
                           [joined_ids(documents)])
        for start in range(0, len(rows), chunk_rows):
            chunk = rows[start:start + chunk_rows]
            bulk_insert(connection, "claims", names, [[_to_sql_value(row[c]) for c in names] for row in chunk])
            if on_chunk is not None:
                on_chunk(start + len(chunk))
    return len(rows)


def _iso_or_none(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, (dt.date, dt.datetime)):
        return value.isoformat()
    return str(value)


def replace_document_claims(
    connection: duckdb.DuckDBPyConnection,
    *,
    document_id: str,
    content_sha256: str,
    extractor_version: str,
    claims: Sequence[Any],
) -> int:
    """Swap a document's claims for a new extraction and record that the extraction was done.

    The spans index ``documents.text``, which only the stage that stored the document writes.
    """
    rows = [
        claim_row(c, document_id=document_id, content_sha256=content_sha256, extractor_version=extractor_version)
        for c in claims
    ]
    # identical claims in one document (the same figure restated) collapse to one row
    unique = {row["claim_id"]: row for row in rows}
    with transaction(connection):
        replace_where(connection, "claims", {"document_id": document_id}, unique.values())
        upsert_rows(
            connection,
            "extraction_runs",
            [{
                "document_id": document_id,
                "content_sha256": content_sha256,
                "extractor_version": extractor_version,
                "extracted_at": utcnow(),
                "claim_count": len(unique),
            }],
            key=("document_id", "content_sha256", "extractor_version"),
        )
    return len(unique)


def already_extracted(
    connection: duckdb.DuckDBPyConnection, *, document_id: str, content_sha256: str, extractor_version: str
) -> bool:
    return (
        connection.execute(
            "select 1 from extraction_runs where document_id = ? and content_sha256 = ? and extractor_version = ?",
            [document_id, content_sha256, extractor_version],
        ).fetchone()
        is not None
    )
