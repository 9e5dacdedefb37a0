"""Story identity: exact and near-duplicate articles (one press release run by several outlets) as one story.

Plain Python, no Dagster, no database. :func:`group_stories` takes documents and a similarity
function that returns a pairwise matrix; the pipeline passes :class:`EmbeddingSimilarity` (the
MiniLM sentence embeddings of ``extractors.model``), tests can pass :func:`shingle_similarity`.

Two documents are the same story when their whitespace-normalised text is identical, or when
they are written in the same language, were published within ``max_gap`` of each other and
their similarity reaches ``threshold``. A similarity may declare the ``languages`` it covers
(MiniLM: English only; on Chinese text it scores unrelated articles above 0.9); texts in other
languages are compared by character shingles, which recognise a copy in any script. Groups are the connected components of those links;
the lead is the earliest published member.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import re
import unicodedata
from collections.abc import Callable, Sequence

# Calibrated on the bundled snapshot (see tests/test_stories.py): the syndicated Nebius release scores
# ~0.99 under the embedding; separate write-ups of the same event (DeepSeek's price cut by two outlets)
# stay below 0.9, and those are different articles, not copies.
EMBEDDING_THRESHOLD = 0.95
SHINGLE_THRESHOLD = 0.5
DEFAULT_MAX_GAP = dt.timedelta(days=7)
MIN_TEXT_CHARS = 200          # shorter texts (stubs, error pages) never group: too little to compare
CHUNK_WORDS = 80              # a chunk fits the model's 128-token window
CJK_CHUNK_CHARS = 120
MAX_CHUNKS = 4                # the first ~320 words carry a release's lede: enough to recognise a copy

_WHITESPACE = re.compile(r"\s+")
_CJK = re.compile(r"[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]")
_WORD = re.compile(r"\w+", re.UNICODE)


def normalize_text(text: str | None) -> str:
    """Text as compared for identity: NFKC, casefolded, every whitespace run one space."""
    if not text:
        return ""
    return _WHITESPACE.sub(" ", unicodedata.normalize("NFKC", text)).strip().casefold()


def text_sha256(text: str | None) -> str:
    """The fingerprint that decides "same content": sha256 of :func:`normalize_text`."""
    return hashlib.sha256(normalize_text(text).encode("utf-8")).hexdigest()


@dataclasses.dataclass(frozen=True)
class StoryCandidate:
    """A document as story grouping sees it."""

    document_id: str
    text: str
    title: str | None = None
    source_name: str | None = None
    language: str | None = None
    published_at: dt.datetime | None = None
    text_sha256: str | None = None

    @property
    def fingerprint(self) -> str:
        return self.text_sha256 or text_sha256(self.text)


@dataclasses.dataclass(frozen=True)
class StoryMember:
    document_id: str
    relation: str              # lead | exact_duplicate | near_duplicate
    similarity: float | None   # to the lead (None when linked only through another member)


@dataclasses.dataclass
class StoryGroup:
    story_id: str
    lead: StoryCandidate
    members: list[StoryMember]

    @property
    def document_ids(self) -> list[str]:
        return [member.document_id for member in self.members]


SimilarityMatrix = Sequence[Sequence[float]]
Similarity = Callable[[Sequence[StoryCandidate]], SimilarityMatrix]


def _shingles(text: str, size: int) -> set[str]:
    normal = normalize_text(text)
    if _CJK.search(normal[:2000]):
        units = [ch for ch in normal if not ch.isspace()]        # Chinese: characters, no word breaks
    else:
        units = _WORD.findall(normal)
    if len(units) < size:
        return {" ".join(units)} if units else set()
    joiner = "" if units and len(units[0]) == 1 and _CJK.match(units[0]) else " "
    return {joiner.join(units[i:i + size]) for i in range(len(units) - size + 1)}


def shingle_similarity(documents: Sequence[StoryCandidate], *, size: int = 5) -> list[list[float]]:
    """Pairwise Jaccard similarity of word 5-grams (character 5-grams for CJK text). Cheap and deterministic."""
    sets = [_shingles(doc.text, size) for doc in documents]
    matrix = [[0.0] * len(documents) for _ in documents]
    for i, first in enumerate(sets):
        matrix[i][i] = 1.0
        for j in range(i + 1, len(sets)):
            second = sets[j]
            union = len(first | second)
            value = len(first & second) / union if union else 0.0
            matrix[i][j] = matrix[j][i] = value
    return matrix


def text_chunks(text: str, *, max_chunks: int = MAX_CHUNKS) -> list[str]:
    """The text cut into model-sized pieces: ~80 words, or ~120 characters of CJK text."""
    normal = _WHITESPACE.sub(" ", text or "").strip()
    if not normal:
        return []
    if len(_CJK.findall(normal[:2000])) > 200:
        return [normal[i:i + CJK_CHUNK_CHARS] for i in range(0, len(normal), CJK_CHUNK_CHARS)][:max_chunks]
    words = normal.split(" ")
    return [" ".join(words[i:i + CHUNK_WORDS]) for i in range(0, len(words), CHUNK_WORDS)][:max_chunks]


class EmbeddingSimilarity:
    """Cosine similarity of document vectors: the normalised mean of the MiniLM embeddings of a text's chunks.

    ``cache`` maps (document_id, text fingerprint) to a vector already computed (the pipeline keeps
    them in ``document_embeddings``); :attr:`computed` collects the vectors this call had to compute.
    """

    languages = frozenset({"en"})   # all-MiniLM-L6-v2 was trained on English; other languages fall back

    def __init__(self, embedder=None, *, cache: dict[tuple[str, str], list[float]] | None = None):
        self._embedder = embedder
        self.cache = dict(cache or {})
        self.computed: dict[tuple[str, str], list[float]] = {}

    @property
    def embedder(self):
        if self._embedder is None:
            from extractors.model import load_embedder

            self._embedder = load_embedder()
        return self._embedder

    @property
    def model_name(self) -> str:
        from extractors.model import resolve_model_path

        path = getattr(self._embedder, "path", None) or resolve_model_path()
        return str(path).rstrip("/").split("/")[-2 if str(path).endswith("/model") else -1]

    def vectors(self, documents: Sequence[StoryCandidate]) -> list[list[float]]:
        keys = [(doc.document_id, doc.fingerprint) for doc in documents]
        missing = [i for i, key in enumerate(keys) if key not in self.cache]
        if missing:
            chunks: list[str] = []
            owners: list[int] = []
            for i in missing:
                pieces = text_chunks(documents[i].text) or [documents[i].title or "."]
                chunks.extend(pieces)
                owners.extend([i] * len(pieces))
            embedded = self.embedder.embed(chunks)
            torch = self.embedder._torch
            for i in missing:
                rows = [row for row, owner in enumerate(owners) if owner == i]
                mean = embedded[rows].mean(dim=0)
                vector = torch.nn.functional.normalize(mean, p=2, dim=0).tolist()
                self.cache[keys[i]] = vector
                self.computed[keys[i]] = vector
        return [self.cache[key] for key in keys]

    def __call__(self, documents: Sequence[StoryCandidate]) -> list[list[float]]:
        vectors = self.vectors(documents)
        return [[sum(a * b for a, b in zip(first, second)) for second in vectors] for first in vectors]


def _language_bucket(doc: StoryCandidate) -> str:
    if doc.language:
        return doc.language.split("-")[0].lower()
    return "zh" if len(_CJK.findall(doc.text[:2000])) > 50 else "other"


def _order_key(doc: StoryCandidate) -> tuple:
    return (doc.published_at or dt.datetime.max, doc.document_id)


def story_id_for(lead_document_id: str) -> str:
    return hashlib.sha256(f"story\x1f{lead_document_id}".encode()).hexdigest()


def group_stories(documents: Sequence[StoryCandidate], *, similarity: Similarity | None = None,
                  threshold: float | None = None,
                  max_gap: dt.timedelta = DEFAULT_MAX_GAP) -> list[StoryGroup]:
    """Group documents into stories; every document is in exactly one group (most are alone).

    ``similarity`` defaults to :func:`shingle_similarity` with :data:`SHINGLE_THRESHOLD`; pass an
    :class:`EmbeddingSimilarity` (threshold :data:`EMBEDDING_THRESHOLD`) for the model.
    Groups come back ordered by their lead's publication time.
    """
    similarity = similarity or shingle_similarity
    if threshold is None:
        # each measure has its own scale: shingle overlap of copies sits far below their cosine similarity
        threshold = SHINGLE_THRESHOLD if similarity is shingle_similarity else EMBEDDING_THRESHOLD
    ordered = sorted(documents, key=_order_key)
    ids = [doc.document_id for doc in ordered]
    if len(set(ids)) != len(ids):
        raise ValueError("group_stories: the same document_id was passed twice")
    parent = list(range(len(ordered)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i: int, j: int) -> None:
        first, second = find(i), find(j)
        if first != second:
            parent[max(first, second)] = min(first, second)  # the earlier document stays the root

    comparable = [i for i, doc in enumerate(ordered) if len(normalize_text(doc.text)) >= MIN_TEXT_CHARS]
    by_fingerprint: dict[str, int] = {}
    exact: set[int] = set()
    for i in comparable:
        first = by_fingerprint.setdefault(ordered[i].fingerprint, i)
        if first != i:
            union(first, i)
            exact.add(i)
    scores: dict[tuple[int, int], float] = {}
    buckets: dict[str, list[int]] = {}
    for i in comparable:
        buckets.setdefault(_language_bucket(ordered[i]), []).append(i)
    for language, indices in sorted(buckets.items()):
        if len(indices) < 2:
            continue
        measure, cutoff = similarity, threshold
        covered = getattr(similarity, "languages", None)
        if covered is not None and language not in covered:
            # the model compares texts in the languages it was trained on; the rest are compared by shingles
            measure, cutoff = shingle_similarity, SHINGLE_THRESHOLD
        subset = [ordered[i] for i in indices]
        matrix = measure(subset)
        for a in range(len(subset)):
            for b in range(a + 1, len(subset)):
                first, second = subset[a].published_at, subset[b].published_at
                if first is not None and second is not None and abs(first - second) > max_gap:
                    continue
                score = float(matrix[a][b])
                scores[(indices[a], indices[b])] = score
                if score >= cutoff:
                    union(indices[a], indices[b])

    members: dict[int, list[int]] = {}
    for i in range(len(ordered)):
        members.setdefault(find(i), []).append(i)
    groups = []
    for root in sorted(members):
        lead = ordered[root]
        group_members = []
        for i in members[root]:
            if i == root:
                group_members.append(StoryMember(lead.document_id, "lead", 1.0))
                continue
            same_text = ordered[i].fingerprint == lead.fingerprint
            score = 1.0 if same_text else scores.get((root, i), scores.get((i, root)))
            group_members.append(StoryMember(
                ordered[i].document_id, "exact_duplicate" if same_text else "near_duplicate",
                round(score, 4) if score is not None else None,
            ))
        groups.append(StoryGroup(story_id=story_id_for(lead.document_id), lead=lead, members=group_members))
    return groups
