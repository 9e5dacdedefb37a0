"""The crawl frontier: which article pages a run fetches, in what order, and what waits for the next run.

Real crawlers keep one queue per host and a budget per run; so does this one.

* **Per-host queues.** Each host has its own queue; a worker takes the next page of the host whose
  turn comes soonest (the fetcher's ``per_host_interval_s``) among hosts with fewer than
  ``per_host_concurrency`` pages in flight. So a slow or rate-limited host never holds up the others,
  and waiting for a host's turn never counts against a request's deadline (the fetcher starts the
  deadline when the request is sent): politeness delays pages, it never drops them.
* **A per-run budget** (:class:`~pipelines.sources.config.CrawlSettings`: pages, bytes, wall time).
  What does not fit is *deferred*: the caller persists it (``crawl_frontier``) and offers it first
  next run. Pages in flight when the byte budget runs out still finish, so a run may overshoot the
  byte budget by at most ``workers`` pages.
* **Order.** The caller decides priority (pages never fetched and deferred ones first, then retries
  that are due, then re-checks of known pages); the frontier keeps that order within each host.

The frontier only fetches; writing results, and the per-source account of fetched / deferred /
refused pages, is the caller's (:mod:`pipelines.stages.press`).
"""

from __future__ import annotations

import collections
import dataclasses
import datetime as dt
import queue
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from urllib.parse import urlsplit

from pipelines.sources.config import CrawlSettings
from pipelines.sources.fetch import FetchResult, Fetcher


@dataclasses.dataclass(frozen=True)
class CrawlItem:
    """One page to fetch: its URL, the source it came from, and conditional-GET validators."""

    url: str
    source_name: str
    etag: str | None = None
    last_modified: str | None = None
    payload: object = None       # handed back untouched with the result (e.g. the feed entry's date)


@dataclasses.dataclass(frozen=True)
class Deferred:
    """A page the run's budget left unfetched, and which limit it hit."""

    item: CrawlItem
    reason: str


class Frontier:
    """Fetches :class:`CrawlItem` s per host under a run budget; see the module docstring.

    The wall-time budget is measured on the fetcher's clock when it has one (its politeness times are
    on that clock), else on ``time.monotonic``.
    """

    def __init__(self, fetcher: Fetcher, budget: CrawlSettings, *, purpose: str = "article"):
        self.fetcher = fetcher
        self.budget = budget
        self.purpose = purpose
        clock = getattr(fetcher, "clock", None)
        self._monotonic: Callable[[], float] = clock.monotonic if clock is not None else time.monotonic
        self.deferred: list[Deferred] = []
        self.pages = 0
        self.bytes = 0
        settings = getattr(fetcher, "settings", None)
        self._per_host = getattr(settings, "per_host_concurrency", budget.workers)
        self._host_of = getattr(fetcher, "host_of", None) or _host_of
        self._ready_at = getattr(fetcher, "host_ready_at", None)

    def crawl(self, items: Sequence[CrawlItem], *,
              read: Callable[[CrawlItem, FetchResult], object] | None = None) -> Iterator[tuple]:
        """Yield ``(item, result)`` as pages complete; afterwards :attr:`deferred` lists what did not fit.

        With ``read``, the worker that fetched a page also reads it and the crawl yields
        ``(item, result, read(item, result))``: reading overlaps fetching and whatever the caller does
        with earlier pages. ``read`` must not raise. Results wait in a bounded queue, so memory stays
        bounded however slowly the caller writes. Stopping the iteration early stops the workers after
        their current page.
        """
        queues: dict[str, collections.deque[CrawlItem]] = {}
        for item in items:
            queues.setdefault(self._host_of(item.url), collections.deque()).append(item)
        in_flight = dict.fromkeys(queues, 0)
        condition = threading.Condition()
        results: queue.Queue = queue.Queue(maxsize=self.budget.workers * 4)
        stop = threading.Event()
        started = self._monotonic()
        ends_at = started + self.budget.max_seconds
        exhausted: list[str] = []   # why the budget stopped the crawl (first reason wins)

        def over_budget(next_start: float) -> str | None:
            if self.pages >= self.budget.max_pages:
                return f"run budget of {self.budget.max_pages:,} pages reached"
            if self.bytes >= self.budget.max_bytes:
                return f"run budget of {self.budget.max_bytes:,} bytes reached"
            if next_start >= ends_at:
                return f"run budget of {self.budget.max_seconds:g} s of fetching reached"
            return None

        def next_item() -> tuple[str, CrawlItem] | None | bool:
            """(host, item) to fetch now; None to wait for a page in flight; False when the crawl is over."""
            if exhausted or stop.is_set():
                return False
            best, best_ready = None, float("inf")
            for host, pending in queues.items():
                if pending and in_flight[host] < self._per_host:
                    ready = self._ready_at(host) if self._ready_at else 0.0
                    if ready < best_ready:
                        best, best_ready = host, ready
            if best is None:
                return None if any(in_flight.values()) else False
            reason = over_budget(max(best_ready, self._monotonic()))
            if reason:
                exhausted.append(reason)
                return False
            self.pages += 1
            in_flight[best] += 1
            return best, queues[best].popleft()

        def worker() -> None:
            try:
                while True:
                    with condition:
                        while True:
                            job = next_item()
                            if job is not None:
                                break
                            condition.wait(timeout=0.5)
                    if job is False:
                        return
                    host, item = job
                    try:
                        result = self.fetcher.fetch(item.url, etag=item.etag, last_modified=item.last_modified,
                                                    purpose=self.purpose)
                    except Exception as exc:  # noqa: BLE001 - a fetcher that raises still yields a recorded page
                        result = FetchResult(url=item.url, final_url=item.url, status=None, headers={}, body=b"",
                                             fetched_at=dt.datetime.now(dt.UTC).replace(tzinfo=None),
                                             duration_ms=0.0, from_snapshot=False,
                                             error=f"{item.url}: unexpected {type(exc).__name__}: {exc}")
                    finally:
                        with condition:
                            in_flight[host] -= 1
                            condition.notify_all()
                    with condition:
                        self.bytes += len(result.body)
                    done = (item, result) if read is None else (item, result, read(item, result))
                    while not stop.is_set():
                        try:
                            results.put(done, timeout=0.5)
                            break
                        except queue.Full:
                            continue
            finally:
                if not stop.is_set():
                    results.put(None)
                with condition:
                    condition.notify_all()

        total = sum(len(pending) for pending in queues.values())
        threads = [threading.Thread(target=worker, name=f"inferwatch-frontier-{n}", daemon=True)
                   for n in range(min(self.budget.workers, total))]
        for thread in threads:
            thread.start()
        finished = 0
        try:
            while finished < len(threads):
                entry = results.get()
                if entry is None:
                    finished += 1
                    continue
                yield entry
        finally:
            stop.set()
            with condition:
                condition.notify_all()
            for thread in threads:
                thread.join(timeout=60)
        reason = exhausted[0] if exhausted else "the run stopped before it was fetched"
        self.deferred = [Deferred(item, reason) for pending in queues.values() for item in pending]


def _host_of(url: str) -> str:
    try:
        return (urlsplit(url).hostname or "").lower()
    except ValueError:
        return ""
