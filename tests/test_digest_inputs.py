"""The per-week digest inputs hash: a week is rebuilt when its own inputs change, not when another week gains a
document (a year of news must not rebuild 52 digests for one new article)."""

from __future__ import annotations

import datetime as dt

from pipelines.stages.digest import week_inputs_sha256
from warehouse import Warehouse


def _add(connection, document_id: str, published: dt.datetime, story_id: str, story_size: int) -> None:
    now = dt.datetime(2026, 1, 20, 8, 0)
    connection.execute(
        "insert into documents (document_id, url, source_type, published_at, content_sha256, text, fetched_at, "
        "first_seen, last_seen) values (?, ?, 'article', ?, ?, 'text', ?, ?, ?)",
        [document_id, f"https://news.example/{document_id}", published, f"sha-{document_id}", now, now, now])
    connection.execute("insert or replace into stories values (?, ?, NULL, ?, ?, 1, 'shingles', ?)",
                       [story_id, document_id, published, story_size, now])
    connection.execute("insert into story_documents values (?, ?, 'lead', 1.0)", [document_id, story_id])
    # as the stories stage does: its own inputs hash changes with every new document anywhere
    connection.execute("delete from stage_inputs where stage = 'stories'")
    connection.execute("insert into stage_inputs values ('stories', ?, ?)", [f"after-{document_id}", now])


def test_a_new_document_in_another_week_leaves_a_weeks_inputs_unchanged(tmp_path):
    with Warehouse(tmp_path).connect() as connection:
        _add(connection, "march-a", dt.datetime(2025, 3, 4, 9), "story-march", 1)
        before = week_inputs_sha256(connection, "2025-W10")
        _add(connection, "june-a", dt.datetime(2025, 6, 3, 9), "story-june", 1)   # twelve weeks later
        assert week_inputs_sha256(connection, "2025-W10") == before
        _add(connection, "march-b", dt.datetime(2025, 3, 5, 9), "story-march-b", 1)   # the same week
        assert week_inputs_sha256(connection, "2025-W10") != before


def test_a_weeks_story_growing_from_outside_the_window_changes_its_inputs(tmp_path):
    with Warehouse(tmp_path).connect() as connection:
        _add(connection, "early", dt.datetime(2025, 1, 7, 9), "story-long", 1)       # the story began in January
        connection.execute("insert into documents (document_id, url, source_type, published_at, content_sha256, "
                           "text, fetched_at, first_seen, last_seen) values ('late', 'https://news.example/late', "
                           "'article', TIMESTAMP '2025-03-04 09:00', 'sha-late', 'text', now(), now(), now())")
        connection.execute("insert into story_documents values ('late', 'story-long', 'near_duplicate', 0.9)")
        before = week_inputs_sha256(connection, "2025-W10")
        connection.execute("update stories set document_count = 3, source_count = 2 where story_id = 'story-long'")
        assert week_inputs_sha256(connection, "2025-W10") != before


def test_another_outlets_copy_of_a_weeks_document_changes_its_inputs(tmp_path):
    # the copy is stored as an alias of the document, not as a document: the digest lists it as a source
    with Warehouse(tmp_path).connect() as connection:
        _add(connection, "march-a", dt.datetime(2025, 3, 4, 9), "story-march", 1)
        before = week_inputs_sha256(connection, "2025-W10")
        connection.execute("insert into document_aliases values ('https://other.example/a', 'march-a', 'other-wire', "
                           "'same_text', now(), now())")
        assert week_inputs_sha256(connection, "2025-W10") != before


def _article(connection, document_id: str, source: str, published: dt.datetime) -> None:
    # Chinese, so the digest judges it without the embedding model (no relevance score to compute)
    connection.execute(
        "insert into documents (document_id, url, source_type, source_name, published_at, language, title, "
        "content_sha256, text, fetched_at, first_seen, last_seen) "
        "values (?, ?, 'article', ?, ?, 'zh', '周报', ?, '文本', ?, ?, ?)",
        [document_id, f"https://{source}.example/{document_id}", source, published, f"sha-{document_id}",
         published, published, published])


def test_a_blocked_past_week_is_known_blocked_until_what_its_checks_read_changes(tmp_path):
    from pipelines.sources.config import CheckSettings
    from pipelines.stages.digest import blocked_weeks_unchanged, digest_settings_text, review_week

    warehouse, week, checks = Warehouse(tmp_path), "2025-W10", CheckSettings()
    with warehouse.connect() as connection:
        for day in (6, 7, 8):   # a daily wire that then falls silent: sources_fresh blocks 2025-W10
            _article(connection, f"steady-{day}", "steady-wire", dt.datetime(2025, 1, day, 9))
        _article(connection, "march", "other-wire", dt.datetime(2025, 3, 4, 9))
    review = review_week(warehouse, week, checks, record_as="digest_inputs")
    assert [o.name for o in review.blocked_by] == ["sources_fresh"]

    def known_blocked(settings=checks) -> dict:
        with warehouse.connect() as connection:
            return blocked_weeks_unchanged(connection, [week], settings_text=digest_settings_text(tmp_path),
                                           checks=settings)

    known = known_blocked()[week]
    assert [(o.name, o.passed, o.description) for o in known] == [
        (o.name, o.passed, o.description) for o in review.outcomes]
    with warehouse.connect() as connection:   # news after the week's end changes none of its checks
        _article(connection, "june", "other-wire", dt.datetime(2025, 6, 3, 9))
    assert week in known_blocked()
    with warehouse.connect() as connection:   # a price seen before the week's end: its checks read it
        connection.execute(
            "insert into price_observations (observation_id, provider, model, token_type, amount, currency, unit, "
            "observed_at, source_kind, source_name, document_id, last_seen) values ('obs-1', 'DeepSeek', "
            "'deepseek-chat', 'input', 0.27, 'USD', 'per_million_tokens', TIMESTAMP '2025-02-10 06:00', 'price_page', "
            "'deepseek-pricing', 'page-1', TIMESTAMP '2025-02-10 06:00')")
    assert known_blocked() == {}
    review_week(warehouse, week, checks, record_as="digest_inputs")
    assert week in known_blocked()
    with warehouse.connect() as connection:   # the same page seen again later, or held out since: nothing it compares
        connection.execute("update price_observations set last_seen = TIMESTAMP '2025-09-01 06:00', suspect = true, "
                           "suspect_reason = 'magnitude' where observation_id = 'obs-1'")
    assert week in known_blocked()
    with warehouse.connect() as connection:
        connection.execute("update price_observations set amount = 0.28 where observation_id = 'obs-1'")
    assert known_blocked() == {}
    review_week(warehouse, week, checks, record_as="digest_inputs")
    assert week in known_blocked()
    assert known_blocked(CheckSettings(silence_min_days=100)) == {}   # other thresholds: run the checks again
    with warehouse.connect() as connection:   # the silent wire's history before the week changed, far back
        _article(connection, "steady-20", "steady-wire", dt.datetime(2025, 1, 20, 9))
    assert known_blocked() == {}
    # checked again and blocked again: known again; passing: forgotten
    review_week(warehouse, week, checks, record_as="digest_inputs")
    assert week in known_blocked()
    assert not review_week(warehouse, week, CheckSettings(silence_min_days=100), record_as="digest_inputs").blocked_by
    assert known_blocked() == {}
