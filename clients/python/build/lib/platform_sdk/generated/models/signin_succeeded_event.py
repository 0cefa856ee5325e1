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
    from ..models.event_signin_succeeded import EventSigninSucceeded


T = TypeVar("T", bound="SigninSucceededEvent")


@_attrs_define
class SigninSucceededEvent:
    """The body of a `signin.succeeded` delivery.

    Attributes:
        type_ (Literal['signin.succeeded']):
        timestamp (datetime.datetime):
        data (EventSigninSucceeded): A sign-in created a session (docs/auth.md).
    """

    type_: Literal["signin.succeeded"]
    timestamp: datetime.datetime
    data: EventSigninSucceeded

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
        from ..models.event_signin_succeeded import EventSigninSucceeded

        d = dict(src_dict)
        type_ = cast(Literal["signin.succeeded"], d.pop("type"))
        if type_ != "signin.succeeded":
            raise ValueError(f"type must match const 'signin.succeeded', got '{type_}'")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = EventSigninSucceeded.from_dict(d.pop("data"))

        signin_succeeded_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return signin_succeeded_event
