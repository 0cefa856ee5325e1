from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RoleUpdate")


@_attrs_define
class RoleUpdate:
    """
    Attributes:
        description (str | Unset):
        permissions (list[str] | Unset):
    """

    description: str | Unset = UNSET
    permissions: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        permissions: list[str] | Unset = UNSET
        if not isinstance(self.permissions, Unset):
            permissions = self.permissions

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if permissions is not UNSET:
            field_dict["permissions"] = permissions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description", UNSET)

        permissions = cast(list[str], d.pop("permissions", UNSET))

        role_update = cls(
            description=description,
            permissions=permissions,
        )

        return role_update
