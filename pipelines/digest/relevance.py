"""How much an article is about the economics of AI inference, by the embedding model.

Each English article's vector (the mean of its chunk embeddings, as story grouping computes and
caches them in ``document_embeddings``) and its title's vector are compared with short topic
descriptions; the relevance is the best cosine similarity. An on-topic article without a single
number scores high; a funding round or a phone launch with prices scores low.

The packaged model (all-MiniLM-L6-v2) was trained on English and scores unrelated Chinese texts as
near-identical, so other languages get no score here (``None``) and are judged by their verified
figures instead.
"""

from __future__ import annotations

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


class Relevance:
    """Scores documents; ``None`` for a document the scorer cannot judge."""

    def scores(self, documents: list[dict]) -> dict[str, float | None]:
        raise NotImplementedError


def _english(document: dict) -> bool:
    return (document.get("language") or "en").lower().startswith("en")


def lede(document: dict) -> list[str]:
    """The first few full sentences of an article's text (its lede), without the title."""
    from extractors.text import split_sentences

    text = document.get("text") or ""
    sentences = [text[s:e].strip() for s, e in split_sentences(text)]
    title = (document.get("title") or "").strip()
    return [s for s in sentences if len(s.split()) >= 10 and s != title][:LEDE_SENTENCES]


class EmbeddingRelevance(Relevance):
    """The packaged embedding model's judgement; the model is loaded once per process."""

    _embedder = None
    _anchors = None

    def __init__(self, connection=None, *, embedder=None):
        if embedder is not None:
            type(self)._embedder, type(self)._anchors = embedder, None

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

    def scores(self, documents: list[dict]) -> dict[str, float | None]:
        result: dict[str, float | None] = {d["document_id"]: None for d in documents}
        english = [d for d in documents if _english(d) and (d.get("title") or d.get("text"))]
        if not english:
            return result
        self._model()
        on, off = self._anchors
        torch = self._embedder._torch
        # one embedding pass over every document's title and lede: a pass per document costs several times
        # more (the encoder's fixed cost per call dominates a handful of sentences)
        texts, spans = [], []
        for document in english:
            sentences = lede(document)
            spans.append((document, len(texts), len(sentences)))
            texts.extend([document.get("title") or sentences[0]] + sentences)
        embedded = self._embed(texts)
        for document, first, count in spans:
            vectors = embedded[first:first + 1 + count]
            parts = [vectors[0]]
            if count:
                parts.append(torch.nn.functional.normalize(vectors[1:].mean(dim=0), p=2, dim=0))
            on_score = sum(float((p @ on.T).max()) for p in parts) / len(parts)
            off_score = sum(float((p @ off.T).max()) for p in parts) / len(parts)
            result[document["document_id"]] = round(on_score - off_score, 4)
        return result
