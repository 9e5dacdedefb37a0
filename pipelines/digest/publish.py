"""Publishing a week's digest: guard, write (only when it changed), record, feed, deliver.

Files live under ``<home>/digests/``: ``<week>.md``, ``<week>.html`` and ``feed.atom`` (every digest).
The same warehouse gives byte-identical files, and a digest whose text did not change is neither
rewritten nor delivered again, so an empty week is not rewritten on every run.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import os
from pathlib import Path

from pipelines.digest.build import Digest, DigestError, build_digest
from pipelines.digest.feed import write_feed
from pipelines.digest.guard import unmatched_numbers
from pipelines.digest.render import render_html, render_markdown
from pipelines.digest.settings import DigestSettings
from warehouse import Warehouse, transaction
from warehouse.db import utcnow
from warehouse.loaders import replace_where


class TruthGuardError(DigestError):
    """A digest with a number the warehouse does not hold; it is not published."""

    def __init__(self, week: str, problems: list[str]):
        self.week = week
        self.problems = problems
        shown = "\n  ".join(problems[:10])
        super().__init__(f"digest {week} not published: {len(problems)} number(s) match no stored claim, "
                         f"measurement or quote:\n  {shown}")


@dataclasses.dataclass(frozen=True)
class PublishedDigest:
    week: str
    markdown_path: Path
    html_path: Path
    story_count: int
    claim_count: int
    documents_considered: int
    documents_off_topic: int
    written: bool = True                  # False: the stored digest was already identical
    delivered: tuple[str, ...] = ()
    rejected_claims: int = 0


def _write_atomically(path: Path, text: str) -> None:
    partial = path.with_name(path.name + ".partial")
    partial.write_text(text, encoding="utf-8")
    os.replace(partial, path)


def content_hash(markdown: str, html: str) -> str:
    return hashlib.sha256(markdown.encode("utf-8") + b"\0" + html.encode("utf-8")).hexdigest()


@dataclasses.dataclass(frozen=True)
class RenderedDigest:
    """A week's digest built, rendered and checked by the truth guard, not yet written."""

    digest: Digest
    markdown: str
    html: str
    problems: list[str]   # numbers the truth guard found no stored value for; empty: publishable


def render_week(connection, week: str, *, settings: DigestSettings, relevance=None) -> RenderedDigest:
    """Build one week's digest from the warehouse, render both formats once, and run the truth guard on them."""
    digest = build_digest(connection, week, settings=settings, relevance=relevance)
    markdown = render_markdown(digest)
    html = render_html(digest)
    return RenderedDigest(digest, markdown, html, unmatched_numbers(digest, connection, markdown=markdown, html=html))


def publish_week(warehouse: Warehouse, week: str, *, settings: DigestSettings | None = None,
                 relevance=None, now: dt.datetime | None = None,
                 rendered: RenderedDigest | None = None, stored_with=None) -> PublishedDigest:
    """Build, guard, render and store one week's digest; deliver it when it is new or changed.

    ``rendered``: the week as :func:`render_week` gave it from the warehouse as it stands (the digest
    stage's check step built it moments before); built here when not given. ``stored_with``: called with the
    connection once the digest is stored (or found stored unchanged), before any delivery.
    Raises :class:`TruthGuardError` (nothing written) when a rendered number matches nothing stored.
    """
    settings = settings or DigestSettings.load(warehouse.home)
    with warehouse.connect() as connection:
        if rendered is None:
            rendered = render_week(connection, week, settings=settings, relevance=relevance)
        if rendered.problems:
            raise TruthGuardError(week, rendered.problems)
        digest, markdown, html = rendered.digest, rendered.markdown, rendered.html
        digest_sha = content_hash(markdown, html)
        warehouse.digest_dir.mkdir(parents=True, exist_ok=True)
        markdown_path = warehouse.digest_dir / f"{week}.md"
        html_path = warehouse.digest_dir / f"{week}.html"
        stored = connection.execute("select content_sha256 from digests where week = ?", [week]).fetchone()
        unchanged = (stored is not None and stored[0] == digest_sha and markdown_path.exists()
                     and html_path.exists() and markdown_path.read_text(encoding="utf-8") == markdown
                     and html_path.read_text(encoding="utf-8") == html)
        if not unchanged:
            _write_atomically(markdown_path, markdown)
            _write_atomically(html_path, html)
            with transaction(connection):
                replace_where(connection, "digests", {"week": week}, [{
                    "week": week,
                    "week_start": digest.week_start,
                    "generated_at": now or utcnow(),
                    "markdown_path": str(markdown_path),
                    "html_path": str(html_path),
                    "story_count": digest.story_count,
                    "claim_count": digest.claim_count,
                    "content_sha256": digest_sha,
                }])
            write_feed(connection, warehouse.digest_dir)
        if stored_with is not None:
            stored_with(connection)
    delivered: tuple[str, ...] = ()
    if not unchanged and (settings.smtp or settings.webhook):
        from pipelines.digest.delivery import deliver

        delivered = tuple(deliver(settings, week=week, subject=f"Inference economics: week {week}",
                                  markdown=markdown, html=html, payload=webhook_payload(digest, markdown),
                                  date=dt.datetime.combine(digest.week_end, dt.time(), tzinfo=dt.UTC)))
    return PublishedDigest(
        week=week, markdown_path=markdown_path, html_path=html_path, story_count=digest.story_count,
        claim_count=digest.claim_count, documents_considered=digest.documents_considered,
        documents_off_topic=digest.documents_off_topic, written=not unchanged, delivered=delivered,
        rejected_claims=len(digest.rejected),
    )


def webhook_payload(digest, markdown: str) -> dict:
    """The JSON a webhook receives: the week, the stories with their sources and figures, and the Markdown."""
    return {
        "week": digest.week,
        "week_start": digest.week_start.isoformat(),
        "week_end": digest.week_last_day.isoformat(),
        "lead": [s.text for s in digest.lead],
        "top": [{
            "headline": e.headline,
            "sources": [{"outlet": o.source_name, "url": o.url} for o in e.outlets],
            "figures": [{"text": f.text, "source": f.url, "sentence": f.sentence, "check": f.note}
                        for f in e.figures],
        } for e in digest.top],
        "price_changes": [{"provider": m.provider, "price": m.label, "old": m.old, "new": m.new,
                           "from": m.changed_on.isoformat(), "certainty": m.certainty} for m in digest.price_moves],
        "markdown": markdown,
    }
