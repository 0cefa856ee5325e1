from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager"
)


@_attrs_define
class ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager:
    """
    Attributes:
        value (str | Unset):
        display_name (str | Unset):
    """

    value: str | Unset = UNSET
    display_name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        display_name = self.display_name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if value is not UNSET:
            field_dict["value"] = value
        if display_name is not UNSET:
            field_dict["displayName"] = display_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value", UNSET)

        display_name = d.pop("displayName", UNSET)

        scim_user_urnietfparamsscimschemasextensionenterprise_20_user_manager = cls(
            value=value,
            display_name=display_name,
        )

        return scim_user_urnietfparamsscimschemasextensionenterprise_20_user_manager
