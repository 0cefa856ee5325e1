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
    from ..models.request import Request


T = TypeVar("T", bound="RequestDeletedEvent")


@_attrs_define
class RequestDeletedEvent:
    """The body of a `request.deleted` delivery.

    Attributes:
        type_ (Literal['request.deleted']):
        timestamp (datetime.datetime):
        data (Request): A service request (spec §2 gives `id`, a status and an assignee; field names are conventions).
    """

    type_: Literal["request.deleted"]
    timestamp: datetime.datetime
    data: Request

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
        from ..models.request import Request

        d = dict(src_dict)
        type_ = cast(Literal["request.deleted"], d.pop("type"))
        if type_ != "request.deleted":
            raise ValueError(f"type must match const 'request.deleted', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = Request.from_dict(d.pop("data"))

        request_deleted_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return request_deleted_event
