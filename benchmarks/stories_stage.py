"""The stories stage cold on a copy of a warehouse: wall and CPU seconds, and a fingerprint of the grouping.

    .venv/bin/python benchmarks/stories_stage.py HOME COPY

HOME is an inferwatch home that has run the articles stage (e.g. a home of benchmarks/scale_run.py); it is
copied to COPY (replaced), its stored document vectors and its stories inputs hash are removed, and the
stage's `build_stories` runs once. Printed: wall seconds, CPU seconds of this process and of its worker
processes, peak RSS of this process and of the largest worker, the stage's counts, and sha256 prefixes of `story_documents` (groups, and groups with
similarities), so two versions of the code can be compared on the same input: same sha, same result.
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
    from pipelines.stages.fetch import StageContext
    from pipelines.stages.stories import build_stories
    from pipelines.stages.workers import close_shared_pools
    from warehouse import Warehouse

    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 2:
        raise SystemExit(__doc__)
    source, copy = Path(args[0]), Path(args[1])
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(source, copy)
    warehouse = Warehouse(str(copy))
    with warehouse.connect() as connection:
        connection.execute("delete from document_embeddings")
        connection.execute("delete from stage_inputs where stage = 'stories'")
    before = resource.getrusage(resource.RUSAGE_SELF)
    started = time.perf_counter()
    summary = build_stories(StageContext(warehouse=warehouse, fetcher=None, sources=None))
    seconds = time.perf_counter() - started
    close_shared_pools()   # the stage leaves its workers up for the next stage: their CPU counts once they exit
    after, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    own = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    print(f"stories stage: {seconds:.1f} s wall, CPU {own:.1f} s here + {children.ru_utime + children.ru_stime:.1f} s "
          f"in worker processes; peak RSS of this process {after.ru_maxrss // 1024} MB, of a worker "
          f"{children.ru_maxrss // 1024} MB; {dict(summary.counts)}")
    with warehouse.connect(read_only=True) as connection:
        rows = connection.execute(
            "select d.story_id, d.document_id, d.relation, d.similarity from story_documents d join stories s "
            "using (story_id) where s.document_count > 1 order by 1, 2").fetchall()
    print(f"stories with copies {len({r[0] for r in rows})}, their documents {len(rows)}; sha groups "
          f"{hashlib.sha256(repr([r[:3] for r in rows]).encode()).hexdigest()[:16]}, with similarities "
          f"{hashlib.sha256(repr(rows).encode()).hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
