"""Claim extraction: rules, tables, registries and the learned step (no Dagster here)."""

import re as _re

# The rules call ``re.search(pattern, …)`` with about 800 distinct patterns, and ``re`` keeps only 512 compiled
# ones, dropping the oldest first: every document then recompiled a dozen patterns (about 6% of the rules' CPU
# time on real pages, benchmarks/rules_speed.py). A larger cache keeps them all; the knob is ``re``'s own, and
# where a Python has none this does nothing.
if isinstance(getattr(_re, "_MAXCACHE", None), int) and _re._MAXCACHE < 4096:
    _re._MAXCACHE = 4096
