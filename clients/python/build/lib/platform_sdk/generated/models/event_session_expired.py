from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EventSessionExpired")


@_attrs_define
class EventSessionExpired:
    """The virtual clock passed the end of a session (its refresh token's expiry).

    Attributes:
        session_id (str):
        user_id (str):
        expired_at (datetime.datetime):
    """

    session_id: str
    user_id: str
    expired_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        user_id = self.user_id

        expired_at = self.expired_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "session_id": session_id,
                "user_id": user_id,
                "expired_at": expired_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        session_id = d.pop("session_id")

        user_id = d.pop("user_id")

        expired_at = datetime.datetime.fromisoformat(d.pop("expired_at"))

        event_session_expired = cls(
            session_id=session_id,
            user_id=user_id,
            expired_at=expired_at,
        )

        return event_session_expired
