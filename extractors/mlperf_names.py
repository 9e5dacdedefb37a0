"""MLPerf Inference's own names, shared by the results-table readers and the text extractor: scenarios and
benchmark variants as MLCommons publishes them, normalised one way everywhere.

Plain Python: no Dagster, no model imports.
"""

from __future__ import annotations

import re

__all__ = ["canonical_scenario", "normalise_benchmark"]

_SCENARIOS = {
    "offline": "Offline",
    "server": "Server",
    "interactive": "Interactive",
    "singlestream": "SingleStream",
    "multistream": "MultiStream",
}
_BENCHMARK_ALIASES = {
    "resnet": "resnet50",
    "resnet50": "resnet50",
    "gptj": "gpt-j",
    "gpt-j": "gpt-j",
}
_ACCURACY_SUFFIX = re.compile(r"^(?P<base>.+?)-(?P<target>9\d(?:\.\d+)?)$")


def canonical_scenario(name: object) -> str | None:
    """``"singlestream"``/``"Single-Stream"``/``"SingleStream"`` → ``"SingleStream"``; None when unknown."""
    if not isinstance(name, str):
        return None
    return _SCENARIOS.get(re.sub(r"[\s_\-]", "", name).lower())


def normalise_benchmark(variant: str) -> tuple[str, str | None]:
    """Split a published benchmark name into (normalised model, accuracy target).

    ``"llama2-70b-99.9"`` → ``("llama2-70b", "99.9")``; ``"resnet"`` → ``("resnet50", None)``;
    ``"gptj-99"`` → ``("gpt-j", "99")``; ``"text_to_video"`` → ``("text-to-video", None)``.
    """
    name = variant.strip()
    accuracy_target = None
    match = _ACCURACY_SUFFIX.match(name)
    if match:
        name, accuracy_target = match.group("base"), match.group("target")
    name = name.lower()
    name = re.sub(r"^llama(\d)_(\d)", r"llama\1.\2", name)  # llama3_1-8b (submitter spelling)
    name = re.sub(r"[\s_]+", "-", name)
    return _BENCHMARK_ALIASES.get(name, name), accuracy_target
