"""Relevance scores are computed once per article text and looked up afterwards, with the same values."""

from __future__ import annotations

import datetime as dt

import pytest

from extractors.model import load_embedder
from pipelines.digest import relevance as relevance_module
from pipelines.digest.relevance import ON_TOPIC, EmbeddingRelevance, scored_texts
from warehouse import Warehouse

SHARED = "Analysts said the change would matter most to companies that run long agent sessions every day."
ARTICLES = [
    {"document_id": "price-cut", "language": "en",
     "title": "Model provider halves the price of its API per million output tokens",
     "text": "The provider said on Tuesday that output tokens now cost half of what they cost last month. "
             "Input tokens stay at the same price per million, and cached input gets a further discount. "
             + SHARED},
    {"document_id": "gpu-rental", "language": "en",
     "title": "Cloud renters cut hourly prices for H100 GPUs as new capacity arrives",
     "text": "Several cloud providers lowered the hourly rental price of NVIDIA H100 instances this week. "
             "The cheapest offers now sit well below the level seen at the start of the year for inference. "
             + SHARED},
    {"document_id": "football", "language": "en",
     "title": "Late goal settles the cup final in front of a full stadium",
     "text": "The home side scored in the last minute of extra time to win the championship on Sunday night. "
             "Fans stayed in the streets around the stadium until the early hours of the morning after it."},
    {"document_id": "chinese", "language": "zh", "title": "模型价格下调", "text": "某公司宣布降低其模型的调用价格。"},
]


class CountingEmbedder:
    """The packaged model, counting the texts it is asked to embed."""

    def __init__(self, embedder):
        self.inner = embedder
        self.embedded: list[str] = []

    def embed(self, texts, **kwargs):
        self.embedded.extend(texts)
        return self.inner.embed(texts, **kwargs)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.fixture
def counting():
    embedder = CountingEmbedder(load_embedder())
    yield embedder
    # the next scorer loads the packaged model again (cached per process) with empty sentence vectors
    EmbeddingRelevance._embedder, EmbeddingRelevance._anchors = None, None
    EmbeddingRelevance._sentence_vectors.clear()


def _fresh_scores(embedder, documents):
    """Scores from nothing: no stored score, no sentence vector of this process."""
    return EmbeddingRelevance(None, embedder=embedder).scores(documents)


def test_scores_are_stored_once_and_read_back_unchanged(tmp_path, counting):
    expected = _fresh_scores(counting, ARTICLES)
    assert expected["chinese"] is None
    assert expected["price-cut"] >= ON_TOPIC > expected["football"]

    warehouse = Warehouse(tmp_path / "home")
    with warehouse.connect() as connection:
        scorer = EmbeddingRelevance(connection, embedder=counting)
        counting.embedded.clear()
        assert scorer.scores(ARTICLES) == expected
        # the lede sentence two articles share is embedded once
        assert counting.embedded.count(SHARED) == 1
        assert connection.execute("select count(*) from document_relevance").fetchone()[0] == 3

        counting.embedded.clear()
        EmbeddingRelevance._sentence_vectors.clear()
        assert EmbeddingRelevance(connection).scores(ARTICLES) == expected
        assert counting.embedded == []   # every score was looked up

        # a new title is scored again; the other articles are not
        retitled = [dict(ARTICLES[0], title="Model provider raises the price of its API per million input tokens"),
                    *ARTICLES[1:]]
        rescored = EmbeddingRelevance(connection).scores(retitled)
        assert sorted(counting.embedded) == sorted(scored_texts(retitled[0]))
        assert rescored["price-cut"] == _fresh_scores(counting, retitled)["price-cut"]
        assert {k: v for k, v in rescored.items() if k != "price-cut"} == {
            k: v for k, v in expected.items() if k != "price-cut"}


def test_a_reader_gets_the_scores_without_storing_them(tmp_path, counting):
    warehouse = Warehouse(tmp_path / "home")
    with warehouse.connect():
        pass
    expected = _fresh_scores(counting, ARTICLES)
    with warehouse.connect(read_only=True) as connection:
        assert EmbeddingRelevance(connection, embedder=counting).scores(ARTICLES) == expected
    with warehouse.connect(read_only=True) as connection:
        assert connection.execute("select count(*) from document_relevance").fetchone()[0] == 0


def test_a_new_scorer_version_scores_again(tmp_path, counting, monkeypatch):
    warehouse = Warehouse(tmp_path / "home")
    with warehouse.connect() as connection:
        EmbeddingRelevance(connection, embedder=counting).scores(ARTICLES[:1])
        monkeypatch.setattr(relevance_module, "RELEVANCE_VERSION", "relevance-test")
        EmbeddingRelevance._sentence_vectors.clear()
        counting.embedded.clear()
        EmbeddingRelevance(connection).scores(ARTICLES[:1])
        assert ARTICLES[0]["title"] in counting.embedded


def _store_articles(connection) -> None:
    now = dt.datetime(2026, 1, 20, 8, 0)
    for number, article in enumerate(ARTICLES):
        connection.execute(
            "insert into documents (document_id, url, source_type, published_at, language, title, content_sha256, "
            "text, fetched_at, first_seen, last_seen) values (?, ?, 'article', ?, ?, ?, ?, ?, ?, ?, ?)",
            [article["document_id"], f"https://news.example/{article['document_id']}",
             dt.datetime(2025, 3, 3 + number, 9), article["language"], article["title"],
             f"sha-{article['document_id']}", article["text"], now, now, now])
    # an undated article is in no week's digest: nothing to score
    connection.execute(
        "insert into documents (document_id, url, source_type, language, title, content_sha256, text, fetched_at, "
        "first_seen, last_seen) values ('undated', 'https://news.example/undated', 'article', 'en', "
        "'Undated', 'sha-undated', 'No date anywhere on this page.', ?, ?, ?)", [now, now, now])


def _stored(warehouse) -> dict:
    with warehouse.connect(read_only=True) as connection:
        return dict(connection.execute("select document_id, relevance from document_relevance").fetchall())


def test_articles_scored_ahead_of_the_digest_have_the_scores_a_digest_computes(tmp_path, counting, monkeypatch):
    from pipelines.stages import digest as digest_stage

    expected = {k: v for k, v in _fresh_scores(counting, ARTICLES).items() if v is not None}
    EmbeddingRelevance._embedder, EmbeddingRelevance._anchors = None, None
    EmbeddingRelevance._sentence_vectors.clear()
    in_process = Warehouse(tmp_path / "in-process")
    with in_process.connect() as connection:
        _store_articles(connection)
    assert digest_stage.score_articles(in_process) == {"articles_scored": 3, "texts_embedded": 10}
    assert _stored(in_process) == expected
    assert digest_stage.score_articles(in_process) == {"articles_scored": 0, "texts_embedded": 0}

    # in worker processes (one torch thread each), the very same values
    assert _stored(_scored_in_workers(digest_stage, tmp_path, monkeypatch)) == expected


def test_passes_pipelined_in_the_workers_give_the_scores_of_passes_one_after_another(tmp_path, monkeypatch):
    """With several passes, the workers embed the next pass while this process scores the last one: every pass is
    embedded in the batches it would be alone, so the scores are those of the passes scored one by one here."""
    from pipelines.stages import digest as digest_stage

    monkeypatch.setattr(digest_stage, "ARTICLES_PER_PASS", 1)   # three passes of one article
    one_by_one = Warehouse(tmp_path / "in-process")
    with one_by_one.connect() as connection:
        _store_articles(connection)
    digest_stage.score_articles(one_by_one)
    EmbeddingRelevance._sentence_vectors.clear()
    pooled = _scored_in_workers(digest_stage, tmp_path, monkeypatch)
    assert _stored(pooled) == _stored(one_by_one) and len(_stored(pooled)) == 3


def _scored_in_workers(digest_stage, tmp_path, monkeypatch) -> Warehouse:
    """The three articles stored in a fresh warehouse and scored in two worker processes (asserting they scored all
    three without a worker failing)."""
    monkeypatch.setattr(digest_stage, "MIN_TEXTS_FOR_POOL", 1)
    monkeypatch.setattr("pipelines.stages.workers.usable_cores", lambda: 2)
    pooled = Warehouse(tmp_path / "pooled")
    with pooled.connect() as connection:
        _store_articles(connection)
    counts = digest_stage.score_articles(pooled)
    assert "workers_failed" not in counts and counts["articles_scored"] == 3
    return pooled
