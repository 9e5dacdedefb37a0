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
import zlib
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


def _jaccard(first: set[str], second: set[str]) -> float:
    union = len(first | second)
    return len(first & second) / union if union else 0.0


def shingle_similarity(documents: Sequence[StoryCandidate], *, size: int = 5) -> list[list[float]]:
    """Pairwise Jaccard similarity of word 5-grams (character 5-grams for CJK text). Cheap and deterministic."""
    sets = [_shingles(doc.text, size) for doc in documents]
    matrix = [[0.0] * len(documents) for _ in documents]
    for i, first in enumerate(sets):
        matrix[i][i] = 1.0
        for j in range(i + 1, len(sets)):
            matrix[i][j] = matrix[j][i] = _jaccard(first, sets[j])
    return matrix


# MinHash: 64 hash functions in 32 bands of 2 rows. A pair at the shingle threshold (Jaccard 0.5) shares a band
# with probability 1 - (1 - 0.5**2)**32 > 0.9999, an unrelated pair (Jaccard 0.01) with about 0.003; every
# candidate is then checked with its exact Jaccard, so the bands only decide which pairs are worth checking.
MINHASH_BANDS = 32
MINHASH_ROWS = 2
_PRIME = (1 << 31) - 1         # products a*x (both below 2^31) wrap many times: well mixed orders


def _minhash_parameters():
    import numpy as np

    generator = np.random.default_rng(20250910)   # fixed: the same signatures in every process
    count = MINHASH_BANDS * MINHASH_ROWS
    return (generator.integers(1, _PRIME, size=count, dtype=np.uint64),
            generator.integers(0, _PRIME, size=count, dtype=np.uint64))


def minhash_signature(shingles: set[str], parameters=None):
    """64 MinHash values of a shingle set (uint64); an empty set gives all-max values that match nothing real."""
    import numpy as np

    a, b = parameters or _minhash_parameters()
    if not shingles:
        return np.full(a.shape, np.iinfo(np.uint64).max, dtype=np.uint64)
    hashes = np.fromiter((zlib.crc32(shingle.encode("utf-8")) % _PRIME for shingle in shingles), dtype=np.uint64,
                         count=len(shingles))
    # (a*x + b) mod 2^31-1 with a, b, x below 2^31: no uint64 overflow
    return ((np.outer(a, hashes) + b[:, None]) % _PRIME).min(axis=1)


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
            ranges: list[tuple[int, int, int]] = []      # (document index, first chunk row, end chunk row)
            for i in missing:
                pieces = text_chunks(documents[i].text) or [documents[i].title or "."]
                ranges.append((i, len(chunks), len(chunks) + len(pieces)))
                chunks.extend(pieces)
            embedded = self.embedder.embed(chunks)
            torch = self.embedder._torch
            for i, first, end in ranges:
                mean = embedded[first:end].mean(dim=0)
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


def _window_starts(times: Sequence[dt.datetime | None], max_gap: dt.timedelta) -> list[int]:
    """For each position (documents in time order, undated ones last), the first earlier position it is compared with.

    A dated document is compared with the earlier documents published within ``max_gap``; an undated one
    with every earlier document (it could be a copy of any of them).
    """
    starts, first = [], 0
    for i, published in enumerate(times):
        if published is None:
            starts.append(0)
            continue
        while times[first] is not None and published - times[first] > max_gap:
            first += 1
        starts.append(first)
    return starts


_BLOCK = 512


def _embedding_links(vectors, starts: list[int], cutoff: float) -> list[tuple[int, int, float]]:
    """Pairs (earlier, later, cosine) at or above ``cutoff`` within each position's window, block by block."""
    import numpy as np

    matrix = np.asarray(vectors, dtype=np.float64)
    lows = np.asarray(starts)
    links = []
    for first in range(0, len(matrix), _BLOCK):
        end = min(first + _BLOCK, len(matrix))
        low = int(lows[first:end].min())
        scores = matrix[first:end] @ matrix[low:end].T
        rows = np.arange(first, end)[:, None]
        columns = np.arange(low, end)[None, :]
        keep = (columns >= lows[first:end, None]) & (columns < rows) & (scores >= cutoff)
        for row, column in zip(*np.nonzero(keep)):
            links.append((low + int(column), first + int(row), float(scores[row, column])))
    return links


def _shingle_links(texts: list[str], starts: list[int], times: Sequence[dt.datetime | None],
                   cutoff: float) -> list[tuple[int, int, float]]:
    """Pairs at or above ``cutoff`` Jaccard within each window: MinHash bands propose, exact Jaccard decides."""
    parameters = _minhash_parameters()
    buckets: dict[tuple, list[int]] = {}
    for position, text in enumerate(texts):
        signature = minhash_signature(_shingles(text, 5), parameters)
        for band in range(MINHASH_BANDS):
            key = (band, signature[band * MINHASH_ROWS:(band + 1) * MINHASH_ROWS].tobytes())
            buckets.setdefault(key, []).append(position)
    candidates: set[tuple[int, int]] = set()
    for positions in buckets.values():
        for k, later in enumerate(positions):
            for earlier in positions[:k]:
                if earlier >= starts[later]:
                    candidates.add((earlier, later))
    shingles: dict[int, set[str]] = {}

    def shingle_set(position: int) -> set[str]:
        if position not in shingles:
            shingles[position] = _shingles(texts[position], 5)
        return shingles[position]

    links = []
    for earlier, later in sorted(candidates):
        score = _jaccard(shingle_set(earlier), shingle_set(later))
        if score >= cutoff:
            links.append((earlier, later, score))
    return links


def _matrix_links(measure: Similarity, documents: Sequence[StoryCandidate], starts: list[int],
                  cutoff: float) -> list[tuple[int, int, float]]:
    """Any pairwise similarity, called on one window of documents at a time."""
    links = []
    for first in range(0, len(documents), _BLOCK):
        end = min(first + _BLOCK, len(documents))
        low = min(starts[first:end])
        matrix = measure(documents[low:end])
        for later in range(first, end):
            for earlier in range(starts[later], later):
                score = float(matrix[later - low][earlier - low])
                if score >= cutoff:
                    links.append((earlier, later, score))
    return links


def group_stories(documents: Sequence[StoryCandidate], *, similarity: Similarity | None = None,
                  threshold: float | None = None,
                  max_gap: dt.timedelta = DEFAULT_MAX_GAP) -> list[StoryGroup]:
    """Group documents into stories; every document is in exactly one group (most are alone).

    ``similarity`` defaults to :func:`shingle_similarity` with :data:`SHINGLE_THRESHOLD`; pass an
    :class:`EmbeddingSimilarity` (threshold :data:`EMBEDDING_THRESHOLD`) for the model.
    Groups come back ordered by their lead's publication time.

    Linear in the number of documents for a steady flow of news: a document is compared only with the
    documents of its language published within ``max_gap`` before it (embeddings block by block;
    shingles through MinHash bands, then the exact Jaccard of each proposed pair).
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
    for i in comparable:
        first = by_fingerprint.setdefault(ordered[i].fingerprint, i)
        if first != i:
            union(first, i)                 # an exact copy, however far apart; still compared in its own window
    scores: dict[tuple[int, int], float] = {}
    measures: dict[int, tuple[str, Similarity]] = {}
    buckets: dict[str, list[int]] = {}
    for i in comparable:
        buckets.setdefault(_language_bucket(ordered[i]), []).append(i)
    for language, indices in sorted(buckets.items()):
        measure, cutoff = similarity, threshold
        covered = getattr(similarity, "languages", None)
        if covered is not None and language not in covered:
            # the model compares texts in the languages it was trained on; the rest are compared by shingles
            measure, cutoff = shingle_similarity, SHINGLE_THRESHOLD
        for i in indices:
            measures[i] = (language, measure)
        if len(indices) < 2:
            continue
        subset = [ordered[i] for i in indices]
        times = [doc.published_at for doc in subset]
        starts = _window_starts(times, max_gap)
        if measure is shingle_similarity:
            links = _shingle_links([doc.text for doc in subset], starts, times, cutoff)
        elif isinstance(measure, EmbeddingSimilarity):
            links = _embedding_links(measure.vectors(subset), starts, cutoff)
        else:
            links = _matrix_links(measure, subset, starts, cutoff)
        for earlier, later, score in links:
            scores[(indices[earlier], indices[later])] = score
            union(indices[earlier], indices[later])

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
            score = 1.0 if same_text else _score_to_lead(ordered, root, i, scores, measures, max_gap)
            group_members.append(StoryMember(
                ordered[i].document_id, "exact_duplicate" if same_text else "near_duplicate",
                round(score, 4) if score is not None else None,
            ))
        groups.append(StoryGroup(story_id=story_id_for(lead.document_id), lead=lead, members=group_members))
    return groups


def _score_to_lead(ordered: Sequence[StoryCandidate], root: int, member: int, scores: dict[tuple[int, int], float],
                   measures: dict[int, tuple[str, Similarity]], max_gap: dt.timedelta) -> float | None:
    """A member's similarity to its story's lead: None when they were never comparable (other language, far apart)."""
    if (root, member) in scores:
        return scores[(root, member)]
    first, second = ordered[root].published_at, ordered[member].published_at
    if first is not None and second is not None and abs(first - second) > max_gap:
        return None
    if root not in measures or member not in measures or measures[root][0] != measures[member][0]:
        return None
    measure = measures[root][1]
    pair = [ordered[root], ordered[member]]
    if measure is shingle_similarity:
        return _jaccard(_shingles(pair[0].text, 5), _shingles(pair[1].text, 5))
    return float(measure(pair)[0][1])
