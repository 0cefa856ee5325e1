from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.device_bulk_create_op import DeviceBulkCreateOp

if TYPE_CHECKING:
    from ..models.device_create import DeviceCreate


T = TypeVar("T", bound="DeviceBulkCreate")


@_attrs_define
class DeviceBulkCreate:
    """`op: create` (a convention): each item is a new device.

    Attributes:
        op (DeviceBulkCreateOp):
        items (list[DeviceCreate]):
    """

    op: DeviceBulkCreateOp
    items: list[DeviceCreate]

    def to_dict(self) -> dict[str, Any]:
        op = self.op.value

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
        from ..models.device_create import DeviceCreate

        d = dict(src_dict)
        op = DeviceBulkCreateOp(d.pop("op"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = DeviceCreate.from_dict(items_item_data)

            items.append(items_item)

        device_bulk_create = cls(
            op=op,
            items=items,
        )

        return device_bulk_create
