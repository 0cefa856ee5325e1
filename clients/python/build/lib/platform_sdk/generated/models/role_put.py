from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RolePut")


@_attrs_define
class RolePut:
    """
    Attributes:
        permissions (list[str]):
        description (str | Unset):  Default: ''.
    """

    permissions: list[str]
    description: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        permissions = self.permissions

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "permissions": permissions,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        permissions = cast(list[str], d.pop("permissions"))

        description = d.pop("description", UNSET)

        role_put = cls(
            permissions=permissions,
            description=description,
        )

        return role_put
