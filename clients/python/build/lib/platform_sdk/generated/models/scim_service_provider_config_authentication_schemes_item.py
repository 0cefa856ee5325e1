from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimServiceProviderConfigAuthenticationSchemesItem")


@_attrs_define
class ScimServiceProviderConfigAuthenticationSchemesItem:
    """
    Attributes:
        type_ (str):
        name (str):
        description (str):
        spec_uri (str | Unset):
        documentation_uri (str | Unset):
        primary (bool | Unset):
    """

    type_: str
    name: str
    description: str
    spec_uri: str | Unset = UNSET
    documentation_uri: str | Unset = UNSET
    primary: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        name = self.name

        description = self.description

        spec_uri = self.spec_uri

        documentation_uri = self.documentation_uri

        primary = self.primary

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "name": name,
                "description": description,
            }
        )
        if spec_uri is not UNSET:
            field_dict["specUri"] = spec_uri
        if documentation_uri is not UNSET:
            field_dict["documentationUri"] = documentation_uri
        if primary is not UNSET:
            field_dict["primary"] = primary

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        name = d.pop("name")

        description = d.pop("description")

        spec_uri = d.pop("specUri", UNSET)

        documentation_uri = d.pop("documentationUri", UNSET)

        primary = d.pop("primary", UNSET)

        scim_service_provider_config_authentication_schemes_item = cls(
            type_=type_,
            name=name,
            description=description,
            spec_uri=spec_uri,
            documentation_uri=documentation_uri,
            primary=primary,
        )

        return scim_service_provider_config_authentication_schemes_item
