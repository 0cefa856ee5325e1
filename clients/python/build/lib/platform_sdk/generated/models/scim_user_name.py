from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimUserName")


@_attrs_define
class ScimUserName:
    """
    Attributes:
        formatted (str | Unset):
        family_name (str | Unset):
        given_name (str | Unset):
        middle_name (str | Unset):
        honorific_prefix (str | Unset):
        honorific_suffix (str | Unset):
    """

    formatted: str | Unset = UNSET
    family_name: str | Unset = UNSET
    given_name: str | Unset = UNSET
    middle_name: str | Unset = UNSET
    honorific_prefix: str | Unset = UNSET
    honorific_suffix: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        formatted = self.formatted

        family_name = self.family_name

        given_name = self.given_name

        middle_name = self.middle_name

        honorific_prefix = self.honorific_prefix

        honorific_suffix = self.honorific_suffix

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if formatted is not UNSET:
            field_dict["formatted"] = formatted
        if family_name is not UNSET:
            field_dict["familyName"] = family_name
        if given_name is not UNSET:
            field_dict["givenName"] = given_name
        if middle_name is not UNSET:
            field_dict["middleName"] = middle_name
        if honorific_prefix is not UNSET:
            field_dict["honorificPrefix"] = honorific_prefix
        if honorific_suffix is not UNSET:
            field_dict["honorificSuffix"] = honorific_suffix

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        formatted = d.pop("formatted", UNSET)

        family_name = d.pop("familyName", UNSET)

        given_name = d.pop("givenName", UNSET)

        middle_name = d.pop("middleName", UNSET)

        honorific_prefix = d.pop("honorificPrefix", UNSET)

        honorific_suffix = d.pop("honorificSuffix", UNSET)

        scim_user_name = cls(
            formatted=formatted,
            family_name=family_name,
            given_name=given_name,
            middle_name=middle_name,
            honorific_prefix=honorific_prefix,
            honorific_suffix=honorific_suffix,
        )

        return scim_user_name
