from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Role")


@_attrs_define
class Role:
    """A role (spec §2 says roles are a managed resource; fields are conventions).

    Attributes:
        name (str):
        description (str):
        permissions (list[str]):
        built_in (bool):
        created_at (datetime.datetime | None):
        updated_at (datetime.datetime | None):
    """

    name: str
    description: str
    permissions: list[str]
    built_in: bool
    created_at: datetime.datetime | None
    updated_at: datetime.datetime | None

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        permissions = self.permissions

        built_in = self.built_in

        created_at: None | str
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        updated_at: None | str
        if isinstance(self.updated_at, datetime.datetime):
            updated_at = self.updated_at.isoformat()
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "permissions": permissions,
                "built_in": built_in,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        permissions = cast(list[str], d.pop("permissions"))

        built_in = d.pop("built_in")

        def _parse_created_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = datetime.datetime.fromisoformat(data)

                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_at = _parse_created_at(d.pop("created_at"))

        def _parse_updated_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_at_type_0 = datetime.datetime.fromisoformat(data)

                return updated_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        updated_at = _parse_updated_at(d.pop("updated_at"))

        role = cls(
            name=name,
            description=description,
            permissions=permissions,
            built_in=built_in,
            created_at=created_at,
            updated_at=updated_at,
        )

        return role
