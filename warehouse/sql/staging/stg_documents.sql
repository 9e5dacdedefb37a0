-- stg_documents: every stored document (articles, price-page captures) with the URL it is cited by.
-- text is the one cleaned text the document's stage stored; claim spans index it.
create or replace view stg_documents as
with documents_typed as (
    select
        document_id,
        url,
        coalesce(canonical_url, url) as cited_url,
        source_name,
        source_type,
        title,
        author,
        published_at,
        published_from,
        modified_at,
        language,
        region,
        content_sha256,
        text_sha256,
        revision,
        text,
        fetched_at,
        first_seen,
        last_seen
    from documents
)
select * from documents_typed;
