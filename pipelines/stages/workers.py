"""Worker processes for a stage's model work (claim extraction, story embeddings).

Workers are spawned, never forked (torch's thread pools do not survive a fork); each gets its share of the
cores as torch threads, runs the stage's set-up once, and exits when the process that started it dies, so a
killed run leaves no workers behind. One torch thread per process uses two cores better than one process
with two threads (measured on the claims and stories encoders: threads of one process wait on each other
after every small operation).

Starting a worker costs about 6 CPU seconds (torch, transformers, the model), as much as embedding a few
hundred texts. The relevance and stories stages run one after another in one process, each wants one worker per
core and both embed with the same 6-layer encoder, so :func:`shared_pool` keeps the pool of the first for the
second instead of starting it twice; a worker loads the model on its first task (``load_embedder`` caches it per
process) and computes exactly what a fresh one would. The claims stage closes that pool and starts its own: its
encoder is another (one layer), and keeping the 6-layer one in its workers cost ~200 MB of peak memory.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import contextlib
import multiprocessing
import os
import threading
import time
from collections.abc import Callable

__all__ = ["usable_cores", "process_pool", "shared_pool", "close_shared_pools"]


def usable_cores() -> int:
    """Cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def _start(parent_pid: int, threads: int, setup: Callable | None, setup_args: tuple) -> None:
    import torch

    torch.set_num_threads(threads)
    if setup is not None:
        setup(*setup_args)

    def watch_parent() -> None:
        while os.getppid() == parent_pid:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch_parent, name="watch-parent", daemon=True).start()


def process_pool(workers: int, setup: Callable | None = None, setup_args: tuple = (), *,
                 threads: int | None = None) -> concurrent.futures.ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes, each with ``threads`` torch threads (default
    ``usable_cores() // workers``, at least one), that ran ``setup(*setup_args)`` first (a module-level
    function: it is pickled by name)."""
    return concurrent.futures.ProcessPoolExecutor(
        max_workers=workers, mp_context=multiprocessing.get_context("spawn"), initializer=_start,
        initargs=(os.getpid(), threads or max(1, usable_cores() // workers), setup, setup_args),
    )


# (workers, threads, environment) -> the pool :func:`shared_pool` keeps; the environment is in the key because
# spawned workers read theirs once (the model path, for one): a changed one gets workers of its own
_SHARED: dict[tuple, concurrent.futures.ProcessPoolExecutor] = {}
_SHARED_LOCK = threading.Lock()


@contextlib.contextmanager
def shared_pool(workers: int, *, threads: int | None = None):
    """A pool of ``workers`` spawned processes (as :func:`process_pool`, without a set-up) that outlives the
    ``with`` block, so the next stage asking for the same pool gets the same, already warm, workers.

    Tasks load what they need themselves (the models are cached per process). A pool broken while in use
    (a worker died) is dropped on the way out and replaced on the next call; :func:`close_shared_pools` (also
    run at exit) shuts the kept ones down. Only for code that runs in one thread at a time, like the stages.
    """
    threads = threads or max(1, usable_cores() // workers)
    key = (workers, threads, tuple(sorted(os.environ.items())))
    with _SHARED_LOCK:
        pool = _SHARED.get(key)
        if pool is not None and getattr(pool, "_broken", False):
            _SHARED.pop(key, None)
            pool.shutdown(wait=False, cancel_futures=True)
            pool = None
        if pool is None:
            for stale in [k for k in _SHARED if k[:2] == key[:2]]:   # the same shape under another environment
                _SHARED.pop(stale).shutdown(wait=True, cancel_futures=True)
            pool = _SHARED[key] = process_pool(workers, threads=threads)
    try:
        yield pool
    except BaseException:
        # a stage that failed part-way leaves no work behind in a pool the next stage would share
        with _SHARED_LOCK:
            if _SHARED.get(key) is pool:
                del _SHARED[key]
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    if getattr(pool, "_broken", False):
        with _SHARED_LOCK:
            if _SHARED.get(key) is pool:
                del _SHARED[key]
        pool.shutdown(wait=False, cancel_futures=True)


def close_shared_pools() -> None:
    """Shut down the pools :func:`shared_pool` kept (their workers exit)."""
    with _SHARED_LOCK:
        pools = list(_SHARED.values())
        _SHARED.clear()
    for pool in pools:
        pool.shutdown(wait=True, cancel_futures=True)


atexit.register(close_shared_pools)
