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
    from ..models.event_session_created import EventSessionCreated


T = TypeVar("T", bound="SessionCreatedEvent")


@_attrs_define
class SessionCreatedEvent:
    """The body of a `session.created` delivery.

    Attributes:
        type_ (Literal['session.created']):
        timestamp (datetime.datetime):
        data (EventSessionCreated):
    """

    type_: Literal["session.created"]
    timestamp: datetime.datetime
    data: EventSessionCreated

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
        from ..models.event_session_created import EventSessionCreated

        d = dict(src_dict)
        type_ = cast(Literal["session.created"], d.pop("type"))
        if type_ != "session.created":
            raise ValueError(f"type must match const 'session.created', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = EventSessionCreated.from_dict(d.pop("data"))

        session_created_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return session_created_event
