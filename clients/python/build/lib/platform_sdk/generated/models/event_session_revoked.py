from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.event_session_revoked_reason import EventSessionRevokedReason

T = TypeVar("T", bound="EventSessionRevoked")


@_attrs_define
class EventSessionRevoked:
    """A session ended before its expiry.

    Attributes:
        session_id (str):
        user_id (str):
        reason (EventSessionRevokedReason):
    """

    session_id: str
    user_id: str
    reason: EventSessionRevokedReason

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        user_id = self.user_id

        reason = self.reason.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "session_id": session_id,
                "user_id": user_id,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        session_id = d.pop("session_id")

        user_id = d.pop("user_id")

        reason = EventSessionRevokedReason(d.pop("reason"))

        event_session_revoked = cls(
            session_id=session_id,
            user_id=user_id,
            reason=reason,
        )

        return event_session_revoked
