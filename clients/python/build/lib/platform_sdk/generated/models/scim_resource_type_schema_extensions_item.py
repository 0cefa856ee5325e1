from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScimResourceTypeSchemaExtensionsItem")


@_attrs_define
class ScimResourceTypeSchemaExtensionsItem:
    """
    Attributes:
        schema (str):
        required (bool):
    """

    schema: str
    required: bool

    def to_dict(self) -> dict[str, Any]:
        schema = self.schema

        required = self.required

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "schema": schema,
                "required": required,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        schema = d.pop("schema")

        required = d.pop("required")

        scim_resource_type_schema_extensions_item = cls(
            schema=schema,
            required=required,
        )

        return scim_resource_type_schema_extensions_item
