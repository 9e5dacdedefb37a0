-- What a whole-corpus stage last computed from: a stage whose inputs hash is unchanged has nothing to redo,
-- so a run with no new input skips it (story grouping today).
create table if not exists stage_inputs (
    stage          varchar primary key,     -- stories
    inputs_sha256  varchar not null,        -- sha256 over the stage's inputs and its version
    computed_at    timestamp not null
);
