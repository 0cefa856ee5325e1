"""The scripted session through the client openapi-python-client generated (package `client`)."""

import json
import os

from client import AuthenticatedClient, Client
from client.api.assets import assign_license
from client.api.auth import create_session
from client.api.registry import bulk_devices, get_device, list_devices
from client.models import (
    DeviceBulkPatch,
    DeviceBulkPatchItem,
    DeviceBulkPatchOp,
    LicenseAssigneeRef,
    LicenseAssigneeType,
    Session,
    SessionCreate,
)

url, project = os.environ["MATRIX_URL"], os.environ["MATRIX_PROJECT"]
tags = [os.environ["MATRIX_TAG"]]

# createSession needs no token (`security: [{}, {bearerAuth: []}]`), but openapi-python-client
# types every operation with its own `security` as needing an AuthenticatedClient; a plain
# Client is what a partner has before signing in (docs/client.md).
signed_in = create_session.sync_detailed(
    client=Client(base_url=url),  # type: ignore[arg-type]
    body=SessionCreate(username=os.environ["MATRIX_USERNAME"], password=os.environ["MATRIX_PASSWORD"]),
    x_service_project=project,
)
session = signed_in.parsed
assert signed_in.status_code == 201 and isinstance(session, Session), signed_in
client = AuthenticatedClient(base_url=url, token=session.access_token)

page = list_devices.sync(client=client, limit=2, x_service_project=project)
ids = [d.id for d in page.data]  # type: ignore[union-attr]
got = get_device.sync(ids[0], client=client, x_service_project=project)
items = [DeviceBulkPatchItem(id=i, tags=tags) for i in (ids[0], ids[1], os.environ["MATRIX_UNKNOWN_ID"])]
bulk = bulk_devices.sync(client=client, body=DeviceBulkPatch(op=DeviceBulkPatchOp.PATCH, items=items), x_service_project=project)
assigned = assign_license.sync_detailed(
    client=client,
    body=LicenseAssigneeRef(license_id=os.environ["MATRIX_LICENSE_ID"], assignee_type=LicenseAssigneeType.USER, assignee_id=session.user.id),
    x_service_project=project,
)
result = assigned.parsed
print(json.dumps({
    "user_id": session.user.id,
    "listed": ids,
    "got": got.id,  # type: ignore[union-attr]
    "statuses": [r.status for r in bulk.results],  # type: ignore[union-attr]
    "assigned": {"status": int(assigned.status_code), "assignee_id": result.assignment.assignee_id, "license_id": result.license_.id},  # type: ignore[union-attr]
}))
