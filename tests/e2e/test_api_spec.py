"""The check every e2e test's requests go through (tests/e2e/api_spec.py) tells a request
Discord's API description takes from one it rejects."""

from __future__ import annotations

import pytest

from tests.e2e import api_spec
from tests.e2e.fake_discord import Recorded

pytestmark = pytest.mark.skipif(
    not api_spec.installed(), reason="npm ci --prefix tests/e2e/spec installs the description"
)
REPLY = {
    "embeds": [{"title": "1/6 played", "description": "CRANE", "color": 5763719}],
    "allowed_mentions": {"parse": []},
    "message_reference": {"message_id": 1300000000000000001, "channel_id": 1101},
    "components": [
        {"type": 1, "components": [{"type": 2, "style": 2, "label": "Hint", "custom_id": "h:1"}]}
    ],
}


def test_a_request_as_the_bot_sends_it_passes() -> None:
    sent = [
        Recorded("POST", "/channels/1101/messages", REPLY, 200),
        Recorded("GET", "/channels/1101/messages", None, 200, {"after": "1", "limit": "100"}),
        Recorded("PUT", "/channels/1/messages/2/reactions/%E2%9C%85/@me", None, 204),
    ]
    assert api_spec.problems(sent) == []


@pytest.mark.parametrize(
    ("request_", "problem"),
    [
        (Recorded("POST", "/channels/1/messages", {"content": 5}, 200), "content"),
        (
            Recorded("POST", "/channels/1/messages", {**REPLY, "embeds": [{"color": "red"}]}, 200),
            "embeds.0.color",
        ),
        (
            Recorded("GET", "/channels/1/messages", None, 200, {"limit": "500"}),
            "limit outside 1-100",
        ),
        (Recorded("POST", "/channels/1/typing-everywhere", {}, 404), "no route of Discord's"),
        (Recorded("POST", "/interactions/1/t/callback", {"type": 42}, 200), "callback type 42"),
    ],
)
def test_a_request_the_description_rejects_is_named(request_: Recorded, problem: str) -> None:
    found = api_spec.problems([request_])
    assert found and problem in found[0]
