from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProvisioningSession")


@_attrs_define
class ProvisioningSession:
    """A provisioning session and its one token (shown only here).

    Attributes:
        id (str):
        kind (Literal['provisioning']):
        access_token (str): `spt_<project>~<secret>`: routable (docs/auth.md, Token form).
        token_type (Literal['Bearer']):
        expires_at (datetime.datetime | None): Always null; a provisioning session never expires (it is revoked by
            deleting it).
        created_at (datetime.datetime):
        description (None | str):
    """

    id: str
    kind: Literal["provisioning"]
    access_token: str
    token_type: Literal["Bearer"]
    expires_at: datetime.datetime | None
    created_at: datetime.datetime
    description: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        access_token = self.access_token

        token_type = self.token_type

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        created_at = self.created_at.isoformat()

        description: None | str
        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "access_token": access_token,
                "token_type": token_type,
                "expires_at": expires_at,
                "created_at": created_at,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = cast(Literal["provisioning"], d.pop("kind"))
        if kind != "provisioning":
            raise ValueError(f"kind must match const 'provisioning', got '{kind}'")

        access_token = d.pop("access_token")

        token_type = cast(Literal["Bearer"], d.pop("token_type"))
        if token_type != "Bearer":
            raise ValueError(
                f"token_type must match const 'Bearer', got '{token_type}'"
            )

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

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        provisioning_session = cls(
            id=id,
            kind=kind,
            access_token=access_token,
            token_type=token_type,
            expires_at=expires_at,
            created_at=created_at,
            description=description,
        )

        return provisioning_session
