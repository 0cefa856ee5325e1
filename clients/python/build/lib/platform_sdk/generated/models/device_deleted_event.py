from __future__ import annotations

import datetime
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
    from ..models.device import Device


T = TypeVar("T", bound="DeviceDeletedEvent")


@_attrs_define
class DeviceDeletedEvent:
    """The body of a `device.deleted` delivery.

    Attributes:
        type_ (Literal['device.deleted']):
        timestamp (datetime.datetime):
        data (Device): A device (spec §2 gives `id` and `tags`; every other field is a convention).
    """

    type_: Literal["device.deleted"]
    timestamp: datetime.datetime
    data: Device

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.device import Device

        d = dict(src_dict)
        type_ = cast(Literal["device.deleted"], d.pop("type"))
        if type_ != "device.deleted":
            raise ValueError(f"type must match const 'device.deleted', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = Device.from_dict(d.pop("data"))

        device_deleted_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return device_deleted_event
