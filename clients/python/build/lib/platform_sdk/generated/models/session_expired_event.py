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
    from ..models.event_session_expired import EventSessionExpired


T = TypeVar("T", bound="SessionExpiredEvent")


@_attrs_define
class SessionExpiredEvent:
    """The body of a `session.expired` delivery.

    Attributes:
        type_ (Literal['session.expired']):
        timestamp (datetime.datetime):
        data (EventSessionExpired): The virtual clock passed the end of a session (its refresh token's expiry).
    """

    type_: Literal["session.expired"]
    timestamp: datetime.datetime
    data: EventSessionExpired

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
        from ..models.event_session_expired import EventSessionExpired

        d = dict(src_dict)
        type_ = cast(Literal["session.expired"], d.pop("type"))
        if type_ != "session.expired":
            raise ValueError(f"type must match const 'session.expired', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = EventSessionExpired.from_dict(d.pop("data"))

        session_expired_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return session_expired_event
