"""One week's digest from a large warehouse: build, truth guard and render time per week, before and after
loading N synthetic claims (default 1,000,000) beside the bundled snapshot's real ones.

    .venv/bin/python benchmarks/digest_at_scale.py [--claims 1000000] [--home DIR]

Runs the pipeline on the bundled snapshot into a fresh home (or reuses --home when it already holds a run),
times ``publish_week`` (build from the warehouse, truth guard over every rendered number, Markdown + HTML,
write when changed) for every snapshot week, then bulk-loads the synthetic claims (``warehouse.synthetic``:
prices and comparisons spread over 20,000 documents and 60 days) and times the same weeks again. The
embedding model is loaded once before timing. Prints one table; figures depend on the machine.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _time_weeks(warehouse, weeks: list[str]) -> dict[str, float]:
    from pipelines.digest.publish import publish_week

    seconds = {}
    for week in weeks:
        started = time.perf_counter()
        publish_week(warehouse, week)
        seconds[week] = time.perf_counter() - started
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--claims", type=int, default=1_000_000)
    parser.add_argument("--home", type=Path, default=None, help="inferwatch home to use (default: a new temporary one)")
    args = parser.parse_args(argv)

    from pipelines.digest.build import weeks_with_documents
    from pipelines.runner import run_all
    from warehouse import Warehouse
    from warehouse.loaders import replace_claims_bulk
    from warehouse.synthetic import synthetic_claims

    home = args.home or Path(tempfile.mkdtemp(prefix="inferwatch-digest-scale-"))
    warehouse = Warehouse(home)
    started = time.perf_counter()
    if not (home / "warehouse.duckdb").exists():
        run_all(home=home)
        print(f"snapshot run into {home}: {time.perf_counter() - started:.1f} s")
    with warehouse.connect(read_only=True) as connection:
        weeks = weeks_with_documents(connection)
        real_claims = connection.execute("select count(*) from claims").fetchone()[0]
    _time_weeks(warehouse, weeks[:1])   # loads the embedding model once, outside the figures
    before = _time_weeks(warehouse, weeks)

    rows = synthetic_claims(args.claims, prefix="digest-scale", documents=20_000)
    with warehouse.connect() as connection:
        started = time.perf_counter()
        replace_claims_bulk(connection, rows)
        load_seconds = time.perf_counter() - started
        total = connection.execute("select count(*) from claims").fetchone()[0]
    del rows
    after = _time_weeks(warehouse, weeks)

    print(f"\nclaims in the warehouse: {real_claims:,} (snapshot) -> {total:,} "
          f"(+{args.claims:,} synthetic, bulk-loaded in {load_seconds:.1f} s)\n")
    print("| week | digest s, snapshot claims | digest s, with synthetic claims |")
    print("|---|---:|---:|")
    for week in weeks:
        print(f"| {week} | {before[week]:.2f} | {after[week]:.2f} |")
    print(f"| max | {max(before.values()):.2f} | {max(after.values()):.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
