from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_type import EventType


T = TypeVar("T", bound="EventTypeList")


@_attrs_define
class EventTypeList:
    """
    Attributes:
        data (list[EventType]):
    """

    data: list[EventType]

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_type import EventType

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = EventType.from_dict(data_item_data)

            data.append(data_item)

        event_type_list = cls(
            data=data,
        )

        return event_type_list
