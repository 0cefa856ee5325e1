"""The developer platform's client (SDK 3.2), generated from its OpenAPI 3.1 contract
(`platform_sdk.generated`, openapi-python-client) with a thin hand-written layer:

    from platform_sdk import Client
    client = Client("http://127.0.0.1:4010", token=TOKEN, project="acme")
    result = client.devices.bulk_patch([{"id": "dev_1", "tags": ["lab"]}])
    for item in result.failed: print(item.index, item.id, item.status, item.error)
"""

from ._bulk import MAX_BULK_ITEMS, BulkError, BulkResult, ItemError, ItemResult
from ._client import AsyncClient, Client
from ._errors import AuthenticationError, PlatformError, RateLimitError
from ._paging import SyncResult
from ._transport import Credentials, Policy

__all__ = [
    "MAX_BULK_ITEMS",
    "AsyncClient",
    "AuthenticationError",
    "BulkError",
    "BulkResult",
    "Client",
    "Credentials",
    "ItemError",
    "ItemResult",
    "PlatformError",
    "Policy",
    "RateLimitError",
    "SyncResult",
]
