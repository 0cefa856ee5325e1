from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scim_error import ScimError


T = TypeVar("T", bound="ScimBulkResponseMessageOperationsItem")


@_attrs_define
class ScimBulkResponseMessageOperationsItem:
    """
    Attributes:
        method (str):
        status (str):
        bulk_id (str | Unset):
        version (str | Unset):
        location (str | Unset):
        response (ScimError | Unset): A SCIM error (RFC 7644 §3.12): status is a string.
    """

    method: str
    status: str
    bulk_id: str | Unset = UNSET
    version: str | Unset = UNSET
    location: str | Unset = UNSET
    response: ScimError | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        status = self.status

        bulk_id = self.bulk_id

        version = self.version

        location = self.location

        response: dict[str, Any] | Unset = UNSET
        if not isinstance(self.response, Unset):
            response = self.response.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "method": method,
                "status": status,
            }
        )
        if bulk_id is not UNSET:
            field_dict["bulkId"] = bulk_id
        if version is not UNSET:
            field_dict["version"] = version
        if location is not UNSET:
            field_dict["location"] = location
        if response is not UNSET:
            field_dict["response"] = response

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scim_error import ScimError

        d = dict(src_dict)
        method = d.pop("method")

        status = d.pop("status")

        bulk_id = d.pop("bulkId", UNSET)

        version = d.pop("version", UNSET)

        location = d.pop("location", UNSET)

        _response = d.pop("response", UNSET)
        response: ScimError | Unset
        if isinstance(_response, Unset):
            response = UNSET
        else:
            response = ScimError.from_dict(_response)

        scim_bulk_response_message_operations_item = cls(
            method=method,
            status=status,
            bulk_id=bulk_id,
            version=version,
            location=location,
            response=response,
        )

        return scim_bulk_response_message_operations_item
