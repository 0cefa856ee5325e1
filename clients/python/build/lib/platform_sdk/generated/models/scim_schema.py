from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scim_attribute import ScimAttribute
    from ..models.scim_meta import ScimMeta


T = TypeVar("T", bound="ScimSchema")


@_attrs_define
class ScimSchema:
    """
    Attributes:
        schemas (list[str]):
        id (str):
        attributes (list[ScimAttribute]):
        name (str | Unset):
        description (str | Unset):
        meta (ScimMeta | Unset):
    """

    schemas: list[str]
    id: str
    attributes: list[ScimAttribute]
    name: str | Unset = UNSET
    description: str | Unset = UNSET
    meta: ScimMeta | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        schemas = self.schemas

        id = self.id

        attributes = []
        for attributes_item_data in self.attributes:
            attributes_item = attributes_item_data.to_dict()
            attributes.append(attributes_item)

        name = self.name

        description = self.description

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "schemas": schemas,
                "id": id,
                "attributes": attributes,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if meta is not UNSET:
            field_dict["meta"] = meta

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scim_attribute import ScimAttribute
        from ..models.scim_meta import ScimMeta

        d = dict(src_dict)
        schemas = cast(list[str], d.pop("schemas"))

        id = d.pop("id")

        attributes = []
        _attributes = d.pop("attributes")
        for attributes_item_data in _attributes:
            attributes_item = ScimAttribute.from_dict(attributes_item_data)

            attributes.append(attributes_item)

        name = d.pop("name", UNSET)

        description = d.pop("description", UNSET)

        _meta = d.pop("meta", UNSET)
        meta: ScimMeta | Unset
        if isinstance(_meta, Unset):
            meta = UNSET
        else:
            meta = ScimMeta.from_dict(_meta)

        scim_schema = cls(
            schemas=schemas,
            id=id,
            attributes=attributes,
            name=name,
            description=description,
            meta=meta,
        )

        return scim_schema
