from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="User")


@_attrs_define
class User:
    """A user of the project (spec §2 gives `id`; every other field is a convention). The same user is a SCIM User
    resource.

        Attributes:
            id (str):
            username (str):
            display_name (None | str):
            email (None | str): The primary (else the first) email address.
            active (bool):
            role (str):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
    """

    id: str
    username: str
    display_name: None | str
    email: None | str
    active: bool
    role: str
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        display_name: None | str
        display_name = self.display_name

        email: None | str
        email = self.email

        active = self.active

        role = self.role

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "username": username,
                "display_name": display_name,
                "email": email,
                "active": active,
                "role": role,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        def _parse_display_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        display_name = _parse_display_name(d.pop("display_name"))

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        active = d.pop("active")

        role = d.pop("role")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        user = cls(
            id=id,
            username=username,
            display_name=display_name,
            email=email,
            active=active,
            role=role,
            created_at=created_at,
            updated_at=updated_at,
        )

        return user
