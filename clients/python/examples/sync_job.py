"""The sync job: archive every device tagged `retired` since the last run, and keep the watermark."""

import datetime
import os
from pathlib import Path

from platform_sdk import Client
from platform_sdk.generated.models import Device

WATERMARK = Path("watermark")


def main() -> None:
    client = Client(os.environ.get("PLATFORM_URL", "http://127.0.0.1:4010"), token=os.environ["TOKEN"], project=os.environ.get("PLATFORM_PROJECT", "acme"))
    last = datetime.datetime.fromisoformat(WATERMARK.read_text()) if WATERMARK.exists() else None
    changed = client.devices.sync(last)  # updated_since, every page
    retired = [d for d in changed.items if isinstance(d, Device) and "retired" in d.tags and "archived" not in d.tags]
    if retired and changed.watermark:
        result = client.devices.bulk_patch(
            [{"id": d.id, "tags": [*d.tags, "archived"]} for d in retired], idempotency_key=f"archive-{changed.watermark.isoformat()}"
        )
        for f in result.failed:  # read every item
            print(f"device {f.id}: {f.status} {f.error.detail if f.error else ''}")
    if changed.watermark:
        WATERMARK.write_text(changed.watermark.isoformat())  # the next run starts here


if __name__ == "__main__":
    main()
