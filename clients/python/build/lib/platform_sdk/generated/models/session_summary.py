from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.session_summary_kind import SessionSummaryKind

T = TypeVar("T", bound="SessionSummary")


@_attrs_define
class SessionSummary:
    """A live session without its tokens.

    Attributes:
        id (str):
        kind (SessionSummaryKind):
        user_id (None | str): The signed-in user; null for a provisioning session.
        created_at (datetime.datetime):
        expires_at (datetime.datetime | None): When the session ends unless refreshed; null for a provisioning session.
        description (None | str):
    """

    id: str
    kind: SessionSummaryKind
    user_id: None | str
    created_at: datetime.datetime
    expires_at: datetime.datetime | None
    description: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        user_id: None | str
        user_id = self.user_id

        created_at = self.created_at.isoformat()

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        description: None | str
        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "user_id": user_id,
                "created_at": created_at,
                "expires_at": expires_at,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = SessionSummaryKind(d.pop("kind"))

        def _parse_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_id = _parse_user_id(d.pop("user_id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        session_summary = cls(
            id=id,
            kind=kind,
            user_id=user_id,
            created_at=created_at,
            expires_at=expires_at,
            description=description,
        )

        return session_summary
