"""Classes of error found on the nineteenth wave of outside sets (2026-12-06, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def test_a_speed_up_written_as_two_words_over_a_rate_per_chip_is_a_throughput_gain_over_that_chip() -> None:
    text = ("That works out to 9,400 tokens/s per Rubin GPU, a 31% throughput speed up over the 7,175 tokens/s "
            "per NVIDIA Blackwell GPU measured last round.")
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == (
        Decimal("1.31"), "throughput", "NVIDIA Rubin", "NVIDIA Blackwell")


def test_each_figure_per_family_chip_keeps_the_family_it_is_per() -> None:
    text = ("That works out to 9,400 tokens/s per NVIDIA Blackwell Ultra GPU, up from 7,175 tokens/s per "
            "NVIDIA Blackwell GPU.")
    assert [(b.value, b.accelerator) for b in _kind(text, "benchmark", "text/plain")] == [
        (Decimal("9400"), "NVIDIA Blackwell Ultra"), (Decimal("7175"), "NVIDIA Blackwell")]


def test_a_newer_generation_compared_in_words_with_its_own_family_keeps_that_baseline() -> None:
    text = "The new Blackwell Ultra nodes show a 22% performance speed up over the Blackwell nodes we ran in spring."
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.subject, gain.baseline) == (Decimal("1.22"), "NVIDIA Blackwell Ultra", "NVIDIA Blackwell")


def test_extra_throughput_is_a_gain_of_that_share() -> None:
    text = "Against the GB200 NVL72, the GB300 NVL72 gives up to 38% extra Llama 3.1 405B inference throughput."
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == (
        Decimal("1.38"), "throughput", "NVIDIA GB300 NVL72", "NVIDIA GB200 NVL72")


def test_beating_a_record_stated_with_a_thousands_separator_by_a_share() -> None:
    text = ("The cluster of MI355X nodes reached 640,000 tokens/s, beating the earlier MI325X record of "
            "512,000 tokens/s by 25%.")
    [gain] = _kind(text, "comparison", "text/plain")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == (
        Decimal("1.25"), "throughput", "AMD Instinct MI355X", "AMD Instinct MI325X")
