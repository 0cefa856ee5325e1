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
    from ..models.event_signin_failed import EventSigninFailed


T = TypeVar("T", bound="SigninFailedEvent")


@_attrs_define
class SigninFailedEvent:
    """The body of a `signin.failed` delivery.

    Attributes:
        type_ (Literal['signin.failed']):
        timestamp (datetime.datetime):
        data (EventSigninFailed): A sign-in was refused; `user_id` is null when no such user exists.
    """

    type_: Literal["signin.failed"]
    timestamp: datetime.datetime
    data: EventSigninFailed

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
        from ..models.event_signin_failed import EventSigninFailed

        d = dict(src_dict)
        type_ = cast(Literal["signin.failed"], d.pop("type"))
        if type_ != "signin.failed":
            raise ValueError(f"type must match const 'signin.failed', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = EventSigninFailed.from_dict(d.pop("data"))

        signin_failed_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return signin_failed_event
