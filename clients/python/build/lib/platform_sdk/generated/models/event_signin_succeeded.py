from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EventSigninSucceeded")


@_attrs_define
class EventSigninSucceeded:
    """A sign-in created a session (docs/auth.md).

    Attributes:
        user_id (str):
        username (str):
        session_id (str):
    """

    user_id: str
    username: str
    session_id: str

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        username = self.username

        session_id = self.session_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user_id": user_id,
                "username": username,
                "session_id": session_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        username = d.pop("username")

        session_id = d.pop("session_id")

        event_signin_succeeded = cls(
            user_id=user_id,
            username=username,
            session_id=session_id,
        )

        return event_signin_succeeded
