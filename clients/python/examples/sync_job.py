"""The sync job of docs/client.md: archive every device tagged `retired` since the last run."""

import datetime
import os

from platform_sdk import Client
from platform_sdk.generated.models import Device


def sync_job(last_watermark: datetime.datetime | None) -> datetime.datetime | None:
    client = Client("http://127.0.0.1:4010", token=os.environ["TOKEN"], project="acme")
    changed = client.devices.sync(last_watermark)  # updated_since, every page
    retired = [d for d in changed.items if isinstance(d, Device) and "retired" in d.tags]
    result = client.devices.bulk_patch(
        [{"id": d.id, "tags": ["retired", "archived"]} for d in retired], idempotency_key=f"archive-{changed.watermark}"
    )
    for f in result.failed:  # read every item
        print(f"device {f.id}: {f.status} {f.error.detail if f.error else ''}")
    return changed.watermark  # the next run starts here
