import datetime as dt
import multiprocessing
import time

import pytest

from warehouse import Warehouse, WarehouseBusyError, WarehouseError, transaction
from warehouse.db import apply_migrations, migration_files, table_counts
from warehouse.loaders import record_ingest_error, replace_where, upsert_rows


def test_migrations_apply_once_and_are_recorded(tmp_path):
    warehouse = Warehouse(tmp_path)
    with warehouse.connect() as connection:
        recorded = connection.execute("select number, name from schema_migrations order by number").fetchall()
        assert [name for _, name in recorded] == [name for _, name, _ in migration_files()]
        assert apply_migrations(connection) == []  # nothing left to apply
    with warehouse.connect() as connection:
        assert connection.execute("select count(*) from schema_migrations").fetchone()[0] == len(recorded)


def test_core_tables_exist(tmp_path):
    with Warehouse(tmp_path).connect() as connection:
        names = set(table_counts(connection))
    for name in ("documents", "claims", "price_observations", "prices_current", "mlperf_results", "hardware",
                 "digests", "ingest_errors", "fetches", "raw_content"):
        assert name in names


def test_upsert_replaces_by_key_and_preserves_first_seen(tmp_path):
    import datetime as dt

    with Warehouse(tmp_path).connect() as connection:
        first = dt.datetime(2025, 9, 1)
        later = dt.datetime(2025, 9, 8)
        row = {"name": "a", "source_type": "feed", "url": "https://a.example/feed", "first_seen": first,
               "last_seen": first}
        upsert_rows(connection, "sources", [row], key=("name",), preserve=("first_seen",))
        upsert_rows(connection, "sources", [row | {"first_seen": later, "last_seen": later}], key=("name",),
                    preserve=("first_seen",))
        assert connection.execute("select first_seen, last_seen from sources").fetchall() == [(first, later)]
        with pytest.raises(KeyError, match="no column"):
            upsert_rows(connection, "sources", [row | {"nmae": "typo"}], key=("name",))


def test_replace_where_is_atomic_inside_a_transaction(tmp_path):
    with Warehouse(tmp_path).connect() as connection:
        with transaction(connection):
            replace_where(connection, "fx_rates", {"currency": "CNY"},
                          [{"currency": "CNY", "rate_date": "2025-09-01", "usd_per_unit": 0.14, "source": "t"}])
        with pytest.raises(KeyError):
            with transaction(connection):
                replace_where(connection, "fx_rates", {"currency": "CNY"}, [{"currency": "CNY", "bogus": 1}])
        # the failed replacement rolled back: the old row is still there
        assert connection.execute("select count(*) from fx_rates").fetchone()[0] == 1


def test_the_same_ingest_error_is_one_row(tmp_path):
    with Warehouse(tmp_path).connect() as connection:
        for _ in range(3):
            record_ingest_error(connection, stage="feed", source_name="x", url="https://x.example", reason="bad")
        assert connection.execute("select count(*), max(occurrences) from ingest_errors").fetchone() == (1, 3)


def test_raw_content_is_content_addressed(tmp_path):
    warehouse = Warehouse(tmp_path)
    warehouse.ensure_home()
    digest, path = warehouse.store_raw(b"hello")
    assert path.name == digest and warehouse.read_raw(digest) == b"hello"
    assert warehouse.store_raw(b"hello")[1] == path


def test_read_only_without_a_warehouse_names_the_file(tmp_path):
    with pytest.raises(WarehouseError, match="warehouse.duckdb"):
        with Warehouse(tmp_path / "nowhere").connect(read_only=True):
            pass


def _hold_write_lock(home, ready, release):
    with Warehouse(home).connect():
        ready.set()
        release.wait(20)


def test_a_second_writer_gets_a_bounded_wait_and_a_clear_error(tmp_path):
    context = multiprocessing.get_context("spawn")
    ready, release = context.Event(), context.Event()
    holder = context.Process(target=_hold_write_lock, args=(str(tmp_path), ready, release))
    holder.start()
    try:
        assert ready.wait(30), "the lock holder did not start"
        started = time.monotonic()
        with pytest.raises(WarehouseBusyError, match="locked by another inferwatch process"):
            with Warehouse(tmp_path, lock_wait_s=1.0).connect():
                pass
        assert time.monotonic() - started < 10
    finally:
        release.set()
        holder.join(30)


def test_claim_provenance_check_finds_spans_that_do_not_point_into_the_text(tmp_path):
    import datetime as dt

    from warehouse.claim_checks import claims_with_broken_provenance

    now = dt.datetime(2025, 9, 1)
    text = "DeepSeek cut output to $0.42 per million tokens."
    with Warehouse(tmp_path).connect() as connection:
        upsert_rows(connection, "documents", [{
            "document_id": "d1", "url": "https://a.example/1", "source_type": "article", "content_sha256": "x",
            "text": text, "fetched_at": now, "first_seen": now, "last_seen": now}], key=("document_id",))
        base = {"document_id": "d1", "content_sha256": "x", "extractor_version": "t", "kind": "price",
                "sentence": text, "confidence": 0.9, "extractor": "t", "claim_json": "{}"}
        upsert_rows(connection, "claims", [
            base | {"claim_id": "good", "span_start": 23, "span_end": 28},
            base | {"claim_id": "outside", "span_start": 40, "span_end": 400},
            base | {"claim_id": "orphan", "document_id": "gone", "span_start": 0, "span_end": 4},
        ], key=("claim_id",))
        found = {claim_id: reason for claim_id, _, reason in claims_with_broken_provenance(connection)}
    assert found == {"outside": "span outside the document text", "orphan": "document missing"}


def test_many_rows_upsert_as_one_row_at_a_time_would(tmp_path):
    """The bulk path of upsert_rows (several rows) keeps the row-by-row result: the last row of a key wins,
    a preserved column keeps the stored (else the earliest given) value, rows may name different columns."""
    first, later = dt.datetime(2025, 1, 1), dt.datetime(2025, 6, 1)
    rows = [
        {"url": "https://a.example/1", "source_name": "s", "state": "pending", "attempts": 0, "first_seen": first},
        {"url": "https://a.example/2", "source_name": "s", "state": "pending", "attempts": 0, "first_seen": first},
    ]
    again = [
        {"url": "https://a.example/1", "source_name": "s", "state": "failed", "attempts": 1, "first_seen": later},
        {"url": "https://a.example/3", "source_name": "s", "state": "pending", "attempts": 0, "first_seen": later},
        {"url": "https://a.example/3", "source_name": "s", "state": "fetched", "attempts": 0, "first_seen": dt.datetime(2025, 7, 1)},
        {"url": "https://a.example/4", "source_name": "s", "state": "pending", "attempts": 0, "first_seen": later, "reason": None},
    ]
    results = []
    for one_at_a_time in (True, False):
        with Warehouse(tmp_path / str(one_at_a_time)).connect() as connection:
            for batch in (rows, again):
                with transaction(connection):
                    if one_at_a_time:
                        for row in batch:
                            upsert_rows(connection, "crawl_frontier", [row], key=("url",), preserve=("first_seen",))
                    else:
                        assert upsert_rows(connection, "crawl_frontier", batch, key=("url",),
                                           preserve=("first_seen",)) == len(batch)
            results.append(connection.execute(
                "select url, state, attempts, first_seen from crawl_frontier order by url").fetchall())
    assert results[0] == results[1]
    assert results[1] == [("https://a.example/1", "failed", 1, first), ("https://a.example/2", "pending", 0, first),
                          ("https://a.example/3", "fetched", 0, later), ("https://a.example/4", "pending", 0, later)]


def test_a_warehouse_kept_open_shares_one_instance_and_lets_go_afterwards(tmp_path):
    warehouse = Warehouse(tmp_path)
    with warehouse.kept_open():
        for number in range(3):   # each connection checkpoints nothing on close: the instance stays open
            with warehouse.connect() as connection, transaction(connection):
                record_ingest_error(connection, stage="test", reason=f"error {number}")
        with warehouse.connect() as connection:
            assert connection.execute("select count(*) from ingest_errors").fetchone()[0] == 3
    # closed: the file is whole on disk and any process may open it again, read-only too
    with warehouse.connect(read_only=True) as connection:
        assert connection.execute("select count(*) from ingest_errors").fetchone()[0] == 3
    assert not (tmp_path / "warehouse.duckdb.wal").exists()
