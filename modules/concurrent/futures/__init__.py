"""concurrent.futures: run calls asynchronously on a pool of threads.

fpy provides ThreadPoolExecutor (concurrent/futures/thread.py) and the
machinery it shares with any executor (concurrent/futures/_base.py):
Future, wait, as_completed, Executor.  With no global lock, the worker
threads of a ThreadPoolExecutor run Python code on all cores at once.
ProcessPoolExecutor is not provided: fpy has no multiprocessing.
"""
from concurrent.futures._base import (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED,
                                      CancelledError, TimeoutError, InvalidStateError,
                                      BrokenExecutor, Future, Executor, wait, as_completed)
from concurrent.futures.thread import ThreadPoolExecutor

__all__ = ('FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'CancelledError', 'TimeoutError',
           'BrokenExecutor', 'Future', 'Executor', 'wait', 'as_completed', 'ThreadPoolExecutor')


def __dir__():
    return __all__ + ('__author__', '__doc__')
