"""`devices` and `requests` (SDK 3.2): bulk_patch, get, list, iterate and sync, sync and async,
each a thin layer over the generated operation functions."""

from __future__ import annotations

import datetime
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from typing import Any, Generic, TypeVar

import httpx

from ._bulk import BulkItem, BulkResult, Tally, plan
from ._errors import PlatformError, problem_of
from ._paging import Cursor, SyncResult, aiterate, iterate, newer
from .generated import Client as Raw
from .generated.api.registry import bulk_devices, bulk_update_requests, get_device, get_request, list_devices, list_requests
from .generated.models import DeviceBulkPatch, DeviceBulkPatchOp, RegistryBulkResult, RequestBulkItem
from .generated.types import Response

T = TypeVar("T")
Send = Callable[[list[dict[str, Any]], str], list[Any]]
ASend = Callable[[list[dict[str, Any]], str], Awaitable[list[Any]]]


def parsed(response: Response[Any], status: int, kind: type[T]) -> T:
    """The body of the operation's success, or a PlatformError with the problem."""
    if response.status_code == status and isinstance(response.parsed, kind):
        return response.parsed
    raise PlatformError(int(response.status_code), problem_of(int(response.status_code), response.content))


def bulk_results(response: Response[Any]) -> tuple[list[Any], bool]:
    """The wire results of a 207, and whether the platform replayed it."""
    return parsed(response, 207, RegistryBulkResult).results, response.headers.get("idempotent-replayed") == "true"


class _Ops(Generic[T]):
    """One resource's generated modules, and how its bulk body is built."""

    def __init__(self, get: Any, list_: Any, bulk: Any, body: Callable[[list[dict[str, Any]]], Any]) -> None:
        self.get, self.list, self.bulk, self.body = get, list_, bulk, body


# The contract types bulk items, and the generated models keep only the fields they know. An item
# goes to the platform as the caller gave it instead: a field it does not take, or an item of the
# wrong shape, is reported in that item's own result (422, spec §7 rule 1), never dropped here.


class _PatchAsGiven(DeviceBulkPatch):
    """`{"op": "patch", "items": [...]}` with the items as given."""

    def __init__(self, items: list[dict[str, Any]]) -> None:
        super().__init__(op=DeviceBulkPatchOp.PATCH, items=[])
        self.given = items

    def to_dict(self) -> dict[str, Any]:
        return {"op": "patch", "items": self.given}


class _RequestItemAsGiven(RequestBulkItem):
    """One item of the requests' bulk call, as given."""

    def __init__(self, item: dict[str, Any]) -> None:
        super().__init__(id=str(item.get("id", "")))
        self.given = item

    def to_dict(self) -> dict[str, Any]:
        return self.given


DEVICES: _Ops[Any] = _Ops(get_device, list_devices, bulk_devices, _PatchAsGiven)
REQUESTS: _Ops[Any] = _Ops(get_request, list_requests, bulk_update_requests, lambda items: [_RequestItemAsGiven(i) for i in items])


class Resource:
    """`client.devices` / `client.requests` of the sync client."""

    def __init__(self, raw: Raw, project: str, ops: _Ops[Any]) -> None:
        self._raw, self._project, self._ops = raw, project, ops

    def get(self, id: str) -> Any:
        return parsed(self._ops.get.sync_detailed(id, client=self._raw, x_service_project=self._project), 200, object)

    def list(self, cursor: Cursor | None = None, **query: Any) -> Any:
        """One page (`data`, `next_cursor`); `query` takes the list operation's parameters."""
        kw = {"cursor": cursor} if cursor else {}
        return parsed(self._ops.list.sync_detailed(client=self._raw, x_service_project=self._project, **kw, **query), 200, object)

    def iterate(self, **query: Any) -> Iterator[Any]:
        """Every object matching `query`, page after page."""
        return iterate(lambda cursor: self.list(cursor, **query))

    def sync(self, since: datetime.datetime | None = None, **query: Any) -> SyncResult[Any]:
        """Everything changed since `since` (`updated_since`) and the next watermark."""
        items, watermark = [], since
        for item in self.iterate(**({"updated_since": since} if since else {}), **query):
            items.append(item)
            watermark = newer(watermark, item)
        return SyncResult(items, watermark)

    def bulk_patch(self, items: Sequence[BulkItem], idempotency_key: str | None = None) -> BulkResult:
        """SDK 3.2: any number of items, 500 a call; never raises for a failed item (read `ok`,
        `results`). A chunk that fails as a whole after others were applied raises BulkError."""
        base, chunks = plan(items, idempotency_key)
        tally = Tally(base)
        for offset, key, chunk in chunks:
            try:
                wire, replayed = bulk_results(self._ops.bulk.sync_detailed(client=self._raw, body=self._ops.body(chunk), idempotency_key=key, x_service_project=self._project))
            except (PlatformError, httpx.HTTPError) as err:
                raise tally.failure(err) from err
            tally.add(offset, wire, replayed)
        return tally.result()


class AsyncResource:
    """`client.devices` / `client.requests` of the async client."""

    def __init__(self, raw: Raw, project: str, ops: _Ops[Any]) -> None:
        self._raw, self._project, self._ops = raw, project, ops

    async def get(self, id: str) -> Any:
        return parsed(await self._ops.get.asyncio_detailed(id, client=self._raw, x_service_project=self._project), 200, object)

    async def list(self, cursor: Cursor | None = None, **query: Any) -> Any:
        kw = {"cursor": cursor} if cursor else {}
        return parsed(await self._ops.list.asyncio_detailed(client=self._raw, x_service_project=self._project, **kw, **query), 200, object)

    def iterate(self, **query: Any) -> AsyncIterator[Any]:
        return aiterate(lambda cursor: self.list(cursor, **query))

    async def sync(self, since: datetime.datetime | None = None, **query: Any) -> SyncResult[Any]:
        items, watermark = [], since
        async for item in self.iterate(**({"updated_since": since} if since else {}), **query):
            items.append(item)
            watermark = newer(watermark, item)
        return SyncResult(items, watermark)

    async def bulk_patch(self, items: Sequence[BulkItem], idempotency_key: str | None = None) -> BulkResult:
        base, chunks = plan(items, idempotency_key)
        tally = Tally(base)
        for offset, key, chunk in chunks:
            try:
                wire, replayed = bulk_results(await self._ops.bulk.asyncio_detailed(client=self._raw, body=self._ops.body(chunk), idempotency_key=key, x_service_project=self._project))
            except (PlatformError, httpx.HTTPError) as err:
                raise tally.failure(err) from err
            tally.add(offset, wire, replayed)
        return tally.result()
