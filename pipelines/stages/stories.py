"""Story identity: exact and near-duplicate articles (one press release run by several outlets) as one story.

:func:`group_stories` is plain Python (no Dagster, no database): it takes documents and a similarity
function that returns a pairwise matrix; the pipeline passes :class:`EmbeddingSimilarity` (the
MiniLM sentence embeddings of ``extractors.model``), tests can pass :func:`shingle_similarity`.
:func:`build_stories` is the stories stage: it reads the articles, groups them and stores the grouping.

Two documents are the same story when their whitespace-normalised text is identical, or when
they are written in the same language, were published within ``max_gap`` of each other and
their similarity reaches ``threshold``. A similarity may declare the ``languages`` it covers
(MiniLM: English only; on Chinese text it scores unrelated articles above 0.9); texts in other
languages are compared by character shingles, which recognise a copy in any script. Groups are the connected components of those links;
the lead is the earliest published member.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import functools
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
# a story holds the documents of at most this span from its lead: a copy printed months later, or a chain of
# near-duplicates week after week, starts a story of its own instead of reopening (and changing) old weeks' stories
DEFAULT_MAX_SPAN = dt.timedelta(days=14)
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
    # str.split() breaks on exactly the characters of the regex \s (str.isspace), several times faster
    return " ".join(unicodedata.normalize("NFKC", text).split()).casefold()


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

    @functools.cached_property
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


# Chunks per encoder call (float32). Chunks per task sent to a worker process: whole batches, so a chunk shares
# its batch with the same chunks whether the pass runs in workers or in this process.
EMBEDDING_BATCH_SIZE = 64
CHUNKS_PER_TASK = 4 * EMBEDDING_BATCH_SIZE
# With fewer texts to embed than this, starting worker processes (each imports torch and loads the model,
# several seconds) costs more than it saves.
MIN_TEXTS_FOR_POOL = 200

# Candidate pairs for the model: the word 5-grams of the words the model reads (the first MAX_CHUNKS chunks). A
# syndicated copy (a line or a paragraph added on top) keeps most of them: the snapshot's syndicated release shares
# 0.75 of them, every marked copy of the generated corpora at least 0.67 with its original, while different
# articles share under 0.2 as a rule. A pair sharing less than CANDIDATE_JACCARD is not a copy, whatever the
# model says (in the generated corpora different articles built from the same stock sentences reach cosine 0.95
# at 0.13-0.5); MinHash LSH (datasketch) finds the pairs worth that exact check: at 0.3 with 128 permutations
# (37 bands of 3 rows) it proposes a pair at 0.5 with probability 0.993, at 0.67 with 1 - 1e-6, at 0.1 with 0.04.
CANDIDATE_SHINGLE_WORDS = 5
CANDIDATE_JACCARD = 0.5
LSH_THRESHOLD = 0.3
MINHASH_PERMUTATIONS = 128


class EmbeddingSimilarity:
    """Cosine similarity of document vectors: the normalised mean of the float32 MiniLM embeddings of a text's chunks.

    In :func:`group_stories` the model only confirms: MinHash LSH over word shingles proposes the pairs
    (:func:`_candidate_pairs`), and only the documents of proposed pairs are embedded.

    ``pool``: worker processes set up by :func:`load_story_encoder` (:func:`pipelines.stages.workers.process_pool`);
    when given, every chunk is embedded there, in tasks of :data:`CHUNKS_PER_TASK`, and this process never loads
    the model. ``open_pool``: a callable returning such a pool, called the first time at least
    :data:`MIN_TEXTS_FOR_POOL` texts are to be embedded at once. ``cache`` maps (document_id, text fingerprint) to
    vectors already computed (the pipeline keeps them in ``document_embeddings`` under :attr:`model_name`);
    :attr:`computed` collects the vectors this object had to compute. Documents with the same text fingerprint
    are embedded once.
    """

    languages = frozenset({"en"})   # all-MiniLM-L6-v2 was trained on English; other languages fall back

    def __init__(self, embedder=None, *, cache: dict | None = None, pool=None, open_pool=None):
        self._embedder = embedder
        self.pool = pool
        self.open_pool = open_pool
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
        """Model key of the vectors in ``document_embeddings``."""
        from extractors.model import resolve_model_path

        path = getattr(self._embedder, "path", None) or resolve_model_path()
        return str(path).rstrip("/").split("/")[-2 if str(path).endswith("/model") else -1]

    @property
    def vector_model(self) -> str:
        """Model key of the document vectors (the same as :attr:`model_name`)."""
        return self.model_name

    def vectors(self, documents: Sequence[StoryCandidate]) -> list:
        """The vectors of ``documents`` (computed for those not cached)."""
        keys = [(doc.document_id, doc.fingerprint) for doc in documents]
        # one embedding per text: documents with the very same text share the vector
        missing: dict[str, list[int]] = {}
        for i, key in enumerate(keys):
            if key not in self.cache:
                missing.setdefault(key[1], []).append(i)
        if missing:
            if self.pool is None and self.open_pool is not None and len(missing) >= MIN_TEXTS_FOR_POOL:
                self.pool, self.open_pool = self.open_pool(), None
            chunks: list[str] = []
            ranges: list[tuple[list[int], int, int]] = []      # (document indices, first chunk row, end chunk row)
            for indices in missing.values():
                first = documents[indices[0]]
                pieces = text_chunks(first.text) or [first.title or "."]
                ranges.append((indices, len(chunks), len(chunks) + len(pieces)))
                chunks.extend(pieces)
            import torch

            embedded = self._embed(chunks)
            for indices, first, end in ranges:
                mean = embedded[first:end].mean(dim=0)
                vector = torch.nn.functional.normalize(mean, p=2, dim=0).tolist()
                for i in indices:
                    self.cache[keys[i]] = vector
                    self.computed[keys[i]] = vector
        return [self.cache[key] for key in keys]

    def _embed(self, chunks: list[str]):
        """Chunk embeddings (``len(chunks) × dimension`` float32 tensor), here or in the pool's workers."""
        if self.pool is None:
            return self.embedder.embed(chunks, batch_size=EMBEDDING_BATCH_SIZE)
        return self._submit(chunks)()

    def _submit(self, chunks: list[str]):
        """Send ``chunks`` to the pool's workers now; returns the function that waits for them and gives what
        :meth:`_embed` gives (so a caller can prepare its next pass while the workers embed this one)."""
        import numpy as np
        import torch

        batch_size = EMBEDDING_BATCH_SIZE
        # the order Embedder.embed batches in (shortest first), cut into whole batches per task
        order = sorted(range(len(chunks)), key=lambda i: len(chunks[i]))
        tasks = [order[first:first + CHUNKS_PER_TASK] for first in range(0, len(order), CHUNKS_PER_TASK)]
        futures = [self.pool.submit(embed_chunks, [chunks[i] for i in task], batch_size) for task in tasks]

        def collect():
            output = None
            for task, future in zip(tasks, futures):
                part = future.result()
                if output is None:
                    output = np.empty((len(chunks), part.shape[1]), dtype=np.float32)
                output[task] = part
            return torch.from_numpy(output)

        return collect

    def __call__(self, documents: Sequence[StoryCandidate]) -> list[list[float]]:
        vectors = self.vectors(documents)
        return [[sum(a * b for a, b in zip(first, second)) for second in vectors] for first in vectors]


def load_story_encoder() -> None:
    """Worker set-up for :class:`EmbeddingSimilarity`'s pool: load the model once per process (a failure is
    raised by the first task instead, where the stage can fall back)."""
    from extractors.model import load_embedder

    try:
        load_embedder()
    except Exception:  # noqa: BLE001 - embed_chunks raises it again with its message
        pass


def embed_chunks(chunks: list[str], batch_size: int):
    """Worker task: the embeddings of ``chunks`` as a float32 numpy array (``Embedder.embed`` in this process)."""
    from extractors.model import load_embedder

    return load_embedder().embed(chunks, batch_size=batch_size).numpy()


def document_vector_model() -> str | None:
    """The model key in ``document_embeddings`` under which every English article has its document vector (the
    screening vector of :class:`EmbeddingSimilarity`); None when the model cannot be resolved."""
    try:
        return EmbeddingSimilarity(embedder=None).vector_model
    except Exception:  # noqa: BLE001 - no model installed or configured: no stored vectors to read
        return None


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


def _candidate_words(text: str) -> list[str]:
    """The words the model reads of ``text`` (its first :data:`MAX_CHUNKS` chunks), normalised for comparison."""
    return _WORD.findall(normalize_text(" ".join(text_chunks(text))))


def _shingle_hashes(text: str):
    """The sorted distinct crc32 hashes of the word 5-grams of :func:`_candidate_words` (uint32 numpy array)."""
    import numpy as np

    words, size = _candidate_words(text), CANDIDATE_SHINGLE_WORDS
    return np.unique(np.fromiter((zlib.crc32(" ".join(words[i:i + size]).encode("utf-8"))
                                  for i in range(max(1, len(words) - size + 1))), dtype=np.uint32))


def _candidate_pairs(texts: list[str], starts: list[int]) -> list[tuple[int, int]]:
    """Pairs (earlier, later) within each position's window sharing at least :data:`CANDIDATE_JACCARD` of their
    word 5-grams: the only pairs the model is asked about. MinHash LSH proposes, the exact Jaccard decides."""
    import numpy as np
    from datasketch import MinHash, MinHashLSH

    index = MinHashLSH(threshold=LSH_THRESHOLD, num_perm=MINHASH_PERMUTATIONS)
    # the default seed: the same permutations in every process; the values are already hashed (crc32)
    empty = MinHash(num_perm=MINHASH_PERMUTATIONS, hashfunc=int)
    hashes, pairs = [], []
    # a position no later window reaches back to leaves the index and drops its hashes, so memory follows the
    # window, not the corpus (undated documents come last and reach back to the start: nothing is dropped before them)
    reach = list(starts)
    for position in range(len(reach) - 2, -1, -1):
        reach[position] = min(reach[position], reach[position + 1])
    evicted = 0
    for position, text in enumerate(texts):
        while evicted < reach[position]:
            index.remove(evicted)
            hashes[evicted] = None
            evicted += 1
        own = _shingle_hashes(text)
        hashes.append(own)
        signature = empty.copy()   # the permutations are drawn once (a fifth of the time when drawn per text)
        signature.update_batch(own.tolist())
        for earlier in index.query(signature):
            if earlier >= starts[position]:
                shared = len(np.intersect1d(own, hashes[earlier], assume_unique=True))
                union = len(own) + len(hashes[earlier]) - shared
                if union and shared / union >= CANDIDATE_JACCARD:
                    pairs.append((earlier, position))
        index.insert(position, signature)
    return sorted(pairs)


def _confirmed_links(measure: EmbeddingSimilarity, documents: Sequence[StoryCandidate], starts: list[int],
                     cutoff: float) -> list[tuple[int, int, float]]:
    """Proposed pairs (:func:`_candidate_pairs`) whose cosine (float64 over the float32 vectors) reaches ``cutoff``;
    the documents of all proposed pairs are embedded in one call."""
    import numpy as np

    proposed = _candidate_pairs([doc.text for doc in documents], starts)
    if not proposed:
        return []
    positions = sorted({position for pair in proposed for position in pair})
    vectors = dict(zip(positions, (np.asarray(v, dtype=np.float64)
                                   for v in measure.vectors([documents[p] for p in positions]))))
    links = []
    for earlier, later in proposed:
        score = float(np.dot(vectors[later], vectors[earlier]))
        if score >= cutoff:
            links.append((earlier, later, score))
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
                  max_gap: dt.timedelta = DEFAULT_MAX_GAP,
                  max_span: dt.timedelta | None = DEFAULT_MAX_SPAN) -> list[StoryGroup]:
    """Group documents into stories; every document is in exactly one group (most are alone).

    ``similarity`` defaults to :func:`shingle_similarity` with :data:`SHINGLE_THRESHOLD`; pass an
    :class:`EmbeddingSimilarity` (threshold :data:`EMBEDDING_THRESHOLD`) for the model.
    Groups come back ordered by their lead's publication time.

    Linear in the number of documents for a steady flow of news: a document is compared only with the
    documents of its language published within ``max_gap`` before it (embeddings block by block;
    shingles through MinHash bands, then the exact Jaccard of each proposed pair).

    A story spans at most ``max_span`` from its lead's publication to its latest document's (None: no bound).
    Links are applied in publication order of their later document (exact copies first, then the most similar
    pair first); a link that would stretch a story past the bound is not applied, so an exact copy published
    later than that starts a story of its own, which its own later copies join.
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

    # each story's earliest and latest publication (undated documents stretch nothing)
    span = [(doc.published_at, doc.published_at) for doc in ordered]

    def union(i: int, j: int) -> bool:
        first, second = find(i), find(j)
        if first == second:
            return True
        times = [t for t in (*span[first], *span[second]) if t is not None]
        if max_span is not None and times and max(times) - min(times) > max_span:
            return False
        root, other = min(first, second), max(first, second)   # the earlier document stays the root
        parent[other] = root
        span[root] = (min(times), max(times)) if times else (None, None)
        return True

    comparable = [i for i, doc in enumerate(ordered) if len(normalize_text(doc.text)) >= MIN_TEXT_CHARS]
    by_fingerprint: dict[str, int] = {}
    for i in comparable:
        first = by_fingerprint.setdefault(ordered[i].fingerprint, i)
        if first != i and not union(first, i):
            by_fingerprint[ordered[i].fingerprint] = i   # too late for the first copy's story: later copies join this one
    links: list[tuple[int, int, float]] = []
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
            found = _shingle_links([doc.text for doc in subset], starts, times, cutoff)
        elif isinstance(measure, EmbeddingSimilarity):
            found = _confirmed_links(measure, subset, starts, cutoff)
        else:
            found = _matrix_links(measure, subset, starts, cutoff)
        for earlier, later, score in found:
            scores[(indices[earlier], indices[later])] = score
            links.append((indices[earlier], indices[later], score))
    for earlier, later, _score in sorted(links, key=lambda link: (link[1], -link[2], link[0])):
        union(earlier, later)

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


# --------------------------------------------------------------------------- the stage

# bump when grouping changes, so stored groupings are recomputed once (stories-4: MinHash LSH proposes, the float32
# model confirms; only proposed documents get a vector, and the digest computes the rest it needs; stories-5: a
# story spans at most DEFAULT_MAX_SPAN from its lead)
STORY_GROUPING_VERSION = "stories-5"


EMBEDDINGS_PER_INSERT = 2_000


def build_stories(context, *, similarity=None):
    """Group the stored articles into stories and replace `stories` / `story_documents`.

    ``similarity`` defaults to the MiniLM embeddings (vectors cached in `document_embeddings`, computed
    once per text: a document whose text another document already has reuses its vector); when the
    model cannot be loaded the grouping falls back to text shingles and says so. Only the documents of pairs
    that MinHash LSH proposes are embedded; with at least :data:`MIN_TEXTS_FOR_POOL` of them and more than one
    core, in one worker process per core (one torch thread each), and this process never loads the model.
    """
    from pipelines.stages.fetch import StageSummary
    from pipelines.stages.workers import shared_pool, usable_cores
    from warehouse import transaction
    from warehouse.db import utcnow
    from warehouse.loaders import insert_rows

    summary = StageSummary("stories")
    with context.warehouse.connect() as connection:
        rows = connection.execute(
            "select document_id, coalesce(text, ''), title, source_name, language, published_at, text_sha256 "
            "from documents where source_type = 'article' order by published_at nulls last, document_id"
        ).fetchall()
        aliases = connection.execute(
            "select document_id, source_name from document_aliases where source_name is not null"
        ).fetchall()
    candidates = [StoryCandidate(document_id=r[0], text=r[1], title=r[2], source_name=r[3], language=r[4],
                                 published_at=r[5], text_sha256=r[6]) for r in rows]
    del rows
    inputs = _story_inputs_sha256(candidates, aliases, similarity)
    with context.warehouse.connect() as connection:
        previous = connection.execute("select inputs_sha256 from stage_inputs where stage = 'stories'").fetchone()
        if previous is not None and previous[0] == inputs:
            # the same documents, aliases and similarity as the stored grouping: nothing to regroup or embed
            summary.counts["stories"] = connection.execute("select count(*) from stories").fetchone()[0]
            summary.details["grouping"] = {"skipped": "inputs unchanged since the last grouping"}
            return summary
    workers = contextlib.ExitStack()   # the embedding worker processes, when the stage starts them
    unavailable = None
    if similarity is None:
        try:
            model = EmbeddingSimilarity().model_name
        except Exception as exc:  # noqa: BLE001 - no model installed or configured: group by shingles
            unavailable = exc
        else:
            cached, reused = _cached_embeddings(context, candidates, model)
            similarity = EmbeddingSimilarity(cache=cached, open_pool=(
                (lambda: workers.enter_context(shared_pool(usable_cores())))
                if usable_cores() > 1 else None))
            similarity.computed.update(reused)   # stored under their own document, like a computed vector
            method = f"embedding:{model}"
    else:
        method = getattr(similarity, "__name__", type(similarity).__name__)
    if similarity is not None:
        with workers:
            try:
                groups = group_stories(candidates, similarity=similarity)
            except Exception as exc:  # noqa: BLE001 - the model failed to load or to embed: group by shingles
                if not method.startswith("embedding:"):
                    raise
                similarity, unavailable = None, exc
    if similarity is None:
        summary.error("stories", f"embedding model unavailable, grouped by text shingles: {unavailable}")
        method = "shingles"
        groups = group_stories(candidates)
    by_id = {c.document_id: c for c in candidates}
    outlets: dict[str, set[str]] = {}
    for document_id, source_name in aliases:
        outlets.setdefault(document_id, set()).add(source_name)
    now = utcnow()
    story_rows, member_rows = [], []
    for group in groups:
        names = set()
        for member in group.members:
            if by_id[member.document_id].source_name:
                names.add(by_id[member.document_id].source_name)
            names |= outlets.get(member.document_id, set())
        story_rows.append({
            "story_id": group.story_id, "lead_document_id": group.lead.document_id, "title": group.lead.title,
            "first_published_at": group.lead.published_at, "document_count": len(group.members),
            "source_count": max(len(names), 1), "method": method, "grouped_at": now,
        })
        member_rows.extend({"document_id": m.document_id, "story_id": group.story_id, "relation": m.relation,
                            "similarity": m.similarity} for m in group.members)
        if len(group.members) > 1:
            summary.counts["stories_with_copies"] += 1
            summary.counts["documents_grouped"] += len(group.members)
    story_count = len(groups)
    del groups, by_id, candidates   # the year's texts are not needed for writing the grouping
    with context.warehouse.connect() as connection, transaction(connection):
        # a whole grouping replaces the stored one: bulk loads, not a statement per row
        connection.execute("delete from story_documents")
        connection.execute("delete from stories")
        insert_rows(connection, "stories", story_rows)
        insert_rows(connection, "story_documents", member_rows)
        if isinstance(similarity, EmbeddingSimilarity):
            for model, computed, count in [(similarity.model_name, similarity.computed, "documents_embedded")]:
                if not computed:
                    continue
                keys = [f"{document_id}\x1f{text}" for document_id, text in computed]
                connection.execute("delete from document_embeddings where model = ? and list_contains(?, "
                                   "document_id || chr(31) || text_sha256)", [model, keys])
                # a part at a time: a vector as a list of Python floats is ~12 KB, and at 100,000 documents a year's
                # new vectors loaded at once held a gigabyte beside their Arrow copy
                items = list(computed.items())
                for first in range(0, len(items), EMBEDDINGS_PER_INSERT):
                    insert_rows(connection, "document_embeddings", [
                        {"document_id": key[0], "text_sha256": key[1], "model": model,
                         "vector": [float(value) for value in vector], "created_at": now}
                        for key, vector in items[first:first + EMBEDDINGS_PER_INSERT]
                    ])
                summary.counts[count] += len(computed)
        connection.execute("delete from stage_inputs where stage = 'stories'")
        connection.execute("insert into stage_inputs values ('stories', ?, ?)", [inputs, now])
    summary.counts["stories"] = story_count
    summary.details["grouping"] = {"method": method}
    return summary


def _story_inputs_sha256(candidates: list[StoryCandidate], aliases, similarity) -> str:
    """sha256 over what grouping reads: each article's id, text hash, date, language and outlet, the aliases,
    the grouping version and the similarity (model path or function name)."""
    digest = hashlib.sha256(STORY_GROUPING_VERSION.encode())
    if similarity is None:
        from extractors.model import resolve_model_path

        try:
            digest.update(f"embedding:{resolve_model_path()}".encode())
        except Exception as exc:  # noqa: BLE001 - an unresolvable model groups by shingles; hash that outcome
            digest.update(f"unavailable:{type(exc).__name__}".encode())
    else:
        digest.update(getattr(similarity, "__name__", type(similarity).__name__).encode())
    for c in candidates:
        digest.update(f"\x1e{c.document_id}\x1f{c.fingerprint}\x1f{c.published_at}\x1f{c.language}\x1f"
                      f"{c.source_name}\x1f{c.title}".encode())
    for document_id, source_name in sorted(aliases):
        digest.update(f"\x1d{document_id}\x1f{source_name}".encode())
    return digest.hexdigest()


def _cached_embeddings(context, candidates: Sequence[StoryCandidate], model: str) -> tuple[dict, dict]:
    """Stored vectors under model key ``model`` as float32 arrays by (document, text hash), and, for documents
    not embedded yet whose very text another document has, that document's vector (a vector is a function of
    the text alone): ``(cache, reused)``."""
    import numpy as np

    with context.warehouse.connect() as connection:
        table = connection.execute(
            "select document_id, text_sha256, vector from document_embeddings where model = ?", [model]
        ).to_arrow_table()
    if table.num_rows == 0:
        return {}, {}
    vectors = table.column("vector").combine_chunks()
    matrix = np.asarray(vectors.flatten().to_numpy(zero_copy_only=False), dtype=np.float32).reshape(len(vectors), -1)
    by_key, by_text = {}, {}
    for index, (document_id, text) in enumerate(zip(table.column("document_id").to_pylist(),
                                                     table.column("text_sha256").to_pylist())):
        by_key[(document_id, text)] = matrix[index]
        by_text.setdefault(text, matrix[index])
    reused = {}
    for candidate in candidates:
        key = (candidate.document_id, candidate.fingerprint)
        if key not in by_key and candidate.fingerprint in by_text:
            by_key[key] = reused[key] = by_text[candidate.fingerprint]
    return by_key, reused
