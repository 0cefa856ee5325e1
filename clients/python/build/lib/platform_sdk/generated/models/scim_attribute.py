from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.scim_attribute_mutability import ScimAttributeMutability
from ..models.scim_attribute_returned import ScimAttributeReturned
from ..models.scim_attribute_type import ScimAttributeType
from ..models.scim_attribute_uniqueness import ScimAttributeUniqueness
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimAttribute")


@_attrs_define
class ScimAttribute:
    """
    Attributes:
        name (str):
        type_ (ScimAttributeType):
        multi_valued (bool):
        description (str | Unset):
        required (bool | Unset):
        case_exact (bool | Unset):
        canonical_values (list[str] | Unset):
        reference_types (list[str] | Unset):
        mutability (ScimAttributeMutability | Unset):
        returned (ScimAttributeReturned | Unset):
        uniqueness (ScimAttributeUniqueness | Unset):
        sub_attributes (list[ScimAttribute] | Unset):
    """

    name: str
    type_: ScimAttributeType
    multi_valued: bool
    description: str | Unset = UNSET
    required: bool | Unset = UNSET
    case_exact: bool | Unset = UNSET
    canonical_values: list[str] | Unset = UNSET
    reference_types: list[str] | Unset = UNSET
    mutability: ScimAttributeMutability | Unset = UNSET
    returned: ScimAttributeReturned | Unset = UNSET
    uniqueness: ScimAttributeUniqueness | Unset = UNSET
    sub_attributes: list[ScimAttribute] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_.value

        multi_valued = self.multi_valued

        description = self.description

        required = self.required

        case_exact = self.case_exact

        canonical_values: list[str] | Unset = UNSET
        if not isinstance(self.canonical_values, Unset):
            canonical_values = self.canonical_values

        reference_types: list[str] | Unset = UNSET
        if not isinstance(self.reference_types, Unset):
            reference_types = self.reference_types

        mutability: str | Unset = UNSET
        if not isinstance(self.mutability, Unset):
            mutability = self.mutability.value

        returned: str | Unset = UNSET
        if not isinstance(self.returned, Unset):
            returned = self.returned.value

        uniqueness: str | Unset = UNSET
        if not isinstance(self.uniqueness, Unset):
            uniqueness = self.uniqueness.value

        sub_attributes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sub_attributes, Unset):
            sub_attributes = []
            for sub_attributes_item_data in self.sub_attributes:
                sub_attributes_item = sub_attributes_item_data.to_dict()
                sub_attributes.append(sub_attributes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
                "multiValued": multi_valued,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if required is not UNSET:
            field_dict["required"] = required
        if case_exact is not UNSET:
            field_dict["caseExact"] = case_exact
        if canonical_values is not UNSET:
            field_dict["canonicalValues"] = canonical_values
        if reference_types is not UNSET:
            field_dict["referenceTypes"] = reference_types
        if mutability is not UNSET:
            field_dict["mutability"] = mutability
        if returned is not UNSET:
            field_dict["returned"] = returned
        if uniqueness is not UNSET:
            field_dict["uniqueness"] = uniqueness
        if sub_attributes is not UNSET:
            field_dict["subAttributes"] = sub_attributes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = ScimAttributeType(d.pop("type"))

        multi_valued = d.pop("multiValued")

        description = d.pop("description", UNSET)

        required = d.pop("required", UNSET)

        case_exact = d.pop("caseExact", UNSET)

        canonical_values = cast(list[str], d.pop("canonicalValues", UNSET))

        reference_types = cast(list[str], d.pop("referenceTypes", UNSET))

        _mutability = d.pop("mutability", UNSET)
        mutability: ScimAttributeMutability | Unset
        if isinstance(_mutability, Unset):
            mutability = UNSET
        else:
            mutability = ScimAttributeMutability(_mutability)

        _returned = d.pop("returned", UNSET)
        returned: ScimAttributeReturned | Unset
        if isinstance(_returned, Unset):
            returned = UNSET
        else:
            returned = ScimAttributeReturned(_returned)

        _uniqueness = d.pop("uniqueness", UNSET)
        uniqueness: ScimAttributeUniqueness | Unset
        if isinstance(_uniqueness, Unset):
            uniqueness = UNSET
        else:
            uniqueness = ScimAttributeUniqueness(_uniqueness)

        _sub_attributes = d.pop("subAttributes", UNSET)
        sub_attributes: list[ScimAttribute] | Unset = UNSET
        if _sub_attributes is not UNSET:
            sub_attributes = []
            for sub_attributes_item_data in _sub_attributes:
                sub_attributes_item = ScimAttribute.from_dict(sub_attributes_item_data)

                sub_attributes.append(sub_attributes_item)

        scim_attribute = cls(
            name=name,
            type_=type_,
            multi_valued=multi_valued,
            description=description,
            required=required,
            case_exact=case_exact,
            canonical_values=canonical_values,
            reference_types=reference_types,
            mutability=mutability,
            returned=returned,
            uniqueness=uniqueness,
            sub_attributes=sub_attributes,
        )

        return scim_attribute
