"""A stop whose exception Python ignores (the handler ran inside a callback, such as a
module lock's weakref while importing) is still acted on at the next checkpoint."""

from __future__ import annotations

import gc
import signal
import sys
import threading
import weakref

import pytest

from bot.ops import stopping


def test_a_stop_swallowed_in_a_callback_is_seen_at_the_next_checkpoint(monkeypatch, capsys):
    monkeypatch.setattr(stopping, "_asked", threading.Event())
    monkeypatch.setattr(sys, "unraisablehook", stopping._quiet_about_stops)
    stopping.raise_if_asked()  # nothing asked yet: goes on

    class Lock:
        pass

    lock = Lock()
    # Python ignores an exception raised in a weakref callback (it only prints it)
    ref = weakref.ref(lock, lambda _: stopping._stop(signal.SIGTERM, None))
    del lock
    gc.collect()
    assert ref() is None
    assert stopping.stop_asked()
    with pytest.raises(stopping.Stopped) as raised:
        stopping.raise_if_asked()
    assert raised.value.code == 0
    assert "Traceback" not in capsys.readouterr().err  # not an error to print


STOP_IN_A_CLASS_BODY = """
import dataclasses, signal
from bot.ops import stopping
stopping.catch_stops()

class Stops:
    def __set_name__(self, owner, name):
        stopping._stop(signal.SIGTERM, None)  # as if the signal landed here

class Defined:  # Python 3.11 wraps the stop in a RuntimeError on its way out
    field = Stops()
"""


def test_a_stop_python_wrapped_on_its_way_out_still_exits_0():
    """A stop raised while a class body's ``__set_name__`` runs (a dataclass field being
    defined while modules import) reaches the top as another exception: the process still
    leaves with status 0 and no traceback; an error of its own is still one."""
    import subprocess

    stopped = subprocess.run(
        [sys.executable, "-c", STOP_IN_A_CLASS_BODY], capture_output=True, text=True, timeout=60
    )
    assert (stopped.returncode, stopped.stderr) == (0, "")
    failed = subprocess.run(
        [sys.executable, "-c", "from bot.ops import stopping\nstopping.catch_stops()\n1 / 0"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert failed.returncode == 1 and "ZeroDivisionError" in failed.stderr
