"""Every candidate claim of a document: prices, comparisons and results per sentence, hardware once."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal

from extractors.hardware import RegistryError
from extractors.rules.comparisons import _comparison_candidates
from extractors.rules.conditions import _long_context
from extractors.rules.context import Candidate, DocumentContext, build_context
from extractors.rules.prices import DERIVED_COST, _price_candidates, glued_row_price_candidates
from extractors.rules.records import (
    ASSUMED_KEYS,
    call_record_price_candidates,
    commented_map_price_candidates,
    cost_map_price_candidates,
    pair_map_price_candidates,
    pricing_call_candidates,
    discount_key_candidates,
    divided_price_candidates,
    model_pair_price_candidates,
    fraction_unit_price_candidates,
    json_gpu_hour_candidates,
    keyed_mode_gpu_hour_candidates,
    named_array_gpu_hour_candidates,
    nested_yaml_price_candidates,
    price_record_candidates,
    space_run_table_price_candidates,
    toml_price_candidates,
    token_type_map_candidates,
    tuple_gpu_hour_candidates,
    tuple_model_price_candidates,
    csv_price_candidates,
    tuple_token_price_candidates,
    unit_list_price_candidates,
    yaml_gpu_hour_candidates,
    yaml_price_candidates,
)
from extractors.rules.results import _benchmark_candidates, record_candidates, summary_row_candidates
from extractors.text import PreparedText


def _hardware_candidates(context: DocumentContext) -> list[Candidate]:
    """Every hardware mention as a candidate; a name already reported in the document is rejected."""
    candidates = []
    seen: set[str] = set()
    spaced_forms: dict[str, Candidate] = {}
    names = {m.name.lower() for mentions in context.mentions for m in mentions if m.category == "hardware"}

    for index, mentions in enumerate(context.mentions):
        for mention in mentions:
            if mention.category != "hardware":
                continue
            key = mention.name.lower()
            # (a series the document shows with several members, "MI350 Series" beside "MI350X and MI355X", is a
            # product line of its own; "MI455系列" beside its one member "MI455X" is that product)
            # (the Ascend 910 is a chip of its own beside its successors 910B and 910C, not their short form)
            short_form = not mention.known and key[-1:].isdigit() and not key.startswith("huawei ascend") and any(
                other.startswith(key) and 1 <= len(other) - len(key) <= 2 and other[len(key):].isalpha()
                and other[len(key):].isascii() for other in names) and not (
                re.match(r"[\s-]*(?:series|family|系列)", context.prepared.text[mention.end:mention.end + 10], re.I) and
                sum(other.startswith(key[:-1]) and other != key for other in names) >= 2)
            features = {"surface": mention.surface, "known": mention.known, "hardware_kind": mention.hardware_kind}
            candidate = Candidate("hardware", index, (mention.start, mention.end),
                                  {"name": mention.name, "known": mention.known, "subject": mention.name,
                                   "organization": mention.organization},
                                  "hardware:registry", 0.9 if mention.known else 0.6, features)
            if short_form:
                # "MI455" beside "Instinct MI455X": the short form of a product the document names in full
                candidate.rejection = "short form of a product named in full in this document"
                candidates.append(candidate)
                continue
            # (one name written with and without a space, "RTX 4090 D" and "4090D": once, in its spaced form)
            compact = re.sub(r"[\s-]+", "", key)
            if key in seen:
                candidate.rejection = "already reported in this document"
            elif (kept := spaced_forms.get(compact)) is not None:
                if key.count(" ") > kept.fields["name"].lower().count(" "):
                    kept.rejection = "already reported in this document"
                    spaced_forms[compact] = candidate
                else:
                    candidate.rejection = "already reported in this document"
            else:
                spaced_forms[compact] = candidate
            seen.add(key)
            candidates.append(candidate)
    return candidates


_HAS_DIGIT = re.compile(r"\d")
_NUMBER_WORDS = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
                           r"sixty|seventy|eighty|ninety)\s+"
                           r"(?:(?:US\s+|euro\s+)?cents?\b|(?:US\s+)?(?:dollars?|euros?)\s+(?:per|a|an|for\s+each)\s)", re.I)
_CHANGE_WORDS = re.compile(r"twice|doubl|tripl|quadrupl|halv|half|third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|fifteenth|twentieth|fiftieth|hundredth|fold|times|[一二两三四五六七八九]成|"
                           r"倍|折|分之|一半|减半|砍半|半价|翻|[- ]to[- ]one\b|"
                           # Chinese parity with a name holding no digit ("与 deepseek-chat 价格相同")
                           r"相同|相当|相當|持平|打平|一致|媲美|比肩|"
                           # "came surprisingly close to Nvidia's Hopper", "similar to those delivered by four H100 GPUs"
                           r"\bclose\s+to\b|\bsimilar\s+to\s+(?:those|the\s+results?|the\s+figures?|the\s+numbers?)\b|"
                           r"(?:similar|comparable|identical|same)\s+(?:inference\s+)?(?:performance|throughput|speed|latency)\s+"
                           r"(?:to|as|with)\b|"
                           # two engines said to perform alike ("SGLang and vLLM perform comparably")
                           r"\b(?:perform|run|benchmark)\s+(?:at\s+)?(?:\w+\s+)?(?:comparably|similarly|equally|identically|alike|"
                           r"on\s+par|the\s+same)\b|\b(?:are|were)\s+(?:\w+\s+)?(?:the\s+same\s+(?:speed|throughput)|equally\s+fast)\b|"
                           # "matches or exceeds TensorRT-LLM", "matches the speed of vLLM"
                           r"\bmatch(?:es|ed|ing)?\s+(?:or\s+(?:even\s+)?(?:exceed|beat|surpass|outperform)|the\s+(?:speed|throughput|performance)\s+of\b|"
                           r"[^.,;]{1,40}?['’]s\s+(?:\w+\s+)?(?:speed|throughput|pricing|prices?)\b)|"
                           # "almost as fast as Haiku", "as cheap as DeepSeek's API"
                           r"\bas\s+(?:fast|quick|speedy|performant|responsive|cheap|inexpensive|affordable)\s+as\b|"
                           # levels in a measure the words name, against anything written ("comparable in price to",
                           # "on par with", "no measurable throughput gap", "charged at the same rate", "媲美vLLM")
                           r"\b(?:comparable|similar|identical|equal|equivalent)\b|\bon\s+par\b|\bparity\b|\bin\s+line\s+with\b|"
                           r"\blevel\s+with\b|\bno\s+(?:\w+\s+){1,2}(?:gap|difference)\b|\b(?:priced|charged|billed)\b|"
                           r"匹敌|匹敵|竞争|競爭|抗衡|可比|相近", re.I)


# What stands between a record's figure and the comment after it on its line (' 0.0003,  # ')
_TO_LINE_COMMENT = re.compile(r"[ \t]*,?[ \t]*(?:#|//)[ \t]*(?:US)?")


# The rest of a record's line up to a comment on it ('}, "output": 12500},  # ')
_LINE_COMMENT_AFTER = re.compile(r"[^\n#]{0,80}?(?<![:/])(?:#|//)[ \t]*(?:US)?")
# A line of a catalogue's assumed record, up to a comment on it ('"default": {"input": 10000, …},  # ')
_ASSUMED_RECORD_LINE = re.compile(r"^[ \t]*[\"']?(?:" + "|".join(map(re.escape, ASSUMED_KEYS)) + r")[\"']?\s*[:=][^\n#]*(?:#|//)[^\n]*$",
                                  re.I | re.M)


def _one_reading_of_record_lines(candidates: list[Candidate], text: str) -> None:
    """A catalogue record's key read again by the prose rules ("input: 2.5," as a record's key and as a labelled
    amount; '"input_cost_per1k": 0.0003,  # $0.3/M tokens', the comment restating it) is one price: the record's
    reading stays, taking the model the prose reading found when it has none."""
    records = [c for c in candidates if c.kind == "price" and c.accepted and c.features.get("record")]
    for candidate in candidates:
        if candidate.kind != "price" or not candidate.accepted or candidate.features.get("record"):
            continue
        twin = next((r for r in records if r.fields.get("amount") == candidate.fields.get("amount") and
                     ((r.span[0] <= candidate.span[0] and candidate.span[1] <= r.span[1]) or
                      _TO_LINE_COMMENT.fullmatch(text, r.span[1], candidate.span[0]) or
                      # ('"claude-3-haiku": {"input": 2500, "output": 12500},  # 0.25元/M -> 2500毫/M': a comment on
                      # the record's line restating one of its prices, whatever other keys stand between)
                      (r.fields.get("currency") == candidate.fields.get("currency") and
                       _LINE_COMMENT_AFTER.fullmatch(text, r.span[1], candidate.span[0])))), None)
        if twin is None and _ASSUMED_RECORD_LINE.search(text, text.rfind("\n", 0, candidate.span[0]) + 1, candidate.span[0]):
            candidate.rejection = "a comment on a catalogue's assumed price"   # ('"default": {…},  # 1元/M')
            continue
        if twin is None:
            continue
        if not twin.fields.get("subject") and candidate.fields.get("subject"):
            twin.fields["subject"] = candidate.fields["subject"]
            twin.fields["organization"] = twin.fields.get("organization") or candidate.fields.get("organization")
        candidate.rejection = "read as a line of a price catalogue"


# A comment that says a catalogue's figures are made up ("# cost per 1K tokens (example values)", "// placeholder
# prices", "# sample rates")
# (not a seller called "Example Cloud" or a domain "example.net": the word must qualify the figures)
_EXAMPLE_COMMENT = re.compile(r"^[ \t]*(?:#|//|/\*|\*)[^\n]*(?:\b(?:example|sample)\s+(?:values?|prices?|rates?|costs?|figures?|"
                              r"numbers?|data|pricing)\b|\bexamples?\s+only\b|\bfor\s+illustration\b|"
                              r"\b(?:dummy|placeholder|illustrative|made[- ]up|fake|mock)\s+(?:values?|prices?|rates?|costs?|"
                              r"figures?|numbers?|data|pricing)\b)[^\n]*$", re.I)


def _example_catalogues(candidates: list[Candidate], text: str) -> None:
    """Rejects the catalogue prices under a comment calling the catalogue's figures examples: the comment lines read are
    those above the price's line up to the first empty line (the block the price is in)."""
    for candidate in candidates:
        if candidate.kind != "price" or not candidate.accepted or not candidate.features.get("record"):
            continue
        position = text.rfind("\n", 0, candidate.span[0])
        for _ in range(40):
            if position <= 0:
                break
            start = text.rfind("\n", 0, position) + 1
            line = text[start:position]
            if not line.strip():
                break
            if _EXAMPLE_COMMENT.match(line):
                candidate.rejection = "a catalogue of example figures, not prices"
                break
            position = start - 1


_FIRST_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _restated_derived_costs(candidates: list[Candidate], text: str) -> None:
    """Rejects the per-token amounts that round a serving cost the document derived from an hourly rent and a throughput
    ("… at $0.0013 per 1M tokens" under a table whose "$ / 1M tokens" column reads "$0.001324" beside "$8.9194" an
    hour): the prose quotes the same worked cost, no price."""
    derived = []
    for candidate in candidates:
        if candidate.kind == "price" and candidate.rejection == DERIVED_COST and \
                (figure := _FIRST_FIGURE.search(text, candidate.span[0], candidate.span[1])) is not None:
            value = Decimal(figure.group(0).replace(",", ""))
            if value > 0:
                derived.append(value)
    if not derived:
        return
    for candidate in candidates:
        if candidate.kind != "price" or not candidate.accepted or candidate.fields.get("unit") != "per_million_tokens" or \
                (figure := _FIRST_FIGURE.search(text, candidate.span[0], candidate.span[1])) is None:
            continue
        value = Decimal(figure.group(0).replace(",", ""))
        if value > 0 and any(abs(value - other) <= other * Decimal("0.05") for other in derived):
            candidate.rejection = "a derived serving cost restated, not a price"


def find_candidates(prepared: PreparedText, published: dt.date | None = None) -> list[Candidate]:
    """Every candidate claim in ``prepared``, accepted or rejected (see ``Candidate.rejection``)."""
    context = build_context(prepared, published)
    candidates: list[Candidate] = []
    for index in range(len(prepared.sentences)):
        sentence = context.sentence(index)
        # Cheap pre-filters: every price, rate and most changes need a digit.
        has_digit = _HAS_DIGIT.search(sentence) is not None
        found: list[Candidate] = []
        try:
            if has_digit or _NUMBER_WORDS.search(sentence):
                found.extend(_price_candidates(context, index))
            if has_digit or _CHANGE_WORDS.search(sentence):
                found.extend(_comparison_candidates(context, index))
            if has_digit:
                found.extend(_benchmark_candidates(context, index))
        except RegistryError:
            raise  # the registry file is broken: no sentence of any document can be read right
        except (ArithmeticError, ValueError) as exc:
            # a number no rule can hold (30 digits overflow Decimal's context): this sentence gives an
            # error candidate, the other sentences of the document keep their claims
            found = [unreadable_sentence(prepared, index, exc)]
        except Exception as exc:  # noqa: BLE001 - a rule's own fault on one sentence costs that sentence only
            # (reported like an unreadable number, with its cause, so the fault is seen and the document kept)
            found = [unreadable_sentence(prepared, index, exc, cause="a rule failed on it")]
        candidates.extend(found)
    candidates.extend(record_candidates(context))
    candidates.extend(summary_row_candidates(context))
    candidates.extend(price_record_candidates(context))
    candidates.extend(yaml_price_candidates(context))
    nested = nested_yaml_price_candidates(context) + yaml_gpu_hour_candidates(context) + json_gpu_hour_candidates(context) + \
        unit_list_price_candidates(context) + fraction_unit_price_candidates(context) + \
        cost_map_price_candidates(context) + pair_map_price_candidates(context) + named_array_gpu_hour_candidates(context) + toml_price_candidates(context) + \
        divided_price_candidates(context) + model_pair_price_candidates(context) + tuple_gpu_hour_candidates(context) + tuple_model_price_candidates(context) + \
        keyed_mode_gpu_hour_candidates(context) + call_record_price_candidates(context) + pricing_call_candidates(context) + commented_map_price_candidates(context) + \
        tuple_token_price_candidates(context) + token_type_map_candidates(context) + \
        glued_row_price_candidates(context) + space_run_table_price_candidates(context)
    if nested:
        # the catalogue's own reading of its lines outranks a prose reading of the same amounts
        spans = [c.span for c in nested]
        for candidate in candidates:
            if candidate.kind == "price" and candidate.accepted and \
                    any(start <= candidate.span[0] < end or candidate.span[0] < start < candidate.span[1]
                        for start, end in spans):
                # (also a prose reading whose span holds the catalogue's figure: "input: 2.5," around "2.5")
                candidate.rejection = "read as a line of a price catalogue"
        candidates.extend(nested)
    # a CSV price file's rows, where the table reader left their figures unread (its reading, with the seller a page
    # names, stands where it has one)
    taken = {c.span for c in candidates if c.kind == "price" and c.accepted}
    candidates.extend(c for c in csv_price_candidates(context) if c.span not in taken)
    candidates.extend(discount_key_candidates(context))
    _one_reading_of_record_lines(candidates, prepared.text)
    _example_catalogues(candidates, prepared.text)
    _restated_derived_costs(candidates, prepared.text)
    _state_long_context_thresholds(context, candidates)
    candidates.extend(_shared_version_prices(context, candidates))
    candidates.extend(_hardware_candidates(context))
    return candidates


# A label naming several versions of one model line with slashes ("| Opus 4.1/4/3 | $7.50 |", "- Sonnet 4.5/4: $6
# input"): the price is each version's.
_SLASHED_VERSIONS = re.compile(r"(?P<line>(?:Claude\s+)?(?:Opus|Sonnet|Haiku|GPT|Gemini|Qwen|GLM|Llama|Mistral|DeepSeek)"
                               r"(?:[\s-]+[A-Za-z]+)?)[\s-]?(?P<first>\d+(?:\.\d+)?)(?P<more>(?:\s?/\s?\d+(?:\.\d+)?)+)"
                               r"(?![\w./])")


def _shared_version_prices(context, candidates: list[Candidate]) -> list[Candidate]:
    """Copies of the price read for the first version of a slashed label, one for each other version it names."""
    from extractors.rules.names import _find_mentions

    copies: list[Candidate] = []
    text = context.prepared.text
    for candidate in candidates:
        if candidate.kind != "price" or not candidate.accepted or candidate.fields.get("unit") != "per_million_tokens":
            continue
        start = candidate.span[0]
        line_start = text.rfind("\n", 0, start) + 1
        # the row's label cell, or the line's label before its colon
        label = text[max(line_start, start - 200):start]   # (a label is near: a page flattened to one line is long)
        label = label.split("|")[1] if label.lstrip().startswith("|") and label.count("|") >= 2 else label.split(":")[0]
        found = [m for m in _SLASHED_VERSIONS.finditer(label)]
        if len(found) != 1:
            continue
        line, first = found[0].group("line"), found[0].group("first")
        named = [m.name for m in _find_mentions(f"{line} {first}", 0) if m.category == "model"]
        if named != [candidate.fields.get("subject")]:
            continue   # the price was given another subject than the first version: leave it be
        for version in re.findall(r"\d+(?:\.\d+)?", found[0].group("more")):
            other = [m.name for m in _find_mentions(f"{line} {version}", 0) if m.category == "model"]
            if len(other) == 1 and other[0] != named[0]:
                copy = Candidate(candidate.kind, candidate.sentence_index, candidate.span,
                                 {**candidate.fields, "subject": other[0]}, candidate.rule, candidate.confidence,
                                 {**candidate.features, "shared_label": True})
                copies.append(copy)
    return copies


def _state_long_context_thresholds(context, candidates: list[Candidate]) -> None:
    """A catalogue's long-tier keys ("inputLong: 0.4") priced where one comment of the file states the tier's bound
    ("inputLong?: number; // prompts over 128K tokens"): the bare long-context condition takes that bound."""
    bare = [c for c in candidates if c.kind == "price" and c.accepted and c.features.get("record") and
            "long-context" in (c.fields.get("condition") or "").split(", ")]
    if not bare:
        return
    stated = {_long_context(comment, "", "") for comment in re.findall(r"(?://|#)(.*)$", context.prepared.text, re.M)}
    # (or a key of the record giving it: "longContextThreshold: 200000")
    stated |= {f"long-context>{int(value) // 1000}k" for value in
               re.findall(r"long_?context_?threshold['\"]?\s*[:=]\s*(\d{4,7})\b", context.prepared.text, re.I)}
    stated -= {None, "long-context"}
    if len(stated) != 1:
        return   # (no bound written, or several tiers: which key has which is not said)
    threshold = stated.pop()
    for candidate in bare:
        candidate.fields["condition"] = ", ".join(threshold if part == "long-context" else part
                                                  for part in candidate.fields["condition"].split(", "))


UNREADABLE_RULE = "error:unreadable-sentence"


def unreadable_sentence(prepared: PreparedText, index: int, exc: BaseException,
                        cause: str = "numbers out of range") -> Candidate:
    """The rejected candidate standing for a sentence that could not be read (kept as an error): its numbers out of
    range, or a rule that failed on it."""
    reason = f"{type(exc).__name__}: {exc}" if str(exc) and not str(exc).startswith("[<class") else type(exc).__name__
    return Candidate("error", index, prepared.sentences[index], {}, UNREADABLE_RULE, 0.0,
                     rejection=f"sentence {index}: {cause} ({reason})")
