"""Bulk calls the way spec §4 asks clients to read them: a 207 is not "success", every item has
its own status. More than 500 items go as calls of 500, one after the other; chunk n carries the
Idempotency-Key `<key>.<n>` (the key itself when there is one chunk), so a retried chunk is never
applied twice, and a re-run with the same key replays what was applied and goes on."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


MAX_BULK_ITEMS = 500


class _ToDict(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


BulkItem = Mapping[str, Any] | _ToDict
"""A plain mapping, or a generated model (e.g. `DeviceBulkPatchItem`)."""


@dataclass(frozen=True)
class ItemError:
    code: str
    detail: str
    errors: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class ItemResult:
    index: int
    """The item's position in the caller's whole input (across chunks)."""
    id: str | None
    status: int
    error: ItemError | None = None

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


@dataclass(frozen=True)
class BulkResult:
    results: list[ItemResult]
    """Every item, in input order."""
    calls: int
    """How many HTTP calls were made."""
    idempotency_key: str
    """The base key: a re-run with it replays what was applied."""
    replayed: int = 0
    """How many calls the platform answered as replays of an earlier one (Idempotent-Replayed)."""

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.results)

    @property
    def succeeded(self) -> list[ItemResult]:
        return [r for r in self.results if r.ok]

    @property
    def failed(self) -> list[ItemResult]:
        return [r for r in self.results if not r.ok]


class BulkError(Exception):
    """A chunk failed as a whole (e.g. a 429 storm longer than the client's patience). `partial`
    holds the results of the chunks already applied; re-running with `idempotency_key` replays
    them and sends the rest."""

    def __init__(self, cause: Exception, partial: BulkResult) -> None:
        super().__init__(f"bulk call stopped after {len(partial.results)} items: {cause}")
        self.cause = cause
        self.partial = partial
        self.idempotency_key = partial.idempotency_key


def plain(item: BulkItem) -> dict[str, Any]:
    return dict(item) if isinstance(item, Mapping) else item.to_dict()


def plan(items: Sequence[BulkItem], key: str | None) -> tuple[str, list[tuple[int, str, list[dict[str, Any]]]]]:
    """The base key and each chunk as (offset, key, items)."""
    base = key or str(uuid.uuid4())
    chunks = [[plain(i) for i in items[o : o + MAX_BULK_ITEMS]] for o in range(0, len(items), MAX_BULK_ITEMS)]
    keyed = [(n * MAX_BULK_ITEMS, base if len(chunks) == 1 else f"{base}.{n}", c) for n, c in enumerate(chunks)]
    return base, keyed


def item_results(offset: int, wire: Sequence[Any]) -> list[ItemResult]:
    """Generated `RegistryBulkItemResult`s, with `index` counted in the whole input."""
    out = []
    for r in wire:
        e = r.to_dict().get("error")
        error = ItemError(e["code"], e["detail"], list(e.get("errors", []))) if isinstance(e, dict) else None
        out.append(ItemResult(offset + r.index, r.id, r.status, error))
    return out


class Tally:
    """The results of the chunks sent so far."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.results: list[ItemResult] = []
        self.calls = self.replayed = 0

    def add(self, offset: int, wire: Sequence[Any], replayed: bool) -> None:
        self.calls += 1
        self.replayed += replayed
        self.results += item_results(offset, wire)

    def result(self) -> BulkResult:
        return BulkResult(sorted(self.results, key=lambda r: r.index), self.calls, self.key, self.replayed)

    def failure(self, err: Exception) -> Exception:
        """What a chunk's failure raises: the error itself when nothing was applied yet."""
        return BulkError(err, self.result()) if self.results else err
