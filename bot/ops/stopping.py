"""SIGTERM and SIGINT from the first line of start-up to the last.

A supervisor may stop the process at any moment: while modules import, while tables load,
while a shard waits for its IDENTIFY turn, mid-stream.  Until an event loop installs its
own graceful handler (``bot.ops.client.run_until_stopped``), a stop leaves at once through
``Stopped``, exit status 0, or at the next checkpoint where Python ignored the exception
(a handler run inside a callback): nothing has been acknowledged that is not already
stored, since every write is one transaction and a reply is sent only after it.  Once the
graceful stop has closed the store, ``leave_soon`` bounds what is left (a warm-up step's
thread building a table, which the next start builds again) so the whole stop stays
within the ten seconds a supervisor allows.  A stop before the warm-up ends (``warmed_up``)
leaves its threads at once and says nothing: a table is written whole or not at all, and
the next start builds what is missing.
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import threading
from types import FrameType, TracebackType

SIGNALS = (signal.SIGTERM, signal.SIGINT)
# what a stop still waits, once the store is closed, for a thread to end: with the drain
# before it, the whole stop stays within a supervisor's ten seconds
LEAVE_SECONDS = 2.0
# the same wait while the warm-up still builds: its threads are not waited for, only the
# moment a thread needs to finish what it is writing
WARMING_LEAVE_SECONDS = 0.1
log = logging.getLogger(__name__)


class Stopped(SystemExit):
    """A stop asked for before the graceful handler took over: leave, exit status 0."""

    def __init__(self) -> None:
        super().__init__(0)


_asked = threading.Event()
_warm = threading.Event()


def _stop(signum: int, frame: FrameType | None) -> None:
    # remembered too: a handler that runs inside a callback (a module lock's weakref while
    # importing) has its exception ignored, so the next checkpoint must see the stop
    _asked.set()
    raise Stopped


def stop_asked() -> bool:
    """A stop was asked for before the graceful handler took over (its exception may have
    been swallowed where it was raised)."""
    return _asked.is_set()


def raise_if_asked() -> None:
    """A checkpoint: leave now if a stop was asked for and somehow not acted on."""
    if stop_asked():
        raise Stopped


def catch_stops() -> None:
    """From now on SIGTERM and SIGINT raise ``Stopped`` where the main thread is."""
    for sig in SIGNALS:
        signal.signal(sig, _stop)
    sys.unraisablehook = _quiet_about_stops
    sys.excepthook = _leave_if_stopped


def _caused_by_stop(exc: BaseException | None) -> bool:
    """Whether ``exc`` is a stop, or was raised while handling one or because of one."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        if isinstance(exc, Stopped):
            return True
        seen.add(id(exc))
        exc = exc.__cause__ or exc.__context__
    return False


def _leave_if_stopped(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None
) -> None:
    """A stop that Python turned into another exception on its way out (3.11 wraps one
    raised in a class body's ``__set_name__``, as a dataclass field being defined while
    modules import, in a RuntimeError): leave as the stop would have, exit status 0.
    It escaped everything, so nothing is left to close; anything else is printed as
    Python would."""
    if _caused_by_stop(value):
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
    sys.__excepthook__(kind, value, tb)


def _quiet_about_stops(unraisable: sys.UnraisableHookArgs) -> None:
    """A stop raised where Python ignores exceptions is acted on at the next checkpoint,
    so it is no error to print; anything else is printed as Python would."""
    if not isinstance(unraisable.exc_value, Stopped):
        sys.__unraisablehook__(unraisable)


def warmed_up() -> None:
    """The start's tables are built: from now on a thread a stop leaves behind is no
    warm-up step's, and worth a warning."""
    _warm.set()


def leave_soon(seconds: float = LEAVE_SECONDS) -> None:
    """End the process ``seconds`` from now if it has not ended by then: called once the
    store is closed, when only threads building what the next start can build again may
    still hold it (the interpreter would wait for them).  Before the warm-up has ended
    (``warmed_up``) its threads are expected: the process leaves at once, quietly."""
    warming = not _warm.is_set()

    def leave() -> None:
        left = threading.active_count() - 2  # neither the main thread nor this timer's
        if warming:
            log.debug("stopping: the warm-up's %d thread(s) left to the next start", left)
        else:
            log.warning("stopping: left %d unfinished thread(s) behind", left)
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)

    timer = threading.Timer(min(seconds, WARMING_LEAVE_SECONDS) if warming else seconds, leave)
    timer.daemon = True
    timer.start()
