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
    from ..models.event_session_revoked import EventSessionRevoked


T = TypeVar("T", bound="SessionRevokedEvent")


@_attrs_define
class SessionRevokedEvent:
    """The body of a `session.revoked` delivery.

    Attributes:
        type_ (Literal['session.revoked']):
        timestamp (datetime.datetime):
        data (EventSessionRevoked): A session ended before its expiry.
    """

    type_: Literal["session.revoked"]
    timestamp: datetime.datetime
    data: EventSessionRevoked

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
        from ..models.event_session_revoked import EventSessionRevoked

        d = dict(src_dict)
        type_ = cast(Literal["session.revoked"], d.pop("type"))
        if type_ != "session.revoked":
            raise ValueError(f"type must match const 'session.revoked', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = EventSessionRevoked.from_dict(d.pop("data"))

        session_revoked_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return session_revoked_event
