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
