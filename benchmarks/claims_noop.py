"""The claims step with nothing pending: CPU and wall seconds of the asset's work, and whether torch was imported.

    .venv/bin/python benchmarks/claims_noop.py HOME

HOME is an inferwatch home whose claims are up to date (e.g. a home of benchmarks/scale_run.py after its runs).
Like a Dagster step process, this imports the pipeline's definitions first (not counted), then does what the
claims asset does on a run with no new input: the stage (counts, nothing to extract), the cached quality JSON,
the provenance check and the summaries. Nothing is written.
"""

from __future__ import annotations

import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 1:
        raise SystemExit(__doc__)
    home = Path(args[0])
    sys.path.insert(0, str(ROOT))
    import pipelines.definitions  # noqa: F401 - a step process imports these before its step starts

    wall, cpu = time.perf_counter(), _cpu()
    from pipelines.stages.claims import extract_documents, extraction_quality
    from pipelines.stages.fetch import StageContext
    from warehouse import Warehouse
    from warehouse.claim_checks import claims_with_broken_provenance

    stage = StageContext(warehouse=Warehouse(str(home)), fetcher=None, sources=None)
    summary = extract_documents(stage, quality_dir=home / "evaluation")
    extraction_quality(home / "evaluation")
    with stage.warehouse.connect(read_only=True) as connection:
        claims_with_broken_provenance(connection)
        connection.execute("select kind, count(*) from claims group by kind").fetchall()
    print(f"claims step, nothing pending: {time.perf_counter() - wall:.2f} s wall, {_cpu() - cpu:.2f} s CPU "
          f"(load {os.getloadavg()[0]:.1f}); documents extracted "
          f"{summary.counts.get('documents_extracted', 0)} of {summary.counts['documents_skipped_unchanged']} "
          f"up to date; torch imported: {'torch' in sys.modules}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
