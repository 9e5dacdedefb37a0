"""Time `inferwatch run` on the bundled snapshot: a cold run into a fresh home, then a warm run.

Prints wall time of each, rows per table, how many documents the warm run skipped, and the fetch
log of the cold run by source kind. Usage: `.venv/bin/python benchmarks/pipeline_run.py [--home DIR]`.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from pipelines.runner import run_all
from warehouse import Warehouse


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, default=None, help="home folder (default: a new temporary one)")
    args = parser.parse_args(argv)
    home = args.home or Path(tempfile.mkdtemp(prefix="inferwatch-bench-"))

    timings = []
    reports = []
    for label in ("cold", "warm"):
        started = time.perf_counter()
        reports.append(run_all(home=home))
        timings.append((label, time.perf_counter() - started))

    cold, warm = reports
    print(f"home: {home}")
    for label, seconds in timings:
        print(f"{label} run: {seconds:.1f} s")
    claims = warm.asset_metadata.get("claims", {})
    print(f"warm run: {claims.get('documents_extracted', 0)} documents extracted, "
          f"{claims.get('documents_skipped_unchanged', 0)} skipped as unchanged")
    print("\n| table | rows after cold | rows after warm |\n|---|---:|---:|")
    for name, count in cold.table_counts.items():
        print(f"| {name} | {count:,} | {warm.table_counts.get(name, 0):,} |")
    print(f"\ndigests: {', '.join(week for week, _, _ in cold.digests)}")
    with Warehouse(home).connect(read_only=True) as connection:
        rows = connection.execute(
            """
            select s.source_type, count(*) as fetches, count(*) filter (where f.status = 200) as ok,
                   count(*) filter (where f.status = 304) as not_modified, count(*) filter (where f.error is not null) as failed,
                   sum(f.byte_count) as bytes, round(avg(f.duration_ms), 2) as avg_ms
            from fetches f left join sources s on s.name = f.source_name
            group by all order by 1
            """
        ).fetchall()
    print("\nfetch log by source kind (both runs):\n\n| kind | fetches | 200 | 304 | failed | bytes | avg ms |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for kind, fetches, ok, not_modified, failed, size, avg_ms in rows:
        print(f"| {kind} | {fetches} | {ok} | {not_modified} | {failed} | {size:,} | {avg_ms} |")
    if cold.errors_by_source:
        print("\nerrors by source (cold run):")
        for source, stage, count, reason in cold.errors_by_source:
            print(f"  {source} [{stage}] x{count}: {reason[:100]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
