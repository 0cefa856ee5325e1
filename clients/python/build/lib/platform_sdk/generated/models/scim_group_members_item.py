from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.scim_group_members_item_type import ScimGroupMembersItemType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimGroupMembersItem")


@_attrs_define
class ScimGroupMembersItem:
    """
    Attributes:
        value (str | Unset):
        display (str | Unset):
        type_ (ScimGroupMembersItemType | Unset):
    """

    value: str | Unset = UNSET
    display: str | Unset = UNSET
    type_: ScimGroupMembersItemType | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        display = self.display

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if value is not UNSET:
            field_dict["value"] = value
        if display is not UNSET:
            field_dict["display"] = display
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value", UNSET)

        display = d.pop("display", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: ScimGroupMembersItemType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = ScimGroupMembersItemType(_type_)

        scim_group_members_item = cls(
            value=value,
            display=display,
            type_=type_,
        )

        return scim_group_members_item
