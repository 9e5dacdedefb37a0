"""The default extractor's version string, read without loading the model.

    from extractors.model_version import MODEL_EXTRACTOR_VERSION

The claims stage keys its work by this string; on a run with nothing pending it is all the stage needs, so it
comes from the rules' version and the metadata in the header of the claim decision's weights file (safetensors
stores it as JSON before the tensors), never from importing torch or loading the heads
(:mod:`extractors.model_pipeline` re-exports the same value).
"""

from __future__ import annotations

import json
from pathlib import Path

from extractors.pipeline import EXTRACTOR_VERSION

__all__ = ["DEFAULT_WEIGHTS", "ATTRIBUTION_VERSION", "classifier_version", "MODEL_EXTRACTOR_VERSION",
           "ATTRIBUTION_EXTRACTOR_VERSION"]

DEFAULT_WEIGHTS = Path(__file__).resolve().parent / "data" / "claim_decision.safetensors"
ATTRIBUTION_VERSION = "attr-1"


def classifier_version(path: Path | None = None) -> str:
    """The ``version`` recorded in a claim decision weights file (default :data:`DEFAULT_WEIGHTS`);
    ``claimclf-missing`` when the file cannot be read, so the version string never fails."""
    from safetensors import safe_open

    try:
        # framework="numpy": reading the header needs no tensor library, and numpy is already a dependency
        with safe_open(str(path or DEFAULT_WEIGHTS), framework="numpy") as handle:
            metadata = json.loads((handle.metadata() or {}).get("inferwatch", "{}"))
        return str(metadata.get("version", "unknown"))
    except Exception:  # noqa: BLE001 - any unreadable file: the version says so instead of failing at import
        return "claimclf-missing"


MODEL_EXTRACTOR_VERSION = f"{EXTRACTOR_VERSION}+{ATTRIBUTION_VERSION}+{classifier_version()}"
ATTRIBUTION_EXTRACTOR_VERSION = f"{EXTRACTOR_VERSION}+{ATTRIBUTION_VERSION}"
