"""Data-quality checks on stored claims, as plain functions over a DuckDB connection (read-only)."""

from __future__ import annotations

import duckdb

from warehouse.db import joined_ids


def claims_with_broken_provenance(connection: duckdb.DuckDBPyConnection, limit: int = 20, *,
                                  document_ids: list[str] | None = None) -> list[tuple]:
    """Claims whose span does not point into their document's stored text, or whose evidence is not in
    their sentence: (claim_id, document_id, reason). Provenance is what lets a digest cite a number.

    ``document_ids``: only the claims of these documents (a week's digest checks its own week, not the
    whole warehouse); all claims when None."""
    ids = None if document_ids is None else joined_ids(document_ids)
    return connection.execute(
        """
        select c.claim_id, c.document_id,
               case
                   when d.document_id is null then 'document missing'
                   when c.span_start < 0 or c.span_end > length(d.text) or c.span_start >= c.span_end
                       then 'span outside the document text'
                   else 'evidence not in its sentence'
               end as reason
        from claims c left join documents d using (document_id)
        where (? is null or list_contains(string_split(?, chr(31)), c.document_id))
          and (d.document_id is null
           or c.span_start < 0 or c.span_end > length(d.text) or c.span_start >= c.span_end
           or position(substring(d.text, c.span_start + 1, c.span_end - c.span_start) in c.sentence) = 0)
        order by c.document_id, c.claim_id
        limit ?
        """,
        [ids, ids, limit],
    ).fetchall()
