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

from ..models.scim_error_scim_type import ScimErrorScimType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimError")


@_attrs_define
class ScimError:
    """A SCIM error (RFC 7644 §3.12): status is a string.

    Attributes:
        schemas (list[Literal['urn:ietf:params:scim:api:messages:2.0:Error']]):
        status (str):
        scim_type (ScimErrorScimType | Unset):
        detail (str | Unset):
    """

    schemas: list[Literal["urn:ietf:params:scim:api:messages:2.0:Error"]]
    status: str
    scim_type: ScimErrorScimType | Unset = UNSET
    detail: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        schemas = self.schemas

        status = self.status

        scim_type: str | Unset = UNSET
        if not isinstance(self.scim_type, Unset):
            scim_type = self.scim_type.value

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "schemas": schemas,
                "status": status,
            }
        )
        if scim_type is not UNSET:
            field_dict["scimType"] = scim_type
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        schemas = []
        _schemas = d.pop("schemas")
        for schemas_item_data in _schemas:
            schemas_item = cast(
                Literal["urn:ietf:params:scim:api:messages:2.0:Error"],
                schemas_item_data,
            )
            if schemas_item != "urn:ietf:params:scim:api:messages:2.0:Error":
                raise ValueError(
                    f"schemas_item must match const 'urn:ietf:params:scim:api:messages:2.0:Error', got '{schemas_item}'"
                )
            schemas.append(schemas_item)

        status = d.pop("status")

        _scim_type = d.pop("scimType", UNSET)
        scim_type: ScimErrorScimType | Unset
        if isinstance(_scim_type, Unset):
            scim_type = UNSET
        else:
            scim_type = ScimErrorScimType(_scim_type)

        detail = d.pop("detail", UNSET)

        scim_error = cls(
            schemas=schemas,
            status=status,
            scim_type=scim_type,
            detail=detail,
        )

        return scim_error
