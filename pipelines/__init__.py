"""inferwatch pipelines: entry points (cli, definitions, runner), stages, sources, digest, Dagster wiring."""
