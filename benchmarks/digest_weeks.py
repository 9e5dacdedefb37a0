"""The weekly digest reviews on a copy of a warehouse: CPU seconds, and a fingerprint of what they produced.

    .venv/bin/python benchmarks/digest_weeks.py HOME COPY [EVERY]

HOME is an inferwatch home after a run (e.g. a home of benchmarks/scale_run.py); it is copied to COPY
(replaced) and its recorded digest inputs are removed, so every week is built again. Then `review_week` (what
the `digest_inputs` step runs) builds every EVERY-th week with documents (default 1: all) in this process.
Printed: the weeks, wall and CPU seconds, and a sha256 prefix over each week's input hash, check outcomes and
rendered Markdown and HTML, and the process's peak RSS, so two versions of the code can be compared on the same input: same sha, same
digests.
"""

from __future__ import annotations

import hashlib
import resource
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    from pipelines.digest.build import weeks_with_documents
    from pipelines.sources.config import CheckSettings
    from pipelines.stages import digest as stage
    from warehouse import Warehouse

    args = argv if argv is not None else sys.argv[1:]
    if len(args) not in (2, 3):
        raise SystemExit(__doc__)
    source, copy = Path(args[0]), Path(args[1])
    every = int(args[2]) if len(args) == 3 else 1
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(source, copy)
    warehouse = Warehouse(str(copy))
    with warehouse.connect() as connection:
        connection.execute("delete from stage_inputs where starts_with(stage, 'digest')")
        weeks = weeks_with_documents(connection)[::every]
    before = resource.getrusage(resource.RUSAGE_SELF)
    started = time.perf_counter()
    produced = []
    with warehouse.kept_open():  # as the runner holds the warehouse open across the weeks' runs
        for week in weeks:
            review = stage.review_week(warehouse, week, CheckSettings(), run_id="benchmark", record_as="digest_inputs")
            kept = stage._take_rendered("benchmark", warehouse.home, week)
            produced.append((week, review.inputs_sha256,
                             [(o.name, o.passed, o.description, o.examples) for o in review.outcomes],
                             kept[1].markdown if kept else None, kept[1].html if kept else None))
    seconds = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_SELF)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    print(f"{len(weeks)} weeks: {seconds:.1f} s wall, CPU {cpu:.1f} s, peak RSS {after.ru_maxrss // 1024} MB; sha {hashlib.sha256(repr(produced).encode()).hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
