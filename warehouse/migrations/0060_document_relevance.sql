-- Each article's relevance to the digest's topic, computed once from its title and lede: a week's digest
-- then looks its articles' scores up instead of running the embedding model again.
create table if not exists document_relevance (
    document_id    varchar primary key,
    inputs_sha256  varchar not null,        -- sha256 over the scored texts, the model and the scorer's version
    relevance      double not null,
    computed_at    timestamp not null
);
