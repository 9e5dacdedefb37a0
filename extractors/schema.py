"""The claim schema: the contract of ``../shared/spec/claims.md`` as pydantic models.

Every claim kind shares :class:`ClaimBase`; the four kinds add their own fields.
Unknown is ``None`` (serialised as JSON ``null``), never ``0`` or ``""``.
Amounts and values are :class:`decimal.Decimal` internally so that ``0.0008`` yuan per
1K tokens converts to exactly ``0.8`` per million; JSON output writes them as numbers.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer, TypeAdapter


def _decimal_to_number(value: Decimal | None) -> float | int | None:
    if value is None:
        return None
    if value == value.to_integral_value() and abs(value) < Decimal(10) ** 15:
        return int(value)
    return float(value)


Number = Annotated[
    Decimal,
    PlainSerializer(_decimal_to_number, return_type=Union[int, float, None], when_used="json"),
]

ClaimKind = Literal["price", "comparison", "benchmark", "hardware"]
TokenType = Literal["input", "cached_input", "output", "blended", "unspecified"]
PriceUnit = Literal["per_million_tokens", "per_gpu_hour"]
ComparisonMetric = Literal[
    "throughput", "performance", "perf_per_dollar", "perf_per_watt", "latency", "price", "cost"
]
BenchmarkUnit = Literal["tokens/s", "samples/s", "queries/s"]

CLAIM_KINDS: tuple[str, ...] = ("price", "comparison", "benchmark", "hardware")


class ClaimBase(BaseModel):
    """Fields every claim carries: where it came from and what it is about."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    kind: ClaimKind
    document_id: str | None = None
    sentence: str
    span: tuple[int, int] = Field(description="[start, end) offsets of the evidence in the cleaned text")
    subject: str | None = None
    organization: str | None = None
    confidence: float = Field(ge=0.0, le=1.0)
    extractor: str
    published: dt.date | None = None
    effective_from: dt.datetime | dt.date | None = None
    effective_until: dt.datetime | dt.date | None = None


class PriceClaim(ClaimBase):
    kind: Literal["price"] = "price"
    amount: Number
    currency: str = Field(pattern=r"^[A-Z]{3}$")
    unit: PriceUnit
    quoted_unit: str | None = None
    token_type: TokenType | None = None
    condition: str | None = None
    amount_usd: Number | None = None
    fx_rate: Number | None = Field(default=None, description="USD per unit of currency used for amount_usd")
    fx_date: dt.date | None = None


class ComparisonClaim(ClaimBase):
    kind: Literal["comparison"] = "comparison"
    ratio: Number
    metric: ComparisonMetric
    baseline: str | None = None
    hedge: str | None = None


class BenchmarkClaim(ClaimBase):
    kind: Literal["benchmark"] = "benchmark"
    value: Number
    unit: BenchmarkUnit
    benchmark: str | None = None
    scenario: str | None = None
    system: str | None = None
    accelerator: str | None = None
    accelerator_count: int | None = None


class HardwareClaim(ClaimBase):
    kind: Literal["hardware"] = "hardware"
    name: str
    known: bool = True


Claim = Annotated[
    Union[PriceClaim, ComparisonClaim, BenchmarkClaim, HardwareClaim],
    Field(discriminator="kind"),
]

claim_adapter: TypeAdapter[Claim] = TypeAdapter(Claim)


def claim_to_json_dict(claim: ClaimBase, **extra: object) -> dict:
    """The JSON object `inferwatch extract --format jsonl` prints for one claim."""
    data = claim.model_dump(mode="json")
    data.update(extra)
    return data


def claim_from_dict(data: dict) -> ClaimBase:
    """Parse one claim (for example a line of `extract` output) back into its model."""
    data = {k: v for k, v in data.items() if k != "path"}
    return claim_adapter.validate_python(data)
