"""The model table: LLM API model ids and the names the press uses for them.

The data lives in ``extractors/data/models.toml``. :func:`load_models` reads and validates it;
:class:`ModelTable` answers:

* ``lookup(name)`` — the entry a name denotes ("GPT-5 mini" → ``gpt-5-mini``), or ``None``;
* ``canonical_id(name)`` — the entry's id, or for an unlisted name the id its provider's naming scheme
  gives it ("Opus 4.8" → ``claude-opus-4-8``), else its fallback id (:func:`normalise_model_id`: lower case,
  spaces → hyphens);
* ``find_mentions(text)`` — every listed name in a text, longest match first, with offsets;
* ``find_unlisted(text)`` — names the table does not list but a naming scheme or an API-id shape marks as
  models ("Haiku 4.5", "qwen2-72b-instruct"), with the id as written or as the scheme forms it;
* ``default_model(provider)`` — the model a price stated for the provider alone refers to.
"""

from __future__ import annotations

import functools
import re
import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path

__all__ = ["DEFAULT_MODELS_PATH", "ModelEntry", "ModelMention", "ModelTable", "ModelTableError", "NamingScheme",
           "load_models", "normalise_model_id"]

DEFAULT_MODELS_PATH = Path(__file__).resolve().parent / "data" / "models.toml"

# A name may not start inside a longer ASCII word or a version number ("o3" in "GPT-4o3", "V3.1" in "MLPerf
# v3.1" is excluded by the lookbehinds); CJK characters around it are fine ("把V3.2-Exp的").
_LEFT = r"(?<![A-Za-z0-9.])(?<!MLPerf )(?<!Inference )(?<!MLPerf Inference )"
# ... nor end inside one: "GPT-5" is not the start of "GPT-5.1" or "gpt-5-codex".
_RIGHT = r"(?![A-Za-z0-9])(?!\.\d)(?!-(?:[A-Za-z0-9]))"
# A dated snapshot of a listed model ("gpt-4o-2024-08-06", "gpt-4-0613", "claude-3-5-sonnet-20241022") is found whole:
# named as written (no exact match of the entry), its maker the entry's.
_SNAPSHOT = r"(?P<snapshot>-20\d{2}-[01]\d-[0-3]\d|-20\d{2}[01]\d[0-3]\d|-[01]\d[0-3]\d)?"


# A listed name followed by a variant word names another model ("Kimi K2 Thinking" is not "Kimi K2").
_VARIANT_AFTER = re.compile(
    r"[ -](?:Thinking|Think|Instruct|Reasoner|Coder|Preview|Vision|Versatile|Turbo|Pro|Max|Plus|Mini|Flash|Ultra|Air|"
    # (the variants priced apart from the model they extend: "GPT-5 Codex", "GPT-4o Realtime", "Gemini 2.5 Flash
    # Image", "DeepSeek V3.2 Exp" are other price lists than the listed name's)
    r"Codex|Realtime|Audio|Image|Live|Exp|Fast|Omni|TTS|Instant|Transcribe|"
    r"(?i:Nano|Micro|Lite))(?![\w-])"
    # ("GLM-4-Long": the long-context variant, hyphenated to the name; "Gemini 1.5 Pro long context" is no variant)
    r"|-Long(?![\w-])"
    # a size after the name ("Qwen 2.5 72B", "GPT-3.5 Turbo 16k"), not a context length ("GPT-4 128K context")
    r"|[ -](?:\d+(?:\.\d+)?[ -])?\d+(?:\.\d+)?[Bb](?![\w-])"
    r"|[ -]\d+[kK](?![\w-])(?!\s*(?:context|tokens?|window|上下文))"
    # a model distilled from the named one into another family ("DeepSeek R1 Distill Llama 3.3 70B",
    # "DeepSeek-R1-Distill-Qwen-32B") is that small model, not the named one
    r"|[ -]Distill[ -](?:Llama|Qwen)[ -]?(?:\d+(?:\.\d+)?[ -])?\d+(?:\.\d+)?[Bb](?![\w-])")


class ModelTableError(ValueError):
    """The model table file is missing, unreadable or inconsistent; the message names the file and entry."""


@dataclass(frozen=True)
class ModelEntry:
    """One API model: its id, provider, press names and the dated versions it serves."""

    id: str
    provider: str
    aliases: tuple[str, ...]
    versions: tuple[str, ...]


@dataclass(frozen=True)
class ModelMention:
    """A model name found in a text; ``text[start:end] == surface``.

    ``id`` is the entry's id; ``version`` is the normalised version id when the surface names a dated
    version ("DeepSeek-V3.1" → ``deepseek-v3.1``) rather than the model id itself, else ``None``.
    """

    id: str
    provider: str
    start: int
    end: int
    surface: str
    version: str | None = None


@dataclass(frozen=True)
class NamingScheme:
    """How a provider forms the API id of a model from its press name: ``names`` matches the press form
    (named groups), ``template`` builds the id from the groups (lower case, a version's dots as hyphens)."""

    provider: str
    names: re.Pattern
    template: str

    def id_of(self, match: re.Match) -> str:
        """The id the scheme gives the name ``match`` matched."""
        groups = {key: (value or "").lower().replace(".", "-") if key == "version" else (value or "").lower()
                  for key, value in match.groupdict().items()}
        return self.template.format(**groups)


def _compact(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    return re.sub(r"[\s\-_]+", "", text)


def normalise_model_id(name: str) -> str:
    """Fallback id of a model name not in the table: NFKC, lower case, runs of spaces → one hyphen.

    "Mistral Small 3.2" → "mistral-small-3.2"; "DeepSeek-V3.1" → "deepseek-v3.1".
    """
    if not isinstance(name, str):
        raise TypeError(f"model name must be a string, got {type(name).__name__}: {name!r}")
    text = unicodedata.normalize("NFKC", name).strip().lower()
    text = re.sub(r"\s+", "-", text)
    return re.sub(r"-{2,}", "-", text)


def _alias_pattern(alias: str) -> str:
    """Regex for one alias: its words joined by an optional space or hyphen, case-insensitive."""
    words = [re.escape(word) for word in re.split(r"[\s\-]+", alias.strip()) if word]
    return r"[\s-]?".join(words)


class ModelTable:
    """Validated model entries plus the matcher built from them. Build it with :func:`load_models`."""

    def __init__(self, entries: tuple[ModelEntry, ...], providers: dict[str, str], source: str = "<memory>",
                 schemes: tuple[NamingScheme, ...] = (), api_id_families: dict[str, str] | None = None):
        self.entries = entries
        self.source = source
        self.schemes = schemes
        self._api_id_families = dict(api_id_families or {})
        # "qwen2-72b-instruct", "gemma2-9b-it", "mistral-large-latest": a family word, then hyphenated parts with
        # a digit somewhere or at least two parts ("mistral-api" is not a model).
        families = "|".join(sorted(map(re.escape, self._api_id_families), key=len, reverse=True))
        self._api_id = re.compile(r"(?<![A-Za-z0-9_.\-/@])(?P<family>" + families + r")(?:\d[\d.]*)?"
                                  # (a part never ends on a dot: "claude-sonnet-4.*" is a pattern, no model "…-4.")
                                  r"(?:-(?=[a-z0-9.]*\d)[a-z0-9]+(?:\.[a-z0-9]+)*(?:-[a-z0-9]+(?:\.[a-z0-9]+)*)*|"
                                  r"-[a-z][a-z0-9]*(?:\.[a-z0-9]+)*(?:-[a-z0-9]+(?:\.[a-z0-9]+)*)+)"
                                  r"(?![A-Za-z0-9_\-/])") if families else None
        # "DeepSeek-Lite", "Qwen-Audio": a family word joined to a capitalised variant word, as the press writes it.
        self._press_variant = re.compile(r"(?<![A-Za-z0-9_.\-/@])(?i:" + families + r")-[A-Z][a-z]{2,}(?![A-Za-z0-9_-])") \
            if families else None
        self._by_id = {entry.id: entry for entry in entries}
        self._keys: dict[str, tuple[ModelEntry, str | None]] = {}
        for entry in entries:
            for surface in (entry.id, *entry.aliases):
                self._add_key(surface, entry, None)
            prefix = normalise_model_id(entry.provider) + "-"
            for version in entry.versions:
                version_id = normalise_model_id(version)
                # "V3.1-Terminus" is reported as "deepseek-v3.1-terminus": a version id names its provider.
                self._add_key(version, entry, version_id if version_id.startswith(prefix) else prefix + version_id)
        for provider, model_id in providers.items():
            if model_id not in self._by_id:
                raise ModelTableError(f"{source}: [providers] {provider!r} names unknown model {model_id!r}")
        self._providers = dict(providers)
        surfaces = sorted({s for e in entries for s in (e.id, *e.aliases, *e.versions)},
                          key=lambda s: (-len(_compact(s)), s))
        self._regex = re.compile(_LEFT + "(?P<name>" + "|".join(_alias_pattern(s) for s in surfaces) + ")" + _SNAPSHOT +
                                 _RIGHT, re.IGNORECASE)

    def _add_key(self, surface: str, entry: ModelEntry, version: str | None) -> None:
        key = _compact(surface)
        if not key:
            raise ModelTableError(f"{self.source}: model {entry.id!r} has an empty alias {surface!r}")
        holder = self._keys.get(key)
        if holder is not None and holder[0].id != entry.id:
            raise ModelTableError(f"{self.source}: model {entry.id!r}: alias {surface!r} is already used by "
                                  f"model {holder[0].id!r}")
        self._keys[key] = (entry, version)

    def get(self, model_id: str) -> ModelEntry | None:
        """The entry with exactly this id."""
        return self._by_id.get(model_id)

    def lookup(self, name: str) -> ModelEntry | None:
        """The entry an id, alias or version name denotes (case, spaces and hyphens ignored), or None."""
        if not isinstance(name, str):
            raise TypeError(f"model name must be a string, got {type(name).__name__}: {name!r}")
        found = self._keys.get(_compact(name))
        return found[0] if found else None

    def canonical_id(self, name: str) -> str:
        """The table id of ``name``; for an unlisted name the id its provider's naming scheme gives it, else its
        fallback id (:func:`normalise_model_id`)."""
        entry = self.lookup(name)
        if entry:
            return entry.id
        scheme_id = self.scheme_id(name)
        return scheme_id if scheme_id else normalise_model_id(name)

    def scheme_id(self, name: str) -> str | None:
        """The id a provider's naming scheme gives the whole of ``name`` (case ignored), or None."""
        text = unicodedata.normalize("NFKC", name).strip()
        for scheme in self.schemes:
            match = re.fullmatch(scheme.names.pattern, text, re.IGNORECASE)
            if match:
                return scheme.id_of(match)
        return None

    def family_provider(self, name: str) -> str | None:
        """The provider of the naming family ``name`` opens with ("Baichuan4" → Baichuan), or None."""
        match = re.match(r"(?i)([a-z]+)(?![a-z])", unicodedata.normalize("NFKC", name).strip())
        return self._api_id_families.get(match.group(1).lower()) if match else None

    def default_model(self, provider: str | None) -> str | None:
        """The model id a price stated only for ``provider`` refers to, if the table names one."""
        return self._providers.get(provider) if provider else None

    def find_mentions(self, text: str) -> list[ModelMention]:
        """Every listed model name in ``text`` (all occurrences), in text order; the longest name wins."""
        if not isinstance(text, str):
            raise TypeError(f"text must be a string, got {type(text).__name__}")
        mentions = []
        for match in self._regex.finditer(text):
            found = self._keys.get(_compact(match.group("name")))
            if found is None:
                continue
            entry, version = found
            model_id = entry.id
            if match.group("snapshot"):
                # a dated snapshot is named as written (only an exact match is the entry's id), its maker known
                model_id = version = normalise_model_id(match.group())
            mentions.append(ModelMention(model_id, entry.provider, match.start(), match.end(), match.group(),
                                         version))
        return mentions


    def find_unlisted(self, text: str) -> list[ModelMention]:
        """Model names the table does not list, in text order: press names of a naming scheme ("Haiku 4.5" →
        ``claude-haiku-4-5``), API ids as written ("qwen2-72b-instruct"), and a listed name with a variant
        word after it ("Kimi K2 Thinking" → ``kimi-k2-thinking``). Names the table lists are left to
        :meth:`find_mentions`."""
        if not isinstance(text, str):
            raise TypeError(f"text must be a string, got {type(text).__name__}")
        found: list[ModelMention] = []
        for scheme in self.schemes:
            for match in scheme.names.finditer(text):
                if not self.lookup(match.group()) and not _inside_word(text, match.start(), match.end()):
                    end, model_id = match.end(), scheme.id_of(match)
                    if (variant := _VARIANT_AFTER.match(text, end)) is not None:
                        # "Opus 4.5 Turbo": the scheme's name with a variant word after it is the variant
                        end, model_id = variant.end(), normalise_model_id(f"{model_id}-{variant.group()[1:]}")
                    found.append(ModelMention(model_id, scheme.provider, match.start(), end, text[match.start():end]))
        if self._api_id is not None:
            for match in self._api_id.finditer(text):
                if not self.lookup(match.group()) and not PACKAGE_NAME_SUFFIX.search(match.group()):
                    # "claude-haiku-4.5": an id a naming scheme reads whole is that scheme's model (claude-haiku-4-5)
                    named = next((scheme.id_of(whole) for scheme in self.schemes
                                  for whole in [re.fullmatch(scheme.names.pattern, match.group(), re.I)] if whole), None)
                    found.append(ModelMention(named or match.group(), self._api_id_families[match.group("family")],
                                              match.start(), match.end(), match.group()))
        if self._press_variant is not None:
            for match in self._press_variant.finditer(text):
                if not self.lookup(match.group()):
                    family = match.group().split("-")[0].lower()
                    found.append(ModelMention(normalise_model_id(match.group()), self._api_id_families[family],
                                              match.start(), match.end(), match.group()))
        for mention in self.find_mentions(text):
            variant = _VARIANT_AFTER.match(text, mention.end)
            if variant and not self.lookup(text[mention.start:variant.end()]):
                surface = text[mention.start:variant.end()]
                found.append(ModelMention(normalise_model_id(surface.replace(" ", "-")), mention.provider,
                                          mention.start, variant.end(), surface))
        found.sort(key=lambda m: (m.start, -m.end))
        kept: list[ModelMention] = []
        for mention in found:
            if not kept or mention.start >= kept[-1].end:
                kept.append(mention)
        return kept


# An id ending in a package's or a tool's word ("llama-cpp-python", "gemini-cli", "qwen-agent-sdk"): software named for a
# model family, no model
PACKAGE_NAME_SUFFIX = re.compile(r"-(?:python|py|js|ts|node|cpp|rs|go|sdk|client|server|cli|agent|bindings?)$", re.I)


def _inside_word(text: str, start: int, end: int) -> bool:
    return bool(re.match(r"[A-Za-z0-9.]", text[start - 1:start] or " ")) or \
        bool(re.match(r"[A-Za-z0-9]|\.\d|-\w", text[end:end + 2]))


def _parse_schemes(data: dict, source: str) -> tuple[NamingScheme, ...]:
    schemes = []
    for index, raw in enumerate(data.get("scheme", [])):
        where = f"{source}: [[scheme]] #{index + 1}"
        if not isinstance(raw, dict) or set(raw) != {"provider", "names", "id"} or \
                not all(isinstance(v, str) and v.strip() for v in raw.values()):
            raise ModelTableError(f"{where} needs exactly the text fields provider, names and id")
        try:
            names = re.compile(raw["names"])
        except re.error as exc:
            raise ModelTableError(f"{where}: names is not a valid regex: {exc}") from exc
        missing = set(re.findall(r"{(\w+)}", raw["id"])) - set(names.groupindex)
        if missing:
            raise ModelTableError(f"{where}: id {raw['id']!r} uses group(s) {sorted(missing)} the names regex lacks")
        schemes.append(NamingScheme(raw["provider"], names, raw["id"]))
    return tuple(schemes)


def _parse(data: dict, source: str) -> ModelTable:
    providers = data.get("providers", {})
    if not isinstance(providers, dict) or not all(isinstance(v, str) for v in providers.values()):
        raise ModelTableError(f"{source}: [providers] must map provider names to model ids")
    raw_models = data.get("model")
    if not isinstance(raw_models, list) or not raw_models:
        raise ModelTableError(f"{source}: no [[model]] tables")
    entries = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_models):
        if not isinstance(raw, dict):
            raise ModelTableError(f"{source}: [[model]] #{index + 1} is not a table")
        model_id = raw.get("id")
        if not isinstance(model_id, str) or not model_id.strip() or model_id != normalise_model_id(model_id):
            raise ModelTableError(f"{source}: [[model]] #{index + 1}: id {model_id!r} must be a non-empty "
                                  "lower-case name without spaces")
        extra = sorted(set(raw) - {"id", "provider", "aliases", "versions"})
        if extra:
            raise ModelTableError(f"{source}: model {model_id!r} has unknown field(s) {extra}")
        if model_id in seen:
            raise ModelTableError(f"{source}: model {model_id!r} is defined twice")
        seen.add(model_id)
        provider = raw.get("provider")
        if not isinstance(provider, str) or not provider.strip():
            raise ModelTableError(f"{source}: model {model_id!r} has no provider")
        lists = {}
        for name in ("aliases", "versions"):
            value = raw.get(name, [])
            if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
                raise ModelTableError(f"{source}: model {model_id!r}: {name} must be a list of non-empty strings")
            lists[name] = tuple(value)
        entries.append(ModelEntry(model_id, provider, lists["aliases"], lists["versions"]))
    families = data.get("api_id_families", {})
    if not isinstance(families, dict) or not all(isinstance(k, str) and re.fullmatch(r"[a-z]+", k) and
                                                 isinstance(v, str) and v.strip() for k, v in families.items()):
        raise ModelTableError(f"{source}: [api_id_families] must map lower-case family words to provider names")
    return ModelTable(tuple(entries), providers, source, _parse_schemes(data, source), families)


def _load(path: Path) -> ModelTable:
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError as exc:
        raise ModelTableError(f"{path}: model table file not found") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise ModelTableError(f"{path}: cannot read model table: {exc}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ModelTableError(f"{path}: invalid TOML: {exc}") from exc
    return _parse(data, str(path))


@functools.lru_cache(maxsize=1)
def _default_table() -> ModelTable:
    return _load(DEFAULT_MODELS_PATH)


def load_models(path: Path | str | None = None) -> ModelTable:
    """Load and validate a model table; the bundled default (``path=None``) is read once and cached."""
    if path is None:
        return _default_table()
    return _load(Path(path))
