"""Export every table and mart of the published warehouse to Parquet or CSV, with a manifest.

The manifest (``manifest.json``) names the run the files come from, and for each table or view its
file, row count, columns with types and dictionary descriptions. CSV cells that a spreadsheet would
run as a formula are prefixed with ``'``; Parquet keeps every value exactly.
"""

from __future__ import annotations

import csv
import datetime as dt
import decimal
import json
import os
from pathlib import Path

import pyarrow.parquet

from warehouse.db import Warehouse, WarehouseError, utcnow
from warehouse.dictionary import relations
from warehouse.publish import open_published

FORMATS = ("parquet", "csv")
# tables that describe the warehouse itself rather than its data
_SKIPPED = ("schema_migrations", "sql_definitions")
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


def formula_safe(value: object) -> object:
    """A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first), prefixed with ' ."""
    if isinstance(value, str) and value.startswith(FORMULA_PREFIXES):
        return "'" + value
    return value


def _csv_cell(value: object) -> object:
    if isinstance(value, decimal.Decimal):
        return format(value.normalize(), "f")
    if isinstance(value, (list, dict)):
        return formula_safe(json.dumps(value, default=str, ensure_ascii=False))
    return formula_safe(value)


def _quote(identifier: str) -> str:
    return '"' + identifier.replace('"', '""') + '"'


def export_warehouse(warehouse: Warehouse, directory: str | os.PathLike[str], output_format: str) -> dict:
    """Write every table and mart (not the staging views) to ``directory``; returns the manifest written."""
    if output_format not in FORMATS:
        raise WarehouseError(f"unknown export format {output_format!r}: use one of {', '.join(FORMATS)}")
    target = Path(directory)
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WarehouseError(f"cannot create the export folder {target}: {exc.strerror or exc}") from exc
    entries = []
    with open_published(warehouse) as (connection, publication):
        for relation in relations(connection):
            if relation.name in _SKIPPED or relation.name.startswith("stg_"):
                continue
            # the name comes from the catalogue itself, quoted
            query = "select * from " + _quote(relation.name)
            path = target / f"{relation.name}.{output_format}"
            partial = path.with_name(path.name + ".partial")
            rows = 0
            try:
                if output_format == "parquet":
                    reader = connection.execute(query).to_arrow_reader(100_000)
                    with pyarrow.parquet.ParquetWriter(partial, reader.schema) as writer:
                        for batch in reader:
                            writer.write_batch(batch)
                            rows += batch.num_rows
                else:
                    cursor = connection.execute(query)
                    with open(partial, "w", encoding="utf-8", newline="") as handle:
                        writer = csv.writer(handle)
                        writer.writerow([formula_safe(c.name) for c in relation.columns])
                        while chunk := cursor.fetchmany(50_000):
                            writer.writerows([[_csv_cell(v) for v in row] for row in chunk])
                            rows += len(chunk)
                os.replace(partial, path)
            except OSError as exc:
                partial.unlink(missing_ok=True)
                raise WarehouseError(f"cannot write {path}: {exc.strerror or exc}") from exc
            entries.append({
                "name": relation.name, "kind": relation.kind, "file": path.name, "rows": rows,
                "description": relation.description,
                "columns": [{"name": c.name, "type": c.data_type, "description": c.description}
                            for c in relation.columns],
            })
    manifest = {
        "format": output_format,
        "exported_at": utcnow().isoformat(),
        "run_id": publication.run_id if publication else None,
        "run_finished_at": publication.run_finished_at.isoformat()
        if publication and publication.run_finished_at else None,
        "published_at": publication.published_at.isoformat() if publication else None,
        "csv_formula_cells_prefixed": output_format == "csv",
        "relations": entries,
    }
    (target / "manifest.json").write_text(json.dumps(manifest, indent=2, default=_json_default) + "\n",
                                          encoding="utf-8")
    return manifest


def _json_default(value: object) -> object:
    if isinstance(value, (dt.date, dt.datetime)):
        return value.isoformat()
    return str(value)
