"""From the week's articles to ranked real-world events.

1. Off-topic articles go: an English article whose relevance (:mod:`pipelines.digest.relevance`)
   is below :data:`~pipelines.digest.relevance.ON_TOPIC`, whatever numbers it holds; an article the
   model cannot judge (Chinese) stays only with a verified price, result or anchored comparison.
2. Syndicated copies are one story (``story_documents``, built by :mod:`pipelines.stages.stories`).
3. Stories about the same event are merged over the week: the same main subject (the model priced,
   the accelerator measured) within :data:`EVENT_WINDOW`, in any language and currency; or, for
   stories without figures, English texts the embedding model finds close (:data:`SAME_EVENT`).
   A round-up (many subjects, or written as one) is never merged: it stays its own entry.
4. Events are ranked by relevance, independent outlets, the weight of what changed (a price change,
   a measured result, a new part) and recency; a round-up ranks below every event it summarises.
"""

from __future__ import annotations

import collections
import datetime as dt
import functools
import math
import os
import re

from pipelines.digest.model import Event, Figure, LocalItem, Outlet, Sentence
from pipelines.digest.relevance import ON_TOPIC
from warehouse.db import joined_ids

EVENT_WINDOW = dt.timedelta(days=4)
SAME_EVENT = 0.80               # cosine of two English write-ups of one event (copies score ~0.99)
ROUNDUP_VENDORS = 3             # figures about this many providers or chip makers make a story a round-up
ROUNDUP_TITLE = re.compile(
    r"by the numbers|explained|compared|in one table|round-?up|months of|stack up|what .* costs|trend|"
    r"worked example|checking the|listicle|\btop \d+|盘点|回看|对比|能买多少|一览", re.I)
REGIONAL = ("zh", "ja", "ko")
SENTENCES_PER_EVENT = 4


def is_regional(document: dict) -> bool:
    language = (document.get("language") or "").lower()
    return language.startswith(REGIONAL) or (document.get("region") or "").lower() in ("cn", "hk", "tw")


_VERSION_TAIL = re.compile(r"(-\d+(\.\d+)?)+$")


def _subject_key(figure: Figure, claim: dict) -> str | None:
    """The thing a figure is about, as a family: claude-sonnet-4-5 and claude-sonnet-4 are one model line."""
    if claim["kind"] == "benchmark":
        return claim.get("accelerator") or claim.get("system")
    subject = claim.get("subject")
    if not subject:
        return None
    family = _VERSION_TAIL.sub("", subject.strip().lower())
    return family or subject.lower()


def _vendor(claim: dict) -> str | None:
    """Who sells what a figure is about: the model's provider or the accelerator's maker."""
    from pipelines.digest.figures import _registries

    hardware, models = _registries()
    for name in (claim.get("subject"), claim.get("accelerator"), claim.get("system")):
        if not name:
            continue
        model = models.get(name) or models.lookup(name)
        if model is not None:
            return model.provider
        entry = hardware.canonical(name)
        if entry is not None:
            return entry.vendor
    return claim.get("organization")


class _Story:
    def __init__(self, documents: list[dict], figures: list[Figure], claims: list[dict]):
        self.documents = documents
        self.figures = figures
        # what the story is about comes from all its claims (a figure filtered out still names the subject)
        about = [c for c in claims if c["kind"] != "hardware"]
        subjects = collections.Counter(_subject_key(None, c) for c in about)
        subjects.pop(None, None)
        self.subjects = set(subjects)
        self.primary = min(subjects, key=lambda k: (-subjects[k], k)) if subjects else None
        self.identities = {f.identity for f in figures}
        self.published = min((d["published_at"] for d in documents if d["published_at"]), default=None)
        titles = " ".join(d.get("title") or "" for d in documents)
        vendors = {_vendor(c) for c in about} - {None}
        self.is_roundup = len(vendors) >= ROUNDUP_VENDORS or (
            len(vendors) >= 2 and bool(ROUNDUP_TITLE.search(titles)))


def _story_groups(connection, documents: list[dict]) -> list[list[dict]]:
    try:
        membership = dict(connection.execute("select document_id, story_id from story_documents").fetchall())
    except Exception:  # noqa: BLE001 - a warehouse from before stories existed: every article alone
        membership = {}
    groups: dict[str, list[dict]] = {}
    for document in documents:
        groups.setdefault(membership.get(document["document_id"], document["document_id"]), []).append(document)
    return list(groups.values())


def _aliases(connection) -> dict[str, list[tuple[str, str]]]:
    try:
        rows = connection.execute("select document_id, source_name, url from document_aliases "
                                  "where source_name is not null order by source_name, url").fetchall()
    except Exception:  # noqa: BLE001
        rows = []
    result: dict[str, list[tuple[str, str]]] = {}
    for document_id, source_name, url in rows:
        result.setdefault(document_id, []).append((source_name, url))
    return result


def stored_copy(document: dict) -> str | None:
    sha = document.get("content_sha256")
    return f"../raw/{sha[:2]}/{sha}" if sha else None


@functools.lru_cache(maxsize=8)
def _vector_model(model_setting: str) -> str | None:
    """The stories stage's document-vector model key for the configured model (``model_setting``, the
    environment variable naming it), resolved once per process."""
    from pipelines.stages.stories import document_vector_model

    return document_vector_model()


class _DocumentVectors:
    """The week's English document vectors (the stories stage's: float32 mean of the text's chunk vectors).

    The stories stage stores vectors only for the documents it had to compare; a vector the digest needs and
    does not find for the document's current text is computed here on first use (one per text and process).
    Only stories without figures are compared by text, so few documents ever need one. Which documents have a
    vector is decided as the stories stage decides it: English, at least ``MIN_TEXT_CHARS`` of text.
    """

    _similarity = None   # one model and vector cache per process

    def __init__(self, connection, documents: list[dict]):
        from extractors.model import MODEL_ENV_VAR

        self._documents = {d["document_id"]: d for d in documents}
        self._model = _vector_model(os.environ.get(MODEL_ENV_VAR, "")) if documents else None
        self._vectors: dict[str, list[float] | None] = {}
        if self._model is None:
            return
        try:
            rows = connection.execute(
                "select e.document_id, e.vector from document_embeddings e join documents d "
                "on d.document_id = e.document_id and d.text_sha256 = e.text_sha256 "
                "where e.model = ? and list_contains(string_split(?, chr(31)), e.document_id)",
                [self._model, joined_ids(self._documents)]).fetchall()
        except Exception:  # noqa: BLE001 - a warehouse without vectors: computed when asked
            rows = []
        self._vectors.update((document_id, list(vector)) for document_id, vector in rows)

    def get(self, document_id: str) -> list[float] | None:
        if document_id not in self._vectors:
            self._vectors[document_id] = self._compute(self._documents.get(document_id))
        return self._vectors[document_id]

    def __contains__(self, document_id: str) -> bool:
        return self.get(document_id) is not None

    def __getitem__(self, document_id: str) -> list[float]:
        vector = self.get(document_id)
        if vector is None:
            raise KeyError(document_id)
        return vector

    def _compute(self, document: dict | None) -> list[float] | None:
        from pipelines.stages.stories import (
            MIN_TEXT_CHARS, EmbeddingSimilarity, StoryCandidate, _language_bucket, normalize_text,
        )

        if document is None or self._model is None:
            return None
        candidate = StoryCandidate(document_id=document["document_id"], text=document.get("text") or "",
                                   title=document.get("title"), language=document.get("language"))
        if _language_bucket(candidate) not in EmbeddingSimilarity.languages or \
                len(normalize_text(candidate.text)) < MIN_TEXT_CHARS:
            return None
        try:
            if type(self)._similarity is None:
                type(self)._similarity = EmbeddingSimilarity()
            return list(type(self)._similarity.vectors([candidate])[0])
        except Exception:  # noqa: BLE001 - no model: the texts are not compared, as without stored vectors
            return None


def _cosine(first, second) -> float:
    dot = sum(a * b for a, b in zip(first, second))
    norm = math.sqrt(sum(a * a for a in first)) * math.sqrt(sum(b * b for b in second)) or 1.0
    return dot / norm


def _same_event(event: list[_Story], story: _Story, vectors: dict) -> bool:
    if story.is_roundup or any(s.is_roundup for s in event):
        return False
    first = min((s.published for s in event if s.published), default=None)
    if first and story.published and abs(story.published - first) > EVENT_WINDOW:
        return False
    primaries = {s.primary for s in event if s.primary}
    if story.primary and primaries:
        return story.primary in primaries
    if story.primary or primaries:
        return False
    # neither side has a figure: compare English texts
    for member in event:
        for a in member.documents:
            for b in story.documents:
                if a["document_id"] in vectors and b["document_id"] in vectors and \
                        _cosine(vectors[a["document_id"]], vectors[b["document_id"]]) >= SAME_EVENT:
                    return True
    return False


def _sentences(documents: list[dict], figures: list[Figure]) -> list[Sentence]:
    """The event's own sentences: those carrying its figures (prose before table rows), else the lede."""
    from pipelines.digest.relevance import lede

    by_doc = {d["document_id"]: d for d in documents}
    chosen: list[Sentence] = []
    seen = set()
    if documents:
        opening = lede(documents[0])
        if opening:
            chosen.append(Sentence(opening[0], documents[0]["link"], documents[0]["source_name"],
                                   documents[0]["document_id"]))
            seen.add(opening[0])
    for figure in sorted(figures, key=lambda f: (" | " in f.sentence, f.sort_key)):
        if figure.sentence in seen or figure.document_id not in by_doc:
            continue
        document = by_doc[figure.document_id]
        seen.add(figure.sentence)
        chosen.append(Sentence(figure.sentence, document["link"], document["source_name"], figure.document_id))
        if len(chosen) == SENTENCES_PER_EVENT - 1:
            break
    if len(chosen) < 2 and documents:
        for sentence in lede(documents[0])[1:2]:
            if sentence not in seen:
                chosen.append(Sentence(sentence, documents[0]["link"], documents[0]["source_name"],
                                       documents[0]["document_id"]))
    return chosen[:SENTENCES_PER_EVENT]


def _change_weight(figures: list[Figure], claims_by_id: dict, week_claims: list[dict], documents) -> tuple:
    kinds = {claims_by_id[f.claim_id]["kind"] for f in figures}
    reasons = []
    weight = 0.0
    doc_ids = {d["document_id"] for d in documents}
    priced = {(claims_by_id[f.claim_id].get("subject"), claims_by_id[f.claim_id].get("token_type"))
              for f in figures if claims_by_id[f.claim_id]["kind"] == "price"}
    previous = {(c.get("subject"), c.get("token_type")) for c in week_claims
                if c["document_id"] in doc_ids and c["kind"] == "price" and (c.get("condition") or "") == "previous"}
    price_ratio = any(claims_by_id[f.claim_id]["kind"] == "comparison"
                      and claims_by_id[f.claim_id].get("metric") in ("price", "cost") for f in figures)
    if priced & previous or price_ratio:
        weight += 1.5
        reasons.append("price change")
    elif "price" in kinds:
        weight += 0.5
        reasons.append("prices")
    if "benchmark" in kinds:
        weight += 1.0
        reasons.append("measured result")
    new_parts = {c.get("name") for c in week_claims if c["document_id"] in doc_ids and c["kind"] == "hardware"
                 and c.get("name") and c.get("known") is False}
    if new_parts:
        weight += 0.5
        reasons.append("new part")
    return weight, reasons


def build_events(connection, documents: list[dict], claims: list[dict], verified: dict[str, Figure],
                 scores: dict[str, float | None]) -> tuple[list[Event], set[str]]:
    """Rank the week's events; returns (events best first, ids of off-topic articles)."""
    claims_by_id = {c["claim_id"]: c for c in claims}
    figures_by_doc: dict[str, list[Figure]] = {}
    for claim in claims:
        figure = verified.get(claim["claim_id"])
        if figure is not None:
            figures_by_doc.setdefault(claim["document_id"], []).append(figure)

    off_topic: set[str] = set()
    hardware_docs = {c["document_id"] for c in claims if c["kind"] == "hardware"}
    for document in documents:
        score = scores.get(document["document_id"])
        figures = figures_by_doc.get(document["document_id"], [])
        if score is not None:
            if score < ON_TOPIC:
                off_topic.add(document["document_id"])
        elif not _anchored(figures, claims_by_id, hardware_docs, document["document_id"]):
            off_topic.add(document["document_id"])
    kept = [d for d in documents if d["document_id"] not in off_topic]

    stories = []
    claims_by_doc: dict[str, list[dict]] = {}
    for claim in claims:
        claims_by_doc.setdefault(claim["document_id"], []).append(claim)
    for group in _story_groups(connection, kept):
        figures = [f for d in group for f in figures_by_doc.get(d["document_id"], [])]
        stories.append(_Story(group, figures, [c for d in group for c in claims_by_doc.get(d["document_id"], [])]))
    stories.sort(key=lambda s: (s.published or dt.datetime.max, s.documents[0]["document_id"]))

    vectors = _DocumentVectors(connection, [d for d in kept if not is_regional(d)])
    grouped: list[list[_Story]] = []
    # An event's stories share one primary figure subject or none (a story joins only on its own primary, or with
    # none on neither side), so a story need only be tried against the events of its own primary, in the order they
    # were opened: the same first match as trying every event, without the week's events times its stories.
    by_primary: dict[str | None, list[list[_Story]]] = {}
    for story in stories:
        for event in by_primary.get(story.primary, ()):
            if _same_event(event, story, vectors):
                event.append(story)
                break
        else:
            grouped.append([story])
            by_primary.setdefault(story.primary, []).append(grouped[-1])

    aliases = _aliases(connection)
    week_start = min((d["published_at"] for d in documents if d["published_at"]), default=None)
    # where each document's claims stand in the week's list, so that an event gathers its own in that order without
    # reading the whole list once per event (quadratic in a week of a large corpus)
    positions_by_doc: dict[str, list[int]] = {}
    for position, claim in enumerate(claims):
        positions_by_doc.setdefault(claim["document_id"], []).append(position)
    events = []
    for members in grouped:
        events.append(_event(members, claims_by_id, claims, scores, aliases, week_start, positions_by_doc))
    _rank_roundups(events)
    events.sort(key=lambda e: (-e.score, e.published_at or dt.datetime.max, e.key))
    return events, off_topic


def _anchored(figures: list[Figure], claims_by_id: dict, hardware_docs: set[str], document_id: str) -> bool:
    kinds = {claims_by_id[f.claim_id]["kind"] for f in figures}
    if kinds & {"price", "benchmark"}:
        return True
    return "comparison" in kinds and document_id in hardware_docs


def _event(members: list[_Story], claims_by_id, claims, scores, aliases, week_start,
           positions_by_doc: dict[str, list[int]]) -> Event:
    documents = [d for s in members for d in s.documents]
    documents.sort(key=lambda d: (d["published_at"] or dt.datetime.max, d["document_id"]))
    figures: list[Figure] = []
    identities = set()
    for figure in sorted((f for s in members for f in s.figures), key=lambda f: f.sort_key):
        if figure.identity in identities:
            continue
        identities.add(figure.identity)
        figures.append(figure)
    english = [d for d in documents if not is_regional(d)]
    count = collections.Counter(f.document_id for f in figures)
    # the headline: the English article most about inference economics, then the fullest account
    headline_doc = sorted(english or documents, key=lambda d: (-(scores.get(d["document_id"]) or 0.0),
                                                               -count[d["document_id"]],
                                                               d["published_at"] or dt.datetime.max))[0]
    outlets: list[Outlet] = []
    for document in documents:
        entries = [(document["source_name"] or "unknown outlet", document["link"])] + aliases.get(
            document["document_id"], [])
        for name, url in entries:
            if all(o.url != url for o in outlets):
                outlets.append(Outlet(name, url, document.get("title"), document.get("language"),
                                      stored_copy(document)))
    relevance_values = [scores[d["document_id"]] for d in documents if scores.get(d["document_id"]) is not None]
    relevance = max(relevance_values) if relevance_values else ON_TOPIC
    doc_ids = {d["document_id"] for d in documents}
    own_claims = [claims[position] for position in sorted(   # in the week's order, as a filter of it would give
        position for document_id in doc_ids for position in positions_by_doc.get(document_id, ()))]
    weight, reasons = _change_weight(figures, claims_by_id, own_claims, documents)
    published = documents[0]["published_at"]
    recency = ((published - week_start).total_seconds() / 86400 / 7 * 0.25) if published and week_start else 0.0
    sources = len({o.source_name for o in outlets})
    score = 4.0 * relevance + 0.8 * math.log2(1 + sources) + weight + recency
    hardware = sorted({c["name"] for c in own_claims if c["kind"] == "hardware" and c.get("name")})
    return Event(
        key=headline_doc["document_id"], headline=headline_doc["title"], link=headline_doc["link"],
        documents=documents, outlets=outlets, sentences=_sentences([headline_doc] + [
            d for d in documents if d is not headline_doc and not is_regional(d)], figures),
        figures=figures, hardware=hardware, published_at=published, score=round(score, 6),
        relevance=relevance, is_roundup=any(s.is_roundup for s in members), reasons=reasons,
    )


def _rank_roundups(events: list[Event]) -> None:
    """A round-up ranks below every event it shares a figure or subject with, and never leads."""
    for event in events:
        if not event.is_roundup:
            continue
        ids = {f.identity for f in event.figures}
        summarised = [e.score for e in events if not e.is_roundup and ids & {f.identity for f in e.figures}]
        ceiling = min(summarised) - 0.01 if summarised else event.score
        event.score = round(min(event.score * 0.8, ceiling), 6)


def local_item(document: dict, verified: dict[str, Figure], checks: dict) -> LocalItem:
    """A regional article in neutral form: original headline, figures, and a gist built from fields only."""
    figures = sorted((f for f in verified.values() if f.document_id == document["document_id"]),
                     key=lambda f: f.sort_key)
    return LocalItem(
        document_id=document["document_id"], headline=document["title"], url=document["link"],
        source_name=document["source_name"], language=document.get("language"),
        published_at=document["published_at"], gist=gist(figures), figures=figures[:6],
        stored_copy=stored_copy(document),
    )


def gist(figures: list[Figure]) -> str:
    """An English gist from extracted fields only: who is priced at what, what was measured. Never a translation."""
    priced: dict[str, list[str]] = {}
    for figure in figures:
        if figure.kind == "price" and ": " in figure.text:
            subject, price = figure.text.split(": ", 1)
            priced.setdefault(subject, []).append(price.split(", about ")[0])
    parts = [f"{subject} at {'; '.join(prices[:3])}" for subject, prices in list(priced.items())[:3]]
    measured = list(dict.fromkeys(f.text.split(": ")[0] for f in figures if f.kind == "benchmark" and ": " in f.text))
    if measured:
        parts.append("results measured for " + ", ".join(measured[:4]))
    compared = [f.text for f in figures if f.kind == "comparison"]
    if compared:
        parts.append(compared[0])
    if not parts:
        return ""
    return "Reports " + "; ".join(parts) + "."


__all__ = ["build_events", "local_item", "is_regional", "gist"]
