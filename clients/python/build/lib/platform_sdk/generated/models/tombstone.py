from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Tombstone")


@_attrs_define
class Tombstone:
    """A deleted object, listed with `include_deleted=true` (a convention).

    Attributes:
        id (str):
        deleted (bool):
        updated_at (datetime.datetime):
    """

    id: str
    deleted: bool
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        deleted = self.deleted

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "deleted": deleted,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        deleted = d.pop("deleted")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        tombstone = cls(
            id=id,
            deleted=deleted,
            updated_at=updated_at,
        )

        return tombstone
