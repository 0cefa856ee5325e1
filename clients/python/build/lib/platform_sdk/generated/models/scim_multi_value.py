from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimMultiValue")


@_attrs_define
class ScimMultiValue:
    """
    Attributes:
        value (str | Unset):
        display (str | Unset):
        type_ (str | Unset):
        primary (bool | Unset):
    """

    value: str | Unset = UNSET
    display: str | Unset = UNSET
    type_: str | Unset = UNSET
    primary: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        display = self.display

        type_ = self.type_

        primary = self.primary

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if value is not UNSET:
            field_dict["value"] = value
        if display is not UNSET:
            field_dict["display"] = display
        if type_ is not UNSET:
            field_dict["type"] = type_
        if primary is not UNSET:
            field_dict["primary"] = primary

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value", UNSET)

        display = d.pop("display", UNSET)

        type_ = d.pop("type", UNSET)

        primary = d.pop("primary", UNSET)

        scim_multi_value = cls(
            value=value,
            display=display,
            type_=type_,
            primary=primary,
        )

        return scim_multi_value
