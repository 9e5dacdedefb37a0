"""Rule-based claim extraction: candidates per sentence, then a decision per candidate.

:func:`find_candidates` proposes every number that could be a claim (money, relative changes,
measured rates, hardware names) with its fields filled in and the evidence that led there kept
in ``Candidate.features`` (trigger words, nearby keywords, trap words, the rule that fired).
Rules that reject a candidate record why in ``Candidate.rejection`` instead of dropping it, so a
learned classifier can later be trained on, and sit on top of, exactly these candidates.
:func:`decide` keeps the accepted ones and removes restatements; :func:`build_claim` turns a
candidate into its pydantic claim.

Each class of rule has one home:

- :mod:`~extractors.rules.names`: gazetteers (organisations, models, benchmarks) and mentions;
- :mod:`~extractors.rules.context`: :class:`Candidate`, :class:`DocumentContext` and shared helpers;
- :mod:`~extractors.rules.tables`: table structure, column units and conditions, cells, row subjects;
- :mod:`~extractors.rules.units`: price units and currencies (stated, declared once, shared);
- :mod:`~extractors.rules.token_types` and :mod:`~extractors.rules.conditions`: a price's token type and condition;
- :mod:`~extractors.rules.traps`: numbers that are not claims (funding, ranges, bounds, estimates, ...);
- :mod:`~extractors.rules.dates`: effective dates;
- :mod:`~extractors.rules.attribution`: subjects, compared-with names, organisations and sellers;
- :mod:`~extractors.rules.prices`, :mod:`~extractors.rules.comparisons`, :mod:`~extractors.rules.results`:
  the candidates of each kind;
- :mod:`~extractors.rules.candidates` (:func:`find_candidates`) and :mod:`~extractors.rules.decide`
  (:func:`decide`, :func:`build_claim`).
"""

from __future__ import annotations

from extractors.rules.candidates import find_candidates
from extractors.rules.context import Candidate, DocumentContext, build_context
from extractors.rules.dates import effective_dates
from extractors.rules.decide import build_claim, decide

__all__ = ["Candidate", "DocumentContext", "find_candidates", "decide", "build_claim", "RULES_VERSION",
           "build_context", "effective_dates"]

RULES_VERSION = "rules-3.75"
