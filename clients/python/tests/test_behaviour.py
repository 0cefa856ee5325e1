"""The shared behaviour suite (clients/shared/behaviour.json) run by the Python client, sync and
async, against the sandbox that test/clients/behaviour.test.ts started and prepared; it hands over
PLATFORM_BEHAVIOUR_CONTEXT (projects, tokens, ids) and reads PLATFORM_BEHAVIOUR_OUT."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any

import pytest

from platform_sdk import AsyncClient, BulkError, BulkResult, Client, Policy, RateLimitError

SUITE = json.loads((Path(__file__).parents[2] / "shared" / "behaviour.json").read_text())
SCENARIOS = {s["name"]: s for s in SUITE["scenarios"]}
CONTEXT_FILE = os.environ.get("PLATFORM_BEHAVIOUR_CONTEXT")
CONTEXT: dict[str, Any] = json.loads(Path(CONTEXT_FILE).read_text()) if CONTEXT_FILE else {"cases": []}
OUTCOMES: dict[str, Any] = {}

pytestmark = pytest.mark.skipif(not CONTEXT_FILE, reason="PLATFORM_BEHAVIOUR_CONTEXT is not set: test/clients/behaviour.test.ts (npm test) prepares the sandbox and runs this")


def build_items(scenario: dict[str, Any], ids: list[str]) -> list[dict[str, Any]]:
    items = []
    for i, id_ in enumerate(ids):
        item = {"id": f"dev_unknown_{i}" if i in scenario.get("unknown_id_at", []) else id_, **scenario["item"]}
        item.update(scenario.get("overrides", {}).get(str(i), {}))
        items.append(item)
    return items


def check(result: BulkResult, expect: dict[str, Any], items: list[dict[str, Any]]) -> None:
    assert [r.index for r in result.results] == list(range(len(items)))
    assert [r.id for r in result.results] == [i["id"] for i in items]
    assert result.ok is expect["ok"]
    assert result.calls == expect["calls"]
    for r in result.results:
        if "every" in expect:
            if (r.index + 1) % expect["every"] == 0:
                assert r.status == expect["every_status"], r
            else:
                assert r.status in expect["other_statuses"], r
        else:
            assert r.status == expect.get("statuses", {}).get(str(r.index), expect["status"]), r
        assert (r.error is None) == r.ok, r


async def run(case: dict[str, Any], client: Client | AsyncClient) -> None:
    scenario = SCENARIOS[case["scenario"]]
    expect = scenario["expect"]
    items = build_items(scenario, case["ids"])
    key = scenario.get("idempotency_key")

    async def bulk(k: str | None) -> BulkResult:
        if isinstance(client, AsyncClient):
            aresource = client.requests if scenario.get("resource") == "requests" else client.devices
            return await aresource.bulk_patch(items, idempotency_key=k)
        resource = client.requests if scenario.get("resource") == "requests" else client.devices
        return resource.bulk_patch(items, idempotency_key=k)

    if expect.get("sync"):
        result = await sync_then_patch(client, scenario, items, bulk)
    elif "error_status" in expect:
        with pytest.raises(BulkError) as caught:
            await bulk(key)
        err = caught.value
        assert isinstance(err.cause, RateLimitError) and err.cause.status == expect["error_status"]
        assert err.idempotency_key == key
        assert [r.index for r in err.partial.results] == list(range(expect["applied"]))
        assert err.partial.ok
        result = await bulk(err.idempotency_key)
        check(result, expect["then"], items)
        assert result.replayed == expect["then"]["replayed"]
    else:
        results = [await bulk(key) for _ in range(scenario.get("runs", 1))]
        for n, result in enumerate(results):
            check(result, expect, items)
            if "replayed" in expect:
                assert result.replayed == expect["replayed"][n]
        assert all(r.results == results[0].results for r in results)
        result = results[0]
    if expect.get("refreshed"):
        assert client.credentials.access_token != case["token"]
    OUTCOMES[f"{case['variant']}:{case['scenario']}"] = [r.status for r in result.results]


async def sync_then_patch(client: Client | AsyncClient, scenario: dict[str, Any], items: list[dict[str, Any]], bulk: Any) -> BulkResult:
    """Paging and updated_since around a bulk patch."""
    if isinstance(client, AsyncClient):
        first = await client.devices.sync()
        paged = [d.id async for d in client.devices.iterate(limit=scenario["page_size"])]
        again = await client.devices.sync(first.watermark)
    else:
        first = client.devices.sync()
        paged = [d.id for d in client.devices.iterate(limit=scenario["page_size"])]
        again = client.devices.sync(first.watermark)
    assert len(set(paged)) == len(first.items) > len(items)
    assert again.items == [] and again.watermark == first.watermark
    result: BulkResult = await bulk(scenario.get("idempotency_key"))
    check(result, scenario["expect"], items)
    after = await client.devices.sync(first.watermark) if isinstance(client, AsyncClient) else client.devices.sync(first.watermark)
    assert sorted(d.id for d in after.items) == sorted(i["id"] for i in items)
    assert after.watermark is not None and first.watermark is not None and after.watermark > first.watermark
    return result


@pytest.mark.parametrize("case", CONTEXT["cases"], ids=lambda c: f"{c['variant']}:{c['scenario']}")
def test_scenario(case: dict[str, Any]) -> None:
    scenario = SCENARIOS[case["scenario"]]
    policy = Policy(max_rate_limit_retries=scenario.get("max_rate_limit_retries", 5))
    kw: dict[str, Any] = {"token": case["token"], "project": case["project"], "refresh_token": case.get("refresh_token"), "policy": policy}

    async def main() -> None:
        if case["variant"] == "async":
            async with AsyncClient(CONTEXT["base_url"], **kw) as aclient:
                await run(case, aclient)
        else:
            with Client(CONTEXT["base_url"], **kw) as client:
                await run(case, client)

    asyncio.run(main())


def teardown_module() -> None:
    out = os.environ.get("PLATFORM_BEHAVIOUR_OUT")
    if out:
        Path(out).write_text(json.dumps(OUTCOMES))
