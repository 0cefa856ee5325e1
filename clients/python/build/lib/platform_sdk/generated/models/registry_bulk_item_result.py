from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.registry_bulk_item_error import RegistryBulkItemError


T = TypeVar("T", bound="RegistryBulkItemResult")


@_attrs_define
class RegistryBulkItemResult:
    """
    Attributes:
        index (int): The item's position in the request.
        id (None | str): The object's id (a created object's new id; null when an item names none).
        status (int): The item's own status (values are conventions).
        error (RegistryBulkItemError | Unset):
    """

    index: int
    id: None | str
    status: int
    error: RegistryBulkItemError | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        id: None | str
        id = self.id

        status = self.status

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "id": id,
                "status": status,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.registry_bulk_item_error import RegistryBulkItemError

        d = dict(src_dict)
        index = d.pop("index")

        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))

        status = d.pop("status")

        _error = d.pop("error", UNSET)
        error: RegistryBulkItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = RegistryBulkItemError.from_dict(_error)

        registry_bulk_item_result = cls(
            index=index,
            id=id,
            status=status,
            error=error,
        )

        return registry_bulk_item_result
