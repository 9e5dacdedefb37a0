-- Press at full depth: revisions of a document, the other URLs that led to a document, cached
-- document embeddings, and stories (syndicated or near-identical articles grouped under one lead).

alter table documents add column if not exists modified_at timestamp;   -- the page's own "updated" date
alter table documents add column if not exists text_sha256 varchar;     -- cleaned, whitespace-normalised text
alter table documents add column if not exists revision integer;        -- the document_revisions row it shows

-- One row per distinct content of a document. The same canonical URL with new text (a correction,
-- an update) is a new revision of the same document; identical text seen again only moves last_seen.
create table if not exists document_revisions (
    document_id     varchar not null,
    revision        integer not null,        -- 1 for the first content seen, +1 for each change
    content_sha256  varchar not null,        -- the raw bytes (raw_content)
    text_sha256     varchar,                 -- decides "changed"; null only for rows from before 0003
    title           varchar,
    published_at    timestamp,
    modified_at     timestamp,
    fetched_at      timestamp not null,
    first_seen      timestamp not null,
    last_seen       timestamp not null,
    primary key (document_id, revision)
);

insert into document_revisions
select document_id, 1, content_sha256, null, title, published_at, null, fetched_at, first_seen, last_seen
from documents
where document_id not in (select document_id from document_revisions);

update documents set revision = 1 where revision is null;

-- URLs that were not stored as documents of their own because they are exact duplicates of one:
-- another link with the same canonical URL, or another canonical URL with the very same text.
create table if not exists document_aliases (
    url          varchar not null,
    document_id  varchar not null,
    source_name  varchar,
    reason       varchar not null,           -- same_canonical | same_text | same_link
    first_seen   timestamp not null,
    last_seen    timestamp not null,
    primary key (url, document_id)
);

-- Embeddings are computed once per (document, text, model), so a rerun embeds nothing.
create table if not exists document_embeddings (
    document_id  varchar not null,
    text_sha256  varchar not null,
    model        varchar not null,
    vector       float[] not null,
    created_at   timestamp not null,
    primary key (document_id, text_sha256, model)
);

-- Stories are recomputed from the documents on every run (delete, then insert, in one transaction).
create table if not exists stories (
    story_id            varchar primary key,  -- sha256 of the lead document id
    lead_document_id    varchar not null,     -- the earliest published member
    title               varchar,
    first_published_at  timestamp,
    document_count      integer not null,
    source_count        integer not null,     -- distinct outlets, aliases included
    method              varchar not null,     -- which similarity grouped it, and the threshold
    grouped_at          timestamp not null
);

create table if not exists story_documents (
    document_id  varchar primary key,
    story_id     varchar not null,
    relation     varchar not null,            -- lead | exact_duplicate | near_duplicate
    similarity   double                       -- to the lead document (1.0 for the lead)
);
