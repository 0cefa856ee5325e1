from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScimServiceProviderConfigChangePassword")


@_attrs_define
class ScimServiceProviderConfigChangePassword:
    """
    Attributes:
        supported (bool):
    """

    supported: bool

    def to_dict(self) -> dict[str, Any]:
        supported = self.supported

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "supported": supported,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        supported = d.pop("supported")

        scim_service_provider_config_change_password = cls(
            supported=supported,
        )

        return scim_service_provider_config_change_password
