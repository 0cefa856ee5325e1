from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EventSessionCreated")


@_attrs_define
class EventSessionCreated:
    """
    Attributes:
        session_id (str):
        user_id (str):
        expires_at (datetime.datetime):
        refresh_expires_at (datetime.datetime):
    """

    session_id: str
    user_id: str
    expires_at: datetime.datetime
    refresh_expires_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        user_id = self.user_id

        expires_at = self.expires_at.isoformat()

        refresh_expires_at = self.refresh_expires_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "session_id": session_id,
                "user_id": user_id,
                "expires_at": expires_at,
                "refresh_expires_at": refresh_expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        session_id = d.pop("session_id")

        user_id = d.pop("user_id")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        refresh_expires_at = datetime.datetime.fromisoformat(
            d.pop("refresh_expires_at")
        )

        event_session_created = cls(
            session_id=session_id,
            user_id=user_id,
            expires_at=expires_at,
            refresh_expires_at=refresh_expires_at,
        )

        return event_session_created
