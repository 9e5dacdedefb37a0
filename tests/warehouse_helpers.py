"""Helpers for warehouse tests: a warehouse's marts as comparable values."""

from __future__ import annotations

import decimal

import duckdb

from warehouse.dictionary import relations

# columns that record when a run did something, not what the data is
RUN_TIME_COLUMNS = {"first_seen", "last_seen", "fetched_at", "grouped_at", "loaded_at", "recorded_at", "detected_at",
                    "price_seen", "created_at", "extracted_at", "generated_at", "updated_at", "applied_at"}


def _comparable(value):
    if isinstance(value, float):
        return round(value, 9)
    if isinstance(value, decimal.Decimal):
        return value.normalize()
    return value


def mart_contents(connection: duckdb.DuckDBPyConnection) -> dict[str, list[tuple]]:
    """Every mart's rows, sorted, without run-time columns."""
    contents = {}
    for relation in relations(connection):
        if relation.kind != "view" or relation.name.startswith("stg_"):
            continue
        columns = [c.name for c in relation.columns if c.name not in RUN_TIME_COLUMNS]
        # names come from the catalogue itself, quoted
        rows = connection.execute(
            "select " + ", ".join('"' + c + '"' for c in columns) + ' from "' + relation.name + '"').fetchall()
        contents[relation.name] = sorted((tuple(_comparable(v) for v in row) for row in rows), key=repr)
    return contents
