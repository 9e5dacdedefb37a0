"""How much an article is about the economics of AI inference, by the embedding model.

Each English article's title and its lede (the first few full sentences) are embedded and compared with
short topic descriptions; the relevance is the best topic similarity minus the best off-topic one,
averaged over title and lede. An on-topic article without a single number scores high; a funding round
or a phone launch with prices scores low.

A score depends only on the article's own texts, so it is computed once and kept in
``document_relevance`` (keyed by a hash of the texts scored, the model and :data:`RELEVANCE_VERSION`):
a week's digest built again, or a run with new articles elsewhere, looks its articles up. Within a
process, a sentence many articles share (a syndicated lede, an outlet's boilerplate) is embedded once.

The packaged model (all-MiniLM-L6-v2) was trained on English and scores unrelated Chinese texts as
near-identical, so other languages get no score here (``None``) and are judged by their verified
figures instead.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict

# what the digest is about, and what often shares its vocabulary but is not
TOPICS = (
    "An AI model provider cuts or changes its API prices per million input and output tokens.",
    "Price per million tokens for large language model APIs, cached input discounts and batch pricing.",
    "Hourly rental prices for NVIDIA H100 and B200 GPUs at cloud providers.",
    "MLPerf Inference benchmark results: tokens per second of accelerators and systems.",
    "A new AI accelerator chip or rack system for inference, its performance and cost per token.",
    "The cost of serving AI models: tokens per dollar, performance per dollar and per watt.",
    "An AI chip maker announces a roadmap of new accelerators and memory for AI data centers.",
    "Falling token prices squeeze the economics of GPU inference for data center operators.",
)
NOT_TOPICS = (
    "A startup raises a funding round at a higher valuation led by investors.",
    "A company invests billions in another company and its shares jump on the stock market.",
    "A new smartphone launch with prices, storage and camera features.",
    "A sports match result and the championship.",
    "A carmaker's electric vehicle, battery range or factory production.",
    "Companies announce new data center sites, gigawatts of power capacity and jobs.",
    "A cyberattack disrupts a company's operations.",
    "A company raises a Series C funding round; an investor becomes its largest shareholder.",
)
# relevance = best topic similarity minus best non-topic similarity, averaged over the title and the lede.
# Measured on the bundled snapshot (tests/test_digest_snapshot.py): inference-economics articles +0.10 and
# above, funding rounds, investments, phones, sport and car news below +0.08.
ON_TOPIC = 0.09
LEDE_SENTENCES = 3
# Bump when the scoring changes (the topics above are hashed in already), so stored scores are recomputed.
RELEVANCE_VERSION = "relevance-1"
_TOPICS_SHA256 = hashlib.sha256("\x1e".join(TOPICS + ("",) + NOT_TOPICS).encode("utf-8")).hexdigest()
# sentence vectors kept per process (384 floats each: 20,000 are ~30 MB)
SENTENCE_VECTORS_KEPT = 20_000


class Relevance:
    """Scores documents; ``None`` for a document the scorer cannot judge."""

    def scores(self, documents: list[dict]) -> dict[str, float | None]:
        raise NotImplementedError


def _english(document: dict) -> bool:
    return (document.get("language") or "en").lower().startswith("en")


# (title, digest of the text) -> lede: the relevance stage reads every article's lede, and in the same process each
# week's digest reads those of its articles again (relevance keys, event openings); splitting a text into sentences
# costs ~30 times more than hashing it
_LEDES: OrderedDict = OrderedDict()
LEDES_KEPT = 20_000


def lede(document: dict) -> list[str]:
    """The first few full sentences of an article's text (its lede), without the title."""
    text = document.get("text") or ""
    title = (document.get("title") or "").strip()
    key = (title, hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=20).digest(), len(text))
    found = _LEDES.get(key)
    if found is None:
        from extractors.text import split_sentences

        sentences = [text[s:e].strip() for s, e in split_sentences(text)]
        found = _LEDES[key] = tuple(s for s in sentences if len(s.split()) >= 10 and s != title)[:LEDE_SENTENCES]
        while len(_LEDES) > LEDES_KEPT:
            _LEDES.popitem(last=False)
    return list(found)


def scored_texts(document: dict) -> list[str]:
    """What an article's relevance is computed from: its title (or first lede sentence), then its lede."""
    sentences = lede(document)
    return [document.get("title") or (sentences[0] if sentences else "")] + sentences


def relevance_inputs_sha256(texts: list[str], model: str) -> str:
    """sha256 over the texts scored, the model's name, the topics and :data:`RELEVANCE_VERSION`."""
    return hashlib.sha256("\x1f".join([RELEVANCE_VERSION, _TOPICS_SHA256, model, *texts]).encode("utf-8")).hexdigest()


def stored_relevance(connection, document_ids: list[str]) -> dict[str, tuple[str, float]]:
    """document id -> (inputs hash, relevance) of the stored scores; empty for a warehouse without them."""
    import duckdb

    from warehouse.db import joined_ids

    if connection is None or not document_ids:
        return {}
    try:
        rows = connection.execute("select document_id, inputs_sha256, relevance from document_relevance "
                                  "where list_contains(string_split(?, chr(31)), document_id)",
                                  [joined_ids(document_ids)]).fetchall()
    except duckdb.CatalogException:  # a warehouse migrated before the table existed, opened read-only
        return {}
    return {document_id: (sha, score) for document_id, sha, score in rows}


def store_relevance(connection, rows: list[tuple[str, str, float]]) -> bool:
    """Keep [(document id, inputs hash, relevance)]; False (nothing kept) on a read-only connection."""
    import duckdb
    import pyarrow

    from warehouse import transaction
    from warehouse.db import joined_ids, utcnow

    if connection is None or not rows:
        return False
    now = utcnow()
    ids, shas, scores = (list(column) for column in zip(*rows))
    # one statement for the lot, from an Arrow table (executemany runs one insert per row; bound lists cost a
    # failed pandas import per element)
    connection.register("_relevance_rows", pyarrow.table(
        {"document_id": ids, "inputs_sha256": shas, "relevance": pyarrow.array(scores, pyarrow.float64())}))
    try:
        with transaction(connection):
            connection.execute("delete from document_relevance "
                               "where list_contains(string_split(?, chr(31)), document_id)",
                               [joined_ids(ids)])
            connection.execute("insert into document_relevance select document_id, inputs_sha256, relevance, ? "
                               "from _relevance_rows", [now])
    except (duckdb.InvalidInputException, duckdb.CatalogException, duckdb.PermissionException):
        return False   # read-only (a reader building a digest to look at it) or an unmigrated warehouse
    finally:
        connection.unregister("_relevance_rows")
    return True


class EmbeddingRelevance(Relevance):
    """The packaged embedding model's judgement; the model is loaded once per process, and only when an
    article has no stored score for its current texts.

    ``connection``: where scores are looked up and, when it can write, kept. ``pool``: worker processes set
    up by :func:`pipelines.stages.stories.load_story_encoder`; the texts are then embedded there in the very
    batches one pass here would use, and this process never loads the model."""

    _embedder = None
    _anchors = None
    _pool_anchors = None   # the anchors as the pool's workers embedded them
    _sentence_vectors: OrderedDict = OrderedDict()   # text -> normalised vector, this process's model

    def __init__(self, connection=None, *, embedder=None, pool=None):
        self._connection = connection
        self._pool = pool
        if embedder is not None:
            type(self)._embedder, type(self)._anchors = embedder, None
            type(self)._sentence_vectors = OrderedDict()

    @classmethod
    def _model(cls):
        if cls._embedder is None:
            from extractors.model import load_embedder

            cls._embedder = load_embedder()
        if cls._anchors is None:
            cls._anchors = (cls._embed(list(TOPICS)), cls._embed(list(NOT_TOPICS)))
        return cls._embedder

    @classmethod
    def _embed(cls, texts: list[str]):
        torch = cls._embedder._torch
        return torch.nn.functional.normalize(cls._embedder.embed(texts), p=2, dim=1)

    @classmethod
    def _model_name(cls) -> str:
        from extractors.model import resolve_model_path

        path = str(getattr(cls._embedder, "path", None) or resolve_model_path()).rstrip("/")
        return path.split("/")[-2 if path.endswith("/model") else -1]

    @classmethod
    def _sentences(cls, texts: list[str]) -> dict:
        """text -> normalised vector, each text not embedded before in this process embedded in one pass."""
        kept = cls._sentence_vectors
        new = sorted({text for text in texts if text not in kept})
        if new:
            for text, vector in zip(new, cls._embed(new)):
                kept[text] = vector.clone()  # a row of its own, not a view keeping the whole batch alive
        found = {}
        for text in texts:
            kept.move_to_end(text)
            found[text] = kept[text]
        while len(kept) > SENTENCE_VECTORS_KEPT:
            kept.popitem(last=False)
        return found

    def _pooled(self, texts: list[str]):
        """Normalised vectors of ``texts`` (as :meth:`_embed`) from the pool's workers, in the batches one
        ``Embedder.embed`` call makes (the stories stage's float32 pass over a pool)."""
        return self._pooled_later(texts)()

    def _pooled_later(self, texts: list[str]):
        """:meth:`_pooled`, sent to the workers now: returns the function that waits for the vectors."""
        import torch

        from pipelines.stages.stories import EmbeddingSimilarity

        collect = EmbeddingSimilarity(pool=self._pool)._submit(texts)
        return lambda: torch.nn.functional.normalize(collect(), p=2, dim=1)

    def _vectors_and_anchors_later(self, texts: list[str]):
        """A function giving (text -> normalised vector, (topic vectors, off-topic vectors), torch) for ``texts``:
        with a pool the texts are sent to its workers now and the function waits for them; else they are
        embedded here, now."""
        if self._pool is None:
            self._model()
            found = self._sentences(texts), self._anchors, self._embedder._torch
            return lambda: found
        import torch

        cls = type(self)
        if cls._pool_anchors is None:   # embedded as :meth:`_model` does, one call per list
            cls._pool_anchors = (self._pooled(list(TOPICS)), self._pooled(list(NOT_TOPICS)))
        anchors = cls._pool_anchors
        # the texts in the order one pass here would embed them (:meth:`_sentences`)
        new = sorted(set(texts))
        collect = self._pooled_later(new)
        return lambda: (dict(zip(new, collect())), anchors, torch)

    def _vectors_and_anchors(self, texts: list[str]):
        """(text -> normalised vector, (topic vectors, off-topic vectors), torch) for ``texts``."""
        return self._vectors_and_anchors_later(texts)()

    def scores(self, documents: list[dict]) -> dict[str, float | None]:
        return self._start(documents)()

    def scores_in_passes(self, parts: list[list[dict]]) -> None:
        """:meth:`scores` of each part in turn (each stored as it is done), with a pool the texts of the next part
        sent to the workers before this one's are collected and scored, so the workers do not wait while this
        process scores, stores and prepares. Every part is embedded in exactly the batches :meth:`scores` of that
        part alone would use: the same vectors and scores."""
        pending = None
        for part in parts:
            started = self._start(part)
            if pending is not None:
                pending()
            pending = started
        if pending is not None:
            pending()

    def _start(self, documents: list[dict]):
        """The stored scores of ``documents`` looked up and the embedding of the others started; returns the
        function that finishes: scores the others, stores them and gives every document's score."""
        result: dict[str, float | None] = {d["document_id"]: None for d in documents}
        english = [d for d in documents if _english(d) and (d.get("title") or d.get("text"))]
        if not english:
            return lambda: result
        model = self._model_name()
        texts = {d["document_id"]: scored_texts(d) for d in english}
        keys = {document_id: relevance_inputs_sha256(parts, model) for document_id, parts in texts.items()}
        stored = stored_relevance(self._connection, sorted(keys))
        missing = []
        for document_id, key in keys.items():
            if document_id in stored and stored[document_id][0] == key:
                result[document_id] = stored[document_id][1]
            else:
                missing.append(document_id)
        if not missing:
            return lambda: result
        # one embedding pass over the texts not seen yet: a pass per document costs several times more (the
        # encoder's fixed cost per call dominates a handful of sentences)
        embedded = self._vectors_and_anchors_later([text for document_id in missing for text in texts[document_id]])

        def finish() -> dict[str, float | None]:
            vectors, (on, off), torch = embedded()
            computed = []
            for document_id in missing:
                title, *sentences = texts[document_id]
                parts = [vectors[title]]
                if sentences:
                    mean = torch.stack([vectors[s] for s in sentences]).mean(dim=0)
                    parts.append(torch.nn.functional.normalize(mean, p=2, dim=0))
                on_score = sum(float((p @ on.T).max()) for p in parts) / len(parts)
                off_score = sum(float((p @ off.T).max()) for p in parts) / len(parts)
                result[document_id] = round(on_score - off_score, 4)
                computed.append((document_id, keys[document_id], result[document_id]))
            store_relevance(self._connection, computed)
            return result

        return finish
