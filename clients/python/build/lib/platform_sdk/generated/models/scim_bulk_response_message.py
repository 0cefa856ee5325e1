from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.scim_bulk_response_message_operations_item import (
        ScimBulkResponseMessageOperationsItem,
    )


T = TypeVar("T", bound="ScimBulkResponseMessage")


@_attrs_define
class ScimBulkResponseMessage:
    """
    Attributes:
        schemas (list[Literal['urn:ietf:params:scim:api:messages:2.0:BulkResponse']]):
        operations (list[ScimBulkResponseMessageOperationsItem]):
    """

    schemas: list[Literal["urn:ietf:params:scim:api:messages:2.0:BulkResponse"]]
    operations: list[ScimBulkResponseMessageOperationsItem]

    def to_dict(self) -> dict[str, Any]:
        schemas = self.schemas

        operations = []
        for operations_item_data in self.operations:
            operations_item = operations_item_data.to_dict()
            operations.append(operations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "schemas": schemas,
                "Operations": operations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scim_bulk_response_message_operations_item import (
            ScimBulkResponseMessageOperationsItem,
        )

        d = dict(src_dict)
        schemas = []
        _schemas = d.pop("schemas")
        for schemas_item_data in _schemas:
            schemas_item = cast(
                Literal["urn:ietf:params:scim:api:messages:2.0:BulkResponse"],
                schemas_item_data,
            )
            if schemas_item != "urn:ietf:params:scim:api:messages:2.0:BulkResponse":
                raise ValueError(
                    f"schemas_item must match const 'urn:ietf:params:scim:api:messages:2.0:BulkResponse', got '{schemas_item}'"
                )
            schemas.append(schemas_item)

        operations = []
        _operations = d.pop("Operations")
        for operations_item_data in _operations:
            operations_item = ScimBulkResponseMessageOperationsItem.from_dict(
                operations_item_data
            )

            operations.append(operations_item)

        scim_bulk_response_message = cls(
            schemas=schemas,
            operations=operations,
        )

        return scim_bulk_response_message
