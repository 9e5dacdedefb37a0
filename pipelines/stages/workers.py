"""Worker processes for a stage's model work (claim extraction, story embeddings).

Workers are spawned, never forked (torch's thread pools do not survive a fork); each gets its share of the
cores as torch threads, runs the stage's set-up once, and exits when the process that started it dies, so a
killed run leaves no workers behind. One torch thread per process uses two cores better than one process
with two threads (measured on the claims and stories encoders: threads of one process wait on each other
after every small operation).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import os
import threading
import time
from collections.abc import Callable

__all__ = ["usable_cores", "process_pool"]


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
