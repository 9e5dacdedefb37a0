"""The learned claim classifier: is this rule candidate a real claim of its kind, or a trap?

Input per candidate: the MiniLM embedding of its sentence, the embedding of a window of text
around its number, and its kind (price, comparison, benchmark). Head: one hidden layer
(``HIDDEN`` units) and a sigmoid, trained by :mod:`extractors.training` on
``data/train/claims.jsonl``. The weights live in ``extractors/data/claim_classifier.safetensors``
with their version, the embedding model they were trained with and the decision thresholds in
the file's metadata.

    classifier = load_classifier()
    probabilities = classifier.score([CandidateText(sentence, (start, end), "price"), ...], embedder)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import torch
from torch import nn

__all__ = ["CandidateText", "ClaimClassifier", "ClassifierLoadError", "DEFAULT_WEIGHTS", "KINDS", "HIDDEN",
           "WINDOW_CHARS", "candidate_window", "build_features", "load_classifier"]

DEFAULT_WEIGHTS = Path(__file__).resolve().parent / "data" / "claim_classifier.safetensors"
KINDS = ("price", "comparison", "benchmark")
HIDDEN = 32
WINDOW_CHARS = 50


class ClassifierLoadError(RuntimeError):
    """The classifier weights file is missing, unreadable or does not fit the embedding model."""


@dataclass
class CandidateText:
    """A number to classify: its sentence, the evidence span within that sentence, and its kind."""

    sentence: str
    span: tuple[int, int]
    kind: str


def candidate_window(sentence: str, span: tuple[int, int], chars: int = WINDOW_CHARS) -> str:
    """The text around the evidence: up to ``chars`` characters each side, cut at word boundaries."""
    start, end = max(0, span[0]), min(len(sentence), span[1])
    left = sentence[max(0, start - chars):start]
    right = sentence[end:end + chars]
    if start - chars > 0 and " " in left:
        left = left[left.index(" ") + 1:]
    if end + chars < len(sentence) and " " in right:
        right = right[:right.rindex(" ")]
    return re.sub(r"\s+", " ", f"{left}{sentence[start:end]}{right}").strip()


def build_features(candidates: list[CandidateText], embedder) -> torch.Tensor:
    """``len(candidates) × (2·dim + len(KINDS))`` features: sentence and window embeddings, kind one-hot.

    Sentences and windows of all candidates go through the embedder in one batched call; a
    sentence shared by several candidates is embedded once.
    """
    if not candidates:
        return torch.zeros((0, 2 * embedder.dimension + len(KINDS)))
    windows = [candidate_window(c.sentence, c.span) for c in candidates]
    unique: dict[str, int] = {}
    for text in [c.sentence for c in candidates] + windows:
        unique.setdefault(text, len(unique))
    vectors = embedder.embed(list(unique))
    sentence_vectors = vectors[[unique[c.sentence] for c in candidates]]
    window_vectors = vectors[[unique[w] for w in windows]]
    kinds = torch.zeros((len(candidates), len(KINDS)))
    for row, candidate in enumerate(candidates):
        if candidate.kind in KINDS:
            kinds[row, KINDS.index(candidate.kind)] = 1.0
    return torch.cat([sentence_vectors, window_vectors, kinds], dim=1)


def make_head(input_size: int, hidden: int = HIDDEN) -> nn.Module:
    """The classifier head: one hidden layer with ReLU, one logit out."""
    return nn.Sequential(nn.Linear(input_size, hidden), nn.ReLU(), nn.Linear(hidden, 1))


class ClaimClassifier:
    """A trained head plus its metadata (version, embedding model, per-kind veto thresholds)."""

    def __init__(self, head: nn.Module, metadata: dict):
        self.head = head.eval()
        self.metadata = metadata
        self.version: str = metadata.get("version", "unknown")
        self.thresholds: dict[str, float] = {k: float(v) for k, v in metadata.get("thresholds", {}).items()}

    def probabilities(self, features: torch.Tensor) -> torch.Tensor:
        """P(real claim) for each row of ``features``."""
        if features.shape[0] == 0:
            return torch.zeros(0)
        with torch.inference_mode():
            return torch.sigmoid(self.head(features).squeeze(-1))

    def score(self, candidates: list[CandidateText], embedder) -> list[float]:
        """P(real claim) for each candidate (embeds them in one batch)."""
        return [float(p) for p in self.probabilities(build_features(candidates, embedder))]

    def threshold(self, kind: str) -> float:
        """Below this probability a rule claim of ``kind`` is vetoed."""
        return self.thresholds.get(kind, self.thresholds.get("default", 0.5))

    def save(self, path: Path) -> None:
        """Write the head and its metadata as one safetensors file."""
        from safetensors.torch import save_file

        state = {name: tensor.detach().contiguous() for name, tensor in self.head.state_dict().items()}
        save_file(state, str(path), metadata={"inferwatch": json.dumps(self.metadata, sort_keys=True)})
        Path(path).chmod(0o644)  # a repository file, readable like the rest


def load_classifier_file(path: Path) -> ClaimClassifier:
    """The classifier stored at ``path``; :class:`ClassifierLoadError` names the file on failure."""
    path = Path(path)
    try:
        from safetensors import safe_open
        from safetensors.torch import load_file

        with safe_open(str(path), framework="pt") as handle:
            metadata = json.loads((handle.metadata() or {}).get("inferwatch", "{}"))
        state = load_file(str(path))
        head = make_head(int(metadata["input_size"]), int(metadata.get("hidden", HIDDEN)))
        head.load_state_dict(state)
    except Exception as exc:  # noqa: BLE001 - any failure becomes one error naming the file
        raise ClassifierLoadError(f"cannot load claim classifier weights from {path}: {exc}") from exc
    return ClaimClassifier(head, metadata)


@lru_cache(maxsize=4)
def _cached(path: str) -> ClaimClassifier:
    return load_classifier_file(Path(path))


def load_classifier(path: Path | None = None) -> ClaimClassifier:
    """The classifier at ``path`` (default: the weights shipped in ``extractors/data``), cached per process."""
    return _cached(str(Path(path) if path is not None else DEFAULT_WEIGHTS))
