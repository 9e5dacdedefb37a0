"""Classes of error found on the sixteenth wave of outside sets (2026-12-06, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def test_perplexity_cohere_and_ai21_lines_named_by_their_product_word_are_the_subject() -> None:
    text = ("Our search API now bills Sonar Pro at $3 per million input tokens and $15 per million output tokens; "
            "plain Sonar stays at $1 per million input tokens. Cohere's Command R+ is $2.50 per million input "
            "tokens and Jamba 1.5 Mini $0.20 per million input tokens.")
    assert [(p.subject, p.amount, p.token_type) for p in _kind(text, "price")] == [
        ("sonar-pro", 3, "input"), ("sonar-pro", 15, "output"), ("sonar", 1, "input"),
        ("command-r+", 2.5, "input"), ("jamba-1.5-mini", Decimal("0.2"), "input")]
    # a code-quality tool's name is no model
    assert [p.subject for p in _kind("The SonarQube plan bills $0.40 per million tokens of scanned code.", "price")] == [None]
