from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.device_bulk_request_op import (
    DeviceBulkRequestOp,
    check_device_bulk_request_op,
)

if TYPE_CHECKING:
    from ..models.device_bulk_request_items_item import DeviceBulkRequestItemsItem


T = TypeVar("T", bound="DeviceBulkRequest")


@_attrs_define
class DeviceBulkRequest:
    """`op` names the operation: `patch` (spec §4) or, as conventions, `create` and `delete`.
    Each item is an object checked on its own against DeviceBulkPatchItem, DeviceCreate or
    DeviceBulkDeleteItem; an item that does not match is reported 422 in its result and the
    other items are still applied.

        Attributes:
            op (DeviceBulkRequestOp):
            items (list[DeviceBulkRequestItemsItem]):
    """

    op: DeviceBulkRequestOp
    items: list[DeviceBulkRequestItemsItem]

    def to_dict(self) -> dict[str, Any]:
        op: str = self.op

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "op": op,
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.device_bulk_request_items_item import DeviceBulkRequestItemsItem

        d = dict(src_dict)
        op = check_device_bulk_request_op(d.pop("op"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = DeviceBulkRequestItemsItem.from_dict(items_item_data)

            items.append(items_item)

        device_bulk_request = cls(
            op=op,
            items=items,
        )

        return device_bulk_request
