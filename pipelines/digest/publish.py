"""Writing a week's digest files under ``<home>/digests/`` and recording them in `digests`."""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import os
from pathlib import Path

from pipelines.digest.build import build_digest
from pipelines.digest.render import render_html, render_markdown
from warehouse import Warehouse, transaction
from warehouse.loaders import replace_where


@dataclasses.dataclass(frozen=True)
class PublishedDigest:
    week: str
    markdown_path: Path
    html_path: Path
    story_count: int
    claim_count: int
    documents_considered: int
    documents_off_topic: int


def _write_atomically(path: Path, text: str) -> None:
    partial = path.with_name(path.name + ".partial")
    partial.write_text(text, encoding="utf-8")
    os.replace(partial, path)


def publish_week(warehouse: Warehouse, week: str, *, now: dt.datetime | None = None) -> PublishedDigest:
    """Build, render and store one week's digest; re-running replaces it (same rows, fresh files)."""
    with warehouse.connect() as connection:
        digest = build_digest(connection, week, now=now)
        markdown = render_markdown(digest)
        html = render_html(digest)
        warehouse.digest_dir.mkdir(parents=True, exist_ok=True)
        markdown_path = warehouse.digest_dir / f"{week}.md"
        html_path = warehouse.digest_dir / f"{week}.html"
        _write_atomically(markdown_path, markdown)
        _write_atomically(html_path, html)
        with transaction(connection):
            replace_where(connection, "digests", {"week": week}, [{
                "week": week,
                "week_start": digest.week_start,
                "generated_at": digest.generated_at,
                "markdown_path": str(markdown_path),
                "html_path": str(html_path),
                "story_count": digest.story_count,
                "claim_count": digest.claim_count,
                "content_sha256": hashlib.sha256(markdown.encode("utf-8")).hexdigest(),
            }])
    return PublishedDigest(
        week=week, markdown_path=markdown_path, html_path=html_path, story_count=digest.story_count,
        claim_count=digest.claim_count, documents_considered=digest.documents_considered,
        documents_off_topic=digest.documents_off_topic,
    )
