"""The scripted session through openapi-generator's python client (package `openapi_client`)."""

import json
import os

from openapi_client import ApiClient, AssetsApi, AuthApi, Configuration, RegistryApi
from openapi_client.models import (
    DeviceBulkPatch,
    DeviceBulkPatchItem,
    DeviceBulkRequest,
    LicenseAssigneeRef,
    LicenseAssigneeType,
    Session,
    SessionCreate,
    SessionRequest,
)

url, project = os.environ["MATRIX_URL"], os.environ["MATRIX_PROJECT"]
tags = [os.environ["MATRIX_TAG"]]

with ApiClient(Configuration(host=url)) as anonymous:
    created = AuthApi(anonymous).create_session(
        SessionRequest(SessionCreate(username=os.environ["MATRIX_USERNAME"], password=os.environ["MATRIX_PASSWORD"])),
        x_service_project=project,
    )
session = created.actual_instance
assert isinstance(session, Session), created

with ApiClient(Configuration(host=url, access_token=session.access_token)) as api:
    registry = RegistryApi(api)
    page = registry.list_devices(limit=2, x_service_project=project)
    ids = [d.actual_instance.id for d in page.data]
    got = registry.get_device(ids[0], x_service_project=project)
    items = [DeviceBulkPatchItem(id=i, tags=tags) for i in (ids[0], ids[1], os.environ["MATRIX_UNKNOWN_ID"])]
    bulk = registry.bulk_devices(DeviceBulkRequest(DeviceBulkPatch(op="patch", items=items)), x_service_project=project)
    assigned = AssetsApi(api).assign_license_with_http_info(
        LicenseAssigneeRef(license_id=os.environ["MATRIX_LICENSE_ID"], assignee_type=LicenseAssigneeType.USER, assignee_id=session.user.id),
        x_service_project=project,
    )

print(json.dumps({
    "user_id": session.user.id,
    "listed": ids,
    "got": got.id,
    "statuses": [r.status for r in bulk.results],
    "assigned": {"status": assigned.status_code, "assignee_id": assigned.data.assignment.assignee_id, "license_id": assigned.data.license.id},
}))
