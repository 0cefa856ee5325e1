"""Sign-in, refresh and a project-bound token in the Python client, sync and async, against the
sandbox that test/clients/sessions.test.ts started and prepared (PLATFORM_SESSIONS_CONTEXT); the
tokens are reported in PLATFORM_SESSIONS_OUT and the server's side is checked there."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any

import pytest

from platform_sdk import AsyncClient, AuthenticationError, Client

CONTEXT_FILE = os.environ.get("PLATFORM_SESSIONS_CONTEXT")
CONTEXT: dict[str, Any] = json.loads(Path(CONTEXT_FILE).read_text()) if CONTEXT_FILE else {}
REPORT: dict[str, Any] = {}

pytestmark = pytest.mark.skipif(not CONTEXT_FILE, reason="PLATFORM_SESSIONS_CONTEXT is not set: test/clients/sessions.test.ts (npm test) prepares the sandbox and runs this")


def report(label: str, first_refresh: str | None, access: str, refresh: str | None) -> None:
    REPORT[label] = {"first_refresh": first_refresh, "access": access, "refresh": refresh}
    Path(os.environ["PLATFORM_SESSIONS_OUT"]).write_text(json.dumps(REPORT))


def test_sync() -> None:
    c = CONTEXT
    signed_in_device, bound_device = c["devices"]["py_sync"]
    with pytest.raises(AuthenticationError) as refused:
        Client.sign_in(c["base_url"], username=c["username"], password="not-the-password", project=c["project"])
    assert refused.value.status == 401
    with Client.sign_in(c["base_url"], username=c["username"], password=c["password"], project=c["project"]) as client:
        first = client.credentials
        pair = client.refresh()
        assert pair.access_token != first.access_token and pair.refresh_token != first.refresh_token
        assert client.devices.bulk_patch([{"id": signed_in_device, "tags": ["session-py_sync"]}]).ok
    # A token valid in one project implies it: no project given.
    with Client(c["base_url"], token=c["bound_token"]) as bound:
        assert bound.devices.get(bound_device).id == bound_device
        assert bound.devices.bulk_patch([{"id": bound_device, "tags": ["bound-py_sync"]}]).ok
        with pytest.raises(AuthenticationError):
            bound.refresh()  # no refresh token
    report("py_sync", first.refresh_token, pair.access_token, pair.refresh_token)


def test_async() -> None:
    c = CONTEXT
    signed_in_device, bound_device = c["devices"]["py_async"]

    async def run() -> None:
        with pytest.raises(AuthenticationError):
            await AsyncClient.sign_in(c["base_url"], username=c["username"], password="not-the-password", project=c["project"])
        async with await AsyncClient.sign_in(c["base_url"], username=c["username"], password=c["password"], project=c["project"]) as client:
            first = client.credentials
            pair = await client.refresh()
            assert pair.access_token != first.access_token
            assert (await client.devices.bulk_patch([{"id": signed_in_device, "tags": ["session-py_async"]}])).ok
        async with AsyncClient(c["base_url"], token=c["bound_token"]) as bound:
            assert (await bound.devices.get(bound_device)).id == bound_device
            assert (await bound.devices.bulk_patch([{"id": bound_device, "tags": ["bound-py_async"]}])).ok
        report("py_async", first.refresh_token, pair.access_token, pair.refresh_token)

    asyncio.run(run())
