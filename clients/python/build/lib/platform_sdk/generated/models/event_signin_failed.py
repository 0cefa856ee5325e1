from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.event_signin_failed_reason import EventSigninFailedReason

T = TypeVar("T", bound="EventSigninFailed")


@_attrs_define
class EventSigninFailed:
    """A sign-in was refused; `user_id` is null when no such user exists.

    Attributes:
        username (str):
        user_id (None | str):
        reason (EventSigninFailedReason):
    """

    username: str
    user_id: None | str
    reason: EventSigninFailedReason

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        user_id: None | str
        user_id = self.user_id

        reason = self.reason.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "username": username,
                "user_id": user_id,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        username = d.pop("username")

        def _parse_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_id = _parse_user_id(d.pop("user_id"))

        reason = EventSigninFailedReason(d.pop("reason"))

        event_signin_failed = cls(
            username=username,
            user_id=user_id,
            reason=reason,
        )

        return event_signin_failed
