from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProvisioningSessionCreate")


@_attrs_define
class ProvisioningSessionCreate:
    """
    Attributes:
        kind (Literal['provisioning']):
        description (str | Unset):
    """

    kind: Literal["provisioning"]
    description: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = cast(Literal["provisioning"], d.pop("kind"))
        if kind != "provisioning":
            raise ValueError(f"kind must match const 'provisioning', got '{kind}'")

        description = d.pop("description", UNSET)

        provisioning_session_create = cls(
            kind=kind,
            description=description,
        )

        return provisioning_session_create
