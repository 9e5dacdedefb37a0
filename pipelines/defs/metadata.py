"""Turning a stage summary into asset metadata: counts, errors by source, a small preview."""

from __future__ import annotations

from collections import Counter

import dagster as dg

from pipelines.stages.fetch import StageSummary


def summary_metadata(summary: StageSummary, **extra: object) -> dict[str, object]:
    metadata: dict[str, object] = dict(summary.as_metadata())
    if summary.errors:
        by_source = Counter(source for source, _ in summary.errors)
        lines = ["| source | errors | first reason |", "|---|---|---|"]
        for source, count in sorted(by_source.items()):
            reason = next(r for s, r in summary.errors if s == source).replace("|", "\\|").replace("\n", " ")
            lines.append(f"| {source} | {count} | {reason[:200]} |")
        metadata["errors_by_source"] = dg.MetadataValue.md("\n".join(lines))
    for key, value in summary.details.items():
        metadata[key] = dg.MetadataValue.json(value)
    metadata.update(extra)
    return metadata


def markdown_table(header: list[str], rows) -> str:
    """A small Markdown table for asset metadata; cells are escaped and cut to 200 characters."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        cells = ("" if v is None else str(v).replace("|", "\\|").replace("\n", " ")[:200] for v in row)
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)
