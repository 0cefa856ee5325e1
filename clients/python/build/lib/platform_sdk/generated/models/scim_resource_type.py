from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scim_meta import ScimMeta
    from ..models.scim_resource_type_schema_extensions_item import (
        ScimResourceTypeSchemaExtensionsItem,
    )


T = TypeVar("T", bound="ScimResourceType")


@_attrs_define
class ScimResourceType:
    """
    Attributes:
        schemas (list[str]):
        id (str):
        name (str):
        endpoint (str):
        schema (str):
        description (str | Unset):
        schema_extensions (list[ScimResourceTypeSchemaExtensionsItem] | Unset):
        meta (ScimMeta | Unset):
    """

    schemas: list[str]
    id: str
    name: str
    endpoint: str
    schema: str
    description: str | Unset = UNSET
    schema_extensions: list[ScimResourceTypeSchemaExtensionsItem] | Unset = UNSET
    meta: ScimMeta | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        schemas = self.schemas

        id = self.id

        name = self.name

        endpoint = self.endpoint

        schema = self.schema

        description = self.description

        schema_extensions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.schema_extensions, Unset):
            schema_extensions = []
            for schema_extensions_item_data in self.schema_extensions:
                schema_extensions_item = schema_extensions_item_data.to_dict()
                schema_extensions.append(schema_extensions_item)

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "schemas": schemas,
                "id": id,
                "name": name,
                "endpoint": endpoint,
                "schema": schema,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if schema_extensions is not UNSET:
            field_dict["schemaExtensions"] = schema_extensions
        if meta is not UNSET:
            field_dict["meta"] = meta

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scim_meta import ScimMeta
        from ..models.scim_resource_type_schema_extensions_item import (
            ScimResourceTypeSchemaExtensionsItem,
        )

        d = dict(src_dict)
        schemas = cast(list[str], d.pop("schemas"))

        id = d.pop("id")

        name = d.pop("name")

        endpoint = d.pop("endpoint")

        schema = d.pop("schema")

        description = d.pop("description", UNSET)

        _schema_extensions = d.pop("schemaExtensions", UNSET)
        schema_extensions: list[ScimResourceTypeSchemaExtensionsItem] | Unset = UNSET
        if _schema_extensions is not UNSET:
            schema_extensions = []
            for schema_extensions_item_data in _schema_extensions:
                schema_extensions_item = ScimResourceTypeSchemaExtensionsItem.from_dict(
                    schema_extensions_item_data
                )

                schema_extensions.append(schema_extensions_item)

        _meta = d.pop("meta", UNSET)
        meta: ScimMeta | Unset
        if isinstance(_meta, Unset):
            meta = UNSET
        else:
            meta = ScimMeta.from_dict(_meta)

        scim_resource_type = cls(
            schemas=schemas,
            id=id,
            name=name,
            endpoint=endpoint,
            schema=schema,
            description=description,
            schema_extensions=schema_extensions,
            meta=meta,
        )

        return scim_resource_type
