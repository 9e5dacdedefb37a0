"""Shared helpers of the outside-set class tests: the claims one written text gives, read as published on one date."""

from __future__ import annotations

import datetime as dt

from extractors.pipeline import extract_claims

# The date the outside-set class tests read their texts as published (relative dates resolve against it)
PUBLISHED = dt.date(2026, 12, 1)


def claims_of(text: str, content_type: str = "text/plain", published: dt.date = PUBLISHED) -> list:
    """Every claim ``text`` gives."""
    return extract_claims(text, content_type=content_type, published=published, document_id="doc").claims


def claims_of_kind(text: str, kind: str, content_type: str = "text/plain", published: dt.date = PUBLISHED) -> list:
    """The claims of one kind ``text`` gives."""
    return [c for c in claims_of(text, content_type, published) if c.kind == kind]


def hardware_names(text: str) -> list[str]:
    """The hardware names ``text`` gives, sorted."""
    return sorted(c.name for c in claims_of_kind(text, "hardware"))
