"""The pipeline's stages as plain Python, one module per stage; nothing here imports Dagster.

fetch      the plumbing every stage shares: stage context and summary, fetch log, sources, documents
press      feeds, then the article pages behind them, then stories
stories    grouping articles that tell the same story (syndicated press releases)
prices     LLM API and GPU-cloud price pages, exchange rates, price history
mlperf     MLPerf Inference results tables and results repositories
reference  the hardware registry the MLPerf results and the claims resolve against
claims     claims extracted from every new document
digest     whether a week's digest needs writing, and writing it

The Dagster assets in ``pipelines/defs`` call these functions; so do the tests.
"""
