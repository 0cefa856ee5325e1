"""Lists as iterators over `next_cursor`, and an incremental sync over `updated_since`."""

from __future__ import annotations

import datetime
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from .generated.types import UNSET, Unset


class Page(Protocol):
    @property
    def data(self) -> list[Any]: ...
    @property
    def next_cursor(self) -> str | None: ...


T = TypeVar("T")
Cursor = str | Unset


@dataclass(frozen=True)
class SyncResult(Generic[T]):
    items: list[T]
    """Every object changed since the watermark (tombstones included when asked)."""
    watermark: datetime.datetime | None
    """Pass this as `since` next time; unchanged when nothing changed."""


def iterate(fetch: Callable[[Cursor], Page]) -> Iterator[Any]:
    cursor: Cursor = UNSET
    while True:
        page = fetch(cursor)
        yield from page.data
        if not page.next_cursor:
            return
        cursor = page.next_cursor


async def aiterate(fetch: Callable[[Cursor], Awaitable[Page]]) -> AsyncIterator[Any]:
    cursor: Cursor = UNSET
    while True:
        page = await fetch(cursor)
        for item in page.data:
            yield item
        if not page.next_cursor:
            return
        cursor = page.next_cursor


def newer(watermark: datetime.datetime | None, item: Any) -> datetime.datetime | None:
    at = getattr(item, "updated_at", None)
    if isinstance(at, datetime.datetime) and (watermark is None or at > watermark):
        return at
    return watermark
