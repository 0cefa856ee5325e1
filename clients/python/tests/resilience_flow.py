"""The Python SDK's run under `resilience-suite` (test/clients/resilience.test.ts): the same steps as
test/clients/resilience-flow.ts and clients/go/resilience_test.go, each through the SDK as a partner
would call it; the partner's own code only retries a bulk call's failed transient items and goes on
after an error. The context (URL, project, tokens) is the JSON file named by
PLATFORM_RESILIENCE_CONTEXT."""

import json
import os
import uuid
from collections.abc import Callable
from typing import Any

from platform_sdk import Client, PlatformError
from platform_sdk.generated.api.registry import create_device, delete_device
from platform_sdk.generated.models import DeviceCreate

with open(os.environ["PLATFORM_RESILIENCE_CONTEXT"], encoding="utf-8") as f:
    ctx = json.load(f)
client = Client(ctx["url"], token=ctx["access_token"], refresh_token=ctx["refresh_token"], project=ctx["project"])
log: list[str] = []


def step(name: str, run: Callable[[], Any]) -> Any:
    try:
        value = run()
        log.append(f"{name}: ok")
        return value
    except (PlatformError, OSError, ValueError) as err:
        log.append(f"{name}: {err}")
        return None


# 1. A list that meets one 429.
page = step("list", lambda: client.devices.list(limit=4))
ids = [d.id for d in page.data] if page else []


# 2. A bulk patch with a transient (503) and a permanent (409) item failure; the transient one again.
def bulk() -> None:
    result = client.devices.bulk_patch([{"id": i, "tags": ["resilience"]} for i in ids])
    retryable = [{"id": f.id, "tags": ["resilience"]} for f in result.failed if f.status >= 500 or f.status == 429]
    if retryable:
        client.devices.bulk_patch(retryable)


step("bulk", bulk)
# 3. A read closed twice without an answer.
step("get", lambda: client.devices.get(ids[0]))
# 4. A read whose token expires twice (the first refresh works, the second is refused).
step("requests", lambda: client.requests.list(limit=1))
# 5. A create reset before the platform sees it (through the generated client, with an Idempotency-Key).
key = str(uuid.uuid4())
created = step("create", lambda: create_device.sync(client=client.raw, body=DeviceCreate(name="resilience", serial_number="RES-PY-1"), idempotency_key=key, x_service_project=ctx["project"]))
# 6. A delete answered 403.
step("delete", lambda: delete_device.sync_detailed(getattr(created, "id", None) or ids[0], client=client.raw, x_service_project=ctx["project"]))
print("\n".join(log))
