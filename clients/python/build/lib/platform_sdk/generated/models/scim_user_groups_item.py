from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimUserGroupsItem")


@_attrs_define
class ScimUserGroupsItem:
    """
    Attributes:
        value (str):
        display (str | Unset):
        type_ (str | Unset):
    """

    value: str
    display: str | Unset = UNSET
    type_: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        display = self.display

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
            }
        )
        if display is not UNSET:
            field_dict["display"] = display
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value")

        display = d.pop("display", UNSET)

        type_ = d.pop("type", UNSET)

        scim_user_groups_item = cls(
            value=value,
            display=display,
            type_=type_,
        )

        return scim_user_groups_item
