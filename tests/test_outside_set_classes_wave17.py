"""Classes of error found on the seventeenth wave of outside sets (2026-12-06, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def test_a_free_quota_counted_over_both_token_sides_names_no_side_of_the_overage_rate() -> None:
    text = "入门版:每月赠送200万令牌(输入+输出),超出部分0.004美元/千令牌,适合小团队试用。"
    assert [(p.amount, p.currency, p.token_type) for p in _kind(text, "price")] == [(Decimal("4"), "USD", "unspecified")]
    english = "Starter: 2M free tokens a month (input + output), then $0.004 per 1K tokens."
    assert [(p.amount, p.token_type) for p in _kind(english, "price")] == [(Decimal("4"), "unspecified")]
    # one side named on its own still gives the side
    single = "入门版:输入部分0.004美元/千令牌,适合小团队试用。"
    assert [(p.amount, p.token_type) for p in _kind(single, "price")] == [(Decimal("4"), "input")]


def test_a_sentence_spelling_out_a_tables_notation_states_no_price() -> None:
    text = ("| Model | Standard Input | Flex Input |\n|---|---|---|\n| Corvid-9 | $8 / M tokens | $4 / M |\n\n"
            "To read the table: the “$4 / M” means $4 per million tokens processed.\n")
    assert [(p.subject, p.amount) for p in _kind(text, "price", "text/markdown")] == [
        ("corvid-9", Decimal("8")), ("corvid-9", Decimal("4"))]
