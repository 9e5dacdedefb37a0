"""Warehouse load and mart latency: synthetic claims through the bulk path vs row by row, on DuckDB and DuckLake.

    .venv/bin/python benchmarks/warehouse_load.py                    # 1,000,000 claims, DuckDB only
    .venv/bin/python benchmarks/warehouse_load.py --lake "ducklake:postgres:dbname=bench host=127.0.0.1 port=5432 user=postgres"

Loads the price pages and MLPerf tables of the bundled snapshot first (so the marts have real prices and
results to join), then N synthetic claims through ``replace_claims_bulk`` (Arrow batches, one transaction),
then a sample of the same rows one INSERT at a time, and times a full read of every mart at that size.
Prints one table; figures depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _load_reference_data(warehouse) -> None:
    from pipelines.sources.config import load_sources
    from pipelines.sources.fetch import SnapshotFetcher
    from pipelines.stages.fetch import StageContext
    from pipelines.stages.mlperf import ingest_mlperf
    from pipelines.stages.prices import ingest_price_pages
    from pipelines.stages.reference import load_hardware_registry

    snapshot = ROOT / "data" / "snapshot"
    sources = load_sources(snapshot / "sources.toml").model_copy(update={"feed": []})
    context = StageContext(warehouse=warehouse, fetcher=SnapshotFetcher(snapshot), sources=sources)
    load_hardware_registry(context)
    ingest_mlperf(context)
    ingest_price_pages(context)


def measure(label: str, warehouse, count: int, sample: int) -> list[tuple[str, str, str]]:
    from warehouse import transaction
    from warehouse.dictionary import relations
    from warehouse.loaders import replace_claims_bulk
    from warehouse.synthetic import synthetic_claims

    results = []
    _load_reference_data(warehouse)
    rows = synthetic_claims(count, prefix="bench")
    with warehouse.connect() as connection:
        started = time.perf_counter()
        replace_claims_bulk(connection, rows)
        seconds = time.perf_counter() - started
    results.append((label, f"bulk load {count:,} claims", f"{count / seconds:,.0f} rows/s ({seconds:.1f} s)"))

    single = synthetic_claims(sample, prefix="bench-single", seed=2)
    names = list(single[0])
    insert = ("insert into claims (" + ", ".join(names) + ") values (" + ", ".join("?" for _ in names) + ")")
    with warehouse.connect() as connection:
        started = time.perf_counter()
        with transaction(connection):
            for row in single:
                connection.execute(insert, [row[c] for c in names])
        seconds = time.perf_counter() - started
    results.append((label, f"row-by-row insert ({sample:,} sample)", f"{sample / seconds:,.0f} rows/s ({seconds:.1f} s)"))

    with warehouse.connect(read_only=True) as connection:
        marts = [r.name for r in relations(connection) if r.kind == "view" and not r.name.startswith("stg_")]
        for mart in marts:
            started = time.perf_counter()
            # the name comes from the catalogue itself, quoted
            found = connection.execute(f'select count(*) from (select * from "{mart}")').fetchone()[0]
            seconds = time.perf_counter() - started
            results.append((label, f"mart {mart}", f"{seconds * 1000:,.0f} ms ({found:,} rows)"))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--claims", type=int, default=1_000_000)
    parser.add_argument("--sample", type=int, default=5_000, help="rows inserted one at a time")
    parser.add_argument("--lake", default=None, help="also measure on this DuckLake catalog (ducklake:postgres:...)")
    args = parser.parse_args()

    from warehouse import Warehouse

    table = []
    with tempfile.TemporaryDirectory(prefix="inferwatch-bench-") as folder:
        os.environ.pop("INFERWATCH_WAREHOUSE", None)
        table += measure("duckdb", Warehouse(Path(folder) / "duckdb"), args.claims, args.sample)
        if args.lake:
            table += measure("ducklake", Warehouse(Path(folder) / "lake", location=args.lake), args.claims,
                             args.sample)
    width = max(len(row[1]) for row in table)
    print(f"{'engine':<9}  {'what':<{width}}  figure")
    for engine, what, figure in table:
        print(f"{engine:<9}  {what:<{width}}  {figure}")


if __name__ == "__main__":
    main()
