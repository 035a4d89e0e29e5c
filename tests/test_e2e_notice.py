"""The end line about Discord's API description is said after a run with end-to-end tests
only (fresh_findings4 finding 12: it closed `pytest tests/bot/i18n` too, which makes no
request to check)."""

from __future__ import annotations

from types import SimpleNamespace

from tests.conftest import ran_end_to_end


def test_the_api_description_line_follows_only_a_run_with_e2e_tests():
    unit = SimpleNamespace(nodeid="tests/bot/i18n/test_catalogs.py::test_x")
    e2e = SimpleNamespace(nodeid="tests/e2e/test_channels.py::test_y")
    assert not ran_end_to_end({"passed": [unit], "warnings": [SimpleNamespace()]})
    assert ran_end_to_end({"passed": [unit], "failed": [e2e]})
    assert not ran_end_to_end({})
