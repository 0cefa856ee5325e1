from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimUserAddressesItem")


@_attrs_define
class ScimUserAddressesItem:
    """
    Attributes:
        formatted (str | Unset):
        street_address (str | Unset):
        locality (str | Unset):
        region (str | Unset):
        postal_code (str | Unset):
        country (str | Unset):
        type_ (str | Unset):
        primary (bool | Unset):
    """

    formatted: str | Unset = UNSET
    street_address: str | Unset = UNSET
    locality: str | Unset = UNSET
    region: str | Unset = UNSET
    postal_code: str | Unset = UNSET
    country: str | Unset = UNSET
    type_: str | Unset = UNSET
    primary: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        formatted = self.formatted

        street_address = self.street_address

        locality = self.locality

        region = self.region

        postal_code = self.postal_code

        country = self.country

        type_ = self.type_

        primary = self.primary

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if formatted is not UNSET:
            field_dict["formatted"] = formatted
        if street_address is not UNSET:
            field_dict["streetAddress"] = street_address
        if locality is not UNSET:
            field_dict["locality"] = locality
        if region is not UNSET:
            field_dict["region"] = region
        if postal_code is not UNSET:
            field_dict["postalCode"] = postal_code
        if country is not UNSET:
            field_dict["country"] = country
        if type_ is not UNSET:
            field_dict["type"] = type_
        if primary is not UNSET:
            field_dict["primary"] = primary

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        formatted = d.pop("formatted", UNSET)

        street_address = d.pop("streetAddress", UNSET)

        locality = d.pop("locality", UNSET)

        region = d.pop("region", UNSET)

        postal_code = d.pop("postalCode", UNSET)

        country = d.pop("country", UNSET)

        type_ = d.pop("type", UNSET)

        primary = d.pop("primary", UNSET)

        scim_user_addresses_item = cls(
            formatted=formatted,
            street_address=street_address,
            locality=locality,
            region=region,
            postal_code=postal_code,
            country=country,
            type_=type_,
            primary=primary,
        )

        return scim_user_addresses_item
