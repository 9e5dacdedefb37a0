"""An Atom feed of every stored digest (``<home>/digests/feed.atom``), rebuilt from the `digests` table.

Entries are dated by the end of their week, not by the time of the run, so the same digests give a
byte-identical feed.
"""

from __future__ import annotations

import datetime as dt
import os
import xml.etree.ElementTree as ET
from pathlib import Path

from pipelines.digest.model import parse_iso_week

ATOM = "http://www.w3.org/2005/Atom"
FEED_NAME = "feed.atom"
FEED_ID = "urn:inferwatch:digests"


def _stamp(day: dt.date) -> str:
    return f"{day.isoformat()}T00:00:00Z"


def build_feed(entries: list[tuple[str, str, str]]) -> str:
    """Atom XML for [(week, html file name, markdown text)], newest first."""
    ET.register_namespace("", ATOM)
    feed = ET.Element(f"{{{ATOM}}}feed")
    ET.SubElement(feed, f"{{{ATOM}}}title").text = "inferwatch: inference economics, weekly"
    ET.SubElement(feed, f"{{{ATOM}}}id").text = FEED_ID
    ET.SubElement(feed, f"{{{ATOM}}}link", rel="self", href=FEED_NAME)
    ends = {week: parse_iso_week(week)[1] for week, _, _ in entries}
    updated = max(ends.values()) if ends else dt.date(2020, 1, 6)
    ET.SubElement(feed, f"{{{ATOM}}}updated").text = _stamp(updated)
    author = ET.SubElement(feed, f"{{{ATOM}}}author")
    ET.SubElement(author, f"{{{ATOM}}}name").text = "inferwatch"
    for week, html_name, markdown in sorted(entries, reverse=True):
        entry = ET.SubElement(feed, f"{{{ATOM}}}entry")
        ET.SubElement(entry, f"{{{ATOM}}}title").text = f"Inference economics: week {week}"
        ET.SubElement(entry, f"{{{ATOM}}}id").text = f"urn:inferwatch:digest:{week}"
        ET.SubElement(entry, f"{{{ATOM}}}updated").text = _stamp(ends[week])
        ET.SubElement(entry, f"{{{ATOM}}}link", rel="alternate", type="text/html", href=html_name)
        ET.SubElement(entry, f"{{{ATOM}}}content", type="text").text = markdown
    ET.indent(feed)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(feed, encoding="unicode") + "\n"


def write_feed(connection, digest_dir: Path) -> Path:
    """Rewrite ``feed.atom`` from the stored digests (only when its text changes)."""
    entries = []
    for week, markdown_path, html_path in connection.execute(
            "select week, markdown_path, html_path from digests order by week").fetchall():
        try:
            markdown = Path(markdown_path).read_text(encoding="utf-8")
        except OSError:
            continue
        entries.append((week, Path(html_path).name, markdown))
    path = Path(digest_dir) / FEED_NAME
    text = build_feed(entries)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        partial = path.with_name(path.name + ".partial")
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)
    return path
