from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.device import Device
    from ..models.tombstone import Tombstone


T = TypeVar("T", bound="DevicePage")


@_attrs_define
class DevicePage:
    """
    Attributes:
        data (list[Device | Tombstone]):
        next_cursor (None | str):
    """

    data: list[Device | Tombstone]
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.device import Device

        data = []
        for data_item_data in self.data:
            data_item: dict[str, Any]
            if isinstance(data_item_data, Device):
                data_item = data_item_data.to_dict()
            else:
                data_item = data_item_data.to_dict()

            data.append(data_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.device import Device
        from ..models.tombstone import Tombstone

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:

            def _parse_data_item(data: object) -> Device | Tombstone:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    data_item_type_0 = Device.from_dict(data)

                    return data_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                data_item_type_1 = Tombstone.from_dict(data)

                return data_item_type_1

            data_item = _parse_data_item(data_item_data)

            data.append(data_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        device_page = cls(
            data=data,
            next_cursor=next_cursor,
        )

        return device_page
