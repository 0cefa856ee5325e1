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
    from ..models.user import User


T = TypeVar("T", bound="Session")


@_attrs_define
class Session:
    """A session (spec §2 gives `id`; every other field is a convention).

    Attributes:
        id (str):
        access_token (str):
        token_type (Literal['Bearer']):
        expires_at (datetime.datetime):
        refresh_token (str):
        refresh_expires_at (datetime.datetime):
        user_id (str):
        user (User): A user of the project (spec §2 gives `id`; every other field is a convention). The same user is a
            SCIM User resource.
    """

    id: str
    access_token: str
    token_type: Literal["Bearer"]
    expires_at: datetime.datetime
    refresh_token: str
    refresh_expires_at: datetime.datetime
    user_id: str
    user: User

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        access_token = self.access_token

        token_type = self.token_type

        expires_at = self.expires_at.isoformat()

        refresh_token = self.refresh_token

        refresh_expires_at = self.refresh_expires_at.isoformat()

        user_id = self.user_id

        user = self.user.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "access_token": access_token,
                "token_type": token_type,
                "expires_at": expires_at,
                "refresh_token": refresh_token,
                "refresh_expires_at": refresh_expires_at,
                "user_id": user_id,
                "user": user,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.user import User

        d = dict(src_dict)
        id = d.pop("id")

        access_token = d.pop("access_token")

        token_type = cast(Literal["Bearer"], d.pop("token_type"))
        if token_type != "Bearer":
            raise ValueError(
                f"token_type must match const 'Bearer', got '{token_type}'"
            )

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        refresh_token = d.pop("refresh_token")

        refresh_expires_at = datetime.datetime.fromisoformat(
            d.pop("refresh_expires_at")
        )

        user_id = d.pop("user_id")

        user = User.from_dict(d.pop("user"))

        session = cls(
            id=id,
            access_token=access_token,
            token_type=token_type,
            expires_at=expires_at,
            refresh_token=refresh_token,
            refresh_expires_at=refresh_expires_at,
            user_id=user_id,
            user=user,
        )

        return session
